//! `GET /get-coupon-value/{code}`: a coupon as the checkout's coupon box shows it.

use actix_web::{HttpResponse, web};
use cart_rules::{CouponCode, Funder};
use kernel::Timestamp;
use rust_decimal::Decimal;
use serde::Serialize;

use crate::catalog::dto::rupees;
use crate::error::ApiError;
use crate::state::AppState;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CouponDto {
    name: String,
    value: u8,
    shop_id: Option<String>,
    #[serde(with = "rust_decimal::serde::float_option")]
    min_amount: Option<Decimal>,
    #[serde(with = "rust_decimal::serde::float_option")]
    max_amount: Option<Decimal>,
    selected_product: Option<String>,
    expires_at: Option<Timestamp>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CouponResponse {
    success: bool,
    coupon_code: CouponDto,
}

const NO_COUPON: &str = "There is no such coupon.";

pub async fn handle(state: web::Data<AppState>, code: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let code = CouponCode::parse(&code).map_err(|_| ApiError::NotFound(NO_COUPON.into()))?;
    let coupon = state
        .coupons
        .find_by_code(&code)
        .await?
        .filter(|c| !c.is_expired(state.clock.now()))
        .ok_or_else(|| ApiError::NotFound(NO_COUPON.into()))?;
    Ok(HttpResponse::Ok().json(CouponResponse {
        success: true,
        coupon_code: CouponDto {
            name: coupon.code.as_str().to_owned(),
            value: coupon.percent.value(),
            shop_id: match coupon.funder {
                Funder::Shop(shop) => Some(shop.to_string()),
                Funder::Platform => None,
            },
            min_amount: coupon.min_amount.map(rupees),
            max_amount: coupon.max_discount.map(rupees),
            selected_product: coupon.product.map(|p| p.to_string()),
            expires_at: coupon.expires_at,
        },
    }))
}
