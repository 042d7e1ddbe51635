//! Product moderation (docs/catalog.md "Moderation"): products held back from the storefront
//! until the Admin approves them, and reports of products that are on it.
//!
//! - `product_holds`: one row per product that is not public because of moderation, `pending`
//!   (in the Admin's queue) or `rejected` (back with its seller, with the Admin's reason). An
//!   approved product has no row, so the storefront's rule is `NOT IN` a small set, like the
//!   shops that are not trading, and every product that existed before is public as it was.
//! - `product_reports`: what shoppers reported; open until the Admin decides on the product
//!   (`resolved_at`). One open report per person and product, so repeating one does not make a
//!   product look more reported than it is.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::execute_typed(
            manager,
            &[
                "CREATE TABLE product_holds (
                    product_id {uuid} NOT NULL PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
                    status VARCHAR(16) NOT NULL CHECK (status IN ('pending', 'rejected')),
                    reason VARCHAR(500) NULL,
                    held_at {instant} NOT NULL,
                    decided_at {instant} NULL
                )",
                "CREATE INDEX product_holds_queue ON product_holds (status, held_at)",
                "CREATE TABLE product_reports (
                    id {uuid} NOT NULL PRIMARY KEY,
                    product_id {uuid} NOT NULL REFERENCES products (id) ON DELETE CASCADE,
                    reporter_id {uuid} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                    reason VARCHAR(32) NOT NULL \
                      CHECK (reason IN ('counterfeit', 'prohibited', 'wrong_information', 'offensive')),
                    details VARCHAR(1000) NULL,
                    created_at {instant} NOT NULL,
                    resolved_at {instant} NULL
                )",
                "CREATE UNIQUE INDEX product_reports_one_open ON product_reports (product_id, reporter_id) \
                 WHERE resolved_at IS NULL",
                "CREATE INDEX product_reports_open ON product_reports (created_at, product_id) \
                 WHERE resolved_at IS NULL",
            ],
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::execute_all(
            manager,
            &["DROP TABLE product_reports", "DROP TABLE product_holds"],
        )
        .await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
