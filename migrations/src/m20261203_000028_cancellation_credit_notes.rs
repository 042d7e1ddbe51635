//! Credit notes for cancelled orders (docs/tax.md "Credit notes"): an invoiced order cancelled
//! before delivery gets a credit note for its whole invoice, numbered in the shop's `CN` series
//! (`document_series`, ADR 0024) in the cancelling transaction and kept on the order, one per
//! order. Orders cancelled before this migration keep none.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const UP: &[&str] = &[
    "ALTER TABLE orders ADD COLUMN cancellation_credit_note VARCHAR(16) NULL",
    "ALTER TABLE orders ADD COLUMN cancellation_credit_note_at {instant} NULL",
    "CREATE UNIQUE INDEX idx_orders_cancellation_credit_note ON orders (shop_id, cancellation_credit_note) \
     WHERE cancellation_credit_note IS NOT NULL",
];

const DOWN: &[&str] = &[
    "DROP INDEX idx_orders_cancellation_credit_note",
    "ALTER TABLE orders DROP COLUMN cancellation_credit_note_at",
    "ALTER TABLE orders DROP COLUMN cancellation_credit_note",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::execute_typed(manager, UP).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::execute_all(manager, DOWN).await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
