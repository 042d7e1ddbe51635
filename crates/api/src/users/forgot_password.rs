//! `POST /forgot-password`: emails a reset link, if the account exists. Answers the same either way.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;

use identity::User;

use super::dto::MessageResponse;
use crate::accounts::forgot_password::{SENT, request_reset};
use crate::app::state::AppState;
use crate::http::error::{ApiError, ErrorBody};

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = ForgotPasswordBody)]
pub struct ForgotBody {
    #[schema(format = "email")]
    email: String,
}

/// Emails a password reset link to a shopper's account, if one has that email; the answer is
/// the same either way.
#[utoipa::path(
    post,
    path = "/api/v2/forgot-password",
    tag = "users",
    request_body = ForgotBody,
    responses(
        (status = 200, description = "Sent, if the account exists", body = MessageResponse),
        (status = 400, description = "`email` is not an address", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address or for this email", body = ErrorBody),
    )
)]

pub async fn handle(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ForgotBody>,
) -> Result<HttpResponse, ApiError> {
    request_reset::<User>(&req, &state, &body.email).await?;
    Ok(HttpResponse::Ok().json(MessageResponse::new(SENT)))
}
