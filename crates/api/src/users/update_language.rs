//! `PUT /update-user-language`: the language the shopper is answered and emailed in. Not a
//! security-sensitive change, so unlike `update-user` it asks for no password.

use actix_session::Session;
use actix_web::{HttpResponse, web};

use super::dto::UserResponse;
use crate::accounts::language::{LanguageBody, change};
use crate::app::state::AppState;
use crate::auth::CurrentUser;
use crate::http::error::{ApiError, ErrorBody};

/// Sets the signed-in shopper's language; this answer and the next ones are in it.
#[utoipa::path(
    put,
    path = "/api/v2/update-user-language",
    tag = "users",
    request_body = LanguageBody,
    responses(
        (status = 200, description = "The account with its new language", body = UserResponse),
        (status = 400, description = "`language` is not en, hi, es or fr", body = ErrorBody),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentUser(user): CurrentUser,
    session: Session,
    state: web::Data<AppState>,
    body: web::Json<LanguageBody>,
) -> Result<HttpResponse, ApiError> {
    let user = change(&state, &session, &user, body.into_inner()).await?;
    Ok(HttpResponse::Ok().json(UserResponse::from(&user)))
}
