//! The handlers' part of the calls that only email an account (forgot-password for shoppers
//! and sellers, resending an activation): the same few steps whoever calls, so that what they
//! answer tells nothing about whether the account exists (app/account_mail.rs does the rest).

use identity::Email;

use crate::app::account_mail::AccountMail;
use crate::app::state::AppState;
use crate::auth::rate_limit::Attempt;
use crate::http::error::{ApiError, Fields};

/// The whole of a handler's part: counts the attempt (per client address and per email), checks
/// the address, and queues `mail` for it. The answer must not depend on anything else.
///
/// # Errors
/// 429 past the rate limit; 400 on `email` when it is not an address.
pub async fn queue_for_email(
    state: &AppState,
    req: &actix_web::HttpRequest,
    attempt: Attempt,
    raw_email: &str,
    mail: fn(Email) -> AccountMail,
) -> Result<(), ApiError> {
    state
        .limiter
        .check(attempt, state.client_ip(req), Some(raw_email))
        .await?;
    let mut fields = Fields::new();
    let email = fields.check("email", Email::parse(raw_email));
    let email = fields.finish(|| email)?;
    state.account_mail.ask(mail(email));
    Ok(())
}
