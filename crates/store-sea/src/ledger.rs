//! The shops' ledger: every line is posted here, by orders (delivery, refunds, settling) and by
//! withdrawals (holds, payouts, releases), and read back as [`LedgerRepository`] answers.
//! The balance is the sum of the lines; nothing else keeps money.

use anyhow::anyhow;
use async_trait::async_trait;
use kernel::{Money, OrderId, Page, PageRequest, ShopId, Timestamp, WithdrawalId};
use orders::statement::StatementRow;
use orders::tax::Regime;
use orders::tcs_report::TcsReportRow;
use orders::{Balance, Earnings, LedgerLine, LedgerRepository, TcsSupply};
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, DatabaseConnection};

use crate::db::Database;
use crate::sql::{Sql, count_rows, money, push_page};

/// What a ledger line is about.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Subject {
    Order(OrderId),
    Withdrawal(WithdrawalId),
}

/// One line to post: `amount` (signed) to `account` of `shop`.
#[derive(Debug, Clone)]
pub(crate) struct Line {
    pub shop: ShopId,
    pub account: &'static str,
    pub kind: &'static str,
    /// For a `refund_reversal`: the kind of the line it takes back.
    pub reverses: Option<&'static str>,
    pub amount: Money,
    pub subject: Subject,
    /// On a `tcs` line and its reversals: the supply it was collected on (the TCS report's
    /// base and split).
    pub supply: Option<TcsSupply>,
    /// Unique across the ledger: a line is posted at most once, however often its cause is
    /// replayed (a delivery posted twice, a retried request).
    pub entry_key: String,
    pub at: Timestamp,
}

impl Line {
    /// The line, recording the TCS supply it was collected on.
    pub(crate) fn with_supply(self, supply: Option<TcsSupply>) -> Self {
        Self { supply, ..self }
    }
}

/// The statement that posts `line`; a line whose key was posted before is left as it was.
pub(crate) fn post(line: Line) -> Sql {
    let (order, withdrawal) = match line.subject {
        Subject::Order(id) => (Some(id.as_uuid()), None),
        Subject::Withdrawal(id) => (None, Some(id.as_uuid())),
    };
    let mut sql = Sql::new(
        "INSERT INTO ledger_lines (id, shop_id, account, kind, reverses, amount_paise, order_id, \
         withdrawal_id, tax_base_paise, supply_regime, entry_key, created_at) VALUES (",
    );
    sql.bind(Uuid::new_v4())
        .push(", ")
        .bind(line.shop.as_uuid())
        .push(", ")
        .bind(line.account)
        .push(", ")
        .bind(line.kind)
        .push(", ")
        .bind(line.reverses)
        .push(", ")
        .bind(line.amount.paise())
        .push(", ")
        .bind(order)
        .push(", ")
        .bind(withdrawal)
        .push(", ")
        .bind(line.supply.map(|supply| supply.base.paise()))
        .push(", ")
        .bind(line.supply.map(|supply| regime_name(supply.regime)))
        .push(", ")
        .bind(line.entry_key)
        .push(", ")
        .bind(line.at)
        .push(") ON CONFLICT (entry_key) DO NOTHING");
    sql
}

/// How the store names a supply's regime.
pub(crate) const fn regime_name(regime: Regime) -> &'static str {
    match regime {
        Regime::CgstSgst => "cgst_sgst",
        Regime::CgstUtgst => "cgst_utgst",
        Regime::Igst => "igst",
    }
}

/// An order's line: delivery's credit and commission, a refund's reversal, settling.
pub(crate) fn order_line(
    shop: ShopId,
    account: &'static str,
    kind: &'static str,
    amount: Money,
    order: OrderId,
    entry_key: String,
    at: Timestamp,
) -> Line {
    Line {
        shop,
        account,
        kind,
        reverses: None,
        amount,
        subject: Subject::Order(order),
        supply: None,
        entry_key,
        at,
    }
}

/// A refund's line: `amount` taking back part of the order's `reverses` line.
pub(crate) fn reversal_line(
    shop: ShopId,
    account: &'static str,
    reverses: &'static str,
    amount: Money,
    order: OrderId,
    entry_key: String,
    at: Timestamp,
) -> Line {
    Line {
        shop,
        account,
        kind: "refund_reversal",
        reverses: Some(reverses),
        amount,
        subject: Subject::Order(order),
        supply: None,
        entry_key,
        at,
    }
}

/// The ledger's reads.
#[derive(Debug, Clone)]
pub struct SeaLedger {
    db: DatabaseConnection,
}

impl SeaLedger {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }
}

#[async_trait]
impl LedgerRepository for SeaLedger {
    async fn balance(&self, shop: ShopId) -> anyhow::Result<Balance> {
        let mut select = Sql::new(
            "SELECT account, CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) AS total FROM ledger_lines WHERE shop_id = ",
        );
        select.bind(shop.as_uuid()).push(" GROUP BY account");
        let mut balance = Balance::default();
        let rows = self
            .db
            .query_all_raw(select.build(self.db.get_database_backend()))
            .await?;
        for row in rows {
            let total = money(&row, "total")?;
            match row.try_get::<String>("", "account")?.as_str() {
                "pending" => balance.pending = total,
                "available" => balance.available = total,
                "held" => balance.held = total,
                "paid_out" => balance.paid_out = total,
                other => return Err(anyhow!("unknown ledger account {other}")),
            }
        }
        Ok(balance)
    }

    async fn lines(&self, shop: ShopId, page: PageRequest) -> anyhow::Result<Page<LedgerLine>> {
        let mut count = Sql::new("SELECT COUNT(*) AS n FROM ledger_lines WHERE shop_id = ");
        count.bind(shop.as_uuid());
        let total = count_rows(&self.db, count).await?;
        let mut select = Sql::new(
            "SELECT id, kind, reverses, account, amount_paise, order_id, withdrawal_id, created_at FROM ledger_lines \
             WHERE shop_id = ",
        );
        select.bind(shop.as_uuid()).push(" ORDER BY created_at DESC, id");
        push_page(&mut select, page);
        let lines = self
            .db
            .query_all_raw(select.build(self.db.get_database_backend()))
            .await?
            .iter()
            .map(|row| {
                Ok(LedgerLine {
                    id: row.try_get("", "id")?,
                    kind: row.try_get("", "kind")?,
                    reverses: row.try_get("", "reverses")?,
                    account: row.try_get("", "account")?,
                    amount: money(row, "amount_paise")?,
                    order: row
                        .try_get::<Option<Uuid>>("", "order_id")?
                        .map(OrderId::from_uuid),
                    withdrawal: row.try_get("", "withdrawal_id")?,
                    at: row.try_get("", "created_at")?,
                })
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Page::new(lines, total, page))
    }

    async fn statement_rows(
        &self,
        shop: ShopId,
        from: Timestamp,
        until: Timestamp,
    ) -> anyhow::Result<Vec<StatementRow>> {
        // Each charge is a debit and its reversal a credit: negated, both read as what was
        // charged net of refunds. Settling and withdrawals move money between accounts and are
        // not part of it.
        let mut select = Sql::new("SELECT g.order_id, o.invoice_number, MIN(g.created_at) AS first_posted");
        for (kind, sign) in [
            ("sale_credit", ""),
            ("commission", "-"),
            ("commission_gst", "-"),
            ("tcs", "-"),
            ("tds", "-"),
        ] {
            select.push(&format!(
                ", CAST(COALESCE(SUM(CASE WHEN COALESCE(g.reverses, g.kind) = '{kind}' \
                 THEN {sign}g.amount_paise ELSE 0 END), 0) AS BIGINT) AS {kind}"
            ));
        }
        select
            .push(" FROM ledger_lines g JOIN orders o ON o.id = g.order_id WHERE g.shop_id = ")
            .bind(shop.as_uuid())
            .push(" AND g.created_at >= ")
            .bind(from)
            .push(" AND g.created_at < ")
            .bind(until)
            .push(
                " AND COALESCE(g.reverses, g.kind) IN ('sale_credit', 'commission', 'commission_gst', 'tcs', 'tds') \
                 GROUP BY g.order_id, o.invoice_number",
            );
        self.db
            .query_all_raw(select.build(self.db.get_database_backend()))
            .await?
            .iter()
            .map(|row| {
                Ok(StatementRow {
                    order: OrderId::from_uuid(row.try_get("", "order_id")?),
                    invoice_number: row.try_get("", "invoice_number")?,
                    first_posted: row.try_get("", "first_posted")?,
                    figures: Earnings {
                        sale_credit: money(row, "sale_credit")?,
                        commission: money(row, "commission")?,
                        commission_gst: money(row, "commission_gst")?,
                        tcs: money(row, "tcs")?,
                        tds: money(row, "tds")?,
                    },
                })
            })
            .collect()
    }

    async fn tcs_rows(&self, from: Timestamp, until: Timestamp) -> anyhow::Result<Vec<TcsReportRow>> {
        // A `tcs` line is a debit and its reversals credits: negated, they read as what was
        // collected net of returns. Bases are kept positive on both; the kind tells them apart.
        let registered =
            "CAST(CASE WHEN o.buyer_gstin IS NULL OR o.buyer_gstin = '' THEN 0 ELSE 1 END AS BIGINT)";
        let mut select = Sql::new(&format!(
            "SELECT o.supplier_gstin, MAX(o.supplier_name) AS supplier_name, {registered} AS registered, \
             CAST(COALESCE(SUM(CASE WHEN g.kind = 'tcs' THEN g.tax_base_paise ELSE 0 END), 0) AS BIGINT) AS gross, \
             CAST(COALESCE(SUM(CASE WHEN g.kind = 'refund_reversal' THEN g.tax_base_paise ELSE 0 END), 0) AS BIGINT) AS returned, \
             CAST(COALESCE(SUM(CASE WHEN g.supply_regime = 'igst' THEN -g.amount_paise ELSE 0 END), 0) AS BIGINT) AS integrated, \
             CAST(COALESCE(SUM(CASE WHEN g.supply_regime IN ('cgst_sgst', 'cgst_utgst') THEN -g.amount_paise ELSE 0 END), 0) AS BIGINT) AS split \
             FROM ledger_lines g JOIN orders o ON o.id = g.order_id \
             WHERE COALESCE(g.reverses, g.kind) = 'tcs' AND o.supplier_gstin IS NOT NULL AND g.created_at >= "
        ));
        select
            .bind(from)
            .push(" AND g.created_at < ")
            .bind(until)
            .push(&format!(
                " GROUP BY o.supplier_gstin, {registered} ORDER BY o.supplier_gstin, {registered}"
            ));
        self.db
            .query_all_raw(select.build(self.db.get_database_backend()))
            .await?
            .iter()
            .map(|row| {
                Ok(TcsReportRow {
                    supplier_gstin: row.try_get("", "supplier_gstin")?,
                    supplier_name: row
                        .try_get::<Option<String>>("", "supplier_name")?
                        .unwrap_or_default(),
                    to_registered: row.try_get::<i64>("", "registered")? == 1,
                    gross: money(row, "gross")?,
                    returned: money(row, "returned")?,
                    integrated: money(row, "integrated")?,
                    split: money(row, "split")?,
                })
            })
            .collect()
    }
}
