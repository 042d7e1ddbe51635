//! The one place where errors become HTTP responses.
//!
//! Every error answers with the same JSON body:
//!
//! ```json
//! {"success": false, "message": "…", "error": {"code": "snake_case_code", "message": "…", "fields": {}}}
//! ```
//!
//! `message` appears twice because the spec's screens read `error.message` for most calls and
//! the top-level `message` for others (SPEC.md §8). `fields` names each bad input field with
//! what is wrong with it. Internal failures are logged here, once, with their whole cause chain,
//! and answered with an opaque message: no database or library error text reaches a client.

use std::collections::BTreeMap;

use actix_web::body::MessageBody;
use actix_web::dev::ServiceResponse;
use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::ErrorHandlerResponse;
use actix_web::{HttpRequest, HttpResponse, ResponseError, web};
use serde::Serialize;

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
    BadRequest { code: &'static str, message: String },
    #[error("Please sign in to continue.")]
    Unauthenticated,
    /// Credentials that did not prove who the caller is.
    #[error("{message}")]
    Unauthorized { code: &'static str, message: String },
    #[error("You are not allowed to do that.")]
    Forbidden,
    /// Refused for a reason the caller should read (a suspended account, an inactive shop).
    #[error("{message}")]
    Denied { code: &'static str, message: String },
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
        code: &'static str,
        message: String,
        fields: BTreeMap<String, String>,
    },
    #[error("{}", payload_too_large_message(*limit_kib))]
    PayloadTooLarge { limit_kib: Option<usize> },
    #[error("Send the request body as {expected}.")]
    UnsupportedMediaType { expected: &'static str },
    /// Well-formed but refused by a rule (e.g. an idempotency key reused with another body).
    #[error("{message}")]
    Unprocessable { code: &'static str, message: String },
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
    pub fn conflict(code: &'static str, field: &str, message: impl Into<String>) -> Self {
        let message = message.into();
        ApiError::Conflict {
            code,
            fields: BTreeMap::from([(field.to_owned(), message.clone())]),
            message,
        }
    }

    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            ApiError::Validation { .. } => "validation_failed",
            ApiError::BadRequest { code, .. }
            | ApiError::Conflict { code, .. }
            | ApiError::Unauthorized { code, .. }
            | ApiError::Denied { code, .. }
            | ApiError::Unprocessable { code, .. } => code,
            ApiError::Unauthenticated => "unauthenticated",
            ApiError::Forbidden => "forbidden",
            ApiError::CrossOrigin => "cross_origin",
            ApiError::NotFound(_) => "not_found",
            ApiError::MethodNotAllowed { .. } => "method_not_allowed",
            ApiError::PayloadTooLarge { .. } => "payload_too_large",
            ApiError::UnsupportedMediaType { .. } => "unsupported_media_type",
            ApiError::TooManyRequests { .. } => "too_many_requests",
            ApiError::UploadsInFlight { .. } => "uploads_in_flight",
            ApiError::Unavailable => "unavailable",
            ApiError::Timeout => "timeout",
            ApiError::Upstream => "upstream_failed",
            ApiError::Internal(_) => "internal",
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
    /// Stable and machine-readable: `validation_failed`, `unauthenticated`, `not_found`, …
    code: &'a str,
    /// For people; may change.
    message: &'a str,
    /// Each refused input field with what is wrong with it; empty otherwise.
    fields: BTreeMap<String, String>,
}

fn json_error(
    status: StatusCode,
    code: &str,
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

/// How JSON bodies are read: at most `limit` bytes, failures answered by the one mapping.
#[must_use]
pub fn json_config(limit: usize) -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(limit)
        .error_handler(move |e, req| json_payload_error(e, req, limit))
}

/// How query strings are read; failures answered by the one mapping.
#[must_use]
pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(query_error)
}

/// How path segments are read; failures answered by the one mapping.
#[must_use]
pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(path_error)
}

/// Malformed, oversized or mistyped JSON bodies.
fn json_payload_error(error: JsonPayloadError, _req: &HttpRequest, limit: usize) -> actix_web::Error {
    let api_error = match &error {
        JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => {
            ApiError::PayloadTooLarge {
                limit_kib: Some(limit / 1024),
            }
        }
        JsonPayloadError::ContentType => ApiError::UnsupportedMediaType {
            expected: "JSON (application/json)",
        },
        JsonPayloadError::Deserialize(cause) if cause.is_data() => deserialize_error(&cause.to_string()),
        JsonPayloadError::Deserialize(_) => ApiError::BadRequest {
            code: "invalid_json",
            message: "The request body is not valid JSON.".into(),
        },
        _ => ApiError::BadRequest {
            code: "invalid_body",
            message: "The request body could not be read.".into(),
        },
    };
    api_error.into()
}

/// Query strings that do not fit the handler's parameters.
fn query_error(error: QueryPayloadError, _req: &HttpRequest) -> actix_web::Error {
    let QueryPayloadError::Deserialize(cause) = &error else {
        return ApiError::BadRequest {
            code: "invalid_query",
            message: "The query string is not valid.".into(),
        }
        .into();
    };
    match deserialize_error(&cause.to_string()) {
        ApiError::Validation { message, fields } => ApiError::Validation { message, fields },
        _ => ApiError::BadRequest {
            code: "invalid_query",
            message: format!("The query string is not valid: {cause}"),
        },
    }
    .into()
}

/// Path segments that do not parse (an id that is not an id).
fn path_error(error: PathError, _req: &HttpRequest) -> actix_web::Error {
    let PathError::Deserialize(cause) = &error else {
        return ApiError::NotFound("Nothing was found at this address.".into()).into();
    };
    ApiError::BadRequest {
        code: "invalid_path",
        message: format!("The address is not valid: {cause}"),
    }
    .into()
}

/// How multipart forms (uploads) are read: failures answered by the one mapping, naming the field.
#[must_use]
pub fn multipart_config(total_limit: usize) -> actix_multipart::form::MultipartFormConfig {
    actix_multipart::form::MultipartFormConfig::default()
        .total_limit(total_limit)
        .memory_limit(total_limit)
        .error_handler(multipart_error)
}

fn multipart_error(error: actix_multipart::MultipartError, _req: &HttpRequest) -> actix_web::Error {
    use actix_multipart::MultipartError as E;
    match error {
        E::MissingField(name) => ApiError::field(name, "is required"),
        E::DuplicateField(name) => ApiError::field(name, "was sent more than once"),
        E::UnknownField(name) => ApiError::field(name, "is not a field this request accepts"),
        E::Field { name, source } => {
            let problem = if source.as_response_error().status_code() == StatusCode::PAYLOAD_TOO_LARGE {
                "is too large".to_owned()
            } else {
                "could not be read".to_owned()
            };
            ApiError::field(name, problem)
        }
        E::ContentTypeMissing | E::ContentTypeParse | E::ContentTypeIncompatible | E::BoundaryMissing => {
            ApiError::UnsupportedMediaType {
                expected: "a form (multipart/form-data)",
            }
        }
        E::Payload(actix_web::error::PayloadError::Overflow) => ApiError::PayloadTooLarge { limit_kib: None },
        _ => ApiError::BadRequest {
            code: "invalid_form",
            message: "The form data could not be read.".into(),
        },
    }
    .into()
}

/// Turns serde's "missing field `x`" and "unknown field `x`" messages into named field errors;
/// any other data error keeps serde's own explanation, which names the expected type.
fn deserialize_error(text: &str) -> ApiError {
    let field_in_backticks = |s: &str| s.split('`').nth(1).map(str::to_owned);
    if text.starts_with("missing field")
        && let Some(field) = field_in_backticks(text)
    {
        return ApiError::field(field, "is required");
    }
    if text.starts_with("unknown field")
        && let Some(field) = field_in_backticks(text)
    {
        return ApiError::field(field, "is not a field this request accepts");
    }
    let readable = text.split(" at line ").next().unwrap_or(text);
    ApiError::BadRequest {
        code: "invalid_body",
        message: format!("The request body is not valid: {readable}."),
    }
}

/// Last line of defence, installed as middleware: an error response that did not come from
/// [`ApiError`] (a 405 from the router, a 413 from the payload reader, a 404 from the static
/// files service…) is rewritten into the same JSON shape, so clients only ever parse one format.
pub fn normalize_error_response<B: MessageBody + 'static>(
    res: ServiceResponse<B>,
) -> actix_web::Result<ErrorHandlerResponse<B>> {
    // Our own errors are JSON and HTML pages are deliberate; what is left (no body type, or
    // actix's plain-text error texts) gets the standard shape.
    let plain_or_none = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v: &HeaderValue| v.to_str().ok())
        .is_none_or(|v| v.starts_with("text/plain"));
    if !plain_or_none || !(res.status().is_client_error() || res.status().is_server_error()) {
        return Ok(ErrorHandlerResponse::Response(res.map_into_left_body()));
    }
    let status = res.status();
    let api_error = match status {
        StatusCode::NOT_FOUND => ApiError::NotFound("Nothing was found at this address.".into()),
        StatusCode::METHOD_NOT_ALLOWED => ApiError::MethodNotAllowed {
            method: res.request().method().to_string(),
        },
        StatusCode::PAYLOAD_TOO_LARGE => ApiError::PayloadTooLarge { limit_kib: None },
        // JSON bodies of the wrong type are answered by `json_payload_error`; what reaches here
        // is the form extractor refusing a body that is not a form before its error handler
        // runs (actix-multipart checks the content type first), e.g. JSON sent to
        // `create-user` (outside review).
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ApiError::UnsupportedMediaType {
            expected: "a form (multipart/form-data)",
        },
        StatusCode::UNAUTHORIZED => ApiError::Unauthenticated,
        StatusCode::FORBIDDEN => ApiError::Forbidden,
        s if s.is_server_error() => ApiError::Internal(anyhow::anyhow!("{s} without an ApiError body")),
        _ => ApiError::BadRequest {
            code: "bad_request",
            message: "The request could not be processed.".into(),
        },
    };
    let mut response = api_error.error_response();
    *response.status_mut() = status;
    let (req, _) = res.into_parts();
    Ok(ErrorHandlerResponse::Response(
        ServiceResponse::new(req, response).map_into_right_body(),
    ))
}

// ---- Domain errors. Every use case's error enum becomes an HTTP answer here and only here. ----

impl From<kernel::ImageError> for ApiError {
    fn from(error: kernel::ImageError) -> Self {
        match error {
            kernel::ImageError::Unexpected(cause) => ApiError::Internal(cause),
            refused => ApiError::field("avatar", refused.to_string()),
        }
    }
}

impl From<identity::accounts::register::RegisterError> for ApiError {
    fn from(error: identity::accounts::register::RegisterError) -> Self {
        use identity::accounts::register::RegisterError as E;
        match error {
            E::EmailTaken => ApiError::conflict(
                "email_taken",
                "email",
                "An account with this email already exists.",
            ),
            E::Avatar(image) => image.into(),
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<identity::accounts::sign_in::SignInError> for ApiError {
    fn from(error: identity::accounts::sign_in::SignInError) -> Self {
        use identity::accounts::sign_in::SignInError as E;
        match error {
            E::InvalidCredentials => invalid_credentials(),
            E::Suspended => ApiError::Denied {
                code: "account_suspended",
                message: "This account has been suspended. Please contact support.".into(),
            },
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

fn invalid_credentials() -> ApiError {
    ApiError::Unauthorized {
        code: "invalid_credentials",
        message: "The email or password is incorrect.".into(),
    }
}

impl From<identity::accounts::update_profile::UpdateProfileError> for ApiError {
    fn from(error: identity::accounts::update_profile::UpdateProfileError) -> Self {
        use identity::accounts::update_profile::UpdateProfileError as E;
        match error {
            E::WrongPassword => ApiError::field("password", "is incorrect"),
            E::EmailTaken => ApiError::conflict(
                "email_taken",
                "email",
                "An account with this email already exists.",
            ),
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<identity::accounts::change_password::ChangePasswordError> for ApiError {
    fn from(error: identity::accounts::change_password::ChangePasswordError) -> Self {
        use identity::accounts::change_password::ChangePasswordError as E;
        match error {
            E::WrongPassword => ApiError::field("oldPassword", "is incorrect"),
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<identity::TokenError> for ApiError {
    fn from(error: identity::TokenError) -> Self {
        match error {
            identity::TokenError::Invalid => ApiError::BadRequest {
                code: "invalid_token",
                message: "This link is invalid or has expired. Please ask for a new one.".into(),
            },
            identity::TokenError::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<identity::UserStoreError> for ApiError {
    fn from(error: identity::UserStoreError) -> Self {
        use identity::UserStoreError as E;
        match error {
            E::DuplicateEmail => ApiError::conflict(
                "email_taken",
                "email",
                "An account with this email already exists.",
            ),
            E::AddressTypeTaken(kind) => ApiError::conflict(
                "address_type_taken",
                "addressType",
                format!(
                    "You already have a {} address. Delete it first, or choose another type.",
                    kind.as_str()
                ),
            ),
            E::NotFound => ApiError::NotFound("Nothing was found with that id.".into()),
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

fn tax_id_error(error: &shops::TaxIdError) -> ApiError {
    use shops::TaxIdError as E;
    let field = match error {
        E::InvalidPan => "pan",
        E::InvalidGstin | E::GstinChecksum | E::PanMismatch => "gstin",
    };
    ApiError::field(field, error.to_string())
}

impl From<shops::accounts::register::RegisterShopError> for ApiError {
    fn from(error: shops::accounts::register::RegisterShopError) -> Self {
        use shops::accounts::register::RegisterShopError as E;
        match error {
            E::EmailTaken => ApiError::conflict(
                "email_taken",
                "email",
                "A shop with this email already exists. Sign in, or reset its password.",
            ),
            E::TaxIds(tax) => tax_id_error(&tax),
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<shops::accounts::sign_in::SellerSignInError> for ApiError {
    fn from(error: shops::accounts::sign_in::SellerSignInError) -> Self {
        use shops::accounts::sign_in::SellerSignInError as E;
        match error {
            E::InvalidCredentials => invalid_credentials(),
            not_active @ E::NotActive(_) => {
                let mut message = not_active.to_string();
                if let Some(first) = message.get_mut(..1) {
                    first.make_ascii_uppercase();
                }
                ApiError::Denied {
                    code: "shop_not_active",
                    message: format!("{message}."),
                }
            }
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<shops::accounts::update_profile::UpdateShopError> for ApiError {
    fn from(error: shops::accounts::update_profile::UpdateShopError) -> Self {
        use shops::accounts::update_profile::UpdateShopError as E;
        match error {
            E::TaxIds(tax) => tax_id_error(&tax),
            E::NotFound => ApiError::Unauthenticated,
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<catalog::manage::ManageProductError> for ApiError {
    fn from(error: catalog::manage::ManageProductError) -> Self {
        use catalog::manage::ManageProductError as E;
        match error {
            E::NotFound => ApiError::NotFound(E::NotFound.to_string()),
            E::ImageCount { .. } | E::Image { .. } => ApiError::field("images", error.to_string()),
            E::UnknownImage => ApiError::field("keepImages", error.to_string()),
            E::EventEndsInPast => ApiError::field("endDate", error.to_string()),
            E::EventTooLong { .. } => ApiError::field("endDate", error.to_string()),
            E::EventRunning => ApiError::Conflict {
                code: "event_running",
                message: error.to_string(),
                fields: std::collections::BTreeMap::new(),
            },
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<catalog::reviews::ReviewProductError> for ApiError {
    fn from(error: catalog::reviews::ReviewProductError) -> Self {
        use catalog::reviews::ReviewProductError as E;
        match error {
            E::NotFound => ApiError::NotFound(error.to_string()),
            E::NotABuyer => ApiError::Denied {
                code: "not_a_buyer",
                message: error.to_string(),
            },
            E::Unexpected(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<orders::CartError> for ApiError {
    fn from(error: orders::CartError) -> Self {
        match error {
            orders::CartError::Duplicate(index) => {
                ApiError::field(format!("cart[{index}].productId"), error.to_string())
            }
            orders::CartError::Empty | orders::CartError::TooManyLines => {
                ApiError::field("cart", error.to_string())
            }
        }
    }
}

impl From<orders::CheckoutError> for ApiError {
    fn from(error: orders::CheckoutError) -> Self {
        use cart_rules::LineProblem;
        use orders::CheckoutError as E;
        match error {
            E::Cart(cart) => cart.into(),
            E::Lines(issues) => {
                // A missing size is the shopper's input to fix; everything else is the shelf's.
                if let Some(issue) = issues.iter().find(|i| i.problem == LineProblem::SizeRequired) {
                    return ApiError::field(format!("cart[{}].size", issue.index), "choose a size");
                }
                let fields = issues
                    .iter()
                    .map(|issue| {
                        let name = issue.name.clone().unwrap_or_else(|| "This item".to_owned());
                        let text = match issue.problem {
                            LineProblem::NotEnoughStock => format!("Only {} left of {name}.", issue.stock),
                            LineProblem::OutOfStock => format!("{name} is out of stock."),
                            _ => format!("{name} is no longer available."),
                        };
                        (format!("cart[{}]", issue.index), text)
                    })
                    .collect::<BTreeMap<_, _>>();
                let code = if issues.iter().all(|i| i.problem == LineProblem::Unavailable) {
                    "unavailable"
                } else {
                    "out_of_stock"
                };
                ApiError::Conflict {
                    code,
                    message: fields.values().cloned().collect::<Vec<_>>().join(" "),
                    fields,
                }
            }
            E::Short(lines) => {
                let fields = lines
                    .into_iter()
                    .map(|(index, name)| {
                        (
                            format!("cart[{index}]"),
                            format!("{name} sold out or changed price while you were checking out."),
                        )
                    })
                    .collect::<BTreeMap<_, _>>();
                ApiError::Conflict {
                    code: "out_of_stock",
                    message: "Some items sold out or changed price while you were checking out. Please review your cart."
                        .to_owned(),
                    fields,
                }
            }
            E::CodLimit { limit, lines } => {
                let fields = lines
                    .iter()
                    .map(|line| {
                        let held = if line.held > 0 {
                            format!(" (you have {} in orders not yet delivered)", line.held)
                        } else {
                            String::new()
                        };
                        (
                            format!("cart[{}]", line.index),
                            format!(
                                "Cash on delivery is limited to {limit} units of {} per account{held}. Pay online for more.",
                                line.name
                            ),
                        )
                    })
                    .collect::<BTreeMap<_, _>>();
                ApiError::Conflict {
                    code: "cod_limit",
                    message: fields.values().cloned().collect::<Vec<_>>().join(" "),
                    fields,
                }
            }
            E::Coupon(message) => ApiError::field("couponCode", message),
            E::PaymentMethodUnavailable => ApiError::field("paymentMethod", error.to_string()),
            E::KeyReused => ApiError::Unprocessable {
                code: "idempotency_key_reused",
                message: error.to_string(),
            },
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<orders::CouponError> for ApiError {
    fn from(error: orders::CouponError) -> Self {
        use orders::CouponError as E;
        match error {
            E::DuplicateCode => ApiError::conflict("duplicate_code", "name", error.to_string()),
            E::NotOwnProduct => ApiError::field("selectedProduct", error.to_string()),
            E::ExpiresInPast => ApiError::field("expiresAt", error.to_string()),
            E::ZeroMaximum => ApiError::field("maxAmount", error.to_string()),
            E::NotFound => ApiError::NotFound(error.to_string()),
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<shops::accounts::suspend::SuspendError> for ApiError {
    fn from(error: shops::accounts::suspend::SuspendError) -> Self {
        use shops::accounts::suspend::SuspendError as E;
        match error {
            E::NotFound => ApiError::NotFound(error.to_string()),
            E::NotSuspended => ApiError::Conflict {
                code: "not_suspended",
                message: error.to_string(),
                fields: BTreeMap::new(),
            },
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<identity::accounts::admin::UserStatusError> for ApiError {
    fn from(error: identity::accounts::admin::UserStatusError) -> Self {
        use identity::accounts::admin::UserStatusError as E;
        let conflict = |code: &'static str, message: String| ApiError::Conflict {
            code,
            message,
            fields: BTreeMap::new(),
        };
        match error {
            E::NotFound => ApiError::NotFound(error.to_string()),
            E::CannotSuspendAdmin => conflict("cannot_suspend_admin", error.to_string()),
            E::Closed => conflict("account_closed", error.to_string()),
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<orders::WithdrawalError> for ApiError {
    fn from(error: orders::WithdrawalError) -> Self {
        use orders::WithdrawalError as E;
        match error {
            E::BelowMinimum | E::AboveBalance { .. } => ApiError::field("amount", error.to_string()),
            E::NoPayoutMethod => ApiError::conflict("no_payout_method", "withdrawMethod", error.to_string()),
            E::AlreadyDecided(_) => ApiError::Conflict {
                code: "already_decided",
                message: error.to_string(),
                fields: BTreeMap::new(),
            },
            E::NotFound => ApiError::NotFound(error.to_string()),
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

impl From<orders::OrderError> for ApiError {
    fn from(error: orders::OrderError) -> Self {
        use orders::OrderError as E;
        let conflict = |code: &'static str, message: String| ApiError::Conflict {
            code,
            message,
            fields: BTreeMap::new(),
        };
        match error {
            E::NotFound => ApiError::NotFound(error.to_string()),
            E::NotAllowed { .. } => conflict("status_not_allowed", error.to_string()),
            E::RefundWindowClosed { .. } => conflict("refund_window_closed", error.to_string()),
            E::ChangedMeanwhile => conflict("changed_meanwhile", error.to_string()),
            E::NotAwaitingPayment => conflict("not_awaiting_payment", error.to_string()),
            E::PaymentsNotConfigured => ApiError::NotFound(error.to_string()),
            E::BadSignature => ApiError::BadRequest {
                code: "bad_signature",
                message: error.to_string(),
            },
            E::Gateway(cause) => {
                tracing::error!(error = ?cause, "the payment gateway failed");
                ApiError::Upstream
            }
            E::Internal(cause) => ApiError::Internal(cause),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_messages_become_named_field_errors() {
        let ApiError::Validation { fields, .. } =
            deserialize_error("missing field `email` at line 1 column 2")
        else {
            panic!("expected a validation error");
        };
        assert_eq!(fields.get("email").map(String::as_str), Some("is required"));
    }

    #[test]
    fn other_data_errors_keep_serde_explanation_without_positions() {
        let error = deserialize_error("invalid type: string \"x\", expected u32 at line 1 column 9");
        assert_eq!(
            error.to_string(),
            "The request body is not valid: invalid type: string \"x\", expected u32."
        );
    }

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
