//! `PUT /update-withdraw-request/{id}` (Admin): `{"status": "Succeed"}` marks a held request paid;
//! `{"status": "Rejected", "reason"}` releases the hold. The seller is emailed either way.

use actix_web::{HttpResponse, web};
use kernel::WithdrawalId;
use orders::withdrawals::decide_withdrawal;
use orders::{Decision, RejectReason};
use serde::Deserialize;
use serde_json::json;

use super::dto::{Viewer, WithdrawDto, WithdrawResponse};
use crate::admin::audit;
use crate::auth::Admin;
use crate::error::ApiError;
use crate::state::AppState;

#[derive(Deserialize)]
pub struct DecisionBody {
    #[serde(default)]
    status: String,
    #[serde(default)]
    reason: Option<String>,
}

pub async fn handle(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<DecisionBody>,
) -> Result<HttpResponse, ApiError> {
    let id: WithdrawalId = id
        .parse()
        .map_err(|_| ApiError::NotFound("There is no such withdrawal request.".into()))?;
    let decision = match body.status.as_str() {
        "Succeed" => Decision::Pay,
        "Rejected" => Decision::Reject(
            RejectReason::parse(body.reason.as_deref().unwrap_or("")).ok_or_else(|| {
                ApiError::field("reason", "give the seller a reason of 3 to 500 characters")
            })?,
        ),
        _ => return Err(ApiError::field("status", "must be \"Succeed\" or \"Rejected\"")),
    };
    let withdrawal = decide_withdrawal(
        state.withdrawals.as_ref(),
        id,
        decision,
        admin.id,
        state.clock.now(),
    )
    .await?;
    state.email_queued();
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
