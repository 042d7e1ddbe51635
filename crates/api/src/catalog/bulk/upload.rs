//! `POST /shop-products-import`: a seller uploads a catalogue CSV (and a ZIP of its pictures),
//! which is checked as a whole, kept, and queued as a job.

use actix_multipart::form::MultipartForm;
use actix_multipart::form::bytes::Bytes as Upload;
use actix_web::{HttpResponse, web};
use catalog::bulk::{FileError, ImportId, NewJob};
use kernel::{Described as _, Message};
use serde::Serialize;
use utoipa::ToSchema;

use super::zip_images::keep_pictures;
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody, ErrorCode, RequestLanguage};

#[derive(MultipartForm, ToSchema)]
#[schema(as = ImportForm)]
pub struct ImportForm {
    /// The CSV, UTF-8, at most 20 MB and 5,000 product rows. With a `name` column it is a
    /// catalogue (the template's columns); without, a price and stock update (`sku` and any of
    /// `originalPrice`, `sellingPrice`, `stock`).
    #[multipart(limit = "20MiB")]
    #[schema(value_type = String, format = Binary, required = true)]
    file: Option<Upload>,
    /// A ZIP of the pictures the rows name by file name (JPEG, PNG or WebP, each at most 5 MB).
    #[multipart(limit = "45MiB")]
    #[schema(value_type = String, format = Binary, required = false)]
    images: Option<Upload>,
}

/// The queued job.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ImportStarted)]
pub struct ImportStarted {
    success: bool,
    /// Follow it at `GET /api/v2/shop-products-import/{jobId}`.
    job_id: String,
}

/// A seller uploads products in bulk. The file is checked as a whole here; its rows are tried
/// by a background job, one at a time, and each bad row is named in the job's report.
#[utoipa::path(
    post,
    path = "/api/v2/shop-products-import",
    tag = "catalog",
    request_body(content = ImportForm, content_type = "multipart/form-data"),
    responses(
        (status = 202, description = "Queued", body = ImportStarted),
        (status = 400, description = "`file`: missing, not UTF-8 CSV, columns missing or unknown, no rows or more than 5,000; `images`: not a ZIP, a picture above 5 MB, too many pictures", body = ErrorBody),
        (status = 401, description = "No seller is signed in", body = ErrorBody),
        (status = 409, description = "`import_running`: the shop's earlier upload is still queued or running", body = ErrorBody),
        (status = 413, description = "The form is larger than allowed", body = ErrorBody),
        (status = 415, description = "Not sent as `multipart/form-data`", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    RequestLanguage(language): RequestLanguage,
    state: web::Data<AppState>,
    MultipartForm(form): MultipartForm<ImportForm>,
) -> Result<HttpResponse, ApiError> {
    let csv = form
        .file
        .map(|upload| upload.data.to_vec())
        .filter(|bytes| !bytes.is_empty())
        .ok_or_else(|| ApiError::field("file", Message::new("field-required")))?;
    let upload = catalog::bulk::file::read(&csv)
        .map_err(|error: FileError| ApiError::field("file", error.message()))?;
    let id = ImportId::new();
    let files = state.import_files();
    let queued = async {
        // Kept before the job is queued, so no server claims a job whose files are not there yet.
        let images = match form
            .images
            .map(|upload| upload.data)
            .filter(|bytes| !bytes.is_empty())
        {
            Some(zip) => keep_pictures(files, id, &zip).await?,
            None => Vec::new(),
        };
        files.keep(id, catalog::bulk::run::UPLOAD_FILE, csv).await?;
        let job = NewJob {
            id,
            shop: shop.id,
            total: u32::try_from(upload.rows.len()).unwrap_or(u32::MAX),
            images,
            language,
            created_at: state.clock.now(),
        };
        if state.import_jobs.enqueue(&job).await? {
            Ok(())
        } else {
            Err(ApiError::conflict_without_field(
                ErrorCode::ImportRunning,
                Message::new("error-import_running"),
            ))
        }
    }
    .await;
    if let Err(error) = queued {
        // A refused upload leaves no files behind; a failure to remove them only leaves files no
        // job reads, and is logged.
        if let Err(cause) = files.discard(id).await {
            tracing::warn!(error = ?cause, "a refused upload's files could not be removed");
        }
        return Err(error);
    }
    state.imports_wakeup.notify_one();
    Ok(HttpResponse::Accepted().json(ImportStarted {
        success: true,
        job_id: id.to_string(),
    }))
}
