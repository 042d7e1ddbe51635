//! Where a shop delivers and when (docs/orders.md "Delivery areas and estimates"): the seller's
//! terms, checked field by field; the product page's estimate; the quote and the checkout naming
//! a line its shop cannot deliver, never dropping it. On SQLite and PostgreSQL.
//!
//! The test shop's PIN code is 631501 (Kanchipuram, Tamil Nadu).

use serde_json::{Value, json};

use crate::helpers::{TestApp, assert_error, spawn_app};
use crate::orders::{
    address, another_shop, checkout, cod, get, line, product_of, put, shop_with_product, shopper, stock_of,
};
use crate::tracking::days_ahead;

fn terms(area: &str, states: &[&str], prefixes: &[&str], days: [i64; 4]) -> Value {
    json!({
        "area": area, "states": states, "pinPrefixes": prefixes, "dispatchDays": days[0],
        "daysSameCity": days[1], "daysSameState": days[2], "daysRestOfIndia": days[3],
    })
}

async fn estimate(app: &TestApp, product: &str, pincode: &str) -> reqwest::Response {
    app.new_browser()
        .get(app.url("/api/v2/delivery-estimate"))
        .query(&[("productId", product), ("pincode", pincode)])
        .send()
        .await
        .unwrap()
}

async fn quote(app: &TestApp, cart: Value, pincode: Option<&str>) -> reqwest::Response {
    app.new_browser()
        .post(app.url("/api/v2/cart/quote"))
        .json(&json!({"cart": cart, "pincode": pincode}))
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn a_shops_delivery_terms_are_checked_field_by_field_and_kept() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let (status, body) = get(&app.client, &app, "/api/v2/shop-delivery").await;
    assert_eq!(status, 200);
    assert_eq!(
        body["delivery"],
        terms("india", &[], &[], [2, 1, 3, 6]),
        "a shop that never set terms has the defaults"
    );

    let cases = [
        (
            terms("listed", &["Bavaria", "Kerala"], &["056", "6"], [31, -1, 3, 6]),
            json!({"states[0]": "choose a state or union territory of India",
                   "pinPrefixes[0]": "a PIN-code prefix is 1 to 6 digits, not starting with 0",
                   "dispatchDays": "a whole number of days from 0 to 30",
                   "daysSameCity": "a whole number of days from 0 to 30"}),
        ),
        (
            terms("listed", &[], &[], [2, 1, 3, 6]),
            json!({"area": "list at least one state or PIN-code prefix, or deliver to all of India"}),
        ),
        (
            terms("listed", &["Kerala", "kerala"], &["56", "56"], [2, 1, 3, 6]),
            json!({"states": "this entry is listed twice", "pinPrefixes": "this entry is listed twice"}),
        ),
    ];
    for (body, expected) in cases {
        let response = app
            .client
            .put(app.url("/api/v2/shop-delivery"))
            .json(&body)
            .send()
            .await
            .unwrap();
        let error = assert_error(response, 400, "validation_failed").await;
        assert_eq!(error["error"]["fields"], expected, "{body}");
    }
    let response = app
        .client
        .put(app.url("/api/v2/shop-delivery"))
        .json(&json!({"area": "everywhere", "dispatchDays": 1, "daysSameCity": 1, "daysSameState": 1, "daysRestOfIndia": 1}))
        .send()
        .await
        .unwrap();
    let error = assert_error(response, 400, "validation_failed").await;
    assert!(error["error"]["fields"]["area"].is_string(), "{error}");
    let (_, unchanged) = get(&app.client, &app, "/api/v2/shop-delivery").await;
    assert_eq!(unchanged["delivery"]["area"], "india", "nothing was written");

    let (status, saved) = put(
        &app.client,
        &app,
        "/api/v2/shop-delivery",
        terms("listed", &["tamil nadu"], &["560"], [1, 0, 2, 5]),
    )
    .await;
    assert_eq!(status, 200, "{saved}");
    let expected = terms("listed", &["Tamil Nadu"], &["560"], [1, 0, 2, 5]);
    assert_eq!(saved["delivery"], expected);
    let (_, read) = get(&app.client, &app, "/api/v2/shop-delivery").await;
    assert_eq!(read["delivery"], expected);

    // Back to all of India: the lists are dropped with the area.
    let (_, saved) = put(
        &app.client,
        &app,
        "/api/v2/shop-delivery",
        terms("india", &["Kerala"], &[], [3, 1, 2, 4]),
    )
    .await;
    assert_eq!(saved["delivery"], terms("india", &[], &[], [3, 1, 2, 4]));
}

#[tokio::test]
async fn the_estimate_adds_dispatch_and_the_zones_days_and_names_a_wrong_pin_code() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "500", "5").await;
    let id = kurta["_id"].as_str().unwrap();
    let (status, _) = put(
        &app.client,
        &app,
        "/api/v2/shop-delivery",
        terms("listed", &["Tamil Nadu"], &["560"], [1, 0, 2, 5]),
    )
    .await;
    assert_eq!(status, 200);

    for (pincode, days, zone) in [
        ("631502", 1, "the shop's own sorting district"),
        ("600001", 3, "Chennai: the shop's state"),
        ("560034", 6, "Bengaluru: listed by prefix, another state"),
    ] {
        let response = estimate(&app, id, pincode).await;
        assert_eq!(response.status().as_u16(), 200, "{zone}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(
            body,
            json!({"success": true, "deliverable": true, "estimatedDate": days_ahead(days)}),
            "{zone}"
        );
    }
    let body: Value = estimate(&app, id, "686001").await.json().await.unwrap();
    assert_eq!(
        body,
        json!({"success": true, "deliverable": false, "estimatedDate": null}),
        "Kottayam, Kerala: not listed"
    );

    for wrong in ["012345", "68600", "6860011", "abcdef", ""] {
        let error = assert_error(estimate(&app, id, wrong).await, 400, "validation_failed").await;
        assert_eq!(
            error["error"]["fields"],
            json!({"pincode": "enter a 6-digit PIN code"}),
            "{wrong:?}"
        );
    }
    let error = assert_error(
        estimate(&app, "not-an-id", "600001").await,
        400,
        "validation_failed",
    )
    .await;
    assert!(error["error"]["fields"]["productId"].is_string(), "{error}");
    assert_error(
        estimate(&app, "0b8f6c5e-1f0a-4d7e-9a51-3f1c2d4e5a6b", "600001").await,
        404,
        "not_found",
    )
    .await;
}

#[tokio::test]
async fn the_quote_and_the_checkout_name_a_line_its_shop_cannot_deliver_and_keep_the_others() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "500", "5").await;
    let (status, _) = put(
        &app.client,
        &app,
        "/api/v2/shop-delivery",
        terms("listed", &["Tamil Nadu"], &[], [1, 0, 2, 5]),
    )
    .await;
    assert_eq!(status, 200);
    // A second shop keeps the defaults: all of India, 2 days to dispatch, 6 to another state.
    let (seller, _) = another_shop(&app, "ravi@example.com").await;
    let lamp = product_of(
        &app,
        &seller,
        &[("sellingPrice", Some("300")), ("stock", Some("4"))],
    )
    .await;
    let cart = json!([line(&kurta, 1), line(&lamp, 1)]);

    let kerala: Value = quote(&app, cart.clone(), Some("686001"))
        .await
        .json()
        .await
        .unwrap();
    let lines = &kerala["quote"]["lines"];
    assert_eq!(lines[0]["problem"], "not_deliverable", "{kerala}");
    assert_eq!(lines[0]["estimatedDate"], Value::Null);
    assert_eq!(lines[1]["problem"], Value::Null, "the other shop's line stays");
    assert_eq!(lines[1]["estimatedDate"], days_ahead(8));
    assert_eq!(kerala["quote"]["canCheckout"], false);
    assert_eq!(
        kerala["quote"]["subTotalPrice"],
        json!(300.0),
        "only what can be delivered is priced"
    );

    let chennai: Value = quote(&app, cart.clone(), Some(" 600001 "))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(chennai["quote"]["lines"][0]["problem"], Value::Null, "{chennai}");
    assert_eq!(chennai["quote"]["lines"][0]["estimatedDate"], days_ahead(3));
    assert_eq!(chennai["quote"]["canCheckout"], true);

    let unknown: Value = quote(&app, cart.clone(), None).await.json().await.unwrap();
    assert_eq!(
        unknown["quote"]["lines"][0]["problem"],
        Value::Null,
        "no PIN code, no judgement"
    );
    assert_eq!(unknown["quote"]["lines"][0]["estimatedDate"], Value::Null);
    let error = assert_error(
        quote(&app, cart.clone(), Some("0600")).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(
        error["error"]["fields"],
        json!({"pincode": "enter a 6-digit PIN code"})
    );

    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let mut to_kerala = cod(vec![line(&kurta, 1), line(&lamp, 1)]);
    to_kerala["shippingAddress"] = json!({
        "name": "Anu Thomas", "phoneNumber": "94470 12345", "address1": "KK Road",
        "city": "Kottayam", "state": "Kerala", "country": "India", "zipCode": "686001"
    });
    let (status, refused) = checkout(&app, &browser, "kerala", &to_kerala).await;
    assert_eq!(status, 409, "{refused}");
    assert_eq!(refused["error"]["code"], "not_deliverable");
    assert_eq!(
        refused["error"]["fields"],
        json!({"cart[0]": format!("The shop of {} does not deliver to this PIN code.", kurta["name"].as_str().unwrap())})
    );
    assert_eq!(
        stock_of(&app, &kurta).await,
        (5, 0),
        "nothing was taken off the shelf"
    );
    assert_eq!(stock_of(&app, &lamp).await, (4, 0));

    let mut to_chennai = cod(vec![line(&kurta, 1), line(&lamp, 1)]);
    to_chennai["shippingAddress"] = address();
    to_chennai["shippingAddress"]["zipCode"] = json!("600001");
    to_chennai["shippingAddress"]["state"] = json!("Tamil Nadu");
    to_chennai["shippingAddress"]["city"] = json!("Chennai");
    let (status, placed) = checkout(&app, &browser, "chennai", &to_chennai).await;
    assert_eq!(status, 201, "{placed}");
    assert_eq!(placed["orders"].as_array().unwrap().len(), 2);
}
