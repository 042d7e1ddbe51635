//! Platform coupons, funded by Haat and good in every shop (docs/admin.md "Platform coupons"):
//! `POST /admin-create-coupon`, `GET /admin-coupons`, `DELETE /admin-delete-coupon/{id}`.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use cart_rules::Funder;
use kernel::CouponId;
use orders::coupons::{create_platform_coupon, delete_coupon};
use serde::Serialize;
use serde_json::json;
use utoipa::{IntoParams, ToSchema};

use super::audit;
use crate::app::state::AppState;
use crate::auth::Admin;
use crate::coupons::create::CouponBody;
use crate::coupons::dto::CouponDto;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::paging::{page_of_query, search_and_sort};

/// The platform coupon as made (`shopId` null).
#[derive(Serialize, ToSchema)]
#[schema(as = PlatformCouponCreated)]
pub(super) struct Created {
    success: bool,
    coupon: CouponDto,
}

/// Makes a platform coupon, funded by Haat and good in every shop; it names no product.
#[utoipa::path(
    post,
    path = "/api/v2/admin-create-coupon",
    tag = "admin",
    request_body = CouponBody,
    responses(
        (status = 201, description = "Made", body = Created),
        (status = 400, description = "Each wrong field named (`selectedProduct` too)", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
        (status = 409, description = "A coupon with this code exists (`duplicate_code`)", body = ErrorBody),
    )
)]
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

/// One page of platform coupons.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PlatformCouponsPage)]
pub(super) struct CouponsPage {
    success: bool,
    coupon_codes: Vec<CouponDto>,
    /// How many match, on every page together.
    total: u64,
    page: u32,
    limit: u32,
}

/// The list's query. Only describes it: the handler reads the query as a map
/// ([`page_of_query`], [`search_and_sort`]), so it is never built.
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(super) struct ListQuery {
    /// 1-based; 1 when absent.
    #[param(minimum = 1)]
    page: Option<u32>,
    /// Coupons per page, 1 to 100; 20 when absent.
    #[param(minimum = 1, maximum = 100)]
    limit: Option<u32>,
    /// Only codes containing this text; at most 100 characters are used.
    q: Option<String>,
    /// The same as `q`, its older name; read only when `q` is absent.
    search: Option<String>,
    /// `name`, `value`, `minAmount`, `maxAmount`, `expiresAt` or `createdAt`, with a leading `-`
    /// for the reverse order; newest first when absent.
    sort: Option<String>,
}

/// The platform's live coupons: newest first unless sorted, optionally searched by code.
#[utoipa::path(
    get,
    path = "/api/v2/admin-coupons",
    tag = "admin",
    params(ListQuery),
    responses(
        (status = 200, description = "One page of platform coupons", body = CouponsPage),
        (status = 400, description = "A wrong `page`, `limit` or `sort`", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
    )
)]
pub async fn list(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let request = page_of_query(&params, 20)?;
    let (search, sort) = search_and_sort(&params)?;
    let page = state
        .coupons
        .listed(Funder::Platform, search, sort, request)
        .await?;
    let now = state.clock.now();
    Ok(HttpResponse::Ok().json(CouponsPage {
        success: true,
        coupon_codes: page.items.iter().map(|c| CouponDto::new(c, now)).collect(),
        total: page.total,
        page: request.page(),
        limit: request.limit(),
    }))
}

/// The coupon is gone.
#[derive(Serialize, ToSchema)]
#[schema(as = PlatformCouponDeleted)]
pub(super) struct Deleted {
    success: bool,
    message: &'static str,
}

/// Deletes a platform coupon (a shop's coupon is not found here).
#[utoipa::path(
    delete,
    path = "/api/v2/admin-delete-coupon/{id}",
    tag = "admin",
    params(("id" = String, Path, description = "The coupon's id")),
    responses(
        (status = 200, description = "Deleted", body = Deleted),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
        (status = 404, description = "There is no such platform coupon", body = ErrorBody),
    )
)]
pub async fn delete(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id: CouponId = id
        .parse()
        .map_err(|_| ApiError::NotFound(kernel::Message::new("error-not_found-coupon")))?;
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
