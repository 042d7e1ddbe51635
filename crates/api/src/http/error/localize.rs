//! The request's language, and error answers written in it.
//!
//! A request's language is the signed-in account's, kept in the session at sign-in (and when the
//! account changes it), else the best of `Accept-Language` that Haat speaks, else English.
//! [`ApiError::error_response`](super::ApiError) cannot see the request, so it writes its answer
//! in English and leaves what it says, as message ids, in the response's extensions; the
//! middleware here, which sees both, writes the body again in the request's language and sets
//! `Content-Language`. It runs twice: inside the session middleware for the answers of handlers,
//! extractors and the router (the session is loaded there), and outside the guards that answer
//! before the session is loaded (a cross-origin write, a query string with control characters),
//! which are written in the `Accept-Language` language.

use std::future::{Ready, ready};

use actix_session::{Session, SessionExt as _};
use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{FromRequest, HttpMessage as _, HttpRequest};
use kernel::Language;

use super::Said;

/// Where the session keeps the signed-in account's language.
const SESSION_KEY: &str = "language";

/// The language this request is answered in; handlers take it to store a new account's language
/// or to write what they answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestLanguage(pub Language);

impl RequestLanguage {
    /// Keeps `language` in the session as the signed-in account's (at sign-in, and when the
    /// account changes its language), so its later requests are answered in it.
    pub fn remember(session: &Session, language: Language) {
        if let Err(error) = session.insert(SESSION_KEY, language) {
            tracing::warn!(%error, "could not keep the language in the session");
        }
    }

    /// The language of the request: the session's, else `Accept-Language`'s, else English.
    fn negotiate(req: &HttpRequest, with_session: bool) -> Language {
        let remembered = with_session
            .then(|| req.get_session().get::<Language>(SESSION_KEY).ok().flatten())
            .flatten();
        remembered
            .or_else(|| {
                req.headers()
                    .get(header::ACCEPT_LANGUAGE)
                    .and_then(|value| value.to_str().ok())
                    .and_then(Language::from_accept_language)
            })
            .unwrap_or_default()
    }

    fn of(req: &HttpRequest) -> Language {
        req.extensions()
            .get::<RequestLanguage>()
            .map_or_else(|| Self::negotiate(req, false), |language| language.0)
    }
}

impl FromRequest for RequestLanguage {
    type Error = actix_web::Error;
    type Future = Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(Ok(RequestLanguage(Self::of(req))))
    }
}

/// Middleware inside the session middleware: finds the request's language and writes error
/// answers in it.
pub async fn localize_errors(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    localize(req, next, true).await
}

/// Middleware outside the guards that answer before the session is loaded: writes their error
/// answers in the `Accept-Language` language.
pub async fn localize_early_errors(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    localize(req, next, false).await
}

async fn localize(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
    with_session: bool,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let language = RequestLanguage::negotiate(req.request(), with_session);
    req.extensions_mut().insert(RequestLanguage(language));
    let mut res = next.call(req).await?;
    let Some(said) = res.response_mut().extensions_mut().remove::<Said>() else {
        return Ok(res.map_into_boxed_body());
    };
    if language == Language::En {
        return Ok(res.map_into_boxed_body());
    }
    let body = said.body(&texts::CATALOGUE, language);
    Ok(res.map_body(|head, _english| {
        head.headers.insert(
            header::CONTENT_LANGUAGE,
            HeaderValue::from_static(language.code()),
        );
        BoxBody::new(body)
    }))
}
