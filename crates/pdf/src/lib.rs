//! Haat's documents as PDF (docs/tax.md "The tax invoice"; ADR 0025). Every figure and field
//! comes worked out from the domain ([`orders::tax::TaxInvoice`]); this crate only places them on
//! the page, in the reader's language, with the Noto fonts bundled in `fonts/` (SIL Open Font
//! License), so ₹ and Devanagari render and nothing is fetched at run time. Text is drawn as
//! real text, so it can be searched, copied and read back (`pdftotext`).

mod layout;
mod statement;

use kernel::{Language, Texts};
use orders::statement::Statement;
use orders::tax::TaxInvoice;

pub use layout::money;

/// `invoice` as an A4 landscape PDF, its labels in `language`; `marketplace` is the operator's
/// name, which the footer says the goods were sold through.
///
/// # Errors
/// When krilla cannot write the document (a font it cannot read).
pub fn tax_invoice(
    invoice: &TaxInvoice,
    texts: &dyn Texts,
    language: Language,
    marketplace: &str,
) -> anyhow::Result<Vec<u8>> {
    layout::invoice(invoice, &layout::Labels { texts, language }, marketplace)
}

/// A shop's settlement statement for a month as an A4 landscape PDF, its labels in `language`;
/// `shop` is the shop's name as the heading writes it.
///
/// # Errors
/// When krilla cannot write the document, or a net overflows.
pub fn settlement_statement(
    statement: &Statement,
    shop: &str,
    texts: &dyn Texts,
    language: Language,
) -> anyhow::Result<Vec<u8>> {
    statement::statement(statement, shop, &layout::Labels { texts, language })
}
