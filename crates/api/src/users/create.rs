//! `POST /create-user`: register and be signed in (multipart, with an optional avatar).

use actix_multipart::form::MultipartForm;
use actix_multipart::form::bytes::Bytes as Upload;
use actix_multipart::form::text::Text;
use actix_session::Session;
use actix_web::{HttpRequest, HttpResponse, web};
use identity::accounts::register::{Registration, register_shopper};
use identity::{Email, Password, PersonName};
use utoipa::ToSchema;

use super::dto::UserResponse;
use crate::app::state::AppState;
use crate::auth::rate_limit::Attempt;
use crate::auth::session::{self, Who};
use crate::http::error::{ApiError, ErrorBody, Fields, RequestLanguage};
use crate::http::uploads::Uploader;

#[derive(MultipartForm, ToSchema)]
#[multipart(deny_unknown_fields)]
pub struct CreateUserForm {
    #[multipart(limit = "4KiB")]
    #[schema(value_type = String)]
    name: Text<String>,
    #[multipart(limit = "4KiB")]
    #[schema(value_type = String, format = "email")]
    email: Text<String>,
    #[multipart(limit = "4KiB")]
    #[schema(value_type = String, format = Password)]
    password: Text<String>,
    /// A picture (JPEG, PNG, WebP or GIF), at most 5 MiB; an empty part counts as none.
    #[multipart(limit = "5MiB")]
    #[schema(value_type = String, format = Binary, required = false)]
    avatar: Option<Upload>,
}

/// Registers a shopper, with an optional avatar, and signs them in (sets the session cookie). The
/// account speaks the request's language (`Accept-Language`, else English).
#[utoipa::path(
    post,
    path = "/api/v2/create-user",
    tag = "users",
    request_body(content = CreateUserForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Registered and signed in", body = UserResponse),
        (status = 400, description = "Each wrong field named (a bad picture is `avatar`)", body = ErrorBody),
        (status = 409, description = "An account with this email already exists", body = ErrorBody),
        (status = 413, description = "The form is larger than allowed", body = ErrorBody),
        (status = 415, description = "Not sent as multipart/form-data", body = ErrorBody),
        (status = 429, description = "`too_many_requests`: too many registrations (or uploads) from this address or for this email; `uploads_in_flight`: this address already has its allowed uploads being processed (both with `Retry-After`)", body = ErrorBody),
    )
)]

pub async fn handle(
    req: HttpRequest,
    RequestLanguage(language): RequestLanguage,
    state: web::Data<AppState>,
    session: Session,
    MultipartForm(form): MultipartForm<CreateUserForm>,
) -> Result<HttpResponse, ApiError> {
    state
        .limiter
        .check(Attempt::Register, state.client_ip(&req), Some(&form.email))
        .await?;
    let mut fields = Fields::new();
    let name = fields.check("name", PersonName::parse(&form.name));
    let email = fields.check("email", Email::parse(&form.email));
    let password = fields.check("password", Password::parse(form.password.into_inner()));
    // A file input left empty still sends an empty part.
    let avatar = form
        .avatar
        .map(|upload| upload.data.to_vec())
        .filter(|bytes| !bytes.is_empty());
    let registration = fields.finish(|| {
        Some(Registration {
            name: name?,
            email: email?,
            password: password?,
            avatar,
            language,
        })
    })?;

    let now = state.clock.now();
    let _turn = state
        .uploads
        .turn_if(
            Uploader::Address(state.client_ip(&req)),
            registration.avatar.is_some(),
        )
        .await?;
    let user = register_shopper(
        state.users.as_ref(),
        state.hasher.as_ref(),
        state.media_store(),
        registration,
        now,
    )
    .await?;
    session::sign_in(&session, Who::User, user.id.as_uuid(), user.language, now)?;
    Ok(HttpResponse::Created().json(UserResponse::from(&user)))
}
