//! [`ProductRepository`] on sea-orm.

use anyhow::Context as _;
use async_trait::async_trait;
use catalog::{Product, ProductRepository};
use sea_orm::{
    ActiveValue::Set, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, TransactionTrait,
};

use crate::db::Database;
use crate::entities::{product, product_size};

#[derive(Debug, Clone)]
pub struct SeaProductRepository {
    db: DatabaseConnection,
}

impl SeaProductRepository {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }
}

fn to_active_model(p: &Product) -> product::ActiveModel {
    product::ActiveModel {
        id: Set(p.id.as_uuid()),
        shop_id: Set(p.shop_id.as_uuid()),
        kind: Set(if p.schedule.is_some() { "event" } else { "product" }.to_owned()),
        name: Set(p.name.as_str().to_owned()),
        description: Set(p.description.as_str().to_owned()),
        category: Set(p.category.name().to_owned()),
        brand: Set(p.brand.as_str().to_owned()),
        colour_name: Set(p.colour.as_ref().map(|c| c.name().to_owned())),
        colour_hex: Set(p.colour.as_ref().map(|c| c.hex().to_owned())),
        original_price_paise: Set(p.pricing.original().paise()),
        selling_price_paise: Set(p.pricing.selling().paise()),
        stock: Set(i64::from(p.stock.units())),
        sold_out: Set(i64::from(p.sold_out)),
        rating_total: Set(i64::from(p.rating.total)),
        rating_count: Set(i64::from(p.rating.count)),
        starts_at: Set(p.schedule.map(|s| s.starts_at())),
        ends_at: Set(p.schedule.map(|s| s.ends_at())),
        created_at: Set(p.created_at),
        updated_at: Set(p.updated_at),
        deleted_at: Set(None),
    }
}

#[async_trait]
impl ProductRepository for SeaProductRepository {
    #[tracing::instrument(skip_all, fields(product_id = %product.id))]
    async fn insert(&self, product: &Product) -> anyhow::Result<()> {
        let txn = self.db.begin().await?;
        product::Entity::insert(to_active_model(product))
            .exec_without_returning(&txn)
            .await
            .context("inserting a product")?;
        let sizes = product
            .sizes
            .iter()
            .enumerate()
            .map(|(position, size)| product_size::ActiveModel {
                product_id: Set(product.id.as_uuid()),
                size: Set(size.as_str().to_owned()),
                position: Set(i64::try_from(position).unwrap_or(i64::MAX)),
            });
        if !product.sizes.is_empty() {
            product_size::Entity::insert_many(sizes)
                .exec_without_returning(&txn)
                .await
                .context("inserting a product's sizes")?;
        }
        txn.commit().await?;
        Ok(())
    }

    async fn count(&self) -> anyhow::Result<u64> {
        Ok(product::Entity::find()
            .filter(product::COLUMN.deleted_at.is_null())
            .count(&self.db)
            .await?)
    }
}
