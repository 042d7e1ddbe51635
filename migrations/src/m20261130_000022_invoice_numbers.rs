//! Tax invoices' numbers and the facts an invoice must keep as they were when the order was
//! placed (docs/tax.md "Invoice numbers"; ADR 0024).
//!
//! - `document_series`: each shop's last issued serial per series (`invoice`, `credit_note`) and
//!   financial year. Placing an order takes the next one with an upsert that locks the row until
//!   the placing transaction ends, so two servers never issue the same number and a rolled-back
//!   checkout gives its number back: the series has no gaps.
//! - `orders.invoice_number`, unique per shop; null on orders placed before this migration,
//!   which were never invoiced. `orders.buyer_gstin`: the shopper's GSTIN, when given at checkout.
//! - `orders.supplier_*`: the shop's GSTIN, legal name, registered address and PIN code as they
//!   were at placing, since an invoice does not change when the shop later moves.
//! - `order_lines.hsn` and `gst_rate_bp`: the product's HSN code and slab at placing.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

const UP: &[&str] = &[
    "CREATE TABLE document_series (
        shop_id {uuid} NOT NULL REFERENCES shops (id) ON DELETE RESTRICT,
        series VARCHAR(16) NOT NULL CHECK (series IN ('invoice', 'credit_note')),
        financial_year INTEGER NOT NULL CHECK (financial_year BETWEEN 2000 AND 2999),
        last_number BIGINT NOT NULL CHECK (last_number >= 1),
        PRIMARY KEY (shop_id, series, financial_year)
    )",
    "ALTER TABLE orders ADD COLUMN invoice_number VARCHAR(16) NULL",
    "CREATE UNIQUE INDEX idx_orders_invoice_number ON orders (shop_id, invoice_number) \
     WHERE invoice_number IS NOT NULL",
    "ALTER TABLE orders ADD COLUMN buyer_gstin VARCHAR(15) NULL",
    "ALTER TABLE orders ADD COLUMN supplier_gstin VARCHAR(15) NULL",
    "ALTER TABLE orders ADD COLUMN supplier_name VARCHAR(100) NULL",
    "ALTER TABLE orders ADD COLUMN supplier_address VARCHAR(200) NULL",
    "ALTER TABLE orders ADD COLUMN supplier_zip VARCHAR(6) NULL",
    "ALTER TABLE order_lines ADD COLUMN hsn VARCHAR(8) NULL",
    "ALTER TABLE order_lines ADD COLUMN gst_rate_bp INTEGER NULL \
     CHECK (gst_rate_bp IS NULL OR gst_rate_bp IN (0, 25, 300, 500, 1200, 1800, 2800))",
];

const DOWN: &[&str] = &[
    "ALTER TABLE order_lines DROP COLUMN gst_rate_bp",
    "ALTER TABLE order_lines DROP COLUMN hsn",
    "ALTER TABLE orders DROP COLUMN supplier_zip",
    "ALTER TABLE orders DROP COLUMN supplier_address",
    "ALTER TABLE orders DROP COLUMN supplier_name",
    "ALTER TABLE orders DROP COLUMN supplier_gstin",
    "ALTER TABLE orders DROP COLUMN buyer_gstin",
    "DROP INDEX idx_orders_invoice_number",
    "ALTER TABLE orders DROP COLUMN invoice_number",
    "DROP TABLE document_series",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let uuid = match manager.get_database_backend() {
            DatabaseBackend::Postgres => "uuid",
            _ => "uuid_text",
        };
        let db = manager.get_connection();
        for statement in UP {
            db.execute_unprepared(&statement.replace("{uuid}", uuid)).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for statement in DOWN {
            db.execute_unprepared(statement).await?;
        }
        Ok(())
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
