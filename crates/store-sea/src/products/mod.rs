//! The catalogue on sea-orm: [`ProductRepository`](catalog::ProductRepository) (sellers' and the
//! operator's writes) and [`Storefront`](catalog::Storefront) (what shoppers may see), over the same tables.
//!
//! Listings are hand-written SQL through [`Sql`](crate::sql::Sql): optional filters, facet
//! grouping and the two backends' search syntaxes read more plainly as SQL than as builder
//! calls. Every filter and sort starts from one of the partial indexes of the catalogue migration.
//!
//! One port per file: `repository.rs` ([`ProductRepository`](catalog::ProductRepository)) and
//! `storefront.rs` ([`Storefront`](catalog::Storefront)) and `feed.rs`
//! ([`CatalogueFeed`](catalog::CatalogueFeed), what the in-process index is built from); beside them `write.rs` stores a
//! product, `rows.rs` reads rows back into the domain, and `listing.rs` builds the listing and
//! search SQL both use.

mod feed;
mod listing;
mod moderation;
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
    p.updated_at, p.deleted_at, p.sizes, p.hsn, p.gst_rate_bp, p.country_of_origin, p.sku";

/// Public products ([`public_products`](crate::public_products)); every storefront scan starts here.
pub(super) const VISIBLE: &str = concat!(" FROM products p WHERE ", public_products!());

/// Public products with their shop (`s`), for queries that answer a few products with their
/// shops; a scan over many products starts from [`VISIBLE`] instead.
pub(super) const LISTED_FROM: &str = concat!(
    " FROM products p JOIN shops s ON s.id = p.shop_id WHERE ",
    public_products!()
);

/// What a listed product shows of its shop; the FROM must join it as `s`.
pub(super) const SHOP_COLUMNS: &str = ", s.shop_name AS shop_name, s.avatar_key AS shop_avatar_key, \
    s.rating_total AS shop_rating_total, s.rating_count AS shop_rating_count";

/// A product's shop name, lower-cased, for the operator's search and sort.
pub(super) const SHOP_NAME: &str = "(SELECT lower(s.shop_name) FROM shops s WHERE s.id = p.shop_id)";
