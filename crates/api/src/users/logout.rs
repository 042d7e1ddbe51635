//! `POST /user-logout` (and `GET`, for old links): ends the shopper's sign-in (a seller sign-in on
//! the same session stays).

use actix_session::Session;
use actix_web::{HttpRequest, HttpResponse};

use super::dto::MessageResponse;
use crate::auth::csrf;
use crate::auth::session::{self, Who};
use crate::http::error::{ApiError, ErrorBody};

/// Ends the shopper's sign-in; a seller's sign-in on the same session stays. Like every write,
/// it must come from Haat's own pages.
#[utoipa::path(
    post,
    path = "/api/v2/user-logout",
    operation_id = "userLogout",
    tag = "users",
    responses(
        (status = 200, description = "Signed out (or was not signed in)", body = MessageResponse),
        (status = 403, description = "`cross_origin`: not sent from Haat's own pages", body = ErrorBody),
    )
)]
pub async fn post(session: Session) -> HttpResponse {
    session::logged_out(&session, Who::User)
}

/// The same, for links that still sign out by GET: refused when `Origin` or `Referer` names
/// another site, so another site cannot sign a shopper out.
#[utoipa::path(
    get,
    path = "/api/v2/user-logout",
    operation_id = "userLogoutByLink",
    tag = "users",
    responses(
        (status = 200, description = "Signed out (or was not signed in)", body = MessageResponse),
        (status = 403, description = "`cross_origin`: `Origin` or `Referer` names another site", body = ErrorBody),
    )
)]
pub async fn get(req: HttpRequest, session: Session) -> Result<HttpResponse, ApiError> {
    csrf::refuse_other_sites(&req)?;
    Ok(session::logged_out(&session, Who::User))
}
