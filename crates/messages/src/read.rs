//! Reading a conversation: its messages a page at a time, and marking it read.

use kernel::{ConversationId, MessageId, Timestamp};

use crate::conversation::{Access, Conversation, Message, Viewer};
use crate::error::MessageError;
use crate::ports::ConversationStore;

/// Most messages a page.
pub const PAGE: u32 = 30;

/// The conversation `id` as `viewer` may see it, with up to [`PAGE`] messages before `before`,
/// newest first.
///
/// # Errors
/// [`MessageError::NotFound`] when it is none of the viewer's, or `before` is not one of its
/// messages' ids.
pub async fn messages(
    store: &dyn ConversationStore,
    viewer: Viewer,
    id: ConversationId,
    before: Option<MessageId>,
) -> Result<(Conversation, Access, Vec<Message>), MessageError> {
    let conversation = store.find(id).await?.ok_or(MessageError::NotFound)?;
    let access = conversation.access(viewer).ok_or(MessageError::NotFound)?;
    let messages = store.messages(id, before, PAGE).await?;
    Ok((conversation, access, messages))
}

/// `viewer` has read everything in the conversation `id`; the conversation as it is now.
///
/// # Errors
/// [`MessageError::NotFound`] when it is none of the viewer's; [`MessageError::NotAParty`] for
/// the Admin, whose reading is not the parties' business.
pub async fn mark_read(
    store: &dyn ConversationStore,
    viewer: Viewer,
    id: ConversationId,
    now: Timestamp,
) -> Result<Conversation, MessageError> {
    let conversation = store.find(id).await?.ok_or(MessageError::NotFound)?;
    match conversation.access(viewer) {
        Some(Access::Party(side)) => {
            store.mark_read(id, side, now).await?;
            Ok(store.find(id).await?.ok_or(MessageError::NotFound)?)
        }
        Some(Access::Admin) => Err(MessageError::NotAParty),
        None => Err(MessageError::NotFound),
    }
}
