//! `GET /media/{key}`: uploaded images. Every upload has a new name, so answers are cached for a
//! year; `nosniff` keeps browsers from treating an image as anything else.

use crate::http::routes::Routes;
use actix_web::http::header;
use actix_web::{HttpResponse, web};
use kernel::MediaKey;

use crate::app::state::AppState;
use crate::http::error::{ApiError, ErrorBody};

pub fn routes(routes: &mut Routes<'_>) {
    routes.get("/media/{key:.*}", serve);
}

/// This module's part of the OpenAPI description (`crate::openapi`).
#[derive(utoipa::OpenApi)]
#[openapi(paths(serve))]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    <Api as utoipa::OpenApi>::openapi()
}

/// An uploaded image (an avatar, a product's picture or thumbnail), by the `/media/…` path an
/// answer gave for it.
#[utoipa::path(
    get,
    // The route is the tail match `{key:.*}`: the key keeps its `/`s (`products/…jpg`).
    path = "/media/{key}",
    tag = "media",
    params(("key" = String, Path, description = "The image's key: what follows `/media/` in its path, slashes included (`avatars/….jpg`)")),
    responses(
        (status = 200, description = "The image; cached for a year (every upload has a new name)",
            content(("image/jpeg"), ("image/png"), ("image/webp")),
            headers(
                ("Cache-Control" = String, description = "`public, max-age=31536000, immutable`"),
                ("X-Content-Type-Options" = String, description = "`nosniff`"),
            )),
        (status = 404, description = "No such image", body = ErrorBody),
    )
)]
async fn serve(state: web::Data<AppState>, key: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let missing = || ApiError::NotFound(kernel::Message::new("error-not_found-image"));
    let key = MediaKey::from_stored(key.into_inner()).ok_or_else(missing)?;
    // Messages' pictures are the two parties' business, served only through their conversation;
    // a bulk upload's files are its seller's until they become products.
    if media::is_private(&key) {
        return Err(missing());
    }
    let (bytes, content_type) = state.media.get(&key).await?.ok_or_else(missing)?;
    Ok(HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((header::CACHE_CONTROL, "public, max-age=31536000, immutable"))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .body(bytes))
}
