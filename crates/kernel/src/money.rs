//! Indian rupees, exact to the paisa.
//!
//! [`Money`] holds a signed count of paise in an `i64` (enough for ±92 trillion rupees). Every
//! operation that could overflow is `checked_*` and returns [`MoneyError::Overflow`] instead of
//! wrapping or panicking, so a bug or hostile input can never turn a large price into a small one.
//! Signed, because ledger lines debit as well as credit; the types that must never be negative
//! (prices, order totals) enforce that on top.

use std::fmt;
use std::str::FromStr;

use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;

const PAISE_PER_RUPEE: i64 = 100;
const BASIS_POINTS_PER_WHOLE: i64 = 10_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum MoneyError {
    #[error("the amount is too large")]
    Overflow,
    #[error("an amount can have at most two decimal places (paise)")]
    TooPrecise,
    #[error("an amount cannot be negative here")]
    Negative,
    #[error("a rate must be between 0% and 100%")]
    RateOutOfRange,
    #[error("an amount must be a number such as 1299.50")]
    NotANumber,
    #[error("an amount cannot be shared among no parts")]
    NoParts,
}

/// An amount of Indian rupees, exact to the paisa.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Money {
    paise: i64,
}

impl Money {
    pub const ZERO: Money = Money { paise: 0 };

    #[must_use]
    pub const fn from_paise(paise: i64) -> Self {
        Self { paise }
    }

    /// Whole rupees, e.g. `Money::from_rupees(1_000)` for ₹1,000.00.
    pub fn from_rupees(rupees: i64) -> Result<Self, MoneyError> {
        rupees
            .checked_mul(PAISE_PER_RUPEE)
            .map(Self::from_paise)
            .ok_or(MoneyError::Overflow)
    }

    /// Exact conversion from a decimal number of rupees. More than two decimal places is refused,
    /// never silently rounded: a price of ₹10.005 is a mistake the sender should hear about.
    pub fn from_decimal(rupees: Decimal) -> Result<Self, MoneyError> {
        let normalized = rupees.normalize();
        if normalized.scale() > 2 {
            return Err(MoneyError::TooPrecise);
        }
        normalized
            .checked_mul(Decimal::ONE_HUNDRED)
            .and_then(|paise| paise.to_i64())
            .map(Self::from_paise)
            .ok_or(MoneyError::Overflow)
    }

    #[must_use]
    pub const fn paise(self) -> i64 {
        self.paise
    }

    /// The amount in rupees with exactly two decimal places.
    #[must_use]
    pub fn to_decimal(self) -> Decimal {
        Decimal::new(self.paise, 2)
    }

    #[must_use]
    pub const fn is_zero(self) -> bool {
        self.paise == 0
    }

    #[must_use]
    pub const fn is_negative(self) -> bool {
        self.paise < 0
    }

    pub fn checked_add(self, other: Money) -> Result<Money, MoneyError> {
        self.paise
            .checked_add(other.paise)
            .map(Self::from_paise)
            .ok_or(MoneyError::Overflow)
    }

    pub fn checked_sub(self, other: Money) -> Result<Money, MoneyError> {
        self.paise
            .checked_sub(other.paise)
            .map(Self::from_paise)
            .ok_or(MoneyError::Overflow)
    }

    /// Multiplies by a count, e.g. a unit price by a quantity.
    pub fn checked_mul(self, times: i64) -> Result<Money, MoneyError> {
        self.paise
            .checked_mul(times)
            .map(Self::from_paise)
            .ok_or(MoneyError::Overflow)
    }

    pub fn checked_neg(self) -> Result<Money, MoneyError> {
        self.paise
            .checked_neg()
            .map(Self::from_paise)
            .ok_or(MoneyError::Overflow)
    }

    /// Adds up amounts, failing rather than wrapping on overflow.
    pub fn checked_sum<I: IntoIterator<Item = Money>>(amounts: I) -> Result<Money, MoneyError> {
        amounts.into_iter().try_fold(Money::ZERO, Money::checked_add)
    }

    /// This amount times a rate, rounded to the nearest paisa, halves away from zero
    /// (5% of ₹0.10 is ₹0.01; 5% of ₹0.09 is ₹0.00). Cannot overflow: a rate is at most 100%.
    #[must_use]
    pub fn apply_rate(self, rate: Rate) -> Money {
        let product = i128::from(self.paise) * i128::from(rate.basis_points());
        let divisor = i128::from(BASIS_POINTS_PER_WHOLE);
        let half = divisor / 2;
        let rounded = if product >= 0 {
            (product + half) / divisor
        } else {
            (product - half) / divisor
        };
        // |rounded| <= |self.paise| because the rate is at most 10_000 basis points.
        Money::from_paise(i64::try_from(rounded).unwrap_or(self.paise))
    }

    /// Splits this non-negative amount into parts proportional to `weights`, by the largest
    /// remainder method, so that the parts always add up to exactly this amount. Ties go to the
    /// earlier weight. When every weight is zero the amount is split as evenly as possible.
    ///
    /// This is how one cart's shipping and discount are shared among the orders of several shops.
    pub fn allocate(self, weights: &[Money]) -> Result<Vec<Money>, MoneyError> {
        if self.is_negative() || weights.iter().any(|w| w.is_negative()) {
            return Err(MoneyError::Negative);
        }
        if weights.is_empty() {
            return if self.is_zero() {
                Ok(Vec::new())
            } else {
                Err(MoneyError::NoParts)
            };
        }
        let weights: Vec<i128> = if weights.iter().all(|w| w.is_zero()) {
            vec![1; weights.len()]
        } else {
            weights.iter().map(|w| i128::from(w.paise)).collect()
        };
        let total_weight: i128 = weights.iter().sum();
        let amount = i128::from(self.paise);

        let mut parts: Vec<i128> = Vec::with_capacity(weights.len());
        let mut remainders: Vec<(usize, i128)> = Vec::with_capacity(weights.len());
        for (index, weight) in weights.iter().enumerate() {
            let exact = amount * weight;
            parts.push(exact / total_weight);
            remainders.push((index, exact % total_weight));
        }
        let mut left = amount - parts.iter().sum::<i128>();
        // Largest remainder first; the stable sort keeps earlier weights first among equals.
        remainders.sort_by_key(|&(_, remainder)| std::cmp::Reverse(remainder));
        for (index, _) in remainders {
            if left == 0 {
                break;
            }
            parts[index] += 1;
            left -= 1;
        }
        parts
            .into_iter()
            .map(|p| {
                i64::try_from(p)
                    .map(Money::from_paise)
                    .map_err(|_| MoneyError::Overflow)
            })
            .collect()
    }
}

impl fmt::Debug for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Money({self})")
    }
}

/// Formats the way Indian shoppers read prices: `₹1,00,000.00` (lakh grouping), `-₹5.50`.
impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.paise < 0 { "-" } else { "" };
        let magnitude = self.paise.unsigned_abs();
        let rupees = magnitude / 100;
        let paise = magnitude % 100;
        write!(f, "{sign}₹{}.{paise:02}", group_indian(rupees))
    }
}

/// Parses a plain decimal number of rupees such as `1299.5` (no rupee sign, no grouping).
impl FromStr for Money {
    type Err = MoneyError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let decimal = Decimal::from_str_exact(s.trim()).map_err(|_| MoneyError::NotANumber)?;
        Money::from_decimal(decimal)
    }
}

/// Groups digits the Indian way: the last three together, then pairs: 12,34,567.
fn group_indian(value: u64) -> String {
    let digits = value.to_string();
    if digits.len() <= 3 {
        return digits;
    }
    let (head, last_three) = digits.split_at(digits.len() - 3);
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 2);
    let first_pair_len = head.len() % 2;
    if first_pair_len == 1 {
        grouped.push_str(&head[..1]);
    }
    for (i, pair_start) in (first_pair_len..head.len()).step_by(2).enumerate() {
        if i > 0 || first_pair_len == 1 {
            grouped.push(',');
        }
        grouped.push_str(&head[pair_start..pair_start + 2]);
    }
    grouped.push(',');
    grouped.push_str(last_three);
    grouped
}

/// A proportion between 0% and 100%, exact to a hundredth of a percent (a basis point).
/// Used for shipping (5%), the platform commission (10% by default) and coupon percentages.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rate {
    basis_points: u16,
}

impl Rate {
    pub const ZERO: Rate = Rate { basis_points: 0 };

    /// A rate written in the code, checked when it compiles: `Rate::basis(50)` is 0.5 %.
    #[must_use]
    pub const fn basis(basis_points: u16) -> Rate {
        assert!(
            basis_points as i64 <= BASIS_POINTS_PER_WHOLE,
            "a rate is at most 100 %"
        );
        Rate { basis_points }
    }

    pub fn from_basis_points(basis_points: u32) -> Result<Self, MoneyError> {
        u16::try_from(basis_points)
            .ok()
            .filter(|bp| i64::from(*bp) <= BASIS_POINTS_PER_WHOLE)
            .map(|basis_points| Self { basis_points })
            .ok_or(MoneyError::RateOutOfRange)
    }

    pub fn from_percent(percent: u32) -> Result<Self, MoneyError> {
        Self::from_basis_points(percent.checked_mul(100).ok_or(MoneyError::RateOutOfRange)?)
    }

    #[must_use]
    pub const fn basis_points(self) -> u32 {
        self.basis_points as u32
    }
}

impl fmt::Debug for Rate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Rate({self})")
    }
}

impl fmt::Display for Rate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.basis_points / 100;
        let fraction = self.basis_points % 100;
        match fraction {
            0 => write!(f, "{whole}%"),
            f2 if f2 % 10 == 0 => write!(f, "{whole}.{}%", f2 / 10),
            f2 => write!(f, "{whole}.{f2:02}%"),
        }
    }
}

impl crate::Described for MoneyError {
    fn message(&self) -> crate::Message {
        crate::Message::new(match self {
            Self::Overflow => "field-amount-too-large",
            Self::TooPrecise => "field-amount-too-precise",
            Self::Negative => "field-amount-negative",
            Self::RateOutOfRange => "field-rate-range",
            Self::NotANumber => "field-amount-not-a-number",
            Self::NoParts => "field-amount-no-parts",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rupees(s: &str) -> Money {
        s.parse().unwrap()
    }

    #[test]
    fn formats_with_indian_grouping_and_two_decimals() {
        assert_eq!(Money::from_paise(0).to_string(), "₹0.00");
        assert_eq!(Money::from_paise(5).to_string(), "₹0.05");
        assert_eq!(rupees("999").to_string(), "₹999.00");
        assert_eq!(rupees("1000").to_string(), "₹1,000.00");
        assert_eq!(rupees("12345.6").to_string(), "₹12,345.60");
        assert_eq!(rupees("100000").to_string(), "₹1,00,000.00");
        assert_eq!(rupees("1234567.89").to_string(), "₹12,34,567.89");
        assert_eq!(rupees("10000000").to_string(), "₹1,00,00,000.00");
        assert_eq!(rupees("-1500.5").to_string(), "-₹1,500.50");
    }

    #[test]
    fn decimal_conversion_is_exact_and_refuses_fractions_of_a_paisa() {
        assert_eq!(rupees("1299.5").paise(), 129_950);
        assert_eq!(rupees("0.01").paise(), 1);
        assert_eq!(
            rupees("10.000").paise(),
            1_000,
            "trailing zeros are not extra precision"
        );
        assert_eq!("10.005".parse::<Money>(), Err(MoneyError::TooPrecise));
        assert_eq!("ten".parse::<Money>(), Err(MoneyError::NotANumber));
        assert_eq!(rupees("1299.5").to_decimal().to_string(), "1299.50");
    }

    #[test]
    fn conversion_of_huge_amounts_overflows_instead_of_wrapping() {
        assert_eq!("100000000000000000".parse::<Money>(), Err(MoneyError::Overflow));
        assert_eq!(Money::from_rupees(i64::MAX), Err(MoneyError::Overflow));
    }

    #[test]
    fn arithmetic_reports_overflow() {
        let max = Money::from_paise(i64::MAX);
        assert_eq!(max.checked_add(Money::from_paise(1)), Err(MoneyError::Overflow));
        assert_eq!(
            Money::from_paise(i64::MIN).checked_sub(Money::from_paise(1)),
            Err(MoneyError::Overflow)
        );
        assert_eq!(max.checked_mul(2), Err(MoneyError::Overflow));
        assert_eq!(
            Money::from_paise(i64::MIN).checked_neg(),
            Err(MoneyError::Overflow)
        );
        assert_eq!(
            Money::checked_sum([max, Money::from_paise(1)]),
            Err(MoneyError::Overflow)
        );
        assert_eq!(rupees("19.99").checked_mul(3), Ok(rupees("59.97")));
        assert_eq!(
            Money::checked_sum([rupees("1.10"), rupees("2.20")]),
            Ok(rupees("3.30"))
        );
    }

    #[test]
    fn rates_round_to_the_nearest_paisa_half_away_from_zero() {
        let five = Rate::from_percent(5).unwrap();
        assert_eq!(
            rupees("999.99").apply_rate(five),
            rupees("50.00"),
            "49.9995 rounds up"
        );
        assert_eq!(rupees("0.10").apply_rate(five), rupees("0.01"), "0.005 rounds up");
        assert_eq!(
            rupees("0.09").apply_rate(five),
            rupees("0.00"),
            "0.0045 rounds down"
        );
        assert_eq!(rupees("-0.10").apply_rate(five), rupees("-0.01"));
        assert_eq!(
            rupees("500").apply_rate(Rate::from_basis_points(1250).unwrap()),
            rupees("62.50")
        );
        assert_eq!(
            Money::from_paise(i64::MAX)
                .apply_rate(Rate::from_percent(100).unwrap())
                .paise(),
            i64::MAX
        );
    }

    #[test]
    fn rates_outside_zero_to_one_hundred_percent_are_refused() {
        assert_eq!(Rate::from_percent(101), Err(MoneyError::RateOutOfRange));
        assert_eq!(Rate::from_basis_points(10_001), Err(MoneyError::RateOutOfRange));
        assert_eq!(Rate::from_percent(u32::MAX), Err(MoneyError::RateOutOfRange));
        assert_eq!(Rate::from_basis_points(1250).unwrap().to_string(), "12.5%");
        assert_eq!(Rate::from_basis_points(1005).unwrap().to_string(), "10.05%");
        assert_eq!(Rate::from_percent(10).unwrap().to_string(), "10%");
    }

    #[test]
    fn allocation_uses_largest_remainders_and_breaks_ties_towards_earlier_parts() {
        let parts = rupees("1.00")
            .allocate(&[rupees("1"), rupees("1"), rupees("1")])
            .unwrap();
        assert_eq!(
            parts,
            vec![
                Money::from_paise(34),
                Money::from_paise(33),
                Money::from_paise(33)
            ]
        );

        let parts = Money::from_paise(100)
            .allocate(&[rupees("200"), rupees("100")])
            .unwrap();
        assert_eq!(parts, vec![Money::from_paise(67), Money::from_paise(33)]);

        let parts = Money::from_paise(10)
            .allocate(&[Money::ZERO, Money::ZERO])
            .unwrap();
        assert_eq!(parts, vec![Money::from_paise(5), Money::from_paise(5)]);

        assert_eq!(
            Money::from_paise(-1).allocate(&[rupees("1")]),
            Err(MoneyError::Negative)
        );
        assert_eq!(Money::ZERO.allocate(&[]), Ok(vec![]));
        assert_eq!(Money::from_paise(1).allocate(&[]), Err(MoneyError::NoParts));
    }

    proptest! {
        #[test]
        fn allocated_parts_always_sum_to_the_whole(
            total in 0i64..1_000_000_000_00,
            weights in proptest::collection::vec(0i64..10_000_000_00, 1..12),
        ) {
            let weights: Vec<Money> = weights.into_iter().map(Money::from_paise).collect();
            let parts = Money::from_paise(total).allocate(&weights).unwrap();
            prop_assert_eq!(parts.len(), weights.len());
            prop_assert_eq!(Money::checked_sum(parts.iter().copied()).unwrap(), Money::from_paise(total));
            prop_assert!(parts.iter().all(|p| !p.is_negative()));
        }

        #[test]
        fn display_and_parse_round_trip(paise in -1_000_000_000_000i64..1_000_000_000_000) {
            let money = Money::from_paise(paise);
            let plain = money.to_decimal().to_string();
            prop_assert_eq!(plain.parse::<Money>().unwrap(), money);
            let shown = money.to_string();
            let digits: String = shown.chars().filter(|c| c.is_ascii_digit() || *c == '.' || *c == '-').collect();
            prop_assert_eq!(digits.parse::<Money>().unwrap(), money);
        }
    }
}
