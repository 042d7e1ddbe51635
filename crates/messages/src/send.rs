//! Writing in a conversation: text, pictures or both, from one of its two parties.

use kernel::{ConversationId, MediaKey, MessageId, Texts, Timestamp};

use crate::conversation::{Access, Conversation, Message, Side, Viewer};
use crate::error::MessageError;
use crate::ports::{ConversationStore, MessageImages, MessageNotice};
use crate::text::{MAX_IMAGES, message_text, preview};

/// Where each side reads a conversation, inside the site.
#[must_use]
pub fn link(conversation: ConversationId, side: Side) -> String {
    match side {
        Side::Shopper => format!("/account?tab=messages&conversation={conversation}"),
        Side::Shop => format!("/shop-dashboard-messages?conversation={conversation}"),
    }
}

/// The notification `message` leaves for the other side, in that side's language.
pub(crate) fn notice(texts: &dyn Texts, conversation: &Conversation, message: &Message) -> MessageNotice {
    let to = message.from.other();
    let language = conversation.party(to).language;
    let from = &conversation.party(message.from).name;
    let body = if message.text.is_empty() {
        texts.text(
            language,
            "notice-message-photo",
            &[("count", message.images.len().to_string())],
        )
    } else {
        preview(&message.text)
    };
    MessageNotice {
        recipient: conversation.recipient(to),
        title: texts.text(language, "notice-message-title", &[("name", from.clone())]),
        body,
        link: link(conversation.id, to),
    }
}

/// Keeps `uploads` as a message's pictures; none are left behind when one is refused.
async fn keep_images(
    images: &dyn MessageImages,
    uploads: Vec<Vec<u8>>,
) -> Result<Vec<MediaKey>, MessageError> {
    let mut kept = Vec::with_capacity(uploads.len());
    for upload in uploads {
        match images.store_message_image(upload).await {
            Ok(key) => kept.push(key),
            Err(error) => {
                // A picture left behind by a failed clean-up is unreferenced and unreachable:
                // not worth failing the answer for.
                let _ = images.remove_message_images(&kept).await;
                return Err(match error {
                    kernel::ImageError::Unexpected(cause) => MessageError::Store(cause),
                    refused => MessageError::Image(refused),
                });
            }
        }
    }
    Ok(kept)
}

/// Writes `text` and `uploads` into `conversation` as `from`, and leaves the other side a
/// notification. The conversation as it is now, and the message.
///
/// # Errors
/// [`MessageError::Text`], [`MessageError::TooManyImages`], [`MessageError::Image`] for what
/// may not be sent; [`MessageError::Blocked`] when the Admin has stopped the sender.
pub(crate) async fn post(
    store: &dyn ConversationStore,
    images: &dyn MessageImages,
    texts: &dyn Texts,
    conversation: &Conversation,
    from: Side,
    (text, uploads): (&str, Vec<Vec<u8>>),
    now: Timestamp,
) -> Result<(Conversation, Message), MessageError> {
    if uploads.len() > MAX_IMAGES {
        return Err(MessageError::TooManyImages);
    }
    let text = message_text(text, !uploads.is_empty())?;
    if store.is_blocked(conversation.recipient(from)).await? {
        return Err(MessageError::Blocked);
    }
    let keys = keep_images(images, uploads).await?;
    let message = Message {
        id: MessageId::new(),
        conversation: conversation.id,
        seq: 0,
        from,
        text,
        images: keys,
        created_at: now,
    };
    let kept = match store.post(&message, &notice(texts, conversation, &message)).await {
        Ok(kept) => kept,
        Err(error) => {
            let _ = images.remove_message_images(&message.images).await;
            return Err(error.into());
        }
    };
    let now_is = store.find(conversation.id).await?.ok_or(MessageError::NotFound)?;
    Ok((now_is, kept))
}

/// `viewer` writes in the conversation `id`.
///
/// # Errors
/// [`MessageError::NotFound`] when it is none of the viewer's; [`MessageError::NotAParty`] for
/// the Admin; the errors of what may not be sent.
pub async fn send(
    store: &dyn ConversationStore,
    images: &dyn MessageImages,
    texts: &dyn Texts,
    viewer: Viewer,
    id: ConversationId,
    (text, uploads): (&str, Vec<Vec<u8>>),
    now: Timestamp,
) -> Result<(Conversation, Message), MessageError> {
    let conversation = store.find(id).await?.ok_or(MessageError::NotFound)?;
    match conversation.access(viewer) {
        Some(Access::Party(side)) => {
            post(store, images, texts, &conversation, side, (text, uploads), now).await
        }
        Some(Access::Admin) => Err(MessageError::NotAParty),
        None => Err(MessageError::NotFound),
    }
}
