//! Coupons have owners and limits (docs/orders.md; M2 in docs/security.md): a newsletter
//! coupon belongs to its subscriber's email; any coupon may limit its uses in all and per account;
//! each use is a redemption row, counted when the checkout is placed and released when every
//! order the coupon discounted is cancelled or refunded in full.
//!
//! `uses` on the coupon is the count of redemptions not released. Checkout raises it with a
//! conditional update (`uses < max_uses`) that also locks the coupon's row, so concurrent
//! checkouts take uses one at a time and never past a limit; the per-account count is read after
//! that lock.
//!
//! Existing data: platform coupons get the platform's default of one use per account; newsletter
//! coupons get their subscriber as owner and one use in all; every checkout placed with a coupon
//! becomes a redemption, released if all its discounted orders are already cancelled or refunded.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

const UP: &[&str] = &[
    "ALTER TABLE coupons ADD COLUMN max_uses BIGINT NULL CHECK (max_uses >= 1)",
    "ALTER TABLE coupons ADD COLUMN max_uses_per_account BIGINT NULL CHECK (max_uses_per_account >= 1)",
    "ALTER TABLE coupons ADD COLUMN uses BIGINT NOT NULL DEFAULT 0 CHECK (uses >= 0)",
    "ALTER TABLE coupons ADD COLUMN owner_email VARCHAR(254) NULL",
    "CREATE TABLE coupon_redemptions (
        checkout_id {uuid} NOT NULL PRIMARY KEY REFERENCES checkouts (id) ON DELETE RESTRICT,
        coupon_id {uuid} NOT NULL REFERENCES coupons (id) ON DELETE RESTRICT,
        user_id {uuid} NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        created_at {instant} NOT NULL,
        released_at {instant} NULL
    )",
    // An account's uses still counted, asked at every checkout with a coupon.
    "CREATE INDEX idx_coupon_redemptions_account ON coupon_redemptions (coupon_id, user_id) \
     WHERE released_at IS NULL",
    "UPDATE coupons SET max_uses_per_account = 1 WHERE shop_id IS NULL",
    "UPDATE coupons SET owner_email = (SELECT lower(s.email) FROM newsletter_subscribers s \
     WHERE s.coupon_id = coupons.id), max_uses = 1 \
     WHERE id IN (SELECT coupon_id FROM newsletter_subscribers WHERE coupon_id IS NOT NULL)",
    "INSERT INTO coupon_redemptions (checkout_id, coupon_id, user_id, created_at, released_at) \
     SELECT o.checkout_id, o.coupon_id, o.user_id, MIN(o.created_at), \
       CASE WHEN SUM(CASE WHEN o.status IN ('Cancelled', 'Refund Success') THEN 0 ELSE 1 END) = 0 \
            THEN MAX(o.updated_at) END \
     FROM orders o WHERE o.coupon_id IS NOT NULL \
     GROUP BY o.checkout_id, o.coupon_id, o.user_id",
    "UPDATE coupons SET uses = (SELECT COUNT(*) FROM coupon_redemptions r \
     WHERE r.coupon_id = coupons.id AND r.released_at IS NULL)",
];

const DOWN: &[&str] = &[
    "DROP TABLE coupon_redemptions",
    "ALTER TABLE coupons DROP COLUMN owner_email",
    "ALTER TABLE coupons DROP COLUMN uses",
    "ALTER TABLE coupons DROP COLUMN max_uses_per_account",
    "ALTER TABLE coupons DROP COLUMN max_uses",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let (uuid, instant) = match manager.get_database_backend() {
            DatabaseBackend::Postgres => ("uuid", "timestamp with time zone"),
            _ => ("uuid_text", "timestamp_with_timezone_text"),
        };
        let db = manager.get_connection();
        for sql in UP {
            let sql = sql.replace("{uuid}", uuid).replace("{instant}", instant);
            db.execute_unprepared(&sql).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::execute_all(manager, DOWN).await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
