//! Sessions: revocable, bounded in time, and cut off when an account is suspended.

use chrono::Duration;
use sea_orm::ConnectionTrait;
use serde_json::json;

use crate::helpers::{PASSWORD, assert_error, spawn_app, spawn_app_with_clock};

#[tokio::test]
async fn a_suspended_account_stops_working_at_once() {
    let app = spawn_app().await;
    let registered = app.register("Priya", "priya@example.com").await;
    let id = registered["user"]["_id"].as_str().unwrap().to_owned();

    let db = app.db().await;
    let uuid = uuid::Uuid::parse_str(&id).unwrap();
    db.connection()
        .execute_raw(sea_orm::Statement::from_sql_and_values(
            db.connection().get_database_backend(),
            "UPDATE users SET status = 'suspended' WHERE id = $1",
            [uuid.into()],
        ))
        .await
        .unwrap();

    assert_error(app.get("/api/v2/getuser").await, 401, "unauthenticated").await;
    let again = app.login("priya@example.com", PASSWORD).await;
    assert_error(again, 403, "account_suspended").await;
}

#[tokio::test]
async fn a_sign_in_lasts_thirty_days_however_much_it_is_used() {
    let app = spawn_app_with_clock().await;
    let clock = app.clock.clone().unwrap();
    app.register("Priya", "priya@example.com").await;

    for _ in 0..29 {
        clock.advance(Duration::days(1));
        assert_eq!(app.get("/api/v2/getuser").await.status().as_u16(), 200);
    }
    clock.advance(Duration::days(1) + Duration::seconds(1));

    assert_error(app.get("/api/v2/getuser").await, 401, "unauthenticated").await;
}

#[tokio::test]
async fn a_session_left_unused_for_seven_days_expires() {
    let app = spawn_app_with_clock().await;
    let clock = app.clock.clone().unwrap();
    let registered = app.client.post(app.url("/api/v2/create-user")).multipart(
        reqwest::multipart::Form::new()
            .text("name", "Priya")
            .text("email", "priya@example.com")
            .text("password", PASSWORD),
    );
    let cookie = registered.send().await.unwrap().headers()["set-cookie"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        cookie.contains("Max-Age=604800"),
        "the cookie lives 7 days: {cookie}"
    );

    clock.advance(Duration::days(7) + Duration::seconds(1));

    assert_error(app.get("/api/v2/getuser").await, 401, "unauthenticated").await;
}

#[tokio::test]
async fn a_reset_link_expires_after_thirty_minutes() {
    let app = spawn_app_with_clock().await;
    let clock = app.clock.clone().unwrap();
    app.register("Priya", "priya@example.com").await;
    app.post_json("/api/v2/forgot-password", &json!({"email": "priya@example.com"}))
        .await;
    let token = app
        .token_from_mailbox("priya@example.com", "/reset-password/")
        .await;

    clock.advance(Duration::minutes(31));
    let late = app
        .post_json(
            "/api/v2/reset-password",
            &json!({"token": token, "newPassword": "late pass 1", "confirmPassword": "late pass 1"}),
        )
        .await;

    assert_error(late, 400, "invalid_token").await;
}

#[tokio::test]
async fn the_session_key_changes_at_sign_in() {
    let app = spawn_app().await;
    let before = app.get("/api/v2/user-logout").await;
    assert!(
        before.headers().get("set-cookie").is_none(),
        "no session is made for a visitor"
    );
    app.register("Priya", "priya@example.com").await;
    app.get("/api/v2/user-logout").await;

    let first = app.login("priya@example.com", PASSWORD).await;
    let first_cookie = first.headers()["set-cookie"].to_str().unwrap().to_owned();
    app.get("/api/v2/user-logout").await;
    let second = app.login("priya@example.com", PASSWORD).await;
    let second_cookie = second.headers()["set-cookie"].to_str().unwrap().to_owned();

    assert_ne!(first_cookie, second_cookie);
}

#[tokio::test]
async fn logging_out_deletes_the_session_from_the_store() {
    let app = spawn_app().await;
    app.register("Priya", "priya@example.com").await;
    let db = app.db().await;
    assert_eq!(crate::helpers::count_rows(&db, "sessions").await, 1);

    app.get("/api/v2/user-logout").await;

    assert_eq!(crate::helpers::count_rows(&db, "sessions").await, 0);
}

/// Sessions in Redis instead of the database. Needs a Redis server: `just test` runs these when
/// TEST_REDIS_URL is set, as CI does.
mod redis {
    use secrecy::SecretString;
    use serde_json::json;

    use crate::helpers::{PASSWORD, assert_error, spawn_app_with};

    fn redis_url() -> String {
        std::env::var("TEST_REDIS_URL").expect("TEST_REDIS_URL, e.g. redis://127.0.0.1:6379")
    }

    #[tokio::test]
    #[ignore = "needs Redis: set TEST_REDIS_URL (just test does when it is set)"]
    async fn sessions_live_in_redis_and_are_revocable_there_too() {
        let app =
            spawn_app_with(|settings| settings.session.redis_url = Some(SecretString::from(redis_url())))
                .await;
        app.register("Priya", "priya@example.com").await;
        let phone = app.new_browser();
        let login = app.login_in(&phone, "priya@example.com", PASSWORD).await;
        assert_eq!(login.status().as_u16(), 200);
        assert_eq!(app.status_in(&phone, "/api/v2/getuser").await, 200);

        let db = app.db().await;
        let stored = crate::helpers::count_rows(&db, "sessions").await;
        assert_eq!(
            stored, 0,
            "nothing is kept in the database when Redis holds sessions"
        );

        app.put_json(
            "/api/v2/update-user-password",
            &json!({"oldPassword": PASSWORD, "newPassword": "new password 1", "confirmPassword": "new password 1"}),
        )
        .await;
        assert_error(
            phone.get(app.url("/api/v2/getuser")).send().await.unwrap(),
            401,
            "unauthenticated",
        )
        .await;
        assert_eq!(app.get("/api/v2/getuser").await.status().as_u16(), 200);

        app.get("/api/v2/user-logout").await;
        assert_error(app.get("/api/v2/getuser").await, 401, "unauthenticated").await;
    }
}
