//! Colours are searchable: "black", one of the search panel's quick-search tags, found the
//! products named "hand-block printed" and none of the 24 black ones, because a product's colour
//! was not in the search index and "black", unknown to the vocabulary, was corrected to "block".
//!
//! The colour joins the index below the name (SQLite's FTS5 table gains a `colour` column, ranked
//! with a weight under the name's; PostgreSQL's document gains the colour at weight C, under the
//! name's A and the brand's and category's B), and its words join the vocabulary typo correction
//! reads. SQLite cannot add a column to an FTS5 table, so the table and its triggers are made
//! again; PostgreSQL cannot change a generated column's expression, so the column is made again.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The triggers and table of migration 4, with or without the colour.
fn sqlite_index(with_colour: bool) -> Vec<String> {
    let (columns, new_values, watched) = if with_colour {
        (
            "name, brand, category, colour, description",
            "new.name, new.brand, new.category, COALESCE(new.colour_name, ''), new.description",
            "name, brand, category, colour_name, description, deleted_at",
        )
    } else {
        (
            "name, brand, category, description",
            "new.name, new.brand, new.category, new.description",
            "name, brand, category, description, deleted_at",
        )
    };
    let rows = new_values.replace("new.", "p.");
    vec![
        "DROP TRIGGER product_search_insert".to_owned(),
        "DROP TRIGGER product_search_update".to_owned(),
        "DROP TRIGGER product_search_delete".to_owned(),
        "DROP TABLE product_search".to_owned(),
        format!(
            "CREATE VIRTUAL TABLE product_search USING fts5({columns}, \
             tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')"
        ),
        format!(
            "CREATE TRIGGER product_search_insert AFTER INSERT ON products WHEN new.deleted_at IS NULL BEGIN
                INSERT OR IGNORE INTO product_search_keys (product_id) VALUES (new.id);
                INSERT INTO product_search (rowid, {columns})
                VALUES ((SELECT key FROM product_search_keys WHERE product_id = new.id), {new_values});
            END"
        ),
        format!(
            "CREATE TRIGGER product_search_update AFTER UPDATE OF {watched} ON products BEGIN
                DELETE FROM product_search
                WHERE rowid = (SELECT key FROM product_search_keys WHERE product_id = old.id);
                INSERT INTO product_search (rowid, {columns})
                SELECT key, {new_values} FROM product_search_keys WHERE product_id = new.id AND new.deleted_at IS NULL;
            END"
        ),
        "CREATE TRIGGER product_search_delete AFTER DELETE ON products BEGIN
            DELETE FROM product_search
            WHERE rowid = (SELECT key FROM product_search_keys WHERE product_id = old.id);
            DELETE FROM product_search_keys WHERE product_id = old.id;
        END"
        .to_owned(),
        "INSERT OR IGNORE INTO product_search_keys (product_id) SELECT id FROM products".to_owned(),
        format!(
            "INSERT INTO product_search (rowid, {columns}) SELECT k.key, {rows} \
             FROM products p JOIN product_search_keys k ON k.product_id = p.id WHERE p.deleted_at IS NULL"
        ),
    ]
}

fn postgres_document(with_colour: bool) -> Vec<String> {
    let colour = if with_colour {
        "|| setweight(to_tsvector('simple', COALESCE(colour_name, '')), 'C')"
    } else {
        ""
    };
    vec![
        "DROP INDEX idx_products_search".to_owned(),
        "ALTER TABLE products DROP COLUMN search_document".to_owned(),
        format!(
            "ALTER TABLE products ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
                setweight(to_tsvector('simple', name), 'A')
                || setweight(to_tsvector('simple', brand), 'B')
                || setweight(to_tsvector('simple', category), 'B')
                {colour}
                || setweight(to_tsvector('simple', description), 'D')
            ) STORED"
        ),
        "CREATE INDEX idx_products_search ON products USING GIN (search_document)".to_owned(),
    ]
}

/// The words of every colour in the catalogue into the vocabulary, split as `catalog::search`
/// splits text (on anything but letters and digits, lower-cased), two to 64 letters long.
const SQLITE_COLOUR_WORDS: &str = "WITH RECURSIVE
    names(rest) AS (
        SELECT DISTINCT lower(replace(replace(replace(colour_name, '-', ' '), '/', ' '), ',', ' ')) || ' '
        FROM products WHERE colour_name IS NOT NULL),
    parts(word, rest) AS (
        SELECT NULL, rest FROM names
        UNION ALL
        SELECT substr(rest, 1, instr(rest, ' ') - 1), substr(rest, instr(rest, ' ') + 1)
        FROM parts WHERE rest <> '')
    INSERT INTO search_terms (term, initial, length)
    SELECT DISTINCT word, substr(word, 1, 1), length(word) FROM parts
    WHERE word IS NOT NULL AND length(word) BETWEEN 2 AND 64
    ON CONFLICT (term) DO NOTHING";

const POSTGRES_COLOUR_WORDS: &str = "INSERT INTO search_terms (term, initial, length)
    SELECT DISTINCT w, left(w, 1), char_length(w)
    FROM products, regexp_split_to_table(lower(colour_name), '[^[:alnum:]]+') AS w
    WHERE colour_name IS NOT NULL AND char_length(w) BETWEEN 2 AND 64
    ON CONFLICT (term) DO NOTHING";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let postgres = manager.get_database_backend() == DatabaseBackend::Postgres;
        let db = manager.get_connection();
        let (index, words) = if postgres {
            (postgres_document(true), POSTGRES_COLOUR_WORDS)
        } else {
            (sqlite_index(true), SQLITE_COLOUR_WORDS)
        };
        for sql in index {
            db.execute_unprepared(&sql).await?;
        }
        db.execute_unprepared(words).await?;
        Ok(())
    }

    /// Back to migration 4's index. The colour words stay in the vocabulary: a word no product
    /// matches only costs a correction that finds nothing (ADR 0006).
    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let postgres = manager.get_database_backend() == DatabaseBackend::Postgres;
        let db = manager.get_connection();
        let index = if postgres {
            postgres_document(false)
        } else {
            sqlite_index(false)
        };
        for sql in index {
            db.execute_unprepared(&sql).await?;
        }
        Ok(())
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
