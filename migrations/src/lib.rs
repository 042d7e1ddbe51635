//! The schema, as an ordered list of migrations. `docs/data-model.md` describes the whole model;
//! each change to it is a new file here, never an edit to one that has landed.
//!
//! Conventions (both backends):
//! - ids are UUIDs (`uuid` on PostgreSQL, 16-byte blobs on SQLite);
//! - money is integer paise in `BIGINT` columns named `*_paise`;
//! - instants are `timestamptz` on PostgreSQL and RFC 3339 UTC text on SQLite;
//! - enumerations are short text with a `CHECK` listing the allowed values;
//! - every migration runs in a transaction, so a failure leaves nothing half-applied.

pub use sea_orm_migration::prelude::*;

mod columns;
mod m20261122_000001_create_shops;
mod m20261122_000002_create_products;
mod m20261122_000003_create_identity;
mod m20261122_000004_create_catalogue;
mod m20261122_000005_create_orders;
mod m20261122_000006_create_seller_money_and_admin;
mod m20261122_000007_ledger_pending_account;
mod m20261123_000008_listing_order_index;
mod m20261123_000009_facet_index;
mod m20261126_000010_sizes_on_the_product;
mod m20261127_000011_coupon_owners_and_limits;
mod m20261127_000012_colours_are_searchable;
mod m20261127_000013_reviews_hidden_by_refunds;
mod m20261128_000014_account_languages;
mod m20261128_000015_status_reasons;
mod m20261128_000016_order_shipments;
mod m20261128_000017_order_returns;
mod m20261128_000018_refund_disputes;
mod m20261129_000019_shop_delivery;
mod m20261129_000020_shop_legal_details;
mod m20261130_000021_product_tax_facts;
mod m20261130_000022_invoice_numbers;
mod m20261201_000023_ledger_tax_lines;
mod m20261201_000024_credit_notes;
mod m20261202_000025_commission_invoices;
mod m20261202_000026_tcs_supplies;
mod m20261203_000027_grievances;
mod m20261203_000028_cancellation_credit_notes;
mod m20261204_000029_notifications;
mod m20261205_000030_conversations;
mod m20261206_000031_shop_review;
mod m20261207_000032_commission_rules;
mod m20261208_000033_product_moderation;
mod m20261209_000034_bulk_catalogue;
mod m20261210_000035_shop_list_indexes;
mod m20261211_000036_catalogue_changes;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261122_000001_create_shops::Migration),
            Box::new(m20261122_000002_create_products::Migration),
            Box::new(m20261122_000003_create_identity::Migration),
            Box::new(m20261122_000004_create_catalogue::Migration),
            Box::new(m20261122_000005_create_orders::Migration),
            Box::new(m20261122_000006_create_seller_money_and_admin::Migration),
            Box::new(m20261122_000007_ledger_pending_account::Migration),
            Box::new(m20261123_000008_listing_order_index::Migration),
            Box::new(m20261123_000009_facet_index::Migration),
            Box::new(m20261126_000010_sizes_on_the_product::Migration),
            Box::new(m20261127_000011_coupon_owners_and_limits::Migration),
            Box::new(m20261127_000012_colours_are_searchable::Migration),
            Box::new(m20261127_000013_reviews_hidden_by_refunds::Migration),
            Box::new(m20261128_000014_account_languages::Migration),
            Box::new(m20261128_000015_status_reasons::Migration),
            Box::new(m20261128_000016_order_shipments::Migration),
            Box::new(m20261128_000017_order_returns::Migration),
            Box::new(m20261128_000018_refund_disputes::Migration),
            Box::new(m20261129_000019_shop_delivery::Migration),
            Box::new(m20261129_000020_shop_legal_details::Migration),
            Box::new(m20261130_000021_product_tax_facts::Migration),
            Box::new(m20261130_000022_invoice_numbers::Migration),
            Box::new(m20261201_000023_ledger_tax_lines::Migration),
            Box::new(m20261201_000024_credit_notes::Migration),
            Box::new(m20261202_000025_commission_invoices::Migration),
            Box::new(m20261202_000026_tcs_supplies::Migration),
            Box::new(m20261203_000027_grievances::Migration),
            Box::new(m20261203_000028_cancellation_credit_notes::Migration),
            Box::new(m20261204_000029_notifications::Migration),
            Box::new(m20261205_000030_conversations::Migration),
            Box::new(m20261206_000031_shop_review::Migration),
            Box::new(m20261207_000032_commission_rules::Migration),
            Box::new(m20261208_000033_product_moderation::Migration),
            Box::new(m20261209_000034_bulk_catalogue::Migration),
            Box::new(m20261210_000035_shop_list_indexes::Migration),
            Box::new(m20261211_000036_catalogue_changes::Migration),
        ]
    }
}

/// Runs each statement, as written, in order: for migrations whose SQL is the same on both
/// backends.
async fn execute_all(manager: &SchemaManager<'_>, statements: &[&str]) -> Result<(), DbErr> {
    let db = manager.get_connection();
    for sql in statements {
        db.execute_unprepared(sql).await?;
    }
    Ok(())
}

/// Runs each statement in order, its `{uuid}` and `{instant}` written as the backend's uuid and
/// timestamp-with-time-zone types: for migrations whose SQL differs only in those.
async fn execute_typed(manager: &SchemaManager<'_>, statements: &[&str]) -> Result<(), DbErr> {
    let (uuid, instant) = match manager.get_database_backend() {
        sea_orm_migration::sea_orm::DatabaseBackend::Postgres => ("uuid", "timestamp with time zone"),
        _ => ("uuid_text", "timestamp_with_timezone_text"),
    };
    let db = manager.get_connection();
    for sql in statements {
        db.execute_unprepared(&sql.replace("{uuid}", uuid).replace("{instant}", instant))
            .await?;
    }
    Ok(())
}
