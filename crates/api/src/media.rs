//! `GET /media/{key}`: uploaded images. Every upload has a new name, so answers are cached for a
//! year; `nosniff` keeps browsers from treating an image as anything else.

use crate::routes::Routes;
use actix_web::http::header;
use actix_web::{HttpResponse, web};
use kernel::MediaKey;

use crate::error::ApiError;
use crate::state::AppState;

pub fn routes(routes: &mut Routes<'_>) {
    routes.get("/media/{key:.*}", serve);
}

/// This module's part of the OpenAPI description (`crate::openapi`).
#[derive(utoipa::OpenApi)]
#[openapi()]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    <Api as utoipa::OpenApi>::openapi()
}

async fn serve(state: web::Data<AppState>, key: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let missing = || ApiError::NotFound("There is no such image.".into());
    let key = MediaKey::from_stored(key.into_inner()).ok_or_else(missing)?;
    let (bytes, content_type) = state.media.get(&key).await?.ok_or_else(missing)?;
    Ok(HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((header::CACHE_CONTROL, "public, max-age=31536000, immutable"))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .body(bytes))
}
