//! `PUT /update-withdraw-request/{id}` (Admin): `{"status": "Succeed"}` marks a held request paid;
//! `{"status": "Rejected", "reason"}` releases the hold. The seller is emailed either way.

use actix_web::{HttpResponse, web};
use kernel::WithdrawalId;
use orders::withdrawals::decide_withdrawal;
use orders::{Decision, RejectReason};
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;

use super::dto::{Viewer, WithdrawDto, WithdrawResponse};
use crate::admin::audit;
use crate::app::state::AppState;
use crate::auth::Admin;
use crate::http::error::{ApiError, ErrorBody};

/// The Admin's decision on a held request.
#[derive(Deserialize, ToSchema)]
#[schema(as = WithdrawalDecision)]
pub struct DecisionBody {
    #[serde(default)]
    #[schema(value_type = DecisionStatus, required = true)]
    status: String,
    /// Shown to the seller; 3 to 500 characters, needed when `Rejected`.
    #[serde(default)]
    reason: Option<String>,
}

/// `Succeed` (the money was transferred) or `Rejected` (the hold is released).
// Only describes `DecisionBody::status`, which is read as text, so it is never built.
#[derive(ToSchema)]
#[allow(dead_code)]
pub(super) enum DecisionStatus {
    Succeed,
    Rejected,
}

/// The Admin marks a held withdrawal request paid or rejects it; the seller is emailed either way.
#[utoipa::path(
    put,
    path = "/api/v2/update-withdraw-request/{id}",
    tag = "withdrawals",
    params(("id" = String, Path, description = "The withdrawal request's id")),
    request_body = DecisionBody,
    responses(
        (status = 200, description = "Decided; the account number whole", body = WithdrawResponse),
        (status = 400, description = "A wrong `status` or rejection `reason`", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
        (status = 404, description = "There is no such withdrawal request", body = ErrorBody),
        (status = 409, description = "Already paid or rejected (`already_decided`)", body = ErrorBody),
    )
)]
pub async fn handle(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<DecisionBody>,
) -> Result<HttpResponse, ApiError> {
    let id: WithdrawalId = id
        .parse()
        .map_err(|_| ApiError::NotFound(kernel::Message::new("error-not_found-withdrawal")))?;
    let decision = match body.status.as_str() {
        "Succeed" => Decision::Pay,
        "Rejected" => Decision::Reject(
            RejectReason::parse(body.reason.as_deref().unwrap_or("")).ok_or_else(|| {
                ApiError::field("reason", kernel::Message::new("field-withdrawal-reject-reason"))
            })?,
        ),
        _ => {
            return Err(ApiError::field(
                "status",
                kernel::Message::new("field-withdrawal-decision"),
            ));
        }
    };
    let withdrawal = decide_withdrawal(
        state.withdrawals.as_ref(),
        id,
        decision,
        admin.id,
        state.texts.as_ref(),
        state.clock.now(),
    )
    .await?;
    state.email_queued();
    state
        .signals
        .publish(crate::notices::signals::Signal::notifications(
            notices::Recipient::Shop(withdrawal.shop),
        ))
        .await;
    let (action, details) = match &withdrawal.reason {
        None => (
            "withdrawal.pay",
            json!({"amount": withdrawal.amount.to_string(), "shop": withdrawal.shop_name}),
        ),
        Some(reason) => (
            "withdrawal.reject",
            json!({"amount": withdrawal.amount.to_string(), "shop": withdrawal.shop_name, "reason": reason}),
        ),
    };
    audit::record(&state, &admin, action, "withdrawal", id.to_string(), details).await;
    Ok(HttpResponse::Ok().json(WithdrawResponse {
        success: true,
        withdraw: WithdrawDto::of(&withdrawal, Viewer::Admin),
    }))
}
