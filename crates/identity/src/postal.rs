//! The state or union territory of a PIN code.
//!
//! Delivery zones are judged from the PIN code, which India Post checks, rather than from the state a
//! shopper picks. A PIN's first three digits name its sorting district, and India Post groups sorting
//! districts into postal circles that mostly follow state borders. Where they do not (Puducherry's
//! enclaves, Diu, Mohali beside Chandigarh, Roorkee in Saharanpur's district), a longer prefix decides.
//! Army Post Office PINs (first digit 9) belong to no state.

use crate::address::IndianState;
use crate::contact::PinCode;

/// Inclusive ranges of three-digit prefixes and their state; the first range that holds a prefix wins,
/// so a smaller territory is listed before the circle around it.
///
/// From India Post's allocation of sorting districts to circles. An unused prefix inside a range falls
/// to that circle, so a sorting district opened later is judged as its circle.
const CIRCLES: [(u16, u16, &str); 37] = [
    (110, 110, "Delhi"),
    (121, 136, "Haryana"),
    (160, 160, "Chandigarh"),
    (140, 160, "Punjab"),
    (171, 177, "Himachal Pradesh"),
    (194, 194, "Ladakh"),
    (180, 194, "Jammu and Kashmir"),
    // Garhwal, Dehradun with Haridwar, and Kumaon; the Uttar Pradesh circle's numbers predate the state.
    (246, 246, "Uttarakhand"),
    (248, 249, "Uttarakhand"),
    (263, 263, "Uttarakhand"),
    (201, 285, "Uttar Pradesh"),
    (301, 345, "Rajasthan"),
    (360, 396, "Gujarat"),
    (403, 403, "Goa"),
    (400, 445, "Maharashtra"),
    (450, 488, "Madhya Pradesh"),
    (490, 497, "Chhattisgarh"),
    (500, 509, "Telangana"),
    (510, 535, "Andhra Pradesh"),
    (560, 591, "Karnataka"),
    (600, 643, "Tamil Nadu"),
    (670, 695, "Kerala"),
    (737, 737, "Sikkim"),
    (700, 743, "West Bengal"),
    (744, 744, "Andaman and Nicobar Islands"),
    (751, 770, "Odisha"),
    (781, 788, "Assam"),
    (790, 792, "Arunachal Pradesh"),
    (793, 794, "Meghalaya"),
    (795, 795, "Manipur"),
    (796, 796, "Mizoram"),
    (797, 798, "Nagaland"),
    (799, 799, "Tripura"),
    // Santhal Pargana, Palamu, and Chota Nagpur; Bihar kept the rest of the circle.
    (814, 816, "Jharkhand"),
    (822, 822, "Jharkhand"),
    (825, 835, "Jharkhand"),
    (800, 855, "Bihar"),
];

/// PINs whose state is not their sorting district's, keyed by 4 to 6 leading digits; the longest
/// matching key wins over shorter keys and over `CIRCLES`.
///
/// Each key is the PIN of a post office whose state differs from its district's, as the All India
/// Pincode Directory (Department of Posts, data.gov.in) gives it. One PIN may serve villages on both
/// sides of a border; it is given the state of its post office.
const EXCEPTIONS: [(&str, &str); 37] = [
    // Puducherry's four districts sit inside the Tamil Nadu, Kerala and Andhra Pradesh circles.
    ("6050", "Puducherry"),
    ("605106", "Puducherry"),
    ("605110", "Puducherry"),
    ("605501", "Puducherry"),
    ("607402", "Puducherry"),
    ("607403", "Puducherry"),
    ("60960", "Puducherry"),
    ("609608", "Tamil Nadu"),
    ("673310", "Puducherry"),
    ("533464", "Puducherry"),
    // Mohali's sectors share Chandigarh's 160.
    ("160055", "Punjab"),
    ("160059", "Punjab"),
    ("160062", "Punjab"),
    ("160071", "Punjab"),
    ("160103", "Punjab"),
    ("160104", "Punjab"),
    // Daman, Silvassa and Dadra lie in Valsad's 396, Diu in Junagadh's 362.
    ("3962", "Dadra and Nagar Haveli and Daman and Diu"),
    ("396240", "Gujarat"),
    ("396193", "Dadra and Nagar Haveli and Daman and Diu"),
    ("362520", "Dadra and Nagar Haveli and Daman and Diu"),
    ("362540", "Dadra and Nagar Haveli and Daman and Diu"),
    ("362570", "Dadra and Nagar Haveli and Daman and Diu"),
    // The islands only: 6825 also numbers Vypin island on the Kerala coast.
    ("68255", "Lakshadweep"),
    // Uttarakhand's plains kept the Uttar Pradesh sorting districts they were numbered in.
    ("24471", "Uttarakhand"),
    ("244720", "Uttarakhand"),
    ("2467", "Uttar Pradesh"),
    ("2476", "Uttarakhand"),
    ("262308", "Uttarakhand"),
    ("262309", "Uttarakhand"),
    ("262310", "Uttarakhand"),
    ("262311", "Uttarakhand"),
    ("262401", "Uttarakhand"),
    ("262402", "Uttarakhand"),
    ("262405", "Uttarakhand"),
    ("2625", "Uttarakhand"),
    // Mirza Chowki (Sahebganj) and Chandan (Banka), on either side of the Bihar–Jharkhand border.
    ("813208", "Jharkhand"),
    ("814131", "Bihar"),
];

/// The state or union territory a PIN code delivers to: the longest matching exception, else the first
/// circle that holds its first three digits. `None` for Army Post Office PINs and unallocated prefixes.
#[must_use]
pub fn state_of(pin: &PinCode) -> Option<IndianState> {
    let digits = pin.as_str();
    let district = sorting_district(pin);
    let name = EXCEPTIONS
        .iter()
        .filter(|(key, _)| digits.starts_with(key))
        .max_by_key(|(key, _)| key.len())
        .map(|(_, state)| *state)
        .or_else(|| {
            CIRCLES
                .iter()
                .find(|(first, last, _)| (*first..=*last).contains(&district))
                .map(|(_, _, state)| *state)
        })?;
    IndianState::parse(name).ok()
}

/// Whether two PIN codes share a sorting district (their first three digits), which Haat treats as the
/// same city.
#[must_use]
pub fn same_sorting_district(a: &PinCode, b: &PinCode) -> bool {
    sorting_district(a) == sorting_district(b)
}

/// The first three digits as a number; `PinCode` holds six ASCII digits.
fn sorting_district(pin: &PinCode) -> u16 {
    pin.as_str()
        .bytes()
        .take(3)
        .fold(0, |n, digit| n * 10 + u16::from(digit - b'0'))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::address::INDIAN_STATES;

    fn state(pin: &str) -> Option<&'static str> {
        state_of(&PinCode::parse(pin).unwrap()).map(IndianState::as_str)
    }

    #[test]
    fn real_pins_are_placed_in_their_state() {
        for (pin, expected) in [
            ("110001", "Delhi"),
            ("122001", "Haryana"),
            ("141001", "Punjab"),
            ("160017", "Chandigarh"),
            ("171001", "Himachal Pradesh"),
            ("180001", "Jammu and Kashmir"),
            ("194101", "Ladakh"),
            ("201301", "Uttar Pradesh"),
            ("248001", "Uttarakhand"),
            ("263001", "Uttarakhand"),
            ("302001", "Rajasthan"),
            ("380001", "Gujarat"),
            ("396210", "Dadra and Nagar Haveli and Daman and Diu"),
            ("400001", "Maharashtra"),
            ("403001", "Goa"),
            ("452001", "Madhya Pradesh"),
            ("492001", "Chhattisgarh"),
            ("500001", "Telangana"),
            ("520001", "Andhra Pradesh"),
            ("560001", "Karnataka"),
            ("600001", "Tamil Nadu"),
            ("605001", "Puducherry"),
            ("682001", "Kerala"),
            ("682555", "Lakshadweep"),
            ("686001", "Kerala"),
            ("700001", "West Bengal"),
            ("737101", "Sikkim"),
            ("744101", "Andaman and Nicobar Islands"),
            ("751001", "Odisha"),
            ("781001", "Assam"),
            ("791111", "Arunachal Pradesh"),
            ("793001", "Meghalaya"),
            ("795001", "Manipur"),
            ("796001", "Mizoram"),
            ("797001", "Nagaland"),
            ("799001", "Tripura"),
            ("800001", "Bihar"),
            ("834001", "Jharkhand"),
        ] {
            assert_eq!(state(pin), Some(expected), "{pin}");
        }
    }

    #[test]
    fn towns_across_a_border_from_their_sorting_district_are_placed_by_longer_prefixes() {
        for (pin, expected, place) in [
            ("605101", "Tamil Nadu", "Auroville, beside Puducherry town"),
            ("605110", "Puducherry", "Villianur"),
            ("609602", "Puducherry", "Karaikal"),
            ("609608", "Tamil Nadu", "Kollapuram, in Karaikal's 60960"),
            ("673310", "Puducherry", "Mahe"),
            ("533464", "Puducherry", "Yanam"),
            ("160062", "Punjab", "Mohali"),
            ("160101", "Chandigarh", "Manimajra"),
            ("362520", "Dadra and Nagar Haveli and Daman and Diu", "Diu"),
            ("362560", "Gujarat", "Una, next to Diu"),
            ("396230", "Dadra and Nagar Haveli and Daman and Diu", "Silvassa"),
            ("396191", "Gujarat", "Vapi"),
            ("682505", "Kerala", "Njarakkal on Vypin island"),
            ("247667", "Uttarakhand", "Roorkee"),
            ("247001", "Uttar Pradesh", "Saharanpur"),
            ("246149", "Uttarakhand", "Kotdwar"),
            ("246701", "Uttar Pradesh", "Bijnor"),
            ("244713", "Uttarakhand", "Kashipur"),
            ("244001", "Uttar Pradesh", "Moradabad"),
            ("262001", "Uttar Pradesh", "Pilibhit"),
            ("262501", "Uttarakhand", "Pithoragarh"),
            ("824101", "Bihar", "Aurangabad, between Jharkhand's 822 and 825"),
            ("826001", "Jharkhand", "Dhanbad"),
        ] {
            assert_eq!(state(pin), Some(expected), "{pin} {place}");
        }
    }

    #[test]
    fn army_post_office_pins_have_no_state() {
        assert_eq!(state("900001"), None);
        assert_eq!(state("999999"), None);
    }

    #[test]
    fn sorting_districts_are_the_first_three_digits() {
        let pin = |raw| PinCode::parse(raw).unwrap();
        assert!(same_sorting_district(&pin("560001"), &pin("560103")));
        assert!(!same_sorting_district(&pin("560001"), &pin("561001")));
        assert!(!same_sorting_district(&pin("110001"), &pin("111001")));
    }

    #[test]
    fn every_table_name_is_a_state_or_union_territory() {
        let names = CIRCLES
            .iter()
            .map(|(_, _, name)| name)
            .chain(EXCEPTIONS.iter().map(|(_, name)| name));
        for name in names {
            assert!(INDIAN_STATES.contains(name), "{name}");
        }
    }

    /// A PIN inside each table entry, so that every entry, as looked up, is seen to count.
    fn samples() -> Vec<String> {
        let circles = CIRCLES
            .iter()
            .flat_map(|(first, last, _)| (*first..=*last).map(|p| format!("{p}001")));
        let exceptions = EXCEPTIONS.iter().map(|(key, _)| format!("{key:0<6}"));
        circles.chain(exceptions).collect()
    }

    #[test]
    fn every_state_and_union_territory_is_reachable() {
        let reached: BTreeSet<&str> = samples().iter().filter_map(|pin| state(pin)).collect();
        let all: BTreeSet<&str> = INDIAN_STATES.into_iter().collect();
        assert_eq!(reached, all);
    }

    #[test]
    fn no_circle_is_hidden_by_the_ones_before_it() {
        for (i, (first, last, name)) in CIRCLES.iter().enumerate() {
            let earlier = &CIRCLES[..i];
            let visible = (*first..=*last).any(|p| !earlier.iter().any(|(f, l, _)| (*f..=*l).contains(&p)));
            assert!(visible, "{first}–{last} {name}");
        }
    }

    #[test]
    fn exception_keys_are_4_to_6_digits_and_unique() {
        let mut keys = BTreeSet::new();
        for (key, _) in EXCEPTIONS {
            assert!(
                (4..=6).contains(&key.len()) && key.bytes().all(|b| b.is_ascii_digit()),
                "{key}"
            );
            assert!(keys.insert(key), "{key} twice");
        }
    }

    /// Three-digit prefixes India Post has not allocated, between the circles.
    const UNALLOCATED: [(u16, u16); 19] = [
        (111, 120),
        (137, 139),
        (161, 170),
        (178, 179),
        (195, 200),
        (286, 300),
        (346, 359),
        (397, 399),
        (446, 449),
        (489, 489),
        (498, 499),
        (536, 559),
        (592, 599),
        (644, 669),
        (696, 699),
        (745, 750),
        (771, 780),
        (789, 789),
        (856, 899),
    ];

    #[test]
    fn every_prefix_has_a_state_unless_it_is_listed_as_unallocated() {
        for prefix in 110..=899_u16 {
            let unallocated = UNALLOCATED
                .iter()
                .any(|(first, last)| (*first..=*last).contains(&prefix));
            let found = state(&format!("{prefix}001"));
            assert_eq!(found.is_none(), unallocated, "{prefix}: {found:?}");
        }
    }
}
