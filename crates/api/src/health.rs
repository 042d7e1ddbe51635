//! Probes for process supervisors and load balancers.

use actix_web::{HttpResponse, web};
use serde::Serialize;
use store_sea::Database;
use utoipa::{OpenApi, ToSchema};

use crate::http::error::{ApiError, ErrorBody};
use crate::http::routes::Routes;

pub fn routes(routes: &mut Routes<'_>) {
    routes.get("/healthz", alive).get("/readyz", ready);
}

#[derive(OpenApi)]
#[openapi(paths(alive, ready), components(schemas(Probe)))]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    Api::openapi()
}

#[derive(Serialize, ToSchema)]
struct Probe {
    /// `ok` from `/healthz`, `ready` from `/readyz`.
    status: &'static str,
}

/// The process is up and serving HTTP.
#[utoipa::path(get, path = "/healthz", tag = "probes", responses((status = 200, body = Probe)))]
async fn alive() -> HttpResponse {
    HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-store"))
        .json(Probe { status: "ok" })
}

/// The process can do useful work: its database answers.
#[utoipa::path(
    get,
    path = "/readyz",
    tag = "probes",
    responses(
        (status = 200, body = Probe),
        (status = 503, description = "The database does not answer", body = ErrorBody),
    )
)]
async fn ready(db: web::Data<Database>) -> Result<HttpResponse, ApiError> {
    if db.ping().await {
        Ok(HttpResponse::Ok()
            .insert_header(("Cache-Control", "no-store"))
            .json(Probe { status: "ready" }))
    } else {
        tracing::warn!("readiness check failed: the database does not answer");
        Err(ApiError::Unavailable)
    }
}
