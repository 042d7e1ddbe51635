//! The shops' ledger: every line is posted here, by orders (delivery, refunds, settling) and by
//! withdrawals (holds, payouts, releases), and read back as [`LedgerRepository`] answers.
//! The balance is the sum of the lines; nothing else keeps money.

use anyhow::anyhow;
use async_trait::async_trait;
use kernel::{Money, OrderId, Page, PageRequest, ShopId, Timestamp, WithdrawalId};
use orders::statement::StatementRow;
use orders::{Balance, Earnings, LedgerLine, LedgerRepository};
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
    /// Unique across the ledger: a line is posted at most once, however often its cause is
    /// replayed (a delivery posted twice, a retried request).
    pub entry_key: String,
    pub at: Timestamp,
}

/// The statement that posts `line`; a line whose key was posted before is left as it was.
pub(crate) fn post(line: Line) -> Sql {
    let (order, withdrawal) = match line.subject {
        Subject::Order(id) => (Some(id.as_uuid()), None),
        Subject::Withdrawal(id) => (None, Some(id.as_uuid())),
    };
    let mut sql = Sql::new(
        "INSERT INTO ledger_lines (id, shop_id, account, kind, reverses, amount_paise, order_id, \
         withdrawal_id, entry_key, created_at) VALUES (",
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
        .bind(line.entry_key)
        .push(", ")
        .bind(line.at)
        .push(") ON CONFLICT (entry_key) DO NOTHING");
    sql
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
) -> Sql {
    post(Line {
        shop,
        account,
        kind,
        reverses: None,
        amount,
        subject: Subject::Order(order),
        entry_key,
        at,
    })
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
) -> Sql {
    post(Line {
        shop,
        account,
        kind: "refund_reversal",
        reverses: Some(reverses),
        amount,
        subject: Subject::Order(order),
        entry_key,
        at,
    })
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
}
