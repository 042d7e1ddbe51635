//! `POST /create-withdraw-request`: the seller asks for part of the available balance; it is held
//! at once.

use actix_web::{HttpResponse, web};
use orders::withdrawals::request_withdrawal;
use serde::Deserialize;
use utoipa::ToSchema;

use super::dto::{Viewer, WithdrawDto, WithdrawResponse};
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::catalog::dto::rupee_amount;
use crate::http::error::{ApiError, ErrorBody};

#[derive(Deserialize, ToSchema)]
#[schema(as = WithdrawalRequestBody)]
pub struct RequestBody {
    /// Rupees, to the paisa: at least 1000 and at most the available balance.
    #[serde(default)]
    #[schema(value_type = f64, required = true)]
    amount: serde_json::Value,
}

/// Asks for part of the shop's available balance to be paid out; the amount is held at once.
#[utoipa::path(
    post,
    path = "/api/v2/create-withdraw-request",
    tag = "withdrawals",
    request_body = RequestBody,
    responses(
        (status = 201, description = "Requested and held: `Processing`", body = WithdrawResponse),
        (status = 400, description = "`amount` missing, under ₹1,000 or over the balance", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller", body = ErrorBody),
        (status = 409, description = "The shop has no payout method (`no_payout_method`)", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    body: web::Json<RequestBody>,
) -> Result<HttpResponse, ApiError> {
    let amount = match rupee_amount(&body.amount) {
        Ok(Some(amount)) => amount,
        Ok(None) => {
            return Err(ApiError::field(
                "amount",
                kernel::Message::new("field-withdrawal-amount"),
            ));
        }
        Err(problem) => return Err(ApiError::field("amount", problem)),
    };
    let withdrawal =
        request_withdrawal(state.withdrawals.as_ref(), shop.id, amount, state.clock.now()).await?;
    Ok(HttpResponse::Created().json(WithdrawResponse {
        success: true,
        withdraw: WithdrawDto::of(&withdrawal, Viewer::Seller),
    }))
}
