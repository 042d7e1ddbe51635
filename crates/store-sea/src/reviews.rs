//! [`ReviewRepository`] on sea-orm.

use anyhow::{Context as _, anyhow};
use async_trait::async_trait;
use catalog::{NewReview, PublishedReview, Rating, RatingSummary, ReviewRepository, ShopReview};
use kernel::{MediaKey, Page, PageRequest, ProductId, ReviewId, ShopId, UserId};
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, QueryResult};

use crate::db::{Database, begin_write};
use crate::sql::{Sql, count_rows, push_page};

/// A published review's columns, with its author's name and picture.
const REVIEW_COLUMNS: &str =
    "SELECT r.id, r.user_id, u.name, u.avatar_key, r.rating, r.comment, r.created_at";

fn review_of(row: &QueryResult) -> anyhow::Result<PublishedReview> {
    let stars: i64 = row.try_get("", "rating")?;
    Ok(PublishedReview {
        id: ReviewId::from_uuid(row.try_get("", "id")?),
        user_id: UserId::from_uuid(row.try_get("", "user_id")?),
        user_name: row.try_get("", "name")?,
        user_avatar: row
            .try_get::<Option<String>>("", "avatar_key")?
            .and_then(MediaKey::from_stored),
        rating: Rating::new(stars).map_err(|e| anyhow!("a stored rating is not valid: {e}"))?,
        comment: row.try_get("", "comment")?,
        created_at: row.try_get("", "created_at")?,
    })
}

#[derive(Debug, Clone)]
pub struct SeaReviewRepository {
    db: DatabaseConnection,
    backend: DatabaseBackend,
}

impl SeaReviewRepository {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        let connection = db.connection().clone();
        Self {
            backend: connection.get_database_backend(),
            db: connection,
        }
    }
}

/// The status an order has once the buyer holds the goods (see the `orders` crate).
const DELIVERED: &str = "Delivered";

/// The condition that the order `o` was refunded in part and its line `l` still has units the
/// buyer kept (docs/orders.md "Returns"): such a purchase allows a review as a delivered one does.
fn keeps_units(o: &str, l: &str) -> String {
    format!(
        "({o}.status = 'Refund Success' AND {o}.payment_status = 'succeeded' AND {l}.quantity > \
         (SELECT COALESCE(SUM(rl.quantity), 0) FROM order_return_lines rl JOIN order_returns r \
         ON r.id = rl.return_id WHERE r.order_id = {o}.id AND r.status = 'approved' \
         AND rl.position = {l}.position))"
    )
}

async fn sum_and_count<C: ConnectionTrait>(connection: &C, sql: Sql) -> anyhow::Result<RatingSummary> {
    let row = connection
        .query_one_raw(sql.build(connection.get_database_backend()))
        .await?
        .ok_or_else(|| anyhow!("an aggregate returned no row"))?;
    let total: i64 = row.try_get("", "total")?;
    let count: i64 = row.try_get("", "n")?;
    Ok(RatingSummary {
        total: u32::try_from(total).context("rating total out of range")?,
        count: u32::try_from(count).context("rating count out of range")?,
    })
}

#[async_trait]
impl ReviewRepository for SeaReviewRepository {
    async fn has_received(&self, user: UserId, product: ProductId) -> anyhow::Result<bool> {
        let mut sql = Sql::new(
            "SELECT COUNT(*) AS n FROM (SELECT 1 FROM orders o JOIN order_lines i ON i.order_id = o.id \
             WHERE o.user_id = ",
        );
        sql.bind(user.as_uuid())
            .push(" AND i.product_id = ")
            .bind(product.as_uuid())
            // Delivered, or refunded in part with units of this line kept (docs/orders.md "Returns").
            .push(" AND (o.status = ")
            .bind(DELIVERED)
            .push(" OR ")
            .push(&keeps_units("o", "i"))
            .push(") LIMIT 1) t");
        let row = self
            .db
            .query_one_raw(sql.build(self.backend))
            .await?
            .ok_or_else(|| anyhow!("a count returned no row"))?;
        let n: i64 = row.try_get("", "n")?;
        Ok(n > 0)
    }

    #[tracing::instrument(skip_all, fields(product_id = %review.product_id))]
    async fn save(&self, review: &NewReview) -> anyhow::Result<()> {
        let txn = begin_write(&self.db).await?;
        let mut upsert = Sql::new(
            "INSERT INTO reviews (id, product_id, user_id, rating, comment, created_at, updated_at) VALUES (",
        );
        upsert
            .bind(review.id.as_uuid())
            .push(", ")
            .bind(review.product_id.as_uuid())
            .push(", ")
            .bind(review.user_id.as_uuid())
            .push(", ")
            .bind(i64::from(review.rating.stars()))
            .push(", ")
            .bind(review.comment.as_str().to_owned())
            .push(", ")
            .bind(review.at)
            .push(", ")
            .bind(review.at)
            .push(
                ") ON CONFLICT (product_id, user_id) DO UPDATE SET rating = excluded.rating, \
                 comment = excluded.comment, created_at = excluded.created_at, updated_at = excluded.updated_at, \
                 hidden_at = NULL",
            );
        txn.execute_raw(upsert.build(self.backend))
            .await
            .context("storing a review")?;

        recount(&txn, review.product_id).await?;
        txn.commit().await?;
        Ok(())
    }

    async fn of_product(&self, product: ProductId, limit: u32) -> anyhow::Result<Vec<PublishedReview>> {
        let mut sql = Sql::new(REVIEW_COLUMNS);
        sql.push(
            " FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.hidden_at IS NULL AND r.product_id = ",
        )
        .bind(product.as_uuid())
        .push(" ORDER BY r.created_at DESC, r.id LIMIT ")
        .bind(i64::from(limit));
        let rows = self.db.query_all_raw(sql.build(self.backend)).await?;
        rows.iter().map(review_of).collect()
    }

    async fn of_shop(&self, shop: ShopId, page: PageRequest) -> anyhow::Result<Page<ShopReview>> {
        let from = |sql: &mut Sql| {
            sql.push(
                " FROM reviews r JOIN users u ON u.id = r.user_id JOIN products p ON p.id = r.product_id \
                 WHERE r.hidden_at IS NULL AND p.shop_id = ",
            )
            .bind(shop.as_uuid());
        };
        let mut count = Sql::new("SELECT COUNT(*) AS n");
        from(&mut count);
        let total = count_rows(&self.db, count).await?;
        let mut select = Sql::new(REVIEW_COLUMNS);
        select.push(
            ", p.id AS product_id, p.name AS product_name, \
             CASE WHEN p.deleted_at IS NULL THEN 1 ELSE 0 END AS product_live",
        );
        from(&mut select);
        select.push(" ORDER BY r.created_at DESC, r.id");
        push_page(&mut select, page);
        let rows = self.db.query_all_raw(select.build(self.backend)).await?;
        let items = rows
            .iter()
            .map(|row| {
                Ok(ShopReview {
                    review: review_of(row)?,
                    product_id: ProductId::from_uuid(row.try_get("", "product_id")?),
                    product_name: row.try_get("", "product_name")?,
                    product_live: row.try_get::<i32>("", "product_live")? == 1,
                })
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Page::new(items, total, page))
    }
}

/// Counts a product's and its shop's ratings again from their visible reviews: recomputed, not
/// adjusted, so the figures can never drift.
async fn recount<C: ConnectionTrait>(txn: &C, product: ProductId) -> anyhow::Result<()> {
    let backend = txn.get_database_backend();
    let mut of_product = Sql::new(
        "SELECT CAST(COALESCE(SUM(rating), 0) AS BIGINT) AS total, COUNT(*) AS n FROM reviews \
         WHERE hidden_at IS NULL AND product_id = ",
    );
    of_product.bind(product.as_uuid());
    let counted = sum_and_count(txn, of_product).await?;
    let mut update_product = Sql::new("UPDATE products SET rating_total = ");
    update_product
        .bind(i64::from(counted.total))
        .push(", rating_count = ")
        .bind(i64::from(counted.count))
        .push(", rating_score = ")
        .bind(counted.score())
        .push(" WHERE id = ")
        .bind(product.as_uuid());
    txn.execute_raw(update_product.build(backend)).await?;

    let mut of_shop = Sql::new(
        "SELECT CAST(COALESCE(SUM(r.rating), 0) AS BIGINT) AS total, COUNT(*) AS n FROM reviews r \
         JOIN products p ON p.id = r.product_id \
         WHERE r.hidden_at IS NULL AND p.shop_id = (SELECT shop_id FROM products WHERE id = ",
    );
    of_shop.bind(product.as_uuid()).push(")");
    let shop = sum_and_count(txn, of_shop).await?;
    let mut update_shop = Sql::new("UPDATE shops SET rating_total = ");
    update_shop
        .bind(i64::from(shop.total))
        .push(", rating_count = ")
        .bind(i64::from(shop.count))
        .push(" WHERE id = (SELECT shop_id FROM products WHERE id = ")
        .bind(product.as_uuid())
        .push(")");
    txn.execute_raw(update_shop.build(backend)).await?;
    Ok(())
}

/// After units of `order` were refunded: hides its buyer's reviews of `products` (those the order
/// leaves them no unit of) that no other order of theirs still allows (one still Delivered, or whose refund is only asked), and counts
/// those products' ratings again. In the refund's transaction.
pub(crate) async fn hide_refunded<C: ConnectionTrait>(
    txn: &C,
    order: kernel::OrderId,
    products: &[ProductId],
    at: kernel::Timestamp,
) -> anyhow::Result<()> {
    let backend = txn.get_database_backend();
    let mut hide = Sql::new("UPDATE reviews SET hidden_at = ");
    hide.bind(at)
        .push(
            " WHERE hidden_at IS NULL \
              AND user_id = (SELECT user_id FROM orders WHERE id = ",
        )
        .bind(order.as_uuid())
        .push(") AND product_id IN (");
    crate::sql::push_ids(&mut hide, products.iter().map(|p| p.as_uuid()));
    hide.push(
        ") AND NOT EXISTS (SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id \
               WHERE o.user_id = reviews.user_id AND l.product_id = reviews.product_id AND o.id <> ",
    )
    .bind(order.as_uuid())
    .push(" AND (o.status IN (")
    .bind(DELIVERED)
    .push(", ")
    .bind(orders::OrderStatus::ProcessingRefund.as_str())
    .push(") OR ")
    .push(&keeps_units("o", "l"))
    .push("))");
    if txn.execute_raw(hide.build(backend)).await?.rows_affected() == 0 {
        return Ok(());
    }
    let mut hidden = Sql::new("SELECT product_id FROM reviews WHERE hidden_at = ");
    hidden
        .bind(at)
        .push(" AND user_id = (SELECT user_id FROM orders WHERE id = ")
        .bind(order.as_uuid())
        .push(")");
    for row in txn.query_all_raw(hidden.build(backend)).await? {
        recount(txn, ProductId::from_uuid(row.try_get("", "product_id")?)).await?;
    }
    Ok(())
}
