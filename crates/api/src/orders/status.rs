//! Moving an order: the shop's (or the Admin's) delivery steps, the shopper's refund request and
//! the refund's approval. Each answers the order as it now is.

use actix_web::{HttpResponse, web};
use orders::{Actor, OrderStatus, manage};
use serde::Serialize;

use super::dto::OrderDto;
use super::{StatusBody, order_id};
use crate::admin::audit;
use crate::auth::{CurrentUser, ShopOrAdmin};
use crate::error::ApiError;
use crate::state::AppState;

#[derive(Serialize)]
struct Moved {
    success: bool,
    message: String,
    order: OrderDto,
}

fn moved(order: &orders::Order, viewer: Actor, state: &AppState, message: String) -> HttpResponse {
    HttpResponse::Ok().json(Moved {
        success: true,
        message,
        order: OrderDto::new(order, viewer, state.clock.now()),
    })
}

/// `PUT /update-order-status/{orderId}/{sellerId}`: forward along the delivery path only.
pub async fn update(
    who: ShopOrAdmin,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    body: web::Json<StatusBody>,
) -> Result<HttpResponse, ApiError> {
    let (order, seller) = path.into_inner();
    let actor = who.acting_for(Some(&seller))?;
    let next = body.status()?;
    let order = manage::update_status(
        state.orders.as_ref(),
        actor,
        order_id(&order)?,
        next,
        state.clock.now(),
    )
    .await?;
    if let (Actor::Admin(_), Some(admin)) = (actor, &who.admin) {
        let details = serde_json::json!({"status": next.as_str()});
        audit::record(
            &state,
            admin,
            "order.status",
            "order",
            order.id.to_string(),
            details,
        )
        .await;
    }
    Ok(moved(
        &order,
        actor,
        &state,
        format!("Order status updated to {next}."),
    ))
}

/// `PUT /order-refund/{id}`: the shopper asks for a refund (body status "Processing Refund").
pub async fn request_refund(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: web::Json<StatusBody>,
) -> Result<HttpResponse, ApiError> {
    if body.status()? != OrderStatus::ProcessingRefund {
        return Err(ApiError::field("status", "must be Processing Refund"));
    }
    let order = manage::request_refund(
        state.orders.as_ref(),
        user.id,
        order_id(&path)?,
        state.clock.now(),
    )
    .await?;
    Ok(moved(
        &order,
        Actor::Shopper(user.id),
        &state,
        "Your refund request has been sent to the shop.".to_owned(),
    ))
}

/// `PUT /shop-order-refund-success/{id}`: the shop or the Admin approves a refund (body status
/// "Refund Success"; the admin screen's refund mode may send "Processing Refund", which changes
/// nothing and is refused).
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
        return Err(orders::OrderError::NotAllowed {
            from: current.status,
            to: wanted,
        }
        .into());
    }
    let gateway = state.payments.as_deref();
    let order = manage::approve_refund(state.orders.as_ref(), gateway, actor, id, state.clock.now()).await?;
    if let (Actor::Admin(_), Some(admin)) = (actor, &who.admin) {
        let details = serde_json::json!({"total": order.total.to_string()});
        audit::record(
            &state,
            admin,
            "order.refund_approve",
            "order",
            id.to_string(),
            details,
        )
        .await;
    }
    Ok(moved(&order, actor, &state, "Refund approved.".to_owned()))
}
