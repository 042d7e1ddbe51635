//! Signing in with an email and a password, for either kind of account.

use actix_session::Session;
use actix_web::HttpRequest;
use identity::Email;

use crate::app::state::AppState;
use crate::auth::account_kind::AccountKind;
use crate::auth::session;
use crate::http::error::{ApiError, Fields};

/// Counts the attempt, checks the fields, checks the password and the account's standing, and
/// signs the session in to the account.
///
/// # Errors
/// 429 past the rate limit; 400 naming each wrong field; 401 `invalid_credentials` for an
/// unknown email, a wrong password or a closed account; 403 with the kind's refusal.
pub async fn sign_in<A: AccountKind>(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
    raw_email: &str,
    password: String,
) -> Result<A, ApiError>
where
    A::Refusal: Into<ApiError>,
{
    state
        .limiter
        .check(A::SIGN_IN, state.client_ip(req), Some(raw_email))
        .await?;
    let mut fields = Fields::new();
    let email = fields.check("email", Email::parse(raw_email));
    if password.is_empty() {
        fields.add("password", kernel::Message::new("field-required"));
    }
    let email = fields.finish(|| email)?;

    let account =
        identity::accounts::sign_in::sign_in(A::store(state), state.hasher.as_ref(), &email, password)
            .await?;
    session::sign_in(
        session,
        A::WHO,
        A::uuid_of(account.id()),
        account.language(),
        state.clock.now(),
    )?;
    Ok(account)
}
