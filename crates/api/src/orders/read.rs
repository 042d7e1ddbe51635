//! Reading orders, each checking who asks: a shopper their own, a shop its own, the Admin all.

use actix_web::{HttpRequest, HttpResponse, web};
use orders::manage::visible_order;
use orders::{Actor, OrderQuery, OrderScope};
use serde::Serialize;

use super::dto::OrderDto;
use super::{list_query, order_id, own_shop, own_user};
use crate::auth::{Admin, CurrentSeller, CurrentUser};
use crate::error::ApiError;
use crate::state::AppState;

#[derive(Serialize)]
struct OrdersPage {
    success: bool,
    orders: Vec<OrderDto>,
    total: u64,
    page: u32,
    limit: u32,
}

#[derive(Serialize)]
struct OneOrder {
    success: bool,
    order: OrderDto,
}

async fn page(
    state: &AppState,
    req: &HttpRequest,
    scope: OrderScope,
    viewer: Actor,
) -> Result<HttpResponse, ApiError> {
    let (request, statuses) = list_query(req)?;
    let found = state
        .orders
        .list(&OrderQuery { scope, statuses }, request)
        .await?;
    Ok(HttpResponse::Ok().json(OrdersPage {
        success: true,
        orders: OrderDto::all(&found.items, viewer, state.clock.now()),
        total: found.total,
        page: request.page(),
        limit: request.limit(),
    }))
}

async fn one(state: &AppState, viewer: Actor, raw_id: &str) -> Result<HttpResponse, ApiError> {
    let order = visible_order(state.orders.as_ref(), viewer, order_id(raw_id)?).await?;
    Ok(HttpResponse::Ok().json(OneOrder {
        success: true,
        order: OrderDto::new(&order, viewer, state.clock.now()),
    }))
}

/// `GET /get-all-orders-user/{userId}`: the shopper's own orders, newest first.
pub async fn of_user(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    own_user(&path, user.id)?;
    page(&state, &req, OrderScope::User(user.id), Actor::Shopper(user.id)).await
}

/// `GET /get-selected-order-user/{id}`.
pub async fn one_of_user(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    one(&state, Actor::Shopper(user.id), &path).await
}

/// `GET /get-all-orders-shop/{shopId}`: the shop's own orders.
pub async fn of_shop(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    own_shop(&path, shop.id)?;
    page(&state, &req, OrderScope::Shop(shop.id), Actor::Shop(shop.id)).await
}

/// `GET /get-selected-order-shop/{orderId}/{sellerId}`.
pub async fn one_of_shop(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (order, seller) = path.into_inner();
    own_shop(&seller, shop.id)?;
    one(&state, Actor::Shop(shop.id), &order).await
}

/// `GET /get-selected-order-details/{id}` (Admin).
pub async fn one_for_admin(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    one(&state, Actor::Admin(admin.id), &path).await
}

/// `GET /get-all-orders-admin` (Admin).
pub async fn all_for_admin(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    page(&state, &req, OrderScope::All, Actor::Admin(admin.id)).await
}
