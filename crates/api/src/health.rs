//! Probes for process supervisors and load balancers.

use crate::routes::Routes;
use actix_web::{HttpResponse, web};
use serde_json::json;
use store_sea::Database;

use crate::error::ApiError;

pub fn routes(routes: &mut Routes<'_>) {
    routes.get("/healthz", alive).get("/readyz", ready);
}

/// The process is up and serving HTTP.
async fn alive() -> HttpResponse {
    HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-store"))
        .json(json!({"status": "ok"}))
}

/// The process can do useful work: its database answers.
async fn ready(db: web::Data<Database>) -> Result<HttpResponse, ApiError> {
    if db.ping().await {
        Ok(HttpResponse::Ok()
            .insert_header(("Cache-Control", "no-store"))
            .json(json!({"status": "ready"})))
    } else {
        tracing::warn!("readiness check failed: the database does not answer");
        Err(ApiError::Unavailable)
    }
}
