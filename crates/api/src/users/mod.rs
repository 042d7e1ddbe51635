//! Shopper accounts: `/api/v2/create-user`, `/login`, `/getuser` and the rest (docs/identity.md).

mod create;
mod delete_address;
pub mod dto;
pub(crate) mod forgot_password;
mod get;
mod login;
mod logout;
pub(crate) mod reset_password;
mod update;
mod update_address;
pub(crate) mod update_avatar;
mod update_password;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/create-user", web::post().to(create::handle))
        .route("/login", web::post().to(login::handle))
        .route("/getuser", web::get().to(get::handle))
        .route("/user-logout", web::get().to(logout::handle))
        .route("/update-user", web::put().to(update::handle))
        .route("/update-user-avatar", web::put().to(update_avatar::handle))
        .route("/update-user-address", web::put().to(update_address::handle))
        .route(
            "/delete-user-address/{id}",
            web::delete().to(delete_address::handle),
        )
        .route("/update-user-password", web::put().to(update_password::handle))
        .route("/forgot-password", web::post().to(forgot_password::handle))
        .route("/reset-password", web::post().to(reset_password::handle));
}
