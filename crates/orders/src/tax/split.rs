//! Taking the tax out of a tax-inclusive amount, exact to the paisa.
//!
//! The rule (docs/tax.md "Rounding"): with the rate r, the tax in an inclusive amount A is
//! A × r / (100 + r). Under CGST + SGST (or UTGST) each half is that over two, rounded to the
//! nearest paisa, halves up, and both halves are equal; under IGST the whole is rounded once. The
//! taxable value is what is left: A − taxes. So taxable value + taxes = A always, and CGST = SGST.

use kernel::{Money, MoneyError};

use super::place::Regime;
use kernel::GstRate;

/// A tax-inclusive amount split into its taxable value and taxes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineTax {
    pub rate: GstRate,
    pub regime: Regime,
    pub taxable: Money,
    /// CGST; zero under IGST.
    pub central: Money,
    /// SGST or UTGST (as `regime` says); zero under IGST.
    pub state: Money,
    /// IGST; zero within a state.
    pub integrated: Money,
}

impl LineTax {
    /// All the tax in the amount.
    pub fn tax(&self) -> Result<Money, MoneyError> {
        Money::checked_sum([self.central, self.state, self.integrated])
    }
}

/// `numerator / denominator` rounded to the nearest whole, halves up, for non-negative values.
fn rounded(numerator: i128, denominator: i128) -> i128 {
    (numerator + denominator / 2) / denominator
}

/// Splits the inclusive `amount` at `rate` under `regime`.
///
/// # Errors
/// [`MoneyError::Negative`] for a negative amount: refunds are credit notes of positive amounts.
pub fn split_inclusive(amount: Money, rate: GstRate, regime: Regime) -> Result<LineTax, MoneyError> {
    if amount.is_negative() {
        return Err(MoneyError::Negative);
    }
    let paise = i128::from(amount.paise());
    let r = i128::from(rate.basis_points());
    let whole = 10_000 + r;
    let to_money = |p: i128| {
        i64::try_from(p)
            .map(Money::from_paise)
            .map_err(|_| MoneyError::Overflow)
    };
    let (central, state, integrated) = if regime.is_split() {
        let half = to_money(rounded(paise * r, 2 * whole))?;
        (half, half, Money::ZERO)
    } else {
        (Money::ZERO, Money::ZERO, to_money(rounded(paise * r, whole))?)
    };
    let taxable = amount
        .checked_sub(central)?
        .checked_sub(state)?
        .checked_sub(integrated)?;
    Ok(LineTax {
        rate,
        regime,
        taxable,
        central,
        state,
        integrated,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rate(percent: &str) -> GstRate {
        percent.parse().unwrap()
    }

    #[test]
    fn an_inclusive_price_splits_as_an_indian_invoice_shows_it() {
        // ₹1,180 at 18 % within a state: ₹1,000 taxable, ₹90 CGST, ₹90 SGST.
        let within = split_inclusive(Money::from_paise(118_000), rate("18"), Regime::CgstSgst).unwrap();
        assert_eq!(
            (within.taxable, within.central, within.state, within.integrated),
            (
                Money::from_paise(100_000),
                Money::from_paise(9_000),
                Money::from_paise(9_000),
                Money::ZERO
            )
        );
        // ₹999 at 5 % between states: 999 × 5 / 105 = ₹47.571… → ₹47.57 IGST, ₹951.43 taxable.
        let across = split_inclusive(Money::from_paise(99_900), rate("5"), Regime::Igst).unwrap();
        assert_eq!(across.integrated, Money::from_paise(4_757));
        assert_eq!(across.taxable, Money::from_paise(95_143));
        // The same within a state: each half 23.785… → ₹23.79, taxable ₹951.42.
        let halves = split_inclusive(Money::from_paise(99_900), rate("5"), Regime::CgstSgst).unwrap();
        assert_eq!(
            (halves.central, halves.state),
            (Money::from_paise(2_379), Money::from_paise(2_379))
        );
        assert_eq!(halves.taxable, Money::from_paise(95_142));
        // Nothing at 0 %, and nothing taxed out of nothing.
        let exempt = split_inclusive(Money::from_paise(50_000), GstRate::ZERO, Regime::CgstSgst).unwrap();
        assert_eq!(
            (exempt.taxable, exempt.tax().unwrap()),
            (Money::from_paise(50_000), Money::ZERO)
        );
        assert!(split_inclusive(Money::from_paise(-1), rate("5"), Regime::Igst).is_err());
    }

    fn regimes() -> impl Strategy<Value = Regime> {
        prop_oneof![
            Just(Regime::CgstSgst),
            Just(Regime::CgstUtgst),
            Just(Regime::Igst)
        ]
    }

    proptest! {
        /// Taxable value + taxes is the amount paid, to the paisa; the two halves are equal; and
        /// the tax is the rate of the taxable value to within the rounding of one paisa.
        #[test]
        fn the_parts_add_up_to_the_amount_and_the_halves_are_equal(
            paise in 0i64..10_000_000_000,
            slab in 0usize..GstRate::SLABS.len(),
            regime in regimes(),
        ) {
            let rate = GstRate::SLABS[slab];
            let split = split_inclusive(Money::from_paise(paise), rate, regime).unwrap();
            let tax = split.tax().unwrap();
            prop_assert_eq!(split.taxable.checked_add(tax).unwrap(), Money::from_paise(paise));
            prop_assert!(!split.taxable.is_negative());
            if regime.is_split() {
                prop_assert_eq!(split.central, split.state);
                prop_assert_eq!(split.integrated, Money::ZERO);
            } else {
                prop_assert_eq!((split.central, split.state), (Money::ZERO, Money::ZERO));
            }
            // |tax − taxable × r| in ten-thousandths of a paisa: at most 1 paisa of rounding
            // (two halves of half a paisa), grown by the rate.
            let r = i128::from(rate.basis_points());
            let gap = (i128::from(tax.paise()) * 10_000 - i128::from(split.taxable.paise()) * r).abs();
            prop_assert!(gap <= 10_000 + r, "gap {gap} for {paise} at {rate}");
        }
    }
}
