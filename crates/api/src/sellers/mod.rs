//! Seller accounts: `/api/v2/shop-create`, `/shop-activation`, `/shop-login` and the rest
//! (docs/identity.md).

mod activate;
mod create;
pub mod dto;
mod forgot_password;
mod get;
mod ledger;
mod login;
mod logout;
mod reset_password;
mod update;
mod update_avatar;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/shop-create", web::post().to(create::handle))
        .route("/shop-activation", web::post().to(activate::handle))
        .route("/shop-login", web::post().to(login::handle))
        .route("/getseller", web::get().to(get::handle))
        .route("/shop-ledger", web::get().to(ledger::handle))
        .route("/shop-logout", web::get().to(logout::handle))
        .route("/update-shop", web::put().to(update::handle))
        .route("/update-shop-avatar", web::put().to(update_avatar::handle))
        .route("/shop-forgot-password", web::post().to(forgot_password::handle))
        .route("/shop-reset-password", web::post().to(reset_password::handle));
}
