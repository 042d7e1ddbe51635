//! The shops' ledger: every line is posted here, by orders (delivery, refunds, settling) and by
//! withdrawals (holds, payouts, releases), and read back as [`LedgerRepository`] answers.
//! The balance is the sum of the lines; nothing else keeps money.

use anyhow::anyhow;
use async_trait::async_trait;
use kernel::{Money, OrderId, Page, PageRequest, ShopId, Timestamp, WithdrawalId};
use orders::{Balance, LedgerLine, LedgerRepository};
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
        "INSERT INTO ledger_lines (id, shop_id, account, kind, amount_paise, order_id, withdrawal_id, \
         entry_key, created_at) VALUES (",
    );
    sql.bind(Uuid::new_v4())
        .push(", ")
        .bind(line.shop.as_uuid())
        .push(", ")
        .bind(line.account)
        .push(", ")
        .bind(line.kind)
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
            "SELECT id, kind, account, amount_paise, order_id, withdrawal_id, created_at FROM ledger_lines \
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
}
