//! Runs bulk uploads (docs/catalog.md "Bulk catalogue"): each server claims queued jobs one at a
//! time, for a lease it extends after every batch of rows. A server that stops mid-job lets its
//! lease run out and another goes on from the last rows recorded, so a job ends even when the
//! server that took the upload does not.

use std::sync::Arc;
use std::time::Duration as StdDuration;

use catalog::bulk::run::LEASE;
use catalog::bulk::{ImageFetcher, ImportFiles, ImportJob, ImportJobs, Importer, ShopStanding};
use catalog::moderation::ModerationMode;
use catalog::{ProductImageStore, ProductRepository};
use kernel::{Clock, Texts};
use shops::ShopRepository;
use tokio::sync::Notify;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

pub struct ImportRunner {
    pub jobs: Arc<dyn ImportJobs>,
    pub products: Arc<dyn ProductRepository>,
    pub media: Arc<dyn ProductImageStore>,
    pub files: Arc<dyn ImportFiles>,
    pub fetcher: Arc<dyn ImageFetcher>,
    pub shops: Arc<dyn ShopRepository>,
    pub texts: Arc<dyn Texts>,
    pub clock: Arc<dyn Clock>,
    pub moderation: ModerationMode,
    /// Tells the storefront's cache that products changed.
    pub changed: Box<dyn Fn() + Send + Sync>,
    /// Rung by an upload on this server, so its job starts at once.
    pub wakeup: Arc<Notify>,
    /// How often to look for jobs queued on other servers or left by a stopped one.
    pub poll: StdDuration,
}

impl ImportRunner {
    pub fn spawn(self, shutdown: CancellationToken) -> JoinHandle<()> {
        tokio::spawn(async move {
            loop {
                loop {
                    match self.run_next().await {
                        Ok(true) => {}
                        Ok(false) => break,
                        Err(error) => {
                            tracing::error!(error = ?error, "a bulk upload stopped; it goes on when its lease runs out");
                            break;
                        }
                    }
                    if shutdown.is_cancelled() {
                        return;
                    }
                }
                tokio::select! {
                    () = shutdown.cancelled() => break,
                    () = self.wakeup.notified() => {}
                    () = tokio::time::sleep(self.poll) => {}
                }
            }
        })
    }

    /// Claims and runs one job; `false` when there was none to claim.
    ///
    /// # Errors
    /// A storage failure.
    pub async fn run_next(&self) -> anyhow::Result<bool> {
        let now = self.clock.now();
        let Some(job) = self.jobs.claim(now, now + LEASE).await? else {
            return Ok(false);
        };
        let result = self.run(&job).await;
        // Whatever was stored before a failure is on the storefront too.
        (self.changed)();
        result.map(|()| true)
    }

    async fn run(&self, job: &ImportJob) -> anyhow::Result<()> {
        let importer = Importer {
            products: self.products.as_ref(),
            media: self.media.as_ref(),
            files: self.files.as_ref(),
            fetcher: self.fetcher.as_ref(),
            texts: self.texts.as_ref(),
            clock: self.clock.as_ref(),
        };
        // Read when the job runs, not when it was uploaded: a GSTIN added in between counts.
        let Some(shop) = self.shops.find(job.shop).await? else {
            return importer.abandon(self.jobs.as_ref(), job).await;
        };
        let standing = ShopStanding {
            supplier: crate::catalog::supplier(&shop),
            moderation: self.moderation,
        };
        tracing::info!(job = %job.id, shop = %job.shop, rows = job.total, from = job.counts.done, "running a bulk upload");
        importer.run(self.jobs.as_ref(), job, standing).await
    }
}
