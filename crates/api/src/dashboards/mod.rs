//! The figures of the seller's dashboard (`GET /shop-dashboard-stats`) and the Admin's
//! (`GET /admin-dashboard-stats`): docs/orders.md "Seller dashboard figures", docs/admin.md
//! "Dashboard".

mod admin;
mod shop;

use std::collections::{BTreeMap, HashMap};

use crate::routes::Routes;
use orders::OrderStatus;
use orders::figures::{DEFAULT_DAYS, Day, MAX_DAYS, MIN_DAYS};
use rust_decimal::Decimal;
use serde::Serialize;

use crate::catalog::dto::rupees;
use crate::error::ApiError;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .get("/shop-dashboard-stats", shop::handle)
        .get("/admin-dashboard-stats", admin::handle);
}

/// This module's part of the OpenAPI description (`crate::openapi`).
#[derive(utoipa::OpenApi)]
#[openapi()]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    <Api as utoipa::OpenApi>::openapi()
}

/// `?days=`: 7 to 90, 30 when absent.
fn days_of(params: &HashMap<String, String>) -> Result<u32, ApiError> {
    match params.get("days").map(String::as_str) {
        None | Some("") => Ok(DEFAULT_DAYS),
        Some(text) => text
            .parse::<u32>()
            .ok()
            .filter(|d| (MIN_DAYS..=MAX_DAYS).contains(d))
            .ok_or_else(|| ApiError::field("days", "must be a whole number of days from 7 to 90")),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DayDto {
    date: String,
    orders: u64,
    #[serde(with = "rust_decimal::serde::float")]
    revenue: Decimal,
    #[serde(
        with = "rust_decimal::serde::float_option",
        skip_serializing_if = "Option::is_none"
    )]
    commission: Option<Decimal>,
}

fn day_dto(day: &Day, with_commission: bool) -> DayDto {
    DayDto {
        date: day.date.format("%Y-%m-%d").to_string(),
        orders: day.orders,
        revenue: rupees(day.revenue),
        commission: with_commission.then(|| rupees(day.commission)),
    }
}

/// Every status, zeros included, under its spec name.
fn by_status(counts: &HashMap<OrderStatus, u64>) -> BTreeMap<&'static str, u64> {
    OrderStatus::ALL
        .iter()
        .map(|status| (status.as_str(), counts.get(status).copied().unwrap_or(0)))
        .collect()
}
