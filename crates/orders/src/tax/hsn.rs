//! HSN codes: the Harmonised System of Nomenclature numbers that classify goods for GST. Invoices
//! print them; the first two digits are the chapter (61 knitted apparel, 64 footwear, 71
//! jewellery).

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HsnError {
    #[error("an HSN code is 4, 6 or 8 digits")]
    Invalid,
}

/// An HSN code of 4, 6 or 8 digits (spaces between groups are dropped), its chapter 01–98.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Hsn(String);

impl Hsn {
    pub fn parse(raw: &str) -> Result<Self, HsnError> {
        let code: String = raw.chars().filter(|c| !c.is_whitespace()).collect();
        let shaped = matches!(code.len(), 4 | 6 | 8) && code.bytes().all(|b| b.is_ascii_digit());
        // Chapter 00 does not exist, and 99 is services (SAC), not goods.
        let chapter_ok = shaped && !code.starts_with("00") && !code.starts_with("99");
        if chapter_ok {
            Ok(Self(code))
        } else {
            Err(HsnError::Invalid)
        }
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

impl kernel::Described for HsnError {
    fn message(&self) -> kernel::Message {
        kernel::Message::new("field-hsn")
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
        for wrong in ["", "610", "61091", "6109100", "610910001", "61a9", "0012", "9965"] {
            assert_eq!(Hsn::parse(wrong), Err(HsnError::Invalid), "{wrong:?}");
        }
    }
}
