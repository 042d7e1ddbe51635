//! `spawn_app()`: one application per test, nothing shared.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use api::settings::{LogFormat, Settings};
use api::{Application, telemetry};
use kernel::{Clock, ManualClock, SystemClock};
use reqwest::header::{HeaderMap, HeaderValue, ORIGIN};
use secrecy::SecretString;
use serde_json::{Value, json};
use store_sea::Database;
use tempfile::TempDir;
use testkit::TestDatabase;

pub const PASSWORD: &str = "correct horse battery";

pub struct TestApp {
    pub address: String,
    /// Where `/metrics` is served, when the test set `metrics.bind`.
    pub metrics_address: Option<String>,
    /// A browser: keeps cookies, and sends `Origin` like a page of this site would.
    pub client: reqwest::Client,
    pub database: TestDatabase,
    /// A stand-in for `frontend/dist`, with an index page, one hashed asset and a favicon.
    pub frontend_dir: TempDir,
    /// Present when the test asked to control time.
    pub clock: Option<Arc<ManualClock>>,
}

pub const INDEX_HTML: &str = "<!doctype html><title>Haat test shell</title><div id=\"root\"></div>";
pub const ASSET_NAME: &str = "index-Ab12Cd34.js";

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    /// Another browser, with its own cookies.
    pub fn new_browser(&self) -> reqwest::Client {
        browser(&self.address)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client
            .get(self.url(path))
            .send()
            .await
            .expect("request failed")
    }

    pub async fn post_json(&self, path: &str, body: &Value) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .json(body)
            .send()
            .await
            .expect("request failed")
    }

    pub async fn put_json(&self, path: &str, body: &Value) -> reqwest::Response {
        self.client
            .put(self.url(path))
            .json(body)
            .send()
            .await
            .expect("request failed")
    }

    pub async fn delete(&self, path: &str) -> reqwest::Response {
        self.client
            .delete(self.url(path))
            .send()
            .await
            .expect("request failed")
    }

    /// A separate connection to the application's database, for arranging and asserting.
    pub async fn db(&self) -> Database {
        Database::connect(self.database.url(), 2).await.unwrap()
    }

    /// Registers a shopper through the API (this browser is then signed in as them).
    pub async fn register(&self, name: &str, email: &str) -> Value {
        self.register_in(&self.client, name, email).await
    }

    /// Registers a shopper in `browser`, which is then signed in as them.
    pub async fn register_in(&self, browser: &reqwest::Client, name: &str, email: &str) -> Value {
        let form = reqwest::multipart::Form::new()
            .text("name", name.to_owned())
            .text("email", email.to_owned())
            .text("password", PASSWORD.to_owned());
        let response = browser
            .post(self.url("/api/v2/create-user"))
            .multipart(form)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 201, "registering {email}");
        response.json().await.unwrap()
    }

    pub async fn login(&self, email: &str, password: &str) -> reqwest::Response {
        self.login_in(&self.client, email, password).await
    }

    /// Signs `browser` in as a shopper (or the Admin).
    pub async fn login_in(
        &self,
        browser: &reqwest::Client,
        email: &str,
        password: &str,
    ) -> reqwest::Response {
        browser
            .post(self.url("/api/v2/login"))
            .json(&json!({"email": email, "password": password}))
            .send()
            .await
            .expect("request failed")
    }

    /// The status `browser` gets for a GET of `path`.
    pub async fn status_in(&self, browser: &reqwest::Client, path: &str) -> u16 {
        browser
            .get(self.url(path))
            .send()
            .await
            .expect("request failed")
            .status()
            .as_u16()
    }

    /// Registers a shop, follows its activation link (signing this browser in as its seller) and
    /// marks it approved, as the Admin's review would: a shop that trades, for the tests about
    /// trading. The review's own tests use [`TestApp::register_draft_shop`].
    pub async fn register_active_shop(&self, email: &str) -> Value {
        let seller = self.register_draft_shop(email).await;
        self.approve_in_db(seller["_id"].as_str().unwrap()).await;
        seller
    }

    /// Sets a shop's review to approved straight in the database.
    pub async fn approve_in_db(&self, shop_id: &str) {
        use sea_orm::ConnectionTrait as _;
        let db = self.db().await;
        let backend = db.connection().get_database_backend();
        let id = uuid::Uuid::parse_str(shop_id).unwrap();
        let updated = db
            .connection()
            .execute_raw(sea_orm::Statement::from_sql_and_values(
                backend,
                match backend {
                    sea_orm::DatabaseBackend::Postgres => {
                        "UPDATE shops SET review_status = 'approved' WHERE id = $1"
                    }
                    _ => "UPDATE shops SET review_status = 'approved' WHERE id = ?",
                },
                [id.into()],
            ))
            .await
            .unwrap();
        assert_eq!(updated.rows_affected(), 1);
    }

    /// Registers a shop and follows its activation link, signing this browser in as its seller;
    /// the shop is a draft, waiting for its checklist and the Admin's review.
    pub async fn register_draft_shop(&self, email: &str) -> Value {
        let created = self.post_json("/api/v2/shop-create", &shop_body(email)).await;
        assert_eq!(
            created.status().as_u16(),
            201,
            "{}",
            created.text().await.unwrap()
        );
        let token = self.token_from_mailbox(email, "/shop-activation/").await;
        let activated = self
            .post_json("/api/v2/shop-activation", &json!({ "token": token }))
            .await;
        assert_eq!(activated.status().as_u16(), 200);
        activated.json::<Value>().await.unwrap()["seller"].clone()
    }

    /// The token in the newest email to `to` whose link contains `path`, waiting for the outbox
    /// task to deliver it.
    pub async fn token_from_mailbox(&self, to: &str, path: &str) -> String {
        let started = Instant::now();
        loop {
            if let Some(token) = find_token(&self.database.data_dir().join("mailbox"), to, path) {
                return token;
            }
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "no email to {to} with a {path} link arrived"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Every token in emails to `to` whose link contains `path`, oldest first, once `count` have
    /// arrived.
    pub async fn tokens_from_mailbox(&self, to: &str, path: &str, count: usize) -> Vec<String> {
        let started = Instant::now();
        loop {
            let found = find_tokens(&self.database.data_dir().join("mailbox"), to, path);
            if found.len() >= count {
                return found;
            }
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "{count} emails to {to} with a {path} link did not arrive"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Waits for an email to `to` that contains `needle` (in its headers or its text).
    pub async fn email_with(&self, to: &str, needle: &str) -> String {
        let started = Instant::now();
        loop {
            if let Some(found) = messages(&self.database.data_dir().join("mailbox"))
                .into_iter()
                .find(|m| m.contains(&format!("To: {to}")) && m.contains(needle))
            {
                return found;
            }
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "no email to {to} with {needle} arrived"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Every email the mailbox holds for `to`, oldest first.
    pub fn emails(&self, to: &str) -> Vec<String> {
        messages(&self.database.data_dir().join("mailbox"))
            .into_iter()
            .filter(|m| m.contains(&format!("To: {to}")))
            .collect()
    }

    /// How many emails the mailbox holds for `to`.
    pub fn emails_to(&self, to: &str) -> usize {
        messages(&self.database.data_dir().join("mailbox"))
            .iter()
            .filter(|m| m.contains(&format!("To: {to}")))
            .count()
    }
}

/// How many rows a table holds.
pub async fn count_rows(db: &Database, table: &str) -> i64 {
    use sea_orm::ConnectionTrait as _;
    db.connection()
        .query_one_raw(sea_orm::Statement::from_string(
            db.connection().get_database_backend(),
            format!("SELECT COUNT(*) AS n FROM {table}"),
        ))
        .await
        .unwrap()
        .unwrap()
        .try_get::<i64>("", "n")
        .unwrap()
}

pub fn shop_body(email: &str) -> Value {
    json!({
        "name": "Meera Iyer",
        "shopName": "Meera's Looms",
        "email": email,
        "phone": "98765 43210",
        "address": "14 Temple Street, Kanchipuram",
        "zipCode": "631501",
        // Tamil Nadu's, as Kanchipuram's PIN code is: a registered shop may sell taxed goods.
        "gstin": "33AAPFU0939F1Z2",
        "password": PASSWORD,
    })
}

/// Every message in the mailbox, with quoted-printable soft line breaks undone.
fn messages(dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect();
    files.sort();
    files
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .map(|m| m.replace("=\r\n", "").replace("=\n", ""))
        .collect()
}

fn find_token(dir: &Path, to: &str, path: &str) -> Option<String> {
    find_tokens(dir, to, path).pop()
}

/// The tokens of the links to `path` in emails to `to`, oldest first.
fn find_tokens(dir: &Path, to: &str, path: &str) -> Vec<String> {
    messages(dir)
        .iter()
        .filter(|m| m.contains(&format!("To: {to}")))
        .filter_map(|message| {
            let start = message.find(path)? + path.len();
            let token: String = message[start..]
                .chars()
                .take_while(char::is_ascii_hexdigit)
                .collect();
            (token.len() == 64).then_some(token)
        })
        .collect()
}

fn fake_frontend() -> TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("index.html"), INDEX_HTML).unwrap();
    std::fs::write(
        dir.path().join("favicon.svg"),
        "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
    )
    .unwrap();
    std::fs::create_dir(dir.path().join("assets")).unwrap();
    std::fs::write(dir.path().join("assets").join(ASSET_NAME), "console.log('haat')").unwrap();
    dir
}

/// Settings for a test: a random port, the test's own database and data directory.
pub fn test_settings(database: &TestDatabase, frontend_dir: &Path) -> Settings {
    let mut settings = Settings::load(None, &HashMap::new()).unwrap();
    settings.server.bind = "127.0.0.1:0".into();
    settings.server.workers = 1;
    settings.data_dir = database.data_dir().to_owned();
    settings.database.url = Some(SecretString::from(database.url().to_owned()));
    settings.database.max_connections = 4;
    settings.frontend.dir = frontend_dir.to_owned();
    settings.mail.poll_interval_ms = 100;
    settings.tasks.notify_every_ms = 100;
    // `just test-rust` runs the listing tests a second time with `database` (ADR 0037).
    if std::env::var("HAAT_TEST_STOREFRONT").as_deref() == Ok("database") {
        settings.storefront.index = api::settings::StorefrontIndex::Database;
    }
    settings
}

fn init_logging_once() {
    // Quiet by default; `TEST_LOG=debug cargo nextest run` shows the application's logs.
    if let Ok(filter) = std::env::var("TEST_LOG") {
        telemetry::init(&api::settings::LogSettings {
            filter,
            format: LogFormat::Pretty,
            otlp_endpoint: None,
        });
    }
}

fn browser(address: &str) -> reqwest::Client {
    let mut headers = HeaderMap::new();
    headers.insert(ORIGIN, HeaderValue::from_str(address).unwrap());
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .cookie_store(true)
        .default_headers(headers)
        .build()
        .unwrap()
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

pub async fn spawn_app_with(configure: impl FnOnce(&mut Settings)) -> TestApp {
    spawn(configure, None, None).await
}

/// An application whose empty database was filled by `haat generate`'s generator first.
pub async fn spawn_app_generated(size: demo::bench::Size) -> TestApp {
    spawn(|_| {}, None, Some(size)).await
}

/// An application offering online payment through Razorpay at `api_base`: a mock server, or an
/// address nothing answers at when the test expects no call to the gateway.
pub async fn spawn_app_with_razorpay(api_base: String) -> TestApp {
    spawn_app_with(move |settings| {
        settings.payments.razorpay = Some(api::settings::RazorpaySettings {
            key_id: "rzp_test_key".into(),
            key_secret: SecretString::from("key_secret"),
            webhook_secret: SecretString::from("webhook_secret"),
            api_base,
        });
    })
    .await
}

/// An application whose time moves only when the test says so.
pub async fn spawn_app_with_clock() -> TestApp {
    spawn(|_| {}, Some(Arc::new(ManualClock::new(SystemClock.now()))), None).await
}

/// An application with settings of the test's and a clock that moves only when the test says,
/// starting `at`.
pub async fn spawn_app_at(at: kernel::Timestamp, configure: impl FnOnce(&mut Settings)) -> TestApp {
    spawn(configure, Some(Arc::new(ManualClock::new(at))), None).await
}

async fn spawn(
    configure: impl FnOnce(&mut Settings),
    clock: Option<Arc<ManualClock>>,
    generate: Option<demo::bench::Size>,
) -> TestApp {
    init_logging_once();
    let database = TestDatabase::fresh().await;
    let frontend_dir = fake_frontend();
    let mut settings = test_settings(&database, frontend_dir.path());
    configure(&mut settings);
    let app_clock: Arc<dyn Clock> = match &clock {
        Some(manual) => Arc::clone(manual) as Arc<dyn Clock>,
        None => Arc::new(SystemClock),
    };
    let application = Application::build_with_clock(settings, app_clock)
        .await
        .expect("the application builds");
    if let Some(size) = generate {
        application
            .generate(size, SystemClock.now())
            .await
            .expect("the marketplace is generated");
    }
    let address = format!("http://127.0.0.1:{}", application.port());
    let metrics_address = application
        .metrics_port()
        .map(|port| format!("http://127.0.0.1:{port}"));
    if let Some(index) = application.catalogue_index() {
        // Listings come from the index once it is built; the tests ask of it, not of the
        // database that answers meanwhile.
        let started = std::time::Instant::now();
        while !index.ready() {
            assert!(
                started.elapsed() < std::time::Duration::from_secs(30),
                "the catalogue index was never built"
            );
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
    }
    tokio::spawn(application.run_until_stopped());
    TestApp {
        client: browser(&address),
        address,
        metrics_address,
        database,
        frontend_dir,
        clock,
    }
}

/// Checks the one error body shape and returns it.
pub async fn assert_error(response: reqwest::Response, status: u16, code: &str) -> Value {
    let actual = response.status().as_u16();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    assert_eq!(actual, status, "unexpected status; body {body}");
    assert_eq!(body["success"], false, "{body}");
    assert_eq!(body["error"]["code"], code, "{body}");
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()), "{body}");
    assert_eq!(
        body["message"], body["error"]["message"],
        "both message fields carry the same text"
    );
    assert!(body["error"]["fields"].is_object(), "{body}");
    body
}

/// Another browser, signed in as an Admin (`ops@example.com`).
pub async fn admin_browser(app: &TestApp) -> reqwest::Client {
    let db = app.db().await;
    identity::UserRepository::make_admin(
        &store_sea::SeaUserRepository::new(&db),
        &identity::Email::parse("ops@example.com").unwrap(),
        &identity::PersonName::parse("Ops").unwrap(),
        &identity::Password::parse(PASSWORD).unwrap().hash().unwrap(),
        kernel::Clock::now(&kernel::SystemClock),
    )
    .await
    .unwrap();
    let browser = app.new_browser();
    let login = app.login_in(&browser, "ops@example.com", PASSWORD).await;
    assert_eq!(login.status().as_u16(), 200);
    browser
}
