//! What anyone may send Haat: the footer's newsletter sign-up and the `/contact` form
//! (docs/admin.md "Newsletter and contact").

mod contact;
mod newsletter;

use crate::routes::Routes;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .post("/newsletter", newsletter::handle)
        .post("/contact", contact::handle);
}
