//! `POST /shop-activation`: the emailed token activates the shop and signs its seller in.

use actix_session::Session;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use shops::accounts::activate::activate_shop;
use utoipa::ToSchema;

use super::dto::SellerResponse;
use crate::app::state::AppState;
use crate::auth::rate_limit::Attempt;
use crate::auth::session::{self, Who};
use crate::http::error::{ApiError, ErrorBody};

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = ShopActivationBody)]
pub struct ActivationBody {
    /// The token from the emailed activation link.
    token: String,
}

/// Activates a pending shop with the emailed token and signs its seller in (sets the session
/// cookie).
#[utoipa::path(
    post,
    path = "/api/v2/shop-activation",
    tag = "sellers",
    request_body = ActivationBody,
    responses(
        (status = 200, description = "Active, and signed in", body = SellerResponse),
        (status = 400, description = "`token` is missing, or invalid or expired (`invalid_token`)", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address", body = ErrorBody),
    )
)]

pub async fn handle(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    body: web::Json<ActivationBody>,
) -> Result<HttpResponse, ApiError> {
    state
        .limiter
        .check(Attempt::ActivateShop, state.client_ip(&req), None)
        .await?;
    if body.token.trim().is_empty() {
        return Err(ApiError::field("token", kernel::Message::new("field-required")));
    }
    let now = state.clock.now();
    let shop = activate_shop(state.shops.as_ref(), &body.token, now).await?;
    session::sign_in(&session, Who::Seller, shop.id.as_uuid(), shop.language, now)?;
    Ok(HttpResponse::Ok().json(SellerResponse::from(&shop)))
}
