//! `GET /conversations/{id}/messages` (a page of a conversation, going back by `before`) and
//! `POST /conversations/{id}/messages` (writing in it: JSON, or multipart with pictures).

use actix_multipart::form::MultipartForm;
use actix_multipart::form::bytes::Bytes as Upload;
use actix_multipart::form::text::Text;
use actix_web::http::header;
use actix_web::{FromRequest as _, HttpRequest, HttpResponse, web};
use kernel::MessageId;
use messages::read::{PAGE, messages as read_messages};
use messages::send::send as send_message;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::dto::{ConversationDto, MessageDto};
use super::{conversation_id, viewer, wake};
use crate::app::state::AppState;
use crate::auth::{CurrentSeller, CurrentUser};
use crate::http::error::{ApiError, ErrorBody};
use crate::http::uploads::Uploader;

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Before {
    /// A message's `_id`: the page holds the messages before it. Without it, the latest.
    #[serde(default)]
    before: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessagesPage {
    success: bool,
    conversation: ConversationDto,
    /// Up to 30, oldest first.
    messages: Vec<MessageDto>,
    /// The `before` for the page of older messages; null when this page reaches the first.
    #[schema(required = true)]
    next_before: Option<String>,
}

/// A page of the conversation's messages, oldest first, with the conversation itself. Reading
/// does not mark it read: `POST …/read` does.
#[utoipa::path(
    get,
    path = "/api/v2/conversations/{id}/messages",
    operation_id = "listConversationMessages",
    tag = "messages",
    params(("id" = String, Path, description = "The conversation's `_id`"), Before),
    responses(
        (status = 200, description = "The conversation and a page of its messages", body = MessagesPage),
        (status = 400, description = "A parameter holds a control character", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 404, description = "No conversation of the caller's (the Admin reads every one), or `before` is not one of its messages", body = ErrorBody),
    )
)]
pub async fn list(
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    id: web::Path<String>,
    query: web::Query<Before>,
) -> Result<HttpResponse, ApiError> {
    let viewer = viewer(user.as_ref(), seller.as_ref())?;
    let id = conversation_id(&id)?;
    let before = match query.before.as_deref().map(str::trim).filter(|b| !b.is_empty()) {
        Some(raw) => Some(
            raw.parse::<MessageId>()
                .map_err(|_| ApiError::NotFound(kernel::Message::new("error-not_found-conversation")))?,
        ),
        None => None,
    };
    let (conversation, access, mut page) =
        read_messages(state.conversations.as_ref(), viewer, id, before).await?;
    let full = page.len() == usize::try_from(PAGE).unwrap_or(usize::MAX);
    let next_before = page
        .last()
        .filter(|oldest| full && oldest.seq > 1)
        .map(|oldest| oldest.id.to_string());
    page.reverse();
    Ok(HttpResponse::Ok().json(MessagesPage {
        success: true,
        messages: page
            .iter()
            .map(|m| MessageDto::of(m, &conversation, access))
            .collect(),
        conversation: ConversationDto::of(&conversation, access),
        next_before,
    }))
}

/// A message as JSON.
#[derive(Deserialize, ToSchema)]
pub struct MessageBody {
    /// Up to 2000 characters. Phone numbers and email addresses are masked.
    #[serde(default)]
    message: String,
}

/// A message with pictures, as `multipart/form-data`.
#[derive(MultipartForm, ToSchema)]
#[multipart(deny_unknown_fields)]
pub struct MessageForm {
    /// Up to 2000 characters; may be empty when pictures come with it.
    #[multipart(limit = "16KiB")]
    #[schema(value_type = Option<String>)]
    message: Option<Text<String>>,
    /// Up to 4 pictures (JPEG, PNG, WebP or GIF), at most 5 MiB each.
    #[multipart(limit = "21MiB")]
    #[schema(value_type = Vec<String>, format = Binary)]
    images: Vec<Upload>,
}

#[derive(Serialize, ToSchema)]
pub struct Sent {
    success: bool,
    message: MessageDto,
    conversation: ConversationDto,
}

fn is_multipart(req: &HttpRequest) -> bool {
    req.headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.trim_start().to_ascii_lowercase().starts_with("multipart/"))
}

/// Writes in the conversation, as its shopper or its shop: text, pictures or both. The other
/// side's open pages hear of it at once, and its bell counts the conversation.
#[utoipa::path(
    post,
    path = "/api/v2/conversations/{id}/messages",
    operation_id = "sendConversationMessage",
    tag = "messages",
    params(("id" = String, Path, description = "The conversation's `_id`")),
    request_body(content(
        (MessageBody = "application/json"),
        (MessageForm = "multipart/form-data"),
    )),
    responses(
        (status = 201, description = "The message as kept (contact details masked)", body = Sent),
        (status = 400, description = "`message` is empty (without pictures) or too long; `images` are more than 4 or not usable pictures", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "The Admin reads conversations but does not write in them; or `messaging_blocked`", body = ErrorBody),
        (status = 404, description = "No conversation of the caller's", body = ErrorBody),
        (status = 413, description = "The request is larger than allowed", body = ErrorBody),
        (status = 415, description = "Neither JSON nor multipart/form-data", body = ErrorBody),
        (status = 429, description = "More messages a minute than allowed, more pictures a minute, or uploads in flight", body = ErrorBody),
    )
)]
pub async fn send(
    req: HttpRequest,
    payload: web::Payload,
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, actix_web::Error> {
    let viewer = viewer(user.as_ref(), seller.as_ref())?;
    let id = conversation_id(&id)?;
    let conversation = state
        .conversations
        .find(id)
        .await
        .map_err(ApiError::Internal)?
        .filter(|c| c.access(viewer).is_some())
        .ok_or_else(|| ApiError::NotFound(kernel::Message::new("error-not_found-conversation")))?;
    let mut payload = payload.into_inner();
    let (text, uploads) = if is_multipart(&req) {
        let MultipartForm(form) = MultipartForm::<MessageForm>::from_request(&req, &mut payload).await?;
        let uploads: Vec<Vec<u8>> = form
            .images
            .into_iter()
            .filter(|image| !image.data.is_empty())
            .map(|image| image.data.to_vec())
            .collect();
        (form.message.map(Text::into_inner).unwrap_or_default(), uploads)
    } else {
        let body = web::Json::<MessageBody>::from_request(&req, &mut payload).await?;
        (body.into_inner().message, Vec::new())
    };
    let sender = match conversation.access(viewer) {
        Some(messages::Access::Party(side)) => conversation.recipient(side),
        _ => return Err(ApiError::from(messages::MessageError::NotAParty).into()),
    };
    state
        .message_limiter
        .check_key(&format!("message:{sender}"))
        .await?;
    let _turn = state
        .uploads
        .turn_if(
            match sender {
                notices::Recipient::User(user) => Uploader::User(user),
                notices::Recipient::Shop(shop) => Uploader::Shop(shop),
            },
            !uploads.is_empty(),
        )
        .await?;
    let (now_is, message) = send_message(
        state.conversations.as_ref(),
        state.message_images(),
        state.texts.as_ref(),
        viewer,
        id,
        (&text, uploads),
        state.clock.now(),
    )
    .await
    .map_err(ApiError::from)?;
    let access = messages::Access::Party(message.from);
    let to = now_is.recipient(message.from.other());
    wake(&state, [to, sender], Some(to)).await;
    Ok(HttpResponse::Created().json(Sent {
        success: true,
        message: MessageDto::of(&message, &now_is, access),
        conversation: ConversationDto::of(&now_is, access),
    }))
}
