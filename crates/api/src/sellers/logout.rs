//! `GET /shop-logout`: ends the seller's sign-in (a shopper sign-in on the same session stays).

use actix_session::Session;
use actix_web::HttpResponse;

use crate::auth::session::{self, Who};
use crate::users::dto::MessageResponse;

/// Ends the seller's sign-in; a shopper's sign-in on the same session stays. Always succeeds.
#[utoipa::path(
    get,
    path = "/api/v2/shop-logout",
    tag = "sellers",
    responses((status = 200, description = "Signed out (or was not signed in)", body = MessageResponse))
)]
pub async fn handle(session: Session) -> HttpResponse {
    session::sign_out(&session, Who::Seller);
    HttpResponse::Ok().json(MessageResponse::new("Log out successful!"))
}
