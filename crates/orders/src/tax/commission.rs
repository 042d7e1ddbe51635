//! The operator's monthly commission invoice to a shop (docs/tax.md "Commission invoice"): the
//! marketplace supplies a service to each shop, its commission, and charges GST on it. Once a
//! month is over, the invoice states the commission the ledger charged the shop in that month and
//! the GST charged on it, both net of the refunds posted in the month, exactly as posted: what
//! the shop was charged is what the invoice says, to the paisa.
//!
//! The GST was charged order by order (`crate::earnings`), each rounded, so the month's GST is
//! the sum of those and not 18 % of the month's commission rounded once. Within a state it is
//! printed as two halves; when the sum is an odd number of paise, SGST carries the odd paisa.

use chrono::NaiveDate;
use kernel::{GstRate, Money, MoneyError};

use super::document::{Description, DocumentKind, Party, PrintedLine, Reference, TaxInvoice};
use super::invoice::TaxedLine;
use super::number::DocumentNumber;
use super::place::Regime;
use super::split::LineTax;
use super::words::rupees_in_words;
use crate::statement::Month;

/// The service's code (SAC 998599, "other support services n.e.c."), as Indian marketplaces
/// invoice their commission.
pub const COMMISSION_SAC: &str = "998599";

/// What the ledger charged a shop in a month.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommissionCharge {
    /// The commission, net of the month's refunds.
    pub commission: Money,
    /// The GST on it, as posted.
    pub gst: Money,
    /// The rate the GST was charged at, as printed.
    pub rate: GstRate,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CommissionInvoiceError {
    /// No commission in the month, or refunds that took back more than it charged: there is
    /// nothing to invoice.
    #[error("no commission was charged in the month")]
    NothingCharged,
    /// The operator or the shop has no state, so there is no place of supply.
    #[error("the {0} has no state")]
    NoState(&'static str),
    #[error(transparent)]
    Money(#[from] MoneyError),
}

impl TaxInvoice {
    /// The operator's invoice `number` of `date` to `shop` for the commission `charge` over
    /// `month`. The place of supply of a service to a business is where the recipient is (IGST
    /// Act s.12(2)): the shop's state.
    ///
    /// # Errors
    /// [`CommissionInvoiceError::NothingCharged`] when the commission is not above zero;
    /// [`CommissionInvoiceError::NoState`] when a party has no state.
    pub fn commission(
        number: DocumentNumber,
        date: NaiveDate,
        month: Month,
        operator: Party,
        shop: Party,
        charge: CommissionCharge,
    ) -> Result<Self, CommissionInvoiceError> {
        if charge.commission.is_negative() || charge.commission.is_zero() || charge.gst.is_negative() {
            return Err(CommissionInvoiceError::NothingCharged);
        }
        let from = operator
            .state
            .ok_or(CommissionInvoiceError::NoState("operator"))?;
        let place_of_supply = shop.state.ok_or(CommissionInvoiceError::NoState("shop"))?;
        let regime = Regime::between(from, place_of_supply);
        let tax = split(charge, regime);
        let total = charge.commission.checked_add(charge.gst)?;
        Ok(Self {
            kind: DocumentKind::TaxInvoice,
            number,
            date,
            reference: Reference::Period {
                from: month.first_day(),
                to: month.last_day(),
            },
            supplier: operator,
            recipient: shop,
            ship_to: None,
            place_of_supply,
            regime,
            lines: vec![PrintedLine {
                description: Description::Commission,
                hsn: None,
                quantity: None,
                figures: TaxedLine {
                    value: charge.commission,
                    discount: Money::ZERO,
                    tax,
                },
            }],
            taxable: charge.commission,
            central: tax.central,
            state: tax.state,
            integrated: tax.integrated,
            total,
            total_in_words: rupees_in_words(total),
            reverse_charge: false,
            credit_note_of: None,
        })
    }
}

/// The GST charged, as the regime splits it: whole as IGST, or in two halves, SGST (or UTGST)
/// taking an odd paisa.
fn split(charge: CommissionCharge, regime: Regime) -> LineTax {
    let gst = charge.gst.paise();
    let (central, state, integrated) = if regime.is_split() {
        let central = gst / 2;
        (central, gst - central, 0)
    } else {
        (0, 0, gst)
    };
    LineTax {
        rate: charge.rate,
        regime,
        taxable: charge.commission,
        central: Money::from_paise(central),
        state: Money::from_paise(state),
        integrated: Money::from_paise(integrated),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tax::number::{FinancialYear, Series};
    use identity::IndianState;
    use proptest::prelude::*;

    fn party(name: &str, state: &str) -> Party {
        Party {
            name: name.to_owned(),
            address_lines: vec!["1 Main Road".to_owned()],
            state: Some(IndianState::parse(state).unwrap()),
            gstin: None,
        }
    }

    fn invoice(
        operator: &str,
        shop: &str,
        commission: i64,
        gst: i64,
    ) -> Result<TaxInvoice, CommissionInvoiceError> {
        TaxInvoice::commission(
            DocumentNumber::new(Series::Commission, FinancialYear::starting_in(2026), 1).unwrap(),
            NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(),
            Month::parse("2026-11").unwrap(),
            party("Haat Marketplace Pvt Ltd", operator),
            party("Meera's Looms", shop),
            CommissionCharge {
                commission: Money::from_paise(commission),
                gst: Money::from_paise(gst),
                rate: GstRate::EIGHTEEN,
            },
        )
    }

    #[test]
    fn a_shop_in_the_operators_state_pays_cgst_and_sgst_and_one_elsewhere_igst() {
        // ₹200.00 of commission on two orders, ₹36.00 of GST on it.
        let within = invoice("Karnataka", "Karnataka", 20_000, 3_600).unwrap();
        assert_eq!(within.regime, Regime::CgstSgst);
        assert_eq!(
            (within.central, within.state),
            (Money::from_paise(1_800), Money::from_paise(1_800))
        );
        assert_eq!(within.total, Money::from_paise(23_600));
        assert_eq!(within.total_in_words, "Rupees Two Hundred Thirty Six Only");
        assert_eq!(within.ship_to, None);
        assert_eq!(
            within.reference,
            Reference::Period {
                from: NaiveDate::from_ymd_opt(2026, 11, 1).unwrap(),
                to: NaiveDate::from_ymd_opt(2026, 11, 30).unwrap(),
            }
        );
        let across = invoice("Karnataka", "Rajasthan", 20_000, 3_600).unwrap();
        assert_eq!(across.regime, Regime::Igst);
        assert_eq!(across.integrated, Money::from_paise(3_600));
        assert_eq!(across.place_of_supply, IndianState::parse("Rajasthan").unwrap());
        // An odd paisa of GST, charged order by order, goes to SGST.
        let odd = invoice("Karnataka", "Karnataka", 1_003, 181).unwrap();
        assert_eq!(
            (odd.central, odd.state),
            (Money::from_paise(90), Money::from_paise(91))
        );
    }

    #[test]
    fn a_month_without_commission_has_no_invoice() {
        assert_eq!(
            invoice("Karnataka", "Karnataka", 0, 0).unwrap_err(),
            CommissionInvoiceError::NothingCharged
        );
        assert_eq!(
            invoice("Karnataka", "Karnataka", -500, -90).unwrap_err(),
            CommissionInvoiceError::NothingCharged
        );
    }

    proptest! {
        #[test]
        fn the_invoice_states_exactly_what_was_charged(
            commission in 1i64..10_000_000_000,
            gst in 0i64..2_000_000_000,
            within in any::<bool>(),
        ) {
            let shop = if within { "Karnataka" } else { "Goa" };
            let document = invoice("Karnataka", shop, commission, gst).unwrap();
            prop_assert_eq!(document.taxable, Money::from_paise(commission));
            prop_assert_eq!(
                Money::checked_sum([document.central, document.state, document.integrated]).unwrap(),
                Money::from_paise(gst)
            );
            prop_assert_eq!(document.total, Money::from_paise(commission + gst));
            prop_assert!(document.state.paise() - document.central.paise() <= 1);
            prop_assert!(document.central <= document.state);
        }
    }
}
