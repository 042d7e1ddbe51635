//! Delivery addresses in India: one per type per shopper.

use std::fmt;
use std::str::FromStr;

use kernel::AddressId;

use crate::contact::PinCode;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AddressError {
    #[error("choose Default, Home or Office")]
    UnknownType,
    #[error("Haat delivers within India only")]
    UnsupportedCountry,
    #[error("choose a state or union territory of India")]
    UnknownState,
    #[error("must be between 1 and {max} characters")]
    InvalidText { max: usize },
}

/// What an address is for. A shopper keeps at most one of each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AddressType {
    Default,
    Home,
    Office,
}

impl AddressType {
    pub const ALL: [AddressType; 3] = [AddressType::Default, AddressType::Home, AddressType::Office];

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            AddressType::Default => "Default",
            AddressType::Home => "Home",
            AddressType::Office => "Office",
        }
    }
}

impl FromStr for AddressType {
    type Err = AddressError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        AddressType::ALL
            .into_iter()
            .find(|t| t.as_str().eq_ignore_ascii_case(s.trim()))
            .ok_or(AddressError::UnknownType)
    }
}

/// The states and union territories of India, by the names shoppers know.
pub const INDIAN_STATES: [&str; 36] = [
    "Andhra Pradesh",
    "Arunachal Pradesh",
    "Assam",
    "Bihar",
    "Chhattisgarh",
    "Goa",
    "Gujarat",
    "Haryana",
    "Himachal Pradesh",
    "Jharkhand",
    "Karnataka",
    "Kerala",
    "Madhya Pradesh",
    "Maharashtra",
    "Manipur",
    "Meghalaya",
    "Mizoram",
    "Nagaland",
    "Odisha",
    "Punjab",
    "Rajasthan",
    "Sikkim",
    "Tamil Nadu",
    "Telangana",
    "Tripura",
    "Uttar Pradesh",
    "Uttarakhand",
    "West Bengal",
    "Andaman and Nicobar Islands",
    "Chandigarh",
    "Dadra and Nagar Haveli and Daman and Diu",
    "Delhi",
    "Jammu and Kashmir",
    "Ladakh",
    "Lakshadweep",
    "Puducherry",
];

/// A state or union territory of India.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IndianState(&'static str);

impl IndianState {
    /// Accepts a name in any case.
    pub fn parse(raw: &str) -> Result<Self, AddressError> {
        let wanted = raw.trim();
        INDIAN_STATES
            .iter()
            .find(|name| name.eq_ignore_ascii_case(wanted))
            .map(|name| Self(name))
            .ok_or(AddressError::UnknownState)
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        self.0
    }
}

impl fmt::Display for IndianState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// The only country Haat delivers to.
pub const COUNTRY: &str = "India";

/// Checks the country field: India, by name or ISO code.
pub fn parse_country(raw: &str) -> Result<&'static str, AddressError> {
    match raw.trim().to_ascii_lowercase().as_str() {
        "india" | "in" | "ind" => Ok(COUNTRY),
        _ => Err(AddressError::UnsupportedCountry),
    }
}

/// A line of an address or a city: trimmed, bounded, printable.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AddressText(String);

impl AddressText {
    pub fn parse(raw: &str, max: usize) -> Result<Self, AddressError> {
        let text = raw.trim();
        let chars = text.chars().count();
        if chars == 0 || chars > max || text.chars().any(char::is_control) {
            return Err(AddressError::InvalidText { max });
        }
        Ok(Self(text.to_owned()))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A saved delivery address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Address {
    pub id: AddressId,
    pub address_type: AddressType,
    pub state: IndianState,
    pub city: AddressText,
    pub pincode: PinCode,
    pub address1: AddressText,
    pub address2: Option<AddressText>,
}

impl Address {
    pub const CITY_MAX: usize = 60;
    pub const LINE_MAX: usize = 120;

    /// The country of every address.
    #[must_use]
    pub const fn country(&self) -> &'static str {
        COUNTRY
    }
}

impl kernel::Described for AddressError {
    fn message(&self) -> kernel::Message {
        match self {
            Self::UnknownType => kernel::Message::new("field-address-type"),
            Self::UnsupportedCountry => kernel::Message::new("field-country-india"),
            Self::UnknownState => kernel::Message::new("field-state-unknown"),
            Self::InvalidText { max } => kernel::Message::new("field-text-length").with("max", max),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn states_and_union_territories_are_recognised_in_any_case() {
        assert_eq!(IndianState::parse(" tamil nadu ").unwrap().as_str(), "Tamil Nadu");
        assert_eq!(IndianState::parse("DELHI").unwrap().as_str(), "Delhi");
        assert_eq!(IndianState::parse("Bavaria"), Err(AddressError::UnknownState));
        assert_eq!(INDIAN_STATES.len(), 28 + 8);
    }

    #[test]
    fn only_india_is_a_country_we_deliver_to() {
        assert_eq!(parse_country("IN"), Ok("India"));
        assert_eq!(parse_country("india"), Ok("India"));
        assert_eq!(parse_country("Nepal"), Err(AddressError::UnsupportedCountry));
    }

    #[test]
    fn address_types_are_default_home_and_office() {
        assert_eq!("home".parse::<AddressType>(), Ok(AddressType::Home));
        assert_eq!("Cottage".parse::<AddressType>(), Err(AddressError::UnknownType));
    }

    #[test]
    fn address_text_is_bounded() {
        assert!(AddressText::parse("12 MG Road", 120).is_ok());
        assert_eq!(
            AddressText::parse("  ", 120),
            Err(AddressError::InvalidText { max: 120 })
        );
        assert!(AddressText::parse(&"x".repeat(121), 120).is_err());
    }
}
