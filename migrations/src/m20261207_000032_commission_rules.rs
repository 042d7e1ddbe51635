//! Commission rules (docs/orders.md "Commission"): the Admin's default rate and its overrides
//! per category, per shop, and per shop and category; and the rate each order line was placed
//! at.
//!
//! - `commission_rules`: one row per rule, and one for the default (no shop, no category).
//!   `scope_key` (`default`, `shop:<id>`, `category:<name>`, `shop:<id>/category:<name>`) is
//!   unique, which a unique index over two nullable columns would not be on PostgreSQL. A shop's
//!   rules go with it. No row at all means the Admin never saved rules: the setting
//!   `orders.commission_percent` is the default.
//! - `order_lines.commission_rate_bp`: the rate fixed on the line when it was placed; null on
//!   lines placed before, which take their order's `commission_rate_bp` as they always did.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::execute_typed(
            manager,
            &[
                "CREATE TABLE commission_rules (
                    scope_key VARCHAR(120) NOT NULL PRIMARY KEY,
                    shop_id {uuid} NULL REFERENCES shops (id) ON DELETE CASCADE,
                    category VARCHAR(40) NULL,
                    rate_bp INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
                    position INTEGER NOT NULL,
                    updated_at {instant} NOT NULL
                )",
                "ALTER TABLE order_lines ADD COLUMN commission_rate_bp INTEGER NULL \
                 CHECK (commission_rate_bp BETWEEN 0 AND 10000)",
            ],
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::execute_all(
            manager,
            &[
                "ALTER TABLE order_lines DROP COLUMN commission_rate_bp",
                "DROP TABLE commission_rules",
            ],
        )
        .await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
