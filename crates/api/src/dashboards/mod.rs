//! The figures of the seller's dashboard (`GET /shop-dashboard-stats`) and the Admin's
//! (`GET /admin-dashboard-stats`): docs/orders.md "Seller dashboard figures", docs/admin.md
//! "Dashboard".

mod admin;
mod shop;

use std::collections::{BTreeMap, HashMap};

use crate::http::routes::Routes;
use orders::OrderStatus;
use orders::figures::{DEFAULT_DAYS, Day, MAX_DAYS, MIN_DAYS};
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::{IntoParams, ToSchema};

use crate::catalog::dto::rupees;
use crate::http::error::ApiError;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .get("/shop-dashboard-stats", shop::handle)
        .get("/admin-dashboard-stats", admin::handle);
}

/// This module's part of the OpenAPI description (`crate::openapi`).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(shop::handle, admin::handle),
    components(schemas(
        DayDto,
        OrdersByStatus,
        shop::ShopStats,
        shop::BalanceDto,
        shop::Totals,
        shop::LowStockDto,
        admin::AdminStats,
        admin::Totals,
    ))
)]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    <Api as utoipa::OpenApi>::openapi()
}

/// How many days of figures, ending today. Only describes the query, which the handlers read as a
/// map ([`days_of`]), so it is never built.
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
struct DaysQuery {
    /// A whole number from 7 to 90; 30 when absent or empty.
    #[param(minimum = 7, maximum = 90)]
    days: Option<u32>,
}

/// `?days=`: 7 to 90, 30 when absent.
fn days_of(params: &HashMap<String, String>) -> Result<u32, ApiError> {
    match params.get("days").map(String::as_str) {
        None | Some("") => Ok(DEFAULT_DAYS),
        Some(text) => text
            .parse::<u32>()
            .ok()
            .filter(|d| (MIN_DAYS..=MAX_DAYS).contains(d))
            .ok_or_else(|| {
                ApiError::field(
                    "days",
                    kernel::Message::new("field-dashboard-days")
                        .with("min", MIN_DAYS)
                        .with("max", MAX_DAYS),
                )
            }),
    }
}

/// One day of the window, oldest first; days without orders are there with zeros.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DashboardDay)]
struct DayDto {
    /// The day in India (`YYYY-MM-DD`).
    #[schema(format = Date)]
    date: String,
    orders: u64,
    /// Rupees.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    revenue: Decimal,
    /// Haat's commission that day, in rupees: only in the Admin's figures (absent, never null, in
    /// the seller's).
    #[serde(
        with = "rust_decimal::serde::float_option",
        skip_serializing_if = "Option::is_none"
    )]
    #[schema(value_type = Option<f64>, nullable = false)]
    commission: Option<Decimal>,
}

/// How many orders are in each status: every status is always there, zeros included.
// Only describes the map `by_status` builds, so it is never built.
#[derive(ToSchema)]
#[allow(dead_code)]
struct OrdersByStatus {
    #[serde(rename = "Awaiting payment")]
    awaiting_payment: u64,
    #[serde(rename = "Processing")]
    processing: u64,
    #[serde(rename = "Transferred to delivery partner")]
    transferred_to_delivery_partner: u64,
    #[serde(rename = "Shipping")]
    shipping: u64,
    #[serde(rename = "On the way")]
    on_the_way: u64,
    #[serde(rename = "Delivered")]
    delivered: u64,
    #[serde(rename = "Processing Refund")]
    processing_refund: u64,
    #[serde(rename = "Refund Success")]
    refund_success: u64,
    #[serde(rename = "Refund Rejected")]
    refund_rejected: u64,
    #[serde(rename = "Refund Escalated")]
    refund_escalated: u64,
    #[serde(rename = "Refund Declined")]
    refund_declined: u64,
    #[serde(rename = "Cancelled")]
    cancelled: u64,
}

fn day_dto(day: &Day, with_commission: bool) -> DayDto {
    DayDto {
        date: day.date.format("%Y-%m-%d").to_string(),
        orders: day.orders,
        revenue: rupees(day.revenue),
        commission: with_commission.then(|| rupees(day.commission)),
    }
}

/// Every status, zeros included, under the name the API carries.
fn by_status(counts: &HashMap<OrderStatus, u64>) -> BTreeMap<&'static str, u64> {
    OrderStatus::ALL
        .iter()
        .map(|status| (status.as_str(), counts.get(status).copied().unwrap_or(0)))
        .collect()
}
