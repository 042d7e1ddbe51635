//! The operator's catalogue: `DELETE /delete-product-admin/{id}`, `GET /admin-all-products`,
//! `GET /admin-all-events`.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use catalog::{CatalogueQuery, Kind};
use serde::Serialize;

use super::audit;
use crate::auth::Admin;
use crate::catalog::delete::by_admin;
use crate::catalog::dto::{ProductDto, products};
use crate::error::ApiError;
use crate::paging::{page_of_query, search_and_sort};
use crate::state::AppState;

const DEFAULT_LIMIT: u32 = 20;

#[derive(Serialize)]
struct ProductsPage {
    success: bool,
    products: Vec<ProductDto>,
    total: u64,
    page: u32,
    limit: u32,
}

#[derive(Serialize)]
struct EventsPage {
    success: bool,
    events: Vec<ProductDto>,
    total: u64,
    page: u32,
    limit: u32,
}

pub async fn delete(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let response = by_admin(&state, &id).await?;
    audit::record(
        &state,
        &admin,
        "product.delete",
        "product",
        id.into_inner(),
        serde_json::json!({}),
    )
    .await;
    Ok(response)
}

/// One page of every shop's live products or events, newest first unless `sort` names a column,
/// optionally only those whose name or shop name contains `search`.
async fn page_of(
    state: &AppState,
    params: &HashMap<String, String>,
    kind: Kind,
) -> Result<(Vec<ProductDto>, u64, u32, u32), ApiError> {
    let request = page_of_query(params, DEFAULT_LIMIT)?;
    let (search, sort) = search_and_sort(params)?;
    let query = CatalogueQuery { kind, search, sort };
    let page = state.storefront.everything(&query, request).await?;
    Ok((products(&page.items), page.total, request.page(), request.limit()))
}

pub async fn all_products(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let (products, total, page, limit) = page_of(&state, &params, Kind::Products).await?;
    Ok(HttpResponse::Ok().json(ProductsPage {
        success: true,
        products,
        total,
        page,
        limit,
    }))
}

pub async fn all_events(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let (events, total, page, limit) = page_of(&state, &params, Kind::Events).await?;
    Ok(HttpResponse::Ok().json(EventsPage {
        success: true,
        events,
        total,
        page,
        limit,
    }))
}
