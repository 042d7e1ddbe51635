//! Seller approval (docs/identity.md "A shop's review"): a new shop is a draft, private until the
//! Admin approves it; the seller completes a checklist and submits; the Admin approves or
//! rejects with a reason; the seller is told each time, and each decision is audited.

use serde_json::{Value, json};

use crate::helpers::{TestApp, admin_browser, assert_error, spawn_app};
use crate::orders::{checkout, cod, get, line, put, shopper};

const SELLER: &str = "meera@example.com";

/// What `update-shop` needs, with a description and the PAN inside the test shop's GSTIN.
fn profile() -> Value {
    json!({
        "name": "Meera Iyer", "shopName": "Meera's Looms", "phone": "9876543210",
        "address": "14 Temple Street, Kanchipuram", "zipCode": "631501",
        "gstin": "33AAPFU0939F1Z2", "pan": "AAPFU0939F",
        "description": "Kanchipuram silk, woven by three families since 1962.",
    })
}

async fn submit(app: &TestApp, body: &Value) -> reqwest::Response {
    app.post_json("/api/v2/shop-submit-review", body).await
}

async fn checklist(app: &TestApp) -> Vec<(String, bool)> {
    let answer = app.json("/api/v2/shop-review-checklist").await;
    answer["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["key"].as_str().unwrap().to_owned(),
                i["done"].as_bool().unwrap(),
            )
        })
        .collect()
}

async fn audit_actions(admin: &reqwest::Client, app: &TestApp) -> Vec<String> {
    let (_, audit) = get(admin, app, "/api/v2/admin-audit-log").await;
    audit["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_new_shop_is_private_until_the_admin_approves_it_after_its_checklist() {
    let app = spawn_app().await;
    let seller = app.register_draft_shop(SELLER).await;
    let shop = seller["_id"].as_str().unwrap().to_owned();
    assert_eq!(seller["reviewStatus"], "draft");
    assert_eq!(seller["reviewReason"], Value::Null);

    // The seller works as usual, but shoppers see nothing of the shop.
    let product = app
        .create_product(&[("sellingPrice", Some("1299")), ("originalPrice", Some("1500"))])
        .await;
    let product_id = product["_id"].as_str().unwrap().to_owned();
    assert_eq!(app.json("/api/v2/products").await["productsCount"], 0);
    let search = app.json("/api/v2/products-search?searchKeyword=kurta").await;
    assert_eq!(search["product"].as_array().unwrap().len(), 0, "{search}");
    for path in [
        format!("/api/v2/get-product-details/{product_id}"),
        format!("/api/v2/get-shop-info/{shop}"),
    ] {
        assert_eq!(app.get(&path).await.status().as_u16(), 404, "{path}");
    }
    // Its own seller still sees the shop's products in the dashboard; a visitor sees none.
    let own = app.json(&format!("/api/v2/get-all-product-shop/{shop}")).await;
    assert_eq!(own["productsCount"], 1, "{own}");
    let (code, public) = get(
        &app.new_browser(),
        &app,
        &format!("/api/v2/get-all-product-shop/{shop}"),
    )
    .await;
    assert_eq!((code, public["productsCount"].as_u64()), (200, Some(0)));
    let (buyer, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (code, body) = checkout(&app, &buyer, "before-approval", &cod(vec![line(&product, 1)])).await;
    assert_eq!(code, 409, "nothing of a draft shop is for sale: {body}");

    // The checklist: the GSTIN came with registration and there is a product; the rest is left.
    assert_eq!(
        checklist(&app).await,
        [
            ("description".to_owned(), false),
            ("gstin".to_owned(), true),
            ("pan".to_owned(), false),
            ("withdrawMethod".to_owned(), false),
            ("products".to_owned(), true),
        ]
    );
    let refused = assert_error(submit(&app, &json!({})).await, 409, "review_incomplete").await;
    let fields = refused["error"]["fields"].as_object().unwrap();
    assert_eq!(
        fields.keys().collect::<Vec<_>>(),
        ["description", "pan", "withdrawMethod"],
        "{refused}"
    );
    assert_eq!(
        app.json("/api/v2/getseller").await["seller"]["reviewStatus"],
        "draft"
    );

    let response = app.put_json("/api/v2/update-shop", &profile()).await;
    assert_eq!(response.status(), 200, "{}", response.text().await.unwrap());
    let response = app
        .put_json(
            "/api/v2/add-seller-withdraw-methods",
            &json!({"type": "upi", "upiId": "meera@okaxis"}),
        )
        .await;
    assert_eq!(response.status(), 200);
    assert!(checklist(&app).await.iter().all(|(_, done)| *done));

    let submitted = submit(&app, &json!({})).await;
    assert_eq!(submitted.status(), 200);
    let submitted: Value = submitted.json().await.unwrap();
    assert_eq!(submitted["seller"]["reviewStatus"], "submitted");
    assert_error(submit(&app, &json!({})).await, 409, "review_pending").await;
    assert_eq!(
        app.json("/api/v2/products").await["productsCount"],
        0,
        "still private while it waits"
    );

    // The Admin's queue shows what the checklist looked at.
    let admin = admin_browser(&app).await;
    let (code, queue) = get(&admin, &app, "/api/v2/admin-sellers-review?page=1&limit=10").await;
    assert_eq!(code, 200, "{queue}");
    assert_eq!(queue["total"], 1);
    let item = &queue["items"][0];
    assert_eq!(item["_id"], shop.as_str());
    assert_eq!(item["productCount"], 1);
    assert_eq!(item["pan"], "AAPFU0939F");
    assert_eq!(item["withdrawMethod"]["upiId"], "meera@okaxis");
    assert!(item["submittedAt"].is_string());
    // Searched by shop name, owner name or email, ignoring case.
    for (q, found) in [("MEERA", 1), ("ravi", 0)] {
        let (_, searched) = get(&admin, &app, &format!("/api/v2/admin-sellers-review?q={q}")).await;
        assert_eq!(searched["total"], found, "{q}: {searched}");
    }

    // A rejection needs a reason, and a decision must be one of the two.
    let review = format!("/api/v2/admin-seller-review/{shop}");
    let (code, body) = put(
        &admin,
        &app,
        &review,
        json!({"decision": "reject", "reason": " "}),
    )
    .await;
    assert_eq!(code, 400, "{body}");
    assert!(body["error"]["fields"]["reason"].is_string(), "{body}");
    let (code, body) = put(&admin, &app, &review, json!({"decision": "maybe"})).await;
    assert_eq!(code, 400);
    assert!(body["error"]["fields"]["decision"].is_string(), "{body}");

    let reason = "The shop's photo of its PAN card is unreadable; please upload a clearer copy.";
    let (code, body) = put(
        &admin,
        &app,
        &review,
        json!({"decision": "reject", "reason": reason}),
    )
    .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["seller"]["reviewStatus"], "rejected");
    let seller = app.json("/api/v2/getseller").await["seller"].clone();
    assert_eq!(seller["reviewStatus"], "rejected");
    assert_eq!(seller["reviewReason"], reason);
    let email = app.email_with(SELLER, "needs changes").await;
    assert!(email.contains("PAN card is unreadable"), "{email}");
    let (_, told) = get(&app.client, &app, "/api/v2/notifications?as=seller").await;
    assert_eq!(told["items"][0]["kind"], "shop-rejected", "{told}");
    assert_eq!(app.json("/api/v2/products").await["productsCount"], 0);
    let (code, body) = put(&admin, &app, &review, json!({"decision": "approve"})).await;
    assert_eq!(
        (code, body["error"]["code"].as_str()),
        (409, Some("review_not_submitted")),
        "a rejected shop is decided again only once resubmitted"
    );

    // Fixed, resubmitted, approved: the shop goes live at once.
    let again = submit(&app, &json!({})).await;
    assert_eq!(again.status(), 200);
    let (_, queue) = get(&admin, &app, "/api/v2/admin-sellers-review").await;
    assert_eq!(queue["items"][0]["previousReason"], reason);
    let (code, body) = put(&admin, &app, &review, json!({"decision": "approve"})).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["seller"]["reviewStatus"], "approved");
    assert_eq!(body["seller"]["reviewReason"], Value::Null);
    assert_eq!(app.json("/api/v2/products").await["productsCount"], 1);
    assert_eq!(
        app.get(&format!("/api/v2/get-shop-info/{shop}"))
            .await
            .status()
            .as_u16(),
        200
    );
    let (code, body) = checkout(&app, &buyer, "after-approval", &cod(vec![line(&product, 1)])).await;
    assert_eq!(code, 201, "{body}");
    let email = app.email_with(SELLER, "is approved and live").await;
    assert!(email.contains("/shop-dashboard"), "{email}");
    assert_error(submit(&app, &json!({})).await, 409, "review_approved").await;
    let (_, queue) = get(&admin, &app, "/api/v2/admin-sellers-review").await;
    assert_eq!(queue["total"], 0);

    assert_eq!(
        audit_actions(&admin, &app).await,
        ["shop.review.approve", "shop.review.reject"]
    );
}

#[tokio::test]
async fn a_shop_without_a_gstin_declares_it_is_unregistered_as_it_submits() {
    let app = spawn_app().await;
    let mut body = crate::helpers::shop_body("ravi@example.com");
    body.as_object_mut().unwrap().remove("gstin");
    assert_eq!(app.post_json("/api/v2/shop-create", &body).await.status(), 201);
    let token = app
        .token_from_mailbox("ravi@example.com", "/shop-activation/")
        .await;
    app.post_json("/api/v2/shop-activation", &json!({ "token": token }))
        .await;
    let mut profile = profile();
    profile.as_object_mut().unwrap().remove("gstin");
    assert_eq!(app.put_json("/api/v2/update-shop", &profile).await.status(), 200);
    app.put_json(
        "/api/v2/add-seller-withdraw-methods",
        &json!({"type": "upi", "upiId": "ravi@okaxis"}),
    )
    .await;
    app.create_product(&[("gstRate", Some("0"))]).await;

    let refused = assert_error(submit(&app, &json!({})).await, 409, "review_incomplete").await;
    assert_eq!(
        refused["error"]["fields"]
            .as_object()
            .unwrap()
            .keys()
            .collect::<Vec<_>>(),
        ["gstin"]
    );
    let submitted = submit(&app, &json!({"gstUnregistered": true})).await;
    assert_eq!(submitted.status(), 200);
    let seller: Value = submitted.json().await.unwrap();
    assert_eq!(seller["seller"]["gstUnregistered"], true);
    assert_eq!(seller["seller"]["reviewStatus"], "submitted");
}

#[tokio::test]
async fn only_the_admin_sees_the_queue_and_decides_and_a_seller_only_submits_its_own_shop() {
    let app = spawn_app().await;
    let seller = app.register_draft_shop(SELLER).await;
    let shop = seller["_id"].as_str().unwrap().to_owned();
    let review = format!("/api/v2/admin-seller-review/{shop}");

    // The seller (this browser) may not use the Admin's calls.
    let (code, _) = get(&app.client, &app, "/api/v2/admin-sellers-review").await;
    assert_eq!(code, 401, "a seller session is not a user session");
    let (code, _) = put(&app.client, &app, &review, json!({"decision": "approve"})).await;
    assert_eq!(code, 401);
    // A shopper is refused; a visitor is asked to sign in.
    let (buyer, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (code, _) = get(&buyer, &app, "/api/v2/admin-sellers-review").await;
    assert_eq!(code, 403);
    let (code, _) = put(&buyer, &app, &review, json!({"decision": "approve"})).await;
    assert_eq!(code, 403);
    let visitor = app.new_browser();
    let (code, _) = get(&visitor, &app, "/api/v2/shop-review-checklist").await;
    assert_eq!(code, 401);
    let response = visitor
        .post(app.url("/api/v2/shop-submit-review"))
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 401);

    // The Admin: a draft is not decided, an unknown shop is not found, a bad page is named.
    let admin = admin_browser(&app).await;
    let (code, body) = put(&admin, &app, &review, json!({"decision": "approve"})).await;
    assert_eq!(
        (code, body["error"]["code"].as_str()),
        (409, Some("review_not_submitted"))
    );
    let (code, _) = put(
        &admin,
        &app,
        format!("/api/v2/admin-seller-review/{}", uuid::Uuid::new_v4()),
        json!({"decision": "approve"}),
    )
    .await;
    assert_eq!(code, 404);
    let (code, _) = put(
        &admin,
        &app,
        "/api/v2/admin-seller-review/not-an-id",
        json!({"decision": "approve"}),
    )
    .await;
    assert_eq!(code, 404);
    let (code, body) = get(&admin, &app, "/api/v2/admin-sellers-review?limit=1000").await;
    assert_eq!(code, 400);
    assert!(body["error"]["fields"]["limit"].is_string(), "{body}");
    assert!(
        audit_actions(&admin, &app).await.is_empty(),
        "nothing was decided"
    );
}

#[tokio::test]
async fn the_demo_has_one_shop_waiting_whose_products_are_private() {
    let app = crate::helpers::spawn_app_with(|settings| settings.demo = true).await;
    let admin = admin_browser(&app).await;
    let (code, queue) = get(&admin, &app, "/api/v2/admin-sellers-review").await;
    assert_eq!(code, 200, "{queue}");
    assert_eq!(queue["total"], 1);
    let waiting = &queue["items"][0];
    assert_eq!(waiting["shopName"], "Kutch Mirror Work");
    assert_eq!(waiting["productCount"], 2);
    assert!(
        waiting["withdrawMethod"].is_object(),
        "its checklist is complete: {waiting}"
    );
    let search = app.json("/api/v2/products-search?searchKeyword=mirror").await;
    assert!(
        !search.to_string().contains("Kutch Mirror Work"),
        "nothing of it is public: {search}"
    );
    // Every other demo shop trades.
    let (_, all) = get(&admin, &app, "/api/v2/admin-get-all-seller?limit=100").await;
    let approved = all["sellers"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["reviewStatus"] == "approved")
        .count();
    assert_eq!(approved as u64, all["total"].as_u64().unwrap() - 1);
}
