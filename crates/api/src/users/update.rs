//! `PUT /update-user`: name, email and phone number, confirmed with the current password, and
//! optionally the language.

use actix_session::Session;
use actix_web::{HttpResponse, web};
use identity::accounts::update_profile::update_profile;
use identity::{Email, PersonName, PhoneNumber, ProfileUpdate};
use serde::Deserialize;
use utoipa::ToSchema;

use super::dto::UserResponse;
use crate::app::state::AppState;
use crate::auth::CurrentUser;
use crate::http::error::{ApiError, ErrorBody, Fields, RequestLanguage};

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct UpdateUserBody {
    name: String,
    #[schema(format = "email")]
    email: String,
    /// Absent, null or blank removes the number.
    #[serde(default)]
    phone_number: Option<String>,
    /// The current password, confirming the change.
    #[schema(format = Password)]
    password: String,
    /// The language to be answered and emailed in; absent or null keeps it.
    #[serde(default)]
    #[schema(value_type = Option<crate::accounts::language::LanguageCode>)]
    language: Option<String>,
}

/// Changes the signed-in shopper's name, email, phone number and (optionally) language, confirmed
/// with their password.
#[utoipa::path(
    put,
    path = "/api/v2/update-user",
    tag = "users",
    request_body = UpdateUserBody,
    responses(
        (status = 200, description = "The updated account", body = UserResponse),
        (status = 400, description = "Each wrong field named; a wrong password is `password`, a language Haat does not speak `language`", body = ErrorBody),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
        (status = 409, description = "Another account has this email", body = ErrorBody),
    )
)]

pub async fn handle(
    CurrentUser(user): CurrentUser,
    session: Session,
    state: web::Data<AppState>,
    body: web::Json<UpdateUserBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let mut fields = Fields::new();
    let name = fields.check("name", PersonName::parse(&body.name));
    let email = fields.check("email", Email::parse(&body.email));
    let phone = match body
        .phone_number
        .as_deref()
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        Some(raw) => fields.check("phoneNumber", PhoneNumber::parse(raw)).map(Some),
        None => Some(None),
    };
    let language = crate::accounts::language::check(&mut fields, body.language.as_deref());
    if body.password.is_empty() {
        fields.add("password", kernel::Message::new("field-password-confirm"));
    }
    let update = fields.finish(|| {
        Some(ProfileUpdate {
            name: name?,
            email: email?,
            phone: phone?,
            language: language?,
        })
    })?;

    let updated = update_profile(
        state.users.as_ref(),
        state.hasher.as_ref(),
        user.id,
        &update,
        body.password,
        state.clock.now(),
    )
    .await?;
    RequestLanguage::remember(&session, updated.language);
    Ok(HttpResponse::Ok().json(UserResponse::from(&updated)))
}
