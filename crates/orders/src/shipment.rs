//! What the shop tells the shopper when it hands an order to a courier (docs/orders.md
//! "Tracking"): the courier's name, the tracking number (AWB) and the day it expects the parcel
//! to arrive. Given with the move to "Transferred to delivery partner", and required for it.

use chrono::NaiveDate;
use kernel::Timestamp;

/// How far ahead a delivery may be promised.
pub const MAX_DAYS_AHEAD: i64 = 60;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ShipmentError {
    #[error("the courier's name must be 2 to 60 characters")]
    Courier,
    #[error("a tracking number is 6 to 30 letters, digits or hyphens")]
    TrackingNumber,
    #[error("the expected delivery is a date written YYYY-MM-DD")]
    DateFormat,
    #[error("the expected delivery cannot be in the past")]
    DateInThePast,
    #[error("the expected delivery must be within {MAX_DAYS_AHEAD} days")]
    DateTooFar,
}

impl kernel::Described for ShipmentError {
    fn message(&self) -> kernel::Message {
        use kernel::Message;
        match self {
            Self::Courier => Message::new("field-courier"),
            Self::TrackingNumber => Message::new("field-tracking-number"),
            Self::DateFormat => Message::new("field-expected-delivery-format"),
            Self::DateInThePast => Message::new("field-expected-delivery-past"),
            Self::DateTooFar => Message::new("field-expected-delivery-far").with("days", MAX_DAYS_AHEAD),
        }
    }
}

/// A courier's name, as the shop writes it ("Delhivery", "India Post").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Courier(String);

impl Courier {
    /// # Errors
    /// [`ShipmentError::Courier`] unless the tidied name is 2 to 60 characters without control
    /// characters.
    pub fn parse(raw: &str) -> Result<Self, ShipmentError> {
        let name = raw.split_whitespace().collect::<Vec<_>>().join(" ");
        let len = name.chars().count();
        if (2..=60).contains(&len) && !name.chars().any(char::is_control) {
            Ok(Self(name))
        } else {
            Err(ShipmentError::Courier)
        }
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A courier's tracking number (air waybill): 6 to 30 letters, digits or hyphens, kept in
/// capitals so that a shopper who types it anywhere finds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrackingNumber(String);

impl TrackingNumber {
    /// # Errors
    /// [`ShipmentError::TrackingNumber`] for anything else; spaces around it are dropped.
    pub fn parse(raw: &str) -> Result<Self, ShipmentError> {
        let number = raw.trim().to_ascii_uppercase();
        let len = number.len();
        if (6..=30).contains(&len) && number.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            Ok(Self(number))
        } else {
            Err(ShipmentError::TrackingNumber)
        }
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

pub use kernel::today_in_india;

/// The day a shipment is expected, from today (in India) up to [`MAX_DAYS_AHEAD`] days ahead.
///
/// # Errors
/// [`ShipmentError::DateFormat`] for anything but `YYYY-MM-DD`; [`ShipmentError::DateInThePast`]
/// and [`ShipmentError::DateTooFar`] outside the window.
pub fn expected_delivery(raw: &str, now: Timestamp) -> Result<NaiveDate, ShipmentError> {
    let date = NaiveDate::parse_from_str(raw.trim(), "%Y-%m-%d").map_err(|_| ShipmentError::DateFormat)?;
    let today = today_in_india(now);
    if date < today {
        return Err(ShipmentError::DateInThePast);
    }
    if (date - today).num_days() > MAX_DAYS_AHEAD {
        return Err(ShipmentError::DateTooFar);
    }
    Ok(date)
}

/// The parcel's details, as the shop gave them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shipment {
    pub courier: Courier,
    pub tracking_number: TrackingNumber,
    pub expected_delivery: NaiveDate,
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};

    #[test]
    fn couriers_are_tidied_and_bounded() {
        assert_eq!(Courier::parse("  India   Post ").unwrap().as_str(), "India Post");
        assert_eq!(Courier::parse("D"), Err(ShipmentError::Courier));
        assert!(Courier::parse(&"x".repeat(60)).is_ok());
        assert_eq!(Courier::parse(&"x".repeat(61)), Err(ShipmentError::Courier));
    }

    #[test]
    fn tracking_numbers_are_capitals_digits_and_hyphens() {
        assert_eq!(
            TrackingNumber::parse(" dl1234567in ").unwrap().as_str(),
            "DL1234567IN"
        );
        assert!(TrackingNumber::parse("1234-5678").is_ok());
        for bad in ["12345", "AWB 123456", "AWB#123456", &"1".repeat(31), ""] {
            assert_eq!(
                TrackingNumber::parse(bad),
                Err(ShipmentError::TrackingNumber),
                "{bad}"
            );
        }
    }

    #[test]
    fn the_expected_day_is_from_today_in_india_to_sixty_days_ahead() {
        // 20:00 UTC on the 27th is already the 28th in India.
        let now = Utc.with_ymd_and_hms(2026, 11, 27, 20, 0, 0).unwrap();
        assert_eq!(
            expected_delivery("2026-11-27", now),
            Err(ShipmentError::DateInThePast)
        );
        assert_eq!(
            expected_delivery("2026-11-28", now).unwrap().to_string(),
            "2026-11-28"
        );
        assert!(expected_delivery("2027-01-27", now).is_ok());
        assert_eq!(
            expected_delivery("2027-01-28", now),
            Err(ShipmentError::DateTooFar)
        );
        for bad in ["28/11/2026", "2026-02-30", "tomorrow", ""] {
            assert_eq!(
                expected_delivery(bad, now),
                Err(ShipmentError::DateFormat),
                "{bad}"
            );
        }
    }
}
