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

/// One printed line: an item, or the shipping charge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrintedLine {
    pub description: String,
    /// `None` for shipping, which is a service.
    pub hsn: Option<Hsn>,
    /// Units, printed "2 Nos"; `None` for shipping.
    pub quantity: Option<u32>,
    /// Its figures, with the slab they were taxed at (`figures.tax.rate`).
    pub figures: TaxedLine,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxInvoice {
    pub kind: DocumentKind,
    pub number: DocumentNumber,
    /// The day the order was placed, in India.
    pub date: NaiveDate,
    /// The order it invoices.
    pub order_id: String,
    pub supplier: Party,
    /// The buyer: the delivery address's name, with their GSTIN when they gave one.
    pub recipient: Party,
    pub ship_to: Party,
    /// The delivery address's state (IGST Act s.10(1)(a)).
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
}

#[derive(Debug, thiserror::Error)]
pub enum InvoiceError {
    /// Placed before Haat issued invoices: there is no number, so no invoice.
    #[error("this order has no invoice")]
    NotInvoiced,
    #[error("the order's invoice facts are not consistent: {0}")]
    Inconsistent(String),
}

impl TaxInvoice {
    /// The invoice of `order`.
    ///
    /// # Errors
    /// [`InvoiceError::NotInvoiced`] for an order placed before invoices;
    /// [`InvoiceError::Inconsistent`] when its stored facts do not add up (corruption).
    pub fn of(order: &Order) -> Result<Self, InvoiceError> {
        let (Some(number), Some(supplier)) = (order.invoice_number.clone(), order.supplier.as_ref()) else {
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
        let rated: Vec<(&crate::order::OrderLine, Hsn, GstRate)> = order
            .lines
            .iter()
            .map(|line| {
                let (hsn, rate) = line
                    .tax
                    .clone()
                    .ok_or_else(|| inconsistent("a line has no HSN code"))?;
                // A bill of supply charges no tax, whatever the product's slab.
                let rate = if kind == DocumentKind::BillOfSupply {
                    GstRate::ZERO
                } else {
                    rate
                };
                Ok((line, hsn, rate))
            })
            .collect::<Result<_, InvoiceError>>()?;
        let figures = InvoiceFigures::of(&InvoiceInput {
            lines: rated
                .iter()
                .map(|(line, _, rate)| InvoiceLineInput {
                    value: line.total,
                    discount: line.discount,
                    rate: *rate,
                })
                .collect(),
            shipping: order.shipping,
            regime,
        })
        .map_err(|e| InvoiceError::Inconsistent(e.to_string()))?;
        if figures.total != order.total {
            return Err(inconsistent("the invoice does not add up to the order's total"));
        }
        let mut lines: Vec<PrintedLine> = rated
            .iter()
            .zip(&figures.lines)
            .map(|((line, hsn, _), taxed)| PrintedLine {
                description: describe(line),
                hsn: Some(hsn.clone()),
                quantity: Some(line.qty),
                figures: *taxed,
            })
            .collect();
        if let Some(shipping) = figures.shipping {
            lines.push(PrintedLine {
                description: "Shipping".to_owned(),
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
            date: kernel::today_in_india(order.created_at),
            order_id: order.id.to_string(),
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
            ship_to: Party {
                name: address.name.clone(),
                address_lines: delivery_lines,
                state: Some(place_of_supply),
                gstin: None,
            },
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
