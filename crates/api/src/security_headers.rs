//! The headers every response carries, whatever answered it (an endpoint, a page, a picture, an
//! error): the browser's own defences, set once here rather than per handler (docs/security.md).

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;

/// What the pages may load: only Haat's own scripts, styles, pictures and API, plus Razorpay's
/// Checkout (its script, the frame it opens and the calls it makes) for online payment. No inline
/// script or style is allowed, and no site may frame Haat (clickjacking).
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
     script-src 'self' https://checkout.razorpay.com; \
     style-src 'self'; \
     img-src 'self' data: blob:; \
     font-src 'self'; \
     connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com; \
     frame-src https://api.razorpay.com https://checkout.razorpay.com; \
     frame-ancestors 'none'; \
     base-uri 'self'; \
     form-action 'self'; \
     object-src 'none'";

/// Swagger UI (`/api/docs/`) sets style attributes in its markup; its scripts are still only its
/// own, so the one relaxation is inline style, on those pages alone.
pub const DOCS_CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
     script-src 'self'; \
     style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; \
     connect-src 'self'; \
     frame-ancestors 'none'; \
     base-uri 'self'; \
     form-action 'self'; \
     object-src 'none'";

const HEADERS: &[(&str, &str)] = &[
    // A file is what its Content-Type says, never what its bytes look like (an uploaded picture
    // can never be run as a script).
    ("x-content-type-options", "nosniff"),
    // Other sites learn the origin of a link followed from Haat, never the path (order ids).
    ("referrer-policy", "strict-origin-when-cross-origin"),
    // frame-ancestors' predecessor, for browsers that predate it.
    ("x-frame-options", "DENY"),
    (
        "permissions-policy",
        "camera=(), microphone=(), geolocation=(), payment=(self)",
    ),
    // Razorpay's UPI and net-banking flows open popups that must be able to report back.
    ("cross-origin-opener-policy", "same-origin-allow-popups"),
];

/// Only behind HTTPS (`session.secure_cookie`): a browser that saw it refuses plain HTTP for a year.
const HSTS: (&str, &str) = ("strict-transport-security", "max-age=31536000; includeSubDomains");

/// Sets the Content-Security-Policy, and adds [`HEADERS`] (and HSTS when `https`) where a
/// response does not set its own.
pub async fn add(
    https: bool,
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let docs = req.path().starts_with("/api/docs/");
    let mut response = next.call(req).await?;
    let headers = response.headers_mut();
    let policy = if docs {
        DOCS_CONTENT_SECURITY_POLICY
    } else {
        CONTENT_SECURITY_POLICY
    };
    headers.insert(
        HeaderName::from_static("content-security-policy"),
        HeaderValue::from_static(policy),
    );
    let extra = https.then_some(HSTS);
    for &(name, value) in HEADERS.iter().chain(extra.iter()) {
        let name = HeaderName::from_static(name);
        if !headers.contains_key(&name) {
            headers.insert(name, HeaderValue::from_static(value));
        }
    }
    Ok(response)
}
