//! Payout methods, withdrawals and the ledger they post to (docs/orders.md "Withdrawals"), on
//! SQLite and PostgreSQL.

use serde_json::{Value, json};

use crate::helpers::{PASSWORD, TestApp, admin_browser, assert_error, spawn_app, test_settings};
use crate::orders::{
    checkout, cod, deliver, get, line, numbers, put, refund, settle, shop_with_product, shopper,
};

const SELLER: &str = "bazaar@example.com";

fn bank() -> Value {
    json!({"type": "bank", "holderName": "Asha Kumari", "accountNumber": "5010 0123 4567 89",
           "ifsc": "hdfc0001234", "bankName": "HDFC Bank"})
}

/// A shop (signed in on `app.client`) whose available balance is ₹2,628.71: one ₹3,000 sale
/// delivered, less ₹300 commission, ₹54 GST on it, ₹14.29 TCS (0.5 % of ₹2,857.14, the value
/// without its 5 % GST) and ₹3 TDS, and past its refund window.
async fn shop_with_balance(app: &TestApp) -> Value {
    let product = shop_with_product(app, SELLER, "3000", "20").await;
    let (buyer, _) = shopper(app, "Priya", "priya@example.com").await;
    deliver(app, &buyer, &product).await;
    assert_eq!(settle(app).await, 1);
    let seller = app.json("/api/v2/getseller").await;
    assert_eq!(seller["seller"]["availableBalance"], json!(2628.71), "{seller}");
    product
}

async fn request(app: &TestApp, browser: &reqwest::Client, amount: Value) -> (u16, Value) {
    let response = browser
        .post(app.url("/api/v2/create-withdraw-request"))
        .json(&json!({ "amount": amount }))
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

async fn balance(app: &TestApp) -> Value {
    app.json("/api/v2/shop-ledger").await["balance"].clone()
}

/// Every shop's three accounts equal the sums of their lines, straight from the table.
async fn sums(app: &TestApp, account: &str) -> i64 {
    numbers(
        app,
        &format!("SELECT CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) FROM ledger_lines WHERE account = '{account}'"),
    )
    .await[0]
}

#[tokio::test]
async fn a_payout_method_is_checked_field_by_field_and_shown_masked() {
    let app = spawn_app().await;
    app.register_active_shop(SELLER).await;

    let bad = json!({"type": "bank", "holderName": "A", "accountNumber": "12345678",
                     "ifsc": "HDFC1001234", "bankName": "x".repeat(101)});
    let body = assert_error(
        app.put_json("/api/v2/add-seller-withdraw-methods", &bad).await,
        400,
        "validation_failed",
    )
    .await;
    for field in ["holderName", "accountNumber", "ifsc", "bankName"] {
        assert!(body["error"]["fields"][field].is_string(), "{field}: {body}");
    }
    let body = assert_error(
        app.put_json(
            "/api/v2/add-seller-withdraw-methods",
            &json!({"type": "upi", "upiId": "asha"}),
        )
        .await,
        400,
        "validation_failed",
    )
    .await;
    assert!(body["error"]["fields"]["upiId"].is_string(), "{body}");
    let body = assert_error(
        app.put_json("/api/v2/add-seller-withdraw-methods", &json!({"type": "cash"}))
            .await,
        400,
        "validation_failed",
    )
    .await;
    assert!(body["error"]["fields"]["type"].is_string(), "{body}");
    assert_eq!(
        app.json("/api/v2/getseller").await["seller"]["withdrawMethod"],
        Value::Null
    );

    let (status, saved) = put(&app.client, &app, "/api/v2/add-seller-withdraw-methods", bank()).await;
    assert_eq!(status, 200, "{saved}");
    let expected = json!({"type": "bank", "holderName": "Asha Kumari", "bankName": "HDFC Bank",
                          "ifsc": "HDFC0001234", "accountLast4": "6789"});
    assert_eq!(saved["withdrawMethod"], expected);
    let seller = app.json("/api/v2/getseller").await;
    assert_eq!(
        seller["seller"]["withdrawMethod"], expected,
        "the seller never reads the whole number back"
    );
    assert!(!seller.to_string().contains("50100123456789"));

    let (status, saved) = put(
        &app.client,
        &app,
        "/api/v2/add-seller-withdraw-methods",
        json!({"type": "upi", "upiId": "Asha@OkHDFC"}),
    )
    .await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(
        saved["withdrawMethod"],
        json!({"type": "upi", "upiId": "asha@okhdfc"}),
        "replaced"
    );
    assert_eq!(numbers(&app, "SELECT COUNT(*) FROM payout_methods").await, [1]);

    assert_eq!(
        app.delete("/api/v2/delete-withdraw-methods")
            .await
            .status()
            .as_u16(),
        200
    );
    assert_error(
        app.delete("/api/v2/delete-withdraw-methods").await,
        404,
        "not_found",
    )
    .await;
    assert_eq!(
        app.json("/api/v2/getseller").await["seller"]["withdrawMethod"],
        Value::Null
    );
}

#[tokio::test]
async fn a_request_is_held_at_once_and_refused_outside_its_limits() {
    let app = spawn_app().await;
    shop_with_balance(&app).await;

    let body = assert_error(
        app.post_json("/api/v2/create-withdraw-request", &json!({"amount": 1500}))
            .await,
        409,
        "no_payout_method",
    )
    .await;
    assert!(body["error"]["fields"]["withdrawMethod"].is_string(), "{body}");
    put(&app.client, &app, "/api/v2/add-seller-withdraw-methods", bank()).await;

    for amount in [
        json!(999.99),
        json!(0),
        json!(-1500),
        json!("1500"),
        json!(1000.001),
        json!(null),
    ] {
        let (status, body) = request(&app, &app.client, amount.clone()).await;
        assert_eq!(status, 400, "{amount}: {body}");
        assert!(body["error"]["fields"]["amount"].is_string(), "{amount}: {body}");
    }
    let (status, body) = request(&app, &app.client, json!(2628.72)).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(
        body["error"]["fields"]["amount"],
        "You can withdraw at most ₹2,628.71, your available balance."
    );
    assert_eq!(
        numbers(&app, "SELECT COUNT(*) FROM withdrawals").await,
        [0],
        "nothing half-written"
    );

    let (status, body) = request(&app, &app.client, json!(1500)).await;
    assert_eq!(status, 201, "{body}");
    let withdraw = &body["withdraw"];
    assert_eq!(withdraw["status"], "Processing");
    assert_eq!(withdraw["amount"], json!(1500.0));
    assert_eq!(withdraw["payout"]["accountLast4"], "6789");
    assert!(
        withdraw["payout"]["accountNumber"].is_null(),
        "masked for the seller"
    );
    assert_eq!(
        balance(&app).await,
        json!({"pending": 0.0, "available": 1128.71, "held": 1500.0, "paidOut": 0.0})
    );
    // Changing the method later does not redirect money already asked for.
    put(
        &app.client,
        &app,
        "/api/v2/add-seller-withdraw-methods",
        json!({"type": "upi", "upiId": "asha@ybl"}),
    )
    .await;
    let own = app.json("/api/v2/shop-withdraw-requests").await;
    assert_eq!(own["total"], 1);
    assert_eq!(own["withdraws"][0]["payout"]["type"], "bank", "{own}");

    let (status, body) = request(&app, &app.client, json!(1500)).await;
    assert_eq!(status, 400, "only ₹1,128.71 is left: {body}");
    let (status, _) = request(&app, &app.client, json!(1000)).await;
    assert_eq!(status, 201);
    assert_eq!(
        balance(&app).await,
        json!({"pending": 0.0, "available": 128.71, "held": 2500.0, "paidOut": 0.0})
    );
    assert_eq!(sums(&app, "available").await, 12_871);
    assert_eq!(sums(&app, "held").await, 2_50_000);
}

/// The crash test (`proof crash`) found this: a shop withdrew everything, then approved the refund of an
/// order delivered earlier, and the reversal took `available` below zero. Earnings now wait in
/// `pending` for the refund window, so a refund never reaches money that can be withdrawn.
#[tokio::test]
async fn a_refund_after_withdrawing_everything_never_takes_an_account_below_zero() {
    let app = spawn_app().await;
    let product = shop_with_product(&app, SELLER, "3000", "20").await;
    let (buyer, _) = shopper(&app, "Priya", "priya@example.com").await;
    put(&app.client, &app, "/api/v2/add-seller-withdraw-methods", bank()).await;
    deliver(&app, &buyer, &product).await;
    let (status, body) = request(&app, &app.client, json!(1000)).await;
    assert_eq!(status, 400, "a fresh delivery is not yet withdrawable: {body}");
    assert_eq!(
        body["error"]["fields"]["amount"],
        "You can withdraw at most ₹0.00, your available balance."
    );
    assert_eq!(settle(&app).await, 1);

    // A second delivery, then everything available is withdrawn, then the second is refunded.
    let order = deliver(&app, &buyer, &product).await;
    let (status, body) = request(&app, &app.client, json!(2628.71)).await;
    assert_eq!(status, 201, "{body}");
    refund(&app, &buyer, &order).await;

    assert_eq!(
        balance(&app).await,
        json!({"pending": 0.0, "available": 0.0, "held": 2628.71, "paidOut": 0.0})
    );
    assert_eq!(
        numbers(
            &app,
            "SELECT COUNT(*) FROM (SELECT shop_id, account FROM ledger_lines GROUP BY shop_id, account \
             HAVING SUM(amount_paise) < 0) d"
        )
        .await,
        [0],
        "no account of any shop below zero"
    );
}

#[tokio::test]
async fn concurrent_requests_that_together_exceed_the_balance_never_overdraw() {
    let app = spawn_app().await;
    shop_with_balance(&app).await;
    put(&app.client, &app, "/api/v2/add-seller-withdraw-methods", bank()).await;

    // Ten requests of ₹1,000 at once against ₹2,628.71: exactly two can be held.
    let attempts = (0..10).map(|_| request(&app, &app.client, json!(1000)));
    let answers = futures_util::future::join_all(attempts).await;
    let held = answers.iter().filter(|(status, _)| *status == 201).count();
    assert_eq!(held, 2, "{answers:?}");
    assert!(
        answers.iter().all(|(status, _)| *status == 201 || *status == 400),
        "{answers:?}"
    );
    assert_eq!(
        balance(&app).await,
        json!({"pending": 0.0, "available": 628.71, "held": 2000.0, "paidOut": 0.0})
    );
    assert_eq!(numbers(&app, "SELECT COUNT(*) FROM withdrawals").await, [2]);
    assert!(sums(&app, "available").await >= 0);
}

#[tokio::test]
async fn the_admin_pays_or_rejects_once_and_the_seller_is_emailed_either_way() {
    let app = spawn_app().await;
    shop_with_balance(&app).await;
    put(&app.client, &app, "/api/v2/add-seller-withdraw-methods", bank()).await;
    let (_, first) = request(&app, &app.client, json!(1000)).await;
    let (_, second) = request(&app, &app.client, json!(1200)).await;
    let (first, second) = (
        first["withdraw"]["_id"].as_str().unwrap().to_owned(),
        second["withdraw"]["_id"].as_str().unwrap().to_owned(),
    );
    let admin = admin_browser(&app).await;

    let (status, list) = get(&admin, &app, "/api/v2/get-all-withdraw-request?status=Processing").await;
    assert_eq!(status, 200, "{list}");
    assert_eq!(list["total"], 2);
    assert_eq!(
        list["withdraws"][0]["payout"]["accountNumber"], "50100123456789",
        "the Admin sees where to pay"
    );
    assert_eq!(list["withdraws"][0]["shopName"], "Meera's Looms", "{list}");
    let (status, _) = get(&admin, &app, "/api/v2/get-all-withdraw-request?status=paid").await;
    assert_eq!(status, 400);
    // Sorted on the server: by amount either way, and an unknown column is named.
    for (sort, amounts) in [("amount", [1000.0, 1200.0]), ("-amount", [1200.0, 1000.0])] {
        let (_, sorted) = get(
            &admin,
            &app,
            &format!("/api/v2/get-all-withdraw-request?sort={sort}"),
        )
        .await;
        let got: Vec<f64> = sorted["withdraws"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w["amount"].as_f64().unwrap())
            .collect();
        assert_eq!(got, amounts, "{sort}");
    }
    let (status, refused) = get(&admin, &app, "/api/v2/get-all-withdraw-request?sort=payout").await;
    assert_eq!(status, 400);
    assert!(refused["error"]["fields"]["sort"].is_string(), "{refused}");

    let (status, body) = put(
        &admin,
        &app,
        format!("/api/v2/update-withdraw-request/{first}"),
        json!({"status": "Succeed"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["withdraw"]["status"], "Succeed");
    let (status, body) = put(
        &admin,
        &app,
        format!("/api/v2/update-withdraw-request/{first}"),
        json!({"status": "Rejected", "reason": "changed my mind"}),
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("already_decided")),
        "{body}"
    );

    let (status, body) = put(
        &admin,
        &app,
        format!("/api/v2/update-withdraw-request/{second}"),
        json!({"status": "Rejected"}),
    )
    .await;
    assert_eq!(status, 400);
    assert!(body["error"]["fields"]["reason"].is_string(), "{body}");
    let (status, body) = put(
        &admin,
        &app,
        format!("/api/v2/update-withdraw-request/{second}"),
        json!({"status": "Rejected", "reason": "The IFSC does not match the account"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["withdraw"]["reason"], "The IFSC does not match the account");
    let (status, _) = put(
        &admin,
        &app,
        format!("/api/v2/update-withdraw-request/{}", uuid::Uuid::new_v4()),
        json!({"status": "Succeed"}),
    )
    .await;
    assert_eq!(status, 404);

    // Paid: held → paid out. Rejected: held → available. Nothing else moved.
    assert_eq!(
        balance(&app).await,
        json!({"pending": 0.0, "available": 1628.71, "held": 0.0, "paidOut": 1000.0})
    );
    assert_eq!(
        (
            sums(&app, "available").await,
            sums(&app, "held").await,
            sums(&app, "paid_out").await
        ),
        (1_62_871, 0, 1_00_000)
    );
    let own = app.json("/api/v2/shop-withdraw-requests").await;
    let statuses: Vec<&str> = own["withdraws"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses, ["Rejected", "Succeed"], "newest first");

    // One email per decision, through the outbox, told apart by what they say: the setup's own
    // emails to the seller (its order's) may still be on their way under a loaded machine, so a
    // count of all the seller's emails is not one per decision.
    let (paid, rejected) = (
        "reaches the account within one working day",
        "is back in your available balance",
    );
    app.email_with(SELLER, paid).await;
    app.email_with(SELLER, rejected).await;
    let saying = |text: &str| app.emails(SELLER).iter().filter(|m| m.contains(text)).count();
    assert_eq!((saying(paid), saying(rejected)), (1, 1), "one email per decision");
    // And one notification each in the shop's centre, the newest first.
    let told: Value = app
        .client
        .get(app.url("/api/v2/notifications?as=seller"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let kinds: Vec<&str> = told["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["kind"].as_str().unwrap())
        .filter(|k| k.starts_with("withdrawal-"))
        .collect();
    assert_eq!(kinds.len(), 2, "{told}");
    assert!(
        kinds.contains(&"withdrawal-paid") && kinds.contains(&"withdrawal-rejected"),
        "{told}"
    );

    let audit = admin
        .get(app.url("/api/v2/admin-audit-log"))
        .send()
        .await
        .unwrap()
        .json::<Value>()
        .await
        .unwrap();
    let actions: Vec<&str> = audit["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["withdrawal.reject", "withdrawal.pay"], "{audit}");
    assert_eq!(audit["entries"][0]["actor"]["email"], "ops@example.com");
    assert_eq!(audit["entries"][1]["targetId"], first.as_str());
}

#[tokio::test]
async fn only_the_admin_decides_and_only_the_seller_asks() {
    let app = spawn_app().await;
    shop_with_balance(&app).await;
    put(&app.client, &app, "/api/v2/add-seller-withdraw-methods", bank()).await;
    let (_, asked) = request(&app, &app.client, json!(1000)).await;
    let id = asked["withdraw"]["_id"].as_str().unwrap();
    let visitor = app.new_browser();
    let (buyer, _) = shopper(&app, "Ravi", "ravi@example.com").await;

    let decide = format!("/api/v2/update-withdraw-request/{id}");
    for (browser, expected) in [(&visitor, 401), (&buyer, 403), (&app.client, 401)] {
        let (status, _) = put(browser, &app, &decide, json!({"status": "Succeed"})).await;
        assert_eq!(status, expected);
        assert_eq!(
            get(browser, &app, "/api/v2/get-all-withdraw-request").await.0,
            expected
        );
    }
    for path in ["/api/v2/shop-withdraw-requests", "/api/v2/shop-ledger"] {
        assert_eq!(get(&visitor, &app, path).await.0, 401);
        assert_eq!(get(&buyer, &app, path).await.0, 401, "a shopper is not a seller");
    }
    let (status, _) = request(&app, &buyer, json!(1000)).await;
    assert_eq!(status, 401);
    assert_eq!(balance(&app).await["held"], json!(1000.0), "nothing decided");
}

#[tokio::test]
async fn commission_uses_the_rate_fixed_when_the_order_was_placed() {
    let app = spawn_app().await;
    let product = shop_with_product(&app, SELLER, "3000", "20").await;
    let (buyer, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (status, placed) = checkout(&app, &buyer, "fixed-rate", &cod(vec![line(&product, 1)])).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();

    // The operator raises the commission to 25% and restarts: a second server on the same
    // database with the new setting delivers the order placed at 10%.
    let mut settings = test_settings(&app.database, app.frontend_dir.path());
    settings.orders.commission_percent = 25;
    let second = api::Application::build(settings).await.unwrap();
    let address = format!("http://127.0.0.1:{}", second.port());
    tokio::spawn(second.run_until_stopped());
    let seller = reqwest::Client::builder()
        .cookie_store(true)
        .default_headers(reqwest::header::HeaderMap::from_iter([(
            reqwest::header::ORIGIN,
            reqwest::header::HeaderValue::from_str(&address).unwrap(),
        )]))
        .build()
        .unwrap();
    let signed_in = seller
        .post(format!("{address}/api/v2/shop-login"))
        .json(&json!({"email": SELLER, "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(signed_in.status().as_u16(), 200);
    let shop = product["shopId"].as_str().unwrap();
    let delivered = seller
        .put(format!("{address}/api/v2/update-order-status/{order}/{shop}"))
        .json(&json!({"status": "Delivered"}))
        .send()
        .await
        .unwrap();
    assert_eq!(delivered.status().as_u16(), 200);
    assert_eq!(
        numbers(
            &app,
            "SELECT amount_paise FROM ledger_lines WHERE kind = 'commission'"
        )
        .await,
        [-30_000],
        "10% of ₹3,000, not 25%"
    );
}
