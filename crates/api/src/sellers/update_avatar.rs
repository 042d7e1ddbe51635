//! `PUT /update-shop-avatar`: the shop's picture (multipart field `avatar`).

use actix_multipart::form::MultipartForm;
use actix_web::{HttpResponse, web};

use super::dto::SellerResponse;
use crate::auth::CurrentSeller;
use crate::error::ApiError;
use crate::state::AppState;
use crate::users::update_avatar::AvatarForm;

pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
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
    let updated = state
        .shops
        .set_avatar(shop.id, &key, state.clock.now())
        .await?
        .ok_or(ApiError::Unauthenticated)?;
    Ok(HttpResponse::Ok().json(SellerResponse::from(&updated)))
}
