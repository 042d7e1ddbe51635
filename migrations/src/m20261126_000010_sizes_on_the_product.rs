//! A product's sizes move from their own table onto the product row (docs/benchmarks.md), as one
//! text column: each size between U+001F unit separators, in the seller's order (`\x1fS\x1fM\x1f`;
//! empty for none). A size holds no control characters (`catalog::Size`), so the separator can
//! never be part of one.
//!
//! Why: the filter panel's size counts joined every matching product to its size rows (140,000
//! rows at 100,000 products), the slowest part of a listing's counts, and every product read cost
//! a second query for its sizes. On the row, the sizes are read with the product, and the one
//! grouped pass that counts categories, brands and colours counts size sets too, from the facet
//! index alone, which now holds them.
//!
//! On PostgreSQL an index entry is limited to about 2,700 bytes. The widest entry this index can
//! hold (20 sizes of 20 four-byte characters, a 60-character brand and a 30-character colour, each
//! twice, and the fixed columns) is about 2,450; `store-sea`'s tests write such a product.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::{big_integer, string};
use sea_orm_migration::sea_orm::DatabaseBackend;

use crate::columns::reference;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &'static str {
        "m20261126_000010_sizes_on_the_product"
    }
}

const ADD: &str = "ALTER TABLE products ADD COLUMN sizes TEXT NOT NULL DEFAULT ''";

const FILL_SQLITE: &str = "UPDATE products SET sizes = COALESCE(( \
     SELECT char(31) || group_concat(z.size, char(31) ORDER BY z.position) || char(31) \
     FROM product_sizes z WHERE z.product_id = products.id), '')";

const FILL_POSTGRES: &str = "UPDATE products p SET sizes = chr(31) || z.joined || chr(31) \
     FROM (SELECT product_id, string_agg(size, chr(31) ORDER BY position) AS joined \
           FROM product_sizes GROUP BY product_id) z \
     WHERE z.product_id = p.id";

/// The facet index of migration 9, with the sizes after the other facets' keys.
const INDEX: &[&str] = &[
    "DROP INDEX idx_products_live_facets",
    "CREATE INDEX idx_products_live_facets ON products \
     (kind, category, brand_key, colour_key, sizes, selling_price_paise, shop_id, brand, colour_name, colour_hex, id) \
     WHERE deleted_at IS NULL",
    "DROP TABLE product_sizes",
];

const UNDO_INDEX: &[&str] = &[
    "DROP INDEX idx_products_live_facets",
    "CREATE INDEX idx_products_live_facets ON products \
     (kind, category, brand_key, colour_key, selling_price_paise, shop_id, brand, colour_name, colour_hex, id) \
     WHERE deleted_at IS NULL",
];

/// Each size back into its own row, numbered from 0 in the column's order.
const SPLIT_SQLITE: &str = "WITH RECURSIVE parts(product_id, rest, size, position) AS ( \
       SELECT id, substr(sizes, 2), NULL, -1 FROM products WHERE sizes <> '' \
       UNION ALL \
       SELECT product_id, substr(rest, instr(rest, char(31)) + 1), \
              substr(rest, 1, instr(rest, char(31)) - 1), position + 1 \
       FROM parts WHERE rest <> '') \
     INSERT INTO product_sizes (product_id, size, position) \
     SELECT product_id, size, position FROM parts WHERE size IS NOT NULL";

const SPLIT_POSTGRES: &str = "INSERT INTO product_sizes (product_id, size, position) \
     SELECT p.id, t.size, t.n - 1 FROM products p, \
       unnest(string_to_array(trim(both chr(31) from p.sizes), chr(31))) WITH ORDINALITY AS t(size, n) \
     WHERE p.sizes <> ''";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let postgres = manager.get_database_backend() == DatabaseBackend::Postgres;
        let db = manager.get_connection();
        db.execute_unprepared(ADD).await?;
        db.execute_unprepared(if postgres { FILL_POSTGRES } else { FILL_SQLITE })
            .await?;
        crate::execute_all(manager, INDEX).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let postgres = manager.get_database_backend() == DatabaseBackend::Postgres;
        // As migration 2 made it.
        manager
            .create_table(
                Table::create()
                    .table("product_sizes")
                    .col(reference("product_id"))
                    .col(string("size"))
                    .col(big_integer("position"))
                    .primary_key(Index::create().col("product_id").col("size"))
                    .foreign_key(
                        ForeignKey::create()
                            .name("fk_product_sizes_product")
                            .from("product_sizes", "product_id")
                            .to("products", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_product_sizes_size")
                    .table("product_sizes")
                    .col("size")
                    .to_owned(),
            )
            .await?;
        let db = manager.get_connection();
        db.execute_unprepared(if postgres { SPLIT_POSTGRES } else { SPLIT_SQLITE })
            .await?;
        crate::execute_all(manager, UNDO_INDEX).await?;
        db.execute_unprepared("ALTER TABLE products DROP COLUMN sizes")
            .await?;
        Ok(())
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
