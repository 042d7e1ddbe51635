//! The dashboards' figures (orders::figures): plain reads over the orders, the ledger and the
//! catalogue. Days are made by the domain; this answers rows and counts.

use std::collections::HashMap;

use anyhow::anyhow;
use async_trait::async_trait;
use kernel::{Money, ProductId, ShopId, Timestamp};
use orders::OrderStatus;
use orders::figures::{
    CommissionFact, Figures, LOW_STOCK, LowStock, OrderFact, PlatformCounts, ShopCatalogue,
};
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait as _, DatabaseConnection, QueryResult};

use crate::db::Database;
use crate::sql::push_ids;
use crate::sql::{Sql, count_rows, money};

#[derive(Debug, Clone)]
pub struct SeaFigures {
    db: DatabaseConnection,
}

impl SeaFigures {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }

    async fn rows(&self, sql: Sql) -> anyhow::Result<Vec<QueryResult>> {
        Ok(self
            .db
            .query_all_raw(sql.build(self.db.get_database_backend()))
            .await?)
    }
}

fn status_of(row: &QueryResult) -> anyhow::Result<OrderStatus> {
    let text: String = row.try_get("", "status")?;
    text.parse()
        .map_err(|e| anyhow!("a stored order status is not valid: {e}"))
}

#[async_trait]
impl Figures for SeaFigures {
    async fn orders_since(&self, shop: Option<ShopId>, since: Timestamp) -> anyhow::Result<Vec<OrderFact>> {
        let mut select = Sql::new("SELECT created_at, status, total_paise FROM orders WHERE created_at >= ");
        select.bind(since);
        if let Some(shop) = shop {
            select.push(" AND shop_id = ").bind(shop.as_uuid());
        }
        self.rows(select)
            .await?
            .iter()
            .map(|row| {
                Ok(OrderFact {
                    placed_at: row.try_get("", "created_at")?,
                    status: status_of(row)?,
                    total: money(row, "total_paise")?,
                })
            })
            .collect()
    }

    async fn commission_since(&self, since: Timestamp) -> anyhow::Result<Vec<CommissionFact>> {
        // Commission is posted as a debit of the shop (negative); a refund posts it back under a
        // `refund-commission:` key. What the platform earned is the opposite of both.
        let mut select = Sql::new(
            "SELECT created_at, amount_paise FROM ledger_lines WHERE (kind = 'commission' \
             OR entry_key LIKE 'refund-commission:%') AND created_at >= ",
        );
        select.bind(since);
        self.rows(select)
            .await?
            .iter()
            .map(|row| {
                Ok(CommissionFact {
                    at: row.try_get("", "created_at")?,
                    earned: money(row, "amount_paise")?.checked_neg()?,
                })
            })
            .collect()
    }

    async fn status_counts(&self, shop: Option<ShopId>) -> anyhow::Result<HashMap<OrderStatus, u64>> {
        let mut select = Sql::new("SELECT status, COUNT(*) AS n FROM orders");
        if let Some(shop) = shop {
            select.push(" WHERE shop_id = ").bind(shop.as_uuid());
        }
        select.push(" GROUP BY status");
        self.rows(select)
            .await?
            .iter()
            .map(|row| Ok((status_of(row)?, u64::try_from(row.try_get::<i64>("", "n")?)?)))
            .collect()
    }

    async fn shop_catalogue(&self, shop: ShopId) -> anyhow::Result<ShopCatalogue> {
        let mut counts =
            Sql::new("SELECT kind, COUNT(*) AS n FROM products WHERE deleted_at IS NULL AND shop_id = ");
        counts.bind(shop.as_uuid()).push(" GROUP BY kind");
        let mut catalogue = ShopCatalogue::default();
        for row in self.rows(counts).await? {
            let n = u64::try_from(row.try_get::<i64>("", "n")?)?;
            match row.try_get::<String>("", "kind")?.as_str() {
                "product" => catalogue.products = n,
                _ => catalogue.events = n,
            }
        }
        let mut low = Sql::new(
            "SELECT id, name, stock FROM products WHERE deleted_at IS NULL AND kind = 'product' AND shop_id = ",
        );
        low.bind(shop.as_uuid())
            .push(" AND stock <= ")
            .bind(i64::from(LOW_STOCK))
            .push(" ORDER BY stock, name LIMIT 10");
        catalogue.low_stock = self
            .rows(low)
            .await?
            .iter()
            .map(|row| {
                Ok(LowStock {
                    id: ProductId::from_uuid(row.try_get("", "id")?),
                    name: row.try_get("", "name")?,
                    stock: u32::try_from(row.try_get::<i64>("", "stock")?)?,
                })
            })
            .collect::<anyhow::Result<_>>()?;
        Ok(catalogue)
    }

    async fn platform_counts(&self) -> anyhow::Result<PlatformCounts> {
        let count = |text: &str| count_rows(&self.db, Sql::new(text));
        Ok(PlatformCounts {
            active_shops: count("SELECT COUNT(*) AS n FROM shops WHERE status = 'active'").await?,
            users: count("SELECT COUNT(*) AS n FROM users WHERE status <> 'deleted'").await?,
            products: count(
                "SELECT COUNT(*) AS n FROM products p JOIN shops s ON s.id = p.shop_id \
                 WHERE p.deleted_at IS NULL AND p.kind = 'product' AND s.status = 'active'",
            )
            .await?,
            pending_withdrawals: count("SELECT COUNT(*) AS n FROM withdrawals WHERE status = 'pending'")
                .await?,
        })
    }

    async fn shop_summaries(&self, shops: &[ShopId]) -> anyhow::Result<HashMap<ShopId, (u64, Money)>> {
        let mut out: HashMap<ShopId, (u64, Money)> = shops.iter().map(|s| (*s, (0, Money::ZERO))).collect();
        if shops.is_empty() {
            return Ok(out);
        }
        let ids = |sql: &mut Sql| push_ids(sql, shops.iter().map(|s| s.as_uuid()));
        let mut products = Sql::new(
            "SELECT shop_id, COUNT(*) AS n FROM products WHERE deleted_at IS NULL AND kind = 'product' AND shop_id IN (",
        );
        ids(&mut products);
        products.push(") GROUP BY shop_id");
        for row in self.rows(products).await? {
            let shop = ShopId::from_uuid(row.try_get::<Uuid>("", "shop_id")?);
            out.entry(shop).or_default().0 = u64::try_from(row.try_get::<i64>("", "n")?)?;
        }
        let mut balances = Sql::new(
            "SELECT shop_id, CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) AS total FROM ledger_lines \
             WHERE account = 'available' AND shop_id IN (",
        );
        ids(&mut balances);
        balances.push(") GROUP BY shop_id");
        for row in self.rows(balances).await? {
            let shop = ShopId::from_uuid(row.try_get::<Uuid>("", "shop_id")?);
            out.entry(shop).or_default().1 = money(&row, "total")?;
        }
        Ok(out)
    }
}
