//! The newsletter and the contact form (docs/admin.md "Newsletter and contact").

use serde_json::{Value, json};

use crate::helpers::{assert_error, spawn_app, spawn_app_with};
use crate::orders::{line, numbers, shop_with_product};

async fn wait_for_email(app: &crate::helpers::TestApp, to: &str, count: usize) {
    let started = std::time::Instant::now();
    while app.emails_to(to) < count {
        assert!(started.elapsed().as_secs() < 10, "no email to {to}");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

fn newest_email(app: &crate::helpers::TestApp, to: &str) -> String {
    let dir = app.database.data_dir().join("mailbox");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    files
        .iter()
        .rev()
        .map(|f| std::fs::read_to_string(f).unwrap())
        .find(|m| m.contains(&format!("To: {to}")))
        .unwrap()
}

#[tokio::test]
async fn a_subscriber_is_stored_once_and_sent_a_working_twenty_percent_coupon() {
    let app = spawn_app().await;
    let body = assert_error(
        app.post_json("/api/v2/newsletter", &json!({"email": "not-an-address"}))
            .await,
        400,
        "validation_failed",
    )
    .await;
    assert!(body["error"]["fields"]["email"].is_string());

    let response = app
        .post_json("/api/v2/newsletter", &json!({"email": "Asha@Example.com"}))
        .await;
    assert_eq!(response.status().as_u16(), 201);
    let answer: Value = response.json().await.unwrap();
    assert_eq!(
        answer["message"],
        "You're subscribed! Your 20% off coupon is on its way to asha@example.com."
    );
    let again = app
        .post_json("/api/v2/newsletter", &json!({"email": "asha@example.com"}))
        .await;
    assert_eq!(again.status().as_u16(), 200);
    assert!(
        again.json::<Value>().await.unwrap()["message"]
            .as_str()
            .unwrap()
            .contains("already subscribed")
    );
    assert_eq!(
        numbers(&app, "SELECT COUNT(*) FROM newsletter_subscribers").await,
        [1]
    );
    assert_eq!(
        numbers(&app, "SELECT COUNT(*) FROM coupons WHERE shop_id IS NULL").await,
        [1],
        "one coupon, not two"
    );

    wait_for_email(&app, "asha@example.com", 1).await;
    let email = newest_email(&app, "asha@example.com");
    let code = email
        .split_whitespace()
        .find(|w| w.starts_with("HAAT20-"))
        .map(|w| w.trim_end_matches(['.', ',']).to_owned())
        .expect("the code is in the email");
    // The code takes 20% (up to ₹500) off any shop's items.
    let product = shop_with_product(&app, "bazaar@example.com", "1000", "5").await;
    let quote: Value = app
        .client
        .post(app.url("/api/v2/cart/quote"))
        .json(&json!({"cart": [line(&product, 1)], "couponCode": code.to_lowercase()}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(quote["quote"]["discountPrice"], json!(200.0), "{quote}");
}

#[tokio::test]
async fn a_contact_message_is_stored_and_emailed_to_the_operator() {
    let app = spawn_app_with(|settings| settings.mail.operator = "ops-inbox@haat.example".into()).await;
    let body = assert_error(
        app.post_json(
            "/api/v2/contact",
            &json!({"name": "", "email": "x", "subject": "s".repeat(151), "message": "short"}),
        )
        .await,
        400,
        "validation_failed",
    )
    .await;
    for field in ["name", "email", "subject", "message"] {
        assert!(body["error"]["fields"][field].is_string(), "{field}: {body}");
    }
    assert_eq!(numbers(&app, "SELECT COUNT(*) FROM contact_messages").await, [0]);

    let sent = app
        .post_json(
            "/api/v2/contact",
            &json!({
                "name": "Ravi <Kumar>", "email": "ravi@example.com", "subject": null,
                "message": "Where is my order? It was placed last week."
            }),
        )
        .await;
    assert_eq!(sent.status().as_u16(), 201);
    assert_eq!(numbers(&app, "SELECT COUNT(*) FROM contact_messages").await, [1]);
    wait_for_email(&app, "ops-inbox@haat.example", 1).await;
    let email = newest_email(&app, "ops-inbox@haat.example");
    assert!(email.contains("Where is my order?"), "{email}");
    assert!(email.contains("ravi@example.com"));
}

#[tokio::test]
async fn the_newsletter_is_rate_limited_per_address() {
    let app = spawn_app_with(|settings| settings.limits.auth_attempts_per_minute = 2).await;
    for n in 0..2 {
        let response = app
            .post_json(
                "/api/v2/newsletter",
                &json!({"email": format!("n{n}@example.com")}),
            )
            .await;
        assert_eq!(response.status().as_u16(), 201);
    }
    assert_error(
        app.post_json("/api/v2/newsletter", &json!({"email": "n3@example.com"}))
            .await,
        429,
        "too_many_requests",
    )
    .await;
}
