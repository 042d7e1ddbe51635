//! The background task that tells shoppers and sellers what happened (notices::tell): every
//! `tasks.notify_every_ms` it tells untold order events, and every `tasks.reminders_every_secs`
//! it sends due review reminders and daily summaries. It runs on every server; the store lets
//! exactly one tell each event. Whoever got something is signalled, so their open pages update,
//! and the outbox is woken to send the emails at once.

use std::sync::Arc;
use std::time::Duration;

use identity::UserRepository;
use kernel::{Clock, Texts};
use notices::{NoticeStore, Recipient, Site, Teller};
use orders::OrderStore;
use shops::ShopRepository;
use tokio::sync::Notify;
use tokio::task::JoinHandle;
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

use crate::notices::signals::{Signal, Signals};

pub struct TellerTask {
    pub store: Arc<dyn NoticeStore>,
    pub orders: Arc<dyn OrderStore>,
    pub users: Arc<dyn UserRepository>,
    pub shops: Arc<dyn ShopRepository>,
    pub texts: Arc<dyn Texts>,
    pub site: Site,
    pub clock: Arc<dyn Clock>,
    pub signals: Signals,
    pub outbox_wakeup: Arc<Notify>,
    pub every: Duration,
    pub reminders_every: Duration,
}

impl TellerTask {
    fn teller(&self) -> Teller<'_> {
        Teller {
            store: self.store.as_ref(),
            orders: self.orders.as_ref(),
            users: self.users.as_ref(),
            shops: self.shops.as_ref(),
            texts: self.texts.as_ref(),
            site: &self.site,
        }
    }

    /// Tells what is untold now (and, when `reminders`, what the clock has made due).
    pub async fn run_once(&self, reminders: bool) -> anyhow::Result<()> {
        let now = self.clock.now();
        let teller = self.teller();
        let mut woken = teller.tell_untold(now).await?;
        if reminders {
            woken.extend(teller.remind_reviews(now).await?);
            woken.extend(teller.send_summaries(now).await?);
        }
        if !woken.is_empty() {
            self.outbox_wakeup.notify_one();
        }
        let mut seen: Vec<Recipient> = Vec::with_capacity(woken.len());
        for recipient in woken {
            if !seen.contains(&recipient) {
                seen.push(recipient);
                self.signals.publish(Signal::notifications(recipient)).await;
            }
        }
        Ok(())
    }

    pub fn spawn(self, shutdown: CancellationToken) -> JoinHandle<()> {
        tokio::spawn(async move {
            let mut reminded: Option<Instant> = None;
            loop {
                let reminders = reminded.is_none_or(|at| at.elapsed() >= self.reminders_every);
                if reminders {
                    reminded = Some(Instant::now());
                }
                if let Err(error) = self.run_once(reminders).await {
                    tracing::error!(error = ?error, "telling shoppers and sellers failed");
                }
                tokio::select! {
                    () = shutdown.cancelled() => break,
                    () = tokio::time::sleep(self.every) => {}
                }
            }
        })
    }
}
