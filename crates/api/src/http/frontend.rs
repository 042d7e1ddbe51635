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
//!   The listing and a product page have pictured variants (`products-pictured.html`,
//!   `product-pictured.html`), sent when the storefront has their first pictures to write in,
//!   so the page's largest paint does not wait for the JavaScript either (ADR 0016).
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
use kernel::media::MediaKey;

use crate::app::state::AppState;
use crate::http::error::ApiError;
use crate::http::security_headers::InlineStylePolicy;
use crate::media::media_path;

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
    /// The listing with its first row of cards' pictures in place of their skeletons, for when
    /// the listing's first products have pictures.
    products_pictured: Option<Page>,
    /// The product page with its main picture in place of the picture's skeleton, for a product
    /// that has one.
    product_pictured: Option<Page>,
}

/// A prerendered page and the policy that allows its inline stylesheet.
struct Page {
    html: Bytes,
    policy: InlineStylePolicy,
    /// Where each of the page's slots is, in order; empty when the page is the same for every
    /// address.
    slots: Vec<(usize, Slot)>,
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
            // Quality 10 with a 128 KiB window, which covers a whole page: 6% smaller than
            // quality 9 (16.5 against 17.5 KB for the home page) in about 40 ms a page at
            // start-up. Its match finder is sized by the window; quality 9's is a fixed 32 MiB
            // table, which the idle server then kept resident, since its allocator gives memory
            // back when next asked for some and an idle server asks for none (63 MiB idle).
            let mut writer = brotli::CompressorWriter::new(&mut brotli, 4096, 10, 17);
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

/// What only the request knows, marked in a prerendered page by the prerender
/// (`frontend/scripts/prerender.mjs`) and written in per request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// The address's product id: the product page's answers are named by it.
    ProductId,
    /// The address of the page's `n`th picture, which a pictured page shows, names for the
    /// browser to fetch first, and tells the app about (so that hydration draws it too).
    Picture(usize),
}

/// The picture slots' markers, by the picture's place: pictured pages draw at most two.
const PICTURE_MARKERS: [&str; 2] = ["haat-picture-0-slot", "haat-picture-1-slot"];

impl Slot {
    /// Every slot a page may have.
    const ALL: [Self; 1 + PICTURE_MARKERS.len()] = [Self::ProductId, Self::Picture(0), Self::Picture(1)];

    fn marker(self) -> &'static str {
        match self {
            Self::ProductId => "haat-product-id-slot",
            Self::Picture(n) => PICTURE_MARKERS[n],
        }
    }
}

/// What a request writes into a page's slots. Both are typed, so nothing but a product id's or a
/// stored image's own characters (letters, digits, `-`, `.`, `_`, `/`) is ever written in.
#[derive(Default)]
struct Filling {
    product_id: Option<ProductId>,
    pictures: Vec<MediaKey>,
}

impl Filling {
    fn value(&self, slot: Slot) -> Option<String> {
        match slot {
            Slot::ProductId => self.product_id.map(|id| id.to_string()),
            Slot::Picture(n) => self.pictures.get(n).map(media_path),
        }
    }
}

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
        let mut slots: Vec<(usize, Slot)> = Slot::ALL
            .into_iter()
            .flat_map(|slot| html.match_indices(slot.marker()).map(move |(at, _)| (at, slot)))
            .collect();
        slots.sort_unstable_by_key(|&(at, _)| at);
        let compressed = if slots.is_empty() {
            Compressed::of(html.as_bytes())
                .inspect_err(
                    |error| tracing::warn!(%error, page = %path.display(), "compressing a prerendered page"),
                )
                .ok()
        } else {
            None
        };
        Some(Self {
            html: Bytes::from(html),
            policy,
            slots,
            compressed,
        })
    }

    /// How many pictures the page draws in: one more than its highest [`Slot::Picture`].
    fn pictures(&self) -> usize {
        self.slots
            .iter()
            .filter_map(|&(_, slot)| match slot {
                Slot::Picture(n) => Some(n + 1),
                Slot::ProductId => None,
            })
            .max()
            .unwrap_or(0)
    }

    /// The page's body for a request, and its encoding when it is already compressed: with the
    /// request's values written into its slots, or else compressed as the request accepts it
    /// (`None` as the encoding leaves that to the compression middleware). `None` when the page
    /// has a slot the filling has no value for.
    fn body_for(&self, req: &HttpRequest, filling: &Filling) -> Option<(Bytes, Option<&'static str>)> {
        if !self.slots.is_empty() {
            let mut html = Vec::with_capacity(self.html.len() + 64 * self.slots.len());
            let mut from = 0;
            for &(at, slot) in &self.slots {
                html.extend_from_slice(&self.html[from..at]);
                html.extend_from_slice(filling.value(slot)?.as_bytes());
                from = at + slot.marker().len();
            }
            html.extend_from_slice(&self.html[from..]);
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
            products_pictured: read("products-pictured"),
            product_pictured: read("product-pictured"),
        }
    }

    /// The prerendered page for an address, if it has one, and what to write into it. Only the
    /// bare addresses do: a query (filters, a page number, a search) changes what the page shows
    /// before any answer arrives, so the markup would not be what the app draws, and React would
    /// have to redraw it.
    async fn page(&self, req: &HttpRequest, state: &AppState) -> Option<(&Page, Filling)> {
        if !req.query_string().is_empty() {
            return None;
        }
        match req.path() {
            "/" => self.home.as_ref().map(|page| (page, Filling::default())),
            "/products" => {
                let pictures = match &self.products_pictured {
                    Some(page) => listing_pictures(state, page.pictures()).await,
                    None => Vec::new(),
                };
                Self::pictured_or_plain(
                    &self.products_pictured,
                    &self.products,
                    Filling {
                        product_id: None,
                        pictures,
                    },
                )
            }
            path => {
                // Parsed as the API parses it, so only a product id is ever written into the page.
                let id = path.strip_prefix("/product/")?.parse::<ProductId>().ok()?;
                let pictures = match &self.product_pictured {
                    Some(_) => main_picture(state, id).await.into_iter().collect(),
                    None => Vec::new(),
                };
                Self::pictured_or_plain(
                    &self.product_pictured,
                    &self.product,
                    Filling {
                        product_id: Some(id),
                        pictures,
                    },
                )
            }
        }
    }

    /// The pictured page when there are pictures enough for it, or else the plain one.
    fn pictured_or_plain<'a>(
        pictured: &'a Option<Page>,
        plain: &'a Option<Page>,
        filling: Filling,
    ) -> Option<(&'a Page, Filling)> {
        match pictured {
            Some(page) if filling.pictures.len() >= page.pictures() => Some((page, filling)),
            _ => plain.as_ref().map(|page| (page, filling)),
        }
    }
}

/// The product's main picture, as its page shows it first: `None` for a product that has none or
/// is not on the storefront (its page then shows the skeleton, and the app says it is missing).
/// A failed lookup is logged and the page is served without the picture: the app shows it once
/// the product's answer arrives.
async fn main_picture(state: &AppState, id: ProductId) -> Option<MediaKey> {
    match state.storefront.details(id, state.clock.now()).await {
        Ok(listed) => Some(listed?.product.images.into_iter().next()?.display),
        Err(error) => {
            tracing::warn!(error = format!("{error:#}"), %id, "looking up a product page's picture");
            None
        }
    }
}

/// The thumbnails of the listing's first `count` cards, as `/products` shows them first; fewer
/// when fewer of them have a picture (the plain page is served then), none when the lookup failed
/// (logged; the app shows them once the listing's answer arrives).
async fn listing_pictures(state: &AppState, count: usize) -> Vec<MediaKey> {
    match crate::catalog::first_listed(state, count).await {
        Ok(listed) => listed
            .into_iter()
            .map_while(|listed| listed.product.images.into_iter().next())
            .map(|image| image.thumbnail)
            .collect(),
        Err(error) => {
            tracing::warn!(error = %error, "looking up the listing's first pictures");
            Vec::new()
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
pub async fn fallback(
    req: HttpRequest,
    frontend: web::Data<Frontend>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let path = req.path();
    if path == "/api" || path.starts_with("/api/") {
        return Err(ApiError::NotFound(kernel::Message::new("error-not_found-api")));
    }
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return Err(ApiError::MethodNotAllowed {
            method: req.method().to_string(),
        });
    }
    if path.starts_with("/assets/") {
        return Err(ApiError::NotFound(kernel::Message::new("error-not_found-file")));
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
    if let Some((page, filling)) = frontend.prerendered.page(&req, &state).await
        && let Some((html, encoding)) = page.body_for(&req, &filling)
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
