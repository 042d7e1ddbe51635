//! Settling a shop's earnings (ADR 0011). Delivery credits the shop's `pending` account: while
//! the shopper may still ask for a refund, a refund may take the money back, so it cannot be
//! withdrawn yet. Once the 14-day refund window of a Delivered order has closed, its earnings move
//! to `available`. A refund can therefore never reverse money already withdrawn, and no account
//! ever goes below zero.

use chrono::Duration;
use kernel::Timestamp;

use crate::order::REFUND_WINDOW_DAYS;
use crate::ports::OrderStore;

const BATCH: u32 = 100;

/// Settles every Delivered order whose refund window closed before `now`; answers how many.
/// The window is closed strictly after its last instant, the same instant
/// [`crate::Order::refundable_until`] still allows a request at.
pub async fn settle_due(store: &dyn OrderStore, now: Timestamp) -> anyhow::Result<usize> {
    let delivered_before = now - Duration::days(REFUND_WINDOW_DAYS);
    let mut settled = 0;
    loop {
        let batch = store.settle_delivered(delivered_before, now, BATCH).await?;
        settled += batch.len();
        if batch.len() < BATCH as usize {
            return Ok(settled);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ports::MockOrderStore;
    use chrono::TimeZone;
    use kernel::OrderId;

    #[tokio::test]
    async fn settles_orders_delivered_more_than_fourteen_days_ago_in_batches_until_none_are_left() {
        let now = chrono::Utc.with_ymd_and_hms(2026, 11, 22, 12, 0, 0).unwrap();
        let mut store = MockOrderStore::new();
        let mut calls = 0;
        store
            .expect_settle_delivered()
            .times(3)
            .returning(move |before, at, limit| {
                assert_eq!(before, now - Duration::days(14));
                assert_eq!(at, now);
                calls += 1;
                let n = if calls < 3 { limit } else { 7 };
                Ok((0..n).map(|_| OrderId::new()).collect())
            });
        assert_eq!(settle_due(&store, now).await.unwrap(), 207);
    }
}
