//! `POST /shop-activation/resend`: a new activation link for a shop still waiting for one.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::app::account_mail::AccountMail;
use crate::app::state::AppState;
use crate::auth::email_request::queue_for_email;
use crate::auth::rate_limit::Attempt;
use crate::http::error::{ApiError, ErrorBody};
use crate::users::dto::MessageResponse;

pub const RESENT: &str = "If a shop with that email is waiting to be activated, we have sent it a new \
activation link. The link expires in 48 hours.";

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = ResendActivationBody)]
pub struct ResendBody {
    /// The email the shop was registered with.
    #[schema(format = "email")]
    email: String,
}

/// Sends a new activation link to a shop that has not been activated yet; the answer is the same
/// whether or not there is one, and the link is sent off the request path.
#[utoipa::path(
    post,
    path = "/api/v2/shop-activation/resend",
    operation_id = "resendShopActivation",
    tag = "sellers",
    request_body = ResendBody,
    responses(
        (status = 200, description = "Sent, if a shop with that email awaits activation", body = MessageResponse),
        (status = 400, description = "`email` is not an address", body = ErrorBody),
        (status = 429, description = "`too_many_requests`: too many attempts from this address or for this email (with `Retry-After`)", body = ErrorBody),
    )
)]
pub async fn handle(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ResendBody>,
) -> Result<HttpResponse, ApiError> {
    queue_for_email(
        &state,
        &req,
        Attempt::ResendActivation,
        &body.email,
        AccountMail::ShopActivation,
    )
    .await?;
    Ok(HttpResponse::Ok().json(MessageResponse::new(RESENT)))
}
