//! The listing and search SQL: filters, order, the backends' full-text syntaxes, and the
//! queries that answer a page, its counts and its facets.

use catalog::{Listed, ProductQuery, SearchPlan, Sort};
use kernel::{Page, PageRequest, ProductId};
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection};

use super::rows::{count_of, read_listed};
use super::{SeaProductRepository, VISIBLE};
use crate::sql::{Sql, push_page};
use catalog::facets::{FacetFilters, Group};

/// The plan as the backend's query language. Terms are letters and digits only
/// ([`catalog::SearchText`]), and are quoted besides.
pub(super) fn match_expression(backend: DatabaseBackend, plan: &SearchPlan) -> String {
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

pub(super) fn push_search_filter(sql: &mut Sql, backend: DatabaseBackend, expression: &str) {
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
pub(super) fn push_ranked_visible(sql: &mut Sql, backend: DatabaseBackend, expression: &str) {
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
            public_products!()
        ));
    }
}

/// Best match first: name hits weigh most, then brand and category, then colour, then
/// description (migration 12). The FROM
/// must come from [`push_ranked_visible`].
pub(super) fn push_relevance_order(sql: &mut Sql, backend: DatabaseBackend, expression: &str) {
    if backend == DatabaseBackend::Postgres {
        sql.push(" ORDER BY ts_rank(p.search_document, to_tsquery('simple', ")
            .bind(expression.to_owned())
            .push(")) DESC, p.sold_out DESC, p.id");
    } else {
        // bm25 is lower for better matches.
        sql.push(" ORDER BY m.score ASC, p.sold_out DESC, p.id");
    }
}

pub(super) fn order_clause(sort: Sort) -> &'static str {
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
pub(super) fn push_filters(
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
        crate::facets::push_where(&FacetFilters::of(query), sql, backend);
    }
    if let Some(expression) = search {
        push_search_filter(sql, backend, expression);
    }
}

/// The ids a `SELECT p.id …` query finds, in its order.
pub(super) async fn read_ids(db: &DatabaseConnection, sql: Sql) -> anyhow::Result<Vec<ProductId>> {
    let rows = db.query_all_raw(sql.build(db.get_database_backend())).await?;
    rows.iter()
        .map(|row| Ok(ProductId::from_uuid(row.try_get::<Uuid>("", "id")?)))
        .collect()
}

impl SeaProductRepository {
    /// The listing's page query, after `prefix` (`SELECT `, or an `EXPLAIN` of it).
    pub(super) fn listing_select(&self, prefix: &str, query: &ProductQuery, search: Option<&str>) -> Sql {
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

    pub(super) async fn count_rows(&self, sql: Sql) -> anyhow::Result<u64> {
        crate::sql::count_rows(&self.db, sql).await
    }

    /// The groups [`FacetFilters::tally`] counts the filter panel from: one pass over the
    /// products the listing's price range and search match (not its facet filters), grouped by
    /// category, brand, colour and size set together. Grouped in the facet index's order, the
    /// index alone serves it on both databases (docs/benchmarks.md).
    pub(super) async fn groups(
        &self,
        query: &ProductQuery,
        search: Option<&str>,
    ) -> anyhow::Result<Vec<Group>> {
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
                    sizes: crate::sizes::split(&row.try_get::<String>("", "sizes")?)
                        .map(str::to_owned)
                        .collect(),
                    products: count_of(row, "n")?,
                })
            })
            .collect()
    }

    pub(super) async fn page_of(
        &self,
        mut select: Sql,
        count: Sql,
        page: PageRequest,
    ) -> anyhow::Result<Page<Listed>> {
        push_page(&mut select, page);
        let listed = read_listed(&self.db, select).await?;
        let total = self.count_rows(count).await?;
        Ok(Page::new(listed, total, page))
    }
}
