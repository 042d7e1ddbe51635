//! `PUT /update-user-password`: a new password; every other session of the account ends.

use actix_session::Session;
use actix_web::{HttpResponse, web};
use identity::Password;
use identity::accounts::change_password::change_password;
use serde::Deserialize;
use utoipa::ToSchema;

use super::dto::MessageResponse;
use crate::app::state::AppState;
use crate::auth::CurrentUser;
use crate::auth::session::{self, Who};
use crate::http::error::{ApiError, ErrorBody, Fields};

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
#[schema(as = UpdatePasswordBody)]
pub struct PasswordBody {
    #[schema(format = Password)]
    old_password: String,
    #[schema(format = Password)]
    new_password: String,
    /// The same as `newPassword`.
    #[schema(format = Password)]
    confirm_password: String,
}

/// Changes the signed-in shopper's password; their other sessions end, this one stays.
#[utoipa::path(
    put,
    path = "/api/v2/update-user-password",
    tag = "users",
    request_body = PasswordBody,
    responses(
        (status = 200, description = "Changed", body = MessageResponse),
        (status = 400, description = "Each wrong field named; a wrong current password is `oldPassword`", body = ErrorBody),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
    )
)]

pub async fn handle(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    session: Session,
    body: web::Json<PasswordBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let mut fields = Fields::new();
    if body.old_password.is_empty() {
        fields.add("oldPassword", kernel::Message::new("field-required"));
    }
    if body.new_password != body.confirm_password {
        fields.add("confirmPassword", kernel::Message::new("field-confirm-mismatch"));
    }
    let new_password = fields.check("newPassword", Password::parse(body.new_password));
    let new_password = fields.finish(|| new_password)?;

    let valid_from = change_password(
        state.users.as_ref(),
        state.hasher.as_ref(),
        user.id,
        body.old_password,
        new_password,
        state.clock.now(),
    )
    .await?;
    // This session made the change, so it stays signed in, under a new key.
    session::sign_in(&session, Who::User, user.id.as_uuid(), user.language, valid_from)?;
    Ok(HttpResponse::Ok().json(MessageResponse::new("Password updated successfully!")))
}
