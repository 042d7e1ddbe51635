//! The `haat` binary as an operator uses it: a real process, real signals.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use store_sea::Database;
use testkit::TestDatabase;

fn haat(database: &TestDatabase) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_haat"));
    // A clean environment and working directory: nothing from the developer's shell or a
    // stray haat.toml may change what is tested.
    command
        .env_clear()
        .current_dir(database.data_dir())
        .env("HAAT_LOG__FILTER", "warn");
    command
}

#[tokio::test]
async fn migrate_brings_a_fresh_database_up_to_date() {
    let database = TestDatabase::fresh().await;

    let output = haat(&database)
        .args(["migrate", "--database-url", database.url()])
        .output()
        .unwrap();

    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stdout).trim(),
        "The database schema is up to date."
    );
    let db = Database::connect(database.url(), 1).await.unwrap();
    assert!(db.table_names().await.unwrap().contains(&"products".to_owned()));
}

#[tokio::test]
async fn serve_stops_gracefully_on_sigterm() {
    let database = TestDatabase::fresh().await;
    let mut child = haat(&database)
        .args(["serve", "--bind", "127.0.0.1:0", "--database-url", database.url()])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while !line.contains("Haat is ready at") {
        line.clear();
        assert!(
            stdout.read_line(&mut line).unwrap() > 0,
            "the server exited before it was ready"
        );
    }
    let address = line.trim().rsplit(' ').next().unwrap().to_owned();
    let health = reqwest::get(format!("{address}/healthz")).await.unwrap();
    assert_eq!(health.status().as_u16(), 200);

    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());

    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the server ignored SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "a graceful stop exits 0, got {status}");
}

#[tokio::test]
async fn a_bad_setting_stops_start_up_with_its_name() {
    let database = TestDatabase::fresh().await;

    let output = haat(&database)
        .env("HAAT_SERVER__BIND", "everywhere")
        .args(["serve"])
        .output()
        .unwrap();

    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("server.bind"));
}

#[tokio::test]
async fn an_unsupported_database_url_is_refused_clearly() {
    let database = TestDatabase::fresh().await;

    let output = haat(&database)
        .args(["migrate", "--database-url", "mysql://localhost/haat"])
        .output()
        .unwrap();

    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("must start with sqlite:// or postgres://"));
}

#[tokio::test]
async fn admin_create_makes_an_admin_with_the_password_from_the_environment() {
    let database = TestDatabase::fresh().await;

    let output = haat(&database)
        .env("HAAT_ADMIN_PASSWORD", "operator pass 1")
        .args([
            "admin",
            "create",
            "--email",
            "Ops@Example.com",
            "--name",
            "Ops Team",
            "--database-url",
            database.url(),
        ])
        .output()
        .unwrap();

    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stdout).trim(),
        "Created the Admin ops@example.com."
    );
    let db = Database::connect(database.url(), 1).await.unwrap();
    let users = store_sea::SeaUserRepository::new(&db);
    let (admin, hash) =
        identity::AccountStore::find_credentials(&users, &identity::Email::parse("ops@example.com").unwrap())
            .await
            .unwrap()
            .unwrap();
    assert!(admin.is_admin());
    assert!(hash.verify("operator pass 1"));
}

#[tokio::test]
async fn admin_create_reads_the_password_from_standard_input_and_promotes_an_existing_user() {
    use std::io::Write as _;
    let database = TestDatabase::fresh().await;
    let create = |password: &str| {
        let mut child = haat(&database)
            .args([
                "admin",
                "create",
                "--email",
                "ops@example.com",
                "--name",
                "Ops",
                "--database-url",
                database.url(),
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(format!("{password}\n").as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
    };

    let first = create("first password");
    let second = create("second password");

    assert!(first.status.success() && second.status.success());
    assert_eq!(
        String::from_utf8_lossy(&second.stdout).trim(),
        "ops@example.com is now an Admin."
    );
}

#[tokio::test]
async fn admin_create_refuses_a_short_password_and_creates_nothing() {
    let database = TestDatabase::fresh().await;

    let output = haat(&database)
        .env("HAAT_ADMIN_PASSWORD", "short")
        .args([
            "admin",
            "create",
            "--email",
            "ops@example.com",
            "--name",
            "Ops",
            "--database-url",
            database.url(),
        ])
        .output()
        .unwrap();

    assert_eq!(output.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("password: password must be at least 8 characters")
    );
}
