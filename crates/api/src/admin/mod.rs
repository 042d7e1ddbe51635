//! The operator's API. Every handler takes the `Admin` guard.

pub mod audit;
mod coupons;
mod products;
mod sellers;
mod users;

use crate::routes::Routes;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .get("/admin-get-all-users", users::handle)
        .put("/admin-update-user-status/{id}", users::set_status)
        .post("/admin-create-coupon", coupons::create)
        .get("/admin-coupons", coupons::list)
        .delete("/admin-delete-coupon/{id}", coupons::delete)
        .get("/admin-get-all-seller", sellers::list)
        .delete("/delete-seller-by-admin/{id}", sellers::suspend)
        .put("/reinstate-seller-by-admin/{id}", sellers::reinstate)
        .delete("/delete-product-admin/{id}", products::delete)
        .get("/admin-all-products", products::all_products)
        .get("/admin-all-events", products::all_events)
        .get("/admin-audit-log", audit::list);
}

/// This module's part of the OpenAPI description (`crate::openapi`).
#[derive(utoipa::OpenApi)]
#[openapi()]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    <Api as utoipa::OpenApi>::openapi()
}
