//! `DELETE /delete-coupon/{id}`: the seller removes one of their coupons; its code is free again.

use actix_web::{HttpResponse, web};
use orders::coupons::delete_coupon;
use serde::Serialize;

use crate::auth::CurrentSeller;
use crate::error::ApiError;
use crate::state::AppState;

#[derive(Serialize)]
struct Deleted {
    success: bool,
    message: &'static str,
}

pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = path
        .parse()
        .map_err(|_| ApiError::from(orders::CouponError::NotFound))?;
    delete_coupon(
        state.coupons.as_ref(),
        cart_rules::Funder::Shop(shop.id),
        id,
        state.clock.now(),
    )
    .await?;
    Ok(HttpResponse::Ok().json(Deleted {
        success: true,
        message: "Coupon code deleted successfully!",
    }))
}
