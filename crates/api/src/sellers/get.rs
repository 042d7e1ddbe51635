//! `GET /getseller`: the signed-in seller's shop, with its available balance (the sum of the
//! `available` account of its ledger) and its payout method, masked.

use actix_web::{HttpResponse, web};
use rust_decimal::Decimal;
use serde::Serialize;

use super::dto::SellerDto;
use crate::auth::CurrentSeller;
use crate::catalog::dto::rupees;
use crate::error::ApiError;
use crate::state::AppState;
use crate::withdrawals::dto::{PayoutDto, Viewer};

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SellerWithBalance {
    #[serde(flatten)]
    seller: SellerDto,
    #[serde(with = "rust_decimal::serde::float")]
    available_balance: Decimal,
    withdraw_method: Option<PayoutDto>,
}

#[derive(Serialize)]
struct Response {
    success: bool,
    seller: SellerWithBalance,
}

pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let balance = state.ledger.balance(shop.id).await?;
    let method = state.withdrawals.payout_method(shop.id).await?;
    Ok(HttpResponse::Ok().json(Response {
        success: true,
        seller: SellerWithBalance {
            seller: SellerDto::from(&shop),
            available_balance: rupees(balance.available),
            withdraw_method: method.as_ref().map(|m| PayoutDto::of(m, Viewer::Seller)),
        },
    }))
}
