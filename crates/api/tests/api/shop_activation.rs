//! An email typed into `shop-create` by someone else is not lost to its owner:
//! the activation link can be sent again, and once every link has expired a new registration
//! replaces the shop that was never activated. On SQLite and PostgreSQL.

use chrono::Duration;
use serde_json::{Value, json};

use crate::helpers::{PASSWORD, TestApp, assert_error, shop_body, spawn_app, spawn_app_with_clock};

async fn resend(app: &TestApp, email: &str) -> reqwest::Response {
    app.new_browser()
        .post(app.url("/api/v2/shop-activation/resend"))
        .json(&json!({ "email": email }))
        .send()
        .await
        .unwrap()
}

async fn activate(app: &TestApp, token: &str) -> reqwest::Response {
    app.new_browser()
        .post(app.url("/api/v2/shop-activation"))
        .json(&json!({ "token": token }))
        .send()
        .await
        .unwrap()
}

async fn create_shop(app: &TestApp, email: &str, shop_name: &str) -> reqwest::Response {
    let mut body = shop_body(email);
    body["shopName"] = json!(shop_name);
    app.new_browser()
        .post(app.url("/api/v2/shop-create"))
        .json(&body)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn a_pending_shop_gets_a_new_link_and_everyone_gets_the_same_answer() {
    let app = spawn_app().await;
    assert_eq!(
        create_shop(&app, "meera@example.com", "Meera's Looms")
            .await
            .status()
            .as_u16(),
        201
    );
    app.register_active_shop("active@example.com").await;

    // Asked in this order, the new link for Meera is prepared after the other two requests.
    let mut answers = Vec::new();
    for email in ["nobody@example.com", "active@example.com", "meera@example.com"] {
        let response = resend(&app, email).await;
        assert_eq!(response.status().as_u16(), 200);
        answers.push(response.json::<Value>().await.unwrap());
    }
    assert!(answers.windows(2).all(|pair| pair[0] == pair[1]), "{answers:?}");

    let links = app
        .tokens_from_mailbox("meera@example.com", "/shop-activation/", 2)
        .await;
    assert_ne!(links[0], links[1], "a new link, not the old one again");
    assert_eq!(activate(&app, &links[1]).await.status().as_u16(), 200);
    assert_eq!(app.emails_to("nobody@example.com"), 0);
    assert_eq!(
        app.emails_to("active@example.com"),
        1,
        "only its first activation email"
    );

    let bad = resend(&app, "not an address").await;
    assert!(assert_error(bad, 400, "validation_failed").await["error"]["fields"]["email"].is_string());
}

#[tokio::test]
async fn resending_is_rate_limited_per_address_and_email() {
    let app = spawn_app().await;
    for _ in 0..5 {
        assert_eq!(resend(&app, "meera@example.com").await.status().as_u16(), 200);
    }
    assert_error(resend(&app, "meera@example.com").await, 429, "too_many_requests").await;
}

/// The review's L2: someone else's email in `shop-create` locked it out once the link expired.
#[tokio::test]
async fn once_every_link_has_expired_a_new_registration_replaces_the_shop_never_activated() {
    let app = spawn_app_with_clock().await;
    let clock = app.clock.clone().unwrap();
    assert_eq!(
        create_shop(&app, "meera@example.com", "Squatter's Shop")
            .await
            .status()
            .as_u16(),
        201
    );
    let squatters = app
        .token_from_mailbox("meera@example.com", "/shop-activation/")
        .await;

    // While a link still works, the email is taken.
    let early = create_shop(&app, "meera@example.com", "Meera's Looms").await;
    assert_error(early, 409, "email_taken").await;

    clock.advance(Duration::hours(49));
    let created = create_shop(&app, "Meera@Example.com", "Meera's Looms").await;
    assert_eq!(
        created.status().as_u16(),
        201,
        "{}",
        created.text().await.unwrap()
    );
    assert_error(activate(&app, &squatters).await, 400, "invalid_token").await;
    let links = app
        .tokens_from_mailbox("meera@example.com", "/shop-activation/", 2)
        .await;
    let activated = activate(&app, &links[1]).await;
    assert_eq!(activated.status().as_u16(), 200);
    let seller: Value = activated.json().await.unwrap();
    assert_eq!(seller["seller"]["shopName"], "Meera's Looms");
    let login = app
        .new_browser()
        .post(app.url("/api/v2/shop-login"))
        .json(&json!({"email": "meera@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(login.status().as_u16(), 200);
}
