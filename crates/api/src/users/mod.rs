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
mod update_language;
mod update_password;

use crate::http::routes::Routes;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .post("/create-user", create::handle)
        .post("/login", login::handle)
        .get("/getuser", get::handle)
        .post("/user-logout", logout::post)
        .get("/user-logout", logout::get)
        .put("/update-user", update::handle)
        .put("/update-user-avatar", update_avatar::handle)
        .put("/update-user-language", update_language::handle)
        .put("/update-user-address", update_address::handle)
        .delete("/delete-user-address/{id}", delete_address::handle)
        .put("/update-user-password", update_password::handle)
        .post("/forgot-password", forgot_password::handle)
        .post("/reset-password", reset_password::handle);
}

/// This module's part of the OpenAPI description (`crate::openapi`).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        create::handle,
        login::handle,
        get::handle,
        logout::post,
        logout::get,
        update::handle,
        update_avatar::handle,
        update_language::handle,
        update_address::handle,
        delete_address::handle,
        update_password::handle,
        forgot_password::handle,
        reset_password::handle,
    ),
    components(schemas(
        dto::UserResponse,
        dto::UserDto,
        dto::AddressDto,
        dto::MessageResponse,
        create::CreateUserForm,
        login::LoginBody,
        update::UpdateUserBody,
        crate::accounts::avatar::AvatarForm,
        crate::accounts::language::LanguageBody,
        crate::accounts::language::LanguageCode,
        update_address::AddressBody,
        update_password::PasswordBody,
        forgot_password::ForgotBody,
        crate::accounts::reset_password::ResetBody,
    ))
)]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    <Api as utoipa::OpenApi>::openapi()
}
