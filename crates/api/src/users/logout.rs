//! `GET /user-logout`: ends the shopper's sign-in (a seller sign-in on the same session stays).

use actix_session::Session;
use actix_web::HttpResponse;

use super::dto::MessageResponse;
use crate::auth::session::{self, Who};

pub async fn handle(session: Session) -> HttpResponse {
    session::sign_out(&session, Who::User);
    HttpResponse::Ok().json(MessageResponse::new("Log out successful!"))
}
