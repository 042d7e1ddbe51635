//! Two listing orders the indexes did not give (docs/benchmarks.md):
//! - the newest-first index gains the order's tie-breaker, `id` (`ORDER BY created_at DESC, id
//!   DESC`), so the index alone gives the order: without it the database sorted every live
//!   product to serve a page (150 ms at 100,000 products on SQLite, 5 ms with it);
//! - a product page's "more of this category, best-selling first" gets `(kind, category,
//!   sold_out)`: without it every product of the category was sorted for eight of them (about
//!   40 ms of CPU per product page at 100,000 products).

use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &'static str {
        "m20261123_000008_listing_order_index"
    }
}

const UP: &[&str] = &[
    "DROP INDEX idx_products_live_created",
    "CREATE INDEX idx_products_live_created ON products (kind, created_at, id) WHERE deleted_at IS NULL",
    "CREATE INDEX idx_products_live_category_sold ON products (kind, category, sold_out) WHERE deleted_at IS NULL",
];

const DOWN: &[&str] = &[
    "DROP INDEX idx_products_live_category_sold",
    "DROP INDEX idx_products_live_created",
    "CREATE INDEX idx_products_live_created ON products (kind, created_at) WHERE deleted_at IS NULL",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::execute_all(manager, UP).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::execute_all(manager, DOWN).await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
