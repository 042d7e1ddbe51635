//! What a delivered order earns its shop, as the ledger posts it (docs/tax.md "The seller's
//! money"): the sale, less the platform's commission, the 18 % GST the platform charges on that
//! commission, the tax collected at source under CGST Act s.52 (TCS) and the income tax deducted
//! at source under Income-tax Act s.194-O (TDS).
//!
//! The rates are fixed on the order when it is placed, as the commission is, so an operator who
//! changes a setting changes only orders placed afterwards.
//!
//! Every figure is a function of the units counted (`returns::Shares::earnings_of`): delivery
//! posts the figures of all units; a return reverses the figures of the units returned so far
//! less those of the units returned before it. The reversals of every return therefore add up to
//! exactly what delivery posted, to the paisa, once every unit is back.

use kernel::{Money, MoneyError, Rate};

use crate::tax::{GstRate, Regime};

/// The rates of the charges besides the commission, as fixed on one order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Levies {
    /// GST on the platform's commission: 18 % (a service, SAC 9985).
    pub commission_gst: Rate,
    /// TCS on the net taxable value of the shop's supply: 0.5 % (0.25 % CGST + 0.25 % SGST within
    /// a state, or 0.5 % IGST). Only a GST-registered shop's supplies bear it.
    pub tcs: Rate,
    /// TDS on the gross amount of the sale: 0.1 %, or 5 % when the shop gave no PAN.
    pub tds: Rate,
}

impl Levies {
    /// What the law asks today, and the settings' defaults.
    pub const DEFAULT: Levies = Levies {
        commission_gst: Rate::basis(1800),
        tcs: Rate::basis(50),
        tds: Rate::basis(10),
    };
    /// TDS under s.206AA when the shop has no PAN (nor a GSTIN, which contains one).
    pub const TDS_WITHOUT_PAN: Rate = Rate::basis(500);
}

/// The operator's rates for orders placed now: the order takes `tds` or `tds_without_pan` as
/// its shop has a PAN or not, at the moment it is placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LevyPolicy {
    pub commission_gst: Rate,
    pub tcs: Rate,
    pub tds: Rate,
    pub tds_without_pan: Rate,
}

impl Default for LevyPolicy {
    fn default() -> Self {
        Self {
            commission_gst: Levies::DEFAULT.commission_gst,
            tcs: Levies::DEFAULT.tcs,
            tds: Levies::DEFAULT.tds,
            tds_without_pan: Levies::TDS_WITHOUT_PAN,
        }
    }
}

impl LevyPolicy {
    /// The rates fixed on an order of a shop that has a PAN, or has none.
    #[must_use]
    pub const fn for_shop(self, has_pan: bool) -> Levies {
        Levies {
            commission_gst: self.commission_gst,
            tcs: self.tcs,
            tds: if has_pan { self.tds } else { self.tds_without_pan },
        }
    }
}

/// The shop's money from some units of an order, each figure as the ledger posts it (positive;
/// the ledger signs the deductions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Earnings {
    /// What the buyer paid for the items after the shop's own coupon.
    pub sale_credit: Money,
    pub commission: Money,
    pub commission_gst: Money,
    pub tcs: Money,
    pub tds: Money,
}

impl Earnings {
    /// The figures of `credit` (tax-inclusive) whose tax-exclusive value is `taxable`, on which
    /// the platform's commission is `commission` (`crate::commission::commission_on`, each part
    /// of the credit at its line's rate). `tcs` is `None` when the supply bears no TCS (an
    /// unregistered shop), else how its TCS is split.
    ///
    /// # Errors
    /// When a figure overflows.
    pub fn of(
        credit: Money,
        taxable: Money,
        commission: Money,
        levies: Levies,
        tcs: Option<Regime>,
    ) -> Result<Self, MoneyError> {
        let tcs = match tcs {
            // Collected as two halves, each rounded, as GSTR-8 reports them.
            Some(regime) if regime.is_split() => {
                let product = i128::from(taxable.paise()) * i128::from(levies.tcs.basis_points());
                let half = i64::try_from(rounded_div(product, 20_000)).map_err(|_| MoneyError::Overflow)?;
                Money::from_paise(half).checked_mul(2)?
            }
            Some(_) => taxable.apply_rate(levies.tcs),
            None => Money::ZERO,
        };
        Ok(Self {
            sale_credit: credit,
            commission,
            commission_gst: commission.apply_rate(levies.commission_gst),
            tcs,
            tds: credit.apply_rate(levies.tds),
        })
    }

    /// What the shop keeps: the sale less every charge.
    ///
    /// # Errors
    /// When a figure overflows.
    pub fn net(&self) -> Result<Money, MoneyError> {
        self.sale_credit
            .checked_sub(self.commission)?
            .checked_sub(self.commission_gst)?
            .checked_sub(self.tcs)?
            .checked_sub(self.tds)
    }

    /// The figures as a statement's columns: the sale, each charge, and the net.
    ///
    /// # Errors
    /// When the net overflows.
    pub fn with_net(&self) -> Result<[Money; 6], MoneyError> {
        Ok([
            self.sale_credit,
            self.commission,
            self.commission_gst,
            self.tcs,
            self.tds,
            self.net()?,
        ])
    }

    /// `self − earlier`, figure by figure: what the units between two counts carry.
    ///
    /// # Errors
    /// When a figure overflows.
    pub fn checked_sub(&self, earlier: &Earnings) -> Result<Earnings, MoneyError> {
        Ok(Earnings {
            sale_credit: self.sale_credit.checked_sub(earlier.sale_credit)?,
            commission: self.commission.checked_sub(earlier.commission)?,
            commission_gst: self.commission_gst.checked_sub(earlier.commission_gst)?,
            tcs: self.tcs.checked_sub(earlier.tcs)?,
            tds: self.tds.checked_sub(earlier.tds)?,
        })
    }

    /// `self + other`, figure by figure.
    ///
    /// # Errors
    /// When a figure overflows.
    pub fn checked_add(&self, other: &Earnings) -> Result<Earnings, MoneyError> {
        Ok(Earnings {
            sale_credit: self.sale_credit.checked_add(other.sale_credit)?,
            commission: self.commission.checked_add(other.commission)?,
            commission_gst: self.commission_gst.checked_add(other.commission_gst)?,
            tcs: self.tcs.checked_add(other.tcs)?,
            tds: self.tds.checked_add(other.tds)?,
        })
    }

    /// The ledger's kinds with their figures, in posting order.
    #[must_use]
    pub fn lines(&self) -> [(&'static str, Money); 5] {
        [
            ("sale_credit", self.sale_credit),
            ("commission", self.commission),
            ("commission_gst", self.commission_gst),
            ("tcs", self.tcs),
            ("tds", self.tds),
        ]
    }
}

/// `numerator / denominator` rounded to the nearest whole, halves away from zero.
fn rounded_div(numerator: i128, denominator: i128) -> i128 {
    let half = denominator / 2;
    if numerator >= 0 {
        (numerator + half) / denominator
    } else {
        (numerator - half) / denominator
    }
}

/// The tax-exclusive value of the tax-inclusive `amount` at `rate`: the amount less its tax, the
/// tax rounded once to the paisa, halves up. It never falls as the amount grows, so the value of
/// more units is never less than that of fewer.
#[must_use]
pub fn value_without_tax(amount: Money, rate: GstRate) -> Money {
    let r = i128::from(rate.basis_points());
    let paise = i128::from(amount.paise());
    let whole = 10_000 + r;
    let tax = (paise * r + whole / 2) / whole;
    Money::from_paise(amount.paise() - i64::try_from(tax).unwrap_or(0))
}
