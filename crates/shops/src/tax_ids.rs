//! Indian tax identifiers a shop may give: GSTIN and PAN, checked by format (and GSTIN by its
//! check character), so a typo is caught at the form rather than on an invoice.

use std::fmt;

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
}

/// A GSTIN embeds its holder's PAN; when a shop gives both, they must agree.
pub fn check_consistent(gstin: Option<&Gstin>, pan: Option<&Pan>) -> Result<(), TaxIdError> {
    match (gstin, pan) {
        (Some(gstin), Some(pan)) if gstin.pan() != pan.as_str() => Err(TaxIdError::PanMismatch),
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
        kernel::Message::new(match self {
            Self::InvalidGstin => "field-gstin-invalid",
            Self::GstinChecksum => "field-gstin-checksum",
            Self::InvalidPan => "field-pan-invalid",
            Self::PanMismatch => "field-gstin-pan-mismatch",
        })
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
        assert_eq!(
            check_consistent(Some(&gstin), Some(&Pan::parse("AAPFU0939F").unwrap())),
            Ok(())
        );
        assert_eq!(
            check_consistent(Some(&gstin), Some(&Pan::parse("ABCPE1234F").unwrap())),
            Err(TaxIdError::PanMismatch)
        );
        assert_eq!(check_consistent(Some(&gstin), None), Ok(()));
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
}
