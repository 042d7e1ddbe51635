//! Reading orders, each checking who asks: a shopper their own, a shop its own, the Admin all.

use actix_web::{HttpRequest, HttpResponse, web};
use orders::manage::visible_order;
use orders::{Actor, OrderQuery, OrderScope};
use serde::Serialize;
use utoipa::ToSchema;

use super::dto::OrderDto;
use super::{OrderListQuery, list_query, order_id};
use crate::app::state::AppState;
use crate::auth::{Admin, CurrentSeller, CurrentUser};
use crate::auth::{own_shop, own_user};
use crate::http::error::{ApiError, ErrorBody};

/// One page of orders, newest first.
#[derive(Serialize, ToSchema)]
pub(super) struct OrdersPage {
    success: bool,
    orders: Vec<OrderDto>,
    /// How many orders match, on every page.
    total: u64,
    page: u32,
    limit: u32,
}

#[derive(Serialize, ToSchema)]
#[schema(as = OneOrder)]
pub(super) struct OneOrder {
    success: bool,
    order: OrderDto,
}

async fn page(
    state: &AppState,
    req: &HttpRequest,
    scope: OrderScope,
    viewer: Actor,
) -> Result<HttpResponse, ApiError> {
    let (request, statuses, search) = list_query(req)?;
    let found = state
        .orders
        .list(
            &OrderQuery {
                scope,
                statuses,
                search,
            },
            request,
        )
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

/// The signed-in shopper's own orders, newest first.
#[utoipa::path(
    get,
    path = "/api/v2/get-all-orders-user/{userId}",
    operation_id = "getAllOrdersUser",
    tag = "orders",
    params(("userId" = String, Path, description = "The signed-in shopper's own id"), OrderListQuery),
    responses(
        (status = 200, body = OrdersPage),
        (status = 400, description = "`page`, `limit` or `status` is not valid", body = ErrorBody),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
        (status = 403, description = "`userId` is not the signed-in shopper's", body = ErrorBody),
    )
)]
pub async fn of_user(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    own_user(&path, user.id)?;
    page(&state, &req, OrderScope::User(user.id), Actor::Shopper(user.id)).await
}

/// One of the signed-in shopper's orders.
#[utoipa::path(
    get,
    path = "/api/v2/get-selected-order-user/{id}",
    operation_id = "getSelectedOrderUser",
    tag = "orders",
    params(("id" = String, Path, description = "The order's id")),
    responses(
        (status = 200, body = OneOrder),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
        (status = 404, description = "No such order of this shopper (another's is not told apart)", body = ErrorBody),
    )
)]
pub async fn one_of_user(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    one(&state, Actor::Shopper(user.id), &path).await
}

/// The signed-in seller's shop's orders, newest first.
#[utoipa::path(
    get,
    path = "/api/v2/get-all-orders-shop/{shopId}",
    operation_id = "getAllOrdersShop",
    tag = "orders",
    params(("shopId" = String, Path, description = "The signed-in seller's own shop id"), OrderListQuery),
    responses(
        (status = 200, body = OrdersPage),
        (status = 400, description = "`page`, `limit` or `status` is not valid", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller", body = ErrorBody),
        (status = 403, description = "`shopId` is not the signed-in seller's shop", body = ErrorBody),
    )
)]
pub async fn of_shop(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    req: HttpRequest,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    own_shop(&path, shop.id)?;
    page(&state, &req, OrderScope::Shop(shop.id), Actor::Shop(shop.id)).await
}

/// One of the signed-in seller's shop's orders.
#[utoipa::path(
    get,
    path = "/api/v2/get-selected-order-shop/{orderId}/{sellerId}",
    operation_id = "getSelectedOrderShop",
    tag = "orders",
    params(
        ("orderId" = String, Path, description = "The order's id"),
        ("sellerId" = String, Path, description = "The signed-in seller's own shop id"),
    ),
    responses(
        (status = 200, body = OneOrder),
        (status = 401, description = "Not signed in as a seller", body = ErrorBody),
        (status = 403, description = "`sellerId` is not the signed-in seller's shop", body = ErrorBody),
        (status = 404, description = "No such order of this shop (another shop's is not told apart)", body = ErrorBody),
    )
)]
pub async fn one_of_shop(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let (order, seller) = path.into_inner();
    own_shop(&seller, shop.id)?;
    one(&state, Actor::Shop(shop.id), &order).await
}

/// Any order, for the Admin.
#[utoipa::path(
    get,
    path = "/api/v2/get-selected-order-details/{id}",
    operation_id = "getSelectedOrderDetails",
    tag = "orders",
    params(("id" = String, Path, description = "The order's id")),
    responses(
        (status = 200, body = OneOrder),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not the Admin", body = ErrorBody),
        (status = 404, description = "No such order", body = ErrorBody),
    )
)]
pub async fn one_for_admin(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    one(&state, Actor::Admin(admin.id), &path).await
}

/// Every shop's orders, newest first, for the Admin.
#[utoipa::path(
    get,
    path = "/api/v2/get-all-orders-admin",
    operation_id = "getAllOrdersAdmin",
    tag = "orders",
    params(OrderListQuery),
    responses(
        (status = 200, body = OrdersPage),
        (status = 400, description = "`page`, `limit` or `status` is not valid", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not the Admin", body = ErrorBody),
    )
)]
pub async fn all_for_admin(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    page(&state, &req, OrderScope::All, Actor::Admin(admin.id)).await
}
