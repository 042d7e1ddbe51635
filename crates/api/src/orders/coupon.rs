//! `GET /get-coupon-value/{code}`: a coupon as the checkout's coupon box shows it.

use actix_web::{HttpResponse, web};
use cart_rules::{CouponCode, Funder};
use kernel::Timestamp;
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use crate::app::state::AppState;
use crate::catalog::dto::rupees;
use crate::http::error::{ApiError, ErrorBody};

/// A live coupon as the checkout's coupon box shows it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CouponValue)]
pub(super) struct CouponDto {
    /// The code, upper-cased.
    name: String,
    /// The discount in percent, 1 to 100.
    #[schema(minimum = 1, maximum = 100)]
    value: u8,
    /// The shop funding it; null for a platform coupon, good in every shop.
    #[schema(format = Uuid, required = true)]
    shop_id: Option<String>,
    /// The least subtotal (rupees) it needs; null for none.
    #[serde(with = "rust_decimal::serde::float_option")]
    #[schema(value_type = Option<f64>, required = true)]
    min_amount: Option<Decimal>,
    /// The most it takes off (rupees); null for no cap.
    #[serde(with = "rust_decimal::serde::float_option")]
    #[schema(value_type = Option<f64>, required = true)]
    max_amount: Option<Decimal>,
    /// The one product it applies to; null for every product.
    #[schema(format = Uuid, required = true)]
    selected_product: Option<String>,
    #[schema(value_type = Option<String>, format = DateTime, required = true)]
    expires_at: Option<Timestamp>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CouponValueResponse)]
pub(super) struct CouponResponse {
    success: bool,
    coupon_code: CouponDto,
}

/// The message of a coupon that is not there.
const NO_COUPON: &str = "error-not_found-coupon";

/// A live coupon by its code, for the checkout's coupon box. Anyone may ask.
#[utoipa::path(
    get,
    path = "/api/v2/get-coupon-value/{code}",
    operation_id = "getCouponValue",
    tag = "orders",
    params(("code" = String, Path, description = "The coupon's code, in any case")),
    responses(
        (status = 200, body = CouponResponse),
        (status = 404, description = "No live coupon has this code (none, deleted or expired)", body = ErrorBody),
    )
)]
pub async fn handle(state: web::Data<AppState>, code: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let code = CouponCode::parse(&code).map_err(|_| ApiError::NotFound(kernel::Message::new(NO_COUPON)))?;
    let coupon = state
        .coupons
        .find_by_code(&code)
        .await?
        .filter(|c| !c.is_expired(state.clock.now()))
        .ok_or_else(|| ApiError::NotFound(kernel::Message::new(NO_COUPON)))?;
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
