//! How request bodies, query strings, paths and forms are read: their limits, and their
//! failures answered by the one mapping, naming the field where there is one.

use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, web};

use kernel::Message;

use super::{ApiError, EXPECT_FORM, EXPECT_JSON, ErrorCode};

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
            expected: EXPECT_JSON,
        },
        JsonPayloadError::Deserialize(cause) if cause.is_data() => deserialize_error(&cause.to_string()),
        JsonPayloadError::Deserialize(_) => ApiError::BadRequest {
            code: ErrorCode::InvalidJson,
            message: Message::new(ErrorCode::InvalidJson.message_id()),
        },
        _ => ApiError::BadRequest {
            code: ErrorCode::InvalidBody,
            message: Message::new(ErrorCode::InvalidBody.message_id()),
        },
    };
    api_error.into()
}

/// Query strings that do not fit the handler's parameters.
fn query_error(error: QueryPayloadError, _req: &HttpRequest) -> actix_web::Error {
    let QueryPayloadError::Deserialize(cause) = &error else {
        return ApiError::BadRequest {
            code: ErrorCode::InvalidQuery,
            message: Message::new(ErrorCode::InvalidQuery.message_id()),
        }
        .into();
    };
    match deserialize_error(&cause.to_string()) {
        ApiError::Validation { fields } => ApiError::Validation { fields },
        _ => ApiError::BadRequest {
            code: ErrorCode::InvalidQuery,
            message: Message::new("error-invalid_query-because").with("cause", cause),
        },
    }
    .into()
}

/// Path segments that do not parse (an id that is not an id).
fn path_error(error: PathError, _req: &HttpRequest) -> actix_web::Error {
    let PathError::Deserialize(cause) = &error else {
        return ApiError::NotFound(Message::new("error-not_found-address")).into();
    };
    ApiError::BadRequest {
        code: ErrorCode::InvalidPath,
        message: Message::new("error-invalid_path-because").with("cause", cause),
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
        E::MissingField(name) => ApiError::field(name, Message::new("field-required")),
        E::DuplicateField(name) => ApiError::field(name, Message::new("field-sent-twice")),
        E::UnknownField(name) => ApiError::field(name, Message::new("field-not-accepted")),
        E::Field { name, source } => {
            let problem = if source.as_response_error().status_code() == StatusCode::PAYLOAD_TOO_LARGE {
                "field-too-large"
            } else {
                "field-unreadable"
            };
            ApiError::field(name, Message::new(problem))
        }
        E::ContentTypeMissing | E::ContentTypeParse | E::ContentTypeIncompatible | E::BoundaryMissing => {
            ApiError::UnsupportedMediaType {
                expected: EXPECT_FORM,
            }
        }
        E::Payload(actix_web::error::PayloadError::Overflow) => ApiError::PayloadTooLarge { limit_kib: None },
        _ => ApiError::BadRequest {
            code: ErrorCode::InvalidForm,
            message: Message::new(ErrorCode::InvalidForm.message_id()),
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
        return ApiError::field(field, Message::new("field-required"));
    }
    if text.starts_with("unknown field")
        && let Some(field) = field_in_backticks(text)
    {
        return ApiError::field(field, Message::new("field-not-accepted"));
    }
    let readable = text.split(" at line ").next().unwrap_or(text);
    ApiError::BadRequest {
        code: ErrorCode::InvalidBody,
        message: Message::new("error-invalid_body-because").with("cause", readable),
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
        assert_eq!(fields.get("email").map(|m| m.id), Some("field-required"));
    }

    #[test]
    fn other_data_errors_keep_serde_explanation_without_positions() {
        let error = deserialize_error("invalid type: string \"x\", expected u32 at line 1 column 9");
        assert_eq!(
            error.to_string(),
            "The request body is not valid: invalid type: string \"x\", expected u32."
        );
    }
}
