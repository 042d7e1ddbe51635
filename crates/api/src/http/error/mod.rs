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
//! Every text is a message of the catalogue (`crates/texts`, docs/i18n.md): an error holds
//! message ids and their arguments, its response carries them, and `localize.rs` writes the body
//! in the request's language (the signed-in account's, else `Accept-Language`'s, else English).
//!
//! The parts: this file holds the error and its body; `extract.rs` how request bodies, queries,
//! paths and forms are read and refused; `normalize.rs` the middleware that gives every other
//! error response the same body; `domain.rs` how each use case's error becomes an answer;
//! `localize.rs` the request's language and the answer in it.

use std::collections::BTreeMap;
use std::fmt;

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use kernel::{Described, Language, Message, Texts};
use serde::Serialize;

mod code;
mod domain;
pub use domain::message_problems;
mod extract;
mod localize;
mod normalize;

pub use code::ErrorCode;

pub use extract::{json_config, multipart_config, path_config, query_config};
pub use localize::{RequestLanguage, localize_early_errors, localize_errors};
pub use normalize::normalize_error_response;

/// What an error's top-level `message` says.
#[derive(Debug, Clone)]
pub enum Headline {
    /// This message.
    Text(Message),
    /// Each field with its problem: `field: problem; field: problem`.
    Fields,
    /// The fields' problems, one after the other.
    Problems,
}

impl From<Message> for Headline {
    fn from(message: Message) -> Self {
        Headline::Text(message)
    }
}

/// An error on its way to becoming a response. Its texts are message ids of the catalogue
/// (`crates/texts`), said in the request's language when the answer is written
/// ([`localize_errors`]).
#[derive(Debug)]
pub enum ApiError {
    /// One or more input fields are wrong; each is named in `fields`.
    Validation {
        fields: BTreeMap<String, Message>,
    },
    /// The request cannot be understood (malformed JSON, a query that does not parse).
    BadRequest {
        code: ErrorCode,
        message: Message,
    },
    Unauthenticated,
    /// Credentials that did not prove who the caller is.
    Unauthorized {
        code: ErrorCode,
        message: Message,
    },
    Forbidden,
    /// Refused for a reason the caller should read (a suspended account, an inactive shop).
    Denied {
        code: ErrorCode,
        message: Message,
    },
    /// A write that did not come from Haat's own pages.
    CrossOrigin,
    NotFound(Message),
    MethodNotAllowed {
        method: String,
    },
    /// The request conflicts with the current state (a duplicate, short stock); `fields` names
    /// the input that conflicts, when there is one.
    Conflict {
        code: ErrorCode,
        message: Headline,
        fields: BTreeMap<String, Message>,
    },
    PayloadTooLarge {
        limit_kib: Option<usize>,
    },
    /// `expected` is the message naming the content type to send.
    UnsupportedMediaType {
        expected: &'static str,
    },
    /// Well-formed but refused by a rule (e.g. an idempotency key reused with another body).
    Unprocessable {
        code: ErrorCode,
        message: Message,
    },
    TooManyRequests {
        retry_after_secs: u64,
    },
    /// The account already has as many uploads being processed as it may (uploads.rs).
    UploadsInFlight {
        limit: usize,
    },
    Unavailable,
    /// The request ran past its time budget (`request_timeout`) and was dropped.
    Timeout,
    /// A service Haat depends on (the payment provider) failed; the cause is logged, not sent.
    Upstream,
    /// A failure that is ours, not the caller's. Its cause is logged, never sent.
    Internal(anyhow::Error),
}

/// The media-type messages [`ApiError::UnsupportedMediaType`] names.
pub const EXPECT_JSON: &str = "media-json";
pub const EXPECT_FORM: &str = "media-form";

impl ApiError {
    /// A validation error for a single field.
    pub fn field(field: impl Into<String>, problem: Message) -> Self {
        ApiError::Validation {
            fields: BTreeMap::from([(field.into(), problem)]),
        }
    }

    /// A conflict caused by one input field.
    pub fn conflict(code: ErrorCode, field: &str, message: Message) -> Self {
        ApiError::Conflict {
            code,
            fields: BTreeMap::from([(field.to_owned(), message.clone())]),
            message: Headline::Text(message),
        }
    }

    /// A conflict about no one field.
    pub fn conflict_without_field(code: ErrorCode, message: Message) -> Self {
        ApiError::Conflict {
            code,
            message: Headline::Text(message),
            fields: BTreeMap::new(),
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

    /// What the answer says, as message ids: written into the response for
    /// [`localize_errors`] to say in the request's language.
    fn said(&self) -> Said {
        let code = self.code();
        let default = || Headline::Text(Message::new(code.message_id()));
        let (headline, fields) = match self {
            ApiError::Validation { fields } => (Headline::Fields, fields.clone()),
            ApiError::Conflict { message, fields, .. } => (message.clone(), fields.clone()),
            ApiError::BadRequest { message, .. }
            | ApiError::Unauthorized { message, .. }
            | ApiError::Denied { message, .. }
            | ApiError::Unprocessable { message, .. }
            | ApiError::NotFound(message) => (Headline::Text(message.clone()), BTreeMap::new()),
            ApiError::MethodNotAllowed { method } => (
                Headline::Text(Message::new(code.message_id()).with("method", method)),
                BTreeMap::new(),
            ),
            ApiError::PayloadTooLarge { limit_kib: Some(kib) } => (
                Headline::Text(Message::new("error-payload_too_large-limit").with("kib", kib)),
                BTreeMap::new(),
            ),
            ApiError::UnsupportedMediaType { expected } => (
                Headline::Text(
                    Message::new(code.message_id()).with_message("expected", Message::new(expected)),
                ),
                BTreeMap::new(),
            ),
            ApiError::TooManyRequests { retry_after_secs } => (
                Headline::Text(Message::new(code.message_id()).with("seconds", retry_after_secs)),
                BTreeMap::new(),
            ),
            ApiError::UploadsInFlight { limit } => (
                Headline::Text(Message::new(code.message_id()).with("limit", limit)),
                BTreeMap::new(),
            ),
            _ => (default(), BTreeMap::new()),
        };
        Said {
            code,
            headline,
            fields,
        }
    }
}

impl fmt::Display for ApiError {
    /// The English message, for logs and tests.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said().say(&texts::CATALOGUE, Language::En).0)
    }
}

impl std::error::Error for ApiError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ApiError::Internal(cause) => Some(cause.as_ref()),
            _ => None,
        }
    }
}

/// An error's texts as message ids, kept in its response's extensions until the answer is
/// written in the request's language.
#[derive(Debug, Clone)]
pub(crate) struct Said {
    code: ErrorCode,
    headline: Headline,
    fields: BTreeMap<String, Message>,
}

impl Said {
    /// The top-level message and each field's problem, in `language`.
    fn say(&self, texts: &dyn Texts, language: Language) -> (String, BTreeMap<String, String>) {
        let fields: BTreeMap<String, String> = self
            .fields
            .iter()
            .map(|(field, problem)| (field.clone(), problem.say(texts, language)))
            .collect();
        let message = match &self.headline {
            Headline::Text(message) => message.say(texts, language),
            Headline::Fields => fields
                .iter()
                .map(|(field, problem)| format!("{field}: {problem}"))
                .collect::<Vec<_>>()
                .join("; "),
            Headline::Problems => fields.values().cloned().collect::<Vec<_>>().join(" "),
        };
        (message, fields)
    }

    /// The whole answer's body in `language`.
    fn body(&self, texts: &dyn Texts, language: Language) -> Vec<u8> {
        let (message, fields) = self.say(texts, language);
        serde_json::to_vec(&ErrorBody {
            success: false,
            message: &message,
            error: ErrorDetail {
                code: self.code,
                message: &message,
                fields,
            },
        })
        .unwrap_or_default()
    }
}

/// Collects what is wrong with each input field, so one answer names every problem.
#[derive(Debug, Default)]
pub struct Fields(BTreeMap<String, Message>);

impl Fields {
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Keeps the value, or records the error's message against `field`.
    pub fn check<T, E: Described>(&mut self, field: &str, result: Result<T, E>) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(error) => {
                self.add(field, error.message());
                None
            }
        }
    }

    /// An optional field: absent or blank is `Some(None)`; otherwise it must parse, or its error
    /// is recorded against `field` (and the answer is `None`, as from [`Fields::check`]).
    pub fn check_optional<T, E: Described>(
        &mut self,
        field: &str,
        raw: Option<&str>,
        parse: impl FnOnce(&str) -> Result<T, E>,
    ) -> Option<Option<T>> {
        match raw.map(str::trim).filter(|v| !v.is_empty()) {
            Some(value) => self.check(field, parse(value)).map(Some),
            None => Some(None),
        }
    }

    /// Records a problem with `field` (the first one recorded for a field is kept).
    pub fn add(&mut self, field: &str, problem: Message) {
        self.0.entry(field.to_owned()).or_insert(problem);
    }

    /// The validation error naming every field added: for problems found after the values were
    /// read (a rule that repeats another, a shop that does not exist).
    #[must_use]
    pub fn into_error(self) -> ApiError {
        ApiError::Validation { fields: self.0 }
    }

    /// The validated value built by `build` when no field was wrong, else the validation error.
    /// `build` sees every checked value present exactly when no error was recorded.
    pub fn finish<T>(self, build: impl FnOnce() -> Option<T>) -> Result<T, ApiError> {
        if !self.0.is_empty() {
            return Err(ApiError::Validation { fields: self.0 });
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
    /// For people, in the request's language (`Content-Language` says which); may change.
    message: &'a str,
    /// Each refused input field with what is wrong with it, in the request's language; empty
    /// otherwise.
    fields: BTreeMap<String, String>,
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

    /// The answer in English, carrying what it says as message ids: [`localize_errors`] writes
    /// it again in the request's language.
    fn error_response(&self) -> HttpResponse {
        if let ApiError::Internal(cause) = self {
            tracing::error!(error = ?cause, "request failed with an internal error");
        }
        let said = self.said();
        let mut response = HttpResponse::build(self.status_code())
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .insert_header((header::CONTENT_LANGUAGE, Language::En.code()))
            .content_type(mime_json())
            .body(said.body(&texts::CATALOGUE, Language::En));
        response.extensions_mut().insert(said);
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

fn mime_json() -> &'static str {
    "application/json"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_name_every_problem_and_build_only_when_all_are_valid() {
        let mut fields = Fields::new();
        let a = fields.check("email", Err::<u8, _>(identity::ContactError::InvalidEmail));
        let b = fields.check("name", Ok::<_, Message>(7u8));
        fields.add("email", Message::new("field-required"));
        let error = fields.finish(|| Some((a?, b?))).unwrap_err();
        assert_eq!(error.to_string(), "email: enter a valid email address");
        let ApiError::Validation { fields: named } = error else {
            panic!("expected a validation error");
        };
        assert_eq!(named.len(), 1);

        let mut fine = Fields::new();
        let x = fine.check("x", Ok::<_, Message>(1));
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
