//! Sellers' and the operator's writes and reads ([`ProductRepository`]).

use anyhow::{Context as _, anyhow};
use async_trait::async_trait;
use catalog::{Product, ProductDetails, ProductImage, ProductRepository, Sku};
use kernel::{PageRequest, ProductId, ShopId, Timestamp};
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use super::SeaProductRepository;
use super::rows::{find_product, find_row, read_products, select_products, to_domain};
use super::write::{product_row, write_children};
use crate::db::begin_write;
use crate::entities::{product, product_image};

#[async_trait]
impl ProductRepository for SeaProductRepository {
    #[tracing::instrument(skip_all, fields(product_id = %product.id))]
    async fn insert(&self, product: &Product, held: bool) -> anyhow::Result<()> {
        let txn = begin_write(&self.db).await?;
        product::Entity::insert(product_row(product))
            .exec_without_returning(&txn)
            .await
            .context("inserting a product")?;
        write_children(&txn, product.id.as_uuid(), &product.details, &product.images).await?;
        if held {
            super::moderation::hold(&txn, product.id, product.created_at).await?;
        }
        txn.commit().await?;
        Ok(())
    }

    async fn created_by(&self, shop: ShopId) -> anyhow::Result<u64> {
        Ok(product::Entity::find()
            .filter(product::COLUMN.shop_id.eq(shop.as_uuid()))
            .count(&self.db)
            .await?)
    }

    async fn find(&self, id: ProductId) -> anyhow::Result<Option<Product>> {
        find_product(&self.db, id).await
    }

    #[tracing::instrument(skip_all, fields(product_id = %id))]
    async fn update(
        &self,
        id: ProductId,
        details: &ProductDetails,
        images: &[ProductImage],
        now: Timestamp,
    ) -> anyhow::Result<Option<Product>> {
        let txn = begin_write(&self.db).await?;
        let Some(row) = find_row(&txn, id).await? else {
            return Ok(None);
        };
        // Only the row is needed: details and images are replaced wholesale below.
        let mut current = to_domain(row, Vec::new())?;
        current.details = details.clone();
        current.images = images.to_vec();
        current.updated_at = now;
        let mut changes = product_row(&current);
        // Sales and reviews move these while the seller edits; never write back a stale copy.
        changes.sold_out = sea_orm::ActiveValue::NotSet;
        changes.rating_total = sea_orm::ActiveValue::NotSet;
        changes.rating_count = sea_orm::ActiveValue::NotSet;
        changes.rating_score = sea_orm::ActiveValue::NotSet;
        changes.created_at = sea_orm::ActiveValue::NotSet;
        product::Entity::update(changes)
            .exec(&txn)
            .await
            .context("updating a product")?;
        product_image::Entity::delete_many()
            .filter(product_image::Column::ProductId.eq(id.as_uuid()))
            .exec(&txn)
            .await?;
        write_children(&txn, id.as_uuid(), details, images).await?;
        // The seller fixed what the Admin sent back, as far as they know: it waits again.
        super::moderation::resubmit(&txn, id, now).await?;
        let product = find_product(&txn, id)
            .await?
            .ok_or_else(|| anyhow!("product vanished"))?;
        txn.commit().await?;
        Ok(Some(product))
    }

    #[tracing::instrument(skip_all, fields(product_id = %id))]
    async fn delete(&self, id: ProductId, now: Timestamp) -> anyhow::Result<Option<Product>> {
        let txn = begin_write(&self.db).await?;
        let Some(product) = find_product(&txn, id).await? else {
            return Ok(None);
        };
        let result = product::Entity::update_many()
            .col_expr(product::Column::DeletedAt, sea_orm::sea_query::Expr::value(now))
            .filter(product::Column::Id.eq(id.as_uuid()))
            .filter(product::Column::DeletedAt.is_null())
            .exec(&txn)
            .await?;
        // The images' files go; so do their rows, which would otherwise name missing files.
        product_image::Entity::delete_many()
            .filter(product_image::Column::ProductId.eq(id.as_uuid()))
            .exec(&txn)
            .await?;
        txn.commit().await?;
        Ok((result.rows_affected == 1).then_some(product))
    }

    async fn ended_events(&self, ended_before: Timestamp, limit: u64) -> anyhow::Result<Vec<Product>> {
        let mut sql = select_products(self.backend);
        sql.push(" FROM products p WHERE p.kind = 'event' AND p.deleted_at IS NULL AND p.ends_at < ")
            .bind(ended_before)
            .push(" ORDER BY p.ends_at, p.id LIMIT ")
            .bind(i64::try_from(limit.max(1)).unwrap_or(i64::MAX));
        read_products(&self.db, sql).await
    }

    async fn by_sku(&self, shop: ShopId, sku: &Sku) -> anyhow::Result<Option<Product>> {
        let mut sql = select_products(self.backend);
        sql.push(" FROM products p WHERE p.deleted_at IS NULL AND p.shop_id = ")
            .bind(shop.as_uuid())
            .push(" AND p.sku = ")
            .bind(sku.as_str().to_owned());
        Ok(read_products(&self.db, sql).await?.pop())
    }

    async fn of_shop(&self, shop: ShopId, page: PageRequest) -> anyhow::Result<Vec<Product>> {
        let mut sql = select_products(self.backend);
        sql.push(" FROM products p WHERE p.deleted_at IS NULL AND p.kind = 'product' AND p.shop_id = ")
            .bind(shop.as_uuid())
            .push(" ORDER BY p.created_at, p.id LIMIT ")
            .bind(i64::from(page.limit()))
            .push(" OFFSET ")
            .bind(i64::try_from(page.offset()).unwrap_or(i64::MAX));
        read_products(&self.db, sql).await
    }

    async fn count(&self) -> anyhow::Result<u64> {
        Ok(product::Entity::find()
            .filter(product::COLUMN.deleted_at.is_null())
            .count(&self.db)
            .await?)
    }
}
