//! The headers every response carries, whatever answered it (an endpoint, a page, a picture, an
//! error): the browser's own defences, set once here rather than per handler (docs/security.md).

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use std::sync::OnceLock;

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

/// [`CONTENT_SECURITY_POLICY`], with the CDN's origin among the pictures' sources when images are
/// served from one (`media.public_base_url`). Made once, on the first response.
fn page_policy() -> &'static HeaderValue {
    static POLICY: OnceLock<HeaderValue> = OnceLock::new();
    POLICY.get_or_init(|| {
        let with_cdn = crate::media::foreign_origin().map(|origin| {
            CONTENT_SECURITY_POLICY.replacen(
                "img-src 'self' data: blob:;",
                &format!("img-src 'self' {origin} data: blob:;"),
                1,
            )
        });
        with_cdn
            .and_then(|policy| HeaderValue::from_str(&policy).ok())
            .unwrap_or(HeaderValue::from_static(CONTENT_SECURITY_POLICY))
    })
}

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

/// The one inline stylesheet a response may carry, allowed by its hash: a prerendered page's own
/// stylesheet (`frontend.rs`). Nothing else inline is allowed on that page, and no other page gets
/// it. A handler attaches the policy to its response's extensions, and [`add`] sends it.
#[derive(Clone)]
pub struct InlineStylePolicy(HeaderValue);

impl InlineStylePolicy {
    /// The policy of [`CONTENT_SECURITY_POLICY`] that also allows a `<style>` element holding
    /// exactly `css`.
    #[must_use]
    pub fn for_stylesheet(css: &str) -> Self {
        use base64::Engine as _;
        use sha2::Digest as _;
        let hash = base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(css));
        let base = page_policy().to_str().unwrap_or(CONTENT_SECURITY_POLICY);
        let policy = base.replacen(
            "style-src 'self';",
            &format!("style-src 'self' 'sha256-{hash}';"),
            1,
        );
        // Base64 and the constant policy are visible ASCII, which a header value always accepts.
        Self(HeaderValue::from_str(&policy).unwrap_or(HeaderValue::from_static(CONTENT_SECURITY_POLICY)))
    }
}

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
    let inline_style = response
        .response()
        .extensions()
        .get::<InlineStylePolicy>()
        .cloned();
    let policy = match inline_style {
        Some(InlineStylePolicy(policy)) => policy,
        None if docs => HeaderValue::from_static(DOCS_CONTENT_SECURITY_POLICY),
        None => page_policy().clone(),
    };
    let headers = response.headers_mut();
    headers.insert(HeaderName::from_static("content-security-policy"), policy);
    let extra = https.then_some(HSTS);
    for &(name, value) in HEADERS.iter().chain(extra.iter()) {
        let name = HeaderName::from_static(name);
        if !headers.contains_key(&name) {
            headers.insert(name, HeaderValue::from_static(value));
        }
    }
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_inline_stylesheet_is_allowed_by_its_hash_and_nothing_else_changes() {
        let InlineStylePolicy(policy) = InlineStylePolicy::for_stylesheet("body{margin:0}");
        let policy = policy.to_str().unwrap();

        // printf 'body{margin:0}' | openssl dgst -sha256 -binary | base64
        assert!(
            policy.contains("style-src 'self' 'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc=';"),
            "{policy}"
        );
        assert_eq!(
            policy.replacen(" 'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='", "", 1),
            CONTENT_SECURITY_POLICY
        );
    }
}
