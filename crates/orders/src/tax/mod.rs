//! GST on what Haat's shops sell (docs/tax.md): the rate slabs, HSN codes, the place of supply and
//! the split of a tax-inclusive amount into its taxable value and CGST + SGST (or UTGST), or IGST,
//! exact to the paisa; and an amount in words, as a tax invoice writes it.
//!
//! Prices are tax-inclusive, as Indian storefronts show them: the tax is taken out of what the
//! shopper paid, never added to it, so an invoice always adds up to the order's total.

pub mod commission;
pub mod document;
pub mod invoice;
pub mod number;
pub mod place;
pub mod split;
pub mod words;

pub use commission::{CommissionCharge, CommissionInvoiceError};
pub use document::{
    CreditNoteOf, CreditReason, Description, DocumentKind, InvoiceError, Party, PrintedLine, Reference,
    TaxInvoice,
};
pub use invoice::{InvoiceFigures, InvoiceInput, InvoiceLineInput, TaxedLine};
pub use kernel::tax::{GstRate, GstRateError, Hsn, HsnError};
pub use number::{DocumentNumber, DocumentNumberError, FinancialYear, Series};
pub use place::Regime;
pub use split::{LineTax, split_inclusive};
pub use words::rupees_in_words;
