//! The seller-money and operator release: payout methods, the audit log of Admin actions, newsletter
//! subscribers and contact messages (docs/data-model.md). Withdrawals and the ledger they post to
//! came with the orders migration.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

const TABLES: &[&str] = &[
    "CREATE TABLE payout_methods (
        shop_id {uuid} NOT NULL PRIMARY KEY REFERENCES shops (id) ON DELETE RESTRICT,
        kind VARCHAR(8) NOT NULL CHECK (kind IN ('bank', 'upi')),
        account_holder VARCHAR(100) NULL,
        account_number VARCHAR(18) NULL,
        ifsc VARCHAR(11) NULL,
        bank_name VARCHAR(100) NULL,
        upi_id VARCHAR(330) NULL,
        created_at {instant} NOT NULL,
        updated_at {instant} NOT NULL,
        CHECK ((kind = 'bank' AND account_holder IS NOT NULL AND account_number IS NOT NULL
                    AND ifsc IS NOT NULL AND upi_id IS NULL)
            OR (kind = 'upi' AND upi_id IS NOT NULL AND account_holder IS NULL
                    AND account_number IS NULL AND ifsc IS NULL AND bank_name IS NULL))
    )",
    "CREATE TABLE audit_log (
        id {uuid} NOT NULL PRIMARY KEY,
        actor_user_id {uuid} NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        action VARCHAR(40) NOT NULL,
        target_kind VARCHAR(20) NOT NULL,
        target_id VARCHAR(64) NOT NULL,
        details TEXT NOT NULL,
        created_at {instant} NOT NULL
    )",
    "CREATE INDEX idx_audit_created ON audit_log (created_at)",
    "CREATE INDEX idx_audit_actor ON audit_log (actor_user_id, created_at)",
    "CREATE TABLE newsletter_subscribers (
        id {uuid} NOT NULL PRIMARY KEY,
        email VARCHAR(254) NOT NULL UNIQUE,
        coupon_id {uuid} NULL REFERENCES coupons (id) ON DELETE RESTRICT,
        created_at {instant} NOT NULL
    )",
    "CREATE TABLE contact_messages (
        id {uuid} NOT NULL PRIMARY KEY,
        name VARCHAR(100) NOT NULL,
        email VARCHAR(254) NOT NULL,
        subject VARCHAR(150) NULL,
        message TEXT NOT NULL,
        created_at {instant} NOT NULL
    )",
    "CREATE INDEX idx_contact_created ON contact_messages (created_at)",
    // The dashboards count orders by the day they were placed.
    "CREATE INDEX idx_orders_created ON orders (created_at)",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let (uuid, instant) = match manager.get_database_backend() {
            DatabaseBackend::Postgres => ("uuid", "timestamp with time zone"),
            _ => ("uuid_text", "timestamp_with_timezone_text"),
        };
        let db = manager.get_connection();
        for sql in TABLES {
            db.execute_unprepared(&sql.replace("{uuid}", uuid).replace("{instant}", instant))
                .await?;
        }
        Ok(())
    }

    async fn down(&self, _manager: &SchemaManager) -> Result<(), DbErr> {
        Err(DbErr::Migration(
            "the seller-money migration is not reversible; restore a backup instead".to_owned(),
        ))
    }
}
