//! `POST /shop-reset-password`: a seller's new password with the emailed token.

use actix_web::{HttpResponse, web};
use shops::Shop;

use crate::accounts::reset_password::{DONE, ResetBody, reset};
use crate::app::state::AppState;
use crate::http::error::{ApiError, ErrorBody};
use crate::users::dto::MessageResponse;

/// Sets a seller's new password with the emailed token; every session of the shop ends.
#[utoipa::path(
    post,
    path = "/api/v2/shop-reset-password",
    tag = "sellers",
    request_body = ResetBody,
    responses(
        (status = 200, description = "Reset; sign in with the new password", body = MessageResponse),
        (status = 400, description = "Each wrong field named, or the token is invalid or expired (`invalid_token`)", body = ErrorBody),
    )
)]
pub async fn handle(
    state: web::Data<AppState>,
    body: web::Json<ResetBody>,
) -> Result<HttpResponse, ApiError> {
    reset::<Shop>(&state, body.into_inner()).await?;
    Ok(HttpResponse::Ok().json(MessageResponse::new(DONE)))
}
