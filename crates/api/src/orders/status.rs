//! Moving an order: the shop's (or the Admin's) delivery steps, the shopper's refund request and
//! the refund's approval. Each answers the order as it now is.

use actix_web::{HttpResponse, web};
use orders::{Actor, OrderStatus, manage};
use serde::Serialize;
use utoipa::ToSchema;

use super::dto::OrderDto;
use super::{StatusBody, UpdateStatusBody, order_id};
use crate::app::state::AppState;
use crate::auth::ShopOrAdmin;
use crate::http::error::{ApiError, ErrorBody};

/// The order as it now is.
#[derive(Serialize, ToSchema)]
#[schema(as = MovedOrder)]
pub(crate) struct Moved {
    success: bool,
    /// What to tell the person who moved it.
    message: String,
    order: OrderDto,
}

pub(super) fn moved(order: &orders::Order, viewer: Actor, state: &AppState, message: String) -> HttpResponse {
    // A cancellation or an approved refund puts stock back: shown on the next read. Every move
    // comes here; the few that move no stock cost only the kept answers' next computation.
    state.storefront_cache.stock_moved();
    HttpResponse::Ok().json(Moved {
        success: true,
        message,
        order: OrderDto::new(order, viewer, state.clock.now()),
    })
}

/// The shop (or the Admin) moves an order forward along the delivery path.
///
/// Steps may be skipped, never revisited. An order awaiting its online payment cannot be moved:
/// only the verified payment moves it on. `Delivered` also marks a cash-on-delivery order paid
/// and credits the shop; an online order is delivered only once its payment was captured.
#[utoipa::path(
    put,
    path = "/api/v2/update-order-status/{orderId}/{sellerId}",
    operation_id = "updateOrderStatus",
    tag = "orders",
    params(
        ("orderId" = String, Path, description = "The order's id"),
        ("sellerId" = String, Path, description = "The order's shop: the signed-in seller's own, or any shop for the Admin"),
    ),
    request_body(content = UpdateStatusBody, description = "The next status on the delivery path; for \"Transferred to delivery partner\", also `courier`, `trackingNumber` and `expectedDelivery`"),
    responses(
        (status = 200, body = Moved),
        (status = 400, description = "`status` is not an order status, or for \"Transferred to delivery partner\" `courier`, `trackingNumber` or `expectedDelivery` is missing or wrong (a date in the past, say)", body = ErrorBody),
        (status = 401, description = "Signed in neither as a seller nor as the Admin", body = ErrorBody),
        (status = 403, description = "A shopper who is not the Admin, or a seller naming another shop", body = ErrorBody),
        (status = 404, description = "No such order of this shop", body = ErrorBody),
        (status = 409, description = "`status_not_allowed` (not forward along the delivery path, the order awaits its online payment, or its payment was not captured) or `changed_meanwhile`", body = ErrorBody),
    )
)]
pub async fn update(
    who: ShopOrAdmin,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    body: web::Json<UpdateStatusBody>,
) -> Result<HttpResponse, ApiError> {
    let (order, seller) = path.into_inner();
    let actor = who.acting_for(Some(&seller))?;
    let next = body.status()?;
    let now = state.clock.now();
    let shipment = (next == OrderStatus::TransferredToDeliveryPartner)
        .then(|| body.shipment(now))
        .transpose()?;
    let order = manage::update_status(
        state.orders.as_ref(),
        actor,
        order_id(&order)?,
        next,
        shipment,
        now,
    )
    .await?;
    let details = serde_json::json!({"status": next.as_str()});
    who.audit_if_admin(&state, actor, "order.status", order.id, details)
        .await;
    Ok(moved(
        &order,
        actor,
        &state,
        format!("Order status updated to {next}."),
    ))
}

/// The shop or the Admin approves a requested refund.
///
/// The stock comes back, the shop's credit is reversed, and an online payment is refunded
/// through Razorpay.
// The admin screen's refund mode may send "Processing Refund", which changes nothing and is
// refused as a move that is not allowed.
#[utoipa::path(
    put,
    path = "/api/v2/shop-order-refund-success/{id}",
    operation_id = "shopOrderRefundSuccess",
    tag = "orders",
    params(("id" = String, Path, description = "The order's id")),
    request_body(content = StatusBody, description = "`{\"status\": \"Refund Success\"}`"),
    responses(
        (status = 200, body = Moved),
        (status = 400, description = "`status` is not an order status", body = ErrorBody),
        (status = 401, description = "Signed in neither as a seller nor as the Admin", body = ErrorBody),
        (status = 403, description = "A shopper who is not the Admin", body = ErrorBody),
        (status = 404, description = "No such order of this shop", body = ErrorBody),
        (status = 409, description = "`status_not_allowed` (no refund was requested, or another status was sent) or `changed_meanwhile`", body = ErrorBody),
    )
)]
pub async fn approve_refund(
    who: ShopOrAdmin,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: web::Json<StatusBody>,
) -> Result<HttpResponse, ApiError> {
    let actor = who.acting_for(None)?;
    let id = order_id(&path)?;
    let wanted = body.status()?;
    if wanted != OrderStatus::RefundSuccess {
        let current = manage::visible_order(state.orders.as_ref(), actor, id).await?;
        return Err(orders::OrderError::NotAllowed(orders::Refusal::NoSuchStep {
            from: current.status,
            to: wanted,
        })
        .into());
    }
    let gateway = state.payments.as_deref();
    let order = manage::approve_refund(state.orders.as_ref(), gateway, actor, id, state.clock.now()).await?;
    let details = serde_json::json!({"total": order.total.to_string()});
    who.audit_if_admin(&state, actor, "order.refund_approve", id, details)
        .await;
    Ok(moved(&order, actor, &state, "Refund approved.".to_owned()))
}
