//! A review survives only as long as the purchase that allowed it: when a
//! refund takes back the last order through which its author received the product, the review is
//! hidden (`hidden_at`) and the product's and shop's ratings are counted without it. Reviewing the
//! product again after receiving it once more shows it again.
//!
//! Reviews whose authors were already refunded before this migration, with no other order of the
//! product still received, are hidden now and the ratings recounted.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

const HIDE_REFUNDED: &str = "UPDATE reviews SET hidden_at = updated_at WHERE \
     EXISTS (SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id \
             WHERE o.user_id = reviews.user_id AND l.product_id = reviews.product_id \
               AND o.status = 'Refund Success') \
     AND NOT EXISTS (SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id \
             WHERE o.user_id = reviews.user_id AND l.product_id = reviews.product_id \
               AND o.status IN ('Delivered', 'Processing Refund'))";

/// Every product's and shop's rating counted again from the reviews `visible` selects.
fn recount(visible: &str) -> Vec<String> {
    vec![
        format!(
            "UPDATE products SET \
               rating_total = (SELECT COALESCE(SUM(r.rating), 0) FROM reviews r WHERE r.product_id = products.id AND {visible}), \
               rating_count = (SELECT COUNT(*) FROM reviews r WHERE r.product_id = products.id AND {visible})"
        ),
        "UPDATE products SET rating_score = \
           CASE WHEN rating_count > 0 THEN rating_total * 100 / rating_count ELSE 0 END"
            .to_owned(),
        format!(
            "UPDATE shops SET \
               rating_total = (SELECT COALESCE(SUM(r.rating), 0) FROM reviews r JOIN products p ON p.id = r.product_id \
                               WHERE p.shop_id = shops.id AND {visible}), \
               rating_count = (SELECT COUNT(*) FROM reviews r JOIN products p ON p.id = r.product_id \
                               WHERE p.shop_id = shops.id AND {visible})"
        ),
    ]
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let instant = match manager.get_database_backend() {
            DatabaseBackend::Postgres => "timestamp with time zone",
            _ => "timestamp_with_timezone_text",
        };
        let db = manager.get_connection();
        db.execute_unprepared(&format!(
            "ALTER TABLE reviews ADD COLUMN hidden_at {instant} NULL"
        ))
        .await?;
        db.execute_unprepared(HIDE_REFUNDED).await?;
        for sql in recount("r.hidden_at IS NULL") {
            db.execute_unprepared(&sql).await?;
        }
        Ok(())
    }

    /// Hidden reviews show again, and count again.
    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        db.execute_unprepared("ALTER TABLE reviews DROP COLUMN hidden_at")
            .await?;
        for sql in recount("1 = 1") {
            db.execute_unprepared(&sql).await?;
        }
        Ok(())
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
