//! When each product last changed in what listings show: `products.changed_at`, milliseconds of
//! the database's own clock, set by triggers on every insert and on every update of a column a
//! listing filters, sorts, counts or searches by (docs/catalog.md "The catalogue index").
//!
//! The in-process index reads the rows changed since its last look, on a timer and when told of a
//! change, so it heals from a missed message by itself. Triggers rather than each writer setting
//! the column: checkout, refunds, reviews, imports and edits all move those columns, and a writer
//! that forgot would leave the index wrong with nothing to show it. The database's clock rather
//! than the servers': every server compares against the one clock that stamped the rows.
//!
//! On PostgreSQL the search document is also made of words split as `catalog::search::words`
//! splits them (and SQLite's FTS5 and the index do): its own parser kept `6.3`, `1/3` or an email
//! address as one token, so the prefix `3` found a saree "6.3 m" long on SQLite and not on
//! PostgreSQL. ASCII punctuation becomes a space before the parser sees the text; what else the
//! parser takes for a separator it already splits at.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// A column's text with ASCII punctuation and symbols as spaces.
fn split(column: &str) -> String {
    format!("regexp_replace({column}, '[!-/:-@\\[-`{{-~]', ' ', 'g')")
}

/// The search document of migration 12, its words split as above when `split_words`.
fn postgres_document(split_words: bool) -> Vec<String> {
    let text = |column: &str| {
        if split_words {
            split(column)
        } else {
            column.to_owned()
        }
    };
    vec![
        "DROP INDEX idx_products_search".to_owned(),
        "ALTER TABLE products DROP COLUMN search_document".to_owned(),
        format!(
            "ALTER TABLE products ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
                setweight(to_tsvector('simple', {name}), 'A')
                || setweight(to_tsvector('simple', {brand}), 'B')
                || setweight(to_tsvector('simple', {category}), 'B')
                || setweight(to_tsvector('simple', {colour}), 'C')
                || setweight(to_tsvector('simple', {description}), 'D')
            ) STORED",
            name = text("name"),
            brand = text("brand"),
            category = text("category"),
            colour = text("COALESCE(colour_name, '')"),
            description = text("description"),
        ),
        "CREATE INDEX idx_products_search ON products USING GIN (search_document)".to_owned(),
    ]
}

/// The columns whose change the index must see (stock is not among them: listings read it with
/// the products themselves, never from the index).
const WATCHED: &str = "shop_id, kind, name, description, category, brand, brand_key, colour_name, \
    colour_hex, colour_key, selling_price_paise, sold_out, rating_score, rating_count, created_at, \
    deleted_at, sizes";

/// SQLite's clock in milliseconds (`julianday` keeps them; `unixepoch('subsec')` needs 3.42).
const SQLITE_NOW: &str = "CAST(ROUND((julianday('now') - 2440587.5) * 86400000) AS INTEGER)";

/// The clock at the statement, not at the transaction's start: a row is stamped as late as it can
/// be, so fewer commit after a reader has passed their stamp.
const POSTGRES_NOW: &str = "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let mut statements = vec![
            "ALTER TABLE products ADD COLUMN changed_at BIGINT NOT NULL DEFAULT 0".to_owned(),
            "CREATE INDEX idx_products_changed ON products (changed_at, id) WHERE kind = 'product'"
                .to_owned(),
        ];
        if manager.get_database_backend() == DatabaseBackend::Postgres {
            statements.extend(postgres_document(true));
            // Past the row's previous stamp, always: two writes within one millisecond still get
            // two stamps, so the index never takes the second for the first read again.
            statements.push(format!(
                "CREATE FUNCTION products_stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$ \
                 BEGIN \
                   IF TG_OP = 'UPDATE' THEN \
                     NEW.changed_at := GREATEST({POSTGRES_NOW}, OLD.changed_at + 1); \
                   ELSE \
                     NEW.changed_at := {POSTGRES_NOW}; \
                   END IF; \
                   RETURN NEW; \
                 END $$"
            ));
            statements.push(
                "CREATE TRIGGER products_changed_on_insert BEFORE INSERT ON products \
                 FOR EACH ROW EXECUTE FUNCTION products_stamp_change()"
                    .to_owned(),
            );
            statements.push(format!(
                "CREATE TRIGGER products_changed_on_update BEFORE UPDATE OF {WATCHED} ON products \
                 FOR EACH ROW EXECUTE FUNCTION products_stamp_change()"
            ));
        } else {
            statements.push(format!(
                "CREATE TRIGGER products_changed_on_insert AFTER INSERT ON products BEGIN \
                 UPDATE products SET changed_at = {SQLITE_NOW} WHERE id = new.id; END"
            ));
            // `changed_at` is not watched, so the trigger's own update does not fire it again; past
            // the row's previous stamp, always, as on PostgreSQL.
            statements.push(format!(
                "CREATE TRIGGER products_changed_on_update AFTER UPDATE OF {WATCHED} ON products BEGIN \
                 UPDATE products SET changed_at = MAX({SQLITE_NOW}, changed_at + 1) WHERE id = new.id; END"
            ));
        }
        let statements: Vec<&str> = statements.iter().map(String::as_str).collect();
        super::execute_all(manager, &statements).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let mut statements = vec![
            "DROP TRIGGER products_changed_on_insert",
            "DROP TRIGGER products_changed_on_update",
        ];
        if manager.get_database_backend() == DatabaseBackend::Postgres {
            statements = vec![
                "DROP TRIGGER products_changed_on_insert ON products",
                "DROP TRIGGER products_changed_on_update ON products",
                "DROP FUNCTION products_stamp_change()",
            ];
        }
        statements.push("DROP INDEX idx_products_changed");
        statements.push("ALTER TABLE products DROP COLUMN changed_at");
        let mut statements: Vec<String> = statements.into_iter().map(str::to_owned).collect();
        if manager.get_database_backend() == DatabaseBackend::Postgres {
            statements.extend(postgres_document(false));
        }
        let statements: Vec<&str> = statements.iter().map(String::as_str).collect();
        super::execute_all(manager, &statements).await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
