//! The listing's facet filters as SQL (docs/benchmarks.md).
//!
//! [`catalog::facets::FacetFilters`] is the one definition of the filters: applied here as the
//! WHERE of a listing page, and by the domain to the groups the panel is counted from
//! ([`SeaProductRepository::groups`](crate::products)), both compared as the same stored keys.

use catalog::facets::FacetFilters;
use sea_orm::DatabaseBackend;

use crate::sizes;
use crate::sql::Sql;

/// The filters as SQL, after a `WHERE` over products `p`.
pub(crate) fn push_where(filters: &FacetFilters, sql: &mut Sql, backend: DatabaseBackend) {
    if let Some(category) = filters.category() {
        sql.push(" AND p.category = ").bind(category);
    }
    if let Some(brand) = filters.brand_key() {
        sql.push(" AND p.brand_key = ").bind(brand.to_owned());
    }
    if let Some(colour) = filters.colour_key() {
        sql.push(" AND p.colour_key = ").bind(colour.to_owned());
    }
    // Found in the row's own column, so the filter needs neither a join nor the table: the facet
    // index holds the column. A size holding the separator is no size any product comes in.
    match filters.size().map(sizes::needle) {
        Some(Some(needle)) if backend == DatabaseBackend::Postgres => {
            sql.push(" AND strpos(p.sizes, ").bind(needle).push(") > 0");
        }
        Some(Some(needle)) => {
            sql.push(" AND instr(p.sizes, ").bind(needle).push(") > 0");
        }
        Some(None) => {
            sql.push(" AND 1 = 0");
        }
        None => {}
    }
}
