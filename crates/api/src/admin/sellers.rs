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
use utoipa::{IntoParams, ToSchema};

use super::audit;
use crate::app::state::AppState;
use crate::auth::Admin;
use crate::catalog::dto::rupees;
use crate::catalog::shop_id;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::paging::{page_of_query, search_and_sort};
use crate::sellers::dto::{SellerDto, ShopStatusName};

/// A shop as the Admin's list shows it: the seller's own view, with its live product count and
/// available balance.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AdminSeller)]
pub(super) struct AdminSellerDto {
    #[serde(flatten)]
    seller: SellerDto,
    /// Live products (not events).
    product_count: u64,
    /// Rupees the shop may withdraw.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    available_balance: Decimal,
}

/// One page of shops.
#[derive(Serialize, ToSchema)]
#[schema(as = AdminSellersPage)]
pub(super) struct SellersPage {
    success: bool,
    sellers: Vec<AdminSellerDto>,
    /// How many match, on every page together.
    total: u64,
    page: u32,
    limit: u32,
}

/// The list's query. Only describes it: the handler reads the query as a map
/// ([`page_of_query`], [`search_and_sort`]), so it is never built.
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(super) struct ListQuery {
    /// 1-based; 1 when absent.
    #[param(minimum = 1)]
    page: Option<u32>,
    /// Shops per page, 1 to 100; 20 when absent.
    #[param(minimum = 1, maximum = 100)]
    limit: Option<u32>,
    /// Only shops whose shop name, owner name or email contains this text; at most 100
    /// characters are used.
    q: Option<String>,
    /// The same as `q`, its older name; read only when `q` is absent.
    search: Option<String>,
    /// Only shops in this state (`pending` until its email is confirmed, `active` or
    /// `suspended`); every state when absent or empty.
    #[param(value_type = Option<ShopStatusName>, inline)]
    status: Option<String>,
    /// `shopName`, `name`, `status`, `productCount`, `availableBalance` or `createdAt`, with a
    /// leading `-` for the reverse order; newest first when absent.
    sort: Option<String>,
}

/// Every shop for the Admin: newest first unless sorted, optionally searched and of one status.
#[utoipa::path(
    get,
    path = "/api/v2/admin-get-all-seller",
    tag = "admin",
    params(ListQuery),
    responses(
        (status = 200, description = "One page of shops", body = SellersPage),
        (status = 400, description = "A wrong `page`, `limit`, `status` or `sort`", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
    )
)]
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
                .map_err(|_| ApiError::field("status", kernel::Message::new("field-shop-status-filter")))?,
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

/// The shop's new state, in words.
#[derive(Serialize, ToSchema)]
#[schema(as = SellerStatusChanged)]
pub(super) struct Done {
    success: bool,
    /// `Shop suspended.` or `Shop reinstated.`
    message: &'static str,
}

/// Suspends a shop: it is signed out, cannot sign in, and its products leave the storefront.
#[utoipa::path(
    delete,
    path = "/api/v2/delete-seller-by-admin/{id}",
    tag = "admin",
    params(("id" = String, Path, description = "The shop's id")),
    responses(
        (status = 200, description = "Suspended (again, if it already was)", body = Done),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
        (status = 404, description = "There is no such shop", body = ErrorBody),
    )
)]
pub async fn suspend(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = shop_id(&id)?;
    let shop = suspend_shop(state.shops.as_ref(), id, state.clock.now()).await?;
    state.catalogue_changed().await;
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

/// Reinstates a suspended shop.
#[utoipa::path(
    put,
    path = "/api/v2/reinstate-seller-by-admin/{id}",
    tag = "admin",
    params(("id" = String, Path, description = "The shop's id")),
    responses(
        (status = 200, description = "Reinstated", body = Done),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
        (status = 404, description = "There is no such shop", body = ErrorBody),
        (status = 409, description = "The shop is not suspended (`not_suspended`)", body = ErrorBody),
    )
)]
pub async fn reinstate(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = shop_id(&id)?;
    let shop = reinstate_shop(state.shops.as_ref(), id, state.clock.now()).await?;
    state.catalogue_changed().await;
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
