//! Checkout, payments and orders through the API (docs/orders.md), on SQLite and PostgreSQL.

use chrono::{Duration, Utc};
use sea_orm::ConnectionTrait as _;
use serde_json::{Value, json};

use crate::helpers::{
    TestApp, admin_browser, assert_error, count_rows, spawn_app, spawn_app_with, spawn_app_with_clock,
};

pub fn address() -> Value {
    json!({
        "name": "Priya Nair", "phoneNumber": "98450 12345", "address1": "12 MG Road",
        "address2": "Flat 4", "city": "Bengaluru", "state": "Karnataka", "country": "India",
        "zipCode": "560001"
    })
}

pub fn line(product: &Value, qty: i64) -> Value {
    json!({"productId": product["_id"], "isEvent": false, "qty": qty, "size": product["sizes"][0], "color": product["color"]["name"]})
}

/// Runs SQL against the application's database and answers the first column of every row.
pub async fn first_column<T: sea_orm::TryGetable>(app: &TestApp, sql: &str) -> Vec<T> {
    let db = app.db().await;
    let backend = db.connection().get_database_backend();
    db.connection()
        .query_all_raw(sea_orm::Statement::from_string(backend, sql.to_owned()))
        .await
        .unwrap()
        .iter()
        .map(|row| row.try_get_by_index::<T>(0).unwrap())
        .collect()
}

/// [`first_column`] of whole numbers.
pub async fn numbers(app: &TestApp, sql: &str) -> Vec<i64> {
    first_column(app, sql).await
}

pub async fn exec(app: &TestApp, sql: &str) {
    let db = app.db().await;
    let backend = db.connection().get_database_backend();
    db.connection()
        .execute_raw(sea_orm::Statement::from_string(backend, sql.to_owned()))
        .await
        .unwrap();
}

pub fn uuid_literal(app: &TestApp, id: &str) -> String {
    match app.database.backend() {
        testkit::TestBackend::Postgres => format!("'{id}'"),
        testkit::TestBackend::Sqlite => format!("X'{}'", id.replace('-', "")),
    }
}

pub async fn stock_of(app: &TestApp, product: &Value) -> (i64, i64) {
    let id = uuid_literal(app, product["_id"].as_str().unwrap());
    let stock = numbers(app, &format!("SELECT stock FROM products WHERE id = {id}")).await[0];
    let sold = numbers(app, &format!("SELECT sold_out FROM products WHERE id = {id}")).await[0];
    (stock, sold)
}

/// Places a COD checkout from `browser`; answers the status and body.
pub async fn checkout(app: &TestApp, browser: &reqwest::Client, key: &str, body: &Value) -> (u16, Value) {
    let response = browser
        .post(app.url("/api/v2/create-order"))
        .header("Idempotency-Key", key)
        .json(body)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

pub fn cod(lines: Vec<Value>) -> Value {
    json!({"cart": lines, "shippingAddress": address(), "couponCode": null, "paymentMethod": "cod"})
}

/// A shop signed in on `app.client` with one product priced and stocked as asked.
pub async fn shop_with_product(app: &TestApp, email: &str, price: &str, stock: &str) -> Value {
    app.register_active_shop(email).await;
    app.create_product(&[
        ("sellingPrice", Some(price)),
        ("originalPrice", Some("5000")),
        ("stock", Some(stock)),
    ])
    .await
}

/// A signed-in shopper in a browser of their own; answers the browser and the user's id.
pub async fn shopper(app: &TestApp, name: &str, email: &str) -> (reqwest::Client, String) {
    let browser = app.new_browser();
    let user = app.register_in(&browser, name, email).await;
    (browser, user["user"]["_id"].as_str().unwrap().to_owned())
}

/// A second shop, signed in on a browser of its own; answers the browser and the shop's id.
pub async fn another_shop(app: &TestApp, email: &str) -> (reqwest::Client, String) {
    let seller = app.new_browser();
    let created = seller
        .post(app.url("/api/v2/shop-create"))
        .json(&crate::helpers::shop_body(email))
        .send()
        .await
        .unwrap();
    assert_eq!(created.status().as_u16(), 201);
    let token = app.token_from_mailbox(email, "/shop-activation/").await;
    let activated: Value = seller
        .post(app.url("/api/v2/shop-activation"))
        .json(&json!({"token": token}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let id = activated["seller"]["_id"].as_str().unwrap().to_owned();
    // Trading, as the Admin's review would make it.
    app.approve_in_db(&id).await;
    (seller, id)
}

/// A product created by the seller signed in on `seller`.
pub async fn product_of(
    app: &TestApp,
    seller: &reqwest::Client,
    overrides: &[(&str, Option<&str>)],
) -> Value {
    let form = crate::catalog::with_image(
        crate::catalog::product_form(overrides),
        crate::catalog::png(20, 20),
        "item.png",
    );
    let created: Value = seller
        .post(app.url("/api/v2/create-product"))
        .multipart(form)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    created["product"].clone()
}

pub async fn put(
    browser: &reqwest::Client,
    app: &TestApp,
    path: impl AsRef<str>,
    body: impl std::borrow::Borrow<Value>,
) -> (u16, Value) {
    let response = browser
        .put(app.url(path.as_ref()))
        .json(body.borrow())
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

pub async fn get(browser: &reqwest::Client, app: &TestApp, path: &str) -> (u16, Value) {
    let response = browser.get(app.url(path)).send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

/// Places a COD order of one unit of `product` for a shopper and has the seller on
/// `app.client` deliver it. Answers the order id.
pub async fn deliver(app: &TestApp, shopper: &reqwest::Client, product: &Value) -> String {
    let (status, body) = checkout(
        app,
        shopper,
        &uuid::Uuid::new_v4().to_string(),
        &cod(vec![line(product, 1)]),
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

/// The body of a return of every unit of an order not returned yet, refunded (if it was paid in
/// cash) to a UPI id.
pub fn return_all() -> Value {
    json!({
        "status": "Processing Refund",
        "reason": "damaged",
        "payout": {"type": "upi", "upiId": "priya@okhdfcbank"},
    })
}

/// The `shopper` asks for a refund of the delivered `order` and its shop (signed in on
/// `app.client`) approves it; answers the approval's body.
pub async fn refund(app: &TestApp, shopper: &reqwest::Client, order: &str) -> Value {
    let (status, body) = put(
        shopper,
        app,
        format!("/api/v2/order-refund/{order}"),
        return_all(),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let (status, approved) = put(
        &app.client,
        app,
        format!("/api/v2/shop-order-refund-success/{order}"),
        json!({"status": "Refund Success"}),
    )
    .await;
    assert_eq!(status, 200, "{approved}");
    approved
}

/// Runs the settling task as it would run 15 days from now (or from the app's manual clock):
/// every order delivered so far is past its refund window, and its earnings become available.
/// Answers how many orders it settled.
pub async fn settle(app: &TestApp) -> usize {
    let now = app
        .clock
        .as_ref()
        .map_or_else(Utc::now, |clock| kernel::Clock::now(clock.as_ref()));
    let store = store_sea::SeaOrderStore::new(&app.db().await);
    orders::settlement::settle_due(&store, now + Duration::days(15))
        .await
        .unwrap()
}

async fn insert_coupon(
    app: &TestApp,
    code: &str,
    shop: Option<&str>,
    percent: i64,
    min: Option<i64>,
    max: Option<i64>,
) {
    let shop = shop.map_or_else(|| "NULL".to_owned(), |s| uuid_literal(app, s));
    let id = uuid_literal(app, &uuid::Uuid::new_v4().to_string());
    let now = match app.database.backend() {
        testkit::TestBackend::Postgres => "now()".to_owned(),
        testkit::TestBackend::Sqlite => format!("'{}'", Utc::now().to_rfc3339()),
    };
    let opt = |v: Option<i64>| v.map_or_else(|| "NULL".to_owned(), |v| v.to_string());
    exec(
        app,
        &format!(
            "INSERT INTO coupons (id, shop_id, code, percent, min_amount_paise, max_discount_paise, created_at) \
             VALUES ({id}, {shop}, '{code}', {percent}, {}, {}, {now})",
            opt(min),
            opt(max)
        ),
    )
    .await;
}

#[tokio::test]
async fn the_quote_prices_the_cart_from_the_server_and_names_each_problem() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "400", "3").await;
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;

    let mut seen_cheaper = line(&kurta, 2);
    seen_cheaper["sellingPrice"] = json!(1);
    let response = browser
        .post(app.url("/api/v2/cart/quote"))
        .json(&json!({"cart": [seen_cheaper], "couponCode": null}))
        .send()
        .await
        .unwrap();
    let body: Value = response.json().await.unwrap();
    let quote = &body["quote"];
    assert_eq!(quote["lines"][0]["sellingPrice"], json!(400.0));
    assert_eq!(quote["lines"][0]["problem"], "price_changed", "{body}");
    assert_eq!(
        quote["subTotalPrice"],
        json!(800.0),
        "the server's price, not the browser's"
    );
    assert_eq!(quote["shippingPrice"], json!(40.0), "5% under ₹1,000");
    assert_eq!(quote["totalPrice"], json!(840.0));
    assert_eq!(quote["canCheckout"], true);
    assert_eq!(quote["paymentMethods"], json!(["cod"]));

    let too_many = line(&kurta, 4);
    let unknown = json!({"productId": uuid::Uuid::new_v4().to_string(), "qty": 1});
    let mut no_size = line(&kurta, 1);
    no_size["size"] = Value::Null;
    for (cart_line, problem) in [(too_many, "not_enough_stock"), (unknown, "unavailable")] {
        let body: Value = browser
            .post(app.url("/api/v2/cart/quote"))
            .json(&json!({"cart": [cart_line]}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(body["quote"]["lines"][0]["problem"], problem, "{body}");
        assert_eq!(body["quote"]["canCheckout"], false);
        assert_eq!(
            body["quote"]["totalPrice"],
            json!(0.0),
            "blocked lines are not counted"
        );
    }
    if !kurta["sizes"].as_array().unwrap().is_empty() {
        let body: Value = browser
            .post(app.url("/api/v2/cart/quote"))
            .json(&json!({"cart": [no_size]}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(body["quote"]["lines"][0]["problem"], "size_required", "{body}");
    }

    let response = browser
        .post(app.url("/api/v2/cart/quote"))
        .json(&json!({"cart": [{"productId": "nope", "qty": 0}]}))
        .send()
        .await
        .unwrap();
    let body = assert_error(response, 400, "validation_failed").await;
    assert!(body["error"]["fields"]["cart[0].productId"].is_string());
    assert!(body["error"]["fields"]["cart[0].qty"].is_string());
}

#[tokio::test]
async fn a_coupon_discounts_its_own_shops_items_within_its_limits() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "800", "5").await;
    let shop = kurta["shopId"].as_str().unwrap().to_owned();
    insert_coupon(&app, "MEERA10", Some(&shop), 10, Some(50_000), Some(5_000)).await;
    let lookup = app.json("/api/v2/get-coupon-value/meera10").await;
    assert_eq!(lookup["couponCode"]["name"], "MEERA10");
    assert_eq!(lookup["couponCode"]["value"], 10);
    assert_eq!(lookup["couponCode"]["minAmount"], json!(500.0));
    assert_error(app.get("/api/v2/get-coupon-value/NOSUCH").await, 404, "not_found").await;

    let quote = |qty: i64, code: &str| {
        app.client
            .post(app.url("/api/v2/cart/quote"))
            .json(&json!({"cart": [line(&kurta, qty)], "couponCode": code}))
            .send()
    };
    let body: Value = quote(2, "meera10").await.unwrap().json().await.unwrap();
    assert_eq!(
        body["quote"]["discountPrice"],
        json!(50.0),
        "10% of ₹1,600 capped at ₹50: {body}"
    );
    assert_eq!(body["quote"]["totalPrice"], json!(1550.0));
    assert_eq!(body["quote"]["coupon"]["applied"], true);

    let body: Value = quote(1, "NOSUCH").await.unwrap().json().await.unwrap();
    assert_eq!(body["quote"]["coupon"]["applied"], false);
    assert_eq!(body["quote"]["discountPrice"], json!(0.0));
    assert!(body["quote"]["coupon"]["message"].is_string());

    // Checkout refuses a coupon that does not apply, naming the field.
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let mut order = cod(vec![line(&kurta, 1)]);
    order["couponCode"] = json!("NOSUCH");
    let (status, body) = checkout(&app, &browser, "k1", &order).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["error"]["fields"]["couponCode"].is_string());
}

#[tokio::test]
async fn a_two_shop_cart_becomes_two_orders_that_add_up_and_take_stock() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "300", "5").await;
    let (seller_b, _) = another_shop(&app, "ravi@example.com").await;
    let lamp = product_of(
        &app,
        &seller_b,
        &[
            ("sellingPrice", Some("233.33")),
            ("stock", Some("2")),
            ("name", Some("Brass lamp")),
        ],
    )
    .await;

    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let mut body = cod(vec![line(&kurta, 2), line(&lamp, 1)]);
    // Amounts a client sends are ignored.
    body["totalPrice"] = json!(1);
    body["cart"][0]["sellingPrice"] = json!(1);
    let (status, placed) = checkout(&app, &browser, "two-shops", &body).await;
    assert_eq!(status, 201, "{placed}");
    let orders = placed["orders"].as_array().unwrap();
    assert_eq!(orders.len(), 2);
    // ₹833.33 subtotal → ₹41.67 shipping (5%), shared ₹25.00 / ₹16.67 by subtotal.
    assert_eq!(placed["totalPrice"], json!(875.0), "{placed}");
    let total: f64 = orders.iter().map(|o| o["totalPrice"].as_f64().unwrap()).sum();
    assert!((total - 875.0).abs() < 0.001);
    let shipping: f64 = orders.iter().map(|o| o["shippingPrice"].as_f64().unwrap()).sum();
    assert!((shipping - 41.67).abs() < 0.001, "{placed}");
    for order in orders {
        assert_eq!(order["status"], "Processing");
        assert_eq!(order["paymentInfo"]["status"], "pending");
        assert_eq!(order["paymentInfo"]["type"], "Cash On Delivery");
        assert_eq!(order["history"].as_array().unwrap().len(), 1);
        assert_eq!(order["shippingAddress"]["zipCode"], "560001");
        assert!(
            order["cart"][0]["images"][0]
                .as_str()
                .unwrap()
                .starts_with("/media/orders/")
        );
    }
    assert_eq!(stock_of(&app, &kurta).await, (3, 2));
    assert_eq!(stock_of(&app, &lamp).await, (1, 1));
    let db = app.db().await;
    assert_eq!(count_rows(&db, "checkouts").await, 1);
    assert_eq!(count_rows(&db, "payments").await, 1);
    assert_eq!(count_rows(&db, "order_lines").await, 2);

    // The order's picture outlives the product.
    let image = orders.iter().find(|o| o["shopId"] == kurta["shopId"]).unwrap()["cart"][0]["images"][0]
        .as_str()
        .unwrap()
        .to_owned();
    let deleted = app
        .delete(&format!(
            "/api/v2/delete-shop-product/{}",
            kurta["_id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(deleted.status().as_u16(), 200);
    assert_eq!(app.get(&image).await.status().as_u16(), 200);
}

#[tokio::test]
async fn a_short_item_refuses_the_whole_checkout_naming_it_and_writes_nothing() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "300", "1").await;
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (status, body) = checkout(&app, &browser, "short", &cod(vec![line(&kurta, 2)])).await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["error"]["code"], "out_of_stock");
    assert!(
        body["error"]["fields"]["cart[0]"]
            .as_str()
            .unwrap()
            .contains("Only 1 left"),
        "{body}"
    );
    let db = app.db().await;
    for table in ["checkouts", "orders", "payments", "idempotency_keys"] {
        assert_eq!(count_rows(&db, table).await, 0, "{table}");
    }
    assert_eq!(stock_of(&app, &kurta).await, (1, 0));

    let (status, body) = checkout(&app, &browser, "", &cod(vec![line(&kurta, 1)])).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["error"]["fields"]["Idempotency-Key"].is_string());
    let mut bad = cod(vec![line(&kurta, 1)]);
    bad["shippingAddress"]["zipCode"] = json!("012345");
    bad["shippingAddress"]["phoneNumber"] = json!("12345");
    bad["shippingAddress"]["state"] = json!("Atlantis");
    bad["paymentMethod"] = json!("card");
    let (status, body) = checkout(&app, &browser, "bad", &bad).await;
    assert_eq!(status, 400);
    for field in [
        "shippingAddress.zipCode",
        "shippingAddress.phoneNumber",
        "shippingAddress.state",
        "paymentMethod",
    ] {
        assert!(body["error"]["fields"][field].is_string(), "{field}: {body}");
    }
    let anonymous = app.new_browser();
    let (status, _) = checkout(&app, &anonymous, "anon", &cod(vec![line(&kurta, 1)])).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn the_same_key_and_body_answer_the_first_orders_and_another_body_is_refused() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "300", "5").await;
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let body = cod(vec![line(&kurta, 1)]);
    let (first_status, first) = checkout(&app, &browser, "retry-me", &body).await;
    let (second_status, second) = checkout(&app, &browser, "retry-me", &body).await;
    assert_eq!((first_status, second_status), (201, 201));
    assert_eq!(first["orders"][0]["_id"], second["orders"][0]["_id"]);
    assert_eq!(first["checkoutId"], second["checkoutId"]);
    assert_eq!(stock_of(&app, &kurta).await, (4, 1), "placed once");
    assert_eq!(count_rows(&app.db().await, "orders").await, 1);

    let (status, other) = checkout(&app, &browser, "retry-me", &cod(vec![line(&kurta, 2)])).await;
    assert_eq!(status, 422, "{other}");
    assert_eq!(other["error"]["code"], "idempotency_key_reused");
    assert_eq!(stock_of(&app, &kurta).await, (4, 1));

    // Keys are per shopper: another shopper's same key is their own checkout.
    let (other_browser, _) = shopper(&app, "Ravi", "ravi@example.com").await;
    let (status, _) = checkout(&app, &other_browser, "retry-me", &body).await;
    assert_eq!(status, 201);
}

#[tokio::test]
async fn a_failure_after_the_first_shops_order_rolls_the_whole_checkout_back() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "300", "5").await;
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    // Any second order of a checkout fails: injected below the application, in the database.
    match app.database.backend() {
        testkit::TestBackend::Postgres => {
            exec(
                &app,
                "CREATE FUNCTION fail_second_order() RETURNS trigger AS $$ BEGIN \
                 IF (SELECT COUNT(*) FROM orders WHERE checkout_id = NEW.checkout_id) >= 1 THEN \
                 RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql",
            )
            .await;
            exec(
                &app,
                "CREATE TRIGGER fail_second_order BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION fail_second_order()",
            )
            .await;
        }
        testkit::TestBackend::Sqlite => {
            exec(
                &app,
                "CREATE TRIGGER fail_second_order BEFORE INSERT ON orders \
                 WHEN (SELECT COUNT(*) FROM orders WHERE checkout_id = NEW.checkout_id) >= 1 \
                 BEGIN SELECT RAISE(ABORT, 'injected failure'); END",
            )
            .await;
        }
    }
    let lamp = app
        .create_product(&[
            ("name", Some("Brass lamp")),
            ("sellingPrice", Some("500")),
            ("stock", Some("3")),
        ])
        .await;
    // Two products of one shop make one order; a second shop is needed for a second order.
    let (seller_b, _) = another_shop(&app, "ravi@example.com").await;
    let other = product_of(&app, &seller_b, &[("stock", Some("4"))]).await;

    let (status, body) = checkout(
        &app,
        &browser,
        "boom",
        &cod(vec![line(&kurta, 1), line(&lamp, 1), line(&other, 1)]),
    )
    .await;
    assert_eq!(status, 500, "{body}");
    assert!(
        !body.to_string().contains("injected"),
        "no database text reaches a client"
    );
    let db = app.db().await;
    for table in [
        "checkouts",
        "orders",
        "order_lines",
        "order_status_history",
        "payments",
        "idempotency_keys",
    ] {
        assert_eq!(count_rows(&db, table).await, 0, "{table} was rolled back");
    }
    assert_eq!(stock_of(&app, &kurta).await, (5, 0));
    assert_eq!(stock_of(&app, &other).await, (4, 0));
}

#[tokio::test]
async fn fifty_concurrent_checkouts_of_ten_in_stock_sell_exactly_ten() {
    // Fifty sign-ups from one address would trip the sign-in rate limit.
    let app = spawn_app_with(|settings| settings.limits.auth_attempts_per_minute = 1_000).await;
    let kurta = shop_with_product(&app, "meera@example.com", "300", "10").await;
    let mut shoppers = Vec::new();
    for i in 0..50 {
        shoppers.push(shopper(&app, "Buyer", &format!("buyer{i}@example.com")).await.0);
    }
    let body = cod(vec![line(&kurta, 1)]);
    let attempts = shoppers.iter().enumerate().map(|(i, browser)| {
        let app = &app;
        let body = &body;
        async move { checkout(app, browser, &format!("k{i}"), body).await }
    });
    let results = futures_util::future::join_all(attempts).await;
    let placed = results.iter().filter(|(status, _)| *status == 201).count();
    let refused = results.iter().filter(|(status, _)| *status == 409).count();
    assert_eq!(
        placed,
        10,
        "{:?}",
        results.iter().map(|r| r.0).collect::<Vec<_>>()
    );
    assert_eq!(refused, 40);
    assert_eq!(stock_of(&app, &kurta).await, (0, 10));
    assert_eq!(count_rows(&app.db().await, "orders").await, 10);
}

#[tokio::test]
async fn statuses_move_forward_only_and_delivery_credits_the_shop_once() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "5").await;
    let shop = kurta["shopId"].as_str().unwrap().to_owned();
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (_, placed) = checkout(&app, &browser, "k", &cod(vec![line(&kurta, 1)])).await;
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
    let path = format!("/api/v2/update-order-status/{order}/{shop}");
    let step = |status: &str| put(&app.client, &app, &path, json!({"status": status}));

    let (status, body) = step("Shipping").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["order"]["nextStatuses"], json!(["On the way", "Delivered"]));
    let (status, body) = step("Processing").await;
    assert_eq!(status, 409, "backwards: {body}");
    assert_eq!(body["error"]["code"], "status_not_allowed");
    let (status, body) = step("Refund Success").await;
    assert_eq!(status, 409, "refunds have their own call: {body}");
    let (status, body) = step("Teleported").await;
    assert_eq!(status, 400, "{body}");

    let (status, body) = step("Delivered").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body["order"]["paymentInfo"]["status"], "succeeded",
        "COD is paid on delivery"
    );
    assert_eq!(step("Delivered").await.0, 409);
    let credit = numbers(
        &app,
        "SELECT amount_paise FROM ledger_lines ORDER BY amount_paise",
    )
    .await;
    // ₹1,000.00 at 5 % GST from a Tamil Nadu shop to Karnataka: ₹952.38 taxable value. The
    // commission is 10 %, its GST 18 % of that, TCS 0.5 % of ₹952.38 (IGST), TDS 0.1 % of ₹1,000.
    assert_eq!(
        credit,
        vec![-10_000, -1_800, -476, -100, 1_00_000],
        "a sale credit and each charge on it, once"
    );
    assert_eq!(
        first_column::<String>(&app, "SELECT kind FROM ledger_lines ORDER BY amount_paise").await,
        ["commission", "commission_gst", "tcs", "tds", "sale_credit"]
    );
    let history = body["order"]["history"].as_array().unwrap();
    assert_eq!(
        history
            .iter()
            .map(|h| h["status"].as_str().unwrap())
            .collect::<Vec<_>>(),
        ["Processing", "Shipping", "Delivered"]
    );
}

#[tokio::test]
async fn orders_are_seen_and_moved_only_by_their_shopper_their_shop_and_the_admin() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "300", "5").await;
    let shop = kurta["shopId"].as_str().unwrap().to_owned();
    let (a, a_id) = shopper(&app, "Priya", "priya@example.com").await;
    let (b, b_id) = shopper(&app, "Ravi", "ravi@example.com").await;
    let (_, placed) = checkout(&app, &a, "k", &cod(vec![line(&kurta, 1)])).await;
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();

    assert_eq!(
        get(&a, &app, &format!("/api/v2/get-selected-order-user/{order}"))
            .await
            .0,
        200
    );
    assert_eq!(
        get(&b, &app, &format!("/api/v2/get-selected-order-user/{order}"))
            .await
            .0,
        404
    );
    let (status, list) = get(&a, &app, &format!("/api/v2/get-all-orders-user/{a_id}")).await;
    assert_eq!((status, list["total"].clone()), (200, json!(1)));
    assert_eq!(
        get(&b, &app, &format!("/api/v2/get-all-orders-user/{a_id}"))
            .await
            .0,
        403
    );
    let (_, empty) = get(&b, &app, &format!("/api/v2/get-all-orders-user/{b_id}")).await;
    assert_eq!(empty["total"], 0);
    assert_eq!(
        put(&b, &app, &format!("/api/v2/order-refund/{order}"), &return_all())
            .await
            .0,
        404
    );

    // Another shop: its own id in the path finds nothing; the first shop's id is not its own.
    let (seller_b, other_shop) = another_shop(&app, "ravi.shop@example.com").await;
    let mv = json!({"status": "Shipping"});
    assert_eq!(
        put(
            &seller_b,
            &app,
            &format!("/api/v2/update-order-status/{order}/{other_shop}"),
            &mv
        )
        .await
        .0,
        404
    );
    assert_eq!(
        put(
            &seller_b,
            &app,
            &format!("/api/v2/update-order-status/{order}/{shop}"),
            &mv
        )
        .await
        .0,
        403
    );
    assert_eq!(
        get(&seller_b, &app, &format!("/api/v2/get-all-orders-shop/{shop}"))
            .await
            .0,
        403
    );
    assert_eq!(
        get(
            &seller_b,
            &app,
            &format!("/api/v2/get-selected-order-shop/{order}/{other_shop}")
        )
        .await
        .0,
        404
    );
    assert_eq!(
        put(
            &a,
            &app,
            &format!("/api/v2/update-order-status/{order}/{shop}"),
            &mv
        )
        .await
        .0,
        403,
        "a shopper"
    );
    assert_eq!(
        put(
            &app.new_browser(),
            &app,
            &format!("/api/v2/update-order-status/{order}/{shop}"),
            &mv
        )
        .await
        .0,
        401
    );

    let (status, list) = get(&app.client, &app, &format!("/api/v2/get-all-orders-shop/{shop}")).await;
    assert_eq!((status, list["total"].clone()), (200, json!(1)));
    assert_eq!(get(&a, &app, "/api/v2/get-all-orders-admin").await.0, 403);
    let admin = admin_browser(&app).await;
    let (status, all) = get(&admin, &app, "/api/v2/get-all-orders-admin?status=Processing").await;
    assert_eq!((status, all["total"].clone()), (200, json!(1)));
    assert_eq!(
        get(
            &admin,
            &app,
            &format!("/api/v2/get-selected-order-details/{order}")
        )
        .await
        .0,
        200
    );
    let (status, moved) = put(
        &admin,
        &app,
        &format!("/api/v2/update-order-status/{order}/{shop}"),
        &mv,
    )
    .await;
    assert_eq!(status, 200, "the Admin may move any order: {moved}");
    assert_eq!(moved["order"]["history"][1]["by"], "admin");
}

#[tokio::test]
async fn two_servers_settling_at_once_move_each_order_once_and_a_settled_order_is_never_refunded() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "10").await;
    let (a, _) = shopper(&app, "Priya", "priya@example.com").await;
    let mut delivered = Vec::new();
    for _ in 0..3 {
        delivered.push(deliver(&app, &a, &kurta).await);
    }
    let now = Utc::now();
    let one = store_sea::SeaOrderStore::new(&app.db().await);
    let two = store_sea::SeaOrderStore::new(&app.db().await);
    assert_eq!(
        orders::settlement::settle_due(&one, now + Duration::days(13))
            .await
            .unwrap(),
        0,
        "inside the window nothing moves"
    );
    let later = now + Duration::days(15);
    let (first, second) = tokio::join!(
        orders::settlement::settle_due(&one, later),
        orders::settlement::settle_due(&two, later)
    );
    assert_eq!(
        first.unwrap() + second.unwrap(),
        3,
        "each order settled exactly once"
    );
    let ledger = app.json("/api/v2/shop-ledger").await;
    assert_eq!(
        (
            ledger["balance"]["pending"].clone(),
            ledger["balance"]["available"].clone()
        ),
        (json!(0.0), json!(2628.72)),
        "three orders' ₹876.24 each: {ledger}"
    );
    assert_eq!(
        numbers(
            &app,
            "SELECT COUNT(*) FROM ledger_lines WHERE kind = 'refund_window_closed'"
        )
        .await,
        [6]
    );

    // This server's clock still says the window is open (another's said it had closed): the
    // order is settled, its money may be withdrawn, so the request is refused all the same.
    let (status, body) = put(
        &a,
        &app,
        &format!("/api/v2/order-refund/{}", delivered[0]),
        &return_all(),
    )
    .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["error"]["code"], "changed_meanwhile");
}

#[tokio::test]
async fn a_refund_is_asked_within_fourteen_days_and_approval_restores_stock_and_reverses_the_credit() {
    let app = spawn_app_with_clock().await;
    let clock = app.clock.clone().unwrap();
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "5").await;
    let (a, _) = shopper(&app, "Priya", "priya@example.com").await;
    let late_order = deliver(&app, &a, &kurta).await;
    let order = deliver(&app, &a, &kurta).await;
    assert_eq!(stock_of(&app, &kurta).await, (3, 2));

    let ask = |id: &str| put(&a, &app, format!("/api/v2/order-refund/{id}"), return_all());
    assert_eq!(
        put(
            &a,
            &app,
            &format!("/api/v2/order-refund/{order}"),
            &json!({"status": "Refund Success"})
        )
        .await
        .0,
        400,
        "a shopper only asks"
    );
    clock.advance(Duration::days(14));
    // Two weeks idle end both sessions; sign in again.
    app.login_in(&a, "priya@example.com", crate::helpers::PASSWORD)
        .await;
    let seller = app
        .post_json(
            "/api/v2/shop-login",
            &json!({"email": "meera@example.com", "password": crate::helpers::PASSWORD}),
        )
        .await;
    assert_eq!(seller.status().as_u16(), 200);
    let (status, body) = ask(&order).await;
    assert_eq!(status, 200, "the last instant of the window: {body}");
    assert_eq!(body["order"]["status"], "Processing Refund");
    clock.advance(Duration::seconds(1));
    let (status, body) = ask(&late_order).await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["error"]["code"], "refund_window_closed");

    let (status, body) = put(
        &app.client,
        &app,
        &format!("/api/v2/shop-order-refund-success/{order}"),
        &json!({"status": "Refund Success"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["order"]["status"], "Refund Success");
    assert_eq!(body["order"]["paymentInfo"]["status"], "refunded");
    assert_eq!(stock_of(&app, &kurta).await, (4, 1), "stock back, sold_out down");
    let balance = numbers(
        &app,
        "SELECT CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) FROM ledger_lines",
    )
    .await[0];
    assert_eq!(
        balance, 87_624,
        "only the undisputed order's net remains: ₹1,000 less ₹100 commission, ₹18 GST on it, \
         ₹4.76 TCS and ₹1 TDS"
    );
    // The seller reads the same: the sums of the ledger, and each line, newest first.
    let ledger = app.json("/api/v2/shop-ledger").await;
    assert_eq!(
        (
            ledger["balance"]["pending"].clone(),
            ledger["balance"]["available"].clone()
        ),
        (json!(876.24), json!(0.0)),
        "the credit was reversed from pending, never touching available: {ledger}"
    );
    assert_eq!(
        ledger["total"], 15,
        "two sales with four charges each, and the refunded one's five reversed"
    );
    let reversed: Vec<(String, f64)> = ledger["lines"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["kind"] == "refund_reversal")
        .map(|l| {
            (
                l["reverses"].as_str().unwrap().to_owned(),
                l["amount"].as_f64().unwrap(),
            )
        })
        .collect();
    let mut reversed = reversed;
    reversed.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(
        reversed,
        [
            ("commission".to_owned(), 100.0),
            ("commission_gst".to_owned(), 18.0),
            ("sale_credit".to_owned(), -1000.0),
            ("tcs".to_owned(), 4.76),
            ("tds".to_owned(), 1.0),
        ]
    );
    let sum: f64 = ledger["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["amount"].as_f64().unwrap())
        .sum();
    assert!(
        (sum - 876.24).abs() < 0.001,
        "the balance is the sum of the lines"
    );
    assert_eq!(
        app.json("/api/v2/getseller").await["seller"]["availableBalance"],
        json!(0.0)
    );

    // The late order's window has closed: the settling task moves its earnings to available, and
    // leaves the refunded order alone.
    assert_eq!(settle(&app).await, 1);
    assert_eq!(settle(&app).await, 0, "never twice");
    let ledger = app.json("/api/v2/shop-ledger").await;
    assert_eq!(
        ledger["balance"],
        json!({"pending": 0.0, "available": 876.24, "held": 0.0, "paidOut": 0.0}),
        "{ledger}"
    );
    assert_eq!(
        ledger["total"], 17,
        "plus the move out of pending and into available"
    );
    assert_eq!(
        (
            ledger["lines"][0]["kind"].clone(),
            ledger["lines"][1]["kind"].clone()
        ),
        (json!("refund_window_closed"), json!("refund_window_closed"))
    );
    let seller = app.json("/api/v2/getseller").await;
    assert_eq!(seller["seller"]["availableBalance"], json!(876.24));
    let (status, body) = ask(&late_order).await;
    assert_eq!(status, 409, "settled orders are never refunded: {body}");
    assert_eq!(
        put(
            &app.client,
            &app,
            &format!("/api/v2/shop-order-refund-success/{order}"),
            &json!({"status": "Refund Success"})
        )
        .await
        .0,
        409,
        "approved once"
    );
    assert_eq!(count_rows(&app.db().await, "order_returns").await, 1);
}

pub mod razorpay {
    use super::*;
    use hmac::{Hmac, Mac};
    use sha2::Sha256;
    use wiremock::matchers::{method, path};
    use wiremock::{Mock, MockServer, ResponseTemplate};

    pub fn sign(secret: &str, message: &[u8]) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
        mac.update(message);
        hex::encode(mac.finalize().into_bytes())
    }

    async fn app_with_razorpay(server: &MockServer) -> TestApp {
        crate::helpers::spawn_app_with_razorpay(server.uri()).await
    }

    #[tokio::test]
    async fn an_online_checkout_is_paid_once_by_signature_or_webhook_and_cancelled_when_unpaid() {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .and(path("/v1/orders"))
            .respond_with(
                ResponseTemplate::new(200).set_body_json(json!({"id": "order_RZP1", "amount": 31_500})),
            )
            .expect(1)
            .mount(&server)
            .await;
        let app = app_with_razorpay(&server).await;
        let kurta = shop_with_product(&app, "meera@example.com", "300", "5").await;
        let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
        let config = app.json("/api/v2/payment/config").await;
        assert_eq!(config["razorpay"]["keyId"], "rzp_test_key");

        let mut body = cod(vec![line(&kurta, 1)]);
        body["paymentMethod"] = json!("razorpay");
        let (status, placed) = checkout(&app, &browser, "online", &body).await;
        assert_eq!(status, 201, "{placed}");
        assert_eq!(placed["orders"][0]["status"], "Awaiting payment");
        let checkout_id = placed["checkoutId"].as_str().unwrap().to_owned();

        let start = |b: &reqwest::Client| {
            b.post(app.url("/api/v2/payment/razorpay/order"))
                .json(&json!({"checkoutId": checkout_id}))
                .send()
        };
        let started: Value = start(&browser).await.unwrap().json().await.unwrap();
        assert_eq!(started["razorpayOrderId"], "order_RZP1", "{started}");
        assert_eq!(
            started["amount"], 31_500,
            "the server's total in paise (₹300 + ₹15 shipping)"
        );
        let again: Value = start(&browser).await.unwrap().json().await.unwrap();
        assert_eq!(
            again["razorpayOrderId"], "order_RZP1",
            "one gateway order per checkout"
        );
        let (intruder, _) = shopper(&app, "Ravi", "ravi@example.com").await;
        assert_eq!(start(&intruder).await.unwrap().status().as_u16(), 404);

        let verify = |signature: String| {
            browser
                .post(app.url("/api/v2/payment/razorpay/verify"))
                .json(&json!({"razorpay_order_id": "order_RZP1", "razorpay_payment_id": "pay_1", "razorpay_signature": signature}))
                .send()
        };
        let forged = verify(sign("wrong_secret", b"order_RZP1|pay_1")).await.unwrap();
        assert_error(forged, 400, "bad_signature").await;
        let paid: Value = verify(sign("key_secret", b"order_RZP1|pay_1"))
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(paid["orders"][0]["status"], "Processing", "{paid}");
        assert_eq!(paid["orders"][0]["paymentInfo"]["status"], "succeeded");
        let history_len = paid["orders"][0]["history"].as_array().unwrap().len();

        // The webhook: a bad signature is refused; a good one for an already paid order (a replay)
        // changes nothing.
        let event = json!({"event": "payment.captured", "payload": {"payment": {"entity": {"id": "pay_1", "order_id": "order_RZP1"}}}}).to_string();
        let hook = |signature: String| {
            reqwest::Client::new()
                .post(app.url("/api/v2/payment/razorpay/webhook"))
                .header("X-Razorpay-Signature", signature)
                .header("Content-Type", "application/json")
                .body(event.clone())
                .send()
        };
        assert_eq!(
            hook(sign("nope", event.as_bytes()))
                .await
                .unwrap()
                .status()
                .as_u16(),
            400
        );
        for _ in 0..2 {
            assert_eq!(
                hook(sign("webhook_secret", event.as_bytes()))
                    .await
                    .unwrap()
                    .status()
                    .as_u16(),
                200
            );
        }
        let order = placed["orders"][0]["_id"].as_str().unwrap();
        let (_, now) = get(
            &browser,
            &app,
            &format!("/api/v2/get-selected-order-user/{order}"),
        )
        .await;
        assert_eq!(
            now["order"]["history"].as_array().unwrap().len(),
            history_len,
            "a replay changes nothing"
        );

        // Another online checkout left unpaid is cancelled after 30 minutes and its stock released.
        let (_, unpaid) = checkout(&app, &browser, "unpaid", &body).await;
        assert_eq!(stock_of(&app, &kurta).await, (3, 2));
        let store = store_sea::SeaOrderStore::new(&app.db().await);
        let early = orders::payments::cancel_unpaid(&store, Utc::now() + Duration::minutes(29))
            .await
            .unwrap();
        assert_eq!(early, 0);
        // Two servers' tasks at once, each with its own connection pool: one cancels, the other
        // finds nothing to claim.
        let other_server = store_sea::SeaOrderStore::new(&app.db().await);
        let later = Utc::now() + Duration::minutes(31);
        let (first, second) = tokio::join!(
            orders::payments::cancel_unpaid(&store, later),
            orders::payments::cancel_unpaid(&other_server, later)
        );
        assert_eq!(first.unwrap() + second.unwrap(), 1, "cancelled exactly once");
        assert_eq!(stock_of(&app, &kurta).await, (4, 1));
        let id = unpaid["orders"][0]["_id"].as_str().unwrap();
        let (_, cancelled_order) =
            get(&browser, &app, &format!("/api/v2/get-selected-order-user/{id}")).await;
        assert_eq!(cancelled_order["order"]["status"], "Cancelled");
        assert_eq!(
            orders::payments::cancel_unpaid(&store, Utc::now() + Duration::minutes(31))
                .await
                .unwrap(),
            0,
            "never twice"
        );
    }

    #[tokio::test]
    async fn approving_the_refund_of_an_online_order_refunds_the_payment_through_razorpay() {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .and(path("/v1/orders"))
            .respond_with(
                ResponseTemplate::new(200).set_body_json(json!({"id": "order_RZP2", "amount": 1_10_000})),
            )
            .mount(&server)
            .await;
        Mock::given(method("POST"))
            .and(path("/v1/payments/pay_2/refund"))
            .and(wiremock::matchers::body_partial_json(json!({"amount": 1_10_000})))
            .respond_with(ResponseTemplate::new(200).set_body_json(json!({"id": "rfnd_1"})))
            .expect(1)
            .mount(&server)
            .await;
        let app = app_with_razorpay(&server).await;
        let lamp = shop_with_product(&app, "meera@example.com", "1100", "3").await;
        let shop = lamp["shopId"].as_str().unwrap().to_owned();
        let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
        let mut body = cod(vec![line(&lamp, 1)]);
        body["paymentMethod"] = json!("razorpay");
        let (_, placed) = checkout(&app, &browser, "pay-online", &body).await;
        let checkout_id = placed["checkoutId"].as_str().unwrap();
        let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
        let started = browser
            .post(app.url("/api/v2/payment/razorpay/order"))
            .json(&json!({"checkoutId": checkout_id}))
            .send()
            .await
            .unwrap();
        assert_eq!(started.status().as_u16(), 200);
        let verified = browser
            .post(app.url("/api/v2/payment/razorpay/verify"))
            .json(
                &json!({"razorpay_order_id": "order_RZP2", "razorpay_payment_id": "pay_2",
                          "razorpay_signature": sign("key_secret", b"order_RZP2|pay_2")}),
            )
            .send()
            .await
            .unwrap();
        assert_eq!(verified.status().as_u16(), 200);

        let (status, _) = put(
            &app.client,
            &app,
            format!("/api/v2/update-order-status/{order}/{shop}"),
            json!({"status": "Delivered"}),
        )
        .await;
        assert_eq!(status, 200);
        let approved = refund(&app, &browser, &order).await;
        assert_eq!(approved["order"]["paymentInfo"]["status"], "refunded");
        assert_eq!(stock_of(&app, &lamp).await, (3, 0));
        // The gateway's refund id is recorded against the order's return.
        let refunded = numbers(
            &app,
            "SELECT COUNT(*) FROM order_returns WHERE refund_status = 'succeeded' AND provider_refund_id = 'rfnd_1'",
        )
        .await;
        assert_eq!(refunded, vec![1]);
        server.verify().await;
    }
}

#[tokio::test]
async fn the_order_lists_search_every_page_before_paging() {
    let app = spawn_app().await;
    let product = shop_with_product(&app, "seller@example.com", "500", "50").await;
    let shop = product["shopId"].as_str().unwrap().to_owned();
    let (priya, _) = shopper(&app, "Priya Sharma", "priya@example.com").await;
    let (arjun, _) = shopper(&app, "Arjun Rao", "arjun@example.com").await;
    let mut placed = Vec::new();
    for (i, buyer) in [&priya, &priya, &arjun, &priya].into_iter().enumerate() {
        let (status, body) =
            checkout(&app, buyer, &format!("search-{i}"), &cod(vec![line(&product, 1)])).await;
        assert_eq!(status, 201, "{body}");
        placed.push(body["orders"][0]["_id"].as_str().unwrap().to_owned());
    }
    let admin = admin_browser(&app).await;
    let ids = |list: &Value| -> Vec<String> {
        list["orders"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["_id"].as_str().unwrap().to_owned())
            .collect()
    };

    // Arjun's one order is found from the first page whatever page it would fall on unsearched.
    let (status, found) = get(&admin, &app, "/api/v2/get-all-orders-admin?q=ARJUN&limit=1").await;
    assert_eq!(status, 200, "{found}");
    assert_eq!(
        (found["total"].clone(), ids(&found)),
        (json!(1), vec![placed[2].clone()])
    );
    // Priya's three, two a page: the second page has the oldest.
    let (_, found) = get(
        &admin,
        &app,
        "/api/v2/get-all-orders-admin?q=priya%40example&limit=2&page=2",
    )
    .await;
    assert_eq!(
        (found["total"].clone(), ids(&found)),
        (json!(3), vec![placed[0].clone()])
    );
    // By the id's start, with or without its dashes, and whole.
    let id = &placed[1];
    for q in [&id[..8], &id.replace('-', "")[..12], id.as_str()] {
        let (_, found) = get(&admin, &app, &format!("/api/v2/get-all-orders-admin?q={q}")).await;
        assert_eq!(ids(&found), vec![id.clone()], "q={q}");
    }
    // The shop's name, the invoice series; and with a status filter too.
    let (_, found) = get(&admin, &app, "/api/v2/get-all-orders-admin?q=meera%27s%20looms").await;
    assert_eq!(found["total"], 4);
    let (_, found) = get(
        &admin,
        &app,
        "/api/v2/get-all-orders-admin?q=INV%2F&status=Processing",
    )
    .await;
    assert_eq!(found["total"], 4, "{found}");
    let (_, found) = get(
        &admin,
        &app,
        "/api/v2/get-all-orders-admin?q=priya&status=Delivered",
    )
    .await;
    assert_eq!(found["total"], 0);
    // A wildcard is a character like any other.
    let (_, found) = get(&admin, &app, "/api/v2/get-all-orders-admin?q=%25").await;
    assert_eq!(found["total"], 0);
    // The shop's own list and the shopper's search the same way, within what they may see.
    let (_, found) = get(
        &app.client,
        &app,
        &format!("/api/v2/get-all-orders-shop/{shop}?q=arjun"),
    )
    .await;
    assert_eq!(ids(&found), vec![placed[2].clone()]);
    let (_, me) = get(&arjun, &app, "/api/v2/getuser").await;
    let arjun_id = me["user"]["_id"].as_str().unwrap();
    let (_, found) = get(
        &arjun,
        &app,
        &format!("/api/v2/get-all-orders-user/{arjun_id}?q=sharma"),
    )
    .await;
    assert_eq!(found["total"], 0, "another shopper's orders stay out of sight");
    let (_, found) = get(
        &arjun,
        &app,
        &format!("/api/v2/get-all-orders-user/{arjun_id}?q=nair"),
    )
    .await;
    assert_eq!(found["total"], 1, "the addressee of his own");
}
