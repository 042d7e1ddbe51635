//! What happens when the catalogue changes (ADR 0037): the in-process index reads the change, the
//! kept answers move to a new generation, and the other servers are told, so each does the same.
//!
//! The index catches up *before* the cache moves on: a request computed between the two would
//! otherwise store the old listing under the new generation, for as long as a listing's shape is
//! kept.

use std::sync::Arc;
use std::time::Duration;

use actix_web::web;
use catalog::CatalogueFeed;
use catalog_index::CatalogueIndex;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

use crate::app::state::AppState;
use crate::notices::signals::Signal;

/// The index, when listings come from memory, with what it reads from.
pub struct CatalogueKeeper {
    index: Option<Arc<CatalogueIndex>>,
    feed: Arc<dyn CatalogueFeed>,
    /// This server among those sharing the signals: its own announcements echo back, and are
    /// not acted on twice.
    server: String,
}

impl CatalogueKeeper {
    #[must_use]
    pub fn new(index: Option<Arc<CatalogueIndex>>, feed: Arc<dyn CatalogueFeed>) -> Self {
        Self {
            index,
            feed,
            server: uuid::Uuid::new_v4().to_string(),
        }
    }

    #[must_use]
    pub fn index(&self) -> Option<&Arc<CatalogueIndex>> {
        self.index.as_ref()
    }

    /// Builds the index and keeps it current, reading changes every `every` besides when told;
    /// a change found that nobody announced moves the kept answers on.
    #[must_use]
    pub fn spawn(
        state: &web::Data<AppState>,
        every: Duration,
        shutdown: CancellationToken,
    ) -> Option<JoinHandle<()>> {
        let keeper = &state.catalogue;
        let index = Arc::clone(keeper.index.as_ref()?);
        let cache = state.clone();
        Some(index.spawn(
            Arc::clone(&keeper.feed),
            every,
            Box::new(move || cache.storefront_cache.changed()),
            shutdown,
        ))
    }

    /// Brings the index up to the database now. A failure is logged: the timer's next look
    /// heals it.
    pub async fn catch_up(&self) {
        if let Some(index) = &self.index
            && let Err(error) = index.catch_up(self.feed.as_ref()).await
        {
            tracing::warn!(error = %format!("{error:#}"), "the catalogue index could not catch up");
        }
    }

    /// Acts on other servers' announcements: their changes are read into this server's index,
    /// and its kept answers move on.
    #[must_use]
    pub fn listen(state: web::Data<AppState>, shutdown: CancellationToken) -> JoinHandle<()> {
        let mut signals = state.signals.subscribe();
        tokio::spawn(async move {
            loop {
                let signal = tokio::select! {
                    () = shutdown.cancelled() => return,
                    signal = signals.recv() => signal,
                };
                let act = match signal {
                    Ok(signal) => signal.is_catalogue() && signal.what != state.catalogue.server,
                    // Missed announcements: whatever they were about, read it now.
                    Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => true,
                    Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
                };
                if act {
                    state.catalogue.catch_up().await;
                    state.storefront_cache.changed();
                }
            }
        })
    }
}

impl AppState {
    /// This server changed what the storefront shows: the index reads it, later requests compute
    /// afresh, and the other servers are told.
    pub async fn catalogue_changed(&self) {
        self.catalogue.catch_up().await;
        self.storefront_cache.changed();
        self.signals
            .publish(Signal::catalogue(&self.catalogue.server))
            .await;
    }
}
