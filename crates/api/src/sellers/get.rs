//! `GET /getseller`: the signed-in seller's shop, with its available balance (the sum of the
//! `available` account of its ledger) and its payout method, masked.

use actix_web::{HttpResponse, web};
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use super::dto::SellerDto;
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::catalog::dto::rupees;
use crate::http::error::{ApiError, ErrorBody};
use crate::withdrawals::dto::{PayoutDto, Viewer};

/// The shop with what it may withdraw and where it is paid.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SellerWithBalance {
    #[serde(flatten)]
    seller: SellerDto,
    /// Rupees.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    available_balance: Decimal,
    /// Null until the seller adds one; a bank account shows only its last four digits here.
    #[schema(required = true)]
    withdraw_method: Option<PayoutDto>,
}

#[derive(Serialize, ToSchema)]
#[schema(as = GetSellerResponse)]
pub struct Response {
    success: bool,
    seller: SellerWithBalance,
}

/// The signed-in seller's shop, with its available balance and its payout method (masked).
#[utoipa::path(
    get,
    path = "/api/v2/getseller",
    tag = "sellers",
    responses(
        (status = 200, description = "The signed-in seller's shop", body = Response),
        (status = 401, description = "Not signed in as a seller of an active shop", body = ErrorBody),
    )
)]
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
