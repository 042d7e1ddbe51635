//! A seller's bulk upload jobs: `GET /shop-products-import/{jobId}` (its progress, which the page
//! polls and finds again after a reload), `GET /shop-products-imports` (the latest ones) and
//! `GET /shop-products-import/{jobId}/report` (its bad rows, as CSV).

use actix_web::{HttpResponse, web};
use catalog::bulk::{ImportId, ImportJob};
use kernel::{Message, Timestamp};
use serde::Serialize;
use utoipa::ToSchema;

use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::download::attachment;
use crate::http::error::{ApiError, ErrorBody};

/// How many of a shop's jobs the list answers.
const RECENT: u64 = 5;

#[derive(ToSchema)]
#[schema(as = ImportJobStatus, rename_all = "lowercase")]
#[allow(dead_code)] // For the description only: `status` is written from `JobStatus`.
pub enum JobStatusName {
    Queued,
    Running,
    Done,
    Failed,
}

/// A job's progress. `done` counts rows tried, `created + updated + failed == done`.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ImportJob)]
pub struct ImportJobDto {
    job_id: String,
    #[schema(value_type = JobStatusName)]
    status: &'static str,
    done: u32,
    total: u32,
    created: u32,
    updated: u32,
    failed: u32,
    /// The report of bad rows, once the job has finished; `null` before.
    report_url: Option<String>,
    #[schema(value_type = String, format = DateTime)]
    created_at: Timestamp,
    #[schema(value_type = Option<String>, format = DateTime)]
    finished_at: Option<Timestamp>,
}

impl From<&ImportJob> for ImportJobDto {
    fn from(job: &ImportJob) -> Self {
        Self {
            job_id: job.id.to_string(),
            status: job.status.as_str(),
            done: job.counts.done,
            total: job.total,
            created: job.counts.created,
            updated: job.counts.updated,
            failed: job.counts.failed,
            report_url: job
                .status
                .is_finished()
                .then(|| format!("/api/v2/shop-products-import/{}/report", job.id)),
            created_at: job.created_at,
            finished_at: job.finished_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
#[schema(as = ImportJobResponse)]
pub struct ImportJobResponse {
    success: bool,
    #[serde(flatten)]
    job: ImportJobDto,
}

#[derive(Serialize, ToSchema)]
#[schema(as = ImportJobsResponse)]
pub struct ImportJobsResponse {
    success: bool,
    /// Newest first.
    jobs: Vec<ImportJobDto>,
}

/// The seller's own job; another shop's, or no such job, is the same 404.
async fn own_job(state: &AppState, shop: kernel::ShopId, raw: &str) -> Result<ImportJob, ApiError> {
    let missing = || ApiError::NotFound(Message::new("error-not_found-import"));
    let id: ImportId = raw.parse().map_err(|_| missing())?;
    state.import_jobs.find(shop, id).await?.ok_or_else(missing)
}

/// A bulk upload's progress.
#[utoipa::path(
    get,
    path = "/api/v2/shop-products-import/{jobId}",
    tag = "catalog",
    params(("jobId" = String, Path, description = "The job's id, from the upload's answer")),
    responses(
        (status = 200, description = "Its progress", body = ImportJobResponse),
        (status = 401, description = "No seller is signed in", body = ErrorBody),
        (status = 404, description = "No such job of this shop", body = ErrorBody),
    )
)]
pub async fn one(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let job = own_job(&state, shop.id, &id).await?;
    Ok(HttpResponse::Ok().json(ImportJobResponse {
        success: true,
        job: ImportJobDto::from(&job),
    }))
}

/// The shop's latest bulk uploads, newest first: the page shows the running one after a reload.
#[utoipa::path(
    get,
    path = "/api/v2/shop-products-imports",
    tag = "catalog",
    responses(
        (status = 200, description = "At most five, newest first", body = ImportJobsResponse),
        (status = 401, description = "No seller is signed in", body = ErrorBody),
    )
)]
pub async fn recent(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let jobs = state.import_jobs.recent(shop.id, RECENT).await?;
    Ok(HttpResponse::Ok().json(ImportJobsResponse {
        success: true,
        jobs: jobs.iter().map(ImportJobDto::from).collect(),
    }))
}

/// A finished upload's report: one line per problem of each bad row (`row` as a spreadsheet
/// numbers it, the header being row 1), worded in the language the seller uploaded in.
#[utoipa::path(
    get,
    path = "/api/v2/shop-products-import/{jobId}/report",
    tag = "catalog",
    params(("jobId" = String, Path, description = "The job's id")),
    responses(
        (status = 200, description = "Columns `row`, `sku`, `field`, `problem`; only the header when every row was good", content_type = "text/csv", body = String),
        (status = 401, description = "No seller is signed in", body = ErrorBody),
        (status = 404, description = "No such job of this shop, or not finished yet", body = ErrorBody),
    )
)]
pub async fn report(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let job = own_job(&state, shop.id, &id).await?;
    if !job.status.is_finished() {
        return Err(ApiError::NotFound(Message::new("error-not_found-import-report")));
    }
    let lines = state.import_jobs.report(job.id).await?;
    let rows = lines
        .into_iter()
        .map(|line| vec![line.row.to_string(), line.sku, line.field, line.problem]);
    let csv = catalog::bulk::file::write(&["row", "sku", "field", "problem"], rows);
    Ok(attachment(
        csv,
        "text/csv; charset=utf-8",
        format!("haat-import-{}-report.csv", job.id),
    ))
}
