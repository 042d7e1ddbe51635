//! Reset links die with the password they were meant to replace, and asking for one takes the
//! same time whether or not the account exists (L6 in docs/security.md "Attacks on a demo
//! server"). On SQLite and PostgreSQL.

use sea_orm::{ConnectionTrait as _, TransactionTrait as _};
use serde_json::json;

use crate::helpers::{PASSWORD, TestApp, assert_error, spawn_app};

async fn reset(app: &TestApp, path: &str, token: &str, password: &str) -> reqwest::Response {
    app.new_browser()
        .post(app.url(path))
        .json(&json!({"token": token, "newPassword": password, "confirmPassword": password}))
        .send()
        .await
        .unwrap()
}

async fn ask(app: &TestApp, path: &str, email: &str) {
    let response = app
        .new_browser()
        .post(app.url(path))
        .json(&json!({"email": email}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
}

#[tokio::test]
async fn using_the_newer_reset_link_voids_the_older_one() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    ask(&app, "/api/v2/forgot-password", "priya@example.com").await;
    ask(&app, "/api/v2/forgot-password", "priya@example.com").await;
    let tokens = app
        .tokens_from_mailbox("priya@example.com", "/reset-password/", 2)
        .await;
    let (older, newer) = (&tokens[0], &tokens[1]);
    assert_ne!(older, newer);

    let used = reset(&app, "/api/v2/reset-password", newer, "newer password 1").await;
    assert_eq!(used.status().as_u16(), 200);
    let stale = reset(&app, "/api/v2/reset-password", older, "older password 2").await;
    assert_error(stale, 400, "invalid_token").await;
    assert_eq!(
        app.login("priya@example.com", "newer password 1")
            .await
            .status()
            .as_u16(),
        200,
        "the newer link's password stands"
    );
}

#[tokio::test]
async fn changing_the_password_while_signed_in_voids_every_reset_link() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    ask(&app, "/api/v2/forgot-password", "priya@example.com").await;
    let token = app
        .token_from_mailbox("priya@example.com", "/reset-password/")
        .await;
    let changed = app
        .put_json(
            "/api/v2/update-user-password",
            &json!({"oldPassword": PASSWORD, "newPassword": "changed pass 1", "confirmPassword": "changed pass 1"}),
        )
        .await;
    assert_eq!(changed.status().as_u16(), 200);

    let late = reset(&app, "/api/v2/reset-password", &token, "stolen link 2").await;
    assert_error(late, 400, "invalid_token").await;
    assert_eq!(
        app.login("priya@example.com", "changed pass 1")
            .await
            .status()
            .as_u16(),
        200
    );
}

#[tokio::test]
async fn a_sellers_older_reset_link_dies_when_a_newer_one_is_used() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    ask(&app, "/api/v2/shop-forgot-password", "meera@example.com").await;
    ask(&app, "/api/v2/shop-forgot-password", "meera@example.com").await;
    let tokens = app
        .tokens_from_mailbox("meera@example.com", "/shop-reset-password/", 2)
        .await;
    let used = reset(
        &app,
        "/api/v2/shop-reset-password",
        &tokens[1],
        "newer password 1",
    )
    .await;
    assert_eq!(used.status().as_u16(), 200);
    let stale = reset(
        &app,
        "/api/v2/shop-reset-password",
        &tokens[0],
        "older password 2",
    )
    .await;
    assert_error(stale, 400, "invalid_token").await;
}

/// Both kinds of account share one reset flow; a link is still good only for its own kind, so a
/// shopper's link cannot set a seller's password of the same email, nor the other way round.
#[tokio::test]
async fn a_reset_link_works_only_at_its_own_kinds_endpoint() {
    let app = spawn_app().await;
    app.register("Meera", "meera@example.com").await;
    app.register_active_shop("meera@example.com").await;
    ask(&app, "/api/v2/forgot-password", "meera@example.com").await;
    ask(&app, "/api/v2/shop-forgot-password", "meera@example.com").await;
    let shopper_link = app
        .token_from_mailbox("meera@example.com", "/reset-password/")
        .await;
    let seller_link = app
        .token_from_mailbox("meera@example.com", "/shop-reset-password/")
        .await;

    let crossed = reset(
        &app,
        "/api/v2/shop-reset-password",
        &shopper_link,
        "crossed pass 1",
    )
    .await;
    assert_error(crossed, 400, "invalid_token").await;
    let crossed = reset(&app, "/api/v2/reset-password", &seller_link, "crossed pass 2").await;
    assert_error(crossed, 400, "invalid_token").await;

    // Each link still works where it belongs, once the wrong endpoint refused it.
    let own = reset(&app, "/api/v2/reset-password", &shopper_link, "shopper pass 3").await;
    assert_eq!(own.status().as_u16(), 200);
    let own = reset(&app, "/api/v2/shop-reset-password", &seller_link, "seller pass 4").await;
    assert_eq!(own.status().as_u16(), 200);
    assert_eq!(
        app.login("meera@example.com", "shopper pass 3")
            .await
            .status()
            .as_u16(),
        200
    );
}

/// A known email used to answer about a millisecond slower than an unknown one answered about a millisecond slower than an unknown one, because
/// only its answer waited for the token and email to be written. Now neither answer touches the
/// account's records: with every write to the database held up, both still answer at once, and
/// the known one's link follows when the writes are let through.
#[tokio::test]
async fn asking_for_a_reset_answers_without_waiting_on_the_account_whether_or_not_it_exists() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    app.register_active_shop("meera@example.com").await;

    let db = app.db().await;
    let blocker = db.connection().begin().await.unwrap();
    let hold = match app.database.backend() {
        testkit::TestBackend::Postgres => "LOCK TABLE one_time_tokens IN EXCLUSIVE MODE",
        // Any write takes SQLite's one write lock until the transaction ends.
        testkit::TestBackend::Sqlite => "CREATE TABLE hold_every_write (x INTEGER)",
    };
    blocker.execute_unprepared(hold).await.unwrap();

    let quick = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(2))
        .build()
        .unwrap();
    for (path, email) in [
        ("/api/v2/forgot-password", "priya@example.com"),
        ("/api/v2/forgot-password", "nobody@example.com"),
        ("/api/v2/shop-forgot-password", "meera@example.com"),
        ("/api/v2/shop-forgot-password", "nobody@example.com"),
    ] {
        let answer = quick
            .post(app.url(path))
            .header("Origin", &app.address)
            .json(&json!({ "email": email }))
            .send()
            .await
            .unwrap_or_else(|error| panic!("{path} for {email} waited on the database: {error}"));
        assert_eq!(answer.status().as_u16(), 200, "{path} for {email}");
    }
    blocker.rollback().await.unwrap();
    app.token_from_mailbox("priya@example.com", "/reset-password/")
        .await;
    app.token_from_mailbox("meera@example.com", "/shop-reset-password/")
        .await;
}
