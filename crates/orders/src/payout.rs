//! Where a shop is paid (docs/product.md §7.7): a bank account with its IFSC, or a UPI id.
//! Each part is a type that cannot hold a malformed value, so a withdrawal can only ever copy a
//! payout method that a bank or a UPI app would accept the shape of.

use std::fmt;

/// Why a payout method was refused, naming the field the seller typed it in.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PayoutError {
    #[error("Enter the account holder's name (2–100 characters).")]
    HolderName,
    #[error("Enter the account number: 9 to 18 digits.")]
    AccountNumber,
    #[error("Enter the IFSC: 4 letters, a zero, then 6 letters or digits (e.g. HDFC0001234).")]
    Ifsc,
    #[error("The bank's name can be at most 100 characters.")]
    BankName,
    #[error("Enter a UPI id such as name@okhdfcbank.")]
    UpiId,
}

impl PayoutError {
    /// The request field the error is about (docs/orders.md "Withdrawals").
    #[must_use]
    pub fn field(&self) -> &'static str {
        match self {
            Self::HolderName => "holderName",
            Self::AccountNumber => "accountNumber",
            Self::Ifsc => "ifsc",
            Self::BankName => "bankName",
            Self::UpiId => "upiId",
        }
    }
}

fn plain_text(raw: &str, max: usize) -> Option<String> {
    let text = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    let len = text.chars().count();
    (len <= max && !text.chars().any(char::is_control)).then_some(text)
}

/// The name on the bank account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HolderName(String);

impl HolderName {
    /// # Errors
    /// [`PayoutError::HolderName`] unless 2–100 characters remain once spaces are tidied.
    pub fn parse(raw: &str) -> Result<Self, PayoutError> {
        match plain_text(raw, 100) {
            Some(name) if name.chars().count() >= 2 => Ok(Self(name)),
            _ => Err(PayoutError::HolderName),
        }
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// An Indian bank account number: 9 to 18 digits (spaces typed between groups are dropped).
#[derive(Clone, PartialEq, Eq)]
pub struct AccountNumber(String);

impl AccountNumber {
    /// # Errors
    /// [`PayoutError::AccountNumber`] for anything but 9–18 digits.
    pub fn parse(raw: &str) -> Result<Self, PayoutError> {
        let digits: String = raw.chars().filter(|c| !c.is_whitespace()).collect();
        if (9..=18).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit()) {
            Ok(Self(digits))
        } else {
            Err(PayoutError::AccountNumber)
        }
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The last four digits: all a seller-facing screen or email shows.
    #[must_use]
    pub fn last4(&self) -> &str {
        &self.0[self.0.len() - 4..]
    }
}

/// Never print a whole account number into a log by accident.
impl fmt::Debug for AccountNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AccountNumber(…{})", self.last4())
    }
}

/// A bank branch's Indian Financial System Code: `^[A-Z]{4}0[A-Z0-9]{6}$`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ifsc(String);

impl Ifsc {
    /// Letters are upper-cased first, so `hdfc0001234` is accepted as `HDFC0001234`.
    ///
    /// # Errors
    /// [`PayoutError::Ifsc`] for any other shape.
    pub fn parse(raw: &str) -> Result<Self, PayoutError> {
        let code = raw.trim().to_ascii_uppercase();
        let bytes = code.as_bytes();
        let valid = bytes.len() == 11
            && bytes[..4].iter().all(u8::is_ascii_uppercase)
            && bytes[4] == b'0'
            && bytes[5..]
                .iter()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit());
        if valid {
            Ok(Self(code))
        } else {
            Err(PayoutError::Ifsc)
        }
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The bank's name, optional and only for the seller's and the Admin's reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankName(String);

impl BankName {
    /// `None` for an empty name.
    ///
    /// # Errors
    /// [`PayoutError::BankName`] beyond 100 characters.
    pub fn parse(raw: &str) -> Result<Option<Self>, PayoutError> {
        match plain_text(raw, 100) {
            Some(name) if name.is_empty() => Ok(None),
            Some(name) => Ok(Some(Self(name))),
            None => Err(PayoutError::BankName),
        }
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A UPI virtual payment address, `name@handle`, stored lower-cased (UPI ids are not case
/// sensitive).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UpiId(String);

impl UpiId {
    /// # Errors
    /// [`PayoutError::UpiId`] unless it is 2–256 of letters, digits, `.`, `_`, `-`, then `@`, then
    /// a handle of 3–64 letters and digits starting with a letter.
    pub fn parse(raw: &str) -> Result<Self, PayoutError> {
        let id = raw.trim().to_ascii_lowercase();
        let Some((name, handle)) = id.split_once('@') else {
            return Err(PayoutError::UpiId);
        };
        let name_ok = (2..=256).contains(&name.len())
            && name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'));
        let handle_ok = (3..=64).contains(&handle.len())
            && handle.as_bytes()[0].is_ascii_alphabetic()
            && handle.bytes().all(|b| b.is_ascii_alphanumeric());
        if name_ok && handle_ok {
            Ok(Self(id))
        } else {
            Err(PayoutError::UpiId)
        }
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Where a shop's withdrawals are paid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PayoutMethod {
    Bank {
        holder: HolderName,
        number: AccountNumber,
        ifsc: Ifsc,
        bank_name: Option<BankName>,
    },
    Upi(UpiId),
}

impl PayoutMethod {
    /// `bank` or `upi`, as stored and as the API names it.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Bank { .. } => "bank",
            Self::Upi(_) => "upi",
        }
    }

    /// A one-line description that never shows a whole account number (emails, the seller's
    /// screens).
    #[must_use]
    pub fn describe_masked(&self) -> String {
        match self {
            Self::Bank {
                number,
                ifsc,
                bank_name,
                ..
            } => match bank_name {
                Some(bank) => format!(
                    "{} account ending {} ({})",
                    bank.as_str(),
                    number.last4(),
                    ifsc.as_str()
                ),
                None => format!("bank account ending {} ({})", number.last4(), ifsc.as_str()),
            },
            Self::Upi(id) => format!("UPI {}", id.as_str()),
        }
    }
}

impl kernel::Described for PayoutError {
    fn message(&self) -> kernel::Message {
        kernel::Message::new(match self {
            Self::HolderName => "field-payout-holder-name",
            Self::AccountNumber => "field-payout-account-number",
            Self::Ifsc => "field-payout-ifsc",
            Self::BankName => "field-payout-bank-name",
            Self::UpiId => "field-payout-upi-id",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ifsc_takes_four_letters_a_zero_and_six_letters_or_digits() {
        assert_eq!(Ifsc::parse(" hdfc0001234 ").unwrap().as_str(), "HDFC0001234");
        assert_eq!(Ifsc::parse("SBIN0ABC12D").unwrap().as_str(), "SBIN0ABC12D");
        for bad in [
            "",
            "HDFC1001234",
            "HDF00001234",
            "HDFC000123",
            "HDFC00012345",
            "HDFC0-01234",
            "1DFC0001234",
            "HDFC0 01234",
        ] {
            assert_eq!(Ifsc::parse(bad), Err(PayoutError::Ifsc), "{bad:?}");
        }
    }

    #[test]
    fn account_numbers_are_nine_to_eighteen_digits_and_show_only_their_last_four() {
        let number = AccountNumber::parse("5010 0123 4567 89").unwrap();
        assert_eq!(number.as_str(), "50100123456789");
        assert_eq!(number.last4(), "6789");
        assert!(!format!("{number:?}").contains("501001"));
        for bad in ["12345678", "1234567890123456789", "12345678a9", "", "-123456789"] {
            assert_eq!(
                AccountNumber::parse(bad),
                Err(PayoutError::AccountNumber),
                "{bad:?}"
            );
        }
        assert!(AccountNumber::parse("123456789").is_ok());
        assert!(AccountNumber::parse("123456789012345678").is_ok());
    }

    #[test]
    fn upi_ids_are_name_at_handle() {
        assert_eq!(
            UpiId::parse("Asha.K@OkHDFCBank").unwrap().as_str(),
            "asha.k@okhdfcbank"
        );
        assert!(UpiId::parse("9876543210@ybl").is_ok());
        for bad in [
            "asha",
            "@ybl",
            "a@ybl",
            "asha@",
            "asha@y",
            "asha@1bl",
            "as ha@ybl",
            "asha@ok@hdfc",
            "asha@ok.hdfc",
        ] {
            assert_eq!(UpiId::parse(bad), Err(PayoutError::UpiId), "{bad:?}");
        }
    }

    #[test]
    fn names_are_tidied_and_bounded() {
        assert_eq!(
            HolderName::parse("  Asha   Kumari ").unwrap().as_str(),
            "Asha Kumari"
        );
        assert_eq!(HolderName::parse("A"), Err(PayoutError::HolderName));
        assert_eq!(HolderName::parse(&"x".repeat(101)), Err(PayoutError::HolderName));
        assert_eq!(BankName::parse("  ").unwrap(), None);
        assert_eq!(BankName::parse(&"x".repeat(101)), Err(PayoutError::BankName));
        assert_eq!(PayoutError::Ifsc.field(), "ifsc");
    }

    #[test]
    fn a_masked_description_hides_the_account_number() {
        let method = PayoutMethod::Bank {
            holder: HolderName::parse("Asha Kumari").unwrap(),
            number: AccountNumber::parse("50100123456789").unwrap(),
            ifsc: Ifsc::parse("HDFC0001234").unwrap(),
            bank_name: BankName::parse("HDFC Bank").unwrap(),
        };
        let text = method.describe_masked();
        assert_eq!(text, "HDFC Bank account ending 6789 (HDFC0001234)");
        assert_eq!(method.kind(), "bank");
    }
}
