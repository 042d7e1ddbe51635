//! `POST /shop-forgot-password`: emails a seller a reset link, if the shop exists.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;

use shops::Shop;

use crate::accounts::forgot_password::{SENT, request_reset};
use crate::app::state::AppState;
use crate::http::error::{ApiError, ErrorBody};
use crate::users::dto::MessageResponse;

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = ShopForgotPasswordBody)]
pub struct ForgotBody {
    #[schema(format = "email")]
    email: String,
}

/// Emails a password reset link to a shop's seller, if a shop has that email; the answer is the
/// same either way.
#[utoipa::path(
    post,
    path = "/api/v2/shop-forgot-password",
    tag = "sellers",
    request_body = ForgotBody,
    responses(
        (status = 200, description = "Sent, if the shop exists", body = MessageResponse),
        (status = 400, description = "`email` is not an address", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address or for this email", body = ErrorBody),
    )
)]

pub async fn handle(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ForgotBody>,
) -> Result<HttpResponse, ApiError> {
    request_reset::<Shop>(&req, &state, &body.email).await?;
    Ok(HttpResponse::Ok().json(MessageResponse::new(SENT)))
}
