//! A shop's ledger (docs/product.md §7.7): append-only lines in four accounts, so the money
//! awaiting its refund window, the available balance, the money on hold and the money paid out
//! are each a sum. Lines are posted by the writes that cause them (delivery, settlement, refund,
//! withdrawals), each under a unique entry key; this module reads them.

use async_trait::async_trait;
use kernel::{Money, OrderId, Page, PageRequest, ShopId, Timestamp};

/// One movement of a shop's money.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LedgerLine {
    pub id: uuid::Uuid,
    /// `sale_credit`, `commission`, `commission_gst`, `tcs`, `tds`, `refund_reversal`,
    /// `refund_window_closed`, `withdrawal_hold`, `withdrawal_paid`, `hold_released`.
    pub kind: String,
    /// For a `refund_reversal`: the kind of the order's line it takes back (`None` for a
    /// reversal posted before the ledger named them, and for every other kind).
    pub reverses: Option<String>,
    /// `pending`, `available`, `held` or `paid_out`.
    pub account: String,
    /// Credit positive, debit negative.
    pub amount: Money,
    pub order: Option<OrderId>,
    pub withdrawal: Option<uuid::Uuid>,
    pub at: Timestamp,
}

/// The sums of a shop's four accounts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Balance {
    /// Earned from delivered orders whose refund window is still open (ADR 0011): a refund may
    /// still take it back, so it cannot be withdrawn yet.
    pub pending: Money,
    /// What the shop may withdraw.
    pub available: Money,
    pub held: Money,
    pub paid_out: Money,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait LedgerRepository: Send + Sync {
    /// The shop's balance in each account: the sums of its lines (zero for a shop with none).
    async fn balance(&self, shop: ShopId) -> anyhow::Result<Balance>;
    /// One page of the shop's lines, newest first, with their total.
    async fn lines(&self, shop: ShopId, page: PageRequest) -> anyhow::Result<Page<LedgerLine>>;
    /// Per order, the sums of the shop's sale and charge lines posted in `[from, until)`, each
    /// reversal counted against the kind it reverses: the rows of a settlement statement.
    async fn statement_rows(
        &self,
        shop: ShopId,
        from: Timestamp,
        until: Timestamp,
    ) -> anyhow::Result<Vec<crate::statement::StatementRow>>;
    /// Across every shop, per supplier GSTIN and kind of buyer (registered or not), the TCS
    /// lines posted in `[from, until)`: the supplies' bases delivered and returned, and the TCS
    /// net of returns as IGST and as CGST + SGST. The rows of the TCS report, by GSTIN.
    async fn tcs_rows(
        &self,
        from: Timestamp,
        until: Timestamp,
    ) -> anyhow::Result<Vec<crate::tcs_report::TcsReportRow>>;
}
