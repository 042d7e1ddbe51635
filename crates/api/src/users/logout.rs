//! `GET /user-logout`: ends the shopper's sign-in (a seller sign-in on the same session stays).

use actix_session::Session;
use actix_web::HttpResponse;

use super::dto::MessageResponse;
use crate::auth::session::{self, Who};

/// Ends the shopper's sign-in; a seller's sign-in on the same session stays. Always succeeds.
#[utoipa::path(
    get,
    path = "/api/v2/user-logout",
    tag = "users",
    responses((status = 200, description = "Signed out (or was not signed in)", body = MessageResponse))
)]
pub async fn handle(session: Session) -> HttpResponse {
    session::sign_out(&session, Who::User);
    HttpResponse::Ok().json(MessageResponse::new("Log out successful!"))
}
