//! `GET /shop-ledger`: the seller's own ledger lines, newest first, paged, with the three sums.

use actix_web::{HttpResponse, web};
use kernel::Timestamp;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::auth::CurrentSeller;
use crate::catalog::dto::rupees;
use crate::error::ApiError;
use crate::paging::page_request;
use crate::state::AppState;

#[derive(Deserialize)]
pub struct LedgerQuery {
    page: Option<String>,
    limit: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LineDto {
    #[serde(rename = "_id")]
    id: String,
    kind: String,
    account: String,
    #[serde(with = "rust_decimal::serde::float")]
    amount: Decimal,
    order_id: Option<String>,
    withdrawal_id: Option<String>,
    created_at: Timestamp,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BalanceDto {
    #[serde(with = "rust_decimal::serde::float")]
    available: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    held: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    paid_out: Decimal,
}

#[derive(Serialize)]
struct LedgerPage {
    success: bool,
    balance: BalanceDto,
    lines: Vec<LineDto>,
    total: u64,
    page: u32,
    limit: u32,
}

pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    query: web::Query<LedgerQuery>,
) -> Result<HttpResponse, ApiError> {
    let request = page_request(query.page.as_deref(), query.limit.as_deref(), 20)?;
    let balance = state.ledger.balance(shop.id).await?;
    let lines = state.ledger.lines(shop.id, request).await?;
    Ok(HttpResponse::Ok().json(LedgerPage {
        success: true,
        balance: BalanceDto {
            available: rupees(balance.available),
            held: rupees(balance.held),
            paid_out: rupees(balance.paid_out),
        },
        lines: lines
            .items
            .iter()
            .map(|line| LineDto {
                id: line.id.to_string(),
                kind: line.kind.clone(),
                account: line.account.clone(),
                amount: rupees(line.amount),
                order_id: line.order.map(|o| o.to_string()),
                withdrawal_id: line.withdrawal.map(|w| w.to_string()),
                created_at: line.at,
            })
            .collect(),
        total: lines.total,
        page: request.page(),
        limit: request.limit(),
    }))
}
