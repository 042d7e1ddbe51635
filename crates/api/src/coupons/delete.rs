//! `DELETE /delete-coupon/{id}`: the seller removes one of their coupons; its code is free again.

use actix_web::{HttpResponse, web};
use orders::coupons::delete_coupon;
use serde::Serialize;
use utoipa::ToSchema;

use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody};

#[derive(Serialize, ToSchema)]
#[schema(as = DeletedCoupon)]
pub(super) struct Deleted {
    success: bool,
    message: &'static str,
}

/// The signed-in seller deletes one of their coupons; its code may be used again.
#[utoipa::path(
    delete,
    path = "/api/v2/delete-coupon/{id}",
    operation_id = "deleteCoupon",
    tag = "coupons",
    params(("id" = String, Path, description = "The coupon's id")),
    responses(
        (status = 200, description = "Deleted", body = Deleted),
        (status = 401, description = "Not signed in as a seller", body = ErrorBody),
        (status = 404, description = "No such coupon of this shop (another shop's is not told apart)", body = ErrorBody),
    )
)]
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
