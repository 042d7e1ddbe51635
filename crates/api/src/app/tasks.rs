//! Background work: delivering queued email, purging expired sessions and ended events, forgetting
//! idle rate-limit entries. Each task stops when the server shuts down.

use std::sync::Arc;
use std::time::Duration as StdDuration;

use catalog::manage::purge;
use catalog::{ProductImageStore, ProductRepository};
use chrono::Duration;
use identity::SessionRecords;
use kernel::{Clock, EmailOutbox, Mailer};
use tokio::sync::Notify;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

use crate::auth::rate_limit::AuthLimiter;

/// How long a claimed message is reserved for this server.
const LEASE: Duration = Duration::seconds(60);
const BATCH: u32 = 20;
/// After this many failed attempts a message is given up on (and kept, marked failed).
pub const MAX_ATTEMPTS: u32 = 10;

/// When to try again after `attempts` failures: 30 s, doubling, at most an hour.
#[must_use]
pub fn retry_delay(attempts: u32) -> Duration {
    let seconds = 30_i64.saturating_mul(1_i64 << attempts.min(12));
    Duration::seconds(seconds.min(3_600))
}

pub struct OutboxDelivery {
    pub outbox: Arc<dyn EmailOutbox>,
    pub mailer: Arc<dyn Mailer>,
    pub clock: Arc<dyn Clock>,
    pub wakeup: Arc<Notify>,
    pub poll: StdDuration,
}

impl OutboxDelivery {
    pub fn spawn(self, shutdown: CancellationToken) -> JoinHandle<()> {
        tokio::spawn(async move {
            loop {
                if let Err(error) = self.deliver_due().await {
                    tracing::error!(error = ?error, "delivering queued email failed");
                }
                tokio::select! {
                    () = shutdown.cancelled() => break,
                    () = self.wakeup.notified() => {}
                    () = tokio::time::sleep(self.poll) => {}
                }
            }
        })
    }

    /// Sends everything due now, in batches.
    pub async fn deliver_due(&self) -> anyhow::Result<()> {
        loop {
            let now = self.clock.now();
            let batch = self.outbox.claim_due(now, BATCH, LEASE).await?;
            let full = batch.len() == BATCH as usize;
            for queued in batch {
                match self.mailer.send(queued.id, &queued.email).await {
                    Ok(()) => self.outbox.mark_sent(queued.id, self.clock.now()).await?,
                    Err(error) => {
                        let attempts = queued.attempts + 1;
                        let retry_at = (attempts < MAX_ATTEMPTS)
                            .then(|| self.clock.now() + retry_delay(queued.attempts));
                        tracing::warn!(email_id = %queued.id, attempts, error = %format!("{error:#}"), "an email could not be sent");
                        self.outbox
                            .mark_failed(queued.id, &format!("{error:#}"), retry_at)
                            .await?;
                    }
                }
            }
            if !full {
                return Ok(());
            }
        }
    }
}

/// Deletes expired database sessions every hour.
pub fn purge_sessions(
    records: Arc<dyn SessionRecords>,
    clock: Arc<dyn Clock>,
    shutdown: CancellationToken,
) -> JoinHandle<()> {
    every(StdDuration::from_secs(3_600), shutdown, move || {
        let records = Arc::clone(&records);
        let clock = Arc::clone(&clock);
        async move {
            match records.purge_expired(clock.now()).await {
                Ok(0) => {}
                Ok(purged) => tracing::info!(purged, "expired sessions purged"),
                Err(error) => tracing::error!(error = ?error, "purging expired sessions failed"),
            }
        }
    })
}

/// Removes events that ended more than a day ago, and their images, every `period`
/// (`tasks.purge_events_every_secs`, ten minutes by default). Ended events are already hidden
/// from shoppers at their end by every read; this only tidies up. Each event is removed by one
/// server: the delete is conditional, and only the server whose delete took effect counts it.
pub fn purge_ended_events(
    products: Arc<dyn ProductRepository>,
    media: Arc<dyn ProductImageStore>,
    clock: Arc<dyn Clock>,
    period: StdDuration,
    shutdown: CancellationToken,
) -> JoinHandle<()> {
    every(period, shutdown, move || {
        let products = Arc::clone(&products);
        let media = Arc::clone(&media);
        let clock = Arc::clone(&clock);
        async move {
            match purge::purge_ended_events(products.as_ref(), media.as_ref(), clock.now()).await {
                Ok(0) => {}
                Ok(removed) => tracing::info!(removed, "ended events removed"),
                Err(error) => tracing::error!(error = ?error, "removing ended events failed"),
            }
        }
    })
}

/// Cancels online checkouts left unpaid for 30 minutes, releasing their stock, every `period`
/// (`tasks.cancel_unpaid_every_secs`, a minute by default). Several servers may run it at once:
/// each checkout is claimed by one (see the order store).
pub fn cancel_unpaid_orders(
    store: Arc<dyn orders::OrderStore>,
    clock: Arc<dyn Clock>,
    period: StdDuration,
    shutdown: CancellationToken,
) -> JoinHandle<()> {
    every(period, shutdown, move || {
        let store = Arc::clone(&store);
        let clock = Arc::clone(&clock);
        async move {
            match orders::payments::cancel_unpaid(store.as_ref(), clock.now()).await {
                Ok(0) => {}
                Ok(cancelled) => tracing::info!(cancelled, "unpaid checkouts cancelled"),
                Err(error) => tracing::error!(error = ?error, "cancelling unpaid checkouts failed"),
            }
        }
    })
}

/// Moves the earnings of orders whose refund window has closed from the shops' `pending` accounts
/// to `available` every `period` (`tasks.settle_earnings_every_secs`, ten minutes by default;
/// ADR 0011). Several servers may run it at once: each order is claimed by one.
pub fn settle_earnings(
    store: Arc<dyn orders::OrderStore>,
    clock: Arc<dyn Clock>,
    period: StdDuration,
    shutdown: CancellationToken,
) -> JoinHandle<()> {
    every(period, shutdown, move || {
        let store = Arc::clone(&store);
        let clock = Arc::clone(&clock);
        async move {
            match orders::settlement::settle_due(store.as_ref(), clock.now()).await {
                Ok(0) => {}
                Ok(settled) => tracing::info!(settled, "orders past their refund window settled"),
                Err(error) => tracing::error!(error = ?error, "settling orders failed"),
            }
        }
    })
}

/// Forgets rate-limit entries of idle clients every minute.
pub fn forget_idle_clients(limiter: Arc<AuthLimiter>, shutdown: CancellationToken) -> JoinHandle<()> {
    every(StdDuration::from_secs(60), shutdown, move || {
        let limiter = Arc::clone(&limiter);
        async move { limiter.forget_idle() }
    })
}

fn every<F, Fut>(period: StdDuration, shutdown: CancellationToken, mut work: F) -> JoinHandle<()>
where
    F: FnMut() -> Fut + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send,
{
    tokio::spawn(async move {
        loop {
            tokio::select! {
                () = shutdown.cancelled() => break,
                () = tokio::time::sleep(period) => work().await,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::retry_delay;
    use chrono::Duration;

    #[test]
    fn retries_back_off_from_thirty_seconds_to_an_hour() {
        assert_eq!(retry_delay(0), Duration::seconds(30));
        assert_eq!(retry_delay(1), Duration::seconds(60));
        assert_eq!(retry_delay(3), Duration::seconds(240));
        assert_eq!(retry_delay(9), Duration::seconds(3_600));
        assert_eq!(retry_delay(u32::MAX), Duration::seconds(3_600));
    }
}
