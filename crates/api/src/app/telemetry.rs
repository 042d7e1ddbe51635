//! Logging: one `request` span per HTTP request carrying its id, so every log line written while
//! handling it names the request; and one "request completed" line with status and duration.
//! With `log.otlp_endpoint` set, the same spans also go to an OpenTelemetry collector
//! (`app/traces.rs`).

use std::io::IsTerminal;
use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::{Error, HttpMessage};
use tracing::Span;
use tracing_actix_web::{RequestId, RootSpanBuilder};
use tracing_subscriber::EnvFilter;
use tracing_subscriber::layer::SubscriberExt as _;
use tracing_subscriber::util::SubscriberInitExt as _;

use crate::app::settings::{LogFormat, LogSettings};

/// Installs the global subscriber. Safe to call more than once (later calls do nothing), which
/// lets every test build an application.
pub fn init(settings: &LogSettings) {
    let filter = EnvFilter::try_new(&settings.filter).unwrap_or_else(|_| EnvFilter::new("info"));
    let traces = settings.otlp_endpoint.as_deref().and_then(|endpoint| {
        crate::app::traces::tracer(endpoint)
            .inspect_err(|error| eprintln!("traces are off: {error:#}"))
            .ok()
            .map(|tracer| tracing_opentelemetry::layer().with_tracer(tracer))
    });
    // Logs go to standard error, leaving standard output for what the command itself prints.
    let stderr = std::io::stderr();
    let lines = tracing_subscriber::fmt::layer()
        .with_target(false)
        .with_ansi(stderr.is_terminal())
        .with_writer(std::io::stderr);
    let registry = tracing_subscriber::registry().with(filter).with(traces);
    let _already_installed = match settings.format {
        LogFormat::Pretty => registry.with(lines).try_init(),
        LogFormat::Json => registry
            .with(lines.json().with_current_span(true).with_span_list(false))
            .try_init(),
    };
}

/// When the request arrived, kept in the request's extensions to time it.
#[derive(Clone, Copy)]
struct Arrived(Instant);

/// A compact root span: request id, method, path and (at the end) status.
pub struct RequestSpan;

impl RootSpanBuilder for RequestSpan {
    fn on_request_start(request: &ServiceRequest) -> Span {
        request.extensions_mut().insert(Arrived(Instant::now()));
        let request_id = request
            .extensions()
            .get::<RequestId>()
            .map(ToString::to_string)
            .unwrap_or_default();
        tracing::info_span!(
            "request",
            request_id = %request_id,
            method = %request.method(),
            path = %request.path(),
            status = tracing::field::Empty,
        )
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        let (status, elapsed_ms) = match outcome {
            Ok(response) => {
                let elapsed = response
                    .request()
                    .extensions()
                    .get::<Arrived>()
                    .map(|a| a.0.elapsed());
                (
                    response.status().as_u16(),
                    elapsed.map_or(0.0, |e| e.as_secs_f64() * 1_000.0),
                )
            }
            Err(error) => (error.as_response_error().status_code().as_u16(), 0.0),
        };
        span.record("status", status);
        span.in_scope(|| tracing::info!(elapsed_ms = format!("{elapsed_ms:.2}"), "request completed"));
    }
}
