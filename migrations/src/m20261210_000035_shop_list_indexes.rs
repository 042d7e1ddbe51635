//! A seller's product list (`GET /get-all-product-shop/{shopId}`, docs/data-model.md
//! `products`) reads one shop's live products in the order the seller picked: newest, price,
//! stock, sold or name. Without an
//! index per order, SQLite walked every product of the marketplace in price order to find one
//! shop's (the storefront's `(kind, selling_price_paise)` index), and a shop of 20,000 products
//! took 40–80 ms a page; with them a page is a short walk of one shop's index, at any page, and
//! the count reads the index alone. Each index ends in `id`, the lists' tie-break.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The orders of `catalog::ShopProductSort`, as the list's SQL writes them.
const ORDERS: [(&str, &str); 5] = [
    ("created", "created_at"),
    ("price", "selling_price_paise"),
    ("stock", "stock"),
    ("sold", "sold_out"),
    ("name", "lower(name)"),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let statements: Vec<String> = ORDERS
            .iter()
            .map(|(name, key)| {
                format!(
                    "CREATE INDEX idx_products_shop_live_{name} ON products (shop_id, kind, {key}, id) \
                     WHERE deleted_at IS NULL"
                )
            })
            .collect();
        let statements: Vec<&str> = statements.iter().map(String::as_str).collect();
        super::execute_all(manager, &statements).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let statements: Vec<String> = ORDERS
            .iter()
            .map(|(name, _)| format!("DROP INDEX idx_products_shop_live_{name}"))
            .collect();
        let statements: Vec<&str> = statements.iter().map(String::as_str).collect();
        super::execute_all(manager, &statements).await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
