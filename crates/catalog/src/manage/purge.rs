//! Ended events leave the storefront at their end (every read filters on the schedule); this
//! removes them, and their images, for good a while later.

use chrono::Duration;
use kernel::Timestamp;

use super::remove_quietly;
use crate::ports::{ProductImageStore, ProductRepository};

/// How long an ended event is kept before it is removed: long enough for its seller to see
/// how it did.
pub const KEEP_ENDED_EVENTS: Duration = Duration::days(1);
const BATCH: u64 = 100;

/// Removes events that ended more than [`KEEP_ENDED_EVENTS`] ago. Returns how many.
///
/// # Errors
/// Any storage failure; events removed before it stay removed.
pub async fn purge_ended_events(
    products: &dyn ProductRepository,
    media: &dyn ProductImageStore,
    now: Timestamp,
) -> anyhow::Result<usize> {
    let cutoff = now - KEEP_ENDED_EVENTS;
    let mut removed = 0;
    loop {
        let batch = products.ended_events(cutoff, BATCH).await?;
        if batch.is_empty() {
            return Ok(removed);
        }
        for event in batch {
            // Another server may have removed it meanwhile; that is not an error.
            if let Some(gone) = products.delete(event.id, now).await? {
                remove_quietly(media, &gone.images).await;
                removed += 1;
            }
        }
    }
}
