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

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::ports::{MockProductImageStore, MockProductRepository};
    use crate::product::EventSchedule;
    use crate::test_support::{instant, product};

    #[tokio::test]
    async fn events_ended_over_a_day_ago_are_removed_with_their_images() {
        let ended = product(Some(EventSchedule::new(instant(-48), instant(-30)).unwrap()));
        let mut products = MockProductRepository::new();
        let batch = vec![ended.clone()];
        let mut calls = 0;
        products
            .expect_ended_events()
            .withf(|cutoff, _| *cutoff == instant(0) - KEEP_ENDED_EVENTS)
            .returning(move |_, _| {
                calls += 1;
                Ok(if calls == 1 { batch.clone() } else { Vec::new() })
            });
        let gone = ended.clone();
        products
            .expect_delete()
            .withf(move |id, _| *id == gone.id)
            .times(1)
            .returning(move |_, _| Ok(Some(ended.clone())));
        let mut media = MockProductImageStore::new();
        media
            .expect_remove()
            .withf(|keys| keys.len() == 2)
            .times(1)
            .returning(|_| Ok(()));

        assert_eq!(
            purge_ended_events(&products, &media, instant(0)).await.unwrap(),
            1
        );
    }
}
