//! `GET /get-coupon/{shopId}`: one page of the seller's own coupons, newest first unless sorted,
//! optionally searched by code.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::{IntoParams, ToSchema};

use super::dto::CouponDto;
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::paging::{page_of_query, search_and_sort};

/// One page of a shop's coupons; expired ones included (`expired` says so).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ShopCoupons)]
pub(super) struct Coupons {
    success: bool,
    coupon_codes: Vec<CouponDto>,
    /// How many coupons match, on every page.
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
    /// Only codes containing this text, ignoring case; at most 100 characters are used.
    q: Option<String>,
    /// `name`, `value`, `minAmount`, `maxAmount`, `expiresAt` or `createdAt`, with a leading `-`
    /// for the reverse order; newest first when absent.
    sort: Option<String>,
}

/// One page of the signed-in seller's own coupons, expired ones included: newest first unless
/// sorted, optionally searched by code.
#[utoipa::path(
    get,
    path = "/api/v2/get-coupon/{shopId}",
    operation_id = "getCoupon",
    tag = "coupons",
    params(("shopId" = String, Path, description = "The signed-in seller's own shop id"), ListQuery),
    responses(
        (status = 200, body = Coupons),
        (status = 400, description = "A wrong `page`, `limit` or `sort`", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller", body = ErrorBody),
        (status = 403, description = "`shopId` is not the signed-in seller's shop", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    path: web::Path<String>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    crate::auth::own_shop(&path, shop.id)?;
    let request = page_of_query(&params, 20)?;
    let (search, sort) = search_and_sort(&params)?;
    let page = state
        .coupons
        .listed(cart_rules::Funder::Shop(shop.id), search, sort, request)
        .await?;
    let now = state.clock.now();
    Ok(HttpResponse::Ok().json(Coupons {
        success: true,
        coupon_codes: page.items.iter().map(|c| CouponDto::new(c, now)).collect(),
        total: page.total,
        page: request.page(),
        limit: request.limit(),
    }))
}
