//! When the shop says no to a return (docs/orders.md "Rejected returns"): the shop (or the Admin)
//! rejects it with a reason, the shopper may take it to the Admin once within 7 days, and the Admin
//! approves or declines it.

use actix_web::{HttpResponse, web};
use orders::{Actor, StatusReason, disputes, manage};
use serde::Deserialize;
use utoipa::ToSchema;

use super::status::{Moved, moved};
use super::{order_id, status_reason};
use crate::admin::audit;
use crate::app::state::AppState;
use crate::auth::{Admin, CurrentUser, ShopOrAdmin};
use crate::http::error::{ApiError, ErrorBody};

/// `{"reason": "…"}`: why, for the other side to read.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = RefundReasonBody)]
pub struct ReasonBody {
    /// 3 to 500 characters.
    #[serde(default)]
    #[schema(required = true, min_length = 3, max_length = 500)]
    reason: Option<String>,
}

/// The Admin's decision on an escalated return.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = RefundDecisionBody)]
pub struct DecisionBody {
    /// `approve` (refunded as any approved return) or `decline` (final).
    #[serde(default)]
    #[schema(required = true, pattern = "^(approve|decline)$")]
    decision: String,
    /// Why, 3 to 500 characters: required to decline, kept in the audit log either way.
    #[serde(default)]
    reason: Option<String>,
}

/// The shop (or the Admin) rejects the return the shopper asked for, with a reason the shopper
/// reads. Nothing moves: the shopper may take it to the Admin within 7 days.
#[utoipa::path(
    put,
    path = "/api/v2/shop-order-refund-reject/{id}",
    operation_id = "shopOrderRefundReject",
    tag = "orders",
    params(("id" = String, Path, description = "The order's id")),
    request_body(content = ReasonBody, description = "Why the return is rejected"),
    responses(
        (status = 200, body = Moved),
        (status = 400, description = "`reason` is missing, shorter than 3 or longer than 500 characters", body = ErrorBody),
        (status = 401, description = "Signed in neither as a seller nor as the Admin", body = ErrorBody),
        (status = 403, description = "A shopper who is not the Admin", body = ErrorBody),
        (status = 404, description = "No such order of this shop", body = ErrorBody),
        (status = 409, description = "`status_not_allowed` (no return is waiting for the shop) or `changed_meanwhile`", body = ErrorBody),
    )
)]
pub async fn reject(
    who: ShopOrAdmin,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: web::Json<ReasonBody>,
) -> Result<HttpResponse, ApiError> {
    let actor = who.acting_for(None)?;
    let id = order_id(&path)?;
    let reason = status_reason(body.reason.as_deref())?;
    let order = disputes::reject(
        state.orders.as_ref(),
        actor,
        id,
        reason.clone(),
        state.clock.now(),
    )
    .await?;
    let details = serde_json::json!({ "reason": reason.as_str() });
    who.audit_if_admin(&state, actor, "order.refund_reject", id, details)
        .await;
    Ok(moved(&order, actor, &state, "Return rejected.".to_owned()))
}

/// The shopper takes a rejected return to the Admin, once, within 7 days of the rejection, saying
/// why the shop is wrong.
#[utoipa::path(
    post,
    path = "/api/v2/order-refund-escalate/{id}",
    operation_id = "orderRefundEscalate",
    tag = "orders",
    params(("id" = String, Path, description = "The order's id")),
    request_body(content = ReasonBody, description = "Why the shopper disagrees"),
    responses(
        (status = 200, body = Moved),
        (status = 400, description = "`reason` is missing, shorter than 3 or longer than 500 characters", body = ErrorBody),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
        (status = 404, description = "No such order of this shopper", body = ErrorBody),
        (status = 409, description = "`status_not_allowed` (no rejected return, or escalated already), `escalation_window_closed` or `changed_meanwhile`", body = ErrorBody),
    )
)]
pub async fn escalate(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: web::Json<ReasonBody>,
) -> Result<HttpResponse, ApiError> {
    let id = order_id(&path)?;
    let reason = status_reason(body.reason.as_deref())?;
    let order = disputes::escalate(state.orders.as_ref(), user.id, id, reason, state.clock.now()).await?;
    Ok(moved(
        &order,
        Actor::Shopper(user.id),
        &state,
        "Your return has been sent to Haat to decide.".to_owned(),
    ))
}

/// The Admin decides a return the shopper escalated: `approve` refunds it as any approved return
/// (stock back, credit reversed, payment refunded); `decline` upholds the shop's rejection for good.
#[utoipa::path(
    put,
    path = "/api/v2/admin-refund-decision/{id}",
    operation_id = "adminRefundDecision",
    tag = "orders",
    params(("id" = String, Path, description = "The order's id")),
    request_body(content = DecisionBody, description = "`{\"decision\": \"approve\" | \"decline\", \"reason\"}`"),
    responses(
        (status = 200, body = Moved),
        (status = 400, description = "`decision` is neither `approve` nor `decline`, or `reason` is missing to decline, or shorter than 3 or longer than 500 characters", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not the Admin", body = ErrorBody),
        (status = 404, description = "No such order", body = ErrorBody),
        (status = 409, description = "`status_not_allowed` (no escalated return) or `changed_meanwhile`", body = ErrorBody),
    )
)]
pub async fn decide(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: web::Json<DecisionBody>,
) -> Result<HttpResponse, ApiError> {
    let id = order_id(&path)?;
    let actor = Actor::Admin(admin.id);
    let now = state.clock.now();
    let approve = match body.decision.trim() {
        "approve" => true,
        "decline" => false,
        _ => {
            return Err(ApiError::field(
                "decision",
                kernel::Message::new("field-refund-decision"),
            ));
        }
    };
    let given = body.reason.as_deref().map(str::trim).filter(|r| !r.is_empty());
    let reason = match (approve, given) {
        (true, None) => None,
        (_, given) => Some(status_reason(given)?),
    };
    let order = if approve {
        manage::approve_refund(state.orders.as_ref(), state.payments.as_deref(), actor, id, now).await?
    } else {
        let reason = reason
            .clone()
            .ok_or_else(|| anyhow::anyhow!("a decline without its reason"))?;
        disputes::decline(state.orders.as_ref(), actor, id, reason, now).await?
    };
    let details = serde_json::json!({
        "decision": if approve { "approve" } else { "decline" },
        "reason": reason.as_ref().map(StatusReason::as_str),
    });
    audit::record(
        &state,
        &admin,
        "order.refund_decide",
        "order",
        id.to_string(),
        details,
    )
    .await;
    let message = if approve {
        "Return approved."
    } else {
        "Return declined."
    };
    Ok(moved(&order, actor, &state, message.to_owned()))
}
