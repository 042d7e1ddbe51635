//! Writes must come from Haat's own pages (CSRF protection).
//!
//! Every POST, PUT, PATCH and DELETE must name, in `Origin` (or failing that `Referer`), the
//! origin it was sent to (scheme, host and port), or the origin of `server.public_url`. Browsers
//! always send `Origin` on cross-site writes and cannot be made to forge it; a request with
//! neither header is refused too. The session cookie's SameSite=Lax is the second line of
//! defence. Signing out by GET, kept for old links, is refused when either header names another
//! site.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{Method, header};
use actix_web::middleware::Next;
use actix_web::{ResponseError as _, web};

use crate::app::state::AppState;
use crate::http::client_address::Proxies;
use crate::http::error::ApiError;
use crate::http::origin::Origin;

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
    if is_write(req.method()) && !is_signed_webhook(req.path()) && !comes_from_here(req.request()) {
        let response = ApiError::CrossOrigin.error_response();
        return Ok(req.into_response(response).map_into_right_body());
    }
    next.call(req).await.map(ServiceResponse::map_into_left_body)
}

/// Refuses a request whose `Origin` or `Referer` names another site; one naming none passes (a
/// link typed or bookmarked). For the few GETs that change something (signing out by link).
///
/// # Errors
/// [`ApiError::CrossOrigin`].
pub fn refuse_other_sites(req: &actix_web::HttpRequest) -> Result<(), ApiError> {
    let names_a_site =
        req.headers().contains_key(header::ORIGIN) || req.headers().contains_key(header::REFERER);
    if names_a_site && !comes_from_here(req) {
        return Err(ApiError::CrossOrigin);
    }
    Ok(())
}

/// Whether the request names, in `Origin` or failing that `Referer`, the origin it was sent to or
/// the public address's origin.
pub fn comes_from_here(req: &actix_web::HttpRequest) -> bool {
    let headers = req.headers();
    let claimed = headers
        .get(header::ORIGIN)
        .or_else(|| headers.get(header::REFERER))
        .and_then(|value| value.to_str().ok())
        .and_then(Origin::of_url);
    let Some(claimed) = claimed else {
        return false;
    };
    let state = req.app_data::<web::Data<AppState>>();
    if state
        .and_then(|state| state.public_origin.as_ref())
        .is_some_and(|public| *public == claimed)
    {
        return true;
    }
    // Haat itself speaks plain HTTP; behind a trusted proxy, the proxy says which scheme the
    // browser used.
    let behind_proxy = state.is_some_and(|state| state.proxies != Proxies::None);
    let scheme = if behind_proxy {
        headers
            .get("x-forwarded-proto")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(',').next())
            .map_or_else(|| "http".to_owned(), |v| v.trim().to_ascii_lowercase())
    } else {
        "http".to_owned()
    };
    headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .and_then(|host| Origin::of_request(&scheme, host))
        .is_some_and(|own| own == claimed)
}
