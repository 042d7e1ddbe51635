//! Seller accounts: `/api/v2/shop-create`, `/shop-activation`, `/shop-login` and the rest
//! (docs/identity.md).

mod activate;
pub(crate) mod commission_invoice;
mod create;
mod delivery;
pub mod dto;
mod forgot_password;
mod get;
mod ledger;
mod login;
mod logout;
mod resend_activation;
mod reset_password;
mod review;
mod statement;
mod update;
mod update_avatar;
mod update_language;

use crate::http::routes::Routes;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .post("/shop-create", create::handle)
        .post("/shop-activation", activate::handle)
        .post("/shop-activation/resend", resend_activation::handle)
        .post("/shop-login", login::handle)
        .get("/getseller", get::handle)
        .get("/shop-review-checklist", review::checklist)
        .post("/shop-submit-review", review::submit)
        .get("/shop-ledger", ledger::handle)
        .get("/shop-statement", statement::handle)
        .get("/shop-commission-invoice", commission_invoice::handle)
        .get("/shop-delivery", delivery::get)
        .put("/shop-delivery", delivery::put)
        .post("/shop-logout", logout::post)
        .get("/shop-logout", logout::get)
        .put("/update-shop", update::handle)
        .put("/update-shop-avatar", update_avatar::handle)
        .put("/update-shop-language", update_language::handle)
        .post("/shop-forgot-password", forgot_password::handle)
        .post("/shop-reset-password", reset_password::handle);
}

/// This module's part of the OpenAPI description (`crate::openapi`).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        create::handle,
        activate::handle,
        resend_activation::handle,
        login::handle,
        get::handle,
        review::checklist,
        review::submit,
        ledger::handle,
        statement::handle,
        commission_invoice::handle,
        delivery::get,
        delivery::put,
        logout::post,
        logout::get,
        update::handle,
        update_avatar::handle,
        update_language::handle,
        forgot_password::handle,
        reset_password::handle,
    ),
    components(schemas(
        dto::SellerDto,
        dto::SellerResponse,
        crate::withdrawals::dto::PayoutDto,
        create::ShopCreateBody,
        create::Created,
        activate::ActivationBody,
        resend_activation::ResendBody,
        login::LoginBody,
        get::SellerWithBalance,
        get::Response,
        review::ItemDto,
        review::ChecklistAnswer,
        review::SubmitBody,
        ledger::LedgerPage,
        ledger::LineDto,
        ledger::BalanceDto,
        statement::StatementAnswer,
        statement::StatementRowDto,
        statement::StatementFigures,
        delivery::AreaName,
        delivery::DeliveryBody,
        delivery::DeliveryResponse,
        update::UpdateShopBody,
        update::ShopResponse,
        forgot_password::ForgotBody,
    ))
)]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    <Api as utoipa::OpenApi>::openapi()
}
