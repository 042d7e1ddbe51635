//! `GET /media/{key}`: uploaded images. Every upload has a new name, so answers are cached for a
//! year; `nosniff` keeps browsers from treating an image as anything else.
//!
//! Also where answers say an image is: `/media/<key>` on this server, or under
//! `media.public_base_url` when a CDN serves them ([`media_path`]).

use std::sync::OnceLock;

use crate::http::routes::Routes;
use actix_web::http::header;
use actix_web::{HttpResponse, web};
use kernel::MediaKey;

use crate::app::state::AppState;
use crate::http::error::{ApiError, ErrorBody};

/// This server's own address for images.
const OWN_BASE: &str = "/media/";

/// `media.public_base_url`, set once at start-up. A process-wide value rather than a field of
/// the application's state: the answers' shapes turn keys into paths in plain `From`
/// conversions in a score of places, and the address is fixed for the life of the process.
static PUBLIC_BASE: OnceLock<String> = OnceLock::new();

/// Serves image paths from `base` (checked and ending in `/`) from now on. Only the first call
/// counts; a second application in the same process (tests) keeps the first one's.
pub fn serve_images_from(base: Option<String>) {
    if let Some(base) = base {
        let _ = PUBLIC_BASE.set(base);
    }
}

fn base() -> &'static str {
    PUBLIC_BASE.get().map_or(OWN_BASE, String::as_str)
}

/// Where the browser loads a public image from: `/media/<key>`, or under the public base.
#[must_use]
pub fn media_path(key: &MediaKey) -> String {
    format!("{}{}", base(), key.as_str())
}

/// The key of an image path an answer gave (a form sends back the pictures it keeps): under
/// this server's `/media/` or under the public base.
#[must_use]
pub fn key_of(path: &str) -> Option<MediaKey> {
    let path = path.trim();
    path.strip_prefix(OWN_BASE)
        .or_else(|| {
            PUBLIC_BASE
                .get()
                .and_then(|base| path.strip_prefix(base.as_str()))
        })
        .and_then(|key| MediaKey::from_stored(key.to_owned()))
}

/// The origin images come from when it is not this server's (for the pages' policy).
#[must_use]
pub fn foreign_origin() -> Option<String> {
    let url = url::Url::parse(PUBLIC_BASE.get()?).ok()?;
    Some(url.origin().ascii_serialization())
}

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
