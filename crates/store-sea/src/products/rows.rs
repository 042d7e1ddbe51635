//! Product rows read back into the domain, a product with its pictures (and shop) in one query.

use anyhow::{Context as _, anyhow};
use catalog::{
    Brand, Colour, CountryOfOrigin, Description, EventSchedule, Listed, Pricing, Product, ProductDetails,
    ProductImage, ProductName, RatingSummary, ShopSummary, Sizes, Sku, Stock,
};
use kernel::{MediaKey, ProductId, ShopId};
use sea_orm::{ConnectionTrait, DatabaseBackend, EntityTrait, FromQueryResult, QueryFilter};

use super::{COLUMNS, SHOP_COLUMNS};
use crate::entities::{product, shop};
use crate::sizes;
use crate::sql::Sql;

/// Rows are written only from domain values, so a row that does not parse is corruption.
pub(super) fn to_domain(row: product::Model, images: Vec<ProductImage>) -> anyhow::Result<Product> {
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
                sku: row.sku.as_deref().map(Sku::parse).transpose()?,
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
                hsn: kernel::Hsn::parse(&row.hsn)?,
                gst_rate: kernel::GstRate::from_basis_points(u32::try_from(row.gst_rate_bp)?)?,
                origin: CountryOfOrigin::parse(&row.country_of_origin)?,
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

pub(super) fn shop_summary(row: &shop::Model) -> ShopSummary {
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
pub(super) fn images_column(backend: DatabaseBackend) -> &'static str {
    if backend == DatabaseBackend::Postgres {
        ", (SELECT string_agg(i.display_key || ' ' || i.thumbnail_key, ' ' ORDER BY i.position) \
         FROM product_images i WHERE i.product_id = p.id) AS images"
    } else {
        ", (SELECT group_concat(i.display_key || ' ' || i.thumbnail_key, ' ' ORDER BY i.position) \
         FROM product_images i WHERE i.product_id = p.id) AS images"
    }
}

/// The pictures [`images_column`] lists.
pub(super) fn images_in(column: Option<&str>) -> anyhow::Result<Vec<ProductImage>> {
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
pub(super) fn select_products(backend: DatabaseBackend) -> Sql {
    let mut sql = Sql::new("SELECT ");
    sql.push(COLUMNS).push(images_column(backend));
    sql
}

/// `SELECT` of a product's columns, pictures and shop, for [`read_listed`]; the FROM must join
/// the shop as `s` ([`LISTED_FROM`]).
pub(super) fn select_listed(backend: DatabaseBackend) -> Sql {
    let mut sql = select_products(backend);
    sql.push(SHOP_COLUMNS);
    sql
}

/// One row of [`select_products`] as a product.
pub(super) fn product_of(row: &sea_orm::QueryResult) -> anyhow::Result<Product> {
    let model = product::Model::from_query_result(row, "")?;
    let images = images_in(row.try_get::<Option<String>>("", "images")?.as_deref())?;
    to_domain(model, images)
}

/// The products a [`select_products`] query finds, in its order.
pub(super) async fn read_products<C: ConnectionTrait>(
    connection: &C,
    sql: Sql,
) -> anyhow::Result<Vec<Product>> {
    let rows = connection
        .query_all_raw(sql.build(connection.get_database_backend()))
        .await?;
    rows.iter().map(product_of).collect()
}

/// The products a [`select_listed`] query finds, with their shops, in its order.
pub(super) async fn read_listed<C: ConnectionTrait>(connection: &C, sql: Sql) -> anyhow::Result<Vec<Listed>> {
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
pub(super) async fn find_product<C: ConnectionTrait>(
    connection: &C,
    id: ProductId,
) -> anyhow::Result<Option<Product>> {
    let mut sql = select_products(connection.get_database_backend());
    sql.push(" FROM products p WHERE p.deleted_at IS NULL AND p.id = ")
        .bind(id.as_uuid());
    Ok(read_products(connection, sql).await?.pop())
}

pub(super) async fn find_row<C: ConnectionTrait>(
    connection: &C,
    id: ProductId,
) -> anyhow::Result<Option<product::Model>> {
    Ok(product::Entity::find_by_id(id.as_uuid())
        .filter(product::COLUMN.deleted_at.is_null())
        .one(connection)
        .await?)
}

/// A count column as a count.
pub(super) fn count_of(row: &sea_orm::QueryResult, column: &str) -> anyhow::Result<u64> {
    let n: i64 = row.try_get("", column)?;
    Ok(u64::try_from(n).unwrap_or(0))
}
