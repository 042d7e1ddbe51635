//! `GET /admin-dashboard-stats?days=30`: the platform's figures.

use std::collections::{BTreeMap, HashMap};

use actix_web::{HttpResponse, web};
use kernel::Money;
use orders::figures::{by_day, window_start};
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use super::{DayDto, DaysQuery, OrdersByStatus, by_status, day_dto, days_of};
use crate::app::state::AppState;
use crate::auth::Admin;
use crate::catalog::dto::rupees;
use crate::http::error::{ApiError, ErrorBody};

/// The window's orders, revenue and commission (rupees), and the platform's counts now.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AdminDashboardTotals)]
pub(super) struct Totals {
    orders: u64,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    revenue: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    commission: Decimal,
    /// Active shops.
    sellers: u64,
    users: u64,
    products: u64,
    /// Withdrawal requests waiting for the Admin.
    pending_withdrawals: u64,
}

/// The Admin's dashboard.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AdminDashboard)]
pub(super) struct AdminStats {
    success: bool,
    totals: Totals,
    #[schema(value_type = OrdersByStatus)]
    orders_by_status: BTreeMap<&'static str, u64>,
    /// Every day of the window, oldest first, with `commission`.
    by_day: Vec<DayDto>,
}

/// The platform's figures over the last `days` days.
///
/// Totals, orders by status, and revenue and commission by day.
#[utoipa::path(
    get,
    path = "/api/v2/admin-dashboard-stats",
    tag = "dashboards",
    params(DaysQuery),
    responses(
        (status = 200, description = "The platform's figures", body = AdminStats),
        (status = 400, description = "`days` is not a whole number from 7 to 90", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
    )
)]
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
