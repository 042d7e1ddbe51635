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

use crate::routes::Routes;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .post("/shop-create", create::handle)
        .post("/shop-activation", activate::handle)
        .post("/shop-login", login::handle)
        .get("/getseller", get::handle)
        .get("/shop-ledger", ledger::handle)
        .get("/shop-logout", logout::handle)
        .put("/update-shop", update::handle)
        .put("/update-shop-avatar", update_avatar::handle)
        .post("/shop-forgot-password", forgot_password::handle)
        .post("/shop-reset-password", reset_password::handle);
}

/// This module's part of the OpenAPI description (`crate::openapi`).
#[derive(utoipa::OpenApi)]
#[openapi()]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    <Api as utoipa::OpenApi>::openapi()
}
