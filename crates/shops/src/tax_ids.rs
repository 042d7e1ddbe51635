//! Indian tax identifiers a shop may give: GSTIN and PAN, checked by format (and GSTIN by its
//! check character), so a typo is caught at the form rather than on an invoice.

use std::fmt;

use identity::{IndianState, PinCode, postal};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TaxIdError {
    #[error("enter a 15-character GSTIN such as 27AAPFU0939F1ZV")]
    InvalidGstin,
    #[error("the GSTIN's check character does not match; please check it for typos")]
    GstinChecksum,
    #[error("enter a 10-character PAN such as AAPFU0939F")]
    InvalidPan,
    #[error("the GSTIN does not contain this PAN")]
    PanMismatch,
    /// The GSTIN's state code (its first two digits) is not that of the state the shop's PIN code
    /// is in: a GSTIN is registered per state, and the shop's invoices must carry its own.
    #[error("this GSTIN is registered in {registered}, but the shop's PIN code is in {shop}")]
    StateMismatch { registered: String, shop: IndianState },
}

/// A GSTIN embeds its holder's PAN and its state's code: when a shop gives a PAN too, they must
/// agree, and the state must be the one the shop's PIN code is in (when that PIN code has one).
pub fn check_consistent(
    gstin: Option<&Gstin>,
    pan: Option<&Pan>,
    zip_code: &PinCode,
) -> Result<(), TaxIdError> {
    let Some(gstin) = gstin else { return Ok(()) };
    if pan.is_some_and(|pan| gstin.pan() != pan.as_str()) {
        return Err(TaxIdError::PanMismatch);
    }
    match postal::state_of(zip_code) {
        Some(shop) if shop.gst_code() != gstin.state_code() => Err(TaxIdError::StateMismatch {
            registered: IndianState::of_gst_code(gstin.state_code()).map_or_else(
                || format!("state code {:02}", gstin.state_code()),
                |s| s.as_str().to_owned(),
            ),
            shop,
        }),
        _ => Ok(()),
    }
}

const GSTIN_ALPHABET: &[u8; 36] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// A Goods and Services Tax Identification Number.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Gstin(String);

impl Gstin {
    pub fn parse(raw: &str) -> Result<Self, TaxIdError> {
        let gstin = raw.trim().to_ascii_uppercase();
        let bytes = gstin.as_bytes();
        let well_formed = bytes.len() == 15
            && bytes[..2].iter().all(u8::is_ascii_digit)
            && Pan::is_well_formed(&gstin[2..12])
            && matches!(bytes[12], b'1'..=b'9' | b'A'..=b'Z')
            && bytes[13] == b'Z'
            && bytes[14].is_ascii_alphanumeric();
        if !well_formed {
            return Err(TaxIdError::InvalidGstin);
        }
        if Self::check_character(&bytes[..14]) != Some(bytes[14]) {
            return Err(TaxIdError::GstinChecksum);
        }
        Ok(Self(gstin))
    }

    /// The state code in its first two digits (`29` for Karnataka).
    #[must_use]
    pub fn state_code(&self) -> u8 {
        // Two ASCII digits, checked by `parse`.
        self.0.as_bytes()[..2]
            .iter()
            .fold(0, |code, digit| code * 10 + (digit - b'0'))
    }

    /// The PAN embedded in characters 3 to 12.
    #[must_use]
    pub fn pan(&self) -> &str {
        &self.0[2..12]
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The GSTN's mod-36 check character: alternate weights 1 and 2, each product folded as
    /// quotient + remainder by 36.
    fn check_character(first_fourteen: &[u8]) -> Option<u8> {
        let mut sum = 0usize;
        for (i, c) in first_fourteen.iter().enumerate() {
            let value = GSTIN_ALPHABET.iter().position(|a| a == c)?;
            let product = value * if i % 2 == 0 { 1 } else { 2 };
            sum += product / 36 + product % 36;
        }
        Some(GSTIN_ALPHABET[(36 - sum % 36) % 36])
    }
}

impl fmt::Display for Gstin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A Permanent Account Number.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pan(String);

impl Pan {
    pub fn parse(raw: &str) -> Result<Self, TaxIdError> {
        let pan = raw.trim().to_ascii_uppercase();
        if !Self::is_well_formed(&pan) {
            return Err(TaxIdError::InvalidPan);
        }
        Ok(Self(pan))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Five letters (the fourth names the holder's kind), four digits, one letter.
    fn is_well_formed(pan: &str) -> bool {
        let b = pan.as_bytes();
        b.len() == 10
            && b[..5].iter().all(u8::is_ascii_uppercase)
            && matches!(
                b[3],
                b'P' | b'C' | b'H' | b'F' | b'A' | b'T' | b'B' | b'L' | b'J' | b'G'
            )
            && b[5..9].iter().all(u8::is_ascii_digit)
            && b[9].is_ascii_uppercase()
    }
}

impl fmt::Display for Pan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl kernel::Described for TaxIdError {
    fn message(&self) -> kernel::Message {
        match self {
            Self::StateMismatch { registered, shop } => kernel::Message::new("field-gstin-state")
                .with("registered", registered)
                .with("state", shop.as_str()),
            other => kernel::Message::new(match other {
                Self::InvalidGstin => "field-gstin-invalid",
                Self::GstinChecksum => "field-gstin-checksum",
                Self::InvalidPan => "field-pan-invalid",
                _ => "field-gstin-pan-mismatch",
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_published_gstin_is_accepted_in_any_case() {
        let gstin = Gstin::parse(" 27aapfu0939f1zv ").unwrap();
        assert_eq!(gstin.as_str(), "27AAPFU0939F1ZV");
        assert_eq!(gstin.pan(), "AAPFU0939F");
    }

    #[test]
    fn a_gstin_with_a_typo_fails_its_check_character() {
        assert_eq!(Gstin::parse("27AAPFU0939F1ZW"), Err(TaxIdError::GstinChecksum));
        assert_eq!(Gstin::parse("27AAPFU0938F1ZV"), Err(TaxIdError::GstinChecksum));
    }

    #[test]
    fn malformed_gstins_are_refused() {
        for bad in [
            "",
            "27AAPFU0939F1Z",
            "27AAPFU0939F1AV",
            "2XAAPFU0939F1ZV",
            "27AAPXU0939F1ZV",
        ] {
            assert_eq!(Gstin::parse(bad), Err(TaxIdError::InvalidGstin), "{bad:?}");
        }
    }

    #[test]
    fn a_gstin_and_a_pan_given_together_must_agree() {
        let gstin = Gstin::parse("27AAPFU0939F1ZV").unwrap();
        let mumbai = PinCode::parse("400001").unwrap();
        assert_eq!(
            check_consistent(Some(&gstin), Some(&Pan::parse("AAPFU0939F").unwrap()), &mumbai),
            Ok(())
        );
        assert_eq!(
            check_consistent(Some(&gstin), Some(&Pan::parse("ABCPE1234F").unwrap()), &mumbai),
            Err(TaxIdError::PanMismatch)
        );
        assert_eq!(check_consistent(Some(&gstin), None, &mumbai), Ok(()));
    }

    #[test]
    fn pans_are_checked_by_format() {
        assert_eq!(Pan::parse("aapfu0939f").unwrap().as_str(), "AAPFU0939F");
        for bad in [
            "AAPFU0939",
            "AAPXU0939F",
            "AAPF10939F",
            "AAPFU093AF",
            "AAPFU09391",
        ] {
            assert_eq!(Pan::parse(bad), Err(TaxIdError::InvalidPan), "{bad:?}");
        }
    }

    #[test]
    fn a_gstin_must_be_of_the_state_the_shops_pin_code_is_in() {
        let pin = |raw: &str| PinCode::parse(raw).unwrap();
        let maharashtra = Gstin::parse("27AAPFU0939F1ZV").unwrap();
        let tamil_nadu = Gstin::parse("33AAPFU0939F1Z2").unwrap();
        assert_eq!((maharashtra.state_code(), tamil_nadu.state_code()), (27, 33));
        assert_eq!(check_consistent(Some(&maharashtra), None, &pin("400001")), Ok(()));
        assert_eq!(check_consistent(Some(&tamil_nadu), None, &pin("631501")), Ok(()));
        let refused = check_consistent(Some(&maharashtra), None, &pin("631501")).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "this GSTIN is registered in Maharashtra, but the shop's PIN code is in Tamil Nadu"
        );
        let pan = Pan::parse("AAPFU0939F").unwrap();
        let other_pan = Pan::parse("ABCPE1234F").unwrap();
        assert_eq!(
            check_consistent(Some(&tamil_nadu), Some(&pan), &pin("631501")),
            Ok(())
        );
        assert_eq!(
            check_consistent(Some(&tamil_nadu), Some(&other_pan), &pin("631501")),
            Err(TaxIdError::PanMismatch)
        );
        assert_eq!(
            check_consistent(None, Some(&other_pan), &pin("631501")),
            Ok(()),
            "a PAN alone"
        );
        // An Army Post Office PIN code has no state to compare.
        assert_eq!(check_consistent(Some(&tamil_nadu), None, &pin("900001")), Ok(()));
    }
}
