//! The two kinds of account that sign in with an email and a password: a user (a shopper, or the
//! Admin) and a shop's seller. What differs between them is said here, once per kind; the account
//! flows that use it (signing in, a forgotten password, a new picture, a session that still holds)
//! are written once, over [`Account`], in `accounts` and in the server's `accounts` module.

use kernel::{Language, Timestamp, UserId};

use crate::contact::{Email, PersonName};
use crate::links::Links;
use crate::token::{TokenPurpose, TokenSubject};
use crate::user::{AccountStatus, User};

/// Whether an account whose password was right may sign in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Standing<R> {
    /// It may.
    Good,
    /// It may not, and is told why: said only to whoever knows the password.
    Refused(R),
    /// Closed: answered exactly as an unknown email is, so a closed account cannot be told apart
    /// from one that never existed.
    Closed,
}

/// What the account flows need to know of one kind of account.
pub trait Account: Clone + Send + Sync + 'static {
    /// The account's id.
    type Id: Copy + Send + Sync + std::fmt::Debug + 'static;
    /// Why an account of this kind with the right password may still not sign in.
    type Refusal: std::fmt::Debug + Send + Sync + 'static;

    /// The purpose of this kind's password-reset links, so one kind's link never resets the
    /// other's password.
    const PASSWORD_RESET: TokenPurpose;

    /// The account's id.
    fn id(&self) -> Self::Id;

    /// The address it signs in with, and its emails go to.
    fn email(&self) -> &Email;

    /// The person the account's emails greet.
    fn holder(&self) -> &PersonName;

    /// The language the account is answered and emailed in.
    fn language(&self) -> Language;

    /// Whose tokens are issued for this account.
    fn token_subject(&self) -> TokenSubject;

    /// Whether it may sign in now.
    fn standing(&self) -> Standing<Self::Refusal>;

    /// Whether a reset link may be emailed to it. An account that may not may still be told
    /// nothing different: the caller answers the same either way.
    fn may_reset_password(&self) -> bool;

    /// The page of the emailed reset link, carrying `secret`.
    fn password_reset_link(links: &Links, secret: &str) -> String;

    /// Whether a session that signed in at `signed_in_at` may still act for this account.
    fn accepts_session_from(&self, signed_in_at: Timestamp) -> bool;
}

/// Why a suspended shopper (or Admin) with the right password is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Suspended;

impl Account for User {
    type Id = UserId;
    type Refusal = Suspended;

    const PASSWORD_RESET: TokenPurpose = TokenPurpose::UserPasswordReset;

    fn id(&self) -> UserId {
        self.id
    }

    fn email(&self) -> &Email {
        &self.email
    }

    fn holder(&self) -> &PersonName {
        &self.name
    }

    fn language(&self) -> Language {
        self.language
    }

    fn token_subject(&self) -> TokenSubject {
        TokenSubject::User(self.id)
    }

    fn standing(&self) -> Standing<Suspended> {
        match self.status {
            AccountStatus::Active => Standing::Good,
            AccountStatus::Suspended => Standing::Refused(Suspended),
            AccountStatus::Deleted => Standing::Closed,
        }
    }

    fn may_reset_password(&self) -> bool {
        self.status == AccountStatus::Active
    }

    fn password_reset_link(links: &Links, secret: &str) -> String {
        links.user_password_reset(secret)
    }

    fn accepts_session_from(&self, signed_in_at: Timestamp) -> bool {
        User::accepts_session_from(self, signed_in_at)
    }
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use super::*;

    fn with_status(status: AccountStatus) -> User {
        let mut user = User::new_shopper(
            PersonName::parse("Priya").unwrap(),
            Email::parse("priya@example.com").unwrap(),
            Utc.with_ymd_and_hms(2026, 11, 1, 9, 0, 0).unwrap(),
        );
        user.status = status;
        user
    }

    #[test]
    fn a_user_signs_in_while_active_is_refused_while_suspended_and_is_unknown_once_closed() {
        assert_eq!(with_status(AccountStatus::Active).standing(), Standing::Good);
        assert_eq!(
            with_status(AccountStatus::Suspended).standing(),
            Standing::Refused(Suspended)
        );
        assert_eq!(with_status(AccountStatus::Deleted).standing(), Standing::Closed);
    }

    #[test]
    fn only_an_active_user_is_sent_a_reset_link() {
        assert!(with_status(AccountStatus::Active).may_reset_password());
        assert!(!with_status(AccountStatus::Suspended).may_reset_password());
        assert!(!with_status(AccountStatus::Deleted).may_reset_password());
    }
}
