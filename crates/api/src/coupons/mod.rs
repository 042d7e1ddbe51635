//! A shop's coupons (docs/orders.md "Coupons"): the seller creates, lists and deletes them.

pub mod create;
mod delete;
pub mod dto;
mod list;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/create-coupon-code", web::post().to(create::handle))
        .route("/get-coupon/{shopId}", web::get().to(list::handle))
        .route("/delete-coupon/{id}", web::delete().to(delete::handle));
}
