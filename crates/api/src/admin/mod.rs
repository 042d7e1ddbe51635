//! The operator's API. Every handler takes the `Admin` guard.

pub mod audit;
mod coupons;
mod products;
mod sellers;
mod users;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin-get-all-users", web::get().to(users::handle))
        .route("/admin-update-user-status/{id}", web::put().to(users::set_status))
        .route("/admin-create-coupon", web::post().to(coupons::create))
        .route("/admin-coupons", web::get().to(coupons::list))
        .route("/admin-delete-coupon/{id}", web::delete().to(coupons::delete))
        .route("/admin-get-all-seller", web::get().to(sellers::list))
        .route("/delete-seller-by-admin/{id}", web::delete().to(sellers::suspend))
        .route(
            "/reinstate-seller-by-admin/{id}",
            web::put().to(sellers::reinstate),
        )
        .route("/delete-product-admin/{id}", web::delete().to(products::delete))
        .route("/admin-all-products", web::get().to(products::all_products))
        .route("/admin-all-events", web::get().to(products::all_events))
        .route("/admin-audit-log", web::get().to(audit::list));
}
