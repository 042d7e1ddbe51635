//! HSN codes: the Harmonised System of Nomenclature numbers that classify goods for GST. Invoices
//! print them; the first two digits are the chapter (61 knitted apparel, 64 footwear, 71
//! jewellery).

use std::borrow::Cow;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HsnError {
    #[error("an HSN code is 4, 6 or 8 digits")]
    Invalid,
}

/// An HSN code of 4, 6 or 8 digits (spaces between groups are dropped), its chapter 01–98.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Hsn(Cow<'static, str>);

impl Hsn {
    pub fn parse(raw: &str) -> Result<Self, HsnError> {
        let code: String = raw.chars().filter(|c| !c.is_whitespace()).collect();
        let shaped = matches!(code.len(), 4 | 6 | 8) && code.bytes().all(|b| b.is_ascii_digit());
        // Chapter 00 does not exist, and 99 is services (SAC), not goods.
        let chapter_ok = shaped && !code.starts_with("00") && !code.starts_with("99");
        if chapter_ok {
            Ok(Self(Cow::Owned(code)))
        } else {
            Err(HsnError::Invalid)
        }
    }

    /// A code written in the source. A wrong one panics (in a `const`, it fails the build); the
    /// tests call every place that uses it.
    #[must_use]
    pub const fn known(code: &'static str) -> Self {
        let bytes = code.as_bytes();
        assert!(
            matches!(bytes.len(), 4 | 6 | 8),
            "an HSN code is 4, 6 or 8 digits"
        );
        let mut i = 0;
        while i < bytes.len() {
            assert!(bytes[i].is_ascii_digit(), "an HSN code is digits");
            i += 1;
        }
        assert!(
            !matches!([bytes[0], bytes[1]], [b'0', b'0'] | [b'9', b'9']),
            "an HSN code's chapter is 01 to 98"
        );
        Self(Cow::Borrowed(code))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Hsn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl crate::Described for HsnError {
    fn message(&self) -> crate::Message {
        crate::Message::new("field-hsn")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hsn_codes_are_four_six_or_eight_digits_of_a_goods_chapter() {
        assert_eq!(Hsn::parse("6109").unwrap().as_str(), "6109");
        assert_eq!(Hsn::parse(" 6109 10 00 ").unwrap().as_str(), "61091000");
        assert!(Hsn::parse("640399").is_ok());
        assert_eq!(Hsn::known("7113"), Hsn::parse("7113").unwrap());
        for wrong in ["", "610", "61091", "6109100", "610910001", "61a9", "0012", "9965"] {
            assert_eq!(Hsn::parse(wrong), Err(HsnError::Invalid), "{wrong:?}");
        }
    }
}
