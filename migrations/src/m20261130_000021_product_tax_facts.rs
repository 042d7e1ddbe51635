//! A product's GST facts (docs/tax.md "A product's tax facts"): its HSN code, its GST slab in basis
//! points, and its country of origin (ISO 3166-1 alpha-2).
//!
//! Haat writes all three on every product. Products listed before they were asked for get their
//! category's typical HSN heading and slab (`catalog::Category::typical_tax` as it stood when this
//! was written; copied here because a migration must not change when that code does) and India,
//! for their sellers to correct. The column defaults exist only because SQLite cannot add a
//! `NOT NULL` column without one; PostgreSQL drops them once the rows are filled.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Category, HSN heading, slab in basis points.
const TYPICAL: [(&str, &str, i32); 12] = [
    ("Women", "6204", 500),
    ("Men", "6203", 500),
    ("Kids", "6209", 500),
    ("Shoes", "6403", 1200),
    ("Bags", "4202", 1800),
    ("Accessories", "6217", 1200),
    ("Jewellery", "7113", 300),
    ("Watches", "9102", 1800),
    ("Beauty & Personal Care", "3304", 1800),
    ("Home & Kitchen", "7323", 1200),
    ("Electronics", "8518", 1800),
    ("Sports & Fitness", "9506", 1200),
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        db.execute_unprepared(
            "ALTER TABLE products ADD COLUMN hsn VARCHAR(8) NOT NULL DEFAULT '6204' \
             CHECK (length(hsn) IN (4, 6, 8))",
        )
        .await?;
        db.execute_unprepared(
            "ALTER TABLE products ADD COLUMN gst_rate_bp INTEGER NOT NULL DEFAULT 500 \
             CHECK (gst_rate_bp IN (0, 25, 300, 500, 1200, 1800, 2800))",
        )
        .await?;
        db.execute_unprepared(
            "ALTER TABLE products ADD COLUMN country_of_origin CHAR(2) NOT NULL DEFAULT 'IN' \
             CHECK (length(country_of_origin) = 2)",
        )
        .await?;
        for (category, hsn, rate) in TYPICAL {
            db.execute_unprepared(&format!(
                "UPDATE products SET hsn = '{hsn}', gst_rate_bp = {rate} WHERE category = '{category}'"
            ))
            .await?;
        }
        if manager.get_database_backend() == DatabaseBackend::Postgres {
            db.execute_unprepared(
                "ALTER TABLE products ALTER COLUMN hsn DROP DEFAULT, \
                 ALTER COLUMN gst_rate_bp DROP DEFAULT, ALTER COLUMN country_of_origin DROP DEFAULT",
            )
            .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        for column in ["country_of_origin", "gst_rate_bp", "hsn"] {
            db.execute_unprepared(&format!("ALTER TABLE products DROP COLUMN {column}"))
                .await?;
        }
        Ok(())
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
