//! Prometheus metrics, served at `/metrics` on an address of their own (`metrics.bind`), never on
//! the public one: request counts and latencies per route, the database pool, the outbox
//! backlog, the storefront cache's hits and misses, and rate-limit refusals
//! (docs/deployment.md "Metrics and traces"). Recorded through the `metrics` facade, which
//! costs nothing while no recorder is installed; rendered by its Prometheus exporter.

use std::sync::{Arc, OnceLock};
use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::{HttpResponse, web};
use kernel::EmailOutbox;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

/// Upper bounds of the latency buckets, in seconds: the storefront answers in well under a
/// millisecond from memory, a checkout in a few, an upload in up to seconds.
const LATENCY_BUCKETS: &[f64] = &[
    0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

static RECORDER: OnceLock<Result<PrometheusHandle, String>> = OnceLock::new();

/// The process's recorder, installed on the first call (a process has one; tests that build
/// several applications share it).
///
/// # Errors
/// When another recorder was installed first.
pub fn recorder() -> anyhow::Result<PrometheusHandle> {
    RECORDER
        .get_or_init(|| {
            PrometheusBuilder::new()
                .set_buckets_for_metric(
                    Matcher::Full("haat_http_request_duration_seconds".to_owned()),
                    LATENCY_BUCKETS,
                )
                .map_err(|e| e.to_string())?
                .install_recorder()
                .map_err(|e| e.to_string())
        })
        .clone()
        .map_err(|e| anyhow::anyhow!("installing the metrics recorder: {e}"))
}

/// Counts each request and times it, by route pattern (`/api/v2/product/{id}`, never the path
/// itself, so the number of series stays bounded), method and status.
pub async fn record(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    let method = req.method().clone();
    let answered = next.call(req).await;
    let (route, status) = match &answered {
        Ok(response) => (response.request().match_pattern(), response.status().as_u16()),
        Err(error) => (None, error.as_response_error().status_code().as_u16()),
    };
    // Pages and files outside the API's routes share one label.
    let route = route.unwrap_or_else(|| "other".to_owned());
    let labels = [
        ("route", route),
        ("method", method.as_str().to_owned()),
        ("status", status.to_string()),
    ];
    metrics::counter!("haat_http_requests_total", &labels).increment(1);
    metrics::histogram!("haat_http_request_duration_seconds", &labels[..2])
        .record(started.elapsed().as_secs_f64());
    answered
}

/// What the scrape reads besides the recorder.
pub struct Scrape {
    pub handle: PrometheusHandle,
    pub database: store_sea::Database,
    pub outbox: Arc<dyn EmailOutbox>,
}

/// `GET /metrics`: the gauges read now, then everything in Prometheus's text format.
pub async fn render(scrape: web::Data<Scrape>) -> HttpResponse {
    let (open, idle, max) = scrape.database.pool_use();
    metrics::gauge!("haat_db_pool_connections", "state" => "open").set(f64::from(open));
    metrics::gauge!("haat_db_pool_connections", "state" => "idle").set(idle as f64);
    metrics::gauge!("haat_db_pool_connections", "state" => "max").set(f64::from(max));
    match scrape.outbox.backlog().await {
        Ok(pending) => metrics::gauge!("haat_outbox_pending_emails").set(pending as f64),
        Err(error) => {
            tracing::warn!(error = %format!("{error:#}"), "the outbox backlog could not be read for /metrics")
        }
    }
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .body(scrape.handle.render())
}

/// One storefront cache lookup: `hit` (served as kept), `refresh` (aged: recomputed by this
/// request) or `miss` (not kept: computed).
pub fn cache_lookup(outcome: &'static str) {
    metrics::counter!("haat_storefront_cache_lookups_total", "outcome" => outcome).increment(1);
}

/// One request refused by a rate limit, by its budget's kind (`sign-in`, `message`, `upload`, …).
pub fn refused(budget: &str) {
    metrics::counter!("haat_rate_limit_refusals_total", "budget" => budget.to_owned()).increment(1);
}
