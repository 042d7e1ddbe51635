//! The one place where errors become HTTP responses.
//!
//! Every error answers with the same JSON body:
//!
//! ```json
//! {"success": false, "message": "…", "error": {"code": "snake_case_code", "message": "…", "fields": {}}}
//! ```
//!
//! `message` appears twice because the pages read `error.message` for most calls and the
//! top-level `message` for others (docs/product.md §3 "How texts are shown"). `fields` names each
//! bad input field with what is wrong with it. Internal failures are logged here, once, with their
//! whole cause chain, and answered with an opaque message: no database or library error text
//! reaches a client.
//!
//! The parts: this file holds the error and its body; `extract.rs` how request bodies, queries,
//! paths and forms are read and refused; `normalize.rs` the middleware that gives every other
//! error response the same body; `domain.rs` how each use case's error becomes an answer.

use std::collections::BTreeMap;

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;

mod code;
mod domain;
mod extract;
mod normalize;

pub use code::ErrorCode;

pub use extract::{json_config, multipart_config, path_config, query_config};
pub use normalize::normalize_error_response;

/// An error on its way to becoming a response.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// One or more input fields are wrong; each is named in `fields`.
    #[error("{message}")]
    Validation {
        message: String,
        fields: BTreeMap<String, String>,
    },
    /// The request cannot be understood (malformed JSON, a query that does not parse).
    #[error("{message}")]
    BadRequest { code: ErrorCode, message: String },
    #[error("Please sign in to continue.")]
    Unauthenticated,
    /// Credentials that did not prove who the caller is.
    #[error("{message}")]
    Unauthorized { code: ErrorCode, message: String },
    #[error("You are not allowed to do that.")]
    Forbidden,
    /// Refused for a reason the caller should read (a suspended account, an inactive shop).
    #[error("{message}")]
    Denied { code: ErrorCode, message: String },
    /// A write that did not come from Haat's own pages.
    #[error("This request did not come from Haat's own pages and was refused.")]
    CrossOrigin,
    #[error("{0}")]
    NotFound(String),
    #[error("This address does not accept {method} requests.")]
    MethodNotAllowed { method: String },
    /// The request conflicts with the current state (a duplicate, short stock); `fields` names
    /// the input that conflicts, when there is one.
    #[error("{message}")]
    Conflict {
        code: ErrorCode,
        message: String,
        fields: BTreeMap<String, String>,
    },
    #[error("{}", payload_too_large_message(*limit_kib))]
    PayloadTooLarge { limit_kib: Option<usize> },
    #[error("Send the request body as {expected}.")]
    UnsupportedMediaType { expected: &'static str },
    /// Well-formed but refused by a rule (e.g. an idempotency key reused with another body).
    #[error("{message}")]
    Unprocessable { code: ErrorCode, message: String },
    #[error("Too many attempts. Please wait {retry_after_secs} seconds and try again.")]
    TooManyRequests { retry_after_secs: u64 },
    /// The account already has as many uploads being processed as it may (uploads.rs).
    #[error(
        "You already have {limit} uploads being processed. Please wait for them to finish, then try again."
    )]
    UploadsInFlight { limit: usize },
    #[error("Haat is not ready to serve requests yet. Please try again shortly.")]
    Unavailable,
    /// The request ran past its time budget (`request_timeout`) and was dropped.
    #[error("This took too long and was stopped. Please try again.")]
    Timeout,
    /// A service Haat depends on (the payment provider) failed; the cause is logged, not sent.
    #[error("The payment provider could not be reached. Please try again in a moment.")]
    Upstream,
    /// A failure that is ours, not the caller's. Its cause is logged, never sent.
    #[error("Something went wrong on our side. Please try again.")]
    Internal(#[source] anyhow::Error),
}

impl ApiError {
    /// A validation error for a single field.
    pub fn field(field: impl Into<String>, problem: impl Into<String>) -> Self {
        let problem = problem.into();
        let field = field.into();
        ApiError::Validation {
            message: format!("{field}: {problem}"),
            fields: BTreeMap::from([(field, problem)]),
        }
    }

    /// A conflict caused by one input field.
    pub fn conflict(code: ErrorCode, field: &str, message: impl Into<String>) -> Self {
        let message = message.into();
        ApiError::Conflict {
            code,
            fields: BTreeMap::from([(field.to_owned(), message.clone())]),
            message,
        }
    }

    #[must_use]
    pub fn code(&self) -> ErrorCode {
        match self {
            ApiError::Validation { .. } => ErrorCode::ValidationFailed,
            ApiError::BadRequest { code, .. }
            | ApiError::Conflict { code, .. }
            | ApiError::Unauthorized { code, .. }
            | ApiError::Denied { code, .. }
            | ApiError::Unprocessable { code, .. } => *code,
            ApiError::Unauthenticated => ErrorCode::Unauthenticated,
            ApiError::Forbidden => ErrorCode::Forbidden,
            ApiError::CrossOrigin => ErrorCode::CrossOrigin,
            ApiError::NotFound(_) => ErrorCode::NotFound,
            ApiError::MethodNotAllowed { .. } => ErrorCode::MethodNotAllowed,
            ApiError::PayloadTooLarge { .. } => ErrorCode::PayloadTooLarge,
            ApiError::UnsupportedMediaType { .. } => ErrorCode::UnsupportedMediaType,
            ApiError::TooManyRequests { .. } => ErrorCode::TooManyRequests,
            ApiError::UploadsInFlight { .. } => ErrorCode::UploadsInFlight,
            ApiError::Unavailable => ErrorCode::Unavailable,
            ApiError::Timeout => ErrorCode::Timeout,
            ApiError::Upstream => ErrorCode::UpstreamFailed,
            ApiError::Internal(_) => ErrorCode::Internal,
        }
    }

    fn fields(&self) -> BTreeMap<String, String> {
        match self {
            ApiError::Validation { fields, .. } | ApiError::Conflict { fields, .. } => fields.clone(),
            _ => BTreeMap::new(),
        }
    }
}

fn payload_too_large_message(limit_kib: Option<usize>) -> String {
    match limit_kib {
        Some(kib) => format!("The request body is larger than the {kib} KiB allowed."),
        None => "The request body is larger than allowed.".to_owned(),
    }
}

/// Collects what is wrong with each input field, so one answer names every problem.
#[derive(Debug, Default)]
pub struct Fields(BTreeMap<String, String>);

impl Fields {
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Keeps the value, or records the error's text against `field`.
    pub fn check<T, E: std::fmt::Display>(&mut self, field: &str, result: Result<T, E>) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(error) => {
                self.add(field, error.to_string());
                None
            }
        }
    }

    /// Records a problem with `field` (the first one recorded for a field is kept).
    pub fn add(&mut self, field: &str, problem: impl Into<String>) {
        self.0.entry(field.to_owned()).or_insert_with(|| problem.into());
    }

    /// The validated value built by `build` when no field was wrong, else the validation error.
    /// `build` sees every checked value present exactly when no error was recorded.
    pub fn finish<T>(self, build: impl FnOnce() -> Option<T>) -> Result<T, ApiError> {
        if !self.0.is_empty() {
            let message = self
                .0
                .iter()
                .map(|(field, problem)| format!("{field}: {problem}"))
                .collect::<Vec<_>>()
                .join("; ");
            return Err(ApiError::Validation {
                message,
                fields: self.0,
            });
        }
        build().ok_or_else(|| ApiError::Internal(anyhow::anyhow!("a validated field was missing")))
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(error: anyhow::Error) -> Self {
        ApiError::Internal(error)
    }
}

/// Every error's body (docs/architecture.md "Errors"); also its OpenAPI schema, `Error`.
#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = Error)]
pub(crate) struct ErrorBody<'a> {
    /// Always false.
    success: bool,
    /// The same text as `error.message`, for clients of the original API.
    message: &'a str,
    error: ErrorDetail<'a>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = ErrorDetail)]
pub(crate) struct ErrorDetail<'a> {
    /// Stable and machine-readable: compare this, never the message.
    code: ErrorCode,
    /// For people; may change.
    message: &'a str,
    /// Each refused input field with what is wrong with it; empty otherwise.
    fields: BTreeMap<String, String>,
}

pub(super) fn json_error(
    status: StatusCode,
    code: ErrorCode,
    message: &str,
    fields: BTreeMap<String, String>,
) -> HttpResponse {
    HttpResponse::build(status)
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(ErrorBody {
            success: false,
            message,
            error: ErrorDetail {
                code,
                message,
                fields,
            },
        })
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            ApiError::Validation { .. } | ApiError::BadRequest { .. } => StatusCode::BAD_REQUEST,
            ApiError::Unauthenticated | ApiError::Unauthorized { .. } => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden | ApiError::CrossOrigin | ApiError::Denied { .. } => StatusCode::FORBIDDEN,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::MethodNotAllowed { .. } => StatusCode::METHOD_NOT_ALLOWED,
            ApiError::Conflict { .. } => StatusCode::CONFLICT,
            ApiError::PayloadTooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::UnsupportedMediaType { .. } => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::Unprocessable { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::TooManyRequests { .. } | ApiError::UploadsInFlight { .. } => {
                StatusCode::TOO_MANY_REQUESTS
            }
            ApiError::Unavailable | ApiError::Timeout => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Upstream => StatusCode::BAD_GATEWAY,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        if let ApiError::Internal(cause) = self {
            tracing::error!(error = ?cause, "request failed with an internal error");
        }
        let mut response = json_error(self.status_code(), self.code(), &self.to_string(), self.fields());
        let retry_after = match self {
            ApiError::TooManyRequests { retry_after_secs } => Some(*retry_after_secs),
            // An upload takes a second or two to process.
            ApiError::UploadsInFlight { .. } => Some(2),
            _ => None,
        };
        if let Some(secs) = retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_name_every_problem_and_build_only_when_all_are_valid() {
        let mut fields = Fields::new();
        let a = fields.check("email", Err::<u8, _>("enter a valid email address"));
        let b = fields.check("name", Ok::<_, String>(7u8));
        fields.add("email", "ignored second problem");
        let ApiError::Validation {
            message,
            fields: named,
        } = fields.finish(|| Some((a?, b?))).unwrap_err()
        else {
            panic!("expected a validation error");
        };
        assert_eq!(message, "email: enter a valid email address");
        assert_eq!(named.len(), 1);

        let mut fine = Fields::new();
        let x = fine.check("x", Ok::<_, String>(1));
        assert_eq!(fine.finish(|| x).unwrap(), 1);
    }

    #[test]
    fn too_many_requests_says_when_to_retry() {
        let response = ApiError::TooManyRequests { retry_after_secs: 42 }.error_response();
        assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(response.headers().get(header::RETRY_AFTER).unwrap(), "42");
    }

    #[test]
    fn internal_errors_never_show_their_cause() {
        let error = ApiError::Internal(anyhow::anyhow!("relation \"shops\" does not exist"));
        assert_eq!(error.status_code(), StatusCode::INTERNAL_SERVER_ERROR);
        assert!(!error.to_string().contains("shops"));
    }
}
