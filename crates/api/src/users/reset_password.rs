//! `POST /reset-password`: a shopper's new password with the emailed token; every session ends.

use actix_web::{HttpResponse, web};
use identity::User;

use super::dto::MessageResponse;
use crate::accounts::reset_password::{DONE, ResetBody, reset};
use crate::app::state::AppState;
use crate::http::error::{ApiError, ErrorBody};

/// Sets a shopper's new password with the emailed token; every session of the account ends.
#[utoipa::path(
    post,
    path = "/api/v2/reset-password",
    tag = "users",
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
    reset::<User>(&state, body.into_inner()).await?;
    Ok(HttpResponse::Ok().json(MessageResponse::new(DONE)))
}
