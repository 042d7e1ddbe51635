//! The authorization matrix (docs/security.md): every endpoint of the application's route table,
//! called as a visitor, shopper A, shopper B, seller A, seller B and the Admin, against objects
//! that belong to A, answers the status written here for each of them. The routes come from
//! `api::app::route_table::table()`, the same declarations the server is built from, so an endpoint added
//! without a row here fails this test, and a row left behind by a removed endpoint fails it too.
//!
//! Every answer is also read for what it must never hold (a password hash, an internal error,
//! seller A's full bank account number anywhere but the Admin's list of payouts to make).
//!
//! Writes are sent with an empty JSON body: a caller who passes the gate gets the validation
//! error (400) rather than changing anything, so one set of objects serves every row. The few
//! calls that act without a body (deletes, suspensions, sign-outs) run last, in an order that
//! keeps the objects and sessions the rows before them need.

use std::collections::BTreeMap;

use chrono::{Duration, Utc};
use serde_json::{Value, json};

use crate::helpers::{TestApp, admin_browser, spawn_app};
use crate::orders::{another_shop, deliver, put, shopper};

/// Who calls, in the order of each row's statuses.
const ROLES: [&str; 6] = [
    "visitor",
    "shopper A",
    "shopper B",
    "seller A",
    "seller B",
    "Admin",
];

/// Each endpoint's status for [`ROLES`]. 401: not signed in as the kind of account the endpoint
/// is for (a seller's session is not a shopper's, and the Admin is a shopper account); 403: signed
/// in, but the endpoint is the Admin's, or it lists another shop's or shopper's things by their
/// id; 404: someone else's object, never confirmed to exist.
const MATRIX: &[(&str, [u16; 6])] = &[
    ("POST /api/v2/create-user", [415, 415, 415, 415, 415, 415]),
    ("POST /api/v2/login", [400, 400, 400, 400, 400, 400]),
    ("GET /api/v2/getuser", [401, 200, 200, 401, 401, 200]),
    ("PUT /api/v2/update-user", [401, 400, 400, 401, 401, 400]),
    ("PUT /api/v2/update-user-avatar", [401, 415, 415, 401, 401, 415]),
    ("PUT /api/v2/update-user-language", [401, 400, 400, 401, 401, 400]),
    ("PUT /api/v2/update-user-address", [401, 400, 400, 401, 401, 400]),
    ("PUT /api/v2/update-user-password", [401, 400, 400, 401, 401, 400]),
    ("POST /api/v2/forgot-password", [400, 400, 400, 400, 400, 400]),
    ("POST /api/v2/reset-password", [400, 400, 400, 400, 400, 400]),
    ("POST /api/v2/shop-create", [400, 400, 400, 400, 400, 400]),
    ("POST /api/v2/shop-activation", [400, 400, 400, 400, 400, 400]),
    (
        "POST /api/v2/shop-activation/resend",
        [400, 400, 400, 400, 400, 400],
    ),
    ("POST /api/v2/shop-login", [400, 400, 400, 400, 400, 400]),
    ("GET /api/v2/getseller", [401, 401, 401, 200, 200, 401]),
    (
        "GET /api/v2/shop-review-checklist",
        [401, 401, 401, 200, 200, 401],
    ),
    // Both shops are approved already: `review_approved`.
    ("POST /api/v2/shop-submit-review", [401, 401, 401, 409, 409, 401]),
    ("GET /api/v2/shop-ledger", [401, 401, 401, 200, 200, 401]),
    ("GET /api/v2/shop-statement", [401, 401, 401, 200, 200, 401]),
    // Without its `month`, a caller who passes the gate is told to name one.
    (
        "GET /api/v2/shop-commission-invoice",
        [401, 401, 401, 400, 400, 401],
    ),
    ("GET /api/v2/shop-delivery", [401, 401, 401, 200, 200, 401]),
    ("PUT /api/v2/shop-delivery", [401, 401, 401, 400, 400, 401]),
    ("PUT /api/v2/update-shop", [401, 401, 401, 400, 400, 401]),
    ("PUT /api/v2/update-shop-avatar", [401, 401, 401, 415, 415, 401]),
    ("PUT /api/v2/update-shop-language", [401, 401, 401, 400, 400, 401]),
    (
        "POST /api/v2/shop-forgot-password",
        [400, 400, 400, 400, 400, 400],
    ),
    ("POST /api/v2/shop-reset-password", [400, 400, 400, 400, 400, 400]),
    ("GET /api/v2/products", [200, 200, 200, 200, 200, 200]),
    ("GET /api/v2/products-search", [200, 200, 200, 200, 200, 200]),
    (
        "GET /api/v2/get-product-details/{id}",
        [200, 200, 200, 200, 200, 200],
    ),
    (
        "GET /api/v2/get-same-products/{id}",
        [200, 200, 200, 200, 200, 200],
    ),
    (
        "GET /api/v2/get-all-product-shop/{shopId}",
        [200, 200, 200, 200, 200, 200],
    ),
    ("GET /api/v2/get-shop-info/{id}", [200, 200, 200, 200, 200, 200]),
    (
        "GET /api/v2/get-shop-reviews/{shopId}",
        [200, 200, 200, 200, 200, 200],
    ),
    ("GET /api/v2/get-all-events-user", [200, 200, 200, 200, 200, 200]),
    ("POST /api/v2/create-product", [401, 401, 401, 415, 415, 401]),
    ("POST /api/v2/create-event", [401, 401, 401, 415, 415, 401]),
    (
        "PUT /api/v2/edit-shop-product/{id}",
        [401, 401, 401, 415, 415, 401],
    ),
    (
        "GET /api/v2/get-shop-product/{id}",
        [401, 401, 401, 200, 404, 401],
    ),
    (
        "GET /api/v2/get-all-event-shop/{shopId}",
        [401, 401, 401, 200, 403, 401],
    ),
    ("PUT /api/v2/create-new-review", [401, 400, 400, 401, 401, 400]),
    // Reports are a shopper's (or the Admin's): a seller's session is not one.
    ("POST /api/v2/product-report", [401, 400, 400, 401, 401, 400]),
    (
        "GET /api/v2/shop-products-csv-template",
        [401, 401, 401, 200, 200, 401],
    ),
    ("GET /api/v2/shop-products-export", [401, 401, 401, 200, 200, 401]),
    // A JSON body is not a file upload.
    (
        "POST /api/v2/shop-products-import",
        [401, 401, 401, 415, 415, 401],
    ),
    (
        "GET /api/v2/shop-products-imports",
        [401, 401, 401, 200, 200, 401],
    ),
    (
        "GET /api/v2/shop-products-import/{jobId}",
        [401, 401, 401, 200, 404, 401],
    ),
    (
        "GET /api/v2/shop-products-import/{jobId}/report",
        [401, 401, 401, 200, 404, 401],
    ),
    ("POST /api/v2/cart/quote", [200, 200, 200, 200, 200, 200]),
    // Without a product and a PIN code; the answer for a real pair is public (delivery.rs).
    ("GET /api/v2/delivery-estimate", [400, 400, 400, 400, 400, 400]),
    (
        "GET /api/v2/get-coupon-value/{code}",
        [200, 200, 200, 200, 200, 200],
    ),
    ("POST /api/v2/create-order", [401, 400, 400, 401, 401, 400]),
    ("GET /api/v2/payment/config", [200, 200, 200, 200, 200, 200]),
    (
        "POST /api/v2/payment/razorpay/order",
        [401, 404, 404, 401, 401, 404],
    ),
    (
        "POST /api/v2/payment/razorpay/verify",
        [401, 404, 404, 401, 401, 404],
    ),
    (
        "POST /api/v2/payment/razorpay/webhook",
        [404, 404, 404, 404, 404, 404],
    ),
    (
        "GET /api/v2/get-all-orders-user/{userId}",
        [401, 200, 403, 401, 401, 403],
    ),
    (
        "GET /api/v2/get-selected-order-user/{id}",
        [401, 200, 404, 401, 401, 404],
    ),
    (
        "GET /api/v2/get-all-orders-shop/{shopId}",
        [401, 401, 401, 200, 403, 401],
    ),
    (
        "GET /api/v2/get-selected-order-shop/{orderId}/{sellerId}",
        [401, 401, 401, 200, 403, 401],
    ),
    (
        "GET /api/v2/get-selected-order-details/{id}",
        [401, 403, 403, 401, 401, 200],
    ),
    ("GET /api/v2/get-all-orders-admin", [401, 403, 403, 401, 401, 200]),
    // The order's shopper, its shop and the Admin; anyone else is told there is no such order.
    (
        "GET /api/v2/order-invoice/{orderId}",
        [401, 200, 404, 200, 404, 200],
    ),
    (
        "GET /api/v2/order-credit-note/{refundId}",
        [401, 200, 404, 200, 404, 200],
    ),
    (
        "PUT /api/v2/update-order-status/{orderId}/{sellerId}",
        [401, 403, 403, 400, 403, 400],
    ),
    ("PUT /api/v2/order-refund/{id}", [401, 400, 400, 401, 401, 400]),
    (
        "PUT /api/v2/shop-order-refund-success/{id}",
        [401, 403, 403, 400, 400, 400],
    ),
    (
        "PUT /api/v2/shop-order-refund-reject/{id}",
        [401, 403, 403, 400, 400, 400],
    ),
    (
        "POST /api/v2/order-refund-escalate/{id}",
        [401, 400, 400, 401, 401, 400],
    ),
    (
        "PUT /api/v2/admin-refund-decision/{id}",
        [401, 403, 403, 401, 401, 400],
    ),
    ("POST /api/v2/order-cancel/{id}", [401, 400, 400, 401, 401, 400]),
    (
        "POST /api/v2/shop-order-cancel/{id}",
        [401, 403, 403, 400, 400, 400],
    ),
    ("POST /api/v2/create-coupon-code", [401, 401, 401, 400, 400, 401]),
    ("GET /api/v2/get-coupon/{shopId}", [401, 401, 401, 200, 403, 401]),
    (
        "PUT /api/v2/add-seller-withdraw-methods",
        [401, 401, 401, 400, 400, 401],
    ),
    (
        "POST /api/v2/create-withdraw-request",
        [401, 401, 401, 400, 400, 401],
    ),
    (
        "GET /api/v2/shop-withdraw-requests",
        [401, 401, 401, 200, 200, 401],
    ),
    (
        "GET /api/v2/get-all-withdraw-request",
        [401, 403, 403, 401, 401, 200],
    ),
    (
        "PUT /api/v2/update-withdraw-request/{id}",
        [401, 403, 403, 401, 401, 400],
    ),
    ("GET /api/v2/shop-dashboard-stats", [401, 401, 401, 200, 200, 401]),
    (
        "GET /api/v2/admin-dashboard-stats",
        [401, 403, 403, 401, 401, 200],
    ),
    ("POST /api/v2/newsletter", [400, 400, 400, 400, 400, 429]),
    ("POST /api/v2/contact", [400, 400, 400, 400, 400, 429]),
    ("GET /api/v2/admin-get-all-users", [401, 403, 403, 401, 401, 200]),
    (
        "PUT /api/v2/admin-update-user-status/{id}",
        [401, 403, 403, 401, 401, 400],
    ),
    ("POST /api/v2/admin-create-coupon", [401, 403, 403, 401, 401, 400]),
    ("GET /api/v2/admin-coupons", [401, 403, 403, 401, 401, 200]),
    ("GET /api/v2/admin-get-all-seller", [401, 403, 403, 401, 401, 200]),
    ("GET /api/v2/admin-sellers-review", [401, 403, 403, 401, 401, 200]),
    (
        "PUT /api/v2/admin-seller-review/{shopId}",
        [401, 403, 403, 401, 401, 400],
    ),
    (
        "GET /api/v2/admin-products-review",
        [401, 403, 403, 401, 401, 200],
    ),
    (
        "PUT /api/v2/admin-product-review/{productId}",
        [401, 403, 403, 401, 401, 400],
    ),
    ("GET /api/v2/admin-all-products", [401, 403, 403, 401, 401, 200]),
    ("GET /api/v2/admin-all-events", [401, 403, 403, 401, 401, 200]),
    ("GET /api/v2/admin-audit-log", [401, 403, 403, 401, 401, 200]),
    ("GET /api/v2/admin-tcs-report", [401, 403, 403, 401, 401, 200]),
    // The commission rules: an empty body is refused by field.
    (
        "GET /api/v2/admin-commission-rules",
        [401, 403, 403, 401, 401, 200],
    ),
    (
        "PUT /api/v2/admin-commission-rules",
        [401, 403, 403, 401, 401, 400],
    ),
    (
        "POST /api/v2/admin-commission-preview",
        [401, 403, 403, 401, 401, 400],
    ),
    (
        "GET /api/v2/admin-commission-invoice/{shopId}",
        [401, 403, 403, 401, 401, 400],
    ),
    ("GET /healthz", [200, 200, 200, 200, 200, 200]),
    ("GET /api/v2/marketplace-info", [200, 200, 200, 200, 200, 200]),
    // A shopper or a seller complains; an empty body is refused field by field.
    ("POST /api/v2/grievances", [401, 400, 400, 400, 400, 400]),
    ("GET /api/v2/grievances", [401, 200, 200, 200, 200, 200]),
    ("GET /api/v2/admin-grievances", [401, 403, 403, 401, 401, 200]),
    ("PUT /api/v2/admin-grievance/{id}", [401, 403, 403, 401, 401, 400]),
    // The notification centre speaks for the shopper unless asked `?as=seller`; without a body,
    // marking read or choosing emails is refused by field.
    ("GET /api/v2/notifications", [401, 200, 200, 401, 401, 200]),
    ("POST /api/v2/notifications/read", [401, 400, 400, 401, 401, 400]),
    ("GET /api/v2/notifications/stream", [401, 200, 200, 401, 401, 200]),
    (
        "GET /api/v2/notification-settings",
        [401, 200, 200, 401, 401, 200],
    ),
    (
        "PUT /api/v2/notification-settings",
        [401, 400, 400, 401, 401, 400],
    ),
    // Conversations: the list speaks for the shopper unless asked `?as=seller`; one conversation
    // answers its two parties (whichever sign-in is theirs) and the Admin, who reads but neither
    // writes, marks read nor reports; everyone else gets 404.
    ("GET /api/v2/conversations", [401, 200, 200, 401, 401, 200]),
    ("POST /api/v2/conversations", [401, 400, 400, 401, 401, 400]),
    (
        "GET /api/v2/conversations/{id}/messages",
        [401, 200, 404, 200, 404, 200],
    ),
    (
        "POST /api/v2/conversations/{id}/messages",
        [401, 400, 404, 400, 404, 403],
    ),
    (
        "POST /api/v2/conversations/{id}/read",
        [401, 200, 404, 200, 404, 403],
    ),
    (
        "POST /api/v2/conversations/{id}/report",
        [401, 400, 404, 400, 404, 403],
    ),
    (
        "GET /api/v2/conversations/{id}/images/{name}",
        [401, 200, 404, 200, 404, 200],
    ),
    ("GET /api/v2/admin-conversations", [401, 403, 403, 401, 401, 200]),
    (
        "PUT /api/v2/admin-conversation/{id}/block",
        [401, 403, 403, 401, 401, 400],
    ),
    ("GET /api/openapi.json", [200, 200, 200, 200, 200, 200]),
    ("GET /readyz", [200, 200, 200, 200, 200, 200]),
    ("GET /media/{key:.*}", [200, 200, 200, 200, 200, 200]),
    (
        "DELETE /api/v2/delete-user-address/{id}",
        [401, 200, 404, 401, 401, 404],
    ),
    (
        "DELETE /api/v2/delete-coupon/{id}",
        [401, 401, 401, 200, 404, 401],
    ),
    (
        "DELETE /api/v2/admin-delete-coupon/{id}",
        [401, 403, 403, 401, 401, 200],
    ),
    (
        "DELETE /api/v2/delete-withdraw-methods",
        [401, 401, 401, 200, 404, 401],
    ),
    ("DELETE /api/v2/delete-event/{id}", [409, 409, 409, 409, 409, 409]),
    (
        "DELETE /api/v2/delete-shop-event/{id}",
        [401, 401, 401, 200, 404, 401],
    ),
    (
        "DELETE /api/v2/delete-shop-product/{id}",
        [401, 401, 401, 200, 404, 401],
    ),
    (
        "DELETE /api/v2/delete-product-admin/{id}",
        [401, 403, 403, 401, 401, 200],
    ),
    (
        "PUT /api/v2/reinstate-seller-by-admin/{id}",
        [401, 403, 403, 401, 401, 409],
    ),
    (
        "DELETE /api/v2/delete-seller-by-admin/{id}",
        [401, 403, 403, 401, 401, 200],
    ),
    ("GET /api/v2/user-logout", [200, 200, 200, 200, 200, 200]),
    ("GET /api/v2/shop-logout", [200, 200, 200, 200, 200, 200]),
    ("POST /api/v2/user-logout", [200, 200, 200, 200, 200, 200]),
    ("POST /api/v2/shop-logout", [200, 200, 200, 200, 200, 200]),
];

/// Endpoints whose permitted call acts without a body, in the order they must run: after every
/// other row, and sign-outs last of all.
const LAST: &[&str] = &[
    "DELETE /api/v2/delete-user-address/{id}",
    "DELETE /api/v2/delete-coupon/{id}",
    "DELETE /api/v2/admin-delete-coupon/{id}",
    "DELETE /api/v2/delete-withdraw-methods",
    "DELETE /api/v2/delete-event/{id}",
    "DELETE /api/v2/delete-shop-event/{id}",
    "DELETE /api/v2/delete-shop-product/{id}",
    "DELETE /api/v2/delete-product-admin/{id}",
    "PUT /api/v2/reinstate-seller-by-admin/{id}",
    "DELETE /api/v2/delete-seller-by-admin/{id}",
    "GET /api/v2/user-logout",
    "GET /api/v2/shop-logout",
    "POST /api/v2/user-logout",
    "POST /api/v2/shop-logout",
];

/// A's objects (and the Admin's platform coupon), by the name of the path parameter they fill.
struct World {
    browsers: [reqwest::Client; 6],
    user_a: String,
    shop_a: String,
    product_a: String,
    /// Deleted by its seller in the `delete-shop-product` row, so the Admin's row has its own.
    spare_product_a: String,
    event_a: String,
    order_a: String,
    address_a: String,
    coupon_a: String,
    coupon_code_a: String,
    platform_coupon: String,
    withdrawal_a: String,
    image_a: String,
    /// An approved return of another of A's orders, with its credit note.
    refund_a: String,
    /// Shopper A's conversation with shop A, and the name of a picture in it.
    conversation_a: String,
    conversation_image_a: String,
    import_a: String,
}

async fn world(app: &TestApp) -> World {
    let product = crate::orders::shop_with_product(app, "asha-shop@example.com", "3000", "50").await;
    let spare = app.create_product(&[("name", Some("Spare kurta"))]).await;
    let soon = Utc::now() + Duration::days(1);
    let event = crate::catalog::create_event(app, "Diwali deal", soon, soon + Duration::days(2)).await;
    let (seller_b, _) = another_shop(app, "bala-shop@example.com").await;
    let (shopper_a, user_a) = shopper(app, "Asha", "asha@example.com").await;
    let (shopper_b, _) = shopper(app, "Bala", "bala@example.com").await;
    let admin = admin_browser(app).await;

    // A delivered order past its refund window gives seller A a balance to withdraw from; order
    // A, delivered after it, can still be refunded.
    deliver(app, &shopper_a, &product).await;
    assert_eq!(crate::orders::settle(app).await, 1);
    let order_a = deliver(app, &shopper_a, &product).await;
    let returned = deliver(app, &shopper_a, &product).await;
    let (status, asked) = put(
        &shopper_a,
        app,
        &format!("/api/v2/order-refund/{returned}"),
        crate::returns::asking(json!([{"line": 0, "qty": 1}]), json!({})),
    )
    .await;
    assert_eq!(status, 200, "{asked}");
    let refund_a = asked["order"]["returns"][0]["_id"].as_str().unwrap().to_owned();
    crate::returns::approve(app, &returned).await;
    let (status, added) = put(
        &shopper_a,
        app,
        "/api/v2/update-user-address",
        json!({"addressType": "Home", "country": "India", "state": "Karnataka", "city": "Bengaluru",
               "pincode": "560001", "address1": "12 MG Road", "address2": ""}),
    )
    .await;
    assert_eq!(status, 200, "{added}");
    let coupon: Value = app
        .post_json(
            "/api/v2/create-coupon-code",
            &json!({"name": "ASHA10", "value": 10}),
        )
        .await
        .json()
        .await
        .unwrap();
    let platform: Value = admin
        .post(app.url("/api/v2/admin-create-coupon"))
        .json(
            &json!({"name": "HAAT5", "value": 5, "minAmount": null, "maxAmount": null,
                      "selectedProduct": null, "expiresAt": null}),
        )
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let (status, body) = put(
        &app.client,
        app,
        "/api/v2/add-seller-withdraw-methods",
        json!({"type": "bank", "holderName": "Asha Kumari", "accountNumber": ACCOUNT_NUMBER,
               "ifsc": "HDFC0001234", "bankName": "HDFC Bank"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let withdrawal: Value = app
        .post_json("/api/v2/create-withdraw-request", &json!({"amount": 1000}))
        .await
        .json()
        .await
        .unwrap();

    let asked: Value = shopper_a
        .post(app.url("/api/v2/conversations"))
        .json(&json!({"shopId": product["shopId"], "productId": product["_id"], "message": "Is it silk?"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let conversation_a = asked["conversation"]["_id"].as_str().unwrap().to_owned();
    let answered: Value = app
        .client
        .post(app.url(&format!("/api/v2/conversations/{conversation_a}/messages")))
        .multipart(reqwest::multipart::Form::new().part(
            "images",
            reqwest::multipart::Part::bytes(crate::catalog::png(20, 20)).file_name("label.png"),
        ))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let conversation_image_a = answered["message"]["images"][0]
        .as_str()
        .and_then(|path| path.rsplit('/').next())
        .unwrap_or_else(|| panic!("no picture in {answered}"))
        .to_owned();

    // Seller A's finished bulk upload.
    let imported =
        crate::bulk_catalogue::import(app, &app.client, "sku,stock\nKRT-404,1\n".to_owned(), None).await;

    let text = |value: &Value| {
        value
            .as_str()
            .unwrap_or_else(|| panic!("no id in {value}"))
            .to_owned()
    };
    World {
        browsers: [
            app.new_browser(),
            shopper_a,
            shopper_b,
            app.client.clone(),
            seller_b,
            admin,
        ],
        user_a,
        shop_a: text(&product["shopId"]),
        product_a: text(&product["_id"]),
        spare_product_a: text(&spare["_id"]),
        event_a: text(&event["_id"]),
        order_a,
        address_a: text(&added["user"]["addresses"][0]["_id"]),
        coupon_a: text(&coupon["coupon"]["_id"]),
        coupon_code_a: text(&coupon["coupon"]["name"]),
        platform_coupon: text(&platform["coupon"]["_id"]),
        withdrawal_a: text(&withdrawal["withdraw"]["_id"]),
        image_a: text(&product["images"][0]),
        refund_a,
        conversation_a,
        conversation_image_a,
        import_a: text(&imported["jobId"]),
    }
}

impl World {
    /// The endpoint's path with A's objects in its parameters.
    fn path(&self, route: &str) -> String {
        let (_, path) = route.split_once(' ').unwrap_or_else(|| unreachable!());
        let id = match path {
            "/api/v2/delete-user-address/{id}" => &self.address_a,
            "/api/v2/delete-coupon/{id}" => &self.coupon_a,
            "/api/v2/admin-delete-coupon/{id}" => &self.platform_coupon,
            "/api/v2/delete-shop-event/{id}" | "/api/v2/delete-event/{id}" => &self.event_a,
            "/api/v2/delete-product-admin/{id}" => &self.spare_product_a,
            "/api/v2/update-withdraw-request/{id}" => &self.withdrawal_a,
            "/api/v2/admin-update-user-status/{id}" => &self.user_a,
            "/api/v2/reinstate-seller-by-admin/{id}"
            | "/api/v2/delete-seller-by-admin/{id}"
            | "/api/v2/get-shop-info/{id}" => &self.shop_a,
            path if path.contains("conversation") => &self.conversation_a,
            path if path.contains("order") => &self.order_a,
            _ => &self.product_a,
        };
        let media = self.image_a.trim_start_matches("/media/");
        path.replace("{id}", id)
            .replace("{orderId}", &self.order_a)
            .replace("{refundId}", &self.refund_a)
            .replace("{shopId}", &self.shop_a)
            .replace("{productId}", &self.product_a)
            .replace("{sellerId}", &self.shop_a)
            .replace("{userId}", &self.user_a)
            .replace("{code}", &self.coupon_code_a)
            .replace("{key:.*}", media)
            .replace("{name}", &self.conversation_image_a)
            .replace("{jobId}", &self.import_a)
    }
}

async fn call(app: &TestApp, browser: &reqwest::Client, method: &str, path: &str) -> (u16, String) {
    let url = app.url(path);
    let request = match method {
        "GET" => browser.get(url),
        "DELETE" => browser.delete(url),
        "POST" => browser.post(url).json(&json!({})),
        "PUT" => browser.put(url).json(&json!({})),
        other => panic!("no call for {other}"),
    };
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    // A live stream does not end: its first event is what it says.
    let streaming = response
        .headers()
        .get(reqwest::header::CONTENT_TYPE)
        .is_some_and(|t| t.as_bytes().starts_with(b"text/event-stream"));
    if streaming {
        let mut response = response;
        let first = tokio::time::timeout(std::time::Duration::from_secs(5), response.chunk())
            .await
            .ok()
            .and_then(Result::ok)
            .flatten()
            .unwrap_or_default();
        return (status, String::from_utf8_lossy(&first).into_owned());
    }
    (status, response.text().await.unwrap_or_default())
}

/// Seller A's bank account, in full: only the Admin, who makes the transfer, may ever see it.
const ACCOUNT_NUMBER: &str = "501009876543210";

/// What no answer may ever hold, whoever asks: a password hash, a stored secret's column name,
/// or the text of an internal error.
const NEVER: &[&str] = &[
    "$argon2",
    "password_hash",
    "passwordHash",
    "token_hash",
    "DbErr",
    "sqlx",
    "SQLITE",
    "panicked",
    "stack backtrace",
];

#[tokio::test]
async fn every_endpoint_answers_each_caller_as_the_matrix_says() {
    let app = spawn_app().await;
    let world = world(&app).await;

    let routes: Vec<String> = api::app::route_table::table()
        .into_iter()
        .map(|e| format!("{} {}", e.method, e.path))
        .collect();
    let expected: BTreeMap<&str, [u16; 6]> = MATRIX.iter().copied().collect();
    let missing: Vec<&String> = routes
        .iter()
        .filter(|r| !expected.contains_key(r.as_str()))
        .collect();
    let stale: Vec<&&str> = expected
        .keys()
        .filter(|r| !routes.iter().any(|x| x == *r))
        .collect();

    // Everything but LAST in table order, then LAST in its own order.
    let mut order: Vec<&str> = routes
        .iter()
        .map(String::as_str)
        .filter(|r| !LAST.contains(r))
        .collect();
    order.extend(LAST.iter().filter(|r| routes.iter().any(|x| x == *r)));

    let mut wrong = Vec::new();
    let mut leaks = Vec::new();
    let mut payout_shown_to_admin = false;
    let mut observed = Vec::new();
    for route in order {
        let (method, _) = route.split_once(' ').unwrap_or_else(|| unreachable!());
        let path = world.path(route);
        let mut got = [0_u16; 6];
        for (i, browser) in world.browsers.iter().enumerate() {
            let (status, body) = call(&app, browser, method, &path).await;
            got[i] = status;
            for secret in NEVER {
                if body.contains(secret) {
                    leaks.push(format!("{route} as {}: holds {secret}", ROLES[i]));
                }
            }
            let admins_payout_list = ROLES[i] == "Admin" && route.ends_with("/get-all-withdraw-request");
            payout_shown_to_admin |= admins_payout_list && body.contains(ACCOUNT_NUMBER);
            if body.contains(ACCOUNT_NUMBER) && !admins_payout_list {
                leaks.push(format!(
                    "{route} as {}: shows seller A's full account number",
                    ROLES[i]
                ));
            }
        }
        observed.push(format!("    (\"{route}\", {got:?}),"));
        if let Some(want) = expected.get(route)
            && *want != got
        {
            for (i, role) in ROLES.iter().enumerate() {
                if want[i] != got[i] {
                    wrong.push(format!("{route} as {role}: expected {}, got {}", want[i], got[i]));
                }
            }
        }
    }
    assert!(leaks.is_empty(), "answers that leak: {leaks:#?}");
    assert!(
        payout_shown_to_admin,
        "the Admin's payout list should show the account in full"
    );
    assert!(
        missing.is_empty() && stale.is_empty() && wrong.is_empty(),
        "endpoints without a row: {missing:#?}\nrows without an endpoint: {stale:#?}\n\
         wrong answers: {wrong:#?}\nwhat every endpoint answered:\n{}",
        observed.join("\n")
    );
}
