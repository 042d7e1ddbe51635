//! `DELETE /delete-user-address/{id}`: removes one of the caller's own addresses.

use actix_web::{HttpResponse, web};
use kernel::AddressId;

use super::dto::UserResponse;
use crate::auth::CurrentUser;
use crate::error::ApiError;
use crate::state::AppState;

pub async fn handle(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    // An id that does not parse cannot be one of the caller's addresses.
    let id: AddressId = id
        .parse()
        .map_err(|_| ApiError::NotFound("You have no address with that id.".into()))?;
    let updated = state
        .users
        .delete_address(user.id, id, state.clock.now())
        .await
        .map_err(|error| match error {
            identity::UserStoreError::NotFound => {
                ApiError::NotFound("You have no address with that id.".into())
            }
            other => other.into(),
        })?;
    Ok(HttpResponse::Ok().json(UserResponse::from(&updated)))
}
