//! `GET /get-all-product-shop/{shopId}`, `GET /get-shop-info/{id}` and
//! `GET /get-shop-reviews/{shopId}`: a shop's public page.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::dto::{ProductDto, ShopInfoDto, ShopReviewDto, products as product_dtos};
use super::shop_id;
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::paging::{page_of_query, search_text, sort_by};
use catalog::moderation::Hold;
use catalog::{ShopProductSort, ShopProductsQuery};
use kernel::ProductId;

/// A shop page shows up to this many products at once unless asked for a smaller page.
const DEFAULT_LIMIT: u32 = 100;
/// Reviews come ten at a time unless asked otherwise.
const REVIEWS_LIMIT: u32 = 10;

/// One page of a shop's products.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ShopProducts)]
pub(super) struct ShopProductsResponse {
    success: bool,
    products: Vec<ProductDto>,
    /// How many it has in all (that match `q`).
    products_count: u64,
    /// The same count, under the name every paged list uses.
    total: u64,
    page: u32,
    limit: u32,
}

/// A shop's public facts.
#[derive(Serialize, ToSchema)]
#[schema(as = ShopInfo)]
pub(super) struct ShopInfoResponse {
    success: bool,
    shop: ShopInfoDto,
}

/// A shop's products on the storefront (not its events), newest first; an unknown or suspended
/// shop has none, nor one the Admin has not approved, except to its own seller. Its own seller
/// also sees the products moderation holds, each with its `moderation`.
#[utoipa::path(
    get,
    path = "/api/v2/get-all-product-shop/{shopId}",
    tag = "catalog",
    params(
        ("shopId" = String, Path, format = Uuid, description = "The shop's id"),
        ("page" = Option<u32>, Query, minimum = 1, description = "1-based; 1 unless given"),
        ("limit" = Option<u32>, Query, minimum = 1, maximum = 100, description = "100 unless given"),
        ("q" = Option<String>, Query, description = "Only products whose name contains this, ignoring case; at most 100 characters are used"),
        ("sort" = Option<String>, Query, description = "`name`, `price` (or `sellingPrice`), `stock`, `sold_out` or `createdAt`, with a leading `-` for the reverse order; newest first when absent"),
    ),
    responses(
        (status = 200, body = ShopProductsResponse),
        (status = 400, description = "`page`, `limit` or `sort` is wrong, or a parameter holds a control character", body = ErrorBody),
        (status = 404, description = "`shopId` is not an id", body = ErrorBody),
    )
)]
pub async fn products(
    state: web::Data<AppState>,
    id: web::Path<String>,
    params: web::Query<HashMap<String, String>>,
    seller: Option<CurrentSeller>,
) -> Result<HttpResponse, ApiError> {
    let shop = shop_id(&id)?;
    let request = page_of_query(&params, DEFAULT_LIMIT)?;
    let query = ShopProductsQuery {
        search: search_text(params.get("q").map(String::as_str)),
        sort: sort_by::<ShopProductSort>(params.get("sort").map(String::as_str))?,
    };
    // Its own seller sees the shop's products before the Admin approves the shop; everyone else
    // sees what the storefront shows.
    let own = seller.is_some_and(|CurrentSeller(own)| own.id == shop);
    let (page, products) = if own {
        let page = state.storefront.own_products(shop, &query, request).await?;
        // Its seller also sees which products moderation holds, and why.
        let ids: Vec<ProductId> = page.items.iter().map(|l| l.product.id).collect();
        let holds: HashMap<ProductId, Hold> = state.moderation.holds_of(&ids).await?.into_iter().collect();
        let products = page
            .items
            .iter()
            .map(|l| ProductDto::from(l).with_hold(holds.get(&l.product.id)))
            .collect();
        (page, products)
    } else {
        let page = state.storefront.shop_products(shop, &query, request).await?;
        let products = product_dtos(&page.items);
        (page, products)
    };
    Ok(HttpResponse::Ok().json(ShopProductsResponse {
        success: true,
        products,
        products_count: page.total,
        total: page.total,
        page: request.page(),
        limit: request.limit(),
    }))
}

/// An active shop's public facts: no email, phone, tax ids or money.
#[utoipa::path(
    get,
    path = "/api/v2/get-shop-info/{id}",
    tag = "catalog",
    params(("id" = String, Path, format = Uuid, description = "The shop's id")),
    responses(
        (status = 200, body = ShopInfoResponse),
        (status = 404, description = "No such active shop", body = ErrorBody),
    )
)]
pub async fn info(state: web::Data<AppState>, id: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let shop = shop_id(&id)?;
    let front = state
        .storefront
        .shop_front(shop)
        .await?
        .ok_or_else(|| ApiError::NotFound(kernel::Message::new("error-not_found-shop")))?;
    Ok(HttpResponse::Ok().json(ShopInfoResponse {
        success: true,
        shop: ShopInfoDto::from(&front),
    }))
}

/// One page of a shop's reviews.
#[derive(Serialize, ToSchema)]
#[schema(as = ShopReviews)]
pub(super) struct ShopReviewsResponse {
    success: bool,
    reviews: Vec<ShopReviewDto>,
    /// How many it has in all.
    total: u64,
    page: u32,
    limit: u32,
}

/// An active shop's reviews, newest first, each with the product it is about (deleted products'
/// too: their reviews still count in the shop's rating).
#[utoipa::path(
    get,
    path = "/api/v2/get-shop-reviews/{shopId}",
    tag = "catalog",
    params(
        ("shopId" = String, Path, format = Uuid, description = "The shop's id"),
        ("page" = Option<u32>, Query, minimum = 1, description = "1-based; 1 unless given"),
        ("limit" = Option<u32>, Query, minimum = 1, maximum = 100, description = "10 unless given"),
    ),
    responses(
        (status = 200, body = ShopReviewsResponse),
        (status = 400, description = "`page` or `limit` is wrong, or a parameter holds a control character", body = ErrorBody),
        (status = 404, description = "No such active shop", body = ErrorBody),
    )
)]
pub async fn reviews(
    state: web::Data<AppState>,
    id: web::Path<String>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let shop = shop_id(&id)?;
    let request = page_of_query(&params, REVIEWS_LIMIT)?;
    // A suspended or pending shop has no public page, so no public reviews either.
    if state.storefront.shop_front(shop).await?.is_none() {
        return Err(ApiError::NotFound(kernel::Message::new("error-not_found-shop")));
    }
    let page = state.reviews.of_shop(shop, request).await?;
    Ok(HttpResponse::Ok().json(ShopReviewsResponse {
        success: true,
        reviews: page.items.iter().map(ShopReviewDto::from).collect(),
        total: page.total,
        page: request.page(),
        limit: request.limit(),
    }))
}
