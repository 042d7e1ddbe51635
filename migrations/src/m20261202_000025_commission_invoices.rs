//! The operator's commission invoices to its shops (docs/tax.md "Commission invoice").
//!
//! - `platform_series`: the operator's own document series, one row per series and financial
//!   year, taken with the same locking upsert as a shop's `document_series` (ADR 0024). The
//!   operator is a single supplier, so its numbers run across all shops.
//! - `commission_invoices`: one per shop and closed month, issued the first time it is asked
//!   for, with the commission and GST it states, so it reads the same ever after.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const UP: &[&str] = &[
    "CREATE TABLE platform_series (
        series VARCHAR(16) NOT NULL CHECK (series IN ('commission')),
        financial_year INTEGER NOT NULL CHECK (financial_year BETWEEN 2000 AND 2999),
        last_number BIGINT NOT NULL CHECK (last_number >= 1),
        PRIMARY KEY (series, financial_year)
    )",
    "CREATE TABLE commission_invoices (
        shop_id {uuid} NOT NULL REFERENCES shops (id) ON DELETE RESTRICT,
        month VARCHAR(7) NOT NULL,
        number VARCHAR(16) NOT NULL UNIQUE,
        issued_at {instant} NOT NULL,
        commission_paise BIGINT NOT NULL CHECK (commission_paise > 0),
        gst_paise BIGINT NOT NULL CHECK (gst_paise >= 0),
        PRIMARY KEY (shop_id, month)
    )",
];

const DOWN: &[&str] = &["DROP TABLE commission_invoices", "DROP TABLE platform_series"];

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
