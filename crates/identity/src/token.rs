//! One-time tokens for activation and password-reset links.
//!
//! The secret (256 random bits, 64 hex characters) travels only in the email; storage keeps its
//! SHA-256, so a copy of the database cannot be used to take over accounts.

use argon2::password_hash::rand_core::{OsRng, RngCore};
use chrono::Duration;
use kernel::{ShopId, Timestamp, UserId};
use sha2::{Digest, Sha256};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TokenPurpose {
    ShopActivation,
    UserPasswordReset,
    ShopPasswordReset,
}

impl TokenPurpose {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            TokenPurpose::ShopActivation => "shop_activation",
            TokenPurpose::UserPasswordReset => "user_password_reset",
            TokenPurpose::ShopPasswordReset => "shop_password_reset",
        }
    }

    /// How long a link stays valid: a day or two to activate a shop, half an hour to reset a
    /// password.
    #[must_use]
    pub fn lifetime(self) -> Duration {
        match self {
            TokenPurpose::ShopActivation => Duration::hours(48),
            TokenPurpose::UserPasswordReset | TokenPurpose::ShopPasswordReset => Duration::minutes(30),
        }
    }
}

/// Whose token it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenSubject {
    User(UserId),
    Shop(ShopId),
}

/// The SHA-256 of a token's secret, as hex. The form tokens are stored and looked up in.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TokenHash(String);

impl TokenHash {
    /// Hashes whatever a caller presents; unknown or malformed secrets simply match nothing.
    #[must_use]
    pub fn of(secret: &str) -> Self {
        Self(hex(&Sha256::digest(secret.trim().as_bytes())))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A token just made: its secret goes into a link, the rest into storage.
#[derive(Debug, Clone)]
pub struct IssuedToken {
    pub secret: String,
    pub hash: TokenHash,
    pub purpose: TokenPurpose,
    pub subject: TokenSubject,
    pub created_at: Timestamp,
    pub expires_at: Timestamp,
}

impl IssuedToken {
    #[must_use]
    pub fn generate(purpose: TokenPurpose, subject: TokenSubject, now: Timestamp) -> Self {
        let mut bytes = [0u8; 32];
        OsRng.fill_bytes(&mut bytes);
        let secret = hex(&bytes);
        Self {
            hash: TokenHash::of(&secret),
            secret,
            purpose,
            subject,
            created_at: now,
            expires_at: now + purpose.lifetime(),
        }
    }
}

/// A token that cannot be used: unknown, already used, expired, or for another purpose. One
/// error for all, so the answer reveals nothing.
#[derive(Debug, thiserror::Error)]
pub enum TokenError {
    #[error("this link is invalid or has expired; please ask for a new one")]
    Invalid,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes
        .iter()
        .fold(String::with_capacity(bytes.len() * 2), |mut out, b| {
            let _ = write!(out, "{b:02x}");
            out
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};

    fn now() -> Timestamp {
        Utc.with_ymd_and_hms(2026, 11, 22, 10, 0, 0).unwrap()
    }

    #[test]
    fn a_token_is_256_random_bits_and_only_its_hash_is_kept() {
        let a = IssuedToken::generate(
            TokenPurpose::UserPasswordReset,
            TokenSubject::User(UserId::new()),
            now(),
        );
        let b = IssuedToken::generate(
            TokenPurpose::UserPasswordReset,
            TokenSubject::User(UserId::new()),
            now(),
        );
        assert_eq!(a.secret.len(), 64);
        assert_ne!(a.secret, b.secret);
        assert_eq!(a.hash, TokenHash::of(&a.secret));
        assert_ne!(a.hash.as_str(), a.secret);
    }

    #[test]
    fn reset_links_last_thirty_minutes_and_activation_links_two_days() {
        let reset = IssuedToken::generate(
            TokenPurpose::ShopPasswordReset,
            TokenSubject::Shop(ShopId::new()),
            now(),
        );
        assert_eq!(reset.expires_at - reset.created_at, Duration::minutes(30));
        let activation = IssuedToken::generate(
            TokenPurpose::ShopActivation,
            TokenSubject::Shop(ShopId::new()),
            now(),
        );
        assert_eq!(activation.expires_at, now() + Duration::hours(48));
    }

    #[test]
    fn the_hash_of_a_known_value_is_its_sha256() {
        assert_eq!(
            TokenHash::of("abc").as_str(),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
