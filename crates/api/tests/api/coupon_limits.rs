//! Coupons have owners and limits (docs/orders.md "Coupon owners and limits"):
//! a newsletter coupon is its subscriber's, once; platform coupons are once per account unless
//! the Admin says otherwise; any coupon may cap its uses in all and per account, counted when an
//! order is placed and given back when it is cancelled or refunded in full, and never exceeded
//! by checkouts at once. On SQLite and PostgreSQL.

use chrono::{Duration, Utc};
use sea_orm::ConnectionTrait as _;
use serde_json::{Value, json};

use crate::helpers::{TestApp, admin_browser, assert_error, spawn_app, spawn_app_with};
use crate::orders::{checkout, cod, line, put, refund, shop_with_product, shopper, stock_of};

/// The first column of the first row, as text.
async fn text(app: &TestApp, sql: &str) -> String {
    let db = app.db().await;
    let backend = db.connection().get_database_backend();
    db.connection()
        .query_one_raw(sea_orm::Statement::from_string(backend, sql.to_owned()))
        .await
        .unwrap()
        .unwrap()
        .try_get_by_index::<String>(0)
        .unwrap()
}

fn with_coupon(product: &Value, code: &str) -> Value {
    let mut body = cod(vec![line(product, 1)]);
    body["couponCode"] = json!(code);
    body
}

async fn quote_coupon(app: &TestApp, browser: &reqwest::Client, product: &Value, code: &str) -> Value {
    let quote: Value = browser
        .post(app.url("/api/v2/cart/quote"))
        .json(&json!({"cart": [line(product, 1)], "couponCode": code}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    quote["quote"]["coupon"].clone()
}

/// The review's finding: `HAAT20-…` used six times by three other accounts.
#[tokio::test]
async fn a_newsletter_coupon_is_its_subscribers_alone_and_only_once() {
    let app = spawn_app().await;
    let product = shop_with_product(&app, "bazaar@example.com", "1000", "20").await;
    let subscribed = app
        .post_json("/api/v2/newsletter", &json!({"email": "Asha@Example.com"}))
        .await;
    assert_eq!(subscribed.status().as_u16(), 201);
    let code = text(&app, "SELECT code FROM coupons WHERE shop_id IS NULL").await;
    assert!(code.starts_with("HAAT20-"), "{code}");

    // Anyone else is told whose it is, in the quote and at checkout.
    let (ravi, _) = shopper(&app, "Ravi", "ravi@example.com").await;
    let quoted = quote_coupon(&app, &ravi, &product, &code).await;
    assert_eq!(quoted["applied"], false, "{quoted}");
    assert!(
        quoted["message"]
            .as_str()
            .unwrap()
            .contains("another email address"),
        "{quoted}"
    );
    let (status, refused) = checkout(&app, &ravi, "ravi-1", &with_coupon(&product, &code)).await;
    assert_eq!(status, 400, "{refused}");
    assert!(
        refused["error"]["fields"]["couponCode"]
            .as_str()
            .unwrap()
            .contains("another email address")
    );

    // The subscriber uses it once.
    let (asha, _) = shopper(&app, "Asha", "asha@example.com").await;
    let (status, placed) = checkout(&app, &asha, "asha-1", &with_coupon(&product, &code)).await;
    assert_eq!(status, 201, "{placed}");
    assert_eq!(placed["orders"][0]["discountPrice"], json!(200.0));
    let (status, again) = checkout(&app, &asha, "asha-2", &with_coupon(&product, &code)).await;
    assert_eq!(status, 400, "{again}");
    assert_eq!(
        again["error"]["fields"]["couponCode"],
        "This coupon has been used as many times as it allows."
    );
    assert_eq!(
        stock_of(&app, &product).await,
        (19, 1),
        "only the first order took stock"
    );
}

#[tokio::test]
async fn a_platform_coupon_is_once_per_account_unless_the_admin_allows_more() {
    let app = spawn_app().await;
    let product = shop_with_product(&app, "bazaar@example.com", "1000", "20").await;
    let admin = admin_browser(&app).await;
    for (name, extra) in [("FESTIVE", json!({})), ("TWICE", json!({"maxUsesPerAccount": 2}))] {
        let mut body = json!({"name": name, "value": 10});
        body.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        let created = admin
            .post(app.url("/api/v2/admin-create-coupon"))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(created.status().as_u16(), 201);
    }
    let list: Value = admin
        .get(app.url("/api/v2/admin-coupons"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let festive = list["couponCodes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "FESTIVE")
        .unwrap_or_else(|| panic!("{list}"))
        .clone();
    assert_eq!(festive["maxUsesPerAccount"], 1, "the platform's default");
    assert_eq!(festive["maxUses"], Value::Null);
    assert_eq!(festive["uses"], 0);

    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    assert_eq!(
        checkout(&app, &priya, "p-1", &with_coupon(&product, "festive"))
            .await
            .0,
        201
    );
    let quoted = quote_coupon(&app, &priya, &product, "FESTIVE").await;
    assert_eq!(
        quoted["message"], "You have already used this coupon.",
        "{quoted}"
    );
    let (status, body) = checkout(&app, &priya, "p-2", &with_coupon(&product, "FESTIVE")).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(
        body["error"]["fields"]["couponCode"],
        "You have already used this coupon."
    );
    let (ravi, _) = shopper(&app, "Ravi", "ravi@example.com").await;
    assert_eq!(
        checkout(&app, &ravi, "r-1", &with_coupon(&product, "FESTIVE"))
            .await
            .0,
        201
    );

    for key in ["t-1", "t-2"] {
        assert_eq!(
            checkout(&app, &priya, key, &with_coupon(&product, "TWICE"))
                .await
                .0,
            201
        );
    }
    let (status, body) = checkout(&app, &priya, "t-3", &with_coupon(&product, "TWICE")).await;
    assert_eq!(status, 400);
    assert_eq!(
        body["error"]["fields"]["couponCode"],
        "You have already used this coupon the 2 times it allows each account."
    );
}

#[tokio::test]
async fn use_limits_are_checked_by_name_when_a_coupon_is_made() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let response = app
        .post_json(
            "/api/v2/create-coupon-code",
            &json!({"name": "LIMITED", "value": 10, "maxUses": 0, "maxUsesPerAccount": "two"}),
        )
        .await;
    let body = assert_error(response, 400, "validation_failed").await;
    for field in ["maxUses", "maxUsesPerAccount"] {
        assert!(body["error"]["fields"][field].is_string(), "{field}: {body}");
    }
    let response = app
        .post_json(
            "/api/v2/create-coupon-code",
            &json!({"name": "LIMITED", "value": 10, "maxUses": 5}),
        )
        .await;
    assert_eq!(response.status().as_u16(), 201);
    let created: Value = response.json().await.unwrap();
    assert_eq!(created["coupon"]["maxUses"], 5);
    assert_eq!(
        created["coupon"]["maxUsesPerAccount"],
        Value::Null,
        "a shop's coupon has no per-account limit unless it sets one"
    );
}

/// Twenty shoppers check out at once with a coupon that has five uses left: five get it.
#[tokio::test]
async fn twenty_checkouts_at_once_never_take_more_uses_than_a_coupon_has() {
    let app = spawn_app_with(|settings| settings.limits.auth_attempts_per_minute = 1000).await;
    let product = shop_with_product(&app, "meera@example.com", "500", "100").await;
    let created = app
        .post_json(
            "/api/v2/create-coupon-code",
            &json!({"name": "FIRST5", "value": 10, "maxUses": 5}),
        )
        .await;
    assert_eq!(created.status().as_u16(), 201);
    let mut shoppers = Vec::new();
    for n in 0..20 {
        shoppers.push(shopper(&app, "Shopper", &format!("s{n}@example.com")).await.0);
    }
    let body = with_coupon(&product, "FIRST5");
    let attempts = shoppers.iter().enumerate().map(|(n, browser)| {
        let (app, body) = (&app, &body);
        async move { checkout(app, browser, &format!("rush-{n}"), body).await }
    });
    let answers = futures_util::future::join_all(attempts).await;
    let placed = answers.iter().filter(|(status, _)| *status == 201).count();
    for (status, body) in &answers {
        assert!(
            *status == 201 || (*status == 400 && body["error"]["fields"]["couponCode"].is_string()),
            "{status} {body}"
        );
    }
    assert_eq!(placed, 5, "exactly the five uses the coupon has");
    assert_eq!(
        crate::orders::numbers(&app, "SELECT uses FROM coupons WHERE code = 'FIRST5'").await,
        [5]
    );
    assert_eq!(stock_of(&app, &product).await, (95, 5), "nothing else was placed");
}

/// One shopper sends twenty checkouts at once against a limit of two per account.
#[tokio::test]
async fn one_account_racing_itself_gets_no_more_than_its_per_account_uses() {
    let app = spawn_app().await;
    let product = shop_with_product(&app, "meera@example.com", "500", "100").await;
    let created = app
        .post_json(
            "/api/v2/create-coupon-code",
            &json!({"name": "TWOEACH", "value": 10, "maxUsesPerAccount": 2}),
        )
        .await;
    assert_eq!(created.status().as_u16(), 201);
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let body = with_coupon(&product, "TWOEACH");
    let attempts = (0..20).map(|n| {
        let (app, priya, body) = (&app, &priya, &body);
        async move { checkout(app, priya, &format!("self-{n}"), body).await.0 }
    });
    let statuses = futures_util::future::join_all(attempts).await;
    assert_eq!(statuses.iter().filter(|s| **s == 201).count(), 2, "{statuses:?}");
    assert!(statuses.iter().all(|s| *s == 201 || *s == 400), "{statuses:?}");
}

/// A use comes back when the order is cancelled (unpaid) or refunded in full, and only then.
#[tokio::test]
async fn a_use_is_given_back_when_its_order_is_refunded_or_cancelled() {
    let app = spawn_app().await;
    let product = shop_with_product(&app, "meera@example.com", "500", "10").await;
    let shop = product["shopId"].as_str().unwrap().to_owned();
    let created = app
        .post_json(
            "/api/v2/create-coupon-code",
            &json!({"name": "ONCEONLY", "value": 10, "maxUses": 1}),
        )
        .await;
    assert_eq!(created.status().as_u16(), 201);
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (ravi, _) = shopper(&app, "Ravi", "ravi@example.com").await;

    let (status, placed) = checkout(&app, &priya, "first", &with_coupon(&product, "ONCEONLY")).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
    assert_eq!(
        checkout(&app, &ravi, "blocked", &with_coupon(&product, "ONCEONLY"))
            .await
            .0,
        400
    );

    // Delivered is not given back; refunded in full is.
    let (status, _) = put(
        &app.client,
        &app,
        format!("/api/v2/update-order-status/{order}/{shop}"),
        json!({"status": "Delivered"}),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        checkout(&app, &ravi, "still", &with_coupon(&product, "ONCEONLY"))
            .await
            .0,
        400
    );
    refund(&app, &priya, &order).await;
    let (status, body) = checkout(&app, &ravi, "after-refund", &with_coupon(&product, "ONCEONLY")).await;
    assert_eq!(status, 201, "the refund gave the use back: {body}");
    assert_eq!(
        crate::orders::numbers(&app, "SELECT uses FROM coupons WHERE code = 'ONCEONLY'").await,
        [1]
    );
}

#[tokio::test]
async fn an_unpaid_online_checkout_gives_its_use_back_when_cancelled() {
    let app = crate::order_moves::app_with_online_payment().await;
    let product = shop_with_product(&app, "meera@example.com", "500", "10").await;
    let admin = admin_browser(&app).await;
    let created = admin
        .post(app.url("/api/v2/admin-create-coupon"))
        .json(&json!({"name": "WELCOME", "value": 10}))
        .send()
        .await
        .unwrap();
    assert_eq!(created.status().as_u16(), 201);
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let mut online = with_coupon(&product, "WELCOME");
    online["paymentMethod"] = json!("razorpay");
    assert_eq!(checkout(&app, &priya, "unpaid", &online).await.0, 201);
    assert_eq!(
        checkout(&app, &priya, "cod", &with_coupon(&product, "WELCOME"))
            .await
            .0,
        400
    );

    let store = store_sea::SeaOrderStore::new(&app.db().await);
    orders::payments::cancel_unpaid(&store, Utc::now() + Duration::minutes(31))
        .await
        .unwrap();
    let (status, body) = checkout(&app, &priya, "cod-again", &with_coupon(&product, "WELCOME")).await;
    assert_eq!(status, 201, "the cancelled checkout gave its use back: {body}");
}
