//! What the in-process catalogue index is built and kept current from ([`CatalogueFeed`]).

use async_trait::async_trait;
use catalog::{CatalogueFeed, Hidden, IndexEntry};
use kernel::{ProductId, ShopId, Timestamp};
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, DatabaseBackend, FromQueryResult};

use super::SeaProductRepository;
use crate::sizes;
use crate::sql::Sql;

#[derive(FromQueryResult)]
struct EntryRow {
    id: Uuid,
    shop_id: Uuid,
    deleted: i64,
    name: String,
    description: String,
    category: String,
    brand: String,
    brand_key: String,
    colour_name: Option<String>,
    colour_hex: Option<String>,
    colour_key: Option<String>,
    sizes: String,
    selling_price_paise: i64,
    sold_out: i64,
    rating_score: i64,
    rating_count: i64,
    created_at: Timestamp,
    changed_at: i64,
}

impl From<EntryRow> for IndexEntry {
    fn from(row: EntryRow) -> Self {
        Self {
            id: ProductId::from_uuid(row.id),
            shop: ShopId::from_uuid(row.shop_id),
            deleted: row.deleted != 0,
            name: row.name,
            description: row.description,
            category: row.category,
            brand: row.brand,
            brand_key: row.brand_key,
            colour: row.colour_name,
            colour_hex: row.colour_hex,
            colour_key: row.colour_key,
            sizes: sizes::split(&row.sizes).map(str::to_owned).collect(),
            price_paise: row.selling_price_paise,
            sold: row.sold_out,
            rating_score: row.rating_score,
            rating_count: row.rating_count,
            created_at: row.created_at,
            changed_at: row.changed_at,
        }
    }
}

#[async_trait]
impl CatalogueFeed for SeaProductRepository {
    async fn entries(
        &self,
        since: Option<i64>,
        after: Option<(i64, ProductId)>,
        limit: u32,
    ) -> anyhow::Result<Vec<IndexEntry>> {
        let mut sql = Sql::new(
            "SELECT p.id, p.shop_id, CAST(CASE WHEN p.deleted_at IS NULL THEN 0 ELSE 1 END AS BIGINT) AS deleted, \
             p.name, p.description, p.category, p.brand, p.brand_key, p.colour_name, p.colour_hex, \
             p.colour_key, p.sizes, p.selling_price_paise, p.sold_out, p.rating_score, p.rating_count, \
             p.created_at, p.changed_at FROM products p WHERE p.kind = 'product'",
        );
        match since {
            Some(since) => {
                sql.push(" AND p.changed_at >= ").bind(since);
            }
            // The first build has no use for rows deleted before it.
            None => {
                sql.push(" AND p.deleted_at IS NULL");
            }
        }
        // The (changed_at, id) index serves both the filter and the order, so a look reads only
        // the rows changed since the last one, however large the catalogue.
        if let Some((changed_at, id)) = after {
            sql.push(" AND (p.changed_at > ")
                .bind(changed_at)
                .push(" OR (p.changed_at = ")
                .bind(changed_at)
                .push(" AND p.id > ")
                .bind(id.as_uuid())
                .push("))");
        }
        sql.push(" ORDER BY p.changed_at, p.id LIMIT ")
            .bind(i64::from(limit));
        let rows = EntryRow::find_by_statement(sql.build(self.backend))
            .all(&self.db)
            .await?;
        Ok(rows.into_iter().map(IndexEntry::from).collect())
    }

    async fn hidden(&self) -> anyhow::Result<Hidden> {
        let ids = |sql: &'static str| async move {
            let rows = self.db.query_all_raw(Sql::new(sql).build(self.backend)).await?;
            rows.iter()
                .map(|row| row.try_get::<Uuid>("", "id").map_err(anyhow::Error::from))
                .collect::<anyhow::Result<Vec<Uuid>>>()
        };
        let shops =
            ids("SELECT id FROM shops WHERE status <> 'active' OR review_status <> 'approved'").await?;
        let products = ids("SELECT product_id AS id FROM product_holds").await?;
        Ok(Hidden {
            shops: shops.into_iter().map(ShopId::from_uuid).collect(),
            products: products.into_iter().map(ProductId::from_uuid).collect(),
        })
    }

    async fn clock(&self) -> anyhow::Result<i64> {
        let now = if self.backend == DatabaseBackend::Postgres {
            "SELECT CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT) AS n"
        } else {
            "SELECT CAST(ROUND((julianday('now') - 2440587.5) * 86400000) AS INTEGER) AS n"
        };
        let row = self
            .db
            .query_one_raw(Sql::new(now).build(self.backend))
            .await?
            .ok_or_else(|| anyhow::anyhow!("the clock query answered nothing"))?;
        Ok(row.try_get::<i64>("", "n")?)
    }
}
