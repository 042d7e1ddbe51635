//! The codes GST gives the states and union territories (the first two digits of a GSTIN), and
//! which union territories levy UTGST instead of SGST (docs/tax.md).

use crate::address::IndianState;

/// The two-digit codes GST gives the states and union territories (the first two digits of a
/// GSTIN), by the names `IndianState` uses. Andhra Pradesh is 37 since 2014 (28 was the undivided
/// state); Dadra and Nagar Haveli and Daman and Diu is 26 since their merger in 2020.
const CODES: [(&str, u8); 36] = [
    ("Jammu and Kashmir", 1),
    ("Himachal Pradesh", 2),
    ("Punjab", 3),
    ("Chandigarh", 4),
    ("Uttarakhand", 5),
    ("Haryana", 6),
    ("Delhi", 7),
    ("Rajasthan", 8),
    ("Uttar Pradesh", 9),
    ("Bihar", 10),
    ("Sikkim", 11),
    ("Arunachal Pradesh", 12),
    ("Nagaland", 13),
    ("Manipur", 14),
    ("Mizoram", 15),
    ("Tripura", 16),
    ("Meghalaya", 17),
    ("Assam", 18),
    ("West Bengal", 19),
    ("Jharkhand", 20),
    ("Odisha", 21),
    ("Chhattisgarh", 22),
    ("Madhya Pradesh", 23),
    ("Gujarat", 24),
    ("Dadra and Nagar Haveli and Daman and Diu", 26),
    ("Maharashtra", 27),
    ("Karnataka", 29),
    ("Goa", 30),
    ("Lakshadweep", 31),
    ("Kerala", 32),
    ("Tamil Nadu", 33),
    ("Puducherry", 34),
    ("Andaman and Nicobar Islands", 35),
    ("Telangana", 36),
    ("Andhra Pradesh", 37),
    ("Ladakh", 38),
];

/// The union territories without a legislature of their own, where UTGST takes SGST's place.
/// Delhi, Puducherry and Jammu and Kashmir have legislatures and levy SGST.
const UTGST_TERRITORIES: [&str; 5] = [
    "Andaman and Nicobar Islands",
    "Chandigarh",
    "Dadra and Nagar Haveli and Daman and Diu",
    "Ladakh",
    "Lakshadweep",
];

impl IndianState {
    /// The state's GST code, `29` for Karnataka; `97` ("Other Territory") for none.
    #[must_use]
    pub fn gst_code(self) -> u8 {
        CODES
            .iter()
            .find(|(name, _)| *name == self.as_str())
            .map_or(97, |(_, code)| *code)
    }

    /// The state whose GST code this is (`29` is Karnataka).
    #[must_use]
    pub fn of_gst_code(code: u8) -> Option<IndianState> {
        CODES
            .iter()
            .find(|(_, c)| *c == code)
            .and_then(|(name, _)| IndianState::parse(name).ok())
    }

    /// Andaman and Nicobar, Chandigarh, Dadra and Nagar Haveli and Daman and Diu, Ladakh and
    /// Lakshadweep: supplies within them bear CGST + UTGST.
    #[must_use]
    pub fn is_union_territory_without_legislature(self) -> bool {
        UTGST_TERRITORIES.contains(&self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::address::INDIAN_STATES;

    fn state(name: &str) -> IndianState {
        IndianState::parse(name).unwrap()
    }

    #[test]
    fn every_state_and_territory_has_its_own_code() {
        let mut codes: Vec<u8> = INDIAN_STATES.iter().map(|name| state(name).gst_code()).collect();
        assert!(!codes.contains(&97), "every name is in the table");
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), INDIAN_STATES.len(), "no code twice");
        assert_eq!(state("Karnataka").gst_code(), 29);
        assert_eq!(state("Andhra Pradesh").gst_code(), 37);
        assert_eq!(state("Jammu and Kashmir").gst_code(), 1);
        for name in INDIAN_STATES {
            assert_eq!(
                IndianState::of_gst_code(state(name).gst_code()),
                Some(state(name))
            );
        }
        assert_eq!(
            IndianState::of_gst_code(28),
            None,
            "undivided Andhra Pradesh's old code"
        );
        assert!(state("Ladakh").is_union_territory_without_legislature());
        assert!(!state("Delhi").is_union_territory_without_legislature());
    }
}
