//! The password policy and its hashing.
//!
//! Passwords are hashed with Argon2id using the library's defaults (19 MiB, 2 passes, 1 lane,
//! the OWASP recommendation) and a random salt; only the PHC string is ever stored.

use std::fmt;

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{self, SaltString};
use argon2::{Argon2, PasswordHasher, PasswordVerifier};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PasswordError {
    #[error("password must be at least {min} characters long")]
    TooShort { min: usize },
    #[error("password must be at most {max} characters long")]
    TooLong { max: usize },
    #[error("the stored password hash is not valid")]
    CorruptHash,
    #[error("the password could not be hashed")]
    Hashing,
}

/// A password that meets the policy. Its text is never printed.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    pub const MIN_CHARS: usize = 8;
    /// Long enough for any passphrase; short enough that hashing cannot be used to burn CPU.
    pub const MAX_CHARS: usize = 128;

    pub fn parse(raw: impl Into<String>) -> Result<Self, PasswordError> {
        let raw = raw.into();
        let chars = raw.chars().count();
        if chars < Self::MIN_CHARS {
            return Err(PasswordError::TooShort { min: Self::MIN_CHARS });
        }
        if chars > Self::MAX_CHARS {
            return Err(PasswordError::TooLong { max: Self::MAX_CHARS });
        }
        Ok(Self(raw))
    }

    #[must_use]
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// Hashes with Argon2id and a fresh random salt. CPU-heavy: call it off the async executor.
    pub fn hash(&self) -> Result<PasswordHash, PasswordError> {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(self.0.as_bytes(), &salt)
            .map(|h| PasswordHash(h.to_string()))
            .map_err(|_| PasswordError::Hashing)
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(<redacted>)")
    }
}

/// A stored Argon2 hash in PHC string format.
#[derive(Clone, PartialEq, Eq)]
pub struct PasswordHash(String);

impl PasswordHash {
    /// Accepts a hash read back from storage, checking that it is a well-formed PHC string.
    pub fn from_stored(phc: impl Into<String>) -> Result<Self, PasswordError> {
        let phc = phc.into();
        password_hash::PasswordHash::new(&phc).map_err(|_| PasswordError::CorruptHash)?;
        Ok(Self(phc))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `candidate` is the password this hash was made from. Any text may be checked, not
    /// only a [`Password`] that meets today's policy: older passwords must still sign in.
    #[must_use]
    pub fn verify(&self, candidate: &str) -> bool {
        password_hash::PasswordHash::new(&self.0)
            .map(|parsed| {
                Argon2::default()
                    .verify_password(candidate.as_bytes(), &parsed)
                    .is_ok()
            })
            .unwrap_or(false)
    }
}

/// A hash of a random password nobody knows, to check candidates against when an account does
/// not exist, so that a sign-in attempt takes as long either way.
pub fn dummy_hash() -> Option<&'static PasswordHash> {
    static DUMMY: std::sync::OnceLock<Option<PasswordHash>> = std::sync::OnceLock::new();
    DUMMY
        .get_or_init(|| {
            let mut secret = [0u8; 24];
            argon2::password_hash::rand_core::RngCore::fill_bytes(&mut OsRng, &mut secret);
            let text: String = secret.iter().map(|b| char::from(b'a' + b % 26)).collect();
            Password::parse(text).ok().and_then(|p| p.hash().ok())
        })
        .as_ref()
}

impl fmt::Debug for PasswordHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PasswordHash(<redacted>)")
    }
}

impl kernel::Described for PasswordError {
    fn message(&self) -> kernel::Message {
        match self {
            Self::TooShort { min } => kernel::Message::new("field-password-too-short").with("min", min),
            Self::TooLong { max } => kernel::Message::new("field-password-too-long").with("max", max),
            Self::CorruptHash | Self::Hashing => kernel::Message::new("error-internal"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_shorter_than_eight_characters_are_refused() {
        assert_eq!(
            Password::parse("seven77"),
            Err(PasswordError::TooShort { min: 8 })
        );
        assert!(Password::parse("eight888").is_ok());
        assert!(
            Password::parse("ñañañaña").is_ok(),
            "characters, not bytes, are counted"
        );
        assert!(Password::parse("x".repeat(128)).is_ok());
        assert_eq!(
            Password::parse("x".repeat(129)),
            Err(PasswordError::TooLong { max: 128 })
        );
    }

    #[test]
    fn a_hash_verifies_its_own_password_only() {
        let password = Password::parse("haat-demo-2026").unwrap();
        let hash = password.hash().unwrap();
        assert!(hash.as_str().starts_with("$argon2id$"));
        assert!(hash.verify("haat-demo-2026"));
        assert!(!hash.verify("haat-demo-2027"));
        let stored = PasswordHash::from_stored(hash.as_str()).unwrap();
        assert!(stored.verify("haat-demo-2026"));
    }

    #[test]
    fn the_same_password_hashes_differently_each_time() {
        let password = Password::parse("correct horse").unwrap();
        assert_ne!(
            password.hash().unwrap().as_str(),
            password.hash().unwrap().as_str()
        );
    }

    #[test]
    fn secrets_never_appear_in_debug_output() {
        let password = Password::parse("super-secret").unwrap();
        assert!(!format!("{password:?}").contains("super-secret"));
        let hash = password.hash().unwrap();
        assert!(!format!("{hash:?}").contains("argon2"));
    }

    #[test]
    fn corrupt_stored_hashes_are_rejected() {
        assert_eq!(
            PasswordHash::from_stored("plaintext"),
            Err(PasswordError::CorruptHash)
        );
    }
}
