//! Platform coupons, funded by Haat and good in every shop (docs/admin.md "Platform coupons"):
//! `POST /admin-create-coupon`, `GET /admin-coupons`, `DELETE /admin-delete-coupon/{id}`.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use cart_rules::Funder;
use kernel::CouponId;
use orders::coupons::{create_platform_coupon, delete_coupon};
use serde::Serialize;
use serde_json::json;

use super::audit;
use crate::auth::Admin;
use crate::coupons::create::CouponBody;
use crate::coupons::dto::CouponDto;
use crate::error::ApiError;
use crate::paging::{page_of_query, search_and_sort};
use crate::state::AppState;

#[derive(Serialize)]
struct Created {
    success: bool,
    coupon: CouponDto,
}

pub async fn create(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    body: web::Json<CouponBody>,
) -> Result<HttpResponse, ApiError> {
    let terms = body.terms(false)?;
    let now = state.clock.now();
    let created = create_platform_coupon(state.coupons.as_ref(), terms, now).await?;
    let coupon = &created.coupon;
    let details = json!({"code": coupon.code.as_str(), "percent": coupon.percent.value()});
    audit::record(
        &state,
        &admin,
        "coupon.create",
        "coupon",
        coupon.id.to_string(),
        details,
    )
    .await;
    Ok(HttpResponse::Created().json(Created {
        success: true,
        coupon: CouponDto::new(&created, now),
    }))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CouponsPage {
    success: bool,
    coupon_codes: Vec<CouponDto>,
    total: u64,
    page: u32,
    limit: u32,
}

pub async fn list(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let request = page_of_query(&params, 20)?;
    let (search, sort) = search_and_sort(&params)?;
    let page = state.coupons.platform(search, sort, request).await?;
    let now = state.clock.now();
    Ok(HttpResponse::Ok().json(CouponsPage {
        success: true,
        coupon_codes: page.items.iter().map(|c| CouponDto::new(c, now)).collect(),
        total: page.total,
        page: request.page(),
        limit: request.limit(),
    }))
}

#[derive(Serialize)]
struct Deleted {
    success: bool,
    message: &'static str,
}

pub async fn delete(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id: CouponId = id
        .parse()
        .map_err(|_| ApiError::NotFound("There is no such coupon.".into()))?;
    delete_coupon(state.coupons.as_ref(), Funder::Platform, id, state.clock.now()).await?;
    audit::record(
        &state,
        &admin,
        "coupon.delete",
        "coupon",
        id.to_string(),
        json!({}),
    )
    .await;
    Ok(HttpResponse::Ok().json(Deleted {
        success: true,
        message: "Coupon deleted.",
    }))
}
