//! `GET /get-product-details/{id}` and `GET /get-same-products/{id}`.

use actix_web::{HttpResponse, web};
use serde::Serialize;

use super::dto::{ProductDto, ReviewDto, products};
use super::{NO_PRODUCT, product_id};
use crate::error::ApiError;
use crate::state::AppState;

/// The product page shows this many reviews, newest first.
const REVIEWS_SHOWN: u32 = 50;
/// Variants, then more of the same category.
const SIMILAR_SHOWN: u32 = 8;

#[derive(Serialize)]
struct DetailsResponse {
    success: bool,
    product: ProductDto,
    reviews: Vec<ReviewDto>,
}

#[derive(Serialize)]
struct ProductsResponse {
    success: bool,
    products: Vec<ProductDto>,
}

pub async fn product(state: web::Data<AppState>, id: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let id = product_id(&id)?;
    let listed = state
        .storefront
        .details(id, state.clock.now())
        .await?
        .ok_or_else(|| ApiError::NotFound(NO_PRODUCT.into()))?;
    let reviews = state.reviews.of_product(id, REVIEWS_SHOWN).await?;
    Ok(HttpResponse::Ok().json(DetailsResponse {
        success: true,
        product: ProductDto::from(&listed),
        reviews: reviews.iter().map(ReviewDto::from).collect(),
    }))
}

pub async fn same(state: web::Data<AppState>, id: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let id = product_id(&id)?;
    let listed = state
        .storefront
        .details(id, state.clock.now())
        .await?
        .ok_or_else(|| ApiError::NotFound(NO_PRODUCT.into()))?;
    let similar = state.storefront.similar(&listed.product, SIMILAR_SHOWN).await?;
    Ok(HttpResponse::Ok().json(ProductsResponse {
        success: true,
        products: products(&similar),
    }))
}
