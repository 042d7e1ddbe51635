//! Writes must come from Haat's own pages (CSRF protection).
//!
//! Every POST, PUT, PATCH and DELETE must name, in `Origin` (or failing that `Referer`), the
//! host it was sent to, or the host of `server.public_url`. Browsers always send `Origin` on
//! cross-site writes and cannot be made to forge it; a request with neither header is refused
//! too. The session cookie's SameSite=Lax is the second line of defence.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{Method, header};
use actix_web::middleware::Next;
use actix_web::{ResponseError as _, web};

use crate::error::ApiError;
use crate::state::AppState;

/// `host[:port]` of an absolute URL, lower-cased; `None` for `null` and anything unparsable.
#[must_use]
pub fn authority_of(url: &str) -> Option<String> {
    let rest = url.split_once("://").map(|(_, rest)| rest)?;
    let authority = rest.split(['/', '?', '#']).next()?;
    let authority = authority.rsplit('@').next()?;
    (!authority.is_empty()).then(|| authority.to_ascii_lowercase())
}

/// Calls made by other servers, not browsers: they carry no Origin and no session, and prove
/// who sent them by a signature over the body, checked by their handler.
const SIGNED_WEBHOOKS: &[&str] = &["/api/v2/payment/razorpay/webhook"];

/// Whether `path` is a webhook that proves its sender by signature instead of `Origin`.
#[must_use]
pub fn is_signed_webhook(path: &str) -> bool {
    SIGNED_WEBHOOKS.contains(&path)
}

fn is_write(method: &Method) -> bool {
    !matches!(
        *method,
        Method::GET | Method::HEAD | Method::OPTIONS | Method::TRACE
    )
}

pub async fn same_origin_writes(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    if is_write(req.method()) && !is_signed_webhook(req.path()) && !comes_from_here(&req) {
        let response = ApiError::CrossOrigin.error_response();
        return Ok(req.into_response(response).map_into_right_body());
    }
    next.call(req).await.map(ServiceResponse::map_into_left_body)
}

fn comes_from_here(req: &ServiceRequest) -> bool {
    let headers = req.headers();
    let claimed = headers
        .get(header::ORIGIN)
        .or_else(|| headers.get(header::REFERER))
        .and_then(|value| value.to_str().ok())
        .and_then(authority_of);
    let Some(claimed) = claimed else {
        return false;
    };
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .map(str::to_ascii_lowercase);
    let public = req
        .app_data::<web::Data<AppState>>()
        .and_then(|state| state.public_authority.clone());
    host.as_deref() == Some(claimed.as_str()) || public.as_deref() == Some(claimed.as_str())
}

#[cfg(test)]
mod tests {
    use super::authority_of;

    #[test]
    fn the_authority_is_the_host_and_port_of_a_url() {
        assert_eq!(
            authority_of("https://Haat.example/account?x=1").as_deref(),
            Some("haat.example")
        );
        assert_eq!(
            authority_of("http://127.0.0.1:8080").as_deref(),
            Some("127.0.0.1:8080")
        );
        assert_eq!(
            authority_of("http://user@evil.example/").as_deref(),
            Some("evil.example")
        );
        assert_eq!(authority_of("null"), None);
        assert_eq!(authority_of(""), None);
    }
}
