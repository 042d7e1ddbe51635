//! The supply each TCS line was collected on (docs/tax.md "TCS report"): on a `tcs` line and on
//! the `refund_reversal` lines that take it back, `tax_base_paise` (the value without GST it was
//! collected on, or the part a return takes back; never negative) and `supply_regime` (how it
//! was split), so the monthly TCS report (GSTR-8's figures) is read from the ledger alone.
//!
//! Lines posted before this migration keep both null: TCS cannot be turned back into its base to
//! the paisa. Migration 23 added those lines in the same release, so no deployment has any.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const UP: &[&str] = &[
    "ALTER TABLE ledger_lines ADD COLUMN tax_base_paise BIGINT NULL CHECK (tax_base_paise IS NULL OR tax_base_paise >= 0)",
    "ALTER TABLE ledger_lines ADD COLUMN supply_regime VARCHAR(12) NULL \
     CHECK (supply_regime IS NULL OR supply_regime IN ('cgst_sgst', 'cgst_utgst', 'igst'))",
];

const DOWN: &[&str] = &[
    "ALTER TABLE ledger_lines DROP COLUMN supply_regime",
    "ALTER TABLE ledger_lines DROP COLUMN tax_base_paise",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::execute_all(manager, UP).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::execute_all(manager, DOWN).await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
