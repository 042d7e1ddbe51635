//! A user: a shopper, or the Admin.

use std::fmt;
use std::str::FromStr;

use kernel::{Language, MediaKey, Timestamp, UserId};

use crate::address::Address;
use crate::contact::{Email, PersonName, PhoneNumber};
use crate::role::Role;

/// Whether an account may be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AccountStatus {
    Active,
    /// Stopped by the Admin; its sessions stop working at once.
    Suspended,
    /// Closed; kept only because orders refer to it.
    Deleted,
}

impl AccountStatus {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            AccountStatus::Active => "active",
            AccountStatus::Suspended => "suspended",
            AccountStatus::Deleted => "deleted",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown account status `{0}`")]
pub struct UnknownStatus(pub String);

impl FromStr for AccountStatus {
    type Err = UnknownStatus;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "active" => Ok(AccountStatus::Active),
            "suspended" => Ok(AccountStatus::Suspended),
            "deleted" => Ok(AccountStatus::Deleted),
            other => Err(UnknownStatus(other.to_owned())),
        }
    }
}

impl fmt::Display for AccountStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    pub name: PersonName,
    pub email: Email,
    pub role: Role,
    pub phone: Option<PhoneNumber>,
    pub avatar: Option<MediaKey>,
    pub addresses: Vec<Address>,
    pub status: AccountStatus,
    /// Sessions that signed in before this instant are void.
    pub sessions_valid_from: Option<Timestamp>,
    /// The language the account is answered and emailed in.
    pub language: Language,
    pub created_at: Timestamp,
}

impl User {
    /// A new active account with the shopper role, in English.
    #[must_use]
    pub fn new_shopper(name: PersonName, email: Email, now: Timestamp) -> Self {
        Self {
            id: UserId::new(),
            name,
            email,
            role: Role::Shopper,
            phone: None,
            avatar: None,
            addresses: Vec::new(),
            status: AccountStatus::Active,
            sessions_valid_from: None,
            language: Language::En,
            created_at: now,
        }
    }

    #[must_use]
    pub fn is_admin(&self) -> bool {
        self.role == Role::Admin
    }

    /// Whether a session that signed in at `signed_in_at` may still act for this account.
    #[must_use]
    pub fn accepts_session_from(&self, signed_in_at: Timestamp) -> bool {
        self.status == AccountStatus::Active
            && self.sessions_valid_from.is_none_or(|from| signed_in_at >= from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{Duration, TimeZone, Utc};

    fn user() -> User {
        let now = Utc.with_ymd_and_hms(2026, 11, 22, 10, 0, 0).unwrap();
        User::new_shopper(
            PersonName::parse("Priya").unwrap(),
            Email::parse("p@example.com").unwrap(),
            now,
        )
    }

    #[test]
    fn sessions_from_before_a_revocation_are_refused() {
        let mut user = user();
        let signed_in = user.created_at + Duration::minutes(5);
        assert!(user.accepts_session_from(signed_in));
        user.sessions_valid_from = Some(signed_in + Duration::seconds(1));
        assert!(!user.accepts_session_from(signed_in));
        assert!(user.accepts_session_from(signed_in + Duration::seconds(1)));
    }

    #[test]
    fn a_suspended_account_accepts_no_session() {
        let mut user = user();
        user.status = AccountStatus::Suspended;
        assert!(!user.accepts_session_from(user.created_at));
    }
}
