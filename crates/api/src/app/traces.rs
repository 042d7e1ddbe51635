//! Traces to an OpenTelemetry collector (OTLP over HTTP, protobuf) when `log.otlp_endpoint` is
//! set: every `tracing` span the server opens (each request's, and what runs inside it) becomes
//! a span of the service `haat`, batched and sent from a thread of its own, so a slow collector
//! never holds a request up. Off when unset.

use std::sync::OnceLock;

use anyhow::Context as _;
use opentelemetry::trace::TracerProvider as _;
use opentelemetry_otlp::{Protocol, WithExportConfig as _};
use opentelemetry_sdk::Resource;
use opentelemetry_sdk::trace::{SdkTracer, SdkTracerProvider};

static PROVIDER: OnceLock<SdkTracerProvider> = OnceLock::new();

/// A tracer sending to the collector at `endpoint` (its base address, e.g.
/// `http://collector:4318`; spans go to `/v1/traces` under it).
///
/// # Errors
/// When the exporter cannot be built (an address that is not a URL).
pub fn tracer(endpoint: &str) -> anyhow::Result<SdkTracer> {
    let provider = provider(endpoint)?;
    let tracer = provider.tracer("haat");
    let _ = PROVIDER.set(provider);
    Ok(tracer)
}

fn provider(endpoint: &str) -> anyhow::Result<SdkTracerProvider> {
    let exporter = opentelemetry_otlp::SpanExporter::builder()
        .with_http()
        .with_protocol(Protocol::HttpBinary)
        .with_endpoint(format!("{}/v1/traces", endpoint.trim_end_matches('/')))
        .build()
        .context("the OTLP exporter (log.otlp_endpoint)")?;
    Ok(SdkTracerProvider::builder()
        .with_batch_exporter(exporter)
        .with_resource(Resource::builder().with_service_name("haat").build())
        .build())
}

/// Sends what is still batched; called as the server stops.
pub fn flush() {
    if let Some(provider) = PROVIDER.get()
        && let Err(error) = provider.force_flush()
    {
        tracing::warn!(error = %error, "the last traces could not be sent");
    }
}

#[cfg(test)]
mod tests {
    use std::io::{BufRead as _, BufReader, Read as _, Write as _};
    use std::net::TcpListener;
    use std::sync::mpsc;

    use tracing_subscriber::layer::SubscriberExt as _;

    use super::*;

    /// A collector of one request: answers 200 and hands back the path and body it received.
    fn collector() -> (String, mpsc::Receiver<(String, Vec<u8>)>) {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = format!("http://{}", listener.local_addr().unwrap());
        let (sender, receiver) = mpsc::channel();
        std::thread::spawn(move || {
            let (stream, _) = listener.accept().unwrap();
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut request_line = String::new();
            reader.read_line(&mut request_line).unwrap();
            let mut length = 0;
            loop {
                let mut line = String::new();
                reader.read_line(&mut line).unwrap();
                if line.trim().is_empty() {
                    break;
                }
                if let Some(value) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                    length = value.trim().parse().unwrap();
                }
            }
            let mut body = vec![0; length];
            reader.read_exact(&mut body).unwrap();
            let mut stream = stream;
            stream
                .write_all(
                    b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\ncontent-type: application/x-protobuf\r\n\r\n",
                )
                .unwrap();
            let path = request_line
                .split_whitespace()
                .nth(1)
                .unwrap_or_default()
                .to_owned();
            let _ = sender.send((path, body));
        });
        (address, receiver)
    }

    #[test]
    fn a_span_reaches_the_collector_as_a_span_of_haat() {
        let (endpoint, received) = collector();
        let provider = provider(&endpoint).unwrap();
        let layer = tracing_opentelemetry::layer().with_tracer(provider.tracer("haat"));
        let subscriber = tracing_subscriber::registry().with(layer);
        tracing::subscriber::with_default(subscriber, || {
            tracing::info_span!("checkout", order = "HT-1").in_scope(|| {
                tracing::info!("placed");
            });
        });
        provider.force_flush().unwrap();
        let (path, body) = received
            .recv_timeout(std::time::Duration::from_secs(10))
            .expect("no export reached the collector");
        assert_eq!(path, "/v1/traces");
        let contains = |needle: &[u8]| body.windows(needle.len()).any(|w| w == needle);
        assert!(contains(b"checkout"), "the span's name is not in the export");
        assert!(contains(b"haat"), "the service's name is not in the export");
    }
}
