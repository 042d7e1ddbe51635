//! The catalogue on sea-orm: [`ProductRepository`] (sellers' and the operator's writes) and
//! [`Storefront`] (what shoppers may see), over the same tables.
//!
//! Listings are hand-written SQL through [`Sql`]: optional filters, facet grouping and the two
//! backends' search syntaxes read more plainly as SQL than as builder calls. Every filter and
//! sort starts from one of the partial indexes of the catalogue migration.

use std::collections::HashMap;

use anyhow::{Context as _, anyhow};
use async_trait::async_trait;
use catalog::search::words;
use catalog::{
    Brand, CatalogueQuery, CatalogueSort, Colour, Description, EventSchedule, Kind, Listed, Pricing, Product,
    ProductDetails, ProductImage, ProductName, ProductQuery, ProductRepository, RatingSummary, SearchPlan,
    ShopFront, ShopSummary, Sizes, Sort, Stock, Storefront, Tally,
};
use kernel::{MediaKey, Page, PageRequest, ProductId, ShopId, Timestamp};
use sea_orm::ActiveValue::Set;
use sea_orm::prelude::Uuid;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseBackend, DatabaseConnection, EntityTrait, FromQueryResult,
    PaginatorTrait, QueryFilter,
};

use crate::db::{Database, begin_write};
use crate::entities::{product, product_image, shop};
use crate::facets::{FacetFilters, Group};
use crate::sizes;
use crate::sql::push_ids;
use crate::sql::{Sql, push_contains, push_order, push_page};

#[derive(Debug, Clone)]
pub struct SeaProductRepository {
    db: DatabaseConnection,
    backend: DatabaseBackend,
}

impl SeaProductRepository {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        let connection = db.connection().clone();
        Self {
            backend: connection.get_database_backend(),
            db: connection,
        }
    }
}

/// The product columns, named so a raw query fills [`product::Model`] (and never reads
/// PostgreSQL's search document).
const COLUMNS: &str = "p.id, p.shop_id, p.kind, p.name, p.description, p.category, p.brand, p.brand_key, \
    p.colour_name, p.colour_hex, p.colour_key, p.original_price_paise, p.selling_price_paise, p.stock, \
    p.sold_out, p.rating_total, p.rating_count, p.rating_score, p.starts_at, p.ends_at, p.created_at, \
    p.updated_at, p.deleted_at, p.sizes";

/// The storefront's rule, after a `WHERE` over products `p`: live rows of active shops.
///
/// The shops not active are few (usually none), so each product is checked against that small
/// set, built once per query (`NOT IN` a subquery), rather than joined to its shop: over the
/// 98,000 rows of a listing's counts, SQLite looked up every product's shop in the shops index
/// (45–65 ms of a 23 ms pass), and PostgreSQL hashed the join (67 ms against 31).
macro_rules! live_in_active_shops {
    () => {
        "p.deleted_at IS NULL AND p.shop_id NOT IN (SELECT id FROM shops WHERE status <> 'active')"
    };
}

/// Live rows of active shops ([`live_in_active_shops`]); every storefront scan starts here.
const VISIBLE: &str = concat!(" FROM products p WHERE ", live_in_active_shops!());

/// Live rows of active shops with their shop (`s`), for queries that answer a few products with
/// their shops; a scan over many products starts from [`VISIBLE`] instead.
const LISTED_FROM: &str = " FROM products p JOIN shops s ON s.id = p.shop_id \
    WHERE p.deleted_at IS NULL AND s.status = 'active'";

/// What a listed product shows of its shop; the FROM must join it as `s`.
const SHOP_COLUMNS: &str = ", s.shop_name AS shop_name, s.avatar_key AS shop_avatar_key, \
    s.rating_total AS shop_rating_total, s.rating_count AS shop_rating_count";

/// A product's shop name, lower-cased, for the operator's search and sort.
const SHOP_NAME: &str = "(SELECT lower(s.shop_name) FROM shops s WHERE s.id = p.shop_id)";

// ---- Writing ----

fn product_row(p: &Product) -> product::ActiveModel {
    let d = &p.details;
    product::ActiveModel {
        id: Set(p.id.as_uuid()),
        shop_id: Set(p.shop_id.as_uuid()),
        kind: Set(if p.is_event() { "event" } else { "product" }.to_owned()),
        name: Set(d.name.as_str().to_owned()),
        description: Set(d.description.as_str().to_owned()),
        category: Set(d.category.name().to_owned()),
        brand: Set(d.brand.as_str().to_owned()),
        brand_key: Set(catalog::listing::filter_key(d.brand.as_str())),
        colour_name: Set(d.colour.as_ref().map(|c| c.name().to_owned())),
        colour_hex: Set(d.colour.as_ref().map(|c| c.hex().to_owned())),
        colour_key: Set(d.colour.as_ref().map(|c| catalog::listing::filter_key(c.name()))),
        original_price_paise: Set(d.pricing.original().paise()),
        selling_price_paise: Set(d.pricing.selling().paise()),
        stock: Set(i64::from(d.stock.units())),
        sold_out: Set(i64::from(p.sold_out)),
        rating_total: Set(i64::from(p.rating.total)),
        rating_count: Set(i64::from(p.rating.count)),
        rating_score: Set(p.rating.score()),
        starts_at: Set(p.schedule.map(|s| s.starts_at())),
        ends_at: Set(p.schedule.map(|s| s.ends_at())),
        created_at: Set(p.created_at),
        updated_at: Set(p.updated_at),
        deleted_at: Set(None),
        sizes: Set(sizes::column(&d.sizes)),
    }
}

async fn write_children<C: ConnectionTrait>(
    connection: &C,
    id: Uuid,
    details: &ProductDetails,
    images: &[ProductImage],
) -> anyhow::Result<()> {
    let rows = images
        .iter()
        .enumerate()
        .map(|(position, image)| product_image::ActiveModel {
            product_id: Set(id),
            position: Set(i64::try_from(position).unwrap_or(i64::MAX)),
            display_key: Set(image.display.as_str().to_owned()),
            thumbnail_key: Set(image.thumbnail.as_str().to_owned()),
        });
    if !images.is_empty() {
        product_image::Entity::insert_many(rows)
            .exec_without_returning(connection)
            .await
            .context("storing a product's images")?;
    }
    remember_words(connection, details).await
}

/// Adds the words of a product's name, brand, category and colour to the vocabulary typo
/// correction reads. Words are never removed: a word no product uses any more only costs a
/// correction that matches nothing.
async fn remember_words<C: ConnectionTrait>(connection: &C, details: &ProductDetails) -> anyhow::Result<()> {
    let text = format!(
        "{} {} {} {}",
        details.name.as_str(),
        details.brand.as_str(),
        details.category.name(),
        details.colour.as_ref().map_or("", |colour| colour.name())
    );
    let mut seen: Vec<String> = words(&text)
        .filter(|w| w.chars().count() >= 2 && w.chars().count() <= 64)
        .collect();
    seen.sort();
    seen.dedup();
    if seen.is_empty() {
        return Ok(());
    }
    let mut sql = Sql::new("INSERT INTO search_terms (term, initial, length) VALUES ");
    for (n, word) in seen.iter().enumerate() {
        if n > 0 {
            sql.push(", ");
        }
        let initial: String = word.chars().take(1).collect();
        let length = i64::try_from(word.chars().count()).unwrap_or(i64::MAX);
        sql.push("(")
            .bind(word.clone())
            .push(", ")
            .bind(initial)
            .push(", ")
            .bind(length)
            .push(")");
    }
    sql.push(" ON CONFLICT (term) DO NOTHING");
    connection
        .execute_raw(sql.build(connection.get_database_backend()))
        .await
        .context("remembering a product's words")?;
    Ok(())
}

// ---- Reading rows back into the domain ----

/// Rows are written only from domain values, so a row that does not parse is corruption.
fn to_domain(row: product::Model, images: Vec<ProductImage>) -> anyhow::Result<Product> {
    let id = row.id;
    let build = || -> anyhow::Result<Product> {
        let count = |n: i64| u32::try_from(n).map_err(|_| anyhow!("a count out of range"));
        let colour = match (&row.colour_name, &row.colour_hex) {
            (Some(name), Some(hex)) => Some(Colour::parse(name, hex)?),
            _ => None,
        };
        let schedule = match (row.starts_at, row.ends_at) {
            (Some(start), Some(end)) => Some(EventSchedule::new(start, end)?),
            _ => None,
        };
        Ok(Product {
            id: ProductId::from_uuid(row.id),
            shop_id: ShopId::from_uuid(row.shop_id),
            details: ProductDetails {
                name: ProductName::parse(&row.name)?,
                description: Description::parse(&row.description)?,
                category: row.category.parse()?,
                brand: Brand::parse(&row.brand)?,
                sizes: Sizes::parse(sizes::split(&row.sizes))?,
                colour,
                pricing: Pricing::new(
                    kernel::Money::from_paise(row.original_price_paise),
                    kernel::Money::from_paise(row.selling_price_paise),
                )?,
                stock: Stock::new(row.stock)?,
            },
            images,
            sold_out: count(row.sold_out)?,
            rating: RatingSummary {
                total: count(row.rating_total)?,
                count: count(row.rating_count)?,
            },
            schedule,
            created_at: row.created_at,
            updated_at: row.updated_at,
        })
    };
    build().with_context(|| format!("product {id} in the database is not valid"))
}

fn shop_summary(row: &shop::Model) -> ShopSummary {
    ShopSummary {
        id: ShopId::from_uuid(row.id),
        name: row.shop_name.clone(),
        avatar: row.avatar_key.clone().and_then(MediaKey::from_stored),
        rating_total: u64::try_from(row.rating_total).unwrap_or(0),
        rating_count: u64::try_from(row.rating_count).unwrap_or(0),
    }
}

/// A product's pictures as one column: each display key and thumbnail key in the stored order,
/// separated by spaces, which no media key holds. So a product is read with its pictures (and a
/// listed one with its shop) in one query instead of three (docs/benchmarks.md).
fn images_column(backend: DatabaseBackend) -> &'static str {
    if backend == DatabaseBackend::Postgres {
        ", (SELECT string_agg(i.display_key || ' ' || i.thumbnail_key, ' ' ORDER BY i.position) \
         FROM product_images i WHERE i.product_id = p.id) AS images"
    } else {
        ", (SELECT group_concat(i.display_key || ' ' || i.thumbnail_key, ' ' ORDER BY i.position) \
         FROM product_images i WHERE i.product_id = p.id) AS images"
    }
}

/// The pictures [`images_column`] lists.
fn images_in(column: Option<&str>) -> anyhow::Result<Vec<ProductImage>> {
    let keys: Vec<&str> = column.map_or_else(Vec::new, |c| c.split(' ').collect());
    keys.chunks(2)
        .map(|pair| match pair {
            [display, thumbnail] => Ok(ProductImage {
                display: MediaKey::from_stored(*display)
                    .ok_or_else(|| anyhow!("an image key in the database is not valid"))?,
                thumbnail: MediaKey::from_stored(*thumbnail)
                    .ok_or_else(|| anyhow!("an image key in the database is not valid"))?,
            }),
            _ => Err(anyhow!("an image without a thumbnail in the database")),
        })
        .collect()
}

/// `SELECT` of a product's columns and pictures, for [`read_products`].
fn select_products(backend: DatabaseBackend) -> Sql {
    let mut sql = Sql::new("SELECT ");
    sql.push(COLUMNS).push(images_column(backend));
    sql
}

/// `SELECT` of a product's columns, pictures and shop, for [`read_listed`]; the FROM must join
/// the shop as `s` ([`LISTED_FROM`]).
fn select_listed(backend: DatabaseBackend) -> Sql {
    let mut sql = select_products(backend);
    sql.push(SHOP_COLUMNS);
    sql
}

/// One row of [`select_products`] as a product.
fn product_of(row: &sea_orm::QueryResult) -> anyhow::Result<Product> {
    let model = product::Model::from_query_result(row, "")?;
    let images = images_in(row.try_get::<Option<String>>("", "images")?.as_deref())?;
    to_domain(model, images)
}

/// The products a [`select_products`] query finds, in its order.
async fn read_products<C: ConnectionTrait>(connection: &C, sql: Sql) -> anyhow::Result<Vec<Product>> {
    let rows = connection
        .query_all_raw(sql.build(connection.get_database_backend()))
        .await?;
    rows.iter().map(product_of).collect()
}

/// The products a [`select_listed`] query finds, with their shops, in its order.
async fn read_listed<C: ConnectionTrait>(connection: &C, sql: Sql) -> anyhow::Result<Vec<Listed>> {
    let rows = connection
        .query_all_raw(sql.build(connection.get_database_backend()))
        .await?;
    rows.iter()
        .map(|row| {
            let product = product_of(row)?;
            let shop = ShopSummary {
                id: product.shop_id,
                name: row.try_get("", "shop_name")?,
                avatar: row
                    .try_get::<Option<String>>("", "shop_avatar_key")?
                    .and_then(MediaKey::from_stored),
                rating_total: count_of(row, "shop_rating_total")?,
                rating_count: count_of(row, "shop_rating_count")?,
            };
            Ok(Listed { product, shop })
        })
        .collect()
}

/// A live product by id, with its pictures.
async fn find_product<C: ConnectionTrait>(connection: &C, id: ProductId) -> anyhow::Result<Option<Product>> {
    let mut sql = select_products(connection.get_database_backend());
    sql.push(" FROM products p WHERE p.deleted_at IS NULL AND p.id = ")
        .bind(id.as_uuid());
    Ok(read_products(connection, sql).await?.pop())
}

async fn find_row<C: ConnectionTrait>(
    connection: &C,
    id: ProductId,
) -> anyhow::Result<Option<product::Model>> {
    Ok(product::Entity::find_by_id(id.as_uuid())
        .filter(product::COLUMN.deleted_at.is_null())
        .one(connection)
        .await?)
}

// ---- Search and listing SQL ----

/// The plan as the backend's query language. Terms are letters and digits only
/// ([`catalog::SearchText`]), and are quoted besides.
fn match_expression(backend: DatabaseBackend, plan: &SearchPlan) -> String {
    let groups = plan.groups.iter().map(|group| {
        let mut alternatives = Vec::with_capacity(1 + group.corrections.len());
        if backend == DatabaseBackend::Postgres {
            alternatives.push(format!("'{}':*", group.prefix));
            alternatives.extend(group.corrections.iter().map(|c| format!("'{c}'")));
            format!("({})", alternatives.join(" | "))
        } else {
            alternatives.push(format!("\"{}\"*", group.prefix));
            alternatives.extend(group.corrections.iter().map(|c| format!("\"{c}\"")));
            format!("({})", alternatives.join(" OR "))
        }
    });
    let joiner = if backend == DatabaseBackend::Postgres {
        " & "
    } else {
        " AND "
    };
    groups.collect::<Vec<_>>().join(joiner)
}

fn push_search_filter(sql: &mut Sql, backend: DatabaseBackend, expression: &str) {
    if backend == DatabaseBackend::Postgres {
        sql.push(" AND p.search_document @@ to_tsquery('simple', ")
            .bind(expression.to_owned())
            .push(")");
    } else {
        sql.push(
            " AND p.id IN (SELECT k.product_id FROM product_search \
             JOIN product_search_keys k ON k.key = product_search.rowid WHERE product_search MATCH ",
        )
        .bind(expression.to_owned())
        .push(")");
    }
}

/// [`VISIBLE`] and the search's matches, for a query ordered by [`push_relevance_order`]. On
/// SQLite the matches are found and ranked once (`m.score`), and `CROSS JOIN` keeps them the
/// outer loop: with products outside, SQLite ran the full-text query again for every product,
/// seconds for a common word (docs/benchmarks.md). Only the matches are joined, so no second
/// full-text filter is needed.
fn push_ranked_visible(sql: &mut Sql, backend: DatabaseBackend, expression: &str) {
    if backend == DatabaseBackend::Postgres {
        sql.push(VISIBLE);
        push_search_filter(sql, backend, expression);
    } else {
        sql.push(
            " FROM (SELECT k.product_id AS id, bm25(product_search, 10.0, 4.0, 4.0, 3.0, 1.0) AS score \
             FROM product_search JOIN product_search_keys k ON k.key = product_search.rowid \
             WHERE product_search MATCH ",
        )
        .bind(expression.to_owned())
        .push(concat!(
            ") m CROSS JOIN products p ON p.id = m.id WHERE ",
            live_in_active_shops!()
        ));
    }
}

/// Best match first: name hits weigh most, then brand and category, then colour, then
/// description (migration 12). The FROM
/// must come from [`push_ranked_visible`].
fn push_relevance_order(sql: &mut Sql, backend: DatabaseBackend, expression: &str) {
    if backend == DatabaseBackend::Postgres {
        sql.push(" ORDER BY ts_rank(p.search_document, to_tsquery('simple', ")
            .bind(expression.to_owned())
            .push(")) DESC, p.sold_out DESC, p.id");
    } else {
        // bm25 is lower for better matches.
        sql.push(" ORDER BY m.score ASC, p.sold_out DESC, p.id");
    }
}

fn order_clause(sort: Sort) -> &'static str {
    match sort {
        Sort::Newest | Sort::Relevance => " ORDER BY p.created_at DESC, p.id DESC",
        Sort::PriceLowToHigh => " ORDER BY p.selling_price_paise ASC, p.created_at DESC, p.id",
        Sort::PriceHighToLow => " ORDER BY p.selling_price_paise DESC, p.created_at DESC, p.id",
        Sort::BestSelling => " ORDER BY p.sold_out DESC, p.created_at DESC, p.id",
        Sort::TopRated => " ORDER BY p.rating_score DESC, p.rating_count DESC, p.created_at DESC, p.id",
    }
}

/// The listing's WHERE (after [`VISIBLE`]); without the facet filters for the panel's counts,
/// which [`FacetFilters`] applies to their groups.
fn push_filters(
    sql: &mut Sql,
    backend: DatabaseBackend,
    query: &ProductQuery,
    search: Option<&str>,
    with_facets: bool,
) {
    // SQLite keeps no histograms, so it takes any price range for a narrow one and reads the
    // whole price index, then sorts every product, to serve the default range (all of ₹0 to
    // ₹80,000) in newest-first order. The unary `+` keeps its index out of the WHERE; the price
    // sorts still read it in order. PostgreSQL knows the range's real selectivity, given the
    // range itself rather than placeholders (`Sql::integer`).
    let price = if backend == DatabaseBackend::Sqlite {
        " AND p.kind = 'product' AND +p.selling_price_paise BETWEEN "
    } else {
        " AND p.kind = 'product' AND p.selling_price_paise BETWEEN "
    };
    sql.push(price)
        .integer(query.price.lowest().paise())
        .push(" AND ")
        .integer(query.price.highest().paise());
    if with_facets {
        FacetFilters::of(query).push_where(sql, backend);
    }
    if let Some(expression) = search {
        push_search_filter(sql, backend, expression);
    }
}

/// The ids a `SELECT p.id …` query finds, in its order.
async fn read_ids(db: &DatabaseConnection, sql: Sql) -> anyhow::Result<Vec<ProductId>> {
    let rows = db.query_all_raw(sql.build(db.get_database_backend())).await?;
    rows.iter()
        .map(|row| Ok(ProductId::from_uuid(row.try_get::<Uuid>("", "id")?)))
        .collect()
}

fn count_of(row: &sea_orm::QueryResult, column: &str) -> anyhow::Result<u64> {
    let n: i64 = row.try_get("", column)?;
    Ok(u64::try_from(n).unwrap_or(0))
}

impl SeaProductRepository {
    /// The listing's page query, after `prefix` (`SELECT `, or an `EXPLAIN` of it).
    fn listing_select(&self, prefix: &str, query: &ProductQuery, search: Option<&str>) -> Sql {
        let mut select = Sql::new(prefix);
        select.push("p.id");
        match (query.sort, search) {
            (Sort::Relevance, Some(expression)) => {
                push_ranked_visible(&mut select, self.backend, expression);
                push_filters(&mut select, self.backend, query, None, true);
            }
            _ => {
                select.push(VISIBLE);
                push_filters(&mut select, self.backend, query, search, true);
            }
        }
        match (query.sort, search) {
            (Sort::Relevance, Some(expression)) => {
                push_relevance_order(&mut select, self.backend, expression)
            }
            (sort, _) => {
                select.push(order_clause(sort));
            }
        }
        push_page(&mut select, query.page);
        select
    }

    /// The database's plan for a listing page, one line per step: how the tests prove that
    /// every filter and sort starts from an index. On PostgreSQL sequential scans are disabled
    /// while explaining, so a `Seq Scan` in the plan means no index could serve the query.
    ///
    /// # Errors
    /// Any storage failure.
    pub async fn explain_listing(&self, query: &ProductQuery) -> anyhow::Result<Vec<String>> {
        use sea_orm::TransactionTrait as _;
        let txn = self.db.begin().await?;
        let (prefix, column) = if self.backend == DatabaseBackend::Postgres {
            txn.execute_unprepared("SET LOCAL enable_seqscan = off").await?;
            ("EXPLAIN SELECT ", "QUERY PLAN")
        } else {
            ("EXPLAIN QUERY PLAN SELECT ", "detail")
        };
        let rows = txn
            .query_all_raw(self.listing_select(prefix, query, None).build(self.backend))
            .await?;
        txn.rollback().await?;
        rows.iter()
            .map(|row| row.try_get::<String>("", column).map_err(anyhow::Error::from))
            .collect()
    }

    async fn count_rows(&self, sql: Sql) -> anyhow::Result<u64> {
        crate::sql::count_rows(&self.db, sql).await
    }

    /// The groups [`FacetFilters::tally`] counts the filter panel from: one pass over the
    /// products the listing's price range and search match (not its facet filters), grouped by
    /// category, brand, colour and size set together. Grouped in the facet index's order, the
    /// index alone serves it on both databases (docs/benchmarks.md).
    async fn groups(&self, query: &ProductQuery, search: Option<&str>) -> anyhow::Result<Vec<Group>> {
        let mut sql = Sql::new(
            "SELECT p.category AS category, p.brand_key AS brand_key, MIN(p.brand) AS brand, \
             p.colour_key AS colour_key, MIN(p.colour_name) AS colour, MIN(p.colour_hex) AS hex, \
             p.sizes AS sizes, COUNT(*) AS n",
        );
        sql.push(VISIBLE);
        push_filters(&mut sql, self.backend, query, search, false);
        sql.push(" GROUP BY p.category, p.brand_key, p.colour_key, p.sizes");
        let rows = self.db.query_all_raw(sql.build(self.backend)).await?;
        rows.iter()
            .map(|row| {
                Ok(Group {
                    category: row.try_get("", "category")?,
                    brand_key: row.try_get("", "brand_key")?,
                    brand: row.try_get("", "brand")?,
                    colour_key: row.try_get("", "colour_key")?,
                    colour: row.try_get("", "colour")?,
                    hex: row.try_get("", "hex")?,
                    sizes: row.try_get("", "sizes")?,
                    products: count_of(row, "n")?,
                })
            })
            .collect()
    }

    async fn page_of(&self, mut select: Sql, count: Sql, page: PageRequest) -> anyhow::Result<Page<Listed>> {
        push_page(&mut select, page);
        let listed = read_listed(&self.db, select).await?;
        let total = self.count_rows(count).await?;
        Ok(Page::new(listed, total, page))
    }
}

#[async_trait]
impl ProductRepository for SeaProductRepository {
    #[tracing::instrument(skip_all, fields(product_id = %product.id))]
    async fn insert(&self, product: &Product) -> anyhow::Result<()> {
        let txn = begin_write(&self.db).await?;
        product::Entity::insert(product_row(product))
            .exec_without_returning(&txn)
            .await
            .context("inserting a product")?;
        write_children(&txn, product.id.as_uuid(), &product.details, &product.images).await?;
        txn.commit().await?;
        Ok(())
    }

    async fn find(&self, id: ProductId) -> anyhow::Result<Option<Product>> {
        find_product(&self.db, id).await
    }

    #[tracing::instrument(skip_all, fields(product_id = %id))]
    async fn update(
        &self,
        id: ProductId,
        details: &ProductDetails,
        images: &[ProductImage],
        now: Timestamp,
    ) -> anyhow::Result<Option<Product>> {
        let txn = begin_write(&self.db).await?;
        let Some(row) = find_row(&txn, id).await? else {
            return Ok(None);
        };
        // Only the row is needed: details and images are replaced wholesale below.
        let mut current = to_domain(row, Vec::new())?;
        current.details = details.clone();
        current.images = images.to_vec();
        current.updated_at = now;
        let mut changes = product_row(&current);
        // Sales and reviews move these while the seller edits; never write back a stale copy.
        changes.sold_out = sea_orm::ActiveValue::NotSet;
        changes.rating_total = sea_orm::ActiveValue::NotSet;
        changes.rating_count = sea_orm::ActiveValue::NotSet;
        changes.rating_score = sea_orm::ActiveValue::NotSet;
        changes.created_at = sea_orm::ActiveValue::NotSet;
        product::Entity::update(changes)
            .exec(&txn)
            .await
            .context("updating a product")?;
        product_image::Entity::delete_many()
            .filter(product_image::Column::ProductId.eq(id.as_uuid()))
            .exec(&txn)
            .await?;
        write_children(&txn, id.as_uuid(), details, images).await?;
        let product = find_product(&txn, id)
            .await?
            .ok_or_else(|| anyhow!("product vanished"))?;
        txn.commit().await?;
        Ok(Some(product))
    }

    #[tracing::instrument(skip_all, fields(product_id = %id))]
    async fn delete(&self, id: ProductId, now: Timestamp) -> anyhow::Result<Option<Product>> {
        let txn = begin_write(&self.db).await?;
        let Some(product) = find_product(&txn, id).await? else {
            return Ok(None);
        };
        let result = product::Entity::update_many()
            .col_expr(product::Column::DeletedAt, sea_orm::sea_query::Expr::value(now))
            .filter(product::Column::Id.eq(id.as_uuid()))
            .filter(product::Column::DeletedAt.is_null())
            .exec(&txn)
            .await?;
        // The images' files go; so do their rows, which would otherwise name missing files.
        product_image::Entity::delete_many()
            .filter(product_image::Column::ProductId.eq(id.as_uuid()))
            .exec(&txn)
            .await?;
        txn.commit().await?;
        Ok((result.rows_affected == 1).then_some(product))
    }

    async fn ended_events(&self, ended_before: Timestamp, limit: u64) -> anyhow::Result<Vec<Product>> {
        let mut sql = select_products(self.backend);
        sql.push(" FROM products p WHERE p.kind = 'event' AND p.deleted_at IS NULL AND p.ends_at < ")
            .bind(ended_before)
            .push(" ORDER BY p.ends_at, p.id LIMIT ")
            .bind(i64::try_from(limit.max(1)).unwrap_or(i64::MAX));
        read_products(&self.db, sql).await
    }

    async fn count(&self) -> anyhow::Result<u64> {
        Ok(product::Entity::find()
            .filter(product::COLUMN.deleted_at.is_null())
            .count(&self.db)
            .await?)
    }
}

#[async_trait]
impl Storefront for SeaProductRepository {
    #[tracing::instrument(skip_all)]
    async fn page<'a>(
        &self,
        query: &ProductQuery,
        plan: Option<&'a SearchPlan>,
    ) -> anyhow::Result<Vec<ProductId>> {
        let expression = plan.map(|p| match_expression(self.backend, p));
        let select = self.listing_select("SELECT ", query, expression.as_deref());
        read_ids(&self.db, select).await
    }

    #[tracing::instrument(skip_all)]
    async fn tally<'a>(&self, query: &ProductQuery, plan: Option<&'a SearchPlan>) -> anyhow::Result<Tally> {
        let expression = plan.map(|p| match_expression(self.backend, p));
        let search = expression.as_deref();
        let groups = self.groups(query, search).await?;
        Ok(FacetFilters::of(query).tally(&groups))
    }

    #[tracing::instrument(skip_all)]
    async fn search(&self, plan: &SearchPlan, limit: u32) -> anyhow::Result<Vec<ProductId>> {
        let expression = match_expression(self.backend, plan);
        let mut select = Sql::new("SELECT p.id");
        push_ranked_visible(&mut select, self.backend, &expression);
        select.push(" AND p.kind = 'product'");
        push_relevance_order(&mut select, self.backend, &expression);
        select.push(" LIMIT ").bind(i64::from(limit));
        read_ids(&self.db, select).await
    }

    async fn listed(&self, ids: &[ProductId]) -> anyhow::Result<Vec<Listed>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut select = select_listed(self.backend);
        select
            .push(LISTED_FROM)
            .push(" AND p.kind = 'product' AND p.id IN (");
        push_ids(&mut select, ids.iter().map(ProductId::as_uuid));
        select.push(")");
        let mut found: HashMap<ProductId, Listed> = read_listed(&self.db, select)
            .await?
            .into_iter()
            .map(|listed| (listed.product.id, listed))
            .collect();
        Ok(ids.iter().filter_map(|id| found.remove(id)).collect())
    }

    async fn details(&self, id: ProductId, now: Timestamp) -> anyhow::Result<Option<Listed>> {
        let mut select = select_listed(self.backend);
        select
            .push(LISTED_FROM)
            .push(" AND p.id = ")
            .bind(id.as_uuid())
            .push(" AND (p.kind = 'product' OR (p.starts_at <= ")
            .bind(now)
            .push(" AND p.ends_at > ")
            .bind(now)
            .push("))");
        Ok(read_listed(&self.db, select).await?.pop())
    }

    async fn similar(&self, product: &Product, limit: u32) -> anyhow::Result<Vec<ProductId>> {
        let name = product.details.name.as_str().to_owned();
        // Both halves choose among the visible products other than `product` itself.
        let others = || {
            let mut sql = Sql::new("SELECT p.id");
            sql.push(VISIBLE)
                .push(" AND p.kind = 'product' AND p.id <> ")
                .bind(product.id.as_uuid());
            sql
        };
        let mut variants = others();
        variants
            .push(" AND p.shop_id = ")
            .bind(product.shop_id.as_uuid())
            .push(" AND p.name = ")
            .bind(name.clone())
            .push(" ORDER BY p.created_at, p.id LIMIT ")
            .bind(i64::from(limit));
        let mut similar = read_ids(&self.db, variants).await?;
        let room = i64::from(limit) - i64::try_from(similar.len()).unwrap_or(0);
        if room > 0 {
            let mut related = others();
            related
                .push(" AND p.category = ")
                .bind(product.details.category.name())
                .push(" AND NOT (p.shop_id = ")
                .bind(product.shop_id.as_uuid())
                .push(" AND p.name = ")
                .bind(name)
                .push(") ORDER BY p.sold_out DESC, p.created_at DESC, p.id LIMIT ")
                .bind(room);
            similar.extend(read_ids(&self.db, related).await?);
        }
        Ok(similar)
    }

    async fn shop_products(&self, shop: ShopId, page: PageRequest) -> anyhow::Result<Page<Listed>> {
        let filter = |sql: &mut Sql| {
            sql.push(LISTED_FROM)
                .push(" AND p.kind = 'product' AND p.shop_id = ")
                .bind(shop.as_uuid());
        };
        let mut select = select_listed(self.backend);
        filter(&mut select);
        select.push(" ORDER BY p.created_at DESC, p.id DESC");
        let mut count = Sql::new("SELECT COUNT(*) AS n");
        filter(&mut count);
        self.page_of(select, count, page).await
    }

    async fn running_events(&self, shop: Option<ShopId>, now: Timestamp) -> anyhow::Result<Vec<Listed>> {
        let mut select = select_listed(self.backend);
        select
            .push(LISTED_FROM)
            .push(" AND p.kind = 'event' AND p.starts_at <= ")
            .bind(now)
            .push(" AND p.ends_at > ")
            .bind(now);
        if let Some(shop) = shop {
            select.push(" AND p.shop_id = ").bind(shop.as_uuid());
        }
        select.push(" ORDER BY p.ends_at, p.id LIMIT 100");
        read_listed(&self.db, select).await
    }

    async fn shop_front(&self, id: ShopId) -> anyhow::Result<Option<ShopFront>> {
        let Some(row) = shop::Entity::find_by_id(id.as_uuid())
            .filter(shop::Column::Status.eq("active"))
            .one(&self.db)
            .await?
        else {
            return Ok(None);
        };
        let mut count = Sql::new("SELECT COUNT(*) AS n");
        count
            .push(VISIBLE)
            .push(" AND p.kind = 'product' AND p.shop_id = ")
            .bind(id.as_uuid());
        let products = self.count_rows(count).await?;
        Ok(Some(ShopFront {
            shop: shop_summary(&row),
            description: row.description.clone(),
            address: row.address.clone(),
            products,
            created_at: row.created_at,
        }))
    }

    async fn events_of_shop(&self, shop: ShopId) -> anyhow::Result<Vec<Listed>> {
        let mut select = select_listed(self.backend);
        select
            .push(
                " FROM products p JOIN shops s ON s.id = p.shop_id \
                 WHERE p.kind = 'event' AND p.deleted_at IS NULL AND p.shop_id = ",
            )
            .bind(shop.as_uuid())
            .push(" ORDER BY p.created_at DESC, p.id DESC");
        read_listed(&self.db, select).await
    }

    async fn everything(&self, query: &CatalogueQuery, page: PageRequest) -> anyhow::Result<Page<Listed>> {
        let kind = match query.kind {
            Kind::Products => "product",
            Kind::Events => "event",
        };
        let search = query.search.as_deref().map(str::trim).filter(|t| !t.is_empty());
        let filter = |sql: &mut Sql| {
            sql.push(
                " FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.deleted_at IS NULL AND p.kind = ",
            )
            .bind(kind);
            if let Some(text) = search {
                push_contains(sql, &["lower(p.name)", SHOP_NAME], text);
            }
        };
        let mut select = select_listed(self.backend);
        filter(&mut select);
        let (expression, descending) = query.sort.map_or(("p.created_at", true), |sort| {
            let expression = match sort.key() {
                CatalogueSort::Name => "lower(p.name)",
                CatalogueSort::Shop => SHOP_NAME,
                CatalogueSort::Price => "p.selling_price_paise",
                CatalogueSort::Stock => "p.stock",
                CatalogueSort::Sold => "p.sold_out",
                CatalogueSort::Starts => "p.starts_at",
                CatalogueSort::Ends => "p.ends_at",
                CatalogueSort::Created => "p.created_at",
            };
            (expression, sort.is_descending())
        });
        push_order(&mut select, expression, descending, "p.id");
        let mut count = Sql::new("SELECT COUNT(*) AS n");
        filter(&mut count);
        self.page_of(select, count, page).await
    }

    async fn has_word_with_prefix(&self, prefix: &str) -> anyhow::Result<bool> {
        let initial: String = prefix.chars().take(1).collect();
        let length = i64::try_from(prefix.chars().count()).unwrap_or(i64::MAX);
        let mut sql = Sql::new("SELECT COUNT(*) AS n FROM (SELECT 1 FROM search_terms WHERE initial = ");
        sql.bind(initial)
            .push(" AND length >= ")
            .bind(length)
            .push(" AND substr(term, 1, CAST(")
            .bind(length)
            .push(" AS INTEGER)) = ")
            .bind(prefix.to_owned())
            .push(" LIMIT 1) t");
        Ok(self.count_rows(sql).await? > 0)
    }

    async fn words_near(&self, term: &str) -> anyhow::Result<Vec<String>> {
        let initial: String = term.chars().take(1).collect();
        let length = i64::try_from(term.chars().count()).unwrap_or(i64::MAX);
        let mut sql = Sql::new("SELECT term FROM search_terms WHERE initial = ");
        sql.bind(initial)
            .push(" AND length BETWEEN ")
            .bind(length - 2)
            .push(" AND ")
            .bind(length + 2)
            .push(" LIMIT 5000");
        let rows = self.db.query_all_raw(sql.build(self.backend)).await?;
        rows.iter()
            .map(|row| row.try_get::<String>("", "term").map_err(anyhow::Error::from))
            .collect()
    }
}
