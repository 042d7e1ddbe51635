//! `GET /getuser`: who is signed in.

use actix_web::HttpResponse;

use super::dto::UserResponse;
use crate::auth::CurrentUser;

pub async fn handle(CurrentUser(user): CurrentUser) -> HttpResponse {
    HttpResponse::Ok().json(UserResponse::from(&user))
}
