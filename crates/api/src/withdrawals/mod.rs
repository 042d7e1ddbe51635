//! Payout methods and withdrawals (docs/orders.md "Withdrawals"): the seller keeps a method and
//! asks for money; the Admin pays or rejects.

mod decide;
pub mod dto;
mod list;
mod methods;
mod request;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/add-seller-withdraw-methods", web::put().to(methods::put))
        .route("/delete-withdraw-methods", web::delete().to(methods::delete))
        .route("/create-withdraw-request", web::post().to(request::handle))
        .route("/shop-withdraw-requests", web::get().to(list::own))
        .route("/get-all-withdraw-request", web::get().to(list::all))
        .route("/update-withdraw-request/{id}", web::put().to(decide::handle));
}
