//! Handing an order to a courier (docs/orders.md "Tracking"): "Transferred to delivery partner"
//! needs the courier, the tracking number (AWB) and the expected day, each checked and named when
//! wrong; the order then carries them for its shopper. On SQLite and PostgreSQL.

use chrono::{Duration, Utc};
use serde_json::{Value, json};

use crate::helpers::{assert_error, spawn_app};
use crate::orders::{checkout, cod, get, line, put, shop_with_product, shopper};

/// The day `days` from today in India, as the API writes dates.
pub fn days_ahead(days: i64) -> String {
    let india = Utc::now() + Duration::minutes(330);
    (india.date_naive() + Duration::days(days))
        .format("%Y-%m-%d")
        .to_string()
}

#[tokio::test]
async fn handing_an_order_to_a_courier_needs_its_details_and_the_shopper_sees_them() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "500", "5").await;
    let shop = kurta["shopId"].as_str().unwrap().to_owned();
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (_, placed) = checkout(&app, &browser, "k", &cod(vec![line(&kurta, 1)])).await;
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
    assert_eq!(placed["orders"][0]["trackingNumber"], Value::Null);
    let path = format!("/api/v2/update-order-status/{order}/{shop}");
    let transfer = |extra: Value| {
        let mut body = json!({"status": "Transferred to delivery partner"});
        body.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        body
    };

    let cases = [
        (
            json!({}),
            json!({"courier": "is required", "trackingNumber": "is required", "expectedDelivery": "is required"}),
        ),
        (
            json!({"courier": " ", "trackingNumber": "", "expectedDelivery": null}),
            json!({"courier": "is required", "trackingNumber": "is required", "expectedDelivery": "is required"}),
        ),
        (
            json!({"courier": "D", "trackingNumber": "AWB 12", "expectedDelivery": days_ahead(-1)}),
            json!({"courier": "give the courier's name, 2 to 60 characters",
                   "trackingNumber": "use 6 to 30 letters, digits or hyphens",
                   "expectedDelivery": "cannot be in the past"}),
        ),
        (
            json!({"courier": "Delhivery", "trackingNumber": "DL123456789IN", "expectedDelivery": "30/11/2026"}),
            json!({"expectedDelivery": "give a date as YYYY-MM-DD"}),
        ),
        (
            json!({"courier": "Delhivery", "trackingNumber": "DL123456789IN", "expectedDelivery": days_ahead(61)}),
            json!({"expectedDelivery": "must be within 60 days"}),
        ),
    ];
    for (fields, expected) in cases {
        let response = app
            .client
            .put(app.url(&path))
            .json(&transfer(fields.clone()))
            .send()
            .await
            .unwrap();
        let body = assert_error(response, 400, "validation_failed").await;
        assert_eq!(body["error"]["fields"], expected, "{fields}");
    }
    let (_, still) = get(
        &browser,
        &app,
        &format!("/api/v2/get-selected-order-user/{order}"),
    )
    .await;
    assert_eq!(still["order"]["status"], "Processing", "nothing moved");

    let day = days_ahead(3);
    let (status, moved) = put(
        &app.client,
        &app,
        &path,
        transfer(
            json!({"courier": "  Blue   Dart ", "trackingNumber": " bd-88776655 ", "expectedDelivery": day}),
        ),
    )
    .await;
    assert_eq!(status, 200, "{moved}");
    let (_, seen) = get(
        &browser,
        &app,
        &format!("/api/v2/get-selected-order-user/{order}"),
    )
    .await;
    let seen = &seen["order"];
    assert_eq!(seen["status"], "Transferred to delivery partner");
    assert_eq!(
        (
            &seen["courier"],
            &seen["trackingNumber"],
            &seen["expectedDelivery"]
        ),
        (&json!("Blue Dart"), &json!("BD-88776655"), &json!(day)),
        "kept tidied, the number in capitals"
    );

    // Later steps need nothing more, and keep what was given.
    let (status, shipped) = put(
        &app.client,
        &app,
        &path,
        json!({"status": "Shipping", "courier": "x"}),
    )
    .await;
    assert_eq!(status, 200, "{shipped}");
    assert_eq!(shipped["order"]["courier"], "Blue Dart");
    assert_eq!(shipped["order"]["trackingNumber"], "BD-88776655");
}
