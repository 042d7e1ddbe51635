//! The one typed configuration, read once in `main`.
//!
//! Layers, later ones winning: built-in defaults → an optional TOML file (`--config FILE`, else
//! `haat.toml` in the working directory if present) → `HAAT_*` environment variables, with `__`
//! between levels (`HAAT_SERVER__BIND`, `HAAT_DATABASE__URL`) → command-line flags. The
//! conventional `DATABASE_URL` is accepted when `HAAT_DATABASE__URL` is not set.
//!
//! Nothing else in Haat reads the environment: `load` is handed the variables, which keeps it
//! testable and keeps configuration in one place.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use config::{Config, Environment, File, FileFormat};
use secrecy::{ExposeSecret, SecretString};
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
pub struct Settings {
    pub server: ServerSettings,
    pub database: DatabaseSettings,
    /// Where the embedded database, the mailbox folder and uploaded images live.
    pub data_dir: PathBuf,
    pub frontend: FrontendSettings,
    pub limits: LimitSettings,
    pub log: LogSettings,
    #[serde(default)]
    pub metrics: MetricsSettings,
    pub session: SessionSettings,
    #[serde(default)]
    pub smtp: SmtpSettings,
    pub mail: MailSettings,
    #[serde(default)]
    pub media: MediaSettings,
    #[serde(default)]
    pub orders: OrderSettings,
    #[serde(default)]
    pub payments: PaymentSettings,
    #[serde(default)]
    pub tasks: TaskSettings,
    #[serde(default)]
    pub bench: BenchSettings,
    #[serde(default)]
    pub storefront: StorefrontSettings,
    #[serde(default)]
    pub catalog: CatalogSettings,
    #[serde(default)]
    pub tax: TaxSettings,
    #[serde(default)]
    pub care: CareSettings,
    /// Load demo data into an empty database at start-up.
    pub demo: bool,
}

/// Rules of the catalogue an operator may tune (`HAAT_CATALOG__…`).
#[derive(Debug, Clone, Default, Deserialize)]
pub struct CatalogSettings {
    /// Which new products wait for the Admin's approval before they are public: `off` (none,
    /// the default), `new_sellers` (a shop's first 10) or `all` (docs/catalog.md "Moderation").
    /// Any other value stops the server at start-up.
    #[serde(default)]
    pub moderation: Option<String>,
}

impl CatalogSettings {
    /// # Errors
    /// A value that is not one of the three names.
    pub fn moderation(&self) -> Result<catalog::moderation::ModerationMode, String> {
        self.moderation
            .as_deref()
            .map_or(Ok(catalog::moderation::ModerationMode::Off), str::parse)
    }
}

/// The storefront's answers kept in memory (`HAAT_STOREFRONT__…`; ADR 0013).
#[derive(Debug, Clone, Deserialize)]
pub struct StorefrontSettings {
    /// How long an answer may be served from memory, in milliseconds: the bound on how stale
    /// the storefront can be for changes this server did not make. 0 turns the cache off.
    #[serde(default = "default_cache_ttl_ms")]
    pub cache_ttl_ms: u64,
    /// How long which products a listing or search shows, and the filter counts, may be kept,
    /// in milliseconds: the bound on how late another server's catalogue changes show. 0 turns
    /// it off.
    #[serde(default = "default_catalogue_ttl_ms")]
    pub catalogue_ttl_ms: u64,
    /// The most memory the kept answers may take, in MiB.
    #[serde(default = "default_cache_megabytes")]
    pub cache_megabytes: u64,
    /// Where listings, filter counts and search are answered from: `memory`, an index this
    /// process builds at start-up and keeps current (the database answers until it is built), or
    /// `database` (ADR 0037).
    #[serde(default)]
    pub index: StorefrontIndex,
    /// How often the in-memory index reads the catalogue's changes, in milliseconds, besides
    /// whenever a server says it changed the catalogue: the bound on how late changes that no
    /// server announces (stock and sales from checkouts) reach it.
    #[serde(default = "default_index_catch_up_ms")]
    pub index_catch_up_ms: u64,
}

/// Where the storefront's listings are answered from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StorefrontIndex {
    #[default]
    Memory,
    Database,
}

const fn default_index_catch_up_ms() -> u64 {
    500
}

const fn default_cache_ttl_ms() -> u64 {
    1000
}

const fn default_catalogue_ttl_ms() -> u64 {
    30_000
}

const fn default_cache_megabytes() -> u64 {
    32
}

impl Default for StorefrontSettings {
    fn default() -> Self {
        Self {
            cache_ttl_ms: default_cache_ttl_ms(),
            catalogue_ttl_ms: default_catalogue_ttl_ms(),
            cache_megabytes: default_cache_megabytes(),
            index: StorefrontIndex::default(),
            index_catch_up_ms: default_index_catch_up_ms(),
        }
    }
}

/// Benchmark aids (`HAAT_BENCH__…`), off unless `just bench` turns them on.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct BenchSettings {
    /// Serve `GET /api/v2/bench-ceiling?bytes=N`: a fixed JSON body from memory, the fastest any
    /// handler on this stack can answer (docs/benchmarks.md).
    #[serde(default)]
    pub ceiling: bool,
}

/// How often the background tasks run (`HAAT_TASKS__…`). Each claims its work with a
/// conditional update, so any number of servers may run them (docs/deployment.md); the periods
/// only pace how soon the work is noticed.
#[derive(Debug, Clone, Deserialize)]
pub struct TaskSettings {
    /// Cancelling online checkouts left unpaid for 30 minutes, in seconds.
    #[serde(default = "default_cancel_unpaid_every_secs")]
    pub cancel_unpaid_every_secs: u64,
    /// Removing events that ended over a day ago, in seconds.
    #[serde(default = "default_purge_events_every_secs")]
    pub purge_events_every_secs: u64,
    /// Moving delivered orders' earnings to the available balance once their refund window has
    /// closed, in seconds.
    #[serde(default = "default_settle_earnings_every_secs")]
    pub settle_earnings_every_secs: u64,
    /// Looking for order events to tell shoppers and sellers about, in milliseconds; a
    /// notification reaches an open page at most this long after the change.
    #[serde(default = "default_notify_every_ms")]
    pub notify_every_ms: u64,
    /// Sending review reminders and daily summaries that are due, in seconds.
    #[serde(default = "default_reminders_every_secs")]
    pub reminders_every_secs: u64,
    /// Looking for bulk uploads queued on another server or left by a stopped one, in seconds.
    /// An upload on this server starts at once.
    #[serde(default = "default_imports_poll_secs")]
    pub imports_poll_secs: u64,
}

const fn default_imports_poll_secs() -> u64 {
    5
}

const fn default_notify_every_ms() -> u64 {
    1_000
}

const fn default_reminders_every_secs() -> u64 {
    600
}

const fn default_cancel_unpaid_every_secs() -> u64 {
    60
}

const fn default_purge_events_every_secs() -> u64 {
    600
}

const fn default_settle_earnings_every_secs() -> u64 {
    600
}

impl Default for TaskSettings {
    fn default() -> Self {
        Self {
            cancel_unpaid_every_secs: default_cancel_unpaid_every_secs(),
            purge_events_every_secs: default_purge_events_every_secs(),
            notify_every_ms: default_notify_every_ms(),
            reminders_every_secs: default_reminders_every_secs(),
            settle_earnings_every_secs: default_settle_earnings_every_secs(),
            imports_poll_secs: default_imports_poll_secs(),
        }
    }
}

/// Checkout and order rules that an operator may tune.
#[derive(Debug, Clone, Deserialize)]
pub struct OrderSettings {
    /// The platform's commission on each sale, in percent; fixed on every order when it is placed.
    #[serde(default = "default_commission_percent")]
    pub commission_percent: u32,
    /// Most units of one product a shopper may have in undelivered cash-on-delivery orders, in
    /// one order or across them; paying online has no such limit.
    #[serde(default = "default_cod_max_units_per_product")]
    pub cod_max_units_per_product: u32,
}

const fn default_cod_max_units_per_product() -> u32 {
    10
}

const fn default_commission_percent() -> u32 {
    10
}

impl Default for OrderSettings {
    fn default() -> Self {
        Self {
            commission_percent: default_commission_percent(),
            cod_max_units_per_product: default_cod_max_units_per_product(),
        }
    }
}

/// The operator's own tax identity (`HAAT_TAX__…`; docs/tax.md): the business that runs the
/// marketplace, as its commission invoices and the e-commerce rules' disclosures will name it.
/// All unset by default; once a GSTIN is set, the legal name, address and state are required
/// and the GSTIN must be of that state, or the server does not start.
///
/// And the rates of the charges on each sale besides the commission, in basis points (50 is
/// 0.5 %), fixed on every order when it is placed: GST on the commission, TCS, and TDS with and
/// without the shop's PAN. The defaults are the law's today.
#[derive(Debug, Clone, Deserialize)]
pub struct TaxSettings {
    pub legal_name: Option<String>,
    pub gstin: Option<String>,
    pub address: Option<String>,
    /// A state or union territory of India, by name (`Karnataka`).
    pub state: Option<String>,
    #[serde(default = "default_commission_gst_bp")]
    pub commission_gst_bp: u32,
    #[serde(default = "default_tcs_bp")]
    pub tcs_bp: u32,
    #[serde(default = "default_tds_bp")]
    pub tds_bp: u32,
    #[serde(default = "default_tds_without_pan_bp")]
    pub tds_without_pan_bp: u32,
}

const fn default_commission_gst_bp() -> u32 {
    orders::Levies::DEFAULT.commission_gst.basis_points()
}

const fn default_tcs_bp() -> u32 {
    orders::Levies::DEFAULT.tcs.basis_points()
}

const fn default_tds_bp() -> u32 {
    orders::Levies::DEFAULT.tds.basis_points()
}

const fn default_tds_without_pan_bp() -> u32 {
    orders::Levies::TDS_WITHOUT_PAN.basis_points()
}

impl Default for TaxSettings {
    fn default() -> Self {
        Self {
            legal_name: None,
            gstin: None,
            address: None,
            state: None,
            commission_gst_bp: default_commission_gst_bp(),
            tcs_bp: default_tcs_bp(),
            tds_bp: default_tds_bp(),
            tds_without_pan_bp: default_tds_without_pan_bp(),
        }
    }
}

impl TaxSettings {
    /// The charges' rates for orders placed now.
    ///
    /// # Errors
    /// The setting over 100 %, by name.
    pub fn levies(&self) -> Result<orders::LevyPolicy, String> {
        let rate = |name: &str, bp: u32| {
            kernel::Rate::from_basis_points(bp)
                .map_err(|_| format!("tax.{name} is {bp} basis points; it must be 0 to 10000"))
        };
        Ok(orders::LevyPolicy {
            commission_gst: rate("commission_gst_bp", self.commission_gst_bp)?,
            tcs: rate("tcs_bp", self.tcs_bp)?,
            tds: rate("tds_bp", self.tds_bp)?,
            tds_without_pan: rate("tds_without_pan_bp", self.tds_without_pan_bp)?,
        })
    }

    /// The operator as the supplier on its own tax invoices; `None` until its GSTIN is set
    /// (`check` has then made sure of its name, address and state).
    #[must_use]
    pub fn operator(&self) -> Option<orders::tax::Party> {
        let gstin = given(&self.gstin)?;
        Some(orders::tax::Party {
            name: given(&self.legal_name)?.to_owned(),
            address_lines: vec![given(&self.address)?.to_owned()],
            state: given(&self.state).and_then(|name| identity::IndianState::parse(name).ok()),
            gstin: Some(gstin.to_uppercase()),
        })
    }

    /// Checks the section as a whole; the message names the setting at fault.
    fn check(&self) -> Result<(), String> {
        self.levies()?;
        let state = match given(&self.state) {
            Some(name) => Some(
                identity::IndianState::parse(name)
                    .map_err(|_| format!("tax.state `{name}` is not a state or union territory of India"))?,
            ),
            None => None,
        };
        let Some(raw) = given(&self.gstin) else {
            return Ok(());
        };
        let gstin = shops::Gstin::parse(raw).map_err(|e| format!("tax.gstin `{raw}`: {e}"))?;
        for (name, value) in [
            ("tax.legal_name", &self.legal_name),
            ("tax.address", &self.address),
        ] {
            if given(value).is_none() {
                return Err(format!("{name} is required with tax.gstin"));
            }
        }
        let state = state.ok_or_else(|| "tax.state is required with tax.gstin".to_owned())?;
        if state.gst_code() != gstin.state_code() {
            return Err(format!(
                "tax.gstin `{gstin}` is registered in state code {:02}, not in {state} ({:02})",
                gstin.state_code(),
                state.gst_code()
            ));
        }
        Ok(())
    }
}

/// The marketplace's customer care and its grievance officer (`HAAT_CARE__…`; docs/tax.md
/// "Disclosures"), shown in the footer, on product pages and on `/grievance`, as the Consumer
/// Protection (E-Commerce) Rules 2020 ask. Customer care's email is `mail.operator` unless set.
/// Once a grievance officer is named, their designation and email are required.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct CareSettings {
    pub email: Option<String>,
    pub phone: Option<String>,
    pub grievance_officer: Option<String>,
    pub grievance_designation: Option<String>,
    pub grievance_email: Option<String>,
    pub grievance_phone: Option<String>,
}

impl CareSettings {
    /// Checks the section; the message names the setting at fault.
    fn check(&self) -> Result<(), String> {
        for (name, value) in [
            ("care.email", &self.email),
            ("care.grievance_email", &self.grievance_email),
        ] {
            if let Some(raw) = given(value) {
                identity::Email::parse(raw).map_err(|e| format!("{name} `{raw}`: {e}"))?;
            }
        }
        // Customer-care lines are often toll-free (1800 …) or landlines (+91 80 …), not the
        // mobile numbers accounts give: any number of 8 to 15 digits, written with spaces,
        // hyphens, brackets and a leading +.
        for (name, value) in [
            ("care.phone", &self.phone),
            ("care.grievance_phone", &self.grievance_phone),
        ] {
            if let Some(raw) = given(value) {
                let digits = raw.chars().filter(char::is_ascii_digit).count();
                let written = raw.chars().enumerate().all(|(i, c)| {
                    c.is_ascii_digit() || matches!(c, ' ' | '-' | '(' | ')') || (c == '+' && i == 0)
                });
                if !written || !(8..=15).contains(&digits) {
                    return Err(format!("{name} `{raw}` is not a phone number of 8 to 15 digits"));
                }
            }
        }
        if given(&self.grievance_officer).is_some() {
            for (name, value) in [
                ("care.grievance_designation", &self.grievance_designation),
                ("care.grievance_email", &self.grievance_email),
            ] {
                if given(value).is_none() {
                    return Err(format!("{name} is required with care.grievance_officer"));
                }
            }
        }
        Ok(())
    }

    /// A setting's value, trimmed, when it holds more than spaces.
    #[must_use]
    pub fn value(value: &Option<String>) -> Option<String> {
        given(value).map(str::to_owned)
    }
}

/// A setting's value when it holds more than spaces.
fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

/// Online payment. Cash on delivery needs nothing; Razorpay is offered only when all of its
/// keys are set (`HAAT_PAYMENTS__RAZORPAY__KEY_ID`, `…__KEY_SECRET`, `…__WEBHOOK_SECRET`).
#[derive(Debug, Clone, Default, Deserialize)]
pub struct PaymentSettings {
    pub razorpay: Option<RazorpaySettings>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct RazorpaySettings {
    pub key_id: String,
    pub key_secret: SecretString,
    pub webhook_secret: SecretString,
    /// Razorpay's API address; only tests change it.
    #[serde(default = "default_razorpay_api")]
    pub api_base: String,
}

fn default_razorpay_api() -> String {
    razorpay::API_BASE.to_owned()
}

impl RazorpaySettings {
    #[must_use]
    pub fn config(&self) -> razorpay::RazorpayConfig {
        razorpay::RazorpayConfig {
            api_base: self.api_base.clone(),
            key_id: self.key_id.clone(),
            key_secret: self.key_secret.clone(),
            webhook_secret: self.webhook_secret.clone(),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
pub struct ServerSettings {
    /// Address to listen on; port 0 picks a free port (tests).
    pub bind: String,
    /// HTTP worker threads; 0 means one per CPU core.
    pub workers: usize,
    /// Seconds in-flight requests get to finish after a shutdown signal.
    pub shutdown_timeout_secs: u64,
    /// Seconds a request may take, body and handler included, before it is dropped and
    /// answered 503 `timeout` (`request_timeout`).
    pub request_timeout_secs: u64,
    /// The address users reach the site at, e.g. `https://haat.example`; links in emails start
    /// with it. Default: `http://<bind address>`.
    pub public_url: Option<String>,
    /// Trust `X-Forwarded-For` for the client's address (only behind a proxy that appends to it).
    pub behind_proxy: bool,
    /// How many proxies stand in front of Haat, each appending to `X-Forwarded-For`: the client's
    /// address is the entry this many places from the right (client_address.rs).
    pub trusted_proxies: u8,
}

#[derive(Debug, Clone, Deserialize)]
pub struct DatabaseSettings {
    /// `sqlite://…` or `postgres://…`. When absent: the SQLite file `<data_dir>/haat.db`.
    pub url: Option<SecretString>,
    pub max_connections: u32,
}

#[derive(Debug, Clone, Deserialize)]
pub struct FrontendSettings {
    /// The built frontend (`frontend/dist`).
    pub dir: PathBuf,
}

#[derive(Debug, Clone, Deserialize)]
pub struct LimitSettings {
    /// Largest JSON request body accepted.
    pub json_body_bytes: usize,
    /// Largest request body of any other kind (uploads).
    pub upload_body_bytes: usize,
    /// Sign-in, registration, activation and forgot-password attempts allowed per minute, per IP
    /// address and per email address.
    pub auth_attempts_per_minute: u32,
    /// Messages one account may send a minute, across its conversations (docs/messages.md).
    pub messages_per_minute: u32,
    /// Image uploads one account may have in flight at once; one more is answered 429. An
    /// account's uploads are processed one at a time (uploads.rs).
    pub uploads_in_flight_per_account: usize,
    /// Image uploads one account may start a minute, across every server when Redis is set.
    pub uploads_per_minute: u32,
    /// What the limits' keys in Redis start with. Deployments that share one Redis give each
    /// its own, so their budgets stay apart.
    pub redis_prefix: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct SessionSettings {
    /// Mark the session cookie Secure: set it whenever the site is served over HTTPS.
    pub secure_cookie: bool,
    /// The cookie key, at least 64 bytes, shared by every server. Default: a key kept in
    /// `<data_dir>/session.key`, made on first start.
    pub secret: Option<SecretString>,
    /// Keep sessions in Redis instead of the database.
    pub redis_url: Option<SecretString>,
}

#[derive(Debug, Clone, Default, Deserialize)]
pub struct SmtpSettings {
    /// e.g. `smtps://user:password@smtp.example.com:465`. Without it, mail goes to
    /// `<data_dir>/mailbox/`.
    pub url: Option<SecretString>,
    /// A PEM certificate to trust besides the usual roots, for a relay whose certificate is of
    /// a private authority.
    pub root_certificate: Option<PathBuf>,
}

/// Where uploaded images live: `<data_dir>/media` unless an S3-compatible bucket is configured
/// (`HAAT_MEDIA__S3__BUCKET` and the rest), which several servers can share.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct MediaSettings {
    pub s3: Option<S3Settings>,
    /// Where browsers load public images from instead of this server's `/media/`: a CDN whose
    /// origin is Haat's `/media/` (`https://cdn.haat.example/media/`). Image paths in answers and
    /// pages start with it, and the pages' Content-Security-Policy allows its origin. Private
    /// pictures (messages', uploads' files) are never given this address.
    pub public_base_url: Option<String>,
}

impl MediaSettings {
    /// `public_base_url` checked and ending in `/`, or `None` when unset or blank.
    ///
    /// # Errors
    /// When it is not an absolute `http` or `https` URL without a query or fragment.
    pub fn public_base(&self) -> Result<Option<String>, String> {
        let Some(raw) = self
            .public_base_url
            .as_deref()
            .map(str::trim)
            .filter(|u| !u.is_empty())
        else {
            return Ok(None);
        };
        let invalid = || {
            format!(
                "media.public_base_url must be an http(s) address without ? or #, like https://cdn.example.com/media/ (got {raw:?})"
            )
        };
        let url = url::Url::parse(raw).map_err(|_| invalid())?;
        if !matches!(url.scheme(), "http" | "https")
            || url.host_str().is_none()
            || url.query().is_some()
            || url.fragment().is_some()
            || url.cannot_be_a_base()
        {
            return Err(invalid());
        }
        let mut base = url.to_string();
        if !base.ends_with('/') {
            base.push('/');
        }
        Ok(Some(base))
    }
}

#[derive(Debug, Clone, Deserialize)]
pub struct S3Settings {
    pub bucket: String,
    pub region: String,
    /// For S3-compatible services (MinIO, R2, …); absent for AWS.
    pub endpoint: Option<String>,
    pub access_key_id: String,
    pub secret_access_key: SecretString,
    /// Plain HTTP to the endpoint (a local MinIO only).
    #[serde(default)]
    pub allow_http: bool,
}

impl S3Settings {
    #[must_use]
    pub fn location(&self) -> media::S3Location {
        media::S3Location {
            bucket: self.bucket.clone(),
            region: self.region.clone(),
            endpoint: self.endpoint.clone(),
            access_key_id: self.access_key_id.clone(),
            secret_access_key: self.secret_access_key.expose_secret().to_owned(),
            allow_http: self.allow_http,
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
pub struct MailSettings {
    /// The sender of every email.
    pub from: String,
    /// The operator's inbox: contact-form messages go here.
    pub operator: String,
    /// How often the outbox is checked for due messages, in milliseconds (new messages are sent
    /// at once; this paces retries).
    pub poll_interval_ms: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    /// Human-readable lines for a terminal.
    Pretty,
    /// One JSON object per line for log collectors.
    Json,
}

#[derive(Debug, Clone, Deserialize)]
pub struct LogSettings {
    /// A `tracing` filter such as `info` or `info,store_sea=debug`.
    pub filter: String,
    pub format: LogFormat,
    /// An OpenTelemetry collector's OTLP/HTTP address (`http://collector:4318`): traces of every
    /// request are sent there. Off when unset.
    #[serde(default)]
    pub otlp_endpoint: Option<String>,
}

/// Prometheus metrics (docs/deployment.md "Metrics and traces").
#[derive(Debug, Clone, Default, Deserialize)]
pub struct MetricsSettings {
    /// Where `/metrics` is served, apart from the public address (`127.0.0.1:9100`, or an
    /// address only the monitoring network reaches). Off when unset.
    pub bind: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    #[error("invalid configuration: {0}")]
    Invalid(#[from] config::ConfigError),
    #[error("server.bind `{0}` is not an address such as 127.0.0.1:8080")]
    InvalidBind(String),
}

/// Values given on the command line; each one present overrides every other layer.
#[derive(Debug, Clone, Default)]
pub struct Overrides {
    pub bind: Option<String>,
    pub data_dir: Option<PathBuf>,
    pub database_url: Option<String>,
    pub demo: bool,
}

impl Settings {
    /// Reads the layers below the command line. `env` is the process environment.
    pub fn load(config_file: Option<&Path>, env: &HashMap<String, String>) -> Result<Self, SettingsError> {
        let mut builder = Config::builder()
            .set_default("server.bind", "127.0.0.1:8080")?
            .set_default("server.workers", 0)?
            .set_default("server.shutdown_timeout_secs", 10)?
            .set_default("server.request_timeout_secs", 30)?
            .set_default("server.behind_proxy", false)?
            .set_default("server.trusted_proxies", 1)?
            .set_default("session.secure_cookie", false)?
            .set_default("mail.from", "Haat <no-reply@haat.example>")?
            .set_default("mail.operator", "support@haat.example")?
            .set_default("mail.poll_interval_ms", 1000)?
            .set_default("limits.auth_attempts_per_minute", 5)?
            .set_default("limits.messages_per_minute", 20)?
            .set_default("limits.uploads_in_flight_per_account", 2)?
            .set_default("limits.uploads_per_minute", 30)?
            .set_default("limits.redis_prefix", "haat:limit:")?
            .set_default("database.max_connections", 16)?
            .set_default("data_dir", "./data")?
            .set_default("frontend.dir", "frontend/dist")?
            .set_default("limits.json_body_bytes", 256 * 1024)?
            .set_default("limits.upload_body_bytes", 45 * 1024 * 1024)?
            .set_default("log.filter", "info")?
            .set_default("log.format", "pretty")?
            .set_default("demo", false)?;
        builder = match config_file {
            Some(path) => builder.add_source(File::from(path).format(FileFormat::Toml).required(true)),
            None => builder.add_source(File::new("haat", FileFormat::Toml).required(false)),
        };
        let haat_vars: HashMap<String, String> = env
            .iter()
            .filter(|(k, _)| k.starts_with("HAAT_"))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        builder = builder.add_source(
            Environment::with_prefix("HAAT")
                .prefix_separator("_")
                .separator("__")
                .try_parsing(true)
                .source(Some(haat_vars)),
        );
        if !env.contains_key("HAAT_DATABASE__URL")
            && let Some(url) = env.get("DATABASE_URL").filter(|u| !u.is_empty())
        {
            builder = builder.set_override("database.url", url.as_str())?;
        }
        let mut settings: Settings = builder.build()?.try_deserialize()?;
        // An empty value (e.g. `HAAT_DATABASE__URL=`) means "not set", not "connect to nothing".
        for secret in [
            &mut settings.database.url,
            &mut settings.session.secret,
            &mut settings.session.redis_url,
            &mut settings.smtp.url,
        ] {
            if secret
                .as_ref()
                .is_some_and(|value| value.expose_secret().trim().is_empty())
            {
                *secret = None;
            }
        }
        if settings
            .server
            .public_url
            .as_deref()
            .is_some_and(|url| url.trim().is_empty())
        {
            settings.server.public_url = None;
        }
        for optional in [&mut settings.metrics.bind, &mut settings.log.otlp_endpoint] {
            if optional.as_deref().is_some_and(|value| value.trim().is_empty()) {
                *optional = None;
            }
        }
        if let Some(bind) = &settings.metrics.bind
            && bind.parse::<std::net::SocketAddr>().is_err()
        {
            return Err(SettingsError::Invalid(config::ConfigError::Message(format!(
                "metrics.bind `{bind}` is not an address such as 127.0.0.1:9100"
            ))));
        }
        settings.media.public_base_url = settings
            .media
            .public_base()
            .map_err(|message| SettingsError::Invalid(config::ConfigError::Message(message)))?;
        if settings.orders.cod_max_units_per_product == 0 {
            return Err(SettingsError::Invalid(config::ConfigError::Message(
                "orders.cod_max_units_per_product must be at least 1".into(),
            )));
        }
        settings
            .tax
            .check()
            .and_then(|()| settings.care.check())
            .map_err(|message| SettingsError::Invalid(config::ConfigError::Message(message)))?;
        if settings.limits.auth_attempts_per_minute == 0 {
            return Err(SettingsError::Invalid(config::ConfigError::Message(
                "limits.auth_attempts_per_minute must be at least 1".into(),
            )));
        }
        if settings.limits.messages_per_minute == 0 {
            return Err(SettingsError::Invalid(config::ConfigError::Message(
                "limits.messages_per_minute must be at least 1".into(),
            )));
        }
        if settings.limits.uploads_per_minute == 0 {
            return Err(SettingsError::Invalid(config::ConfigError::Message(
                "limits.uploads_per_minute must be at least 1".into(),
            )));
        }
        settings.bind_address()?;
        Ok(settings)
    }

    /// Applies command-line flags on top.
    #[must_use]
    pub fn with_overrides(mut self, overrides: Overrides) -> Self {
        if let Some(bind) = overrides.bind {
            self.server.bind = bind;
        }
        if let Some(dir) = overrides.data_dir {
            self.data_dir = dir;
        }
        if let Some(url) = overrides.database_url {
            self.database.url = Some(SecretString::from(url));
        }
        self.demo |= overrides.demo;
        self
    }

    /// The database to use: the configured URL, or the SQLite file in the data directory.
    #[must_use]
    pub fn database_url(&self) -> String {
        match &self.database.url {
            Some(url) => url.expose_secret().to_owned(),
            None => store_sea::Database::sqlite_url_in(&self.data_dir),
        }
    }

    /// The site's public address for links, given the port actually bound.
    #[must_use]
    pub fn public_url(&self, bound_port: u16) -> String {
        match &self.server.public_url {
            Some(url) => url.trim_end_matches('/').to_owned(),
            None => {
                let host = self
                    .bind_address()
                    .ok()
                    .filter(|a| !a.ip().is_unspecified())
                    .map_or_else(|| "127.0.0.1".to_owned(), |a| a.ip().to_string());
                format!("http://{host}:{bound_port}")
            }
        }
    }

    pub fn bind_address(&self) -> Result<SocketAddr, SettingsError> {
        self.server
            .bind
            .parse()
            .map_err(|_| SettingsError::InvalidBind(self.server.bind.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect()
    }

    #[test]
    fn defaults_give_a_local_sqlite_marketplace() {
        let settings = Settings::load(None, &env(&[])).unwrap();
        assert_eq!(settings.server.bind, "127.0.0.1:8080");
        assert_eq!(settings.data_dir, PathBuf::from("./data"));
        assert_eq!(settings.database_url(), "sqlite://./data/haat.db?mode=rwc");
        assert!(!settings.demo);
    }

    #[test]
    fn haat_variables_override_defaults_at_any_depth() {
        let settings = Settings::load(
            None,
            &env(&[
                ("HAAT_SERVER__BIND", "0.0.0.0:9000"),
                ("HAAT_DATA_DIR", "/srv/haat"),
                ("HAAT_LIMITS__JSON_BODY_BYTES", "1024"),
                ("HAAT_LOG__FORMAT", "json"),
            ]),
        )
        .unwrap();
        assert_eq!(settings.server.bind, "0.0.0.0:9000");
        assert_eq!(settings.data_dir, PathBuf::from("/srv/haat"));
        assert_eq!(settings.limits.json_body_bytes, 1024);
        assert_eq!(settings.log.format, LogFormat::Json);
    }

    #[test]
    fn the_operators_tax_identity_is_checked_as_a_whole() {
        assert!(
            Settings::load(None, &env(&[])).unwrap().tax.gstin.is_none(),
            "unset by default"
        );
        let complete = [
            ("HAAT_TAX__LEGAL_NAME", "Haat Marketplace Private Limited"),
            ("HAAT_TAX__GSTIN", "29AAPFU0939F1ZR"),
            ("HAAT_TAX__ADDRESS", "21 Commercial Street, Bengaluru 560001"),
            ("HAAT_TAX__STATE", "Karnataka"),
        ];
        let settings = Settings::load(None, &env(&complete)).unwrap();
        assert_eq!(settings.tax.gstin.as_deref(), Some("29AAPFU0939F1ZR"));

        let refused = |pairs: &[(&str, &str)]| Settings::load(None, &env(pairs)).unwrap_err().to_string();
        let with = |key: &str, value: &'static str| {
            complete
                .iter()
                .map(|&(k, v)| (k, if k == key { value } else { v }))
                .collect::<Vec<_>>()
        };
        assert!(refused(&with("HAAT_TAX__STATE", "Maharashtra")).contains("registered in state code 29"));
        assert!(refused(&with("HAAT_TAX__STATE", "Bavaria")).contains("tax.state"));
        assert!(refused(&with("HAAT_TAX__GSTIN", "29AAPFU0939F1ZX")).contains("tax.gstin"));
        assert!(refused(&with("HAAT_TAX__LEGAL_NAME", " ")).contains("tax.legal_name is required"));
        assert!(refused(&with("HAAT_TAX__ADDRESS", "")).contains("tax.address is required"));
    }

    #[test]
    fn customer_care_and_the_grievance_officer_are_checked() {
        let officer = [
            ("HAAT_CARE__PHONE", "1800 123 4567"),
            ("HAAT_CARE__GRIEVANCE_OFFICER", "Anita Rao"),
            ("HAAT_CARE__GRIEVANCE_DESIGNATION", "Grievance Officer"),
            ("HAAT_CARE__GRIEVANCE_EMAIL", "grievance@haat.example"),
        ];
        let settings = Settings::load(None, &env(&officer)).unwrap();
        assert_eq!(settings.care.grievance_officer.as_deref(), Some("Anita Rao"));
        let refused = |pairs: &[(&str, &str)]| Settings::load(None, &env(pairs)).unwrap_err().to_string();
        assert!(
            refused(&[("HAAT_CARE__GRIEVANCE_OFFICER", "Anita Rao")]).contains("care.grievance_designation")
        );
        assert!(refused(&officer[1..3]).contains("care.grievance_email is required"));
        assert!(refused(&[("HAAT_CARE__EMAIL", "not-an-email")]).contains("care.email"));
        assert!(refused(&[("HAAT_CARE__GRIEVANCE_PHONE", "12")]).contains("care.grievance_phone"));
        assert!(refused(&[("HAAT_CARE__PHONE", "call 1800")]).contains("care.phone"));
        let landline = Settings::load(None, &env(&[("HAAT_CARE__PHONE", "+91 80 4000-1234")])).unwrap();
        assert_eq!(landline.care.phone.as_deref(), Some("+91 80 4000-1234"));
    }

    #[test]
    fn the_charges_rates_default_to_the_laws_and_are_checked() {
        let levies = Settings::load(None, &env(&[])).unwrap().tax.levies().unwrap();
        assert_eq!(levies, orders::LevyPolicy::default());
        assert_eq!(
            (levies.commission_gst.basis_points(), levies.tcs.basis_points()),
            (1800, 50)
        );
        assert_eq!(
            (levies.tds.basis_points(), levies.tds_without_pan.basis_points()),
            (10, 500)
        );
        let set = Settings::load(None, &env(&[("HAAT_TAX__TCS_BP", "100")])).unwrap();
        assert_eq!(set.tax.levies().unwrap().tcs.basis_points(), 100);
        let error = Settings::load(None, &env(&[("HAAT_TAX__TDS_BP", "10001")])).unwrap_err();
        assert!(error.to_string().contains("tax.tds_bp"), "{error}");
    }

    #[test]
    fn database_url_is_accepted_but_haat_database_url_wins() {
        let plain = Settings::load(None, &env(&[("DATABASE_URL", "postgres://a@h/db")])).unwrap();
        assert_eq!(plain.database_url(), "postgres://a@h/db");
        let both = Settings::load(
            None,
            &env(&[
                ("DATABASE_URL", "postgres://a@h/db"),
                ("HAAT_DATABASE__URL", "postgres://b@h/db"),
            ]),
        )
        .unwrap();
        assert_eq!(both.database_url(), "postgres://b@h/db");
    }

    #[test]
    fn a_config_file_sits_between_defaults_and_the_environment() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("haat.toml");
        std::fs::write(
            &file,
            "data_dir = \"/from/file\"\n[server]\nbind = \"127.0.0.1:7000\"\n",
        )
        .unwrap();
        let settings = Settings::load(Some(&file), &env(&[("HAAT_SERVER__BIND", "127.0.0.1:7001")])).unwrap();
        assert_eq!(settings.data_dir, PathBuf::from("/from/file"));
        assert_eq!(settings.server.bind, "127.0.0.1:7001");
    }

    #[test]
    fn an_empty_database_url_means_the_default_file() {
        let settings = Settings::load(None, &env(&[("HAAT_DATABASE__URL", "")])).unwrap();
        assert_eq!(settings.database_url(), "sqlite://./data/haat.db?mode=rwc");
    }

    #[test]
    fn command_line_flags_override_everything() {
        let settings = Settings::load(None, &env(&[("HAAT_SERVER__BIND", "127.0.0.1:7001")]))
            .unwrap()
            .with_overrides(Overrides {
                bind: Some("127.0.0.1:0".into()),
                data_dir: Some("/tmp/x".into()),
                database_url: None,
                demo: true,
            });
        assert_eq!(settings.server.bind, "127.0.0.1:0");
        assert_eq!(settings.database_url(), "sqlite:///tmp/x/haat.db?mode=rwc");
        assert!(settings.demo);
    }

    #[test]
    fn a_malformed_bind_address_is_reported_by_name() {
        let error = Settings::load(None, &env(&[("HAAT_SERVER__BIND", "localhost")])).unwrap_err();
        assert!(error.to_string().contains("server.bind"), "{error}");
        let error = Settings::load(None, &env(&[("HAAT_SERVER__WORKERS", "many")])).unwrap_err();
        assert!(error.to_string().contains("workers"), "{error}");
    }

    #[test]
    fn metrics_are_off_unless_given_an_address_and_a_wrong_one_is_refused() {
        let load = |bind: &str| Settings::load(None, &env(&[("HAAT_METRICS__BIND", bind)]));
        assert_eq!(
            load("127.0.0.1:9100").unwrap().metrics.bind.as_deref(),
            Some("127.0.0.1:9100")
        );
        assert!(load("").unwrap().metrics.bind.is_none());
        assert!(Settings::load(None, &env(&[])).unwrap().metrics.bind.is_none());
        let refused = load("metrics-host").unwrap_err().to_string();
        assert!(refused.contains("metrics.bind"), "{refused}");
    }

    #[test]
    fn a_public_media_base_is_an_http_address_and_ends_in_a_slash() {
        let base = |url: &str| {
            MediaSettings {
                s3: None,
                public_base_url: Some(url.to_owned()),
            }
            .public_base()
        };
        assert_eq!(
            base("https://cdn.haat.example/media").unwrap().as_deref(),
            Some("https://cdn.haat.example/media/")
        );
        assert_eq!(base("  ").unwrap(), None);
        for wrong in [
            "cdn.haat.example/media",
            "ftp://cdn.example/",
            "https://cdn.example/?v=1",
            "/media/",
        ] {
            let refused = base(wrong).unwrap_err();
            assert!(refused.contains("media.public_base_url"), "{wrong}: {refused}");
        }
    }

    #[test]
    fn the_public_url_defaults_to_the_bound_address() {
        let settings = Settings::load(None, &env(&[("HAAT_SERVER__BIND", "0.0.0.0:0")])).unwrap();
        assert_eq!(settings.public_url(43210), "http://127.0.0.1:43210");
        let configured = Settings::load(
            None,
            &env(&[("HAAT_SERVER__PUBLIC_URL", "https://haat.example/")]),
        )
        .unwrap();
        assert_eq!(configured.public_url(8080), "https://haat.example");
    }

    #[test]
    fn identity_settings_have_safe_defaults() {
        let settings = Settings::load(None, &env(&[])).unwrap();
        assert!(!settings.session.secure_cookie);
        assert!(settings.session.redis_url.is_none() && settings.smtp.url.is_none());
        assert_eq!(settings.limits.auth_attempts_per_minute, 5);
        let zero = Settings::load(None, &env(&[("HAAT_LIMITS__AUTH_ATTEMPTS_PER_MINUTE", "0")]));
        assert!(zero.is_err());
    }

    #[test]
    fn secrets_do_not_print() {
        let settings = Settings::load(None, &env(&[("DATABASE_URL", "postgres://u:hunter2@h/db")])).unwrap();
        assert!(!format!("{settings:?}").contains("hunter2"));
    }
}
