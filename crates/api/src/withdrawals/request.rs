//! `POST /create-withdraw-request`: the seller asks for part of the available balance; it is held
//! at once.

use actix_web::{HttpResponse, web};
use orders::withdrawals::request_withdrawal;
use serde::Deserialize;

use super::dto::{Viewer, WithdrawDto, WithdrawResponse};
use crate::auth::CurrentSeller;
use crate::catalog::dto::rupee_amount;
use crate::error::ApiError;
use crate::state::AppState;

#[derive(Deserialize)]
pub struct RequestBody {
    #[serde(default)]
    amount: serde_json::Value,
}

pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    body: web::Json<RequestBody>,
) -> Result<HttpResponse, ApiError> {
    let amount = match rupee_amount(&body.amount) {
        Ok(Some(amount)) => amount,
        Ok(None) => return Err(ApiError::field("amount", "enter an amount in rupees")),
        Err(problem) => return Err(ApiError::field("amount", problem)),
    };
    let withdrawal =
        request_withdrawal(state.withdrawals.as_ref(), shop.id, amount, state.clock.now()).await?;
    Ok(HttpResponse::Created().json(WithdrawResponse {
        success: true,
        withdraw: WithdrawDto::of(&withdrawal, Viewer::Seller),
    }))
}
