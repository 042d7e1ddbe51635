//! Either party reports a conversation to the Admin: harassment, a scam, a request to pay
//! outside Haat.

use kernel::{ConversationId, Timestamp};

use crate::conversation::{Access, Report, Viewer};
use crate::error::MessageError;
use crate::ports::ConversationStore;

/// Reports the conversation `id`, saying why.
///
/// # Errors
/// [`MessageError::Reason`] for a reason that is not 3 to 500 characters on one line;
/// [`MessageError::NotFound`] when it is none of the viewer's; [`MessageError::NotAParty`] for
/// the Admin.
pub async fn report(
    store: &dyn ConversationStore,
    viewer: Viewer,
    id: ConversationId,
    reason: &str,
    now: Timestamp,
) -> Result<Report, MessageError> {
    let conversation = store.find(id).await?.ok_or(MessageError::NotFound)?;
    let side = match conversation.access(viewer) {
        Some(Access::Party(side)) => side,
        Some(Access::Admin) => return Err(MessageError::NotAParty),
        None => return Err(MessageError::NotFound),
    };
    let reason = reason.split_whitespace().collect::<Vec<_>>().join(" ");
    let length = reason.chars().count();
    if !(3..=500).contains(&length) || reason.chars().any(char::is_control) {
        return Err(MessageError::Reason);
    }
    let report = Report {
        by: side,
        reason,
        at: now,
    };
    store.report(id, &report).await?;
    Ok(report)
}
