//! `GET /get-all-product-shop/{shopId}`, `GET /get-shop-info/{id}` and
//! `GET /get-shop-reviews/{shopId}`: a shop's public page.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use serde::Serialize;

use super::dto::{ProductDto, ShopInfoDto, ShopReviewDto, products as product_dtos};
use super::shop_id;
use crate::error::ApiError;
use crate::paging::page_of_query;
use crate::state::AppState;

/// A shop page shows up to this many products at once unless asked for a smaller page.
const DEFAULT_LIMIT: u32 = 100;
/// Reviews come ten at a time unless asked otherwise.
const REVIEWS_LIMIT: u32 = 10;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ShopProductsResponse {
    success: bool,
    products: Vec<ProductDto>,
    products_count: u64,
    page: u32,
    limit: u32,
}

#[derive(Serialize)]
struct ShopInfoResponse {
    success: bool,
    shop: ShopInfoDto,
}

pub async fn products(
    state: web::Data<AppState>,
    id: web::Path<String>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let shop = shop_id(&id)?;
    let request = page_of_query(&params, DEFAULT_LIMIT)?;
    let page = state.storefront.shop_products(shop, request).await?;
    Ok(HttpResponse::Ok().json(ShopProductsResponse {
        success: true,
        products: product_dtos(&page.items),
        products_count: page.total,
        page: request.page(),
        limit: request.limit(),
    }))
}

pub async fn info(state: web::Data<AppState>, id: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let shop = shop_id(&id)?;
    let front = state
        .storefront
        .shop_front(shop)
        .await?
        .ok_or_else(|| ApiError::NotFound("There is no such shop.".into()))?;
    Ok(HttpResponse::Ok().json(ShopInfoResponse {
        success: true,
        shop: ShopInfoDto::from(&front),
    }))
}

#[derive(Serialize)]
struct ShopReviewsResponse {
    success: bool,
    reviews: Vec<ShopReviewDto>,
    total: u64,
    page: u32,
    limit: u32,
}

/// `GET /get-shop-reviews/{shopId}?page=&limit=`: an active shop's reviews, newest first, each
/// with the product it is about (docs/catalog.md "Reviews").
pub async fn reviews(
    state: web::Data<AppState>,
    id: web::Path<String>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let shop = shop_id(&id)?;
    let request = page_of_query(&params, REVIEWS_LIMIT)?;
    // A suspended or pending shop has no public page, so no public reviews either.
    if state.storefront.shop_front(shop).await?.is_none() {
        return Err(ApiError::NotFound("There is no such shop.".into()));
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
