//! The seller's bulk catalogue (docs/catalog.md "Bulk catalogue"): the CSV template, the export,
//! uploads run as background jobs, and their reports.

mod export;
mod jobs;
mod template;
mod upload;
mod zip_images;

use crate::http::routes::Routes;

pub use jobs::ImportJobDto;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .get("/shop-products-csv-template", template::handle)
        .get("/shop-products-export", export::handle)
        .post("/shop-products-import", upload::handle)
        .get("/shop-products-imports", jobs::recent)
        .get("/shop-products-import/{jobId}", jobs::one)
        .get("/shop-products-import/{jobId}/report", jobs::report);
}

/// This module's part of the OpenAPI description (`crate::openapi`).
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        template::handle,
        export::handle,
        upload::handle,
        jobs::recent,
        jobs::one,
        jobs::report,
    ),
    components(schemas(
        upload::ImportForm,
        upload::ImportStarted,
        jobs::ImportJobDto,
        jobs::ImportJobResponse,
        jobs::ImportJobsResponse,
        jobs::JobStatusName,
    ))
)]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    <Api as utoipa::OpenApi>::openapi()
}
