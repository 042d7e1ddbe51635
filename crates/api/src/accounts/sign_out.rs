//! Signing out of either kind of account; the other kind's sign-in in the same browser stays.

use actix_session::Session;
use actix_web::{HttpRequest, HttpResponse};

use crate::auth::account_kind::AccountKind;
use crate::auth::{csrf, session};
use crate::http::error::ApiError;

/// Ends the session's sign-in to kind `A` (a `POST`, which the same-origin check already
/// guards).
pub fn sign_out<A: AccountKind>(session: &Session) -> HttpResponse {
    session::logged_out(session, A::WHO)
}

/// Ends it from a link (a `GET`): refused when the request comes from another site, so a page
/// elsewhere cannot sign anyone out.
///
/// # Errors
/// 403 `cross_origin`.
pub fn sign_out_by_link<A: AccountKind>(
    req: &HttpRequest,
    session: &Session,
) -> Result<HttpResponse, ApiError> {
    csrf::refuse_other_sites(req)?;
    Ok(sign_out::<A>(session))
}
