//! `POST /user-logout` (and `GET`, for old links): ends the shopper's sign-in (a seller sign-in on
//! the same session stays).

use actix_session::Session;
use actix_web::{HttpRequest, HttpResponse};
use identity::User;

use super::dto::MessageResponse;
use crate::accounts::sign_out::{sign_out, sign_out_by_link};
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
    sign_out::<User>(&session)
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
    sign_out_by_link::<User>(&req, &session)
}
