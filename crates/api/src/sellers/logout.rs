//! `GET /shop-logout`: ends the seller's sign-in (a shopper sign-in on the same session stays).

use actix_session::Session;
use actix_web::HttpResponse;

use crate::auth::session::{self, Who};
use crate::users::dto::MessageResponse;

pub async fn handle(session: Session) -> HttpResponse {
    session::sign_out(&session, Who::Seller);
    HttpResponse::Ok().json(MessageResponse::new("Log out successful!"))
}
