//! `POST /forgot-password`: emails a reset link, if the account exists. Answers the same either way.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;

use super::dto::MessageResponse;
use crate::app::account_mail::AccountMail;
use crate::app::state::AppState;
use crate::auth::email_request::queue_for_email;
use crate::auth::rate_limit::Attempt;
use crate::http::error::{ApiError, ErrorBody};

pub const SENT: &str = "If an account exists for that email, we have sent it a link to reset the password. \
The link expires in 30 minutes.";

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
    // Looked up and sent off the request path, so a known email answers as fast as an unknown
    // one (account_mail.rs).
    queue_for_email(
        &state,
        &req,
        Attempt::ForgotPassword,
        &body.email,
        AccountMail::ShopperReset,
    )?;
    Ok(HttpResponse::Ok().json(MessageResponse::new(SENT)))
}
