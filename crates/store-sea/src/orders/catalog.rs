//! What checkout reads from the catalogue ([`CheckoutCatalog`]).

use async_trait::async_trait;
use cart_rules::SellableItem;
use kernel::{MediaKey, ProductId, ShopId, Timestamp};
use orders::{CatalogItem, CheckoutCatalog};

use super::SeaOrderStore;
use crate::delivery;
use crate::sql::{Sql, money, push_ids};
use identity::PinCode;
use sea_orm::prelude::Uuid;

#[async_trait]
impl CheckoutCatalog for SeaOrderStore {
    async fn items(&self, ids: &[ProductId], now: Timestamp) -> anyhow::Result<Vec<CatalogItem>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut select = Sql::new(
            "SELECT p.id, p.shop_id, p.kind, p.name, p.colour_name, p.selling_price_paise, p.stock, \
             p.sizes, p.deleted_at, p.starts_at, p.ends_at, p.hsn, p.gst_rate_bp, p.category, \
             CASE WHEN ",
        );
        select.push(public_products!()).push(
            " THEN 1 ELSE 0 END AS public, s.shop_name, \
             s.zip_code AS shop_zip_code, \
             (SELECT i.thumbnail_key FROM product_images i WHERE i.product_id = p.id \
              ORDER BY i.position LIMIT 1) AS thumbnail, ",
        );
        select.push(delivery::COLUMNS).push(
            " FROM products p JOIN shops s ON s.id = p.shop_id \
             LEFT JOIN shop_delivery d ON d.shop_id = p.shop_id WHERE p.id IN (",
        );
        push_ids(&mut select, ids.iter().map(ProductId::as_uuid));
        select.push(")");
        let rows = self.rows(select).await?;

        rows.iter()
            .map(|row| {
                let id: Uuid = row.try_get("", "id")?;
                let is_event = row.try_get::<String>("", "kind")? == "event";
                let deleted: Option<Timestamp> = row.try_get("", "deleted_at")?;
                let starts: Option<Timestamp> = row.try_get("", "starts_at")?;
                let ends: Option<Timestamp> = row.try_get("", "ends_at")?;
                let running = !is_event || starts.is_some_and(|s| s <= now) && ends.is_some_and(|e| e > now);
                // What the storefront does not show is not sold: a product held by moderation,
                // or of a shop that is suspended or not approved yet.
                let public = row.try_get::<i32>("", "public")? == 1;
                let on_sale = deleted.is_none() && public && running;
                let stock: i64 = row.try_get("", "stock")?;
                Ok(CatalogItem {
                    item: SellableItem {
                        product: ProductId::from_uuid(id),
                        shop: ShopId::from_uuid(row.try_get("", "shop_id")?),
                        is_event,
                        on_sale,
                        stock: u64::try_from(stock).unwrap_or(0),
                        price: money(row, "selling_price_paise")?,
                        sizes: crate::sizes::split(&row.try_get::<String>("", "sizes")?)
                            .map(str::to_owned)
                            .collect(),
                    },
                    name: row.try_get("", "name")?,
                    thumbnail: row
                        .try_get::<Option<String>>("", "thumbnail")?
                        .and_then(MediaKey::from_stored),
                    colour: row.try_get("", "colour_name")?,
                    shop_name: row.try_get("", "shop_name")?,
                    hsn: kernel::Hsn::parse(&row.try_get::<String>("", "hsn")?)?,
                    gst_rate: kernel::GstRate::from_basis_points(u32::try_from(
                        row.try_get::<i32>("", "gst_rate_bp")?,
                    )?)?,
                    dispatch_from: PinCode::parse(&row.try_get::<String>("", "shop_zip_code")?)?,
                    delivery: delivery::from_row(row)?,
                    category: row
                        .try_get::<String>("", "category")?
                        .parse()
                        .map_err(|e| anyhow::anyhow!("a stored product's category: {e}"))?,
                })
            })
            .collect()
    }
}
