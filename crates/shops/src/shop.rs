//! A shop and the values it is made of.

use std::fmt;
use std::str::FromStr;

use identity::{Email, PersonName, PhoneNumber, PinCode};
use kernel::{Language, MediaKey, ShopId, Timestamp};

use crate::review::Review;
use crate::tax_ids::{Gstin, Pan};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShopError {
    #[error("shop name must be between {min} and {max} characters")]
    InvalidName { min: usize, max: usize },
    #[error("address must be between {min} and {max} characters")]
    InvalidAddress { min: usize, max: usize },
    #[error("unknown shop status `{0}`")]
    UnknownStatus(String),
    #[error("description must be at most {max} characters")]
    InvalidDescription { max: usize },
    #[error("legal name must be between {min} and {max} characters")]
    InvalidLegalName { min: usize, max: usize },
}

/// The name a shop trades under, as shoppers see it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ShopName(String);

impl ShopName {
    pub const MIN_CHARS: usize = 2;
    pub const MAX_CHARS: usize = 80;

    pub fn parse(raw: &str) -> Result<Self, ShopError> {
        let name = raw.trim();
        let chars = name.chars().count();
        if !(Self::MIN_CHARS..=Self::MAX_CHARS).contains(&chars) || name.chars().any(char::is_control) {
            return Err(ShopError::InvalidName {
                min: Self::MIN_CHARS,
                max: Self::MAX_CHARS,
            });
        }
        Ok(Self(name.to_owned()))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ShopName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The name a business is registered under (for GST, on its PAN), which its tax invoices carry;
/// often not the name it trades under ("Iyer Textiles Private Limited" for "Meera's Looms").
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct LegalName(String);

impl LegalName {
    pub const MIN_CHARS: usize = 2;
    pub const MAX_CHARS: usize = 100;

    /// An empty name is no name.
    pub fn parse(raw: &str) -> Result<Option<Self>, ShopError> {
        let name = raw.trim();
        if name.is_empty() {
            return Ok(None);
        }
        let chars = name.chars().count();
        if !(Self::MIN_CHARS..=Self::MAX_CHARS).contains(&chars) || name.chars().any(char::is_control) {
            return Err(ShopError::InvalidLegalName {
                min: Self::MIN_CHARS,
                max: Self::MAX_CHARS,
            });
        }
        Ok(Some(Self(name.to_owned())))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A shop's street address: the line that, with its PIN code, finds the shop.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ShopAddress(String);

impl ShopAddress {
    pub const MIN_CHARS: usize = 5;
    pub const MAX_CHARS: usize = 200;

    pub fn parse(raw: &str) -> Result<Self, ShopError> {
        let address = raw.trim();
        let chars = address.chars().count();
        if !(Self::MIN_CHARS..=Self::MAX_CHARS).contains(&chars) || address.chars().any(char::is_control) {
            return Err(ShopError::InvalidAddress {
                min: Self::MIN_CHARS,
                max: Self::MAX_CHARS,
            });
        }
        Ok(Self(address.to_owned()))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What a shop says about itself on its public page; line breaks are kept.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ShopDescription(String);

impl ShopDescription {
    pub const MAX_CHARS: usize = 2000;

    /// An empty description is no description.
    pub fn parse(raw: &str) -> Result<Option<Self>, ShopError> {
        let text = raw.trim();
        let clean = text
            .chars()
            .all(|c| !c.is_control() || matches!(c, '\n' | '\r' | '\t'));
        if text.chars().count() > Self::MAX_CHARS || !clean {
            return Err(ShopError::InvalidDescription { max: Self::MAX_CHARS });
        }
        Ok((!text.is_empty()).then(|| Self(text.to_owned())))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Where a shop is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShopStatus {
    /// Registered; the activation link has not been followed yet.
    PendingActivation,
    /// Trading: its products are on the storefront and its seller can sign in.
    Active,
    /// Removed by the Admin: off the storefront, sessions ended, ledger and orders kept.
    Suspended,
}

impl ShopStatus {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ShopStatus::PendingActivation => "pending",
            ShopStatus::Active => "active",
            ShopStatus::Suspended => "suspended",
        }
    }
}

impl FromStr for ShopStatus {
    type Err = ShopError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "pending" => Ok(ShopStatus::PendingActivation),
            "active" => Ok(ShopStatus::Active),
            "suspended" => Ok(ShopStatus::Suspended),
            other => Err(ShopError::UnknownStatus(other.to_owned())),
        }
    }
}

/// A shop as the domain knows it. Its seller's password lives with the credentials, not here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shop {
    pub id: ShopId,
    /// The seller's own name.
    pub owner_name: PersonName,
    pub name: ShopName,
    pub email: Email,
    pub phone: PhoneNumber,
    pub address: ShopAddress,
    pub zip_code: PinCode,
    pub description: Option<ShopDescription>,
    pub avatar: Option<MediaKey>,
    pub gstin: Option<Gstin>,
    pub pan: Option<Pan>,
    /// The business's registered name, for its invoices; the shop's name when none.
    pub legal_name: Option<LegalName>,
    /// The principal place of business as registered for GST; the shop's address when none.
    pub registered_address: Option<ShopAddress>,
    pub status: ShopStatus,
    /// Sum and count of the ratings of the shop's products' reviews.
    pub rating_total: u64,
    pub rating_count: u64,
    /// Seller sessions that signed in before this instant are void.
    pub sessions_valid_from: Option<Timestamp>,
    /// The language the seller is answered and emailed in.
    pub language: Language,
    pub created_at: Timestamp,
    /// The Admin's review: nothing of the shop is public until it is approved.
    pub review: Review,
    /// When the seller declared the business is not registered for GST; `None` without a
    /// declaration (a shop with a GSTIN needs none).
    pub gst_unregistered_at: Option<Timestamp>,
}

impl Shop {
    /// The average rating of the shop's products' reviews, 0 without reviews.
    #[must_use]
    pub fn rating(&self) -> f64 {
        if self.rating_count == 0 {
            0.0
        } else {
            // Counts stay far below 2^52, where u64 → f64 is exact.
            #[allow(clippy::cast_precision_loss)]
            let average = self.rating_total as f64 / self.rating_count as f64;
            average
        }
    }

    /// Whether a seller session that signed in at `signed_in_at` may still act for this shop.
    #[must_use]
    pub fn accepts_session_from(&self, signed_in_at: Timestamp) -> bool {
        self.status == ShopStatus::Active && self.sessions_valid_from.is_none_or(|from| signed_in_at >= from)
    }
}

/// The fields of `PUT /update-shop`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShopProfileUpdate {
    pub owner_name: PersonName,
    pub name: ShopName,
    pub description: Option<ShopDescription>,
    pub phone: PhoneNumber,
    pub address: ShopAddress,
    pub zip_code: PinCode,
    pub gstin: Option<Gstin>,
    pub pan: Option<Pan>,
    pub legal_name: Option<LegalName>,
    pub registered_address: Option<ShopAddress>,
    /// A new language, or `None` to keep the shop's.
    pub language: Option<Language>,
}

/// A shop for this crate's tests, in `status`.
#[cfg(test)]
pub(crate) fn sample(status: ShopStatus) -> Shop {
    use chrono::{TimeZone, Utc};
    Shop {
        id: ShopId::new(),
        owner_name: PersonName::parse("Meera Iyer").unwrap(),
        name: ShopName::parse("Meera's Looms").unwrap(),
        email: Email::parse("meera@example.com").unwrap(),
        phone: PhoneNumber::parse("9876543210").unwrap(),
        address: ShopAddress::parse("14 Temple Street, Kanchipuram").unwrap(),
        zip_code: PinCode::parse("631501").unwrap(),
        description: None,
        avatar: None,
        gstin: None,
        pan: None,
        legal_name: None,
        registered_address: None,
        status,
        rating_total: 0,
        rating_count: 0,
        sessions_valid_from: None,
        language: Language::Hi,
        created_at: Utc.with_ymd_and_hms(2026, 11, 20, 10, 0, 0).unwrap(),
        review: Review::draft(),
        gst_unregistered_at: None,
    }
}

impl kernel::Described for ShopError {
    fn message(&self) -> kernel::Message {
        match self {
            Self::InvalidName { min, max } => kernel::Message::new("field-shop-name-length")
                .with("min", min)
                .with("max", max),
            Self::InvalidAddress { min, max } => kernel::Message::new("field-shop-address-length")
                .with("min", min)
                .with("max", max),
            Self::UnknownStatus(status) => kernel::Message::new("field-shop-status").with("status", status),
            Self::InvalidDescription { max } => {
                kernel::Message::new("field-shop-description-length").with("max", max)
            }
            Self::InvalidLegalName { min, max } => kernel::Message::new("field-shop-legal-name-length")
                .with("min", min)
                .with("max", max),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shop_names_are_trimmed_and_bounded() {
        assert_eq!(
            ShopName::parse("  Kala Handlooms ").unwrap().as_str(),
            "Kala Handlooms"
        );
        assert!(ShopName::parse("K").is_err());
        assert!(ShopName::parse(&"k".repeat(81)).is_err());
        assert!(ShopName::parse("Kala\nHandlooms").is_err());
    }

    #[test]
    fn addresses_are_bounded() {
        assert!(ShopAddress::parse("12 MG Road, Bengaluru").is_ok());
        assert!(ShopAddress::parse("12").is_err());
        assert!(ShopAddress::parse(&"a".repeat(201)).is_err());
    }

    #[test]
    fn descriptions_are_optional_and_bounded() {
        assert_eq!(ShopDescription::parse("  "), Ok(None));
        assert!(
            ShopDescription::parse("Handloom sarees.\nSince 1982.")
                .unwrap()
                .is_some()
        );
        assert!(ShopDescription::parse(&"x".repeat(2001)).is_err());
    }

    #[test]
    fn statuses_round_trip_through_their_stored_names() {
        for status in [
            ShopStatus::PendingActivation,
            ShopStatus::Active,
            ShopStatus::Suspended,
        ] {
            assert_eq!(status.as_str().parse::<ShopStatus>().unwrap(), status);
        }
        assert!("closed".parse::<ShopStatus>().is_err());
    }

    #[test]
    fn a_legal_name_is_optional_trimmed_and_bounded() {
        assert_eq!(LegalName::parse("  "), Ok(None));
        assert_eq!(
            LegalName::parse(" Iyer Textiles Private Limited ")
                .unwrap()
                .unwrap()
                .as_str(),
            "Iyer Textiles Private Limited"
        );
        assert!(LegalName::parse("I").is_err());
        assert!(LegalName::parse(&"i".repeat(101)).is_err());
        assert!(LegalName::parse("Iyer\tTextiles").is_err());
    }
}
