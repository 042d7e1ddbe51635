//! Cancelling an order before it leaves the shop: by its shopper, or by its shop (or the Admin),
//! each with a reason the other side reads in the order's history (docs/orders.md "Cancelling an
//! order").

use actix_web::{HttpResponse, web};
use orders::{Actor, StatusReason, cancel};
use serde::Deserialize;
use utoipa::ToSchema;

use super::status::{Moved, moved};
use super::{order_id, status_reason};
use crate::app::state::AppState;
use crate::auth::{CurrentUser, ShopOrAdmin};
use crate::http::error::{ApiError, ErrorBody, RequestLanguage};

/// `{"reason": "…"}`: why the order is cancelled.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = CancelOrderBody)]
pub struct CancelBody {
    /// 3 to 500 characters: one of the listed reason codes (`changed_my_mind`, `ordered_by_mistake`,
    /// `found_better_price`, `delivery_too_slow` for a shopper; `out_of_stock`, `cannot_deliver`,
    /// `price_error`, `shopper_asked` for a shop), or the mover's own words.
    #[serde(default)]
    #[schema(required = true, min_length = 3, max_length = 500)]
    reason: Option<String>,
}

async fn cancel_as(
    actor: Actor,
    state: &AppState,
    id: &str,
    body: &CancelBody,
    language: kernel::Language,
) -> Result<(orders::Order, StatusReason, String), ApiError> {
    let id = order_id(id)?;
    let reason = status_reason(body.reason.as_deref())?;
    let gateway = state.payments.as_deref();
    let order = cancel::cancel(
        state.orders.as_ref(),
        gateway,
        actor,
        id,
        reason.clone(),
        state.clock.now(),
    )
    .await?;
    let message = kernel::Message::new("message-order-cancelled").say(state.texts.as_ref(), language);
    Ok((order, reason, message))
}

/// The shopper cancels their order while it is Processing, or withdraws a checkout still awaiting
/// its online payment (every order of it).
///
/// The stock goes back on the shelf, the coupon use is given back once no order it discounted is
/// left, and an online payment is refunded through Razorpay.
#[utoipa::path(
    post,
    path = "/api/v2/order-cancel/{id}",
    operation_id = "orderCancel",
    tag = "orders",
    params(("id" = String, Path, description = "The order's id")),
    request_body(content = CancelBody, description = "Why the shopper cancels"),
    responses(
        (status = 200, body = Moved),
        (status = 400, description = "`reason` is missing, shorter than 3 or longer than 500 characters", body = ErrorBody),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
        (status = 404, description = "No such order of this shopper", body = ErrorBody),
        (status = 409, description = "`status_not_allowed` (the order left the shop, or is cancelled already) or `changed_meanwhile`", body = ErrorBody),
    )
)]
pub async fn by_shopper(
    CurrentUser(user): CurrentUser,
    RequestLanguage(language): RequestLanguage,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: web::Json<CancelBody>,
) -> Result<HttpResponse, ApiError> {
    let actor = Actor::Shopper(user.id);
    let (order, _, message) = cancel_as(actor, &state, &path, &body, language).await?;
    Ok(moved(&order, actor, &state, message))
}

/// The shop (or the Admin) cancels an order while it is Processing, with a reason the shopper
/// reads.
///
/// The stock goes back on the shelf, the coupon use is given back once no order it discounted is
/// left, and an online payment is refunded through Razorpay. An order awaiting its online payment
/// is the shopper's to withdraw.
#[utoipa::path(
    post,
    path = "/api/v2/shop-order-cancel/{id}",
    operation_id = "shopOrderCancel",
    tag = "orders",
    params(("id" = String, Path, description = "The order's id")),
    request_body(content = CancelBody, description = "Why the shop cancels, for the shopper"),
    responses(
        (status = 200, body = Moved),
        (status = 400, description = "`reason` is missing, shorter than 3 or longer than 500 characters", body = ErrorBody),
        (status = 401, description = "Signed in neither as a seller nor as the Admin", body = ErrorBody),
        (status = 403, description = "A shopper who is not the Admin", body = ErrorBody),
        (status = 404, description = "No such order of this shop", body = ErrorBody),
        (status = 409, description = "`status_not_allowed` (the order left the shop, awaits its payment, or is cancelled already) or `changed_meanwhile`", body = ErrorBody),
    )
)]
pub async fn by_shop(
    who: ShopOrAdmin,
    RequestLanguage(language): RequestLanguage,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: web::Json<CancelBody>,
) -> Result<HttpResponse, ApiError> {
    let actor = who.acting_for(None)?;
    let (order, reason, message) = cancel_as(actor, &state, &path, &body, language).await?;
    let details = serde_json::json!({ "reason": reason.as_str() });
    who.audit_if_admin(&state, actor, "order.cancel", order.id, details)
        .await;
    Ok(moved(&order, actor, &state, message))
}
