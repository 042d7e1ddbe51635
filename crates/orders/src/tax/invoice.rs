//! An order's figures as its tax invoice prints them (docs/tax.md "The invoice's figures"): each
//! line's value, its share of the discount, the taxable value and each tax; shipping taxed as a
//! line of its own at the highest rate among the order's lines (ADR 0023); and the totals, which
//! add up to what the shopper paid.

use kernel::{Money, MoneyError};

use super::place::Regime;
use super::split::{LineTax, split_inclusive};
use kernel::GstRate;

/// One line of an order, as the invoice needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceLineInput {
    /// Price × quantity, tax included.
    pub value: Money,
    /// The line's share of the order's discount.
    pub discount: Money,
    pub rate: GstRate,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceInput {
    pub lines: Vec<InvoiceLineInput>,
    /// The order's shipping charge, tax included.
    pub shipping: Money,
    /// The rate shipping is taxed at; the highest among `lines` when `None` (ADR 0023). A credit
    /// note of some lines names the whole order's.
    pub shipping_rate: Option<GstRate>,
    pub regime: Regime,
}

/// A line taxed: its value and discount, and what is left split into taxable value and taxes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TaxedLine {
    pub value: Money,
    pub discount: Money,
    pub tax: LineTax,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceFigures {
    pub lines: Vec<TaxedLine>,
    /// Shipping as a line of its own; `None` when it was free.
    pub shipping: Option<TaxedLine>,
    pub taxable: Money,
    pub central: Money,
    pub state: Money,
    pub integrated: Money,
    /// What the shopper paid: the taxable value and every tax.
    pub total: Money,
}

impl InvoiceFigures {
    /// The figures of `input`.
    ///
    /// # Errors
    /// [`MoneyError::Negative`] when a discount is larger than its line; overflow.
    pub fn of(input: &InvoiceInput) -> Result<Self, MoneyError> {
        let lines = input
            .lines
            .iter()
            .map(|line| {
                let paid = line.value.checked_sub(line.discount)?;
                Ok(TaxedLine {
                    value: line.value,
                    discount: line.discount,
                    tax: split_inclusive(paid, line.rate, input.regime)?,
                })
            })
            .collect::<Result<Vec<_>, MoneyError>>()?;
        // Delivery is part of one composite supply with the goods; when the goods bear several
        // rates, the highest is taken, so the tax is never understated (ADR 0023).
        let shipping_rate = input.shipping_rate.unwrap_or_else(|| {
            input
                .lines
                .iter()
                .map(|line| line.rate)
                .max()
                .unwrap_or(GstRate::ZERO)
        });
        let shipping = if input.shipping.is_zero() {
            None
        } else {
            Some(TaxedLine {
                value: input.shipping,
                discount: Money::ZERO,
                tax: split_inclusive(input.shipping, shipping_rate, input.regime)?,
            })
        };
        let all: Vec<&TaxedLine> = lines.iter().chain(shipping.iter()).collect();
        let sum = |part: fn(&LineTax) -> Money| Money::checked_sum(all.iter().map(|line| part(&line.tax)));
        let taxable = sum(|t| t.taxable)?;
        let central = sum(|t| t.central)?;
        let state = sum(|t| t.state)?;
        let integrated = sum(|t| t.integrated)?;
        let total = Money::checked_sum([taxable, central, state, integrated])?;
        Ok(Self {
            lines,
            shipping,
            taxable,
            central,
            state,
            integrated,
            total,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rupees(paise: i64) -> Money {
        Money::from_paise(paise)
    }

    #[test]
    fn shipping_is_taxed_at_the_highest_rate_of_the_lines() {
        let figures = InvoiceFigures::of(&InvoiceInput {
            lines: vec![
                InvoiceLineInput {
                    value: rupees(105_000),
                    discount: rupees(5_000),
                    rate: "5".parse().unwrap(),
                },
                InvoiceLineInput {
                    value: rupees(23_600),
                    discount: Money::ZERO,
                    rate: "18".parse().unwrap(),
                },
            ],
            shipping: rupees(5_900),
            shipping_rate: None,
            regime: Regime::Igst,
        })
        .unwrap();
        // ₹1,000 at 5 %: 47.62 IGST; ₹236 at 18 %: 36.00; ₹59 of shipping at 18 %: 9.00.
        assert_eq!(figures.lines[0].tax.integrated, rupees(4_762));
        assert_eq!(figures.lines[1].tax.integrated, rupees(3_600));
        let shipping = figures.shipping.unwrap();
        assert_eq!(
            (shipping.tax.rate.to_string(), shipping.tax.integrated),
            ("18".into(), rupees(900))
        );
        assert_eq!(figures.integrated, rupees(9_262));
        assert_eq!(figures.total, rupees(100_000 + 23_600 + 5_900));
        assert_eq!(figures.taxable, rupees(129_500 - 9_262));
    }

    fn orders() -> impl Strategy<Value = InvoiceInput> {
        let line =
            (1i64..5_000_000, 0u32..=100, 0usize..GstRate::SLABS.len()).prop_map(|(value, off, slab)| {
                InvoiceLineInput {
                    value: Money::from_paise(value),
                    discount: Money::from_paise(value * i64::from(off) / 100),
                    rate: GstRate::SLABS[slab],
                }
            });
        let regime = prop_oneof![
            Just(Regime::CgstSgst),
            Just(Regime::CgstUtgst),
            Just(Regime::Igst)
        ];
        (prop::collection::vec(line, 1..12), 0i64..100_000, regime).prop_map(|(lines, shipping, regime)| {
            InvoiceInput {
                lines,
                shipping: Money::from_paise(shipping),
                shipping_rate: None,
                regime,
            }
        })
    }

    proptest! {
        /// For any order: taxable value + taxes is what was paid (lines less discounts, plus
        /// shipping) to the paisa, and CGST equals SGST.
        #[test]
        fn an_invoice_adds_up_to_what_was_paid(input in orders()) {
            let figures = InvoiceFigures::of(&input).unwrap();
            let paid = Money::checked_sum(
                input.lines.iter().map(|l| l.value.checked_sub(l.discount).unwrap()).chain([input.shipping]),
            )
            .unwrap();
            prop_assert_eq!(figures.total, paid);
            prop_assert_eq!(
                Money::checked_sum([figures.taxable, figures.central, figures.state, figures.integrated]).unwrap(),
                paid
            );
            prop_assert_eq!(figures.central, figures.state);
            if input.regime == Regime::Igst {
                prop_assert_eq!(figures.central, Money::ZERO);
            } else {
                prop_assert_eq!(figures.integrated, Money::ZERO);
            }
        }
    }
}
