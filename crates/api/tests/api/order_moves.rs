//! Payment state rules the order (docs/orders.md "Who moves an order"): no shop or Admin takes an
//! order out of "Awaiting payment", nobody is credited for money that was not collected, and
//! cancelled or unpaid orders are never delivered or refunded. On SQLite and PostgreSQL.

use chrono::{Duration, Utc};
use serde_json::{Value, json};

use crate::helpers::{TestApp, admin_browser, assert_error, count_rows, spawn_app_with};
use crate::orders::{
    checkout, cod, exec, get, line, put, shop_with_product, shopper, stock_of, uuid_literal,
};

/// Online payment configured with keys that reach no real gateway: nothing here calls it.
pub async fn app_with_online_payment() -> TestApp {
    crate::helpers::spawn_app_with_razorpay("http://127.0.0.1:9".into()).await
}

fn online(lines: Vec<Value>) -> Value {
    let mut body = cod(lines);
    body["paymentMethod"] = json!("razorpay");
    body
}

/// The review's attack: a shop walks an unpaid online order to Delivered.
#[tokio::test]
async fn a_shop_cannot_deliver_or_be_credited_for_an_online_order_nobody_paid_for() {
    let app = app_with_online_payment().await;
    let kurta = shop_with_product(&app, "meera@example.com", "300", "5").await;
    let shop = kurta["shopId"].as_str().unwrap().to_owned();
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (status, placed) = checkout(&app, &browser, "unpaid-online", &online(vec![line(&kurta, 2)])).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
    assert_eq!(placed["orders"][0]["status"], "Awaiting payment");

    let (_, seen) = get(
        &app.client,
        &app,
        &format!("/api/v2/get-selected-order-shop/{order}/{shop}"),
    )
    .await;
    assert_eq!(
        seen["order"]["nextStatuses"],
        json!([]),
        "the seller is offered no step while the payment is awaited"
    );

    let admin = admin_browser(&app).await;
    for (who, browser) in [("shop", &app.client), ("admin", &admin)] {
        for next in ["Processing", "Shipping", "Delivered"] {
            let response = browser
                .put(app.url(&format!("/api/v2/update-order-status/{order}/{shop}")))
                .json(&json!({"status": next}))
                .send()
                .await
                .unwrap();
            let body = assert_error(response, 409, "status_not_allowed").await;
            assert!(
                body["message"].as_str().unwrap().contains("Awaiting payment"),
                "{who} -> {next}: {body}"
            );
        }
    }
    assert_eq!(
        count_rows(&app.db().await, "ledger_lines").await,
        0,
        "nothing credited"
    );

    // The unpaid-order task then cancels it and gives the stock back, and it stays cancelled.
    let store = store_sea::SeaOrderStore::new(&app.db().await);
    let cancelled = orders::payments::cancel_unpaid(&store, Utc::now() + Duration::minutes(31))
        .await
        .unwrap();
    assert_eq!(cancelled, 1);
    assert_eq!(stock_of(&app, &kurta).await, (5, 0));
    let (status, _) = put(
        &app.client,
        &app,
        format!("/api/v2/update-order-status/{order}/{shop}"),
        json!({"status": "Delivered"}),
    )
    .await;
    assert_eq!(status, 409, "a cancelled order is never delivered");
    let (_, after) = get(
        &browser,
        &app,
        &format!("/api/v2/get-selected-order-user/{order}"),
    )
    .await;
    assert_eq!(after["order"]["status"], "Cancelled");
    assert_eq!(after["order"]["paymentInfo"]["status"], "failed");
    assert_eq!(count_rows(&app.db().await, "ledger_lines").await, 0);
}

/// Who asks, through which call.
#[derive(Debug, Clone, Copy)]
enum Ask {
    ShopTo(&'static str),
    AdminTo(&'static str),
    ShopperRefund,
    ShopApprovesRefund,
    AdminApprovesRefund,
}

/// One row of the table: an order forced into (status, payment method, payment status), one
/// request, and whether it must be allowed.
struct Row {
    status: &'static str,
    method: &'static str,
    payment: &'static str,
    ask: Ask,
    allowed: bool,
}

const fn row(
    status: &'static str,
    method: &'static str,
    payment: &'static str,
    ask: Ask,
    allowed: bool,
) -> Row {
    Row {
        status,
        method,
        payment,
        ask,
        allowed,
    }
}

#[tokio::test]
async fn every_move_is_decided_by_status_payment_and_actor_together() {
    use Ask::*;
    let table = [
        // Out of Awaiting payment: no person, whatever they ask.
        row(
            "Awaiting payment",
            "razorpay",
            "pending",
            ShopTo("Processing"),
            false,
        ),
        row(
            "Awaiting payment",
            "razorpay",
            "pending",
            AdminTo("Processing"),
            false,
        ),
        row(
            "Awaiting payment",
            "razorpay",
            "pending",
            AdminTo("Delivered"),
            false,
        ),
        row("Awaiting payment", "razorpay", "pending", ShopperRefund, false),
        row(
            "Awaiting payment",
            "razorpay",
            "pending",
            ShopApprovesRefund,
            false,
        ),
        // Even a captured payment is the payment's to act on, not the shop's.
        row(
            "Awaiting payment",
            "razorpay",
            "succeeded",
            ShopTo("Processing"),
            false,
        ),
        // Delivery of an online order needs its payment captured.
        row("Processing", "razorpay", "succeeded", ShopTo("Delivered"), true),
        row("Processing", "razorpay", "failed", ShopTo("Delivered"), false),
        row("Processing", "razorpay", "pending", AdminTo("Delivered"), false),
        row("Shipping", "razorpay", "failed", ShopTo("On the way"), false),
        // A COD order is paid at the door.
        row("Processing", "cod", "pending", AdminTo("Delivered"), true),
        row("Processing", "cod", "failed", ShopTo("Delivered"), false),
        // Cancelled is final for everyone.
        row("Cancelled", "razorpay", "failed", ShopTo("Delivered"), false),
        row("Cancelled", "razorpay", "failed", AdminTo("Processing"), false),
        row("Cancelled", "razorpay", "failed", ShopperRefund, false),
        row("Cancelled", "razorpay", "failed", ShopApprovesRefund, false),
        row("Cancelled", "cod", "pending", AdminApprovesRefund, false),
        // A refund needs money that was collected.
        row("Delivered", "cod", "succeeded", ShopperRefund, true),
        row("Delivered", "razorpay", "pending", ShopperRefund, false),
        row("Delivered", "cod", "pending", ShopperRefund, false),
        row("Processing Refund", "cod", "succeeded", ShopApprovesRefund, true),
        row("Processing Refund", "cod", "pending", AdminApprovesRefund, false),
        row(
            "Processing Refund",
            "razorpay",
            "failed",
            ShopApprovesRefund,
            false,
        ),
        // Never backwards, never a refund step through the delivery call.
        row("Delivered", "cod", "succeeded", ShopTo("Processing"), false),
        row(
            "Processing Refund",
            "cod",
            "succeeded",
            AdminTo("Delivered"),
            false,
        ),
    ];

    let app = app_with_online_payment().await;
    let kurta = shop_with_product(&app, "meera@example.com", "300", "100").await;
    let shop = kurta["shopId"].as_str().unwrap().to_owned();
    let (buyer, _) = shopper(&app, "Priya", "priya@example.com").await;
    let admin = admin_browser(&app).await;

    for (i, case) in table.iter().enumerate() {
        let body = if case.method == "cod" {
            cod(vec![line(&kurta, 1)])
        } else {
            online(vec![line(&kurta, 1)])
        };
        let (status, placed) = checkout(&app, &buyer, &format!("row-{i}"), &body).await;
        assert_eq!(status, 201, "{placed}");
        let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
        let id = uuid_literal(&app, &order);
        let delivered_at = match app.database.backend() {
            testkit::TestBackend::Postgres => "now()".to_owned(),
            testkit::TestBackend::Sqlite => format!("'{}'", Utc::now().to_rfc3339()),
        };
        exec(
            &app,
            &format!(
                "UPDATE orders SET status = '{}', payment_status = '{}', delivered_at = {delivered_at} WHERE id = {id}",
                case.status, case.payment
            ),
        )
        .await;
        if case.status == "Processing Refund" {
            // An order awaiting a refund has its open return: here, of every unit.
            exec(
                &app,
                &format!(
                    "INSERT INTO order_returns (id, order_id, number, status, reason, requested_at, updated_at) \
                     SELECT id, id, 1, 'requested', 'damaged', created_at, updated_at FROM orders WHERE id = {id}"
                ),
            )
            .await;
            exec(
                &app,
                &format!(
                    "INSERT INTO order_return_lines (return_id, position, quantity) \
                     SELECT order_id, position, quantity FROM order_lines WHERE order_id = {id}"
                ),
            )
            .await;
        }
        let ledger_before = count_rows(&app.db().await, "ledger_lines").await;

        let (browser, path, status) = match case.ask {
            ShopTo(to) => (
                &app.client,
                format!("/api/v2/update-order-status/{order}/{shop}"),
                to,
            ),
            AdminTo(to) => (&admin, format!("/api/v2/update-order-status/{order}/{shop}"), to),
            ShopperRefund => (
                &buyer,
                format!("/api/v2/order-refund/{order}"),
                "Processing Refund",
            ),
            ShopApprovesRefund => (
                &app.client,
                format!("/api/v2/shop-order-refund-success/{order}"),
                "Refund Success",
            ),
            AdminApprovesRefund => (
                &admin,
                format!("/api/v2/shop-order-refund-success/{order}"),
                "Refund Success",
            ),
        };
        let mut body = json!({ "status": status });
        if status == "Processing Refund" {
            body = crate::orders::return_all();
        }
        let (code, answer) = put(browser, &app, &path, body).await;
        let what = format!(
            "row {i}: {} ({} {}) {:?}",
            case.status, case.method, case.payment, case.ask
        );
        if case.allowed {
            assert_eq!(code, 200, "{what} should be allowed: {answer}");
            assert_eq!(answer["order"]["status"], status, "{what}");
        } else {
            assert_eq!(code, 409, "{what} should be refused: {answer}");
            assert_eq!(answer["error"]["code"], "status_not_allowed", "{what}");
            let (_, now) = get(&buyer, &app, &format!("/api/v2/get-selected-order-user/{order}")).await;
            assert_eq!(
                now["order"]["status"], case.status,
                "{what} left the order as it was"
            );
            assert_eq!(
                count_rows(&app.db().await, "ledger_lines").await,
                ledger_before,
                "{what} posted nothing to the ledger"
            );
        }
    }
}

/// The review's L3: a brand-new account held a product's whole stock with one COD order.
#[tokio::test]
async fn cash_on_delivery_is_limited_per_order_and_per_account_for_each_product() {
    let app = spawn_app_with(|settings| settings.orders.cod_max_units_per_product = 5).await;
    let kurta = shop_with_product(&app, "meera@example.com", "300", "100").await;
    let (priya, priya_id) = shopper(&app, "Priya", "priya@example.com").await;

    let (status, body) = checkout(&app, &priya, "whole-shelf", &cod(vec![line(&kurta, 50)])).await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["error"]["code"], "cod_limit");
    assert_eq!(
        body["error"]["fields"]["cart[0]"],
        format!(
            "Cash on delivery is limited to 5 units of {} per account. Pay online for more.",
            kurta["name"].as_str().unwrap()
        )
    );
    assert_eq!(stock_of(&app, &kurta).await, (100, 0), "nothing taken");

    // Three now, then two more fit; a sixth across orders does not.
    assert_eq!(
        checkout(&app, &priya, "three", &cod(vec![line(&kurta, 3)]))
            .await
            .0,
        201
    );
    assert_eq!(
        checkout(&app, &priya, "two", &cod(vec![line(&kurta, 2)])).await.0,
        201
    );
    let (status, body) = checkout(&app, &priya, "sixth", &cod(vec![line(&kurta, 1)])).await;
    assert_eq!(status, 409, "{body}");
    assert!(
        body["error"]["fields"]["cart[0]"]
            .as_str()
            .unwrap()
            .contains("(you have 5 in orders not yet delivered)"),
        "{body}"
    );
    // Another shopper is counted on their own, and paying online has no such limit.
    let (ravi, _) = shopper(&app, "Ravi", "ravi@example.com").await;
    assert_eq!(
        checkout(&app, &ravi, "ravi", &cod(vec![line(&kurta, 5)])).await.0,
        201
    );

    // Delivered units no longer count: the shopper has received and paid for them.
    let shop = kurta["shopId"].as_str().unwrap();
    let (_, mine) = get(&priya, &app, &format!("/api/v2/get-all-orders-user/{priya_id}")).await;
    for order in mine["orders"].as_array().unwrap() {
        let id = order["_id"].as_str().unwrap();
        let (status, _) = put(
            &app.client,
            &app,
            format!("/api/v2/update-order-status/{id}/{shop}"),
            json!({"status": "Delivered"}),
        )
        .await;
        assert_eq!(status, 200);
    }
    assert_eq!(
        checkout(&app, &priya, "again", &cod(vec![line(&kurta, 5)]))
            .await
            .0,
        201
    );
}
