//! Returns by line (docs/orders.md "Returns"): the shopper names the lines and units going back,
//! a reason from the list and, for cash on delivery, a UPI id or bank account to be paid to. A
//! partial return refunds exactly its units' share of the order, to the paisa; the shop's ledger,
//! the stock and `sold_out` move by those units only; several partial returns add up to the
//! order. On SQLite and PostgreSQL.

use serde_json::{Value, json};
use wiremock::matchers::{body_partial_json, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::{TestApp, spawn_app};
use crate::orders::razorpay::sign;
use crate::orders::{checkout, cod, line, numbers, put, settle, shop_with_product, shopper, stock_of};

/// Pending and available paise across the ledger.
async fn accounts(app: &TestApp) -> (i64, i64) {
    let sum = |account: &str| {
        format!(
            "SELECT CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) FROM ledger_lines WHERE account = '{account}'"
        )
    };
    (
        numbers(app, &sum("pending")).await[0],
        numbers(app, &sum("available")).await[0],
    )
}

/// A COD order of `qty` units of `product`, delivered by the shop on `app.client`.
pub async fn delivered(app: &TestApp, browser: &reqwest::Client, product: &Value, qty: i64) -> String {
    let (status, body) = checkout(
        app,
        browser,
        &uuid::Uuid::new_v4().to_string(),
        &cod(vec![line(product, qty)]),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let order = body["orders"][0]["_id"].as_str().unwrap().to_owned();
    let shop = product["shopId"].as_str().unwrap();
    let (status, body) = put(
        &app.client,
        app,
        &format!("/api/v2/update-order-status/{order}/{shop}"),
        &json!({"status": "Delivered"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    order
}

pub fn asking(lines: Value, extra: Value) -> Value {
    let mut body = json!({
        "status": "Processing Refund",
        "lines": lines,
        "reason": "size_or_fit",
        "payout": {"type": "upi", "upiId": "priya@okhdfcbank"},
    });
    for (key, value) in extra.as_object().unwrap() {
        body[key] = value.clone();
    }
    body
}

pub async fn approve(app: &TestApp, order: &str) -> Value {
    let (status, body) = put(
        &app.client,
        app,
        &format!("/api/v2/shop-order-refund-success/{order}"),
        &json!({"status": "Refund Success"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    body["order"].clone()
}

#[tokio::test]
async fn two_partial_returns_refund_each_units_exact_share_and_together_the_whole_order() {
    let app = spawn_app().await;
    // ₹333.33 × 3 = ₹999.99, under ₹1,000: ₹50.00 shipping, ₹1,049.99 in all. Spread over three
    // units that is ₹350.00, ₹350.00 and ₹349.99.
    let saree = shop_with_product(&app, "meera@example.com", "333.33", "5").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let order = delivered(&app, &priya, &saree, 3).await;
    assert_eq!(stock_of(&app, &saree).await, (2, 3));
    // Credited ₹999.99 into pending, less 10 % commission (₹100.00, rounded), ₹18.00 GST on it,
    // ₹4.76 TCS (0.5 % of ₹952.37, the value without its 5 % GST) and ₹1.00 TDS (0.1 %).
    assert_eq!(accounts(&app).await, (87_623, 0));

    let (status, body) = put(
        &priya,
        &app,
        &format!("/api/v2/order-refund/{order}"),
        &asking(
            json!([{"line": 0, "qty": 1}]),
            json!({"reason": "other", "reasonText": "The colour is not as shown"}),
        ),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let asked = &body["order"];
    assert_eq!(asked["status"], "Processing Refund");
    assert_eq!(asked["returns"][0]["amount"], 350.0);
    assert_eq!(asked["returns"][0]["status"], "requested");
    assert_eq!(asked["returns"][0]["reason"], "other");
    assert_eq!(asked["returns"][0]["reasonText"], "The colour is not as shown");
    assert_eq!(asked["returns"][0]["payout"]["upiId"], "priya@okhdfcbank");
    assert_eq!(asked["returns"][0]["lines"], json!([{"line": 0, "qty": 1}]));
    assert_eq!(asked["refundableUntil"], Value::Null, "one return at a time");

    let approved = approve(&app, &order).await;
    assert_eq!(approved["status"], "Refund Success");
    assert_eq!(
        approved["paymentInfo"]["status"], "succeeded",
        "two units are still paid for"
    );
    assert_eq!(approved["returns"][0]["refundStatus"], "manual");
    assert_eq!(approved["refundedPrice"], 350.0);
    assert!(
        approved["refundableUntil"].is_string(),
        "two units may still go back"
    );
    assert_eq!(stock_of(&app, &saree).await, (3, 2), "one unit back on the shelf");
    // The unit's credit (₹333.33) less its charges leaves pending: ₹33.33 commission, ₹6.00 GST
    // on it, ₹1.59 TCS (of ₹317.46) and ₹0.33 TDS.
    assert_eq!(accounts(&app).await, (87_623 - 29_208, 0));

    let (status, body) = put(
        &priya,
        &app,
        &format!("/api/v2/order-refund/{order}"),
        &asking(json!([{"line": 0, "qty": 3}]), json!({})),
    )
    .await;
    assert_eq!(status, 400, "only two are left: {body}");
    assert_eq!(
        body["error"]["fields"]["lines[0].qty"],
        "Only 2 of this item can still be returned."
    );
    let (status, body) = put(
        &priya,
        &app,
        &format!("/api/v2/order-refund/{order}"),
        &asking(json!([{"line": 0, "qty": 2}]), json!({"reason": "damaged"})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["order"]["returns"][1]["amount"], 699.99);
    let approved = approve(&app, &order).await;
    assert_eq!(
        approved["paymentInfo"]["status"], "refunded",
        "every unit is back"
    );
    assert_eq!(
        approved["refundedPrice"], 1049.99,
        "the parts add up to the total"
    );
    assert_eq!(approved["refundableUntil"], Value::Null);
    assert_eq!(stock_of(&app, &saree).await, (5, 0));
    assert_eq!(
        accounts(&app).await,
        (0, 0),
        "the whole credit and commission reversed"
    );
    assert_eq!(
        numbers(&app, "SELECT amount_paise FROM order_returns ORDER BY number").await,
        vec![35_000, 69_999]
    );
    let (status, body) = put(
        &priya,
        &app,
        &format!("/api/v2/order-refund/{order}"),
        &asking(json!([{"line": 0, "qty": 1}]), json!({})),
    )
    .await;
    assert_eq!(status, 409, "nothing is left to return: {body}");
}

#[tokio::test]
async fn what_a_partial_return_leaves_settles_when_the_window_closes() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "5").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let order = delivered(&app, &priya, &kurta, 3).await;
    let (status, body) = put(
        &priya,
        &app,
        &format!("/api/v2/order-refund/{order}"),
        &asking(json!([{"line": 0, "qty": 1}]), json!({})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(settle(&app).await, 0, "an open return holds the order's earnings");
    approve(&app, &order).await;
    // Three units net ₹2,628.71; the first unit back takes its ₹876.24 (see the first test).
    assert_eq!(accounts(&app).await, (1_75_247, 0));
    // Two units are kept, so the purchase still allows a review.
    let reviewed = priya
        .put(app.url("/api/v2/create-new-review"))
        .json(&json!({"productId": kurta["_id"], "rating": 4, "comment": "Fits well"}))
        .send()
        .await
        .unwrap();
    assert!(
        reviewed.status().is_success(),
        "{}",
        reviewed.text().await.unwrap()
    );
    assert_eq!(settle(&app).await, 1);
    assert_eq!(
        accounts(&app).await,
        (0, 1_75_247),
        "what two units left, less their charges"
    );
}

#[tokio::test]
async fn every_wrong_field_is_named_and_nothing_is_written() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "5").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let order = delivered(&app, &priya, &kurta, 2).await;
    let cases: Vec<(Value, &str)> = vec![
        (asking(json!([{"line": 0, "qty": 0}]), json!({})), "lines[0].qty"),
        (asking(json!([{"line": 0, "qty": -1}]), json!({})), "lines[0].qty"),
        (
            asking(json!([{"line": 0, "qty": "two"}]), json!({})),
            "lines[0].qty",
        ),
        (asking(json!([{"line": 0, "qty": 3}]), json!({})), "lines[0].qty"),
        (asking(json!([{"line": 1, "qty": 1}]), json!({})), "lines[0].line"),
        (
            asking(json!([{"line": -1, "qty": 1}]), json!({})),
            "lines[0].line",
        ),
        (
            asking(json!([{"line": 0, "qty": 1}, {"line": 0, "qty": 1}]), json!({})),
            "lines[1].line",
        ),
        (asking(json!([]), json!({})), "lines"),
        (
            asking(json!([{"line": 0, "qty": 1}]), json!({"reason": "bored"})),
            "reason",
        ),
        (
            asking(json!([{"line": 0, "qty": 1}]), json!({"reason": ""})),
            "reason",
        ),
        (
            asking(json!([{"line": 0, "qty": 1}]), json!({"reason": "other"})),
            "reasonText",
        ),
        (
            asking(json!([{"line": 0, "qty": 1}]), json!({"reasonText": "no"})),
            "reasonText",
        ),
        (
            asking(json!([{"line": 0, "qty": 1}]), json!({"payout": null})),
            "payout",
        ),
        (
            asking(
                json!([{"line": 0, "qty": 1}]),
                json!({"payout": {"type": "upi", "upiId": "not-an-id"}}),
            ),
            "payout.upiId",
        ),
        (
            asking(
                json!([{"line": 0, "qty": 1}]),
                json!({"payout": {"type": "bank", "holderName": "Priya", "accountNumber": "12345678901", "ifsc": "HDFC1234567"}}),
            ),
            "payout.ifsc",
        ),
        (
            asking(
                json!([{"line": 0, "qty": 1}]),
                json!({"payout": {"type": "bank", "holderName": "Priya", "accountNumber": "12ab", "ifsc": "HDFC0001234"}}),
            ),
            "payout.accountNumber",
        ),
        (
            asking(
                json!([{"line": 0, "qty": 1}]),
                json!({"payout": {"type": "cash"}}),
            ),
            "payout.type",
        ),
        (
            asking(
                json!([{"line": 0, "qty": 1}]),
                json!({"status": "Refund Success"}),
            ),
            "status",
        ),
    ];
    for (body, field) in cases {
        let (status, answer) = put(&priya, &app, &format!("/api/v2/order-refund/{order}"), &body).await;
        assert_eq!(status, 400, "{body} -> {answer}");
        assert!(
            answer["error"]["fields"][field].is_string(),
            "{body} should name {field}: {answer}"
        );
    }
    assert_eq!(numbers(&app, "SELECT COUNT(*) FROM order_returns").await, vec![0]);
    assert_eq!(
        numbers(&app, "SELECT COUNT(*) FROM orders WHERE status = 'Delivered'").await,
        vec![1]
    );
    // A bank account is as good as a UPI id; without `lines`, every unit goes back.
    let (status, body) = put(
        &priya,
        &app,
        &format!("/api/v2/order-refund/{order}"),
        &json!({"status": "Processing Refund", "reason": "wrong_item",
                "payout": {"type": "bank", "holderName": "Priya Nair", "accountNumber": "1234 5678 9012",
                           "ifsc": "hdfc0001234"}}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body["order"]["returns"][0]["lines"],
        json!([{"line": 0, "qty": 2}])
    );
    assert_eq!(body["order"]["returns"][0]["payout"]["accountLast4"], "9012");
    assert!(
        body["order"]["returns"][0]["payout"]
            .get("accountNumber")
            .is_none(),
        "the shopper sees only the last four digits"
    );
    let admin = crate::helpers::admin_browser(&app).await;
    let (_, seen) = crate::orders::get(
        &admin,
        &app,
        &format!("/api/v2/get-selected-order-details/{order}"),
    )
    .await;
    assert_eq!(
        seen["order"]["returns"][0]["payout"]["accountNumber"], "123456789012",
        "the Admin pays it"
    );
}

#[tokio::test]
async fn a_partial_return_of_an_online_order_refunds_its_share_through_the_gateway() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/orders"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(json!({"id": "order_RZP5", "amount": 3_00_000})),
        )
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/payments/pay_5/refund"))
        .and(body_partial_json(json!({"amount": 1_00_000})))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "rfnd_5"})))
        .expect(1)
        .mount(&server)
        .await;
    let app = crate::helpers::spawn_app_with_razorpay(server.uri()).await;
    let lamp = shop_with_product(&app, "meera@example.com", "1000", "5").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let mut body = cod(vec![line(&lamp, 3)]);
    body["paymentMethod"] = json!("razorpay");
    let (_, placed) = checkout(&app, &priya, "pay-online", &body).await;
    let checkout_id = placed["checkoutId"].as_str().unwrap();
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
    let post = |path: &'static str, body: Value| {
        let request = priya.post(app.url(path)).json(&body);
        async move { request.send().await.unwrap().status().as_u16() }
    };
    assert_eq!(
        post(
            "/api/v2/payment/razorpay/order",
            json!({"checkoutId": checkout_id})
        )
        .await,
        200
    );
    assert_eq!(
        post(
            "/api/v2/payment/razorpay/verify",
            json!({"razorpay_order_id": "order_RZP5", "razorpay_payment_id": "pay_5",
                   "razorpay_signature": sign("key_secret", b"order_RZP5|pay_5")}),
        )
        .await,
        200
    );
    let shop = lamp["shopId"].as_str().unwrap();
    let (status, _) = put(
        &app.client,
        &app,
        &format!("/api/v2/update-order-status/{order}/{shop}"),
        &json!({"status": "Delivered"}),
    )
    .await;
    assert_eq!(status, 200);
    // No payout: an online payment goes back where it came from.
    let (status, body) = put(
        &priya,
        &app,
        &format!("/api/v2/order-refund/{order}"),
        &json!({"status": "Processing Refund", "lines": [{"line": 0, "qty": 1}], "reason": "damaged"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["order"]["returns"][0]["payout"], Value::Null);
    let approved = approve(&app, &order).await;
    assert_eq!(approved["returns"][0]["refundStatus"], "succeeded");
    assert_eq!(
        numbers(
            &app,
            "SELECT COUNT(*) FROM order_returns WHERE provider_refund_id = 'rfnd_5'"
        )
        .await,
        vec![1]
    );
    assert_eq!(
        numbers(
            &app,
            "SELECT COUNT(*) FROM payments WHERE status = 'partially_refunded'"
        )
        .await,
        vec![1]
    );
    server.verify().await;
}

async fn post(browser: &reqwest::Client, app: &TestApp, path: impl AsRef<str>, body: Value) -> (u16, Value) {
    let response = browser
        .post(app.url(path.as_ref()))
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

/// A delivered COD order of two units with one of them asked back; answers the shopper's browser
/// and the order.
async fn one_unit_asked_back(app: &TestApp, product: &Value) -> (reqwest::Client, String) {
    let (priya, _) = shopper(app, "Priya", "priya@example.com").await;
    let order = delivered(app, &priya, product, 2).await;
    let (status, body) = put(
        &priya,
        app,
        &format!("/api/v2/order-refund/{order}"),
        &asking(json!([{"line": 0, "qty": 1}]), json!({})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    (priya, order)
}

#[tokio::test]
async fn the_shop_rejects_the_shopper_escalates_once_and_the_admin_approves() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "5").await;
    let (priya, order) = one_unit_asked_back(&app, &kurta).await;
    let reject = |body: Value| {
        put(
            &app.client,
            &app,
            format!("/api/v2/shop-order-refund-reject/{order}"),
            body,
        )
    };

    let (status, body) = reject(json!({"reason": "no"})).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["error"]["fields"]["reason"].is_string(), "{body}");
    let (status, body) = reject(json!({"reason": "The kurta came back washed and worn"})).await;
    assert_eq!(status, 200, "{body}");
    let rejected = &body["order"];
    assert_eq!(rejected["status"], "Refund Rejected");
    assert_eq!(rejected["returns"][0]["status"], "rejected");
    assert_eq!(
        rejected["returns"][0]["rejectionReason"],
        "The kurta came back washed and worn"
    );
    let history = rejected["history"].as_array().unwrap();
    assert_eq!(
        history.last().unwrap()["reason"],
        "The kurta came back washed and worn"
    );
    assert_eq!(
        stock_of(&app, &kurta).await,
        (3, 2),
        "nothing came back on the shelf"
    );
    // Two units: ₹2,000 less ₹200 commission, ₹36 GST on it, ₹9.52 TCS and ₹2 TDS.
    assert_eq!(accounts(&app).await, (1_75_248, 0), "nothing was reversed");

    // The shopper sees it and may take it to the Admin; the shop may not approve it now.
    let (_, seen) =
        crate::orders::get(&priya, &app, &format!("/api/v2/get-selected-order-user/{order}")).await;
    assert!(seen["order"]["escalatableUntil"].is_string(), "{seen}");
    let escalate = |body: Value| {
        post(
            &priya,
            &app,
            format!("/api/v2/order-refund-escalate/{order}"),
            body,
        )
    };
    let (status, body) = escalate(json!({"reason": "It was unworn, with its tags"})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["order"]["status"], "Refund Escalated");
    assert_eq!(
        body["order"]["returns"][0]["escalationReason"],
        "It was unworn, with its tags"
    );
    let (status, body) = escalate(json!({"reason": "Once more"})).await;
    assert_eq!(status, 409, "escalated once only: {body}");
    assert_eq!(body["error"]["code"], "status_not_allowed");
    let (status, body) = put(
        &app.client,
        &app,
        &format!("/api/v2/shop-order-refund-success/{order}"),
        &json!({"status": "Refund Success"}),
    )
    .await;
    assert_eq!(status, 409, "the Admin decides it now: {body}");

    let admin = crate::helpers::admin_browser(&app).await;
    let decide = |body: Value| {
        put(
            &admin,
            &app,
            format!("/api/v2/admin-refund-decision/{order}"),
            body,
        )
    };
    let (status, body) = decide(json!({"decision": "maybe"})).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["error"]["fields"]["decision"].is_string(), "{body}");
    let (status, body) = decide(json!({"decision": "approve"})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["order"]["status"], "Refund Success");
    assert_eq!(body["order"]["returns"][0]["status"], "approved");
    assert_eq!(body["order"]["refundedPrice"], 1000.0);
    assert_eq!(stock_of(&app, &kurta).await, (4, 1));
    assert_eq!(
        accounts(&app).await,
        (87_624, 0),
        "one unit's credit less its charges reversed"
    );
    assert_eq!(
        numbers(
            &app,
            "SELECT COUNT(*) FROM audit_log WHERE action = 'order.refund_decide'"
        )
        .await,
        vec![1]
    );
}

#[tokio::test]
async fn the_admin_declines_for_good_and_the_earnings_settle() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "5").await;
    let (priya, order) = one_unit_asked_back(&app, &kurta).await;
    let (status, body) = put(
        &app.client,
        &app,
        &format!("/api/v2/shop-order-refund-reject/{order}"),
        &json!({"reason": "Outside the return policy"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let (status, body) = post(
        &priya,
        &app,
        format!("/api/v2/order-refund-escalate/{order}"),
        json!({"reason": "The stitching failed on day one"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let admin = crate::helpers::admin_browser(&app).await;
    let decide = |body: Value| {
        put(
            &admin,
            &app,
            format!("/api/v2/admin-refund-decision/{order}"),
            body,
        )
    };
    let (status, body) = decide(json!({"decision": "decline"})).await;
    assert_eq!(status, 400, "a decline says why: {body}");
    assert!(body["error"]["fields"]["reason"].is_string(), "{body}");
    let (status, body) = decide(json!({"decision": "decline", "reason": "Photos show wear"})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["order"]["status"], "Refund Declined");
    assert_eq!(body["order"]["returns"][0]["declinedReason"], "Photos show wear");
    assert_eq!(body["order"]["refundableUntil"], Value::Null);
    assert_eq!(settle(&app).await, 1);
    assert_eq!(
        accounts(&app).await,
        (0, 1_75_248),
        "the whole sale is the shop's"
    );
}

#[tokio::test]
async fn a_rejected_return_may_be_escalated_for_seven_days() {
    let app = crate::helpers::spawn_app_with_clock().await;
    let clock = app.clock.clone().unwrap();
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "5").await;
    let (priya, order) = one_unit_asked_back(&app, &kurta).await;
    let (status, _) = put(
        &app.client,
        &app,
        &format!("/api/v2/shop-order-refund-reject/{order}"),
        &json!({"reason": "Outside the return policy"}),
    )
    .await;
    assert_eq!(status, 200);
    clock.advance(chrono::Duration::days(7) + chrono::Duration::seconds(1));
    app.login_in(&priya, "priya@example.com", crate::helpers::PASSWORD)
        .await;
    let (status, body) = post(
        &priya,
        &app,
        format!("/api/v2/order-refund-escalate/{order}"),
        json!({"reason": "I was travelling"}),
    )
    .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["error"]["code"], "escalation_window_closed");
}

#[tokio::test]
async fn a_rejected_return_holds_the_earnings_until_its_escalation_window_closes() {
    let app = crate::helpers::spawn_app_with_clock().await;
    let clock = app.clock.clone().unwrap();
    let delivered_at = kernel::Clock::now(clock.as_ref());
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "5").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let order = delivered(&app, &priya, &kurta, 2).await;
    // Asked back and rejected on the refund window's 13th day.
    clock.advance(chrono::Duration::days(13));
    app.login_in(&priya, "priya@example.com", crate::helpers::PASSWORD)
        .await;
    let seller = app
        .post_json(
            "/api/v2/shop-login",
            &json!({"email": "meera@example.com", "password": crate::helpers::PASSWORD}),
        )
        .await;
    assert_eq!(seller.status(), 200);
    let (status, body) = put(
        &priya,
        &app,
        &format!("/api/v2/order-refund/{order}"),
        &asking(json!([{"line": 0, "qty": 1}]), json!({})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let (status, body) = put(
        &app.client,
        &app,
        &format!("/api/v2/shop-order-refund-reject/{order}"),
        &json!({"reason": "Outside the return policy"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let store = store_sea::SeaOrderStore::new(&app.db().await);
    let settle_at = |days: i64, seconds: i64| {
        orders::settlement::settle_due(
            &store,
            delivered_at + chrono::Duration::days(days) + chrono::Duration::seconds(seconds),
        )
    };
    // The refund window closed on day 14, but the shopper may escalate until day 20.
    assert_eq!(settle_at(15, 0).await.unwrap(), 0);
    assert_eq!(settle_at(20, -60).await.unwrap(), 0);
    assert_eq!(settle_at(20, 60).await.unwrap(), 1);
    assert_eq!(accounts(&app).await, (0, 1_75_248));
}

#[tokio::test]
async fn one_product_in_two_sizes_is_two_lines_sharing_its_stock() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let kurta = app
        .create_product(&[
            ("sellingPrice", Some("1000")),
            ("originalPrice", Some("1500")),
            ("stock", Some("3")),
            ("sizes", Some("S,M")),
        ])
        .await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let sized = |size: &str, qty: i64| {
        let mut line = line(&kurta, qty);
        line["size"] = json!(size);
        line
    };
    let quote = |lines: Vec<Value>| {
        let request = priya
            .post(app.url("/api/v2/cart/quote"))
            .json(&json!({"cart": lines}));
        async move {
            let response = request.send().await.unwrap();
            (
                response.status().as_u16(),
                response.json::<Value>().await.unwrap(),
            )
        }
    };
    // The same size twice is one line named twice.
    let (status, body) = quote(vec![sized("S", 1), sized("S", 1)]).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["error"]["fields"]["cart[1].productId"].is_string(), "{body}");
    // Two sizes asking for more than the product has together: the line that passes it is short.
    let (status, body) = quote(vec![sized("S", 2), sized("M", 2)]).await;
    assert_eq!(status, 200, "{body}");
    let lines = body["quote"]["lines"].as_array().expect("the quote's lines");
    assert_eq!(lines.len(), 2, "{body}");
    assert_eq!(lines[0]["problem"], Value::Null);
    assert_eq!(lines[1]["problem"], "not_enough_stock");
    assert_eq!(body["quote"]["canCheckout"], false);

    let (status, placed) = checkout(
        &app,
        &priya,
        "two-sizes",
        &cod(vec![sized("S", 2), sized("M", 1)]),
    )
    .await;
    assert_eq!(status, 201, "{placed}");
    let order = &placed["orders"][0];
    assert_eq!(order["cart"].as_array().unwrap().len(), 2);
    assert_eq!(order["cart"][0]["size"], "S");
    assert_eq!(order["cart"][1]["size"], "M");
    assert_eq!(stock_of(&app, &kurta).await, (0, 3));
}

#[tokio::test]
async fn a_review_stays_while_an_order_refunded_in_part_keeps_units_of_the_product() {
    let app = crate::helpers::spawn_app_with(|settings| {
        settings.storefront.cache_ttl_ms = 0;
        settings.storefront.catalogue_ttl_ms = 0;
    })
    .await;
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "10").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let first = delivered(&app, &priya, &kurta, 2).await;
    let reviewed = priya
        .put(app.url("/api/v2/create-new-review"))
        .json(&json!({"productId": kurta["_id"], "rating": 5, "comment": "Lovely"}))
        .send()
        .await
        .unwrap();
    assert_eq!(reviewed.status().as_u16(), 200);
    let send_back = |order: String, qty: i64| {
        let body = asking(json!([{"line": 0, "qty": qty}]), json!({}));
        let request = priya
            .put(app.url(&format!("/api/v2/order-refund/{order}")))
            .json(&body);
        async move { assert_eq!(request.send().await.unwrap().status().as_u16(), 200) }
    };
    // One of the first order's two units goes back; the second order goes back whole.
    send_back(first.clone(), 1).await;
    approve(&app, &first).await;
    let second = delivered(&app, &priya, &kurta, 1).await;
    send_back(second.clone(), 1).await;
    approve(&app, &second).await;

    let page = app
        .json(&format!(
            "/api/v2/get-product-details/{}",
            kurta["_id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(
        page["reviews"].as_array().map(Vec::len),
        Some(1),
        "the first order keeps a unit, so the review stands: {page}"
    );
}
