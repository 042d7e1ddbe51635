//! `PUT /update-shop-avatar`: the shop's picture (multipart field `avatar`).

use actix_multipart::form::MultipartForm;
use actix_web::{HttpResponse, web};

use super::dto::SellerResponse;
use crate::accounts::avatar::{AvatarForm, change};
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody};

/// Replaces the signed-in seller's shop picture.
#[utoipa::path(
    put,
    path = "/api/v2/update-shop-avatar",
    tag = "sellers",
    request_body(content = AvatarForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "The updated shop", body = SellerResponse),
        (status = 400, description = "`avatar` is missing, empty or not a usable picture", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller of an active shop", body = ErrorBody),
        (status = 413, description = "The form is larger than allowed", body = ErrorBody),
        (status = 415, description = "Not sent as multipart/form-data", body = ErrorBody),
        (status = 429, description = "`uploads_in_flight`: this account already has its allowed uploads being processed; `too_many_requests`: it has started its allowed uploads this minute (both with `Retry-After`)", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    MultipartForm(form): MultipartForm<AvatarForm>,
) -> Result<HttpResponse, ApiError> {
    let updated = change(&state, &shop, form).await?;
    // The shop's picture shows on its storefront pages.
    state.catalogue_changed().await;
    Ok(HttpResponse::Ok().json(SellerResponse::from(&updated)))
}
