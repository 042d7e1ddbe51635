//! The catalogue's API (docs/catalog.md): public browsing, the seller's products and events,
//! and reviews. The operator's catalogue calls live in `admin`.

pub mod bulk;
pub mod cache;
pub mod changes;
mod create;
pub(crate) mod delete;
mod details;
pub mod dto;
mod edit;
mod events;
mod form;
mod list;
mod own;
mod report;
mod review;
mod search;
mod shop;

pub(crate) use create::supplier;
pub(crate) use list::first_listed;

use crate::http::routes::Routes;
use kernel::{ProductId, ShopId};

use crate::http::error::ApiError;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .get("/products", list::handle)
        .get("/products-search", search::handle)
        .get("/get-product-details/{id}", details::product)
        .get("/get-same-products/{id}", details::same)
        .get("/get-all-product-shop/{shopId}", shop::products)
        .get("/get-shop-info/{id}", shop::info)
        .get("/get-shop-reviews/{shopId}", shop::reviews)
        .get("/get-all-events-user", events::running)
        .delete("/delete-event/{id}", delete::ended_event)
        .post("/create-product", create::product)
        .post("/create-event", create::event)
        .put("/edit-shop-product/{id}", edit::handle)
        .get("/get-shop-product/{id}", own::handle)
        .delete("/delete-shop-product/{id}", delete::shop_product)
        .get("/get-all-event-shop/{shopId}", events::of_shop)
        .delete("/delete-shop-event/{id}", delete::shop_event)
        .put("/create-new-review", review::handle)
        .post("/product-report", report::handle);
    bulk::routes(routes);
}

/// This module's part of the OpenAPI description (`crate::openapi`).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        list::handle,
        search::handle,
        details::product,
        details::same,
        shop::products,
        shop::info,
        shop::reviews,
        events::running,
        delete::ended_event,
        create::product,
        create::event,
        edit::handle,
        own::handle,
        delete::shop_product,
        events::of_shop,
        delete::shop_event,
        review::handle,
        report::handle,
    ),
    components(schemas(
        dto::ProductDto,
        dto::ModerationDto,
        report::ReportBody,
        report::ReportReasonName,
        report::Reported,
        dto::ProductShopDto,
        dto::ColorDto,
        dto::FacetDto,
        dto::FacetsDto,
        dto::ReviewDto,
        dto::ReviewUserDto,
        dto::ShopReviewDto,
        dto::ReviewedProductDto,
        dto::ShopInfoDto,
        dto::MessageResponse,
        list::ListingResponse,
        search::SearchResponse,
        details::DetailsResponse,
        details::ProductsResponse,
        shop::ShopProductsResponse,
        shop::ShopInfoResponse,
        shop::ShopReviewsResponse,
        events::EventsResponse,
        create::ProductResponse,
        create::EventResponse,
        form::ProductForm,
        review::ReviewBody,
        review::ReviewResponse,
    ))
)]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    <Api as utoipa::OpenApi>::openapi()
}

/// The message of a product that is not there.
const NO_PRODUCT: &str = "error-not_found-product";

/// A path's product id; one that does not parse names no product.
pub(crate) fn product_id(raw: &str) -> Result<ProductId, ApiError> {
    raw.parse()
        .map_err(|_| ApiError::NotFound(kernel::Message::new(NO_PRODUCT)))
}

/// A path's shop id; one that does not parse names no shop.
pub(crate) fn shop_id(raw: &str) -> Result<ShopId, ApiError> {
    raw.parse()
        .map_err(|_| ApiError::NotFound(kernel::Message::new("error-not_found-shop")))
}
