//! The catalogue's second step: product images, reviews, search, and the indexes behind every
//! listing filter and sort. Also the first shape of orders, which reviews need (only a buyer may
//! review); checkout extends those tables.
//!
//! Search is backend-specific by design (ADR 0006): SQLite keeps an FTS5 index up to date with
//! triggers; PostgreSQL keeps a weighted `tsvector` as a generated column with a GIN index. Both
//! share `search_terms`, the catalogue's vocabulary, which typo correction reads.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Lower-cased copies of brand and colour make case-insensitive filters index lookups;
/// `rating_score` (average × 100) makes "top rated" an index scan instead of a computation.
const PRODUCT_COLUMNS: &[&str] = &[
    "ALTER TABLE products ADD COLUMN brand_key VARCHAR(255) NOT NULL DEFAULT ''",
    "ALTER TABLE products ADD COLUMN colour_key VARCHAR(255) NULL",
    "ALTER TABLE products ADD COLUMN rating_score BIGINT NOT NULL DEFAULT 0",
    "UPDATE products SET brand_key = lower(brand), colour_key = lower(colour_name), \
     rating_score = CASE WHEN rating_count > 0 THEN rating_total * 100 / rating_count ELSE 0 END",
    "DROP INDEX idx_products_kind_category",
    "DROP INDEX idx_products_kind_created",
    "DROP INDEX idx_products_kind_price",
];

/// Partial indexes over live rows: every listing filter and sort starts from one of these.
const PRODUCT_INDEXES: &[(&str, &str)] = &[
    ("idx_products_live_created", "kind, created_at"),
    ("idx_products_live_category", "kind, category, created_at"),
    ("idx_products_live_price", "kind, selling_price_paise"),
    ("idx_products_live_sold", "kind, sold_out"),
    ("idx_products_live_rating", "kind, rating_score"),
    ("idx_products_live_brand", "kind, brand_key"),
    ("idx_products_live_colour", "kind, colour_key"),
    ("idx_products_live_ends", "kind, ends_at"),
    ("idx_products_live_shop_name", "shop_id, name"),
];

const TABLES: &[&str] = &[
    "CREATE TABLE product_images (
        product_id {uuid} NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        position BIGINT NOT NULL CHECK (position >= 0),
        display_key VARCHAR(255) NOT NULL,
        thumbnail_key VARCHAR(255) NOT NULL,
        PRIMARY KEY (product_id, position)
    )",
    "CREATE TABLE reviews (
        id {uuid} NOT NULL PRIMARY KEY,
        product_id {uuid} NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        user_id {uuid} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        rating BIGINT NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment TEXT NOT NULL,
        created_at {instant} NOT NULL,
        updated_at {instant} NOT NULL,
        UNIQUE (product_id, user_id)
    )",
    "CREATE INDEX idx_reviews_product ON reviews (product_id, updated_at)",
    "CREATE TABLE orders (
        id {uuid} NOT NULL PRIMARY KEY,
        user_id {uuid} NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        shop_id {uuid} NOT NULL REFERENCES shops (id) ON DELETE RESTRICT,
        status VARCHAR(64) NOT NULL,
        created_at {instant} NOT NULL,
        updated_at {instant} NOT NULL
    )",
    "CREATE INDEX idx_orders_user ON orders (user_id, created_at)",
    "CREATE INDEX idx_orders_shop ON orders (shop_id, created_at)",
    "CREATE TABLE order_lines (
        order_id {uuid} NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        position BIGINT NOT NULL CHECK (position >= 0),
        product_id {uuid} NOT NULL REFERENCES products (id) ON DELETE RESTRICT,
        quantity BIGINT NOT NULL CHECK (quantity >= 1),
        PRIMARY KEY (order_id, position)
    )",
    "CREATE INDEX idx_order_lines_product ON order_lines (product_id)",
    // The vocabulary typo correction reads: a word, its first letter and its length in letters,
    // so the words a typo away are found by one index range.
    "CREATE TABLE search_terms (
        term VARCHAR(64) NOT NULL PRIMARY KEY,
        initial VARCHAR(8) NOT NULL,
        length BIGINT NOT NULL
    )",
    "CREATE INDEX idx_search_terms_initial ON search_terms (initial, length)",
];

/// SQLite: an FTS5 index of live products. FTS rows are keyed by a stable integer from
/// `product_search_keys`, because a plain table's implicit rowid may change on VACUUM.
const SQLITE_SEARCH: &[&str] = &[
    "CREATE TABLE product_search_keys (
        key INTEGER PRIMARY KEY AUTOINCREMENT,
        product_id BLOB NOT NULL UNIQUE
    )",
    "CREATE VIRTUAL TABLE product_search USING fts5(
        name, brand, category, description,
        tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )",
    "CREATE TRIGGER product_search_insert AFTER INSERT ON products WHEN new.deleted_at IS NULL BEGIN
        INSERT OR IGNORE INTO product_search_keys (product_id) VALUES (new.id);
        INSERT INTO product_search (rowid, name, brand, category, description)
        VALUES ((SELECT key FROM product_search_keys WHERE product_id = new.id),
                new.name, new.brand, new.category, new.description);
    END",
    "CREATE TRIGGER product_search_update
    AFTER UPDATE OF name, brand, category, description, deleted_at ON products BEGIN
        DELETE FROM product_search
        WHERE rowid = (SELECT key FROM product_search_keys WHERE product_id = old.id);
        INSERT INTO product_search (rowid, name, brand, category, description)
        SELECT key, new.name, new.brand, new.category, new.description
        FROM product_search_keys WHERE product_id = new.id AND new.deleted_at IS NULL;
    END",
    "CREATE TRIGGER product_search_delete AFTER DELETE ON products BEGIN
        DELETE FROM product_search
        WHERE rowid = (SELECT key FROM product_search_keys WHERE product_id = old.id);
        DELETE FROM product_search_keys WHERE product_id = old.id;
    END",
    // Products that existed before this migration.
    "INSERT INTO product_search_keys (product_id) SELECT id FROM products",
    "INSERT INTO product_search (rowid, name, brand, category, description)
     SELECT k.key, p.name, p.brand, p.category, p.description
     FROM products p JOIN product_search_keys k ON k.product_id = p.id WHERE p.deleted_at IS NULL",
];

/// PostgreSQL: a weighted document (name A, brand and category B, description D) kept by the
/// database itself, and a GIN index over it.
const POSTGRES_SEARCH: &[&str] = &[
    "ALTER TABLE products ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', name), 'A')
        || setweight(to_tsvector('simple', brand), 'B')
        || setweight(to_tsvector('simple', category), 'B')
        || setweight(to_tsvector('simple', description), 'D')
    ) STORED",
    "CREATE INDEX idx_products_search ON products USING GIN (search_document)",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let backend = manager.get_database_backend();
        let (uuid, instant) = match backend {
            DatabaseBackend::Postgres => ("uuid", "timestamp with time zone"),
            _ => ("uuid_text", "timestamp_with_timezone_text"),
        };
        let db = manager.get_connection();
        for sql in PRODUCT_COLUMNS {
            db.execute_unprepared(sql).await?;
        }
        for (name, columns) in PRODUCT_INDEXES {
            db.execute_unprepared(&format!(
                "CREATE INDEX {name} ON products ({columns}) WHERE deleted_at IS NULL"
            ))
            .await?;
        }
        for sql in TABLES {
            db.execute_unprepared(&sql.replace("{uuid}", uuid).replace("{instant}", instant))
                .await?;
        }
        let search = if backend == DatabaseBackend::Postgres {
            POSTGRES_SEARCH
        } else {
            SQLITE_SEARCH
        };
        for sql in search {
            db.execute_unprepared(sql).await?;
        }
        Ok(())
    }

    async fn down(&self, _manager: &SchemaManager) -> Result<(), DbErr> {
        Err(DbErr::Migration(
            "the catalogue migration is not reversible; restore a backup instead".to_owned(),
        ))
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
