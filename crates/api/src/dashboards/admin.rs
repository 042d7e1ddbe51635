//! `GET /admin-dashboard-stats?days=30`: the platform's figures.

use std::collections::{BTreeMap, HashMap};

use actix_web::{HttpResponse, web};
use kernel::Money;
use orders::figures::{by_day, window_start};
use rust_decimal::Decimal;
use serde::Serialize;

use super::{DayDto, by_status, day_dto, days_of};
use crate::auth::Admin;
use crate::catalog::dto::rupees;
use crate::error::ApiError;
use crate::state::AppState;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Totals {
    orders: u64,
    #[serde(with = "rust_decimal::serde::float")]
    revenue: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    commission: Decimal,
    sellers: u64,
    users: u64,
    products: u64,
    pending_withdrawals: u64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AdminStats {
    success: bool,
    totals: Totals,
    orders_by_status: BTreeMap<&'static str, u64>,
    by_day: Vec<DayDto>,
}

pub async fn handle(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let days = days_of(&params)?;
    let (first, since) = window_start(state.clock.now(), days);
    let orders = state.figures.orders_since(None, since).await?;
    let commission = state.figures.commission_since(since).await?;
    let counts = state.figures.status_counts(None).await?;
    let platform = state.figures.platform_counts().await?;
    let days = by_day(first, days, &orders, &commission).map_err(anyhow::Error::from)?;
    let sum = |pick: fn(&orders::figures::Day) -> Money| {
        Money::checked_sum(days.iter().map(pick)).map_err(anyhow::Error::from)
    };
    Ok(HttpResponse::Ok().json(AdminStats {
        success: true,
        totals: Totals {
            orders: days.iter().map(|d| d.orders).sum(),
            revenue: rupees(sum(|d| d.revenue)?),
            commission: rupees(sum(|d| d.commission)?),
            sellers: platform.active_shops,
            users: platform.users,
            products: platform.products,
            pending_withdrawals: platform.pending_withdrawals,
        },
        orders_by_status: by_status(&counts),
        by_day: days.iter().map(|d| day_dto(d, true)).collect(),
    }))
}
