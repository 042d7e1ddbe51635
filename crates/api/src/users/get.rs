//! `GET /getuser`: who is signed in.

use actix_web::HttpResponse;

use super::dto::UserResponse;
use crate::auth::CurrentUser;
use crate::http::error::ErrorBody;

/// The signed-in shopper's account.
#[utoipa::path(
    get,
    path = "/api/v2/getuser",
    tag = "users",
    responses(
        (status = 200, description = "The signed-in account", body = UserResponse),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
    )
)]
pub async fn handle(CurrentUser(user): CurrentUser) -> HttpResponse {
    HttpResponse::Ok().json(UserResponse::from(&user))
}
