//! `GET /get-coupon/{shopId}`: the seller's own coupons, newest first.

use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::dto::CouponDto;
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody};

/// A shop's coupons, newest first; expired ones included (`expired` says so).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ShopCoupons)]
pub(super) struct Coupons {
    success: bool,
    coupon_codes: Vec<CouponDto>,
}

/// The signed-in seller's own coupons, newest first, expired ones included.
#[utoipa::path(
    get,
    path = "/api/v2/get-coupon/{shopId}",
    operation_id = "getCoupon",
    tag = "coupons",
    params(("shopId" = String, Path, description = "The signed-in seller's own shop id")),
    responses(
        (status = 200, body = Coupons),
        (status = 401, description = "Not signed in as a seller", body = ErrorBody),
        (status = 403, description = "`shopId` is not the signed-in seller's shop", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    crate::auth::own_shop(&path, shop.id)?;
    let now = state.clock.now();
    let coupons = state.coupons.of_shop(shop.id).await?;
    Ok(HttpResponse::Ok().json(Coupons {
        success: true,
        coupon_codes: coupons.iter().map(|c| CouponDto::new(c, now)).collect(),
    }))
}
