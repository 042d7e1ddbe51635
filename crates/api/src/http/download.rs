//! A private document sent as a download: the tax invoice, the settlement statement.

use actix_web::HttpResponse;
use actix_web::http::header::{
    CacheControl, CacheDirective, ContentDisposition, DispositionParam, DispositionType,
};

/// `bytes` as an attachment named `file`, never kept by a shared cache.
#[must_use]
pub fn attachment(bytes: Vec<u8>, content_type: &str, file: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(content_type)
        .insert_header(ContentDisposition {
            disposition: DispositionType::Attachment,
            parameters: vec![DispositionParam::Filename(file)],
        })
        .insert_header(CacheControl(vec![
            CacheDirective::Private,
            CacheDirective::NoStore,
        ]))
        .body(bytes)
}
