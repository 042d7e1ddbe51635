//! `GET /shop-ledger`: the seller's own ledger lines, newest first, paged, with the four sums.

use actix_web::{HttpResponse, web};
use kernel::Timestamp;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::catalog::dto::rupees;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::paging::page_request;

/// Read as text and checked by [`page_request`], so a wrong value is a named 400; described as
/// the whole numbers it must be.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LedgerQuery {
    /// 1-based; 1 when absent.
    #[param(value_type = Option<u32>, minimum = 1)]
    page: Option<String>,
    /// Lines per page; 20 when absent.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    limit: Option<String>,
}

/// One posting to one of the shop's accounts.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = LedgerLine)]
pub struct LineDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    #[schema(value_type = LedgerKind, inline)]
    kind: String,
    /// For a `refund_reversal`: the kind of the order's line it takes back (`sale_credit`,
    /// `commission`, `commission_gst`, `tcs` or `tds`); null for every other kind.
    #[schema(value_type = Option<LedgerKind>, inline, required = true)]
    reverses: Option<String>,
    #[schema(value_type = LedgerAccount, inline)]
    account: String,
    /// Rupees: a credit is positive, a debit negative.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    amount: Decimal,
    /// The order the line is for; null for a withdrawal's lines.
    #[schema(format = Uuid, required = true)]
    order_id: Option<String>,
    /// The withdrawal the line is for; null for an order's lines.
    #[schema(format = Uuid, required = true)]
    withdrawal_id: Option<String>,
    #[schema(value_type = String, format = DateTime)]
    created_at: Timestamp,
}

// `orders::LedgerLine::kind`, whose values the database's CHECK constraint limits to these; for
// the description only: `LineDto::kind` holds the name itself, so this is never built (and has
// no doc comment, which would become its description).
#[derive(ToSchema)]
#[schema(rename_all = "snake_case")]
#[allow(dead_code)]
pub enum LedgerKind {
    SaleCredit,
    Commission,
    CommissionGst,
    Tcs,
    Tds,
    RefundReversal,
    RefundWindowClosed,
    WithdrawalHold,
    WithdrawalPaid,
    HoldReleased,
}

// `orders::LedgerLine::account`, as `LedgerKind` is its kind.
#[derive(ToSchema)]
#[schema(rename_all = "snake_case")]
#[allow(dead_code)]
pub enum LedgerAccount {
    Pending,
    Available,
    Held,
    PaidOut,
}

/// The sums of the shop's four accounts, in rupees.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = LedgerBalance)]
pub struct BalanceDto {
    /// Earned from delivered orders still inside their 14-day refund window: a refund may take it
    /// back, so it moves to `available` only once the window has closed.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pending: Decimal,
    /// What the seller may withdraw.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    available: Decimal,
    /// Asked for in withdrawals not yet paid.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    held: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    paid_out: Decimal,
}

/// One page of the ledger, newest first.
#[derive(Serialize, ToSchema)]
pub struct LedgerPage {
    success: bool,
    balance: BalanceDto,
    lines: Vec<LineDto>,
    /// Lines in the whole ledger.
    total: u64,
    page: u32,
    limit: u32,
}

/// The signed-in seller's ledger lines, newest first and paged, with the sums of its four accounts.
#[utoipa::path(
    get,
    path = "/api/v2/shop-ledger",
    tag = "sellers",
    params(LedgerQuery),
    responses(
        (status = 200, description = "A page of lines with the balance", body = LedgerPage),
        (status = 400, description = "`page` or `limit` is not a whole number in range", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller of an active shop", body = ErrorBody),
    )
)]

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
            pending: rupees(balance.pending),
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
                reverses: line.reverses.clone(),
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
