//! The Admin stops a party of a reported conversation from messaging, or lets it again. A stopped
//! account still reads its conversations; it only cannot write.

use kernel::{ConversationId, Timestamp};
use notices::Recipient;

use crate::conversation::{Conversation, Side};
use crate::error::MessageError;
use crate::ports::ConversationStore;

/// Stops (`blocked`) or lets again the conversation's `party` (`shopper` or `shop`). The account
/// that changed and the conversation as it is now.
///
/// # Errors
/// [`MessageError::PartyToBlock`] for another `party`; [`MessageError::NotFound`].
pub async fn block(
    store: &dyn ConversationStore,
    id: ConversationId,
    party: &str,
    blocked: bool,
    now: Timestamp,
) -> Result<(Recipient, Conversation), MessageError> {
    let side = match party {
        "shopper" | "user" => Side::Shopper,
        "shop" | "seller" => Side::Shop,
        _ => return Err(MessageError::PartyToBlock),
    };
    let conversation = store.find(id).await?.ok_or(MessageError::NotFound)?;
    let account = conversation.recipient(side);
    let reason = blocked.then(|| format!("conversation {id}"));
    store.set_blocked(account, reason, now).await?;
    let now_is = store.find(id).await?.ok_or(MessageError::NotFound)?;
    Ok((account, now_is))
}
