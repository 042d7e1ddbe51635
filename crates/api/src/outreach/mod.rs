//! What anyone may send Haat: the footer's newsletter sign-up and the `/contact` form
//! (docs/admin.md "Newsletter and contact").

mod contact;
mod newsletter;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/newsletter", web::post().to(newsletter::handle))
        .route("/contact", web::post().to(contact::handle));
}
