//! The catalogue's API (docs/catalog.md): public browsing, the seller's products and events,
//! and reviews. The operator's catalogue calls live in `admin`.

mod create;
pub(crate) mod delete;
mod details;
pub mod dto;
mod edit;
mod events;
mod form;
mod list;
mod review;
mod search;
mod shop;

use actix_web::web;
use kernel::{ProductId, ShopId};

use crate::error::ApiError;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/products", web::get().to(list::handle))
        .route("/products-search", web::get().to(search::handle))
        .route("/get-product-details/{id}", web::get().to(details::product))
        .route("/get-same-products/{id}", web::get().to(details::same))
        .route("/get-all-product-shop/{shopId}", web::get().to(shop::products))
        .route("/get-shop-info/{id}", web::get().to(shop::info))
        .route("/get-shop-reviews/{shopId}", web::get().to(shop::reviews))
        .route("/get-all-events-user", web::get().to(events::running))
        .route("/delete-event/{id}", web::delete().to(delete::ended_event))
        .route("/create-product", web::post().to(create::product))
        .route("/create-event", web::post().to(create::event))
        .route("/edit-shop-product/{id}", web::put().to(edit::handle))
        .route(
            "/delete-shop-product/{id}",
            web::delete().to(delete::shop_product),
        )
        .route("/get-all-event-shop/{shopId}", web::get().to(events::of_shop))
        .route("/delete-shop-event/{id}", web::delete().to(delete::shop_event))
        .route("/create-new-review", web::put().to(review::handle));
}

const NO_PRODUCT: &str = "There is no such product.";

/// A path's product id; one that does not parse names no product.
pub(crate) fn product_id(raw: &str) -> Result<ProductId, ApiError> {
    raw.parse().map_err(|_| ApiError::NotFound(NO_PRODUCT.into()))
}

/// A path's shop id; one that does not parse names no shop.
pub(crate) fn shop_id(raw: &str) -> Result<ShopId, ApiError> {
    raw.parse()
        .map_err(|_| ApiError::NotFound("There is no such shop.".into()))
}
