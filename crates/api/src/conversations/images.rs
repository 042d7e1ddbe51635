//! `GET /conversations/{id}/images/{name}`: a message's picture, to the conversation's parties
//! and the Admin only. Not cached by shared caches (`private`), unlike `/media/`.

use actix_web::http::header;
use actix_web::{HttpResponse, web};
use kernel::MediaKey;

use super::{conversation_id, viewer};
use crate::app::state::AppState;
use crate::auth::{CurrentSeller, CurrentUser};
use crate::http::error::{ApiError, ErrorBody};

/// A picture of one of the conversation's messages, by the path the message gave.
#[utoipa::path(
    get,
    path = "/api/v2/conversations/{id}/images/{name}",
    operation_id = "getConversationImage",
    tag = "messages",
    params(
        ("id" = String, Path, description = "The conversation's `_id`"),
        ("name" = String, Path, description = "The picture's name, as the message's `images` give it"),
    ),
    responses(
        (status = 200, description = "The picture", content(("image/jpeg")),
            headers(("Cache-Control" = String, description = "`private, max-age=86400`"))),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 404, description = "No such picture in a conversation of the caller's", body = ErrorBody),
    )
)]
pub async fn serve(
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, ApiError> {
    let viewer = viewer(user.as_ref(), seller.as_ref())?;
    let (id, name) = path.into_inner();
    let missing = || ApiError::NotFound(kernel::Message::new("error-not_found-image"));
    let id = conversation_id(&id)?;
    let conversation = state.conversations.find(id).await?.ok_or_else(missing)?;
    conversation.access(viewer).ok_or_else(missing)?;
    let key = MediaKey::from_stored(format!("{}{name}", media::PRIVATE_PREFIX))
        .filter(|_| !name.contains('/'))
        .ok_or_else(missing)?;
    if !state.conversations.holds_image(id, &key).await? {
        return Err(missing());
    }
    let (bytes, content_type) = state.media.get(&key).await?.ok_or_else(missing)?;
    Ok(HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((header::CACHE_CONTROL, "private, max-age=86400"))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .body(bytes))
}
