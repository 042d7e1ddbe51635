//! The operator's commission invoices to its shops (docs/tax.md "Commission invoice"): once a
//! month is over, each shop that was charged commission in it gets one invoice for the month,
//! numbered in the operator's own series. It is issued the first time it is asked for and kept,
//! so every later download reads the same number and figures.

use async_trait::async_trait;
use kernel::{Money, ShopId, Timestamp};

use crate::statement::Month;
use crate::tax::DocumentNumber;

/// A commission invoice as issued.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedCommissionInvoice {
    pub number: DocumentNumber,
    pub issued_at: Timestamp,
    /// The commission it invoices, net of the month's refunds.
    pub commission: Money,
    /// The GST on it, as the ledger posted it.
    pub gst: Money,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait CommissionInvoices: Send + Sync {
    /// `shop`'s invoice for `month`: the one issued before, unchanged; or, when there is none, one
    /// issued `at` for `commission` and `gst` (above zero), numbered next in the operator's
    /// series for the financial year `at` falls in. Two servers asking at once issue one.
    async fn issue(
        &self,
        shop: ShopId,
        month: Month,
        commission: Money,
        gst: Money,
        at: Timestamp,
    ) -> anyhow::Result<IssuedCommissionInvoice>;
}
