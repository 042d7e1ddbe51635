//! Filters, searches, ids and bodies holding SQL metacharacters, odd Unicode and 10,000
//! characters (docs/security.md): each is answered cleanly — a result, or an error naming what is
//! wrong — never a 5xx, never an internal error's text, and nothing changes.

use serde_json::{Value, json};

use crate::helpers::{TestApp, admin_browser, spawn_app};
use crate::orders::numbers;

fn hostile() -> Vec<String> {
    vec![
        "' OR '1'='1".into(),
        "'; DROP TABLE products; --".into(),
        "\" OR \"\"=\"".into(),
        "%_\\%".into(),
        "kurta') UNION SELECT password_hash FROM users --".into(),
        "कुर्ता 👗 \u{202e}desrever\u{202c} ﷽".into(),
        "\u{0}\u{1}\u{7f}".into(),
        "Ａ".repeat(50),
        "x".repeat(10_000),
    ]
}

/// Ten thousand characters that are nine bytes each once percent-encoded: too long for any URL
/// (the HTTP client refuses to build one), so sent in bodies only.
fn long_unicode() -> String {
    "कु".repeat(5_000)
}

/// The answer's status; a body from Haat itself must be its JSON and hold no internal detail
/// (other than what `sent` put there: an error may quote the value it refuses).
async fn answered(response: reqwest::Response, what: &str, sent: &str) -> u16 {
    let status = response.status().as_u16();
    let text = response.text().await.unwrap_or_default();
    // Errors may quote a 10,000-character value back; a failure message shows the start.
    let body: String = text.chars().take(300).collect();
    assert!(status < 500, "{what}: {status} {body}");
    // 414 and 431 come from the HTTP layer before any handler: the request line was too long.
    if status != 414 && status != 431 {
        let json: Value = serde_json::from_str(&text).unwrap_or_else(|_| panic!("{what}: not JSON: {body}"));
        assert!(
            json.get("success").is_some() || json.get("error").is_some(),
            "{what}: {body}"
        );
    }
    for secret in [
        "$argon2",
        "password_hash",
        "DbErr",
        "sqlx",
        "SQLITE",
        "syntax error",
        "panicked",
    ] {
        assert!(
            sent.contains(secret) || !body.contains(secret),
            "{what}: {secret} in {body}"
        );
    }
    status
}

/// Every byte but letters and digits as `%XX`, so the value is one path segment.
fn percent_encoded(value: &str) -> String {
    value
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

async fn get(app: &TestApp, browser: &reqwest::Client, path: &str, param: &str, value: &str) -> u16 {
    let response = browser
        .get(app.url(path))
        .query(&[(param, value)])
        .send()
        .await
        .unwrap();
    answered(
        response,
        &format!("{path}?{param}=<{} chars>", value.chars().count()),
        value,
    )
    .await
}

#[tokio::test]
async fn hostile_filters_searches_ids_and_bodies_are_answered_cleanly() {
    let app = spawn_app().await;
    let product = crate::orders::shop_with_product(&app, "asha-shop@example.com", "999", "10").await;
    let admin = admin_browser(&app).await;
    let visitor = app.new_browser();
    let products_before = numbers(&app, "SELECT COUNT(*) FROM products").await;
    let users_before = numbers(&app, "SELECT COUNT(*) FROM users").await;

    let storefront = [
        ("/api/v2/products", "searchKeyword"),
        ("/api/v2/products", "category"),
        ("/api/v2/products", "brand"),
        ("/api/v2/products", "color"),
        ("/api/v2/products", "size"),
        ("/api/v2/products", "sort"),
        ("/api/v2/products", "sellingPrice[gte]"),
        ("/api/v2/products", "page"),
        ("/api/v2/products-search", "searchKeyword"),
        ("/api/v2/get-all-events-user", "shopId"),
    ];
    let console = [
        ("/api/v2/admin-get-all-seller", "search"),
        ("/api/v2/admin-get-all-seller", "status"),
        ("/api/v2/admin-get-all-users", "search"),
        ("/api/v2/admin-get-all-users", "sort"),
        ("/api/v2/admin-all-products", "search"),
        ("/api/v2/admin-all-events", "sort"),
        ("/api/v2/admin-coupons", "search"),
        ("/api/v2/get-all-withdraw-request", "status"),
        ("/api/v2/get-all-orders-admin", "status"),
        ("/api/v2/get-all-orders-admin", "q"),
        ("/api/v2/admin-audit-log", "limit"),
    ];
    for value in hostile() {
        for (path, param) in storefront {
            get(&app, &visitor, path, param, &value).await;
        }
        for (path, param) in console {
            get(&app, &admin, path, param, &value).await;
        }
        // In a path: an id or a code is never found, never an error.
        let segment = percent_encoded(&value);
        for path in [
            format!("/api/v2/get-product-details/{segment}"),
            format!("/api/v2/get-shop-info/{segment}"),
            format!("/api/v2/get-shop-reviews/{segment}"),
            format!("/api/v2/get-coupon-value/{segment}"),
        ] {
            let status = answered(visitor.get(app.url(&path)).send().await.unwrap(), &path, &value).await;
            assert!(matches!(status, 400 | 404 | 414 | 431), "{path}: {status}");
        }
    }

    // In a body: the field is named or the thing is not found.
    for value in hostile().into_iter().chain([long_unicode()]) {
        let quote = visitor
            .post(app.url("/api/v2/cart/quote"))
            .json(&json!({"cart": [crate::orders::line(&product, 1)], "couponCode": value}))
            .send()
            .await
            .unwrap();
        answered(quote, "cart/quote couponCode", &value).await;
        let login = visitor
            .post(app.url("/api/v2/login"))
            .json(&json!({"email": value, "password": value}))
            .send()
            .await
            .unwrap();
        let status = answered(login, "login", &value).await;
        assert!(matches!(status, 400 | 401 | 429), "login: {status}");
    }
    // Once only: the contact form is rate-limited per address.
    let value = long_unicode();
    let contact = visitor
        .post(app.url("/api/v2/contact"))
        .json(&json!({"name": value, "email": value, "subject": value, "message": value}))
        .send()
        .await
        .unwrap();
    assert_eq!(answered(contact, "contact", &value).await, 400);

    // The storefront still answers, and nothing was added or removed.
    let (_, listing) = crate::orders::get(&visitor, &app, "/api/v2/products").await;
    assert_eq!(listing["productsCount"], 1);
    assert_eq!(
        numbers(&app, "SELECT COUNT(*) FROM products").await,
        products_before
    );
    assert_eq!(numbers(&app, "SELECT COUNT(*) FROM users").await, users_before);
}
