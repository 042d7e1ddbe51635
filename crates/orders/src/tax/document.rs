//! An order's tax invoice as CGST Rule 46 asks it to read (docs/tax.md "The tax invoice"): every
//! field and figure worked out here, so the PDF adapter only lays them out.

use chrono::NaiveDate;
use identity::IndianState;
use kernel::{GstRate, Hsn, Money};

use super::invoice::{InvoiceFigures, InvoiceInput, InvoiceLineInput, TaxedLine};
use super::number::DocumentNumber;
use super::place::Regime;
use super::words::rupees_in_words;
use crate::order::Order;

/// A tax invoice from a GST-registered shop, or a bill of supply from one that is not (it may not
/// charge tax, so its lines carry none).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DocumentKind {
    TaxInvoice,
    BillOfSupply,
}

/// A party's name and address as printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Party {
    pub name: String,
    pub address_lines: Vec<String>,
    pub state: Option<IndianState>,
    pub gstin: Option<String>,
}

/// What a printed line is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Description {
    /// An item, described as the order recorded it.
    Goods(String),
    /// The order's shipping charge.
    Shipping,
    /// The operator's commission on a month's sales (a commission invoice's one line).
    Commission,
}

/// One printed line: an item, the shipping charge, or the operator's commission.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrintedLine {
    pub description: Description,
    /// The goods' HSN code, or the service's SAC code; `None` for shipping, which is part of the
    /// composite supply of the goods.
    pub hsn: Option<Hsn>,
    /// Units, printed "2 Nos"; `None` for a service.
    pub quantity: Option<u32>,
    /// Its figures, with the slab they were taxed at (`figures.tax.rate`).
    pub figures: TaxedLine,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxInvoice {
    pub kind: DocumentKind,
    pub number: DocumentNumber,
    /// The day the order was placed (or the document issued), in India.
    pub date: NaiveDate,
    /// What it invoices.
    pub reference: Reference,
    pub supplier: Party,
    /// The buyer: the delivery address's name, with their GSTIN when they gave one; or the shop
    /// a commission invoice is issued to.
    pub recipient: Party,
    /// Where goods went; `None` for a service.
    pub ship_to: Option<Party>,
    /// The delivery address's state (IGST Act s.10(1)(a)); for the operator's commission, the
    /// shop's state (s.12(2)).
    pub place_of_supply: IndianState,
    pub regime: Regime,
    pub lines: Vec<PrintedLine>,
    pub taxable: Money,
    pub central: Money,
    /// SGST, or UTGST under [`Regime::CgstUtgst`].
    pub state: Money,
    pub integrated: Money,
    pub total: Money,
    /// The total in words, in Indian numbering.
    pub total_in_words: String,
    /// Tax payable on reverse charge: never, for goods a shop sells.
    pub reverse_charge: bool,
    /// For a credit note: the invoice it is issued against. `None` on an invoice.
    pub credit_note_of: Option<CreditNoteOf>,
}

impl PrintedLine {
    /// The code printed in the HSN/SAC column: the goods' HSN code, the commission's SAC code,
    /// nothing for shipping.
    #[must_use]
    pub fn code(&self) -> Option<&str> {
        match (&self.description, &self.hsn) {
            (_, Some(hsn)) => Some(hsn.as_str()),
            (Description::Commission, None) => Some(super::commission::COMMISSION_SAC),
            _ => None,
        }
    }
}

/// What a document is issued for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reference {
    /// An order's goods: the order's id.
    Order(String),
    /// The operator's services over a month: its first and last day.
    Period { from: NaiveDate, to: NaiveDate },
}

/// The invoice a credit note reduces (CGST Act s.34, Rule 53), and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreditNoteOf {
    pub invoice: DocumentNumber,
    /// The invoice's date, in India.
    pub invoice_date: NaiveDate,
    pub reason: CreditReason,
}

/// Why a credit note was issued.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CreditReason {
    /// The buyer returned goods.
    SalesReturn,
    /// The order was cancelled before delivery: the whole invoice is credited.
    Cancellation,
}

/// Every line of `order`, whole: what its invoice prints, and what a cancellation credits.
fn every_line(order: &Order) -> Vec<Item<'_>> {
    order
        .lines
        .iter()
        .map(|line| Item {
            line,
            units: line.qty,
            value: line.total,
            discount: line.discount,
        })
        .collect()
}

/// One line to print: the order line it is of, how many units, and their value and discount.
struct Item<'a> {
    line: &'a crate::order::OrderLine,
    units: u32,
    value: Money,
    discount: Money,
}

#[derive(Debug, thiserror::Error)]
pub enum InvoiceError {
    /// Placed before Haat issued invoices: there is no number, so no invoice.
    #[error("this order has no invoice")]
    NotInvoiced,
    #[error("the order's invoice facts are not consistent: {0}")]
    Inconsistent(String),
    /// The return was not approved, or was approved without a credit note (an order placed
    /// before invoices).
    #[error("this return has no credit note")]
    NoCreditNote,
}

impl TaxInvoice {
    /// The invoice of `order`.
    ///
    /// # Errors
    /// [`InvoiceError::NotInvoiced`] for an order placed before invoices;
    /// [`InvoiceError::Inconsistent`] when its stored facts do not add up (corruption).
    pub fn of(order: &Order) -> Result<Self, InvoiceError> {
        let Some(number) = order.invoice_number.clone() else {
            return Err(InvoiceError::NotInvoiced);
        };
        let items = every_line(order);
        let document = Self::build(
            order,
            &items,
            order.shipping,
            number,
            kernel::today_in_india(order.created_at),
            None,
        )?;
        if document.total != order.total {
            return Err(InvoiceError::Inconsistent(
                "the invoice does not add up to the order's total".to_owned(),
            ));
        }
        Ok(document)
    }

    /// The credit note of `order`'s approved return numbered `return_number`: its units' value,
    /// discount and tax, and the shipping refunded with them, against the order's invoice.
    ///
    /// # Errors
    /// [`InvoiceError::NoCreditNote`] when the return has none; [`InvoiceError::Inconsistent`]
    /// when its figures do not add up to what it refunded (corruption).
    pub fn credit_note(order: &Order, return_number: u32) -> Result<Self, InvoiceError> {
        use crate::returns::{ReturnStatus, Shares, units_in};
        let ret = order
            .returns
            .iter()
            .find(|r| r.number == return_number && r.status == ReturnStatus::Approved)
            .ok_or(InvoiceError::NoCreditNote)?;
        let (Some(note), Some(invoice), Some(figures)) =
            (&ret.credit_note, &order.invoice_number, ret.figures)
        else {
            return Err(InvoiceError::NoCreditNote);
        };
        let inconsistent = |e: &dyn std::fmt::Display| InvoiceError::Inconsistent(e.to_string());
        let before = units_in(order, |r| {
            r.status == ReturnStatus::Approved && r.number < ret.number
        });
        let mut more = vec![0u32; order.lines.len()];
        for line in &ret.lines {
            if let Some(slot) = usize::try_from(line.line).ok().and_then(|i| more.get_mut(i)) {
                *slot = line.qty;
            }
        }
        let credited = Shares::of(order)
            .and_then(|shares| shares.credited(&before, &more))
            .map_err(|e| inconsistent(&e))?;
        let items: Vec<Item<'_>> = credited
            .lines
            .iter()
            .filter_map(|c| {
                order.lines.get(c.line).map(|line| Item {
                    line,
                    units: c.units,
                    value: c.value,
                    discount: c.discount,
                })
            })
            .collect();
        let document = Self::build(
            order,
            &items,
            credited.shipping,
            note.number.clone(),
            kernel::today_in_india(note.issued_at),
            Some(CreditNoteOf {
                invoice: invoice.clone(),
                invoice_date: kernel::today_in_india(order.created_at),
                reason: CreditReason::SalesReturn,
            }),
        )?;
        if document.total != figures.amount {
            return Err(inconsistent(&"the credit note does not add up to the refund"));
        }
        Ok(document)
    }

    /// The credit note that cancelled `order`'s invoice when the order was cancelled: every
    /// line and the shipping, as on the invoice.
    ///
    /// # Errors
    /// [`InvoiceError::NoCreditNote`] when the order was not cancelled with one;
    /// [`InvoiceError::Inconsistent`] when it does not add up to the order (corruption).
    pub fn cancellation_credit_note(order: &Order) -> Result<Self, InvoiceError> {
        let (Some(note), Some(invoice)) = (&order.cancellation_credit_note, &order.invoice_number) else {
            return Err(InvoiceError::NoCreditNote);
        };
        let items = every_line(order);
        let document = Self::build(
            order,
            &items,
            order.shipping,
            note.number.clone(),
            kernel::today_in_india(note.issued_at),
            Some(CreditNoteOf {
                invoice: invoice.clone(),
                invoice_date: kernel::today_in_india(order.created_at),
                reason: CreditReason::Cancellation,
            }),
        )?;
        if document.total != order.total {
            return Err(InvoiceError::Inconsistent(
                "the cancellation's credit note does not add up to the order's total".to_owned(),
            ));
        }
        Ok(document)
    }

    /// The document of `items` and `shipping` from `order`'s supplier to its buyer.
    fn build(
        order: &Order,
        items: &[Item<'_>],
        shipping: Money,
        number: DocumentNumber,
        date: NaiveDate,
        credit_note_of: Option<CreditNoteOf>,
    ) -> Result<Self, InvoiceError> {
        let Some(supplier) = order.supplier.as_ref() else {
            return Err(InvoiceError::NotInvoiced);
        };
        let inconsistent = |what: &str| InvoiceError::Inconsistent(what.to_owned());
        let kind = if supplier.gstin.is_some() {
            DocumentKind::TaxInvoice
        } else {
            DocumentKind::BillOfSupply
        };
        let place_of_supply = IndianState::parse(&order.address.state)
            .map_err(|_| inconsistent("the delivery state is not a state"))?;
        let supplier_state = supplier
            .state()
            .ok_or_else(|| inconsistent("the shop has no state"))?;
        let regime = Regime::between(supplier_state, place_of_supply);
        let rated: Vec<(&Item<'_>, Hsn, GstRate)> = items
            .iter()
            .map(|item| {
                let (hsn, rate) = item
                    .line
                    .tax
                    .clone()
                    .ok_or_else(|| inconsistent("a line has no HSN code"))?;
                // A bill of supply charges no tax, whatever the product's slab.
                let rate = if kind == DocumentKind::BillOfSupply {
                    GstRate::ZERO
                } else {
                    rate
                };
                Ok((item, hsn, rate))
            })
            .collect::<Result<_, InvoiceError>>()?;
        // Shipping is taxed at the highest rate among the order's lines, as on its invoice, even
        // when a credit note holds only some of them.
        let shipping_rate = if kind == DocumentKind::BillOfSupply {
            GstRate::ZERO
        } else {
            order
                .lines
                .iter()
                .filter_map(|line| line.tax.as_ref().map(|(_, rate)| *rate))
                .max()
                .unwrap_or(GstRate::ZERO)
        };
        let figures = InvoiceFigures::of(&InvoiceInput {
            lines: rated
                .iter()
                .map(|(item, _, rate)| InvoiceLineInput {
                    value: item.value,
                    discount: item.discount,
                    rate: *rate,
                })
                .collect(),
            shipping,
            shipping_rate: Some(shipping_rate),
            regime,
        })
        .map_err(|e| InvoiceError::Inconsistent(e.to_string()))?;
        let mut lines: Vec<PrintedLine> = rated
            .iter()
            .zip(&figures.lines)
            .map(|((item, hsn, _), taxed)| PrintedLine {
                description: Description::Goods(describe(item.line)),
                hsn: Some(hsn.clone()),
                quantity: Some(item.units),
                figures: *taxed,
            })
            .collect();
        if let Some(shipping) = figures.shipping {
            lines.push(PrintedLine {
                description: Description::Shipping,
                hsn: None,
                quantity: None,
                figures: shipping,
            });
        }
        let address = &order.address;
        let delivery_lines: Vec<String> = [
            Some(address.address1.clone()),
            address.address2.clone().filter(|a| !a.trim().is_empty()),
            Some(format!("{} {}", address.city, address.zip_code)),
        ]
        .into_iter()
        .flatten()
        .collect();
        let buyer_gstin = order.buyer_gstin.as_ref().map(|g| g.as_str().to_owned());
        Ok(Self {
            kind,
            number,
            date,
            reference: Reference::Order(order.id.to_string()),
            supplier: Party {
                name: supplier.name.clone(),
                address_lines: vec![supplier.address.clone(), format!("PIN {}", supplier.zip_code)],
                state: Some(supplier_state),
                gstin: supplier.gstin.as_ref().map(|g| g.as_str().to_owned()),
            },
            recipient: Party {
                name: address.name.clone(),
                address_lines: delivery_lines.clone(),
                state: Some(place_of_supply),
                gstin: buyer_gstin,
            },
            ship_to: Some(Party {
                name: address.name.clone(),
                address_lines: delivery_lines,
                state: Some(place_of_supply),
                gstin: None,
            }),
            place_of_supply,
            regime,
            lines,
            taxable: figures.taxable,
            central: figures.central,
            state: figures.state,
            integrated: figures.integrated,
            total: figures.total,
            total_in_words: rupees_in_words(figures.total),
            reverse_charge: false,
            credit_note_of,
        })
    }
}

/// The shop's state, read from its PIN code.
/// The item's name with its size and colour: "Cotton kurta (M, Indigo)".
fn describe(line: &crate::order::OrderLine) -> String {
    let details: Vec<&str> = [line.size.as_deref(), line.colour.as_deref()]
        .into_iter()
        .flatten()
        .collect();
    if details.is_empty() {
        line.name.clone()
    } else {
        format!("{} ({})", line.name, details.join(", "))
    }
}
