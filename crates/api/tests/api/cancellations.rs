//! Cancelling an order before it leaves the shop (docs/orders.md "Cancelling an order"): by the
//! shopper or the shop, with a reason the other side reads; the stock, `sold_out` and the coupon
//! use come back, an online payment is refunded through the gateway, and nothing is credited. On
//! SQLite and PostgreSQL.

use serde_json::{Value, json};
use wiremock::matchers::{body_partial_json, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::{admin_browser, assert_error, count_rows, spawn_app};
use crate::orders::razorpay::sign;
use crate::orders::{checkout, cod, get, line, numbers, put, shop_with_product, shopper, stock_of};

async fn post(
    browser: &reqwest::Client,
    app: &crate::helpers::TestApp,
    path: &str,
    body: Value,
) -> (u16, Value) {
    let response = browser.post(app.url(path)).json(&body).send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

#[tokio::test]
async fn the_shopper_cancels_a_processing_order_and_its_stock_and_coupon_use_come_back() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "500", "5").await;
    let coupon = app
        .post_json(
            "/api/v2/create-coupon-code",
            &json!({"name": "MEERA10", "value": 10}),
        )
        .await;
    assert_eq!(coupon.status().as_u16(), 201);
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let mut body = cod(vec![line(&kurta, 2)]);
    body["couponCode"] = json!("MEERA10");
    let (status, placed) = checkout(&app, &browser, "cancel-me", &body).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
    assert_eq!(stock_of(&app, &kurta).await, (3, 2));
    assert_eq!(numbers(&app, "SELECT uses FROM coupons").await, vec![1]);

    let (status, cancelled) = post(
        &browser,
        &app,
        &format!("/api/v2/order-cancel/{order}"),
        json!({"reason": "  changed_my_mind "}),
    )
    .await;
    assert_eq!(status, 200, "{cancelled}");
    assert_eq!(cancelled["message"], "The order has been cancelled.");
    let order_body = &cancelled["order"];
    assert_eq!(order_body["status"], "Cancelled");
    assert!(order_body["cancelledAt"].is_string());
    let last = order_body["history"].as_array().unwrap().last().unwrap();
    assert_eq!(last["status"], "Cancelled");
    assert_eq!(last["by"], "user");
    assert_eq!(last["reason"], "changed_my_mind", "kept trimmed, as given");
    assert_eq!(order_body["history"][0]["reason"], Value::Null);

    assert_eq!(
        stock_of(&app, &kurta).await,
        (5, 0),
        "stock and sold_out are back"
    );
    assert_eq!(
        numbers(&app, "SELECT uses FROM coupons").await,
        vec![0],
        "the coupon use is given back"
    );
    assert_eq!(
        numbers(
            &app,
            "SELECT COUNT(*) FROM coupon_redemptions WHERE released_at IS NULL"
        )
        .await,
        vec![0]
    );
    assert_eq!(
        count_rows(&app.db().await, "ledger_lines").await,
        0,
        "nothing credited"
    );
    assert_eq!(
        count_rows(&app.db().await, "payment_refunds").await,
        0,
        "cash on delivery was never collected, so nothing is refunded"
    );

    // The shop sees who cancelled and why; it cannot move the order on, and nobody cancels twice.
    let shop = kurta["shopId"].as_str().unwrap();
    let (_, seen) = get(
        &app.client,
        &app,
        &format!("/api/v2/get-selected-order-shop/{order}/{shop}"),
    )
    .await;
    assert_eq!(seen["order"]["nextStatuses"], json!([]));
    assert_eq!(seen["order"]["history"][1]["reason"], "changed_my_mind");
    let (status, again) = post(
        &browser,
        &app,
        &format!("/api/v2/order-cancel/{order}"),
        json!({"reason": "changed_my_mind"}),
    )
    .await;
    assert_eq!(status, 409, "{again}");
    assert_eq!(again["error"]["code"], "status_not_allowed");
    assert_eq!(stock_of(&app, &kurta).await, (5, 0), "stock is given back once");

    // The invoice issued when it was placed is cancelled by a credit note for all of it, once.
    let note = order_body["cancellationCreditNoteNumber"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(note.starts_with("CN/") && note.ends_with("/000001"), "{note}");
    assert_eq!(seen["order"]["cancellationCreditNoteNumber"], note.as_str());
    let invoice = order_body["invoiceNumber"].as_str().unwrap().to_owned();
    let response = browser
        .get(app.url(&format!("/api/v2/order-credit-note/{order}")))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.headers()["content-disposition"],
        format!("attachment; filename=\"{}.pdf\"", note.replace('/', "-")).as_str()
    );
    let text = crate::invoices::pdf_text(&response.bytes().await.unwrap())
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    // ₹500 × 2 less the 10 % coupon: the whole ₹900 the invoice said.
    assert_eq!(order_body["totalPrice"], 900.0);
    for expected in [
        "Credit note",
        note.as_str(),
        invoice.as_str(),
        "Order cancelled before delivery",
        "Credit note total ₹900.00",
    ] {
        assert!(text.contains(expected), "{expected} in:\n{text}");
    }
    let (stranger, _) = shopper(&app, "Bala", "bala@example.com").await;
    let response = stranger
        .get(app.url(&format!("/api/v2/order-credit-note/{order}")))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 404, "another's cancelled order is no one's");
}

#[tokio::test]
async fn the_shop_cancels_with_a_reason_the_shopper_reads_but_not_once_the_order_left() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "500", "5").await;
    let shop = kurta["shopId"].as_str().unwrap().to_owned();
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (_, first) = checkout(&app, &browser, "first", &cod(vec![line(&kurta, 1)])).await;
    let (_, second) = checkout(&app, &browser, "second", &cod(vec![line(&kurta, 1)])).await;
    let first = first["orders"][0]["_id"].as_str().unwrap().to_owned();
    let second = second["orders"][0]["_id"].as_str().unwrap().to_owned();

    let (status, cancelled) = post(
        &app.client,
        &app,
        &format!("/api/v2/shop-order-cancel/{first}"),
        json!({"reason": "out_of_stock"}),
    )
    .await;
    assert_eq!(status, 200, "{cancelled}");
    let (_, seen) = get(
        &browser,
        &app,
        &format!("/api/v2/get-selected-order-user/{first}"),
    )
    .await;
    assert_eq!(seen["order"]["status"], "Cancelled");
    let last = seen["order"]["history"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(
        (last["by"].as_str(), last["reason"].as_str()),
        (Some("shop"), Some("out_of_stock"))
    );

    // Once it has left the shop, it is returned, not cancelled.
    let (status, _) = put(
        &app.client,
        &app,
        format!("/api/v2/update-order-status/{second}/{shop}"),
        json!({"status": "Transferred to delivery partner", "courier": "Delhivery",
               "trackingNumber": "DL123456789IN", "expectedDelivery": crate::tracking::days_ahead(3)}),
    )
    .await;
    assert_eq!(status, 200);
    for (browser, path) in [
        (&app.client, format!("/api/v2/shop-order-cancel/{second}")),
        (&browser, format!("/api/v2/order-cancel/{second}")),
    ] {
        let response = browser
            .post(app.url(&path))
            .json(&json!({"reason": "out_of_stock"}))
            .send()
            .await
            .unwrap();
        let body = assert_error(response, 409, "status_not_allowed").await;
        assert!(body["message"].as_str().unwrap().contains("Cancelled"), "{body}");
    }
    assert_eq!(
        stock_of(&app, &kurta).await,
        (4, 1),
        "only the cancelled unit came back"
    );
}

#[tokio::test]
async fn a_reason_is_required_and_bounded_and_strangers_see_no_order() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "500", "5").await;
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (_, placed) = checkout(&app, &browser, "k", &cod(vec![line(&kurta, 1)])).await;
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
    let path = format!("/api/v2/order-cancel/{order}");

    for bad in [
        json!({}),
        json!({"reason": null}),
        json!({"reason": " ab "}),
        json!({"reason": "x".repeat(501)}),
        json!({"reason": "nul\u{0}char"}),
    ] {
        let response = browser.post(app.url(&path)).json(&bad).send().await.unwrap();
        let body = assert_error(response, 400, "validation_failed").await;
        assert_eq!(
            body["error"]["fields"]["reason"], "give a reason of 3 to 500 characters",
            "{bad}: {body}"
        );
    }
    let (other, _) = shopper(&app, "Bala", "bala@example.com").await;
    let response = other
        .post(app.url(&path))
        .json(&json!({"reason": "changed_my_mind"}))
        .send()
        .await
        .unwrap();
    assert_error(response, 404, "not_found").await;
    let (seller_b, _) = crate::orders::another_shop(&app, "bala-shop@example.com").await;
    let response = seller_b
        .post(app.url(&format!("/api/v2/shop-order-cancel/{order}")))
        .json(&json!({"reason": "out_of_stock"}))
        .send()
        .await
        .unwrap();
    assert_error(response, 404, "not_found").await;
    let response = browser
        .post(app.url("/api/v2/order-cancel/not-an-id"))
        .json(&json!({"reason": "changed_my_mind"}))
        .send()
        .await
        .unwrap();
    assert_error(response, 404, "not_found").await;
    assert_eq!(stock_of(&app, &kurta).await, (4, 1), "nothing was cancelled");

    // The Admin may cancel any shop's order, and it goes in the audit log.
    let admin = admin_browser(&app).await;
    let (status, body) = post(
        &admin,
        &app,
        &format!("/api/v2/shop-order-cancel/{order}"),
        json!({"reason": "Fraudulent order reported by the bank"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["order"]["history"][1]["by"], "admin");
    assert_eq!(
        numbers(
            &app,
            "SELECT COUNT(*) FROM audit_log WHERE action = 'order.cancel'"
        )
        .await,
        vec![1]
    );
}

#[tokio::test]
async fn cancelling_a_paid_online_order_refunds_its_total_through_the_gateway() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/orders"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(json!({"id": "order_RZP3", "amount": 1_10_000})),
        )
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/v1/payments/pay_3/refund"))
        .and(body_partial_json(json!({"amount": 1_10_000})))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "rfnd_3"})))
        .expect(1)
        .mount(&server)
        .await;
    let app = crate::helpers::spawn_app_with_razorpay(server.uri()).await;
    let lamp = shop_with_product(&app, "meera@example.com", "1100", "3").await;
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let mut body = cod(vec![line(&lamp, 1)]);
    body["paymentMethod"] = json!("razorpay");
    let (_, placed) = checkout(&app, &browser, "pay-online", &body).await;
    let checkout_id = placed["checkoutId"].as_str().unwrap();
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
    let (status, _) = post(
        &browser,
        &app,
        "/api/v2/payment/razorpay/order",
        json!({"checkoutId": checkout_id}),
    )
    .await;
    assert_eq!(status, 200);
    let (status, _) = post(
        &browser,
        &app,
        "/api/v2/payment/razorpay/verify",
        json!({"razorpay_order_id": "order_RZP3", "razorpay_payment_id": "pay_3",
               "razorpay_signature": sign("key_secret", b"order_RZP3|pay_3")}),
    )
    .await;
    assert_eq!(status, 200);

    let (status, cancelled) = post(
        &app.client,
        &app,
        &format!("/api/v2/shop-order-cancel/{order}"),
        json!({"reason": "out_of_stock"}),
    )
    .await;
    assert_eq!(status, 200, "{cancelled}");
    assert_eq!(cancelled["order"]["paymentInfo"]["status"], "refunded");
    assert_eq!(stock_of(&app, &lamp).await, (3, 0));
    assert_eq!(
        numbers(
            &app,
            "SELECT amount_paise FROM payment_refunds WHERE status = 'succeeded' AND provider_refund_id = 'rfnd_3'"
        )
        .await,
        vec![1_10_000]
    );
    assert_eq!(
        numbers(&app, "SELECT COUNT(*) FROM payments WHERE status = 'refunded'").await,
        vec![1],
        "the checkout's one order was cancelled, so its payment is refunded in full"
    );
    assert_eq!(count_rows(&app.db().await, "ledger_lines").await, 0);
    server.verify().await;
}

#[tokio::test]
async fn the_shopper_withdraws_an_unpaid_online_checkout_and_the_shop_may_not() {
    let app = crate::order_moves::app_with_online_payment().await;
    let kurta = shop_with_product(&app, "meera@example.com", "300", "5").await;
    let (seller_b, _) = crate::orders::another_shop(&app, "bala-shop@example.com").await;
    let shawl = crate::orders::product_of(
        &app,
        &seller_b,
        &[("name", Some("Pashmina shawl")), ("stock", Some("4"))],
    )
    .await;
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let mut body = cod(vec![line(&kurta, 2), line(&shawl, 1)]);
    body["paymentMethod"] = json!("razorpay");
    let (status, placed) = checkout(&app, &browser, "unpaid", &body).await;
    assert_eq!(status, 201, "{placed}");
    let orders: Vec<String> = placed["orders"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["_id"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(orders.len(), 2);
    let kurta_order = orders
        .iter()
        .find(|id| {
            placed["orders"]
                .as_array()
                .unwrap()
                .iter()
                .any(|o| o["_id"] == id.as_str() && o["shopId"] == kurta["shopId"])
        })
        .unwrap()
        .clone();

    let response = app
        .client
        .post(app.url(&format!("/api/v2/shop-order-cancel/{kurta_order}")))
        .json(&json!({"reason": "out_of_stock"}))
        .send()
        .await
        .unwrap();
    assert_error(response, 409, "status_not_allowed").await;

    let (status, withdrawn) = post(
        &browser,
        &app,
        &format!("/api/v2/order-cancel/{kurta_order}"),
        json!({"reason": "found_better_price"}),
    )
    .await;
    assert_eq!(status, 200, "{withdrawn}");
    assert_eq!(withdrawn["order"]["paymentInfo"]["status"], "failed");
    for id in &orders {
        let (_, seen) = get(&browser, &app, &format!("/api/v2/get-selected-order-user/{id}")).await;
        assert_eq!(
            seen["order"]["status"], "Cancelled",
            "the whole checkout is withdrawn"
        );
        let last = seen["order"]["history"]
            .as_array()
            .unwrap()
            .last()
            .unwrap()
            .clone();
        assert_eq!(
            (last["by"].as_str(), last["reason"].as_str()),
            (Some("user"), Some("found_better_price"))
        );
    }
    assert_eq!(stock_of(&app, &kurta).await, (5, 0));
    assert_eq!(stock_of(&app, &shawl).await.1, 0);
    // Each shop's invoice is cancelled by the first credit note of its own series.
    for id in &orders {
        let (_, seen) = get(&browser, &app, &format!("/api/v2/get-selected-order-user/{id}")).await;
        let note = seen["order"]["cancellationCreditNoteNumber"].as_str().unwrap();
        assert!(note.starts_with("CN/") && note.ends_with("/000001"), "{note}");
    }
    assert_eq!(
        numbers(&app, "SELECT COUNT(*) FROM payments WHERE status = 'failed'").await,
        vec![1]
    );
}
