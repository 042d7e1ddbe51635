//! Where a shop delivers and how long it takes (docs/orders.md "Delivery areas and estimates").
//!
//! A shop delivers to all of India, or only to the states and PIN-code prefixes it lists. It
//! dispatches within a number of days, and the courier then takes a number of days that depends
//! on how far the parcel goes: within the shop's own sorting district ("same city"), within its
//! state, or to the rest of India. Both distances are judged from the two PIN codes alone, so the
//! product page can answer before the shopper has an address.

use chrono::{Days, NaiveDate};
use identity::{IndianState, PinCode, postal};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DeliveryError {
    #[error("a PIN-code prefix is 1 to 6 digits, not starting with 0")]
    InvalidPrefix,
    #[error("list at least one state or PIN-code prefix, or deliver to all of India")]
    NothingListed,
    #[error("at most {max} entries")]
    TooMany { max: usize },
    #[error("listed twice")]
    Repeated,
    #[error("a whole number of days from 0 to {max}")]
    DaysOutOfRange { max: u8 },
    #[error("choose all of India or a list")]
    UnknownArea,
}

/// The start of a PIN code: `6` is all of Kerala and Tamil Nadu's circle, `560` is Bengaluru,
/// `560001` one post office.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PinPrefix(String);

impl PinPrefix {
    pub fn parse(raw: &str) -> Result<Self, DeliveryError> {
        let prefix = raw.trim();
        let valid = (1..=6).contains(&prefix.len())
            && prefix.chars().all(|c| c.is_ascii_digit())
            && !prefix.starts_with('0');
        if valid {
            Ok(Self(prefix.to_owned()))
        } else {
            Err(DeliveryError::InvalidPrefix)
        }
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    #[must_use]
    pub fn covers(&self, pin: &PinCode) -> bool {
        pin.as_str().starts_with(&self.0)
    }
}

/// Where a shop delivers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeliveryArea {
    AllIndia,
    /// Only these states and union territories, and PIN codes starting with these prefixes
    /// (in any state). At least one entry, none twice.
    Listed {
        states: Vec<IndianState>,
        prefixes: Vec<PinPrefix>,
    },
}

impl DeliveryArea {
    /// More than every state and union territory would only repeat one.
    pub const MAX_STATES: usize = identity::INDIAN_STATES.len();
    /// Enough for a district-by-district list; a longer one is a sign "all of India" was meant.
    pub const MAX_PREFIXES: usize = 100;

    /// A listed area.
    ///
    /// # Errors
    /// [`DeliveryError::NothingListed`] when both lists are empty, [`DeliveryError::TooMany`] and
    /// [`DeliveryError::Repeated`] for the list at fault (see [`DeliveryArea::list_error`]).
    pub fn listed(states: Vec<IndianState>, prefixes: Vec<PinPrefix>) -> Result<Self, DeliveryError> {
        if states.is_empty() && prefixes.is_empty() {
            return Err(DeliveryError::NothingListed);
        }
        Self::list_error(&states, Self::MAX_STATES).map_or(Ok(()), Err)?;
        Self::list_error(&prefixes, Self::MAX_PREFIXES).map_or(Ok(()), Err)?;
        Ok(Self::Listed { states, prefixes })
    }

    /// What is wrong with one list on its own: too long, or an entry twice.
    #[must_use]
    pub fn list_error<T: PartialEq>(list: &[T], max: usize) -> Option<DeliveryError> {
        if list.len() > max {
            return Some(DeliveryError::TooMany { max });
        }
        list.iter()
            .enumerate()
            .any(|(i, entry)| list[..i].contains(entry))
            .then_some(DeliveryError::Repeated)
    }

    /// Whether a parcel can go to `pin`. A PIN code of no state (the Army Post Office) is reached
    /// only by a shop delivering to all of India or listing its prefix.
    #[must_use]
    pub fn reaches(&self, pin: &PinCode) -> bool {
        match self {
            Self::AllIndia => true,
            Self::Listed { states, prefixes } => {
                prefixes.iter().any(|prefix| prefix.covers(pin))
                    || postal::state_of(pin).is_some_and(|state| states.contains(&state))
            }
        }
    }
}

/// A number of days a shop commits to: 0 to [`DeliveryDays::MAX`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DeliveryDays(u8);

impl DeliveryDays {
    /// A month: a promise further out than that is no promise to a shopper.
    pub const MAX: u8 = 30;

    pub fn parse(days: i64) -> Result<Self, DeliveryError> {
        u8::try_from(days)
            .ok()
            .filter(|d| *d <= Self::MAX)
            .map(Self)
            .ok_or(DeliveryError::DaysOutOfRange { max: Self::MAX })
    }

    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }
}

/// How far a parcel goes, from the shop's PIN code to the shopper's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Zone {
    /// The same sorting district: the first three digits match.
    SameCity,
    /// The same state or union territory, by PIN code.
    SameState,
    RestOfIndia,
}

impl Zone {
    #[must_use]
    pub fn between(from: &PinCode, to: &PinCode) -> Self {
        if postal::same_sorting_district(from, to) {
            return Self::SameCity;
        }
        match (postal::state_of(from), postal::state_of(to)) {
            (Some(a), Some(b)) if a == b => Self::SameState,
            _ => Self::RestOfIndia,
        }
    }
}

/// A shop's delivery terms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    pub area: DeliveryArea,
    /// Days from the order to handing the parcel to the courier.
    pub dispatch: DeliveryDays,
    /// The courier's days, by [`Zone`].
    pub same_city: DeliveryDays,
    pub same_state: DeliveryDays,
    pub rest_of_india: DeliveryDays,
}

impl Default for Delivery {
    /// What a shop that never said otherwise promises: all of India, dispatched in 2 days, then
    /// 1, 3 or 6 days by zone (in line with what India Post's Speed Post and the large couriers
    /// quote).
    fn default() -> Self {
        Self {
            area: DeliveryArea::AllIndia,
            dispatch: DeliveryDays(2),
            same_city: DeliveryDays(1),
            same_state: DeliveryDays(3),
            rest_of_india: DeliveryDays(6),
        }
    }
}

impl Delivery {
    /// The courier's days to `zone`.
    #[must_use]
    pub const fn transit(&self, zone: Zone) -> DeliveryDays {
        match zone {
            Zone::SameCity => self.same_city,
            Zone::SameState => self.same_state,
            Zone::RestOfIndia => self.rest_of_india,
        }
    }

    /// The day an order placed `today` (in India) from a shop at `from` reaches `to`, or `None`
    /// when the shop does not deliver there. Days are calendar days: Indian couriers deliver
    /// six or seven days a week, and a shop that rests on Sundays says so in its dispatch days.
    #[must_use]
    pub fn estimate(&self, from: &PinCode, to: &PinCode, today: NaiveDate) -> Option<NaiveDate> {
        if !self.area.reaches(to) {
            return None;
        }
        let days = u64::from(self.dispatch.get()) + u64::from(self.transit(Zone::between(from, to)).get());
        today.checked_add_days(Days::new(days))
    }
}

impl kernel::Described for DeliveryError {
    fn message(&self) -> kernel::Message {
        match self {
            Self::InvalidPrefix => kernel::Message::new("field-pin-prefix"),
            Self::NothingListed => kernel::Message::new("field-delivery-nothing-listed"),
            Self::TooMany { max } => kernel::Message::new("field-list-too-long").with("max", max),
            Self::Repeated => kernel::Message::new("field-list-repeated"),
            Self::DaysOutOfRange { max } => kernel::Message::new("field-delivery-days").with("max", max),
            Self::UnknownArea => kernel::Message::new("field-delivery-area"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pin(raw: &str) -> PinCode {
        PinCode::parse(raw).unwrap()
    }

    fn day(raw: &str) -> NaiveDate {
        raw.parse().unwrap()
    }

    fn state(name: &str) -> IndianState {
        IndianState::parse(name).unwrap()
    }

    #[test]
    fn prefixes_are_one_to_six_digits_not_starting_with_zero() {
        assert_eq!(PinPrefix::parse(" 560 ").unwrap().as_str(), "560");
        assert!(PinPrefix::parse("6").is_ok());
        assert!(PinPrefix::parse("560001").is_ok());
        for wrong in ["", "0", "056", "5600011", "56a", "5 6"] {
            assert_eq!(
                PinPrefix::parse(wrong),
                Err(DeliveryError::InvalidPrefix),
                "{wrong:?}"
            );
        }
        assert!(PinPrefix::parse("560").unwrap().covers(&pin("560034")));
        assert!(!PinPrefix::parse("560").unwrap().covers(&pin("561034")));
    }

    #[test]
    fn days_run_from_zero_to_thirty() {
        assert_eq!(DeliveryDays::parse(0).unwrap().get(), 0);
        assert_eq!(DeliveryDays::parse(30).unwrap().get(), 30);
        for wrong in [-1, 31, 256, i64::MAX] {
            assert_eq!(
                DeliveryDays::parse(wrong),
                Err(DeliveryError::DaysOutOfRange { max: 30 })
            );
        }
    }

    #[test]
    fn a_listed_area_needs_an_entry_and_no_entry_twice() {
        assert_eq!(
            DeliveryArea::listed(vec![], vec![]),
            Err(DeliveryError::NothingListed)
        );
        assert_eq!(
            DeliveryArea::listed(vec![state("Kerala"), state("kerala")], vec![]),
            Err(DeliveryError::Repeated)
        );
        let many: Vec<PinPrefix> = (100..=200)
            .map(|p| PinPrefix::parse(&p.to_string()).unwrap())
            .collect();
        assert_eq!(
            DeliveryArea::listed(vec![], many),
            Err(DeliveryError::TooMany { max: 100 })
        );
    }

    #[test]
    fn a_listed_area_reaches_its_states_and_its_prefixes_only() {
        let area =
            DeliveryArea::listed(vec![state("Karnataka")], vec![PinPrefix::parse("6820").unwrap()]).unwrap();
        assert!(area.reaches(&pin("560001")), "Bengaluru is in Karnataka");
        assert!(area.reaches(&pin("682001")), "Kochi by its prefix");
        assert!(!area.reaches(&pin("686001")), "Kottayam: Kerala, another prefix");
        assert!(!area.reaches(&pin("900001")), "an APO PIN belongs to no state");
        assert!(DeliveryArea::AllIndia.reaches(&pin("686001")));
    }

    #[test]
    fn zones_are_judged_from_the_two_pin_codes() {
        assert_eq!(Zone::between(&pin("560001"), &pin("560103")), Zone::SameCity);
        assert_eq!(
            Zone::between(&pin("560001"), &pin("570001")),
            Zone::SameState,
            "Mysuru"
        );
        assert_eq!(
            Zone::between(&pin("560001"), &pin("600001")),
            Zone::RestOfIndia,
            "Chennai"
        );
        assert_eq!(Zone::between(&pin("560001"), &pin("900001")), Zone::RestOfIndia);
    }

    #[test]
    fn the_estimate_adds_dispatch_and_the_zones_days_to_today() {
        let delivery = Delivery {
            area: DeliveryArea::AllIndia,
            dispatch: DeliveryDays(2),
            same_city: DeliveryDays(1),
            same_state: DeliveryDays(3),
            rest_of_india: DeliveryDays(7),
        };
        let today = day("2026-11-26");
        let from = pin("560001");
        assert_eq!(
            delivery.estimate(&from, &pin("560103"), today),
            Some(day("2026-11-29"))
        );
        assert_eq!(
            delivery.estimate(&from, &pin("570001"), today),
            Some(day("2026-12-01"))
        );
        assert_eq!(
            delivery.estimate(&from, &pin("110001"), today),
            Some(day("2026-12-05"))
        );
        let karnataka_only = Delivery {
            area: DeliveryArea::listed(vec![state("Karnataka")], vec![]).unwrap(),
            ..delivery
        };
        assert_eq!(karnataka_only.estimate(&from, &pin("686001"), today), None);
    }
}
