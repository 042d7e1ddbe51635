//! `POST /reset-password`: a new password with the emailed token; every session ends.

use actix_web::{HttpResponse, web};
use identity::Password;
use identity::accounts::password_reset::reset_password;
use serde::Deserialize;
use utoipa::ToSchema;

use super::dto::MessageResponse;
use crate::app::state::AppState;
use crate::http::error::{ApiError, ErrorBody, Fields};

/// A new password with the token from the emailed link (shoppers and sellers alike).
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
#[schema(as = ResetPasswordBody)]
pub struct ResetBody {
    pub token: String,
    #[schema(format = Password)]
    pub new_password: String,
    /// The same as `newPassword`.
    #[schema(format = Password)]
    pub confirm_password: String,
}

/// The checks both reset endpoints share.
pub fn parse(body: ResetBody) -> Result<(String, Password), ApiError> {
    let mut fields = Fields::new();
    if body.token.trim().is_empty() {
        fields.add("token", "is required");
    }
    if body.new_password != body.confirm_password {
        fields.add("confirmPassword", "does not match the new password");
    }
    let password = fields.check("newPassword", Password::parse(body.new_password));
    let token = body.token;
    fields.finish(|| Some((token, password?)))
}

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
    let (token, password) = parse(body.into_inner())?;
    reset_password(
        state.tokens.as_ref(),
        state.hasher.as_ref(),
        &token,
        password,
        state.clock.now(),
    )
    .await?;
    Ok(HttpResponse::Ok().json(MessageResponse::new(
        "Your password has been reset. Please sign in with your new password.",
    )))
}
