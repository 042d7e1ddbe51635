//! `GET /admin-get-all-seller`, `DELETE /delete-seller-by-admin/{id}` (suspends the shop) and
//! `PUT /reinstate-seller-by-admin/{id}` (docs/admin.md "Sellers").

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use kernel::ShopId;
use rust_decimal::Decimal;
use serde::Serialize;
use serde_json::json;
use shops::ShopStatus;
use shops::accounts::suspend::{reinstate_shop, suspend_shop};

use super::audit;
use crate::auth::Admin;
use crate::catalog::dto::rupees;
use crate::error::ApiError;
use crate::paging::{page_of_query, search_and_sort};
use crate::sellers::dto::SellerDto;
use crate::state::AppState;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AdminSellerDto {
    #[serde(flatten)]
    seller: SellerDto,
    product_count: u64,
    #[serde(with = "rust_decimal::serde::float")]
    available_balance: Decimal,
}

#[derive(Serialize)]
struct SellersPage {
    success: bool,
    sellers: Vec<AdminSellerDto>,
    total: u64,
    page: u32,
    limit: u32,
}

pub async fn list(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let request = page_of_query(&params, 20)?;
    let (search, sort) = search_and_sort(&params)?;
    let status = match params.get("status").map(String::as_str) {
        None | Some("") => None,
        Some(text) => Some(
            text.parse::<ShopStatus>()
                .map_err(|_| ApiError::field("status", "must be active, pending or suspended"))?,
        ),
    };
    let page = state.shops.list(search, status, sort, request).await?;
    let ids: Vec<ShopId> = page.items.iter().map(|s| s.id).collect();
    let summaries = state.figures.shop_summaries(&ids).await?;
    Ok(HttpResponse::Ok().json(SellersPage {
        success: true,
        sellers: page
            .items
            .iter()
            .map(|shop| {
                let (products, balance) = summaries.get(&shop.id).copied().unwrap_or_default();
                AdminSellerDto {
                    seller: SellerDto::from(shop),
                    product_count: products,
                    available_balance: rupees(balance),
                }
            })
            .collect(),
        total: page.total,
        page: request.page(),
        limit: request.limit(),
    }))
}

#[derive(Serialize)]
struct Done {
    success: bool,
    message: &'static str,
}

fn shop_id(raw: &str) -> Result<ShopId, ApiError> {
    raw.parse()
        .map_err(|_| ApiError::NotFound("There is no such shop.".into()))
}

pub async fn suspend(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = shop_id(&id)?;
    let shop = suspend_shop(state.shops.as_ref(), id, state.clock.now()).await?;
    audit::record(
        &state,
        &admin,
        "shop.suspend",
        "shop",
        id.to_string(),
        json!({"shop": shop.name.as_str()}),
    )
    .await;
    Ok(HttpResponse::Ok().json(Done {
        success: true,
        message: "Shop suspended.",
    }))
}

pub async fn reinstate(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = shop_id(&id)?;
    let shop = reinstate_shop(state.shops.as_ref(), id, state.clock.now()).await?;
    audit::record(
        &state,
        &admin,
        "shop.reinstate",
        "shop",
        id.to_string(),
        json!({"shop": shop.name.as_str()}),
    )
    .await;
    Ok(HttpResponse::Ok().json(Done {
        success: true,
        message: "Shop reinstated.",
    }))
}
