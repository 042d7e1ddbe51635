//! `spawn_app()`: one application per test, nothing shared.

use std::collections::HashMap;
use std::path::Path;

use api::settings::{LogFormat, Settings};
use api::{Application, telemetry};
use secrecy::SecretString;
use store_sea::Database;
use tempfile::TempDir;
use testkit::TestDatabase;

pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    pub database: TestDatabase,
    /// A stand-in for `frontend/dist`, with an index page, one hashed asset and a favicon.
    pub frontend_dir: TempDir,
}

pub const INDEX_HTML: &str = "<!doctype html><title>Haat test shell</title><div id=\"root\"></div>";
pub const ASSET_NAME: &str = "index-Ab12Cd34.js";

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client
            .get(self.url(path))
            .send()
            .await
            .expect("request failed")
    }

    /// A separate connection to the application's database, for arranging and asserting.
    pub async fn db(&self) -> Database {
        Database::connect(self.database.url(), 2).await.unwrap()
    }
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
    settings
}

fn init_logging_once() {
    // Quiet by default; `TEST_LOG=debug cargo nextest run` shows the application's logs.
    if let Ok(filter) = std::env::var("TEST_LOG") {
        telemetry::init(&api::settings::LogSettings {
            filter,
            format: LogFormat::Pretty,
        });
    }
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

pub async fn spawn_app_with(configure: impl FnOnce(&mut Settings)) -> TestApp {
    init_logging_once();
    let database = TestDatabase::fresh().await;
    let frontend_dir = fake_frontend();
    let mut settings = test_settings(&database, frontend_dir.path());
    configure(&mut settings);
    let application = Application::build(settings)
        .await
        .expect("the application builds");
    let address = format!("http://127.0.0.1:{}", application.port());
    tokio::spawn(application.run_until_stopped());
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .cookie_store(true)
        .build()
        .unwrap();
    TestApp {
        address,
        client,
        database,
        frontend_dir,
    }
}

/// Checks the one error body shape and returns it.
pub async fn assert_error(response: reqwest::Response, status: u16, code: &str) -> serde_json::Value {
    assert_eq!(response.status().as_u16(), status, "unexpected status");
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/json"),
        "errors are JSON"
    );
    let body: serde_json::Value = response.json().await.unwrap();
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
