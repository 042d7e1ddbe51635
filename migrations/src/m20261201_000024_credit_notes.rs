//! Credit notes (docs/tax.md "Credit notes"): approving a return of an invoiced order issues one,
//! numbered in the shop's `CN` series for the financial year (`document_series`, as invoices
//! are; ADR 0024), in the approval's transaction. One row per approved return.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const UP: &[&str] = &["CREATE TABLE credit_notes (
        return_id {uuid} NOT NULL PRIMARY KEY REFERENCES order_returns (id) ON DELETE CASCADE,
        shop_id {uuid} NOT NULL REFERENCES shops (id) ON DELETE RESTRICT,
        number VARCHAR(16) NOT NULL,
        issued_at {instant} NOT NULL,
        UNIQUE (shop_id, number)
    )"];

const DOWN: &[&str] = &["DROP TABLE credit_notes"];

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
