//! The storefront's listings, filter counts and search answered from memory (ADR 0037).
//!
//! [`CatalogueIndex`] holds every listed product's facts in bitmaps and sorted orders
//! ([`index::Index`]), built at start-up from the database through [`CatalogueFeed`] and kept
//! current by reading the rows changed since its last look: on a timer, and at once when this
//! server or another says the catalogue changed. [`IndexedStorefront`] is the
//! [`Storefront`](catalog::Storefront) that answers listings from it and everything else (and
//! listings until the index is ready) from the database's own adapter.
//!
//! The database stays the truth: a missed message costs at most one timer's wait, and a restart
//! builds the index afresh.

pub mod index;
mod storefront;

use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use catalog::CatalogueFeed;
use catalog::IndexEntry;
use tokio::sync::Mutex;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

pub use index::Index;

pub use storefront::IndexedStorefront;

/// Rows are read this many at a time, so a build never holds the whole catalogue's rows at once.
const CHUNK: u32 = 5_000;

/// Each look goes this far behind the previous one's clock: a row is stamped when it is written,
/// and one whose transaction commits after a look began is caught by the next.
const OVERLAP_MS: i64 = 2_000;

/// The index with what it was last brought up to.
#[derive(Default)]
pub struct CatalogueIndex {
    index: RwLock<Option<Index>>,
    /// The database clock the next look reads from; `None` until built.
    since: Mutex<Option<i64>>,
}

/// What a look found.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CaughtUp {
    /// Rows read: changed since the last look, or within its overlap.
    pub read: usize,
    /// Whether what a listing shows changed beyond sales and ratings
    /// ([`Index::apply`]).
    pub reshaped: bool,
}

/// What a build took.
#[derive(Debug, Clone, Copy)]
pub struct Built {
    pub products: u64,
    pub took: Duration,
    pub bytes: usize,
}

impl CatalogueIndex {
    #[must_use]
    pub fn new() -> Arc<Self> {
        Arc::new(Self::default())
    }

    /// Whether listings are answered from the index yet.
    #[must_use]
    pub fn ready(&self) -> bool {
        self.index.read().is_ok_and(|index| index.is_some())
    }

    /// `answer` from the index, or `None` while it is being built.
    pub fn read<R>(&self, answer: impl FnOnce(&Index) -> R) -> Option<R> {
        let guard = self.index.read().ok()?;
        guard.as_ref().map(answer)
    }

    /// Builds the index from every product in the database and starts answering from it.
    ///
    /// # Errors
    /// When the database cannot be read; listings keep coming from it meanwhile.
    pub async fn build(&self, feed: &dyn CatalogueFeed) -> anyhow::Result<Built> {
        let started = Instant::now();
        let mut since = self.since.lock().await;
        let clock = feed.clock().await?;
        let mut fresh = Index::default();
        fresh.set_hidden(feed.hidden().await?);
        in_chunks(feed, None, |entries| {
            fresh.apply(entries);
        })
        .await?;
        let built = Built {
            products: fresh.visible(),
            took: started.elapsed(),
            bytes: fresh.bytes(),
        };
        *self
            .index
            .write()
            .map_err(|_| anyhow::anyhow!("the catalogue index lock is poisoned"))? = Some(fresh);
        *since = Some(clock - OVERLAP_MS);
        Ok(built)
    }

    /// Reads the rows changed since the last look into the index. Nothing to do before the index
    /// is built.
    ///
    /// # Errors
    /// When the database cannot be read; the next look tries from the same point.
    pub async fn catch_up(&self, feed: &dyn CatalogueFeed) -> anyhow::Result<CaughtUp> {
        let mut since = self.since.lock().await;
        let Some(from) = *since else {
            return Ok(CaughtUp::default());
        };
        let clock = feed.clock().await?;
        let hidden = feed.hidden().await?;
        let mut changed = Vec::new();
        in_chunks(feed, Some(from), |entries| changed.extend(entries)).await?;
        let read = changed.len();
        // Most rows of a look are the overlap read again: dropped under the read lock, so the
        // write lock, which holds up every listing, is taken for real changes only.
        if let Ok(guard) = self.index.read()
            && let Some(index) = guard.as_ref()
        {
            changed.retain(|entry| !index.holds(entry));
        }
        let reshaped = {
            let mut guard = self
                .index
                .write()
                .map_err(|_| anyhow::anyhow!("the catalogue index lock is poisoned"))?;
            guard.as_mut().is_some_and(|index| {
                let hidden_changed = index.set_hidden(hidden);
                index.apply(changed) || hidden_changed
            })
        };
        *since = Some(clock - OVERLAP_MS);
        Ok(CaughtUp { read, reshaped })
    }

    /// Builds the index, then keeps it current with a look every `every` (a server's own
    /// changes are read at once through [`CatalogueIndex::catch_up`]). `reshaped` is called when a look finds a change nobody announced (written behind the
    /// servers' backs, or an announcement lost), so answers kept from before it can be dropped.
    #[must_use]
    pub fn spawn(
        self: Arc<Self>,
        feed: Arc<dyn CatalogueFeed>,
        every: Duration,
        reshaped: Box<dyn Fn() + Send + Sync>,
        shutdown: CancellationToken,
    ) -> JoinHandle<()> {
        tokio::spawn(async move {
            loop {
                match self.build(feed.as_ref()).await {
                    Ok(built) => {
                        tracing::info!(
                            products = built.products,
                            took_ms = built.took.as_millis(),
                            megabytes = built.bytes / (1024 * 1024),
                            "the catalogue index is ready"
                        );
                        break;
                    }
                    Err(error) => {
                        tracing::warn!(error = %format!("{error:#}"), "building the catalogue index failed; listings come from the database meanwhile");
                    }
                }
                tokio::select! {
                    () = shutdown.cancelled() => return,
                    () = tokio::time::sleep(Duration::from_secs(5)) => {}
                }
            }
            loop {
                tokio::select! {
                    () = shutdown.cancelled() => return,
                    () = tokio::time::sleep(every) => {}
                }
                match self.catch_up(feed.as_ref()).await {
                    Ok(found) if found.reshaped => reshaped(),
                    Ok(_) => {}
                    Err(error) => {
                        tracing::warn!(error = %format!("{error:#}"), "the catalogue index could not catch up; trying again");
                    }
                }
            }
        })
    }
}

/// Hands `each` the feed's entries changed since `since` (every live one for `None`), a chunk
/// at a time, until none are left.
async fn in_chunks(
    feed: &dyn CatalogueFeed,
    since: Option<i64>,
    mut each: impl FnMut(Vec<IndexEntry>),
) -> anyhow::Result<()> {
    let mut after = None;
    loop {
        let entries = feed.entries(since, after, CHUNK).await?;
        let Some(last) = entries.last() else { return Ok(()) };
        after = Some((last.changed_at, last.id));
        let full = entries.len() == CHUNK as usize;
        each(entries);
        if !full {
            return Ok(());
        }
    }
}
