//! A shop's coupons through the API (docs/orders.md "Coupons").

use chrono::{Duration, Utc};
use serde_json::{Value, json};

use crate::helpers::{assert_error, spawn_app};
use crate::orders::{checkout, cod, line};

async fn post_coupon(app: &crate::helpers::TestApp, body: Value) -> reqwest::Response {
    app.post_json("/api/v2/create-coupon-code", &body).await
}

#[tokio::test]
async fn a_seller_creates_lists_and_deletes_coupons_that_then_price_carts() {
    let app = spawn_app().await;
    let seller = app.register_active_shop("meera@example.com").await;
    let shop = seller["_id"].as_str().unwrap().to_owned();
    let kurta = app
        .create_product(&[("sellingPrice", Some("800")), ("stock", Some("5"))])
        .await;

    let response = post_coupon(&app, json!({"name": "diwali15", "value": 15, "minAmount": 500, "maxAmount": 100,
                                 "selectedProduct": kurta["_id"], "expiresAt": (Utc::now() + Duration::days(7)).to_rfc3339()}))
        .await;
    assert_eq!(response.status().as_u16(), 201);
    let created: Value = response.json().await.unwrap();
    assert_eq!(created["coupon"]["name"], "DIWALI15");
    assert_eq!(created["coupon"]["selectedProductName"], kurta["name"]);
    assert_eq!(created["coupon"]["minAmount"], json!(500.0));

    // Codes are case-insensitive: another live coupon cannot take it.
    let duplicate = post_coupon(&app, json!({"name": "Diwali15", "value": 5})).await;
    let body = assert_error(duplicate, 409, "duplicate_code").await;
    assert!(body["error"]["fields"]["name"].is_string());

    let bad = post_coupon(
        &app,
        json!({"name": "x", "value": 0, "minAmount": -1, "maxAmount": 0,
                            "selectedProduct": "nope", "expiresAt": "tomorrow"}),
    )
    .await;
    let body = assert_error(bad, 400, "validation_failed").await;
    for field in ["name", "value", "minAmount", "selectedProduct", "expiresAt"] {
        assert!(body["error"]["fields"][field].is_string(), "{field}: {body}");
    }
    let past = post_coupon(
        &app,
        json!({"name": "OLD", "value": 5, "expiresAt": (Utc::now() - Duration::hours(1)).to_rfc3339()}),
    )
    .await;
    assert!(assert_error(past, 400, "validation_failed").await["error"]["fields"]["expiresAt"].is_string());

    // Applied at checkout: 15% of ₹1,600 is ₹240, capped at ₹100.
    let shopper = app.new_browser();
    app.register_in(&shopper, "Priya", "priya@example.com").await;
    let mut order = cod(vec![line(&kurta, 2)]);
    order["couponCode"] = json!("diwali15");
    let (status, placed) = checkout(&app, &shopper, "with-coupon", &order).await;
    assert_eq!(status, 201, "{placed}");
    assert_eq!(placed["orders"][0]["discountPrice"], json!(100.0));
    assert_eq!(placed["orders"][0]["couponCode"], "DIWALI15");

    let list = app.json(&format!("/api/v2/get-coupon/{shop}")).await;
    assert_eq!(list["couponCodes"].as_array().unwrap().len(), 1);
    let id = list["couponCodes"][0]["_id"].as_str().unwrap().to_owned();

    // Another shop sees neither the list nor the coupon.
    let other = app.new_browser();
    other
        .post(app.url("/api/v2/shop-create"))
        .json(&crate::helpers::shop_body("ravi@example.com"))
        .send()
        .await
        .unwrap();
    let token = app
        .token_from_mailbox("ravi@example.com", "/shop-activation/")
        .await;
    other
        .post(app.url("/api/v2/shop-activation"))
        .json(&json!({"token": token}))
        .send()
        .await
        .unwrap();
    assert_eq!(
        other
            .get(app.url(&format!("/api/v2/get-coupon/{shop}")))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        403
    );
    assert_eq!(
        other
            .delete(app.url(&format!("/api/v2/delete-coupon/{id}")))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        404
    );
    let foreign = other
        .post(app.url("/api/v2/create-coupon-code"))
        .json(&json!({"name": "THEIRS", "value": 10, "selectedProduct": kurta["_id"]}))
        .send()
        .await
        .unwrap();
    assert!(
        assert_error(foreign, 400, "validation_failed").await["error"]["fields"]["selectedProduct"]
            .is_string()
    );
    assert_eq!(
        shopper
            .post(app.url("/api/v2/create-coupon-code"))
            .json(&json!({"name": "ABC", "value": 5}))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        401
    );

    let deleted = app.delete(&format!("/api/v2/delete-coupon/{id}")).await;
    assert_eq!(deleted.status().as_u16(), 200);
    assert_error(
        app.get("/api/v2/get-coupon-value/DIWALI15").await,
        404,
        "not_found",
    )
    .await;
    assert_eq!(
        post_coupon(&app, json!({"name": "DIWALI15", "value": 5}))
            .await
            .status()
            .as_u16(),
        201,
        "a deleted code is free again"
    );
}

#[tokio::test]
async fn a_coupon_stops_applying_at_its_expiry_in_the_quote_and_at_checkout() {
    let app = crate::helpers::spawn_app_with_clock().await;
    let clock = app.clock.clone().unwrap();
    let product = crate::orders::shop_with_product(&app, "bazaar@example.com", "1200", "10").await;
    let expires = kernel::Clock::now(clock.as_ref()) + Duration::hours(1);
    let created = post_coupon(
        &app,
        json!({"name": "HOUR20", "value": 20, "expiresAt": expires.to_rfc3339()}),
    )
    .await;
    assert_eq!(created.status().as_u16(), 201);
    let quote = |code: &'static str| {
        let app = &app;
        let product = product.clone();
        async move {
            app.client
                .post(app.url("/api/v2/cart/quote"))
                .json(&json!({"cart": [line(&product, 1)], "couponCode": code}))
                .send()
                .await
                .unwrap()
                .json::<Value>()
                .await
                .unwrap()
        }
    };
    assert_eq!(quote("hour20").await["quote"]["discountPrice"], json!(240.0));

    clock.advance(Duration::hours(1));
    let body = quote("hour20").await;
    assert_eq!(body["quote"]["coupon"]["applied"], false, "{body}");
    assert_eq!(body["quote"]["coupon"]["message"], "This coupon has expired.");
    assert_eq!(body["quote"]["discountPrice"], json!(0.0));
    let (buyer, _) = crate::orders::shopper(&app, "Priya", "priya@example.com").await;
    let mut order = cod(vec![line(&product, 1)]);
    order["couponCode"] = json!("HOUR20");
    let (status, body) = checkout(&app, &buyer, "expired-coupon", &order).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["error"]["fields"]["couponCode"], "This coupon has expired.");
}
