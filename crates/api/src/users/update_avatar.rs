//! `PUT /update-user-avatar`: a new profile picture (multipart field `avatar`).

use actix_multipart::form::MultipartForm;
use actix_multipart::form::bytes::Bytes as Upload;
use actix_web::{HttpResponse, web};

use super::dto::UserResponse;
use crate::auth::CurrentUser;
use crate::error::ApiError;
use crate::state::AppState;

#[derive(MultipartForm)]
#[multipart(deny_unknown_fields)]
pub struct AvatarForm {
    #[multipart(limit = "5MiB")]
    pub avatar: Upload,
}

pub async fn handle(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    MultipartForm(form): MultipartForm<AvatarForm>,
) -> Result<HttpResponse, ApiError> {
    if form.avatar.data.is_empty() {
        return Err(ApiError::field("avatar", "is required"));
    }
    let key = state
        .media_store()
        .store_avatar(form.avatar.data.to_vec())
        .await?;
    let updated = state.users.set_avatar(user.id, &key, state.clock.now()).await?;
    Ok(HttpResponse::Ok().json(UserResponse::from(&updated)))
}
