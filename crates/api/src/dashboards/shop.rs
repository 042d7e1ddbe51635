//! `GET /shop-dashboard-stats?days=30`: the seller's own figures.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use kernel::Money;
use orders::figures::{by_day, window_start};
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use super::{DayDto, DaysQuery, OrdersByStatus, by_status, day_dto, days_of};
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::catalog::dto::rupees;
use crate::http::error::{ApiError, ErrorBody};

/// The shop's money on the ledger, in rupees.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ShopDashboardBalance)]
pub(super) struct BalanceDto {
    /// Earned from delivered orders still inside their 14-day refund window: a refund may take it
    /// back, so it moves to `available` only once the window has closed.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pending: Decimal,
    /// What the seller may ask to withdraw.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    available: Decimal,
    /// Held by withdrawal requests the Admin has not decided yet.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    held: Decimal,
    /// Paid out so far.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    paid_out: Decimal,
}

/// The window's orders and revenue (rupees).
#[derive(Serialize, ToSchema)]
#[schema(as = ShopDashboardTotals)]
pub(super) struct Totals {
    orders: u64,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    revenue: Decimal,
}

/// A live product running short.
#[derive(Serialize, ToSchema)]
#[schema(as = LowStockProduct)]
pub(super) struct LowStockDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    name: String,
    stock: u32,
}

/// The seller's dashboard.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ShopDashboard)]
pub(super) struct ShopStats {
    success: bool,
    balance: BalanceDto,
    product_count: u64,
    event_count: u64,
    #[schema(value_type = OrdersByStatus)]
    orders_by_status: std::collections::BTreeMap<&'static str, u64>,
    totals: Totals,
    /// Every day of the window, oldest first; without `commission`.
    by_day: Vec<DayDto>,
    low_stock: Vec<LowStockDto>,
}

/// The signed-in shop's figures over the last `days` days.
///
/// Its balance, orders by status, revenue by day and the products running short.
#[utoipa::path(
    get,
    path = "/api/v2/shop-dashboard-stats",
    tag = "dashboards",
    params(DaysQuery),
    responses(
        (status = 200, description = "The shop's figures", body = ShopStats),
        (status = 400, description = "`days` is not a whole number from 7 to 90", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let days = days_of(&params)?;
    let (first, since) = window_start(state.clock.now(), days);
    let balance = state.ledger.balance(shop.id).await?;
    let orders = state.figures.orders_since(Some(shop.id), since).await?;
    let counts = state.figures.status_counts(Some(shop.id)).await?;
    let catalogue = state.figures.shop_catalogue(shop.id).await?;
    let days = by_day(first, days, &orders, &[]).map_err(anyhow::Error::from)?;
    let revenue = Money::checked_sum(days.iter().map(|d| d.revenue)).map_err(anyhow::Error::from)?;
    Ok(HttpResponse::Ok().json(ShopStats {
        success: true,
        balance: BalanceDto {
            pending: rupees(balance.pending),
            available: rupees(balance.available),
            held: rupees(balance.held),
            paid_out: rupees(balance.paid_out),
        },
        product_count: catalogue.products,
        event_count: catalogue.events,
        orders_by_status: by_status(&counts),
        totals: Totals {
            orders: days.iter().map(|d| d.orders).sum(),
            revenue: rupees(revenue),
        },
        by_day: days.iter().map(|d| day_dto(d, false)).collect(),
        low_stock: catalogue
            .low_stock
            .into_iter()
            .map(|p| LowStockDto {
                id: p.id.to_string(),
                name: p.name,
                stock: p.stock,
            })
            .collect(),
    }))
}
