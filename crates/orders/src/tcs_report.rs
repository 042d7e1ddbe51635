//! The operator's monthly TCS report (docs/tax.md "TCS report"): per supplier GSTIN, the figures
//! GSTR-8 asks of an e-commerce operator for a month: the value without GST of the supplies made
//! through it that bear TCS, the value of those returned, the net liable for TCS, and the TCS
//! collected as IGST, CGST and SGST (or UTGST). Read from the ledger's TCS lines, each of which
//! records the supply it was collected on, so the report always agrees with what was collected.

use kernel::{Money, MoneyError};

/// One supplier's supplies in the month, to registered buyers (who gave a GSTIN at checkout,
/// GSTR-8 Table 3 "B2B") or to the others ("B2C").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TcsReportRow {
    pub supplier_gstin: String,
    /// The supplier's legal name, as its latest order in the month recorded it.
    pub supplier_name: String,
    pub to_registered: bool,
    /// The value without GST of the supplies delivered in the month.
    pub gross: Money,
    /// The value without GST of the supplies returned in the month.
    pub returned: Money,
    /// TCS collected as IGST, net of the month's returns.
    pub integrated: Money,
    /// TCS collected as CGST and SGST (or UTGST) together, net of the month's returns.
    pub split: Money,
}

impl TcsReportRow {
    /// The net amount liable for TCS: supplies made less supplies returned.
    ///
    /// # Errors
    /// When the difference overflows.
    pub fn net(&self) -> Result<Money, MoneyError> {
        self.gross.checked_sub(self.returned)
    }

    /// The CGST and SGST (or UTGST) halves of the split TCS. Each delivery collects two equal
    /// halves, so the sum is even and the halves equal; an odd paisa would go to SGST.
    #[must_use]
    pub fn halves(&self) -> (Money, Money) {
        let central = self.split.paise() / 2;
        (
            Money::from_paise(central),
            Money::from_paise(self.split.paise() - central),
        )
    }
}

/// The report's totals over its rows: gross, returned, net, IGST, CGST, SGST.
///
/// # Errors
/// When a sum overflows.
pub fn totals(rows: &[TcsReportRow]) -> Result<[Money; 6], MoneyError> {
    let mut sums = [Money::ZERO; 6];
    for row in rows {
        let (central, state) = row.halves();
        let figures = [
            row.gross,
            row.returned,
            row.net()?,
            row.integrated,
            central,
            state,
        ];
        for (sum, figure) in sums.iter_mut().zip(figures) {
            *sum = sum.checked_add(figure)?;
        }
    }
    Ok(sums)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn row(gross: i64, returned: i64, integrated: i64, split: i64) -> TcsReportRow {
        TcsReportRow {
            supplier_gstin: "29AAHFH4821K1Z4".to_owned(),
            supplier_name: "Handloom House LLP".to_owned(),
            to_registered: false,
            gross: Money::from_paise(gross),
            returned: Money::from_paise(returned),
            integrated: Money::from_paise(integrated),
            split: Money::from_paise(split),
        }
    }

    #[test]
    fn the_net_is_supplies_less_returns_and_the_split_tcs_halves() {
        // ₹952.38 supplied twice, once returned; ₹4.76 as 2.38 + 2.38.
        let one = row(190_476, 95_238, 0, 476);
        assert_eq!(one.net().unwrap(), Money::from_paise(95_238));
        assert_eq!(one.halves(), (Money::from_paise(238), Money::from_paise(238)));
        let two = row(100_000, 0, 500, 0);
        assert_eq!(
            totals(&[one, two]).unwrap().map(Money::paise),
            [290_476, 95_238, 195_238, 500, 238, 238]
        );
    }

    proptest! {
        #[test]
        fn the_halves_add_up_to_the_split_tcs(split in -10_000_000i64..10_000_000) {
            let (central, state) = row(0, 0, 0, split).halves();
            prop_assert_eq!(central.paise() + state.paise(), split);
            prop_assert!((state.paise() - central.paise()).abs() <= 1);
        }
    }
}
