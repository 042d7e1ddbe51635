//! The operator's API. Every handler takes the `Admin` guard.

mod users;

use actix_web::web;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/admin-get-all-users", web::get().to(users::handle));
}
