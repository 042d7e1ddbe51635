//! `GET /api/v2/bench-ceiling?bytes=N` (only with `bench.ceiling`): a JSON body of about `N`
//! bytes, built once per size and then served from memory. It passes through every middleware a
//! real endpoint does (sessions, security headers, compression, tracing, the request budget is
//! the only one left out), so its throughput is the ceiling `just bench` measures each endpoint
//! against: what no handler on this stack and machine can beat. Not in the route table or the API
//! description: production never serves it.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use actix_web::web::{self, Bytes};
use actix_web::{HttpResponse, http::header::ContentType};
use serde::Deserialize;

/// Sizes beyond any real answer are refused, so the cache stays small.
const MAX_BYTES: usize = 4 * 1024 * 1024;

#[derive(Default)]
struct Bodies(RwLock<HashMap<usize, Bytes>>);

impl Bodies {
    fn get(&self, bytes: usize) -> Bytes {
        if let Some(body) = self
            .0
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(&bytes)
        {
            return body.clone();
        }
        let body = Bytes::from(filler(bytes));
        self.0
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .entry(bytes)
            .or_insert(body)
            .clone()
    }
}

/// `{"success":true,"pad":"xxxx…"}`, exactly `bytes` long (or the shortest such object).
fn filler(bytes: usize) -> Vec<u8> {
    let head = br#"{"success":true,"pad":""#;
    let tail = br#""}"#;
    let pad = bytes.saturating_sub(head.len() + tail.len());
    let mut body = Vec::with_capacity(head.len() + pad + tail.len());
    body.extend_from_slice(head);
    body.resize(head.len() + pad, b'x');
    body.extend_from_slice(tail);
    body
}

#[derive(Deserialize)]
struct Size {
    bytes: usize,
}

async fn ceiling(bodies: web::Data<Arc<Bodies>>, size: web::Query<Size>) -> HttpResponse {
    let body = bodies.get(size.bytes.min(MAX_BYTES));
    HttpResponse::Ok().content_type(ContentType::json()).body(body)
}

/// Mounts the route; called only when `bench.ceiling` is set.
pub fn configure(config: &mut web::ServiceConfig) {
    let bodies: Arc<Bodies> = Arc::new(Bodies::default());
    config.service(
        web::resource("/api/v2/bench-ceiling")
            .app_data(web::Data::new(bodies))
            .route(web::get().to(ceiling)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_filler_is_json_of_exactly_the_asked_size() {
        for bytes in [0, 10, 27, 4096] {
            let body = filler(bytes);
            let value: serde_json::Value = serde_json::from_slice(&body).unwrap();
            assert_eq!(value["success"], true);
            assert_eq!(body.len(), bytes.max(25), "{bytes}");
        }
    }
}
