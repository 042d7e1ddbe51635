//! A shop's coupons (docs/orders.md "Coupons"): the seller creates, lists and deletes them.

pub mod create;
mod delete;
pub mod dto;
mod list;

use crate::http::routes::Routes;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .post("/create-coupon-code", create::handle)
        .get("/get-coupon/{shopId}", list::handle)
        .delete("/delete-coupon/{id}", delete::handle);
}

/// This module's part of the OpenAPI description (`crate::openapi`).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(create::handle, list::handle, delete::handle),
    components(schemas(
        create::CouponBody,
        create::Created,
        dto::CouponDto,
        list::Coupons,
        delete::Deleted
    ))
)]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    <Api as utoipa::OpenApi>::openapi()
}
