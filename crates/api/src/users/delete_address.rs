//! `DELETE /delete-user-address/{id}`: removes one of the caller's own addresses.

use actix_web::{HttpResponse, web};
use kernel::AddressId;

use super::dto::UserResponse;
use crate::app::state::AppState;
use crate::auth::CurrentUser;
use crate::http::error::{ApiError, ErrorBody};

/// Removes one of the signed-in shopper's own addresses.
#[utoipa::path(
    delete,
    path = "/api/v2/delete-user-address/{id}",
    tag = "users",
    params(("id" = String, Path, description = "The address's `_id`")),
    responses(
        (status = 200, description = "The account without that address", body = UserResponse),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
        (status = 404, description = "The shopper has no address with that id", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    // An id that does not parse cannot be one of the caller's addresses.
    let id: AddressId = id
        .parse()
        .map_err(|_| ApiError::NotFound(kernel::Message::new("error-not_found-own-address")))?;
    let updated = state
        .users
        .delete_address(user.id, id, state.clock.now())
        .await
        .map_err(|error| match error {
            identity::UserStoreError::NotFound => {
                ApiError::NotFound(kernel::Message::new("error-not_found-own-address"))
            }
            other => other.into(),
        })?;
    Ok(HttpResponse::Ok().json(UserResponse::from(&updated)))
}
