//! Serving the built frontend from the same origin as the API.
//!
//! - `/assets/*`: Vite's content-hashed files, cached for a year (`immutable`): a new build
//!   produces new names, so a cached file is never stale.
//! - a few top-level files (`/favicon.svg`, `/robots.txt`): cached for an hour.
//! - every other `GET` outside `/api`: `index.html`, revalidated on every load, so the client
//!   router renders the page (its own 404 page included).
//! - anything under `/api` that no route matched: the JSON 404 of the one error mapping.

use std::path::{Path, PathBuf};

use actix_files::{Files, NamedFile};
use actix_web::http::{Method, header};
use actix_web::middleware::DefaultHeaders;
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};

use crate::error::ApiError;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";

pub struct Frontend {
    dir: PathBuf,
    index_html: Option<Bytes>,
}

impl Frontend {
    /// Reads `index.html` once; a missing build is reported on every page instead of failing
    /// start-up, so the API stays usable while the frontend is being built.
    #[must_use]
    pub fn load(dir: &Path) -> Self {
        let index_html = std::fs::read(dir.join("index.html")).ok().map(Bytes::from);
        if index_html.is_none() {
            tracing::warn!(dir = %dir.display(), "no built frontend found; pages will say so");
        }
        Self {
            dir: dir.to_owned(),
            index_html,
        }
    }

    /// A file directly in the build's root, such as `favicon.svg`. Only plain names are
    /// considered, so no request can reach outside the build directory. `index.html` is not one
    /// of them: the shell must always be revalidated, never cached for an hour.
    fn root_file(&self, path: &str) -> Option<PathBuf> {
        let name = path.strip_prefix('/')?;
        let plain = !name.is_empty()
            && name != "index.html"
            && !name.starts_with('.')
            && name.contains('.')
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'));
        let file = self.dir.join(name);
        (plain && file.is_file()).then_some(file)
    }
}

/// Registers the hashed assets. Call before the default service is set.
pub fn configure(cfg: &mut web::ServiceConfig, frontend: &Frontend) {
    let assets = frontend.dir.join("assets");
    if assets.is_dir() {
        cfg.service(
            web::scope("/assets")
                .wrap(DefaultHeaders::new().add((header::CACHE_CONTROL, IMMUTABLE)))
                .service(Files::new("", assets).use_etag(true).use_last_modified(true)),
        );
    }
}

/// Everything no route matched.
pub async fn fallback(req: HttpRequest, frontend: web::Data<Frontend>) -> Result<HttpResponse, ApiError> {
    let path = req.path();
    if path == "/api" || path.starts_with("/api/") {
        return Err(ApiError::NotFound(
            "There is no API endpoint at this address.".into(),
        ));
    }
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return Err(ApiError::MethodNotAllowed {
            method: req.method().to_string(),
        });
    }
    if path.starts_with("/assets/") {
        return Err(ApiError::NotFound("There is no such file.".into()));
    }
    if let Some(file) = frontend.root_file(path) {
        let file = NamedFile::open_async(file)
            .await
            .map_err(|e| ApiError::Internal(e.into()))?;
        let mut response = file.use_etag(true).into_response(&req);
        response.headers_mut().insert(
            header::CACHE_CONTROL,
            header::HeaderValue::from_static("public, max-age=3600"),
        );
        return Ok(response);
    }
    Ok(match &frontend.index_html {
        Some(html) => HttpResponse::Ok()
            .content_type("text/html; charset=utf-8")
            .insert_header((header::CACHE_CONTROL, "no-cache"))
            .body(html.clone()),
        None => HttpResponse::ServiceUnavailable()
            .content_type("text/html; charset=utf-8")
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .body(NOT_BUILT),
    })
}

const NOT_BUILT: &str = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Haat</title></head>\
<body><h1>Haat's pages have not been built yet</h1>\
<p>The API is running. To build the storefront, run <code>just run</code> \
(or <code>npm --prefix frontend ci &amp;&amp; npm --prefix frontend run build</code>) and restart.</p></body></html>";
