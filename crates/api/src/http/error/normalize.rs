//! The last line of defence: error responses that did not come from [`ApiError`] get its body.

use actix_web::ResponseError as _;
use actix_web::body::MessageBody;
use actix_web::dev::ServiceResponse;
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::ErrorHandlerResponse;

use kernel::Message;

use super::{ApiError, EXPECT_FORM, ErrorCode};

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
        StatusCode::NOT_FOUND => ApiError::NotFound(Message::new("error-not_found-address")),
        StatusCode::METHOD_NOT_ALLOWED => ApiError::MethodNotAllowed {
            method: res.request().method().to_string(),
        },
        StatusCode::PAYLOAD_TOO_LARGE => ApiError::PayloadTooLarge { limit_kib: None },
        // JSON bodies of the wrong type are answered by `json_payload_error`; what reaches here
        // is the form extractor refusing a body that is not a form before its error handler
        // runs (actix-multipart checks the content type first), e.g. JSON sent to
        // `create-user`.
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ApiError::UnsupportedMediaType {
            expected: EXPECT_FORM,
        },
        StatusCode::UNAUTHORIZED => ApiError::Unauthenticated,
        StatusCode::FORBIDDEN => ApiError::Forbidden,
        s if s.is_server_error() => ApiError::Internal(anyhow::anyhow!("{s} without an ApiError body")),
        _ => ApiError::BadRequest {
            code: ErrorCode::BadRequest,
            message: Message::new(ErrorCode::BadRequest.message_id()),
        },
    };
    let mut response = api_error.error_response();
    *response.status_mut() = status;
    let (req, _) = res.into_parts();
    Ok(ErrorHandlerResponse::Response(
        ServiceResponse::new(req, response).map_into_right_body(),
    ))
}
