//! The catalogue on sea-orm: [`ProductRepository`](catalog::ProductRepository) (sellers' and the
//! operator's writes) and [`Storefront`](catalog::Storefront) (what shoppers may see), over the same tables.
//!
//! Listings are hand-written SQL through [`Sql`](crate::sql::Sql): optional filters, facet
//! grouping and the two backends' search syntaxes read more plainly as SQL than as builder
//! calls. Every filter and sort starts from one of the partial indexes of the catalogue migration.
//!
//! One port per file: `repository.rs` ([`ProductRepository`](catalog::ProductRepository)) and
//! `storefront.rs` ([`Storefront`](catalog::Storefront)); beside them `write.rs` stores a
//! product, `rows.rs` reads rows back into the domain, and `listing.rs` builds the listing and
//! search SQL both use.

/// The storefront's rule, after a `WHERE` over products `p`: live rows of active shops the Admin
/// approved (docs/identity.md "A shop's review").
///
/// The shops not active are few (usually none), so each product is checked against that small
/// set, built once per query (`NOT IN` a subquery), rather than joined to its shop: over the
/// 98,000 rows of a listing's counts, SQLite looked up every product's shop in the shops index
/// (45–65 ms of a 23 ms pass), and PostgreSQL hashed the join (67 ms against 31).
macro_rules! live_in_active_shops {
    () => {
        "p.deleted_at IS NULL AND p.shop_id NOT IN \
         (SELECT id FROM shops WHERE status <> 'active' OR review_status <> 'approved')"
    };
}

mod listing;
mod repository;
mod rows;
mod storefront;
mod write;

use sea_orm::{DatabaseBackend, DatabaseConnection};

use crate::db::Database;

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
pub(super) const COLUMNS: &str = "p.id, p.shop_id, p.kind, p.name, p.description, p.category, p.brand, p.brand_key, \
    p.colour_name, p.colour_hex, p.colour_key, p.original_price_paise, p.selling_price_paise, p.stock, \
    p.sold_out, p.rating_total, p.rating_count, p.rating_score, p.starts_at, p.ends_at, p.created_at, \
    p.updated_at, p.deleted_at, p.sizes, p.hsn, p.gst_rate_bp, p.country_of_origin";

/// Live rows of active shops ([`live_in_active_shops`]); every storefront scan starts here.
pub(super) const VISIBLE: &str = concat!(" FROM products p WHERE ", live_in_active_shops!());

/// Live rows of active shops with their shop (`s`), for queries that answer a few products with
/// their shops; a scan over many products starts from [`VISIBLE`] instead.
pub(super) const LISTED_FROM: &str = " FROM products p JOIN shops s ON s.id = p.shop_id \
    WHERE p.deleted_at IS NULL AND s.status = 'active' AND s.review_status = 'approved'";

/// What a listed product shows of its shop; the FROM must join it as `s`.
pub(super) const SHOP_COLUMNS: &str = ", s.shop_name AS shop_name, s.avatar_key AS shop_avatar_key, \
    s.rating_total AS shop_rating_total, s.rating_count AS shop_rating_count";

/// A product's shop name, lower-cased, for the operator's search and sort.
pub(super) const SHOP_NAME: &str = "(SELECT lower(s.shop_name) FROM shops s WHERE s.id = p.shop_id)";
