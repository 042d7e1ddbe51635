//! Storing a product: its row, its pictures, and its words for typo correction.

use anyhow::Context as _;
use catalog::search::words;
use catalog::{Product, ProductDetails, ProductImage};
use sea_orm::ActiveValue::Set;
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, EntityTrait};

use crate::entities::{product, product_image};
use crate::sizes;
use crate::sql::Sql;

pub(super) fn product_row(p: &Product) -> product::ActiveModel {
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
        hsn: Set(d.hsn.as_str().to_owned()),
        gst_rate_bp: Set(i32::try_from(d.gst_rate.basis_points()).unwrap_or(i32::MAX)),
        country_of_origin: Set(d.origin.code().to_owned()),
        sku: Set(d.sku.as_ref().map(|sku| sku.as_str().to_owned())),
    }
}

pub(super) async fn write_children<C: ConnectionTrait>(
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
pub(super) async fn remember_words<C: ConnectionTrait>(
    connection: &C,
    details: &ProductDetails,
) -> anyhow::Result<()> {
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
