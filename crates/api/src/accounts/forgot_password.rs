//! Asking for a password reset link, for either kind of account. The answer is the same whether
//! or not the account exists.

use actix_web::HttpRequest;

use crate::app::state::AppState;
use crate::auth::account_kind::AccountKind;
use crate::auth::email_request::queue_for_email;
use crate::http::error::ApiError;

/// What both forgot-password endpoints answer.
pub const SENT: &str = "If an account exists for that email, we have sent it a link to reset the password. \
The link expires in 30 minutes.";

/// Queues the request; the account is looked up and the link sent off the request path, so a
/// known email answers as fast as an unknown one (app/account_mail.rs).
///
/// # Errors
/// 429 past the rate limit; 400 on `email` when it is not an address.
pub async fn request_reset<A: AccountKind>(
    req: &HttpRequest,
    state: &AppState,
    raw_email: &str,
) -> Result<(), ApiError> {
    queue_for_email(state, req, A::FORGOT_PASSWORD, raw_email, A::reset_mail).await
}
