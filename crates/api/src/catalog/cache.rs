//! The storefront's answers kept in memory (ADR 0013), in two tiers:
//! - **answers**: the JSON bytes sent for the listing, the search panel, a product's page and
//!   its similar products; kept for `storefront.cache_ttl_ms` (1 s), the bound on how old the
//!   stock, prices and ratings a shopper sees can be;
//! - **shapes**: which products a listing page, a search or a product's similar products show,
//!   in what order, and a listing's total and filter counts. Those cost a query over every
//!   matching product (seconds at 100,000 products) and change only when the catalogue does, so
//!   they are kept for `storefront.catalogue_ttl_ms` (30 s), and an expired answer is rebuilt
//!   from a kept shape with one cheap query for the products as they are now.
//!
//! When **this server changes the catalogue** (a product written, a review, a shop suspended or
//! renamed), the handler calls [`StorefrontCache::changed`], which moves every later request to
//! a new generation of keys in both tiers, so nobody reads anything computed before the change,
//! even something still being computed when it happened. The times to live bound what this
//! server does not see: other servers' changes, and stock and sales moved by checkouts, which
//! happen too often to clear the cache for (checkout reads stock from the database, never from
//! here). The best-selling order moves with every sale, so its pages are not kept as shapes.
//!
//! Concurrent requests for a missing entry wait for one computation instead of each running it.

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use actix_web::HttpResponse;
use actix_web::http::header::ContentType;
use bytes::Bytes;
use catalog::Tally;
use kernel::ProductId;
use moka::future::Cache;
use serde::Serialize;
use tokio::sync::Semaphore;

use crate::app::settings::StorefrontSettings;
use crate::http::error::ApiError;

/// Which answer: the endpoint and its parsed (so canonical) parameters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Key {
    generation: u64,
    /// [`StorefrontCache::stock_moved`]'s count, for answers; 0 for shapes.
    stock: u64,
    question: String,
}

/// An answer: the JSON body, or none when the thing asked for is not on the storefront (so a
/// missing product's page is not looked up again on every request either).
type Answer = Option<Bytes>;

/// At most this many aged answers are recomputed at once; the others wait their turn, served as
/// they were meanwhile. Popular answers age together (all asked for within the same second, all
/// aged a second later), and recomputed all at once they held the workers that also serve the
/// requests: with 500 products' pages aging each second, one shopper in a hundred waited 200–400
/// ms (docs/benchmarks.md).
const REFRESHES_AT_ONCE: usize = 4;

pub struct StorefrontCache {
    /// `None` when caching is off (`storefront.cache_ttl_ms = 0`).
    answers: Option<Tier<Answer>>,
    /// Turns to recompute an aged answer ([`REFRESHES_AT_ONCE`]).
    refreshes: Arc<Semaphore>,
    /// `None` when caching is off (`storefront.catalogue_ttl_ms = 0`).
    pages: Option<Tier<Arc<Vec<ProductId>>>>,
    tallies: Option<Tier<Arc<Tally>>>,
    generation: AtomicU64,
    stock_generation: AtomicU64,
}

/// Kept entries of one kind, fresh for `fresh_for`.
///
/// An entry past that age is still served, to every request but one, which recomputes it: so
/// when a popular answer ages, one shopper waits for it instead of all who ask meanwhile. At
/// twice that age it is dropped whether or not anyone asked (the hard bound on staleness, ADR
/// 0037), and the next request computes.
struct Tier<V> {
    entries: Cache<Key, Arc<Kept<V>>>,
    fresh_for: Duration,
}

struct Kept<V> {
    value: V,
    made: Instant,
    /// Whether a request is recomputing this entry.
    refreshing: AtomicBool,
}

impl<V> Kept<V> {
    fn new(value: V) -> Arc<Self> {
        Arc::new(Self {
            value,
            made: Instant::now(),
            refreshing: AtomicBool::new(false),
        })
    }
}

/// Lets another request refresh an entry if this one's refresh does not finish (it failed, or
/// the shopper went away and the request was dropped).
struct Refreshing<'a>(&'a AtomicBool);

impl Drop for Refreshing<'_> {
    fn drop(&mut self) {
        self.0.store(false, Ordering::Release);
    }
}

/// A tier fresh for `ttl_ms` (none for 0) holding at most `bytes`, each entry weighed by `weigh`.
fn bounded<V: Clone + Send + Sync + 'static>(
    ttl_ms: u64,
    bytes: u64,
    weigh: fn(&V) -> usize,
) -> Option<Tier<V>> {
    (ttl_ms > 0).then(|| Tier {
        entries: Cache::builder()
            // Past twice its time to live an entry is gone, so nobody is ever served one older:
            // between one and two, it is served while a request recomputes it.
            .time_to_live(Duration::from_millis(ttl_ms.saturating_mul(2)))
            .max_capacity(bytes)
            .weigher(move |key: &Key, kept: &Arc<Kept<V>>| {
                u32::try_from(key.question.len() + weigh(&kept.value)).unwrap_or(u32::MAX)
            })
            .build(),
        fresh_for: Duration::from_millis(ttl_ms),
    })
}

/// Roughly what a tally holds: its facet values.
fn tally_bytes(tally: &Arc<Tally>) -> usize {
    let facets = &tally.facets;
    [&facets.categories, &facets.brands, &facets.sizes, &facets.colours]
        .iter()
        .flat_map(|values| values.iter())
        .map(|value| 48 + value.value.len())
        .sum()
}

impl StorefrontCache {
    #[must_use]
    pub fn new(settings: &StorefrontSettings) -> Self {
        // Answers take half the memory allowed, the two kinds of shapes a quarter each.
        let quarter = settings.cache_megabytes.saturating_mul(1024 * 1024) / 4;
        Self {
            answers: bounded(settings.cache_ttl_ms, quarter * 2, |answer: &Answer| {
                answer.as_ref().map_or(0, Bytes::len)
            }),
            pages: bounded(settings.catalogue_ttl_ms, quarter, |ids: &Arc<Vec<ProductId>>| {
                ids.len() * 16
            }),
            tallies: bounded(settings.catalogue_ttl_ms, quarter, tally_bytes),
            refreshes: Arc::new(Semaphore::new(REFRESHES_AT_ONCE)),
            generation: AtomicU64::new(0),
            stock_generation: AtomicU64::new(0),
        }
    }

    /// This server changed what the storefront shows: later requests compute afresh.
    pub fn changed(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
    }

    /// This server moved stock (an order placed or given up): every answer, all of which show
    /// stock, is computed afresh on its next read rather than served as it was for up to
    /// `cache_ttl_ms`. The shapes stay: which products a listing shows does not move with stock,
    /// and each answer reads its products afresh.
    pub fn stock_moved(&self) {
        self.stock_generation.fetch_add(1, Ordering::SeqCst);
    }

    /// The answer to `question` as a `200` JSON response, from memory or from `compute`.
    ///
    /// # Errors
    /// `compute`'s failure; failures are not kept, so the next request tries again.
    pub async fn json<T, F>(&self, question: String, compute: F) -> Result<HttpResponse, ApiError>
    where
        T: Serialize,
        F: Future<Output = Result<T, ApiError>> + Send + 'static,
    {
        self.found(question, async { compute.await.map(Some) }, || {
            ApiError::Internal(anyhow::anyhow!("an answer that always exists was missing"))
        })
        .await
    }

    /// Like [`json`](Self::json) for a thing that may not be on the storefront: `compute`'s
    /// `None` is kept too, and answered with `missing`.
    ///
    /// # Errors
    /// `missing()` when there is nothing to show; `compute`'s failure.
    pub async fn found<T, F>(
        &self,
        question: String,
        compute: F,
        missing: impl FnOnce() -> ApiError,
    ) -> Result<HttpResponse, ApiError>
    where
        T: Serialize,
        F: Future<Output = Result<Option<T>, ApiError>> + Send + 'static,
    {
        // Boxed: an answer's computation nests the shapes' and the store's futures, too large to
        // keep on a worker thread's stack (debug builds overflowed it).
        let serialized = Box::pin(async {
            match compute.await? {
                Some(body) => Ok(Some(Bytes::from(
                    serde_json::to_vec(&body).map_err(|e| ApiError::Internal(e.into()))?,
                ))),
                None => Ok(None),
            }
        });
        let answer = self.answer(question, serialized).await?;
        let body = answer.ok_or_else(missing)?;
        Ok(HttpResponse::Ok().content_type(ContentType::json()).body(body))
    }

    /// Which products a listing page, a search or a product's similar products show, in order:
    /// kept, or from `compute`.
    ///
    /// # Errors
    /// `compute`'s failure.
    pub async fn page<F>(&self, question: String, compute: F) -> Result<Arc<Vec<ProductId>>, ApiError>
    where
        F: Future<Output = Result<Vec<ProductId>, ApiError>>,
    {
        self.through(self.pages.as_ref(), question, async {
            compute.await.map(Arc::new)
        })
        .await
    }

    /// A listing's total and filter counts: kept, or from `compute`.
    ///
    /// # Errors
    /// `compute`'s failure.
    pub async fn tally<F>(&self, question: String, compute: F) -> Result<Arc<Tally>, ApiError>
    where
        F: Future<Output = Result<Tally, ApiError>>,
    {
        self.through(self.tallies.as_ref(), question, async {
            compute.await.map(Arc::new)
        })
        .await
    }

    /// This generation's key for `question`, a shape's.
    fn key(&self, question: String) -> Key {
        Key {
            // Read before computing: a change made while this computes moves later requests to
            // the next generation, away from what this one stores.
            generation: self.generation.load(Ordering::SeqCst),
            stock: 0,
            question,
        }
    }

    /// This generation's key for an answer, which shows stock too.
    fn answer_key(&self, question: String) -> Key {
        Key {
            stock: self.stock_generation.load(Ordering::SeqCst),
            ..self.key(question)
        }
    }

    /// An answer, kept or from `compute`. An aged one is served as it was while a background
    /// task recomputes it, so no shopper waits for the refresh.
    async fn answer<F>(&self, question: String, compute: F) -> Result<Answer, ApiError>
    where
        F: Future<Output = Result<Answer, ApiError>> + Send + 'static,
    {
        let Some(tier) = &self.answers else {
            return compute.await;
        };
        let key = self.answer_key(question);
        if let Some((kept, refresh)) = tier.kept(&key).await {
            if refresh {
                let entries = tier.entries.clone();
                let refreshing = Arc::clone(&kept);
                let turns = Arc::clone(&self.refreshes);
                tokio::spawn(async move {
                    let _refreshing = Refreshing(&refreshing.refreshing);
                    // Never closed, so a turn always comes.
                    let Ok(_turn) = turns.acquire().await else {
                        return;
                    };
                    match compute.await {
                        Ok(answer) => entries.insert(key, Kept::new(answer)).await,
                        // Served as it was meanwhile; the next request after this tries again.
                        Err(error) => tracing::warn!(error = %error, "refreshing a storefront answer failed"),
                    }
                });
            }
            return Ok(kept.value.clone());
        }
        tier.compute_once(key, compute).await
    }

    /// `question`'s entry in `tier` (this generation's), or `compute`'s, which is kept. An aged
    /// entry is recomputed by the request that finds it first (inside an answer's own
    /// computation, which shoppers do not wait for); others meanwhile get it as it was.
    async fn through<V, F>(&self, tier: Option<&Tier<V>>, question: String, compute: F) -> Result<V, ApiError>
    where
        V: Clone + Send + Sync + 'static,
        F: Future<Output = Result<V, ApiError>>,
    {
        let compute = Box::pin(compute);
        let Some(tier) = tier else {
            return compute.await;
        };
        let key = self.key(question);
        if let Some((kept, refresh)) = tier.kept(&key).await {
            if !refresh {
                crate::http::metrics::cache_lookup("hit");
                return Ok(kept.value.clone());
            }
            crate::http::metrics::cache_lookup("refresh");
            let _refreshing = Refreshing(&kept.refreshing);
            let value = compute.await?;
            tier.entries.insert(key, Kept::new(value.clone())).await;
            return Ok(value);
        }
        crate::http::metrics::cache_lookup("miss");
        tier.compute_once(key, compute).await
    }
}

impl<V: Clone + Send + Sync + 'static> Tier<V> {
    /// The kept entry, and whether the caller is to refresh it: it has aged, and nobody else is.
    async fn kept(&self, key: &Key) -> Option<(Arc<Kept<V>>, bool)> {
        let kept = self.entries.get(key).await?;
        let refresh = kept.made.elapsed() >= self.fresh_for && !kept.refreshing.swap(true, Ordering::AcqRel);
        Some((kept, refresh))
    }

    /// A missing entry: concurrent requests for it wait for one computation.
    async fn compute_once<F>(&self, key: Key, compute: F) -> Result<V, ApiError>
    where
        F: Future<Output = Result<V, ApiError>>,
    {
        self.entries
            .try_get_with(key, async { compute.await.map(Kept::new) })
            .await
            .map(|kept| kept.value.clone())
            .map_err(shared_failure)
    }
}

/// A failure every waiter of one computation shares. Client errors are decided before the
/// cache is asked, so what is left is ours: logged at the edge, answered as internal.
fn shared_failure(error: Arc<ApiError>) -> ApiError {
    match Arc::try_unwrap(error) {
        Ok(error) => error,
        Err(shared) => ApiError::Internal(anyhow::anyhow!("{shared:#}")),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use std::sync::atomic::AtomicUsize;

    use actix_web::body::MessageBody;

    use super::*;

    fn cache(ttl_ms: u64) -> StorefrontCache {
        StorefrontCache::new(&StorefrontSettings {
            cache_ttl_ms: ttl_ms,
            catalogue_ttl_ms: ttl_ms,
            cache_megabytes: 1,
            ..StorefrontSettings::default()
        })
    }

    async fn body(response: Result<HttpResponse, ApiError>) -> String {
        let bytes = response.unwrap().into_body().try_into_bytes().unwrap();
        String::from_utf8(bytes.to_vec()).unwrap()
    }

    /// Asks `question`; a computation answers how many computations there have been.
    async fn ask(cache: &StorefrontCache, computed: &Arc<AtomicUsize>, question: &str) -> String {
        let computed = Arc::clone(computed);
        let answer = cache
            .json(question.to_owned(), async move {
                let n = computed.fetch_add(1, Ordering::SeqCst) + 1;
                Ok(serde_json::json!({ "computed": n }))
            })
            .await;
        body(answer).await
    }

    fn counter() -> Arc<AtomicUsize> {
        Arc::new(AtomicUsize::new(0))
    }

    #[tokio::test]
    async fn an_answer_is_computed_once_until_the_catalogue_changes() {
        let cache = cache(60_000);
        let computed = counter();
        assert_eq!(
            ask(&cache, &computed, "products?page=1").await,
            r#"{"computed":1}"#
        );
        assert_eq!(
            ask(&cache, &computed, "products?page=1").await,
            r#"{"computed":1}"#
        );
        assert_eq!(
            ask(&cache, &computed, "products?page=2").await,
            r#"{"computed":2}"#
        );

        cache.changed();
        assert_eq!(
            ask(&cache, &computed, "products?page=1").await,
            r#"{"computed":3}"#
        );
        assert_eq!(
            ask(&cache, &computed, "products?page=1").await,
            r#"{"computed":3}"#
        );
    }

    #[tokio::test]
    async fn an_aged_answer_is_served_as_it_was_while_it_is_recomputed_once_in_the_background() {
        let cache = cache(50);
        let computed = counter();
        assert_eq!(ask(&cache, &computed, "q").await, r#"{"computed":1}"#);
        tokio::time::sleep(Duration::from_millis(80)).await;

        // Aged: both get the answer as it was at once; one recomputation starts.
        assert_eq!(ask(&cache, &computed, "q").await, r#"{"computed":1}"#);
        assert_eq!(ask(&cache, &computed, "q").await, r#"{"computed":1}"#);
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert_eq!(computed.load(Ordering::SeqCst), 2, "recomputed once");
        assert_eq!(ask(&cache, &computed, "q").await, r#"{"computed":2}"#);
    }

    #[tokio::test]
    async fn aged_answers_are_recomputed_a_few_at_a_time_and_all_of_them_in_the_end() {
        let cache = cache(100);
        let questions: Vec<String> = (0..3 * REFRESHES_AT_ONCE).map(|n| format!("q{n}")).collect();
        let running = counter();
        let most = counter();
        let done = counter();
        let ask = |question: &String| {
            let (running, most, done) = (Arc::clone(&running), Arc::clone(&most), Arc::clone(&done));
            cache.json(question.clone(), async move {
                let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                most.fetch_max(now, Ordering::SeqCst);
                tokio::time::sleep(Duration::from_millis(20)).await;
                running.fetch_sub(1, Ordering::SeqCst);
                Ok(done.fetch_add(1, Ordering::SeqCst))
            })
        };
        futures_util::future::join_all(questions.iter().map(ask)).await;
        assert_eq!(done.load(Ordering::SeqCst), questions.len());
        most.store(0, Ordering::SeqCst);
        // Aged (past 100 ms), not yet dropped (400 ms).
        tokio::time::sleep(Duration::from_millis(120)).await;

        // All aged at once: each answered as it was, each refresh started in the background.
        for question in &questions {
            body(ask(question).await).await;
        }
        tokio::time::sleep(Duration::from_millis(150)).await;
        assert_eq!(
            done.load(Ordering::SeqCst),
            2 * questions.len(),
            "every aged answer recomputed"
        );
        assert_eq!(most.load(Ordering::SeqCst), REFRESHES_AT_ONCE);
    }

    #[tokio::test]
    async fn an_answer_nobody_asked_for_lately_is_computed_afresh() {
        let cache = cache(20);
        let computed = counter();
        assert_eq!(ask(&cache, &computed, "q").await, r#"{"computed":1}"#);
        // Past twice its time to live, it is gone, not served old.
        tokio::time::sleep(Duration::from_millis(150)).await;
        assert_eq!(ask(&cache, &computed, "q").await, r#"{"computed":2}"#);
    }

    #[tokio::test]
    async fn no_answer_older_than_twice_its_time_to_live_is_ever_served() {
        let cache = cache(100);
        let computed = counter();
        assert_eq!(ask(&cache, &computed, "q").await, r#"{"computed":1}"#);
        // Aged past twice its time to live, though asked for within four: computed afresh for
        // this very request, not served as it was while a refresh runs.
        tokio::time::sleep(Duration::from_millis(250)).await;
        assert_eq!(ask(&cache, &computed, "q").await, r#"{"computed":2}"#);
    }

    #[tokio::test]
    async fn answers_are_computed_afresh_once_stock_moved_but_shapes_are_kept() {
        let cache = cache(60_000);
        let computed = counter();
        assert_eq!(ask(&cache, &computed, "q").await, r#"{"computed":1}"#);
        assert_eq!(ask(&cache, &computed, "q").await, r#"{"computed":1}"#);
        let shapes = counter();
        let shape = || {
            let shapes = Arc::clone(&shapes);
            cache.page("p".to_owned(), async move {
                shapes.fetch_add(1, Ordering::SeqCst);
                Ok(Vec::new())
            })
        };
        shape().await.unwrap();
        cache.stock_moved();
        assert_eq!(ask(&cache, &computed, "q").await, r#"{"computed":2}"#);
        shape().await.unwrap();
        assert_eq!(
            shapes.load(Ordering::SeqCst),
            1,
            "a listing's shape does not move with stock"
        );
    }

    #[tokio::test]
    async fn with_no_time_to_live_nothing_is_kept() {
        let cache = cache(0);
        let computed = counter();
        assert_eq!(ask(&cache, &computed, "q").await, r#"{"computed":1}"#);
        assert_eq!(ask(&cache, &computed, "q").await, r#"{"computed":2}"#);
    }

    #[tokio::test]
    async fn concurrent_misses_compute_once_and_failures_are_not_kept() {
        let cache = cache(60_000);
        let computed = counter();
        let slow = || {
            let computed = Arc::clone(&computed);
            async move {
                computed.fetch_add(1, Ordering::SeqCst);
                tokio::time::sleep(Duration::from_millis(50)).await;
                Ok("same")
            }
        };
        let (a, b) = tokio::join!(cache.json("q".into(), slow()), cache.json("q".into(), slow()));
        assert_eq!(body(a).await, body(b).await);
        assert_eq!(computed.load(Ordering::SeqCst), 1);

        let failing = cache
            .json::<(), _>("broken".into(), async {
                Err(ApiError::Internal(anyhow::anyhow!("down")))
            })
            .await;
        assert!(matches!(failing, Err(ApiError::Internal(_))));
        let retried = cache.json("broken".into(), async { Ok(1) }).await;
        assert_eq!(body(retried).await, "1", "a failure must not be kept");
    }

    #[tokio::test]
    async fn nothing_found_is_kept_as_nothing_found() {
        let cache = cache(60_000);
        let computed = counter();
        for _ in 0..2 {
            let computed = Arc::clone(&computed);
            let answer = cache
                .found::<(), _>(
                    "details missing".into(),
                    async move {
                        computed.fetch_add(1, Ordering::SeqCst);
                        Ok(None)
                    },
                    || ApiError::NotFound(kernel::Message::new("error-not_found-product")),
                )
                .await;
            assert!(matches!(answer, Err(ApiError::NotFound(_))));
        }
        assert_eq!(computed.load(Ordering::SeqCst), 1);
    }

    #[tokio::test]
    async fn a_kept_shape_is_recomputed_by_the_first_request_after_it_ages() {
        let cache = cache(50);
        let ids = |n: usize| vec![ProductId::from_uuid(uuid::Uuid::from_u128(n as u128))];
        let first = cache.page("p".into(), async { Ok(ids(1)) }).await.unwrap();
        let kept = cache.page("p".into(), async { Ok(ids(2)) }).await.unwrap();
        assert_eq!((first.as_slice(), kept.as_slice()), (&ids(1)[..], &ids(1)[..]));
        tokio::time::sleep(Duration::from_millis(80)).await;
        let refreshed = cache.page("p".into(), async { Ok(ids(3)) }).await.unwrap();
        assert_eq!(*refreshed, ids(3));
        cache.changed();
        let tally = cache
            .tally("t".into(), async {
                Ok(Tally {
                    total: 7,
                    facets: catalog::Facets::default(),
                })
            })
            .await
            .unwrap();
        assert_eq!(tally.total, 7);
    }
}
