//! The operator's API. Every handler takes the `Admin` guard.

mod products;
mod users;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin-get-all-users", web::get().to(users::handle))
        .route("/delete-product-admin/{id}", web::delete().to(products::delete))
        .route("/admin-all-products", web::get().to(products::all_products))
        .route("/admin-all-events", web::get().to(products::all_events));
}
