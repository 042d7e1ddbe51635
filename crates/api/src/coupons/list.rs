//! `GET /get-coupon/{shopId}`: the seller's own coupons, newest first.

use actix_web::{HttpResponse, web};
use serde::Serialize;

use super::dto::CouponDto;
use crate::auth::CurrentSeller;
use crate::error::ApiError;
use crate::state::AppState;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Coupons {
    success: bool,
    coupon_codes: Vec<CouponDto>,
}

pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    crate::orders::own_shop(&path, shop.id)?;
    let now = state.clock.now();
    let coupons = state.coupons.of_shop(shop.id).await?;
    Ok(HttpResponse::Ok().json(Coupons {
        success: true,
        coupon_codes: coupons.iter().map(|c| CouponDto::new(c, now)).collect(),
    }))
}
