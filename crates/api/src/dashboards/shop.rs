//! `GET /shop-dashboard-stats?days=30`: the seller's own figures.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use kernel::Money;
use orders::figures::{by_day, window_start};
use rust_decimal::Decimal;
use serde::Serialize;

use super::{DayDto, by_status, day_dto, days_of};
use crate::auth::CurrentSeller;
use crate::catalog::dto::rupees;
use crate::error::ApiError;
use crate::state::AppState;

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
struct Totals {
    orders: u64,
    #[serde(with = "rust_decimal::serde::float")]
    revenue: Decimal,
}

#[derive(Serialize)]
struct LowStockDto {
    #[serde(rename = "_id")]
    id: String,
    name: String,
    stock: u32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ShopStats {
    success: bool,
    balance: BalanceDto,
    product_count: u64,
    event_count: u64,
    orders_by_status: std::collections::BTreeMap<&'static str, u64>,
    totals: Totals,
    by_day: Vec<DayDto>,
    low_stock: Vec<LowStockDto>,
}

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
