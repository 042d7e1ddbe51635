//! Seller approval (docs/identity.md "A shop's review"): a new shop is reviewed by the Admin
//! before anything of it is public. Shops that exist already were trading, so they start
//! `approved`; registration writes `draft` for a new one.
//!
//! - `review_status`: `draft`, `submitted`, `approved` or `rejected`;
//! - `review_reason`: why the Admin rejected it, shown to the seller;
//! - `review_submitted_at` orders the Admin's queue, oldest first;
//! - `gst_unregistered_at`: when the seller declared the business is not registered for GST (a
//!   shop without a GSTIN must, to be submitted).

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::execute_typed(
            manager,
            &[
                "ALTER TABLE shops ADD COLUMN review_status VARCHAR(16) NOT NULL DEFAULT 'approved' \
                 CHECK (review_status IN ('draft', 'submitted', 'approved', 'rejected'))",
                "ALTER TABLE shops ADD COLUMN review_reason VARCHAR(500) NULL",
                "ALTER TABLE shops ADD COLUMN review_submitted_at {instant} NULL",
                "ALTER TABLE shops ADD COLUMN reviewed_at {instant} NULL",
                "ALTER TABLE shops ADD COLUMN gst_unregistered_at {instant} NULL",
                "CREATE INDEX shops_review_queue ON shops (review_status, review_submitted_at)",
            ],
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::execute_all(
            manager,
            &[
                "DROP INDEX shops_review_queue",
                "ALTER TABLE shops DROP COLUMN gst_unregistered_at",
                "ALTER TABLE shops DROP COLUMN reviewed_at",
                "ALTER TABLE shops DROP COLUMN review_submitted_at",
                "ALTER TABLE shops DROP COLUMN review_reason",
                "ALTER TABLE shops DROP COLUMN review_status",
            ],
        )
        .await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
