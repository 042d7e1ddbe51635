//! Contact details, each parsed once at the edge and valid from then on.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ContactError {
    #[error("enter a valid email address")]
    InvalidEmail,
    #[error("name must be between 1 and {max} characters")]
    InvalidName { max: usize },
    #[error("enter a 10-digit Indian mobile number")]
    InvalidPhone,
    #[error("enter a 6-digit PIN code")]
    InvalidPinCode,
}

/// An email address, trimmed and lower-cased so that uniqueness is case-insensitive.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Email(String);

impl Email {
    pub const MAX_LEN: usize = 254;

    pub fn parse(raw: &str) -> Result<Self, ContactError> {
        let email = raw.trim().to_lowercase();
        if email.len() > Self::MAX_LEN || !is_valid_email(&email) {
            return Err(ContactError::InvalidEmail);
        }
        Ok(Self(email))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Email {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The WHATWG rule that browsers apply to `<input type="email">`, so the sign-up form and the
/// server agree, plus a dot in the domain: a marketplace account needs a deliverable address.
fn is_valid_email(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    let local_ok = !local.is_empty()
        && local.len() <= 64
        && local
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || ".!#$%&'*+/=?^_`{|}~-".contains(c));
    let label_ok = |label: &str| {
        (1..=63).contains(&label.len())
            && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            && !label.starts_with('-')
            && !label.ends_with('-')
    };
    local_ok && domain.contains('.') && domain.split('.').all(label_ok)
}

/// A person's name as they want it shown: trimmed, 1 to 80 characters, no control characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PersonName(String);

impl PersonName {
    pub const MAX_CHARS: usize = 80;

    pub fn parse(raw: &str) -> Result<Self, ContactError> {
        let name = raw.trim();
        let chars = name.chars().count();
        if chars == 0 || chars > Self::MAX_CHARS || name.chars().any(char::is_control) {
            return Err(ContactError::InvalidName { max: Self::MAX_CHARS });
        }
        Ok(Self(name.to_owned()))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PersonName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// An Indian mobile number, stored as its 10 digits.
///
/// Accepts the ways people type it: `98765 43210`, `+91-98765-43210`, `098765 43210`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PhoneNumber(String);

impl PhoneNumber {
    pub fn parse(raw: &str) -> Result<Self, ContactError> {
        let trimmed = raw.trim();
        if !trimmed
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, ' ' | '-' | '+' | '(' | ')'))
        {
            return Err(ContactError::InvalidPhone);
        }
        let digits: String = trimmed.chars().filter(char::is_ascii_digit).collect();
        let national = match digits.len() {
            10 => digits.as_str(),
            11 if digits.starts_with('0') => &digits[1..],
            12 if digits.starts_with("91") => &digits[2..],
            _ => return Err(ContactError::InvalidPhone),
        };
        // Indian mobile numbers start with 6, 7, 8 or 9.
        if !national.starts_with(['6', '7', '8', '9']) {
            return Err(ContactError::InvalidPhone);
        }
        Ok(Self(national.to_owned()))
    }

    /// The 10 national digits.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PhoneNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "+91 {} {}", &self.0[..5], &self.0[5..])
    }
}

/// An Indian postal PIN code: six digits, the first not zero.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PinCode(String);

impl PinCode {
    pub fn parse(raw: &str) -> Result<Self, ContactError> {
        let pin: String = raw.trim().chars().filter(|c| *c != ' ').collect();
        let valid = pin.len() == 6 && pin.chars().all(|c| c.is_ascii_digit()) && !pin.starts_with('0');
        if !valid {
            return Err(ContactError::InvalidPinCode);
        }
        Ok(Self(pin))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PinCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl kernel::Described for ContactError {
    fn message(&self) -> kernel::Message {
        match self {
            Self::InvalidEmail => kernel::Message::new("field-email-invalid"),
            Self::InvalidName { max } => kernel::Message::new("field-name-length").with("max", max),
            Self::InvalidPhone => kernel::Message::new("field-phone-invalid"),
            Self::InvalidPinCode => kernel::Message::new("field-pincode-invalid"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_are_trimmed_and_lower_cased() {
        assert_eq!(
            Email::parse("  Priya.Sharma@Example.COM ").unwrap().as_str(),
            "priya.sharma@example.com"
        );
        assert!(Email::parse("o'neil+haat@mail.example.co.in").is_ok());
    }

    #[test]
    fn malformed_emails_are_refused() {
        for bad in [
            "",
            "priya",
            "priya@",
            "@example.com",
            "pri ya@example.com",
            "a@b@c.com",
            "priya@localhost",
            "priya@-example.com",
            "priya@example..com",
            "<script>@example.com",
        ] {
            assert_eq!(Email::parse(bad), Err(ContactError::InvalidEmail), "{bad:?}");
        }
        let long = format!("{}@example.com", "a".repeat(250));
        assert_eq!(Email::parse(&long), Err(ContactError::InvalidEmail));
    }

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(PersonName::parse("  Anil Kumar ").unwrap().as_str(), "Anil Kumar");
        assert!(PersonName::parse("   ").is_err());
        assert!(PersonName::parse(&"अ".repeat(80)).is_ok());
        assert!(PersonName::parse(&"अ".repeat(81)).is_err());
        assert!(PersonName::parse("Anil\u{0}Kumar").is_err());
    }

    #[test]
    fn indian_mobile_numbers_are_accepted_in_common_spellings() {
        for ok in [
            "9876543210",
            "98765 43210",
            "+91 98765 43210",
            "+91-98765-43210",
            "098765 43210",
            "919876543210",
        ] {
            assert_eq!(PhoneNumber::parse(ok).unwrap().as_str(), "9876543210", "{ok:?}");
        }
        assert_eq!(
            PhoneNumber::parse("9876543210").unwrap().to_string(),
            "+91 98765 43210"
        );
    }

    #[test]
    fn numbers_that_are_not_indian_mobiles_are_refused() {
        for bad in [
            "",
            "12345",
            "5876543210",
            "98765432101",
            "98765abc10",
            "+44 7911 123456",
        ] {
            assert_eq!(
                PhoneNumber::parse(bad),
                Err(ContactError::InvalidPhone),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn pin_codes_have_six_digits_not_starting_with_zero() {
        assert_eq!(PinCode::parse(" 560 001 ").unwrap().as_str(), "560001");
        for bad in ["56000", "5600011", "060001", "56000a", ""] {
            assert_eq!(PinCode::parse(bad), Err(ContactError::InvalidPinCode), "{bad:?}");
        }
    }
}
