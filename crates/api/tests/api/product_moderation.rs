//! Product moderation (docs/catalog.md "Moderation"): under `catalog.moderation` new products wait
//! for the Admin before they are public; shoppers report live products; the Admin approves or
//! rejects from one queue, the seller sees why and sends the product again by editing it, and
//! each decision is audited.

use serde_json::{Value, json};

use crate::catalog::product_form;
use crate::helpers::{TestApp, admin_browser, assert_error, spawn_app, spawn_app_with};
use crate::orders::{checkout, cod, first_column, get, line, put, shopper};

const SELLER: &str = "meera@example.com";

async fn queue(admin: &reqwest::Client, app: &TestApp) -> Value {
    let (code, queue) = get(admin, app, "/api/v2/admin-products-review").await;
    assert_eq!(code, 200, "{queue}");
    assert_eq!(
        queue["total"].as_u64().unwrap(),
        queue["items"].as_array().unwrap().len() as u64,
        "one page holds this test's queue: {queue}"
    );
    queue
}

async fn decide(admin: &reqwest::Client, app: &TestApp, product: &str, body: Value) -> (u16, Value) {
    put(
        admin,
        app,
        format!("/api/v2/admin-product-review/{product}"),
        body,
    )
    .await
}

/// The seller's own view of a product in its shop's list.
async fn own_view(app: &TestApp, shop: &str, product: &str) -> Value {
    let own = app.json(&format!("/api/v2/get-all-product-shop/{shop}")).await;
    own["products"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["_id"] == product)
        .cloned()
        .unwrap_or_else(|| panic!("{product} not in the seller's list: {own}"))
}

async fn report(browser: &reqwest::Client, app: &TestApp, body: &Value) -> reqwest::Response {
    browser
        .post(app.url("/api/v2/product-report"))
        .json(body)
        .send()
        .await
        .unwrap()
}

async fn public_status(app: &TestApp, product: &str) -> u16 {
    app.status_in(
        &app.new_browser(),
        &format!("/api/v2/get-product-details/{product}"),
    )
    .await
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

async fn shop_notices(app: &TestApp) -> Vec<String> {
    first_column::<String>(
        app,
        "SELECT kind FROM notifications WHERE recipient_kind = 'shop' AND kind LIKE 'product-%' \
         ORDER BY created_at",
    )
    .await
}

#[tokio::test]
async fn a_held_product_stays_private_until_approved_and_a_rejected_one_goes_back_by_editing() {
    let app = spawn_app_with(|settings| settings.catalog.moderation = Some("new_sellers".into())).await;
    let seller = app.register_active_shop(SELLER).await;
    let shop = seller["_id"].as_str().unwrap().to_owned();
    let created = app.create_product(&[]).await;
    let id = created["_id"].as_str().unwrap().to_owned();
    assert_eq!(created["moderation"]["status"], "pending", "{created}");
    assert_eq!(created["moderation"]["reason"], Value::Null);

    // Nothing of it is public, and it cannot be bought.
    assert_eq!(app.json("/api/v2/products").await["productsCount"], 0);
    assert_eq!(public_status(&app, &id).await, 404);
    let (buyer, _) = shopper(&app, "Priya Nair", "priya@example.com").await;
    let (code, body) = checkout(&app, &buyer, "held", &cod(vec![line(&created, 1)])).await;
    assert_eq!(code, 409, "a held product is not for sale: {body}");
    // ...nor reported: it is out of sight already.
    let refused = report(&buyer, &app, &json!({"productId": id, "reason": "counterfeit"})).await;
    assert_error(refused, 404, "not_found").await;

    // The Admin's queue has it, as a new product.
    let admin = admin_browser(&app).await;
    let waiting = queue(&admin, &app).await;
    let item = &waiting["items"][0];
    assert_eq!(waiting["total"], 1);
    assert_eq!(
        (
            &item["productId"],
            &item["shopName"],
            &item["moderation"]["status"]
        ),
        (&json!(id), &json!("Meera's Looms"), &json!("pending"))
    );
    assert_eq!(item["sellingPrice"], json!(999.0));
    // Searched by the product's or the shop's name, ignoring case.
    for (q, found) in [("meera", 1), ("KURTA", 1), ("saree", 0)] {
        let (_, searched) = get(&admin, &app, &format!("/api/v2/admin-products-review?q={q}")).await;
        assert_eq!(searched["total"], found, "{q}: {searched}");
    }
    assert!(
        item["thumbnail"].as_str().unwrap().starts_with("/media/"),
        "{item}"
    );
    assert_eq!(item["reports"], json!([]));

    // A rejection needs a reason, and names the wrong fields.
    let (code, body) = decide(&admin, &app, &id, json!({"decision": "reject"})).await;
    assert_eq!(code, 400, "{body}");
    assert!(body["error"]["fields"]["reason"].is_string(), "{body}");
    let (code, body) = decide(&admin, &app, &id, json!({"decision": "ban", "reason": "x"})).await;
    assert_eq!(code, 400, "{body}");
    assert!(body["error"]["fields"]["decision"].is_string(), "{body}");
    let reason = "The photos show a different print from the description.";
    let (code, body) = decide(&admin, &app, &id, json!({"decision": "reject", "reason": reason})).await;
    assert_eq!((code, &body["status"]), (200, &json!("rejected")), "{body}");

    // The seller sees why, and is told; it left the queue; deciding again finds nothing to do.
    let own = own_view(&app, &shop, &id).await;
    assert_eq!(
        (&own["moderation"]["status"], &own["moderation"]["reason"]),
        (&json!("rejected"), &json!(reason))
    );
    assert_eq!(shop_notices(&app).await, ["product-rejected"]);
    assert_eq!(queue(&admin, &app).await["total"], 0);
    let (code, body) = decide(&admin, &app, &id, json!({"decision": "approve"})).await;
    assert_eq!(code, 409, "{body}");
    assert_eq!(body["error"]["code"], "nothing_to_review");
    assert_eq!(public_status(&app, &id).await, 404);

    // Editing sends it back to the queue, the last reason beside it for the Admin.
    let edited = app
        .put_form(
            &format!("/api/v2/edit-shop-product/{id}"),
            product_form(&[("keepImages", created["images"][0].as_str())]),
        )
        .await;
    assert_eq!(edited.status().as_u16(), 200);
    let edited: Value = edited.json().await.unwrap();
    assert_eq!(edited["product"]["moderation"]["status"], "pending", "{edited}");
    let waiting = queue(&admin, &app).await;
    assert_eq!(waiting["items"][0]["moderation"]["reason"], reason);

    // Approved, it is public and for sale; its seller's list shows no hold any more.
    let (code, body) = decide(&admin, &app, &id, json!({"decision": "approve"})).await;
    assert_eq!((code, &body["status"]), (200, &json!("live")), "{body}");
    assert_eq!(public_status(&app, &id).await, 200);
    assert_eq!(app.json("/api/v2/products").await["productsCount"], 1);
    assert!(own_view(&app, &shop, &id).await.get("moderation").is_none());
    let (code, body) = checkout(&app, &buyer, "approved", &cod(vec![line(&created, 1)])).await;
    assert_eq!(code, 201, "{body}");
    assert_eq!(shop_notices(&app).await, ["product-rejected", "product-approved"]);
    let actions = audit_actions(&admin, &app).await;
    for action in ["product.review.reject", "product.review.approve"] {
        assert!(actions.iter().any(|a| a == action), "{action} in {actions:?}");
    }
}

#[tokio::test]
async fn with_moderation_off_products_are_public_at_once_and_never_held() {
    let app = spawn_app().await;
    let seller = app.register_active_shop(SELLER).await;
    let created = app.create_product(&[]).await;
    assert!(created.get("moderation").is_none(), "{created}");
    let id = created["_id"].as_str().unwrap();
    assert_eq!(public_status(&app, id).await, 200);
    let own = own_view(&app, seller["_id"].as_str().unwrap(), id).await;
    assert!(own.get("moderation").is_none(), "{own}");
    assert_eq!(
        first_column::<i64>(&app, "SELECT COUNT(*) FROM product_holds").await,
        [0]
    );
}

#[tokio::test]
async fn shoppers_report_a_live_product_once_each_and_the_admin_keeps_it_or_takes_it_down() {
    let app = spawn_app().await;
    let seller = app.register_active_shop(SELLER).await;
    let shop = seller["_id"].as_str().unwrap().to_owned();
    let product = app.create_product(&[]).await;
    let id = product["_id"].as_str().unwrap().to_owned();
    let (priya, _) = shopper(&app, "Priya Nair", "priya@example.com").await;
    let (anil, _) = shopper(&app, "Anil Rao", "anil@example.com").await;

    // Signed out, or with wrong fields, nothing is stored.
    let anonymous = report(
        &app.new_browser(),
        &app,
        &json!({"productId": id, "reason": "offensive"}),
    )
    .await;
    assert_eq!(anonymous.status().as_u16(), 401);
    let wrong = report(
        &priya,
        &app,
        &json!({"productId": "nope", "reason": "spam", "details": "x".repeat(1001)}),
    )
    .await;
    let body = assert_error(wrong, 400, "validation_failed").await;
    for field in ["productId", "reason", "details"] {
        assert!(body["error"]["fields"][field].is_string(), "{field}: {body}");
    }
    let unknown = report(
        &priya,
        &app,
        &json!({"productId": uuid::Uuid::new_v4(), "reason": "offensive"}),
    )
    .await;
    assert_error(unknown, 404, "not_found").await;
    assert_eq!(
        first_column::<i64>(&app, "SELECT COUNT(*) FROM product_reports").await,
        [0]
    );

    // One open report per shopper and product.
    let first = json!({"productId": id, "reason": "counterfeit", "details": "  The logo is misspelt.  "});
    assert_eq!(report(&priya, &app, &first).await.status().as_u16(), 201);
    assert_error(report(&priya, &app, &first).await, 409, "already_reported").await;
    let second = json!({"productId": id, "reason": "offensive"});
    assert_eq!(report(&anil, &app, &second).await.status().as_u16(), 201);

    // The Admin sees a live product with its reports, by reason, with what was said.
    let admin = admin_browser(&app).await;
    let waiting = queue(&admin, &app).await;
    let item = &waiting["items"][0];
    assert_eq!(item["moderation"], Value::Null, "{item}");
    assert_eq!(
        item["reports"],
        json!([{"reason": "counterfeit", "count": 1}, {"reason": "offensive", "count": 1}])
    );
    assert_eq!(item["reportDetails"], json!(["The logo is misspelt."]));

    // Kept: the reports close, the product stays, the seller is not bothered.
    let (code, body) = decide(&admin, &app, &id, json!({"decision": "approve"})).await;
    assert_eq!((code, &body["status"]), (200, &json!("live")), "{body}");
    assert_eq!(queue(&admin, &app).await["total"], 0);
    assert_eq!(public_status(&app, &id).await, 200);
    assert!(shop_notices(&app).await.is_empty());

    // Reported again (the first report is closed), and taken down this time.
    assert_eq!(report(&priya, &app, &first).await.status().as_u16(), 201);
    let reason = "Sold as a branded watch, which it is not.";
    let (code, body) = decide(&admin, &app, &id, json!({"decision": "reject", "reason": reason})).await;
    assert_eq!((code, &body["status"]), (200, &json!("rejected")), "{body}");
    assert_eq!(public_status(&app, &id).await, 404);
    assert_eq!(app.json("/api/v2/products").await["productsCount"], 0);
    let (code, body) = checkout(&app, &anil, "taken-down", &cod(vec![line(&product, 1)])).await;
    assert_eq!(code, 409, "{body}");
    let own = own_view(&app, &shop, &id).await;
    assert_eq!(
        (&own["moderation"]["status"], &own["moderation"]["reason"]),
        (&json!("rejected"), &json!(reason))
    );
    assert_eq!(shop_notices(&app).await, ["product-rejected"]);
    assert_eq!(
        first_column::<i64>(
            &app,
            "SELECT COUNT(*) FROM product_reports WHERE resolved_at IS NULL"
        )
        .await,
        [0]
    );
}

#[test]
fn a_wrong_moderation_setting_is_refused_by_name_rather_than_read_as_off() {
    let wrong = api::settings::CatalogSettings {
        moderation: Some("sometimes".into()),
    };
    let error = wrong.moderation().unwrap_err();
    assert!(error.contains("`sometimes`"), "{error}");
    let unset = api::settings::CatalogSettings::default();
    assert_eq!(unset.moderation(), Ok(catalog::moderation::ModerationMode::Off));
    let all = api::settings::CatalogSettings {
        moderation: Some("all".into()),
    };
    assert_eq!(all.moderation(), Ok(catalog::moderation::ModerationMode::All));
}

#[tokio::test]
async fn a_seller_opens_any_of_their_products_by_id_held_or_not_and_no_one_elses() {
    let app = spawn_app_with(|settings| settings.catalog.moderation = Some("new_sellers".into())).await;
    app.register_active_shop(SELLER).await;
    let created = app.create_product(&[("sku", Some("KRT-7"))]).await;
    let id = created["_id"].as_str().unwrap().to_owned();
    let path = format!("/api/v2/get-shop-product/{id}");
    // Held, so not on the storefront; its seller still opens it, as the edit page does.
    assert_eq!(public_status(&app, &id).await, 404);
    let own = app.json(&path).await;
    assert_eq!(own["success"], true, "{own}");
    assert_eq!(own["product"]["_id"], id.as_str());
    assert_eq!(own["product"]["sku"], "KRT-7");
    assert_eq!(own["product"]["moderation"]["status"], "pending", "{own}");

    let (other, _) = crate::orders::another_shop(&app, "ravi@example.com").await;
    let response = other.get(app.url(&path)).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 404, "another shop's product");
    let response = app
        .client
        .get(app.url("/api/v2/get-shop-product/not-an-id"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 404);

    let deleted = app
        .client
        .delete(app.url(&format!("/api/v2/delete-shop-product/{id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(deleted.status().as_u16(), 200);
    let response = app.client.get(app.url(&path)).send().await.unwrap();
    assert_eq!(response.status().as_u16(), 404, "a deleted product");
}
