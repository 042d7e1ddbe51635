//! Payout methods and withdrawals (docs/orders.md "Withdrawals"): the seller keeps a method and
//! asks for money; the Admin pays or rejects.

mod decide;
pub mod dto;
mod list;
pub(crate) mod methods;
mod request;

use crate::http::routes::Routes;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .put("/add-seller-withdraw-methods", methods::put)
        .delete("/delete-withdraw-methods", methods::delete)
        .post("/create-withdraw-request", request::handle)
        .get("/shop-withdraw-requests", list::own)
        .get("/get-all-withdraw-request", list::all)
        .put("/update-withdraw-request/{id}", decide::handle);
}

/// This module's part of the OpenAPI description (`crate::openapi`).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        methods::put,
        methods::delete,
        request::handle,
        list::own,
        list::all,
        decide::handle
    ),
    components(schemas(
        dto::PayoutDto,
        dto::PayoutKind,
        dto::WithdrawDto,
        dto::WithdrawStatus,
        dto::WithdrawResponse,
        methods::MethodBody,
        methods::Saved,
        methods::Deleted,
        request::RequestBody,
        list::WithdrawsPage,
        decide::DecisionBody,
        decide::DecisionStatus,
    ))
)]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    <Api as utoipa::OpenApi>::openapi()
}
