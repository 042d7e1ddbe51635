//! Serving the built frontend from the same origin as the API.
//!
//! - `/assets/*`: Vite's content-hashed files, cached for a year (`immutable`): a new build
//!   produces new names, so a cached file is never stale.
//! - a few top-level files (`/favicon.svg`, `/robots.txt`): cached for an hour.
//! - `/`, `/products` and `/product/{id}`, without a query: the page as a first visit sees it before
//!   any answer arrives, prerendered at build time (`frontend/scripts/prerender.mjs`) into
//!   `prerendered/{home,products,product}.html`, so a phone paints it before the JavaScript has
//!   run; the app then hydrates it. Revalidated on every load, like the index. The product page
//!   names the product's answer for the browser to fetch early, so its id is written in per
//!   request (only an address whose last segment is a product id; any other gets the index).
//! - every other `GET` outside `/api`: `index.html`, revalidated on every load, so the client
//!   router renders the page (its own 404 page included).
//! - anything under `/api` that no route matched: the JSON 404 of the one error mapping.

use std::path::{Path, PathBuf};

use actix_files::{Files, NamedFile};
use actix_web::HttpMessage as _;
use actix_web::http::header::Encoding;
use actix_web::http::{Method, header};
use actix_web::middleware::DefaultHeaders;
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};

use kernel::ProductId;

use crate::error::ApiError;
use crate::security_headers::InlineStylePolicy;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";

pub struct Frontend {
    dir: PathBuf,
    index_html: Option<Bytes>,
    prerendered: Prerendered,
}

/// The prerendered pages a build holds; a build without them (or a page missing from one) is
/// served the index instead, which renders the same page once the JavaScript has run.
struct Prerendered {
    home: Option<Page>,
    products: Option<Page>,
    product: Option<Page>,
}

/// A prerendered page and the policy that allows its inline stylesheet.
struct Page {
    html: Bytes,
    policy: InlineStylePolicy,
    /// Where [`ID_SLOT`] is, in a page whose answers are named by the address's id.
    id_slot: Option<usize>,
    /// The page compressed once, when it is the same for every address (the inline stylesheet
    /// makes it some 110 KB, which the compression middleware would otherwise squeeze per request).
    compressed: Option<Compressed>,
}

struct Compressed {
    brotli: Bytes,
    gzip: Bytes,
}

impl Compressed {
    fn of(html: &[u8]) -> std::io::Result<Self> {
        use std::io::Write as _;
        let mut brotli = Vec::new();
        {
            // Quality 9: within a few per cent of the smallest, in milliseconds at start-up.
            let mut writer = brotli::CompressorWriter::new(&mut brotli, 4096, 9, 22);
            writer.write_all(html)?;
        }
        let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        gzip.write_all(html)?;
        Ok(Self {
            brotli: Bytes::from(brotli),
            gzip: Bytes::from(gzip.finish()?),
        })
    }
}

/// What the prerender writes where the product page names its product's id
/// (`frontend/scripts/prerender.mjs`).
const ID_SLOT: &str = "haat-product-id-slot";

impl Page {
    /// The page at `path`, if it is there and holds one `<style>` element (its stylesheet, inlined
    /// by the prerender so the first paint waits for no other file).
    fn read(path: &Path) -> Option<Self> {
        let html = std::fs::read_to_string(path).ok()?;
        if html.matches("<style>").count() != 1 {
            tracing::warn!(page = %path.display(), "a prerendered page without exactly one <style>; serving the index");
            return None;
        }
        let css = html.split_once("<style>")?.1.split_once("</style>")?.0;
        let policy = InlineStylePolicy::for_stylesheet(css);
        let id_slot = match html.match_indices(ID_SLOT).count() {
            0 => None,
            1 => html.find(ID_SLOT),
            _ => {
                tracing::warn!(page = %path.display(), "a prerendered page names its id more than once; serving the index");
                return None;
            }
        };
        let compressed = match id_slot {
            Some(_) => None,
            None => Compressed::of(html.as_bytes())
                .inspect_err(
                    |error| tracing::warn!(%error, page = %path.display(), "compressing a prerendered page"),
                )
                .ok(),
        };
        Some(Self {
            html: Bytes::from(html),
            policy,
            id_slot,
            compressed,
        })
    }

    /// The page's body for a request, and its encoding when it is already compressed: with the
    /// address's id written in, or else compressed as the request accepts it (`None` as the
    /// encoding leaves that to the compression middleware). `None` when the page needs an id and
    /// the address's last segment is not a product id.
    fn body_for(&self, req: &HttpRequest) -> Option<(Bytes, Option<&'static str>)> {
        if let Some(slot) = self.id_slot {
            // Parsed as the API parses it, and written in its canonical form, so nothing but a
            // product id's own characters is ever written into the page.
            let raw = req.path().rsplit('/').next().unwrap_or_default();
            let id = raw.parse::<ProductId>().ok()?.to_string();
            let mut html = Vec::with_capacity(self.html.len() + id.len());
            html.extend_from_slice(&self.html[..slot]);
            html.extend_from_slice(id.as_bytes());
            html.extend_from_slice(&self.html[slot + ID_SLOT.len()..]);
            return Some((Bytes::from(html), None));
        }
        let accepted = req.get_header::<header::AcceptEncoding>().and_then(|accept| {
            accept.negotiate([Encoding::brotli(), Encoding::gzip(), Encoding::identity()].iter())
        });
        Some(match (&self.compressed, accepted) {
            (Some(compressed), Some(encoding)) if encoding == Encoding::brotli() => {
                (compressed.brotli.clone(), Some("br"))
            }
            (Some(compressed), Some(encoding)) if encoding == Encoding::gzip() => {
                (compressed.gzip.clone(), Some("gzip"))
            }
            _ => (self.html.clone(), None),
        })
    }
}

impl Prerendered {
    fn load(dir: &Path) -> Self {
        let read = |name: &str| Page::read(&dir.join("prerendered").join(format!("{name}.html")));
        Self {
            home: read("home"),
            products: read("products"),
            product: read("product"),
        }
    }

    /// The prerendered page for an address, if it has one. Only the bare addresses do: a query
    /// (filters, a page number, a search) changes what the page shows before any answer arrives,
    /// so the markup would not be what the app draws, and React would have to redraw it.
    fn page(&self, path: &str, query: &str) -> Option<&Page> {
        if !query.is_empty() {
            return None;
        }
        match path {
            "/" => self.home.as_ref(),
            "/products" => self.products.as_ref(),
            _ => {
                let id = path.strip_prefix("/product/")?;
                let one_segment = !id.is_empty() && !id.contains('/');
                one_segment.then_some(self.product.as_ref()).flatten()
            }
        }
    }
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
            prerendered: Prerendered::load(dir),
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
    if let Some(page) = frontend.prerendered.page(path, req.query_string())
        && let Some((html, encoding)) = page.body_for(&req)
    {
        let mut response = shell(html);
        if let Some(encoding) = encoding {
            // Set here, the compression middleware leaves the body as it is.
            let headers = response.headers_mut();
            headers.insert(
                header::CONTENT_ENCODING,
                header::HeaderValue::from_static(encoding),
            );
            headers.insert(header::VARY, header::HeaderValue::from_static("accept-encoding"));
        }
        response.extensions_mut().insert(page.policy.clone());
        return Ok(response);
    }
    Ok(match &frontend.index_html {
        Some(html) => shell(html.clone()),
        None => HttpResponse::ServiceUnavailable()
            .content_type("text/html; charset=utf-8")
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .body(NOT_BUILT),
    })
}

/// A page of the app: HTML that is revalidated on every load, so a new build shows at once.
fn shell(html: Bytes) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .body(html)
}

const NOT_BUILT: &str = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Haat</title></head>\
<body><h1>Haat's pages have not been built yet</h1>\
<p>The API is running. To build the storefront, run <code>just run</code> \
(or <code>npm --prefix frontend ci &amp;&amp; npm --prefix frontend run build</code>) and restart.</p></body></html>";
