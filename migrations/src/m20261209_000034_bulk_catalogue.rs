//! Bulk catalogue (docs/catalog.md "Bulk catalogue").
//!
//! - `products.sku`: the seller's own code for a product, which bulk uploads match rows by. Unique
//!   among a shop's live products only, so a deleted product's SKU can be used again.
//! - `import_jobs`: one row per upload, its progress written after every few rows. `lease_until`
//!   says until when the server running it keeps it; after that another server takes it over and
//!   goes on from `done`. At most one queued or running job per shop, so two uploads never race
//!   for one SKU.
//! - `import_problems`: the report's lines, written in the same transaction as the progress that
//!   counts their rows.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::execute_typed(
            manager,
            &[
                "ALTER TABLE products ADD COLUMN sku VARCHAR(40) NULL",
                "CREATE UNIQUE INDEX products_shop_sku ON products (shop_id, sku) \
                 WHERE sku IS NOT NULL AND deleted_at IS NULL",
                "CREATE TABLE import_jobs (
                    id {uuid} NOT NULL PRIMARY KEY,
                    shop_id {uuid} NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
                    status VARCHAR(16) NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
                    total INTEGER NOT NULL,
                    done INTEGER NOT NULL DEFAULT 0,
                    created INTEGER NOT NULL DEFAULT 0,
                    updated INTEGER NOT NULL DEFAULT 0,
                    failed INTEGER NOT NULL DEFAULT 0,
                    images TEXT NOT NULL,
                    language VARCHAR(8) NOT NULL,
                    lease_until {instant} NULL,
                    created_at {instant} NOT NULL,
                    finished_at {instant} NULL
                )",
                "CREATE UNIQUE INDEX import_jobs_one_open ON import_jobs (shop_id) \
                 WHERE status IN ('queued', 'running')",
                "CREATE INDEX import_jobs_of_shop ON import_jobs (shop_id, created_at)",
                "CREATE INDEX import_jobs_open ON import_jobs (created_at) \
                 WHERE status IN ('queued', 'running')",
                "CREATE TABLE import_problems (
                    job_id {uuid} NOT NULL REFERENCES import_jobs (id) ON DELETE CASCADE,
                    line INTEGER NOT NULL,
                    row_number INTEGER NOT NULL,
                    sku VARCHAR(200) NOT NULL,
                    field VARCHAR(40) NOT NULL,
                    problem VARCHAR(1000) NOT NULL,
                    PRIMARY KEY (job_id, line)
                )",
            ],
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::execute_all(
            manager,
            &[
                "DROP TABLE import_problems",
                "DROP TABLE import_jobs",
                "DROP INDEX products_shop_sku",
                "ALTER TABLE products DROP COLUMN sku",
            ],
        )
        .await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
