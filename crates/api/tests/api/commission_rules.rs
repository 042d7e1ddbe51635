//! The Admin's commission rules (docs/orders.md "Commission"): the most specific rule is fixed
//! on each order line when it is placed, so changing the rules never rewrites an order placed
//! before; the preview answers with the ledger's arithmetic; a wrong set is refused field by
//! field, and nothing of it is saved.

use serde_json::{Value, json};

use crate::helpers::{TestApp, admin_browser, spawn_app};
use crate::orders::{
    another_shop, checkout, cod, exec, get, line, numbers, put, shop_with_product, shopper, uuid_literal,
};

const SELLER: &str = "seller@example.com";

async fn post(browser: &reqwest::Client, app: &TestApp, path: &str, body: &Value) -> (u16, Value) {
    let response = browser.post(app.url(path)).json(body).send().await.unwrap();
    (response.status().as_u16(), response.json().await.unwrap())
}

/// Places one unit of `product` for `buyer`; answers the order's id.
async fn order_one(app: &TestApp, buyer: &reqwest::Client, product: &Value) -> String {
    let (status, body) = checkout(
        app,
        buyer,
        &uuid::Uuid::new_v4().to_string(),
        &cod(vec![line(product, 1)]),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    body["orders"][0]["_id"].as_str().unwrap().to_owned()
}

async fn deliver(app: &TestApp, seller: &reqwest::Client, order: &str, shop: &str) {
    let (status, body) = put(
        seller,
        app,
        &format!("/api/v2/update-order-status/{order}/{shop}"),
        &json!({"status": "Delivered"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
}

/// The commission the ledger charged on `order`, in paise.
async fn charged(app: &TestApp, order: &str) -> i64 {
    let rows = numbers(
        app,
        &format!(
            "SELECT -amount_paise FROM ledger_lines WHERE kind = 'commission' AND order_id = {}",
            uuid_literal(app, order)
        ),
    )
    .await;
    assert_eq!(rows.len(), 1, "one commission line for {order}");
    rows[0]
}

#[tokio::test]
async fn the_most_specific_rule_is_fixed_on_each_line_and_old_orders_keep_their_rates() {
    let app = spawn_app().await;
    // ₹1,000 kurtas (Women) from the seller's shop.
    let kurta = shop_with_product(&app, SELLER, "1000", "20").await;
    let shop = kurta["shopId"].as_str().unwrap().to_owned();
    let (buyer, _) = shopper(&app, "Priya", "priya@example.com").await;
    let admin = admin_browser(&app).await;

    let (status, rules) = get(&admin, &app, "/api/v2/admin-commission-rules").await;
    assert_eq!(status, 200, "{rules}");
    assert_eq!(
        (
            &rules["defaultRate"],
            &rules["rules"],
            &rules["saved"],
            &rules["maxRate"]
        ),
        (&json!(10.0), &json!([]), &json!(false), &json!(50.0)),
        "before any are saved, the setting's 10 % is the default"
    );
    assert_eq!(rules["categories"].as_array().unwrap().len(), 12);

    let before = order_one(&app, &buyer, &kurta).await;
    // An order placed before lines kept their rate: its line has none, the order 7 %.
    let legacy = order_one(&app, &buyer, &kurta).await;
    exec(
        &app,
        &format!(
            "UPDATE order_lines SET commission_rate_bp = NULL WHERE order_id = {}",
            uuid_literal(&app, &legacy)
        ),
    )
    .await;
    exec(
        &app,
        &format!(
            "UPDATE orders SET commission_rate_bp = 700 WHERE id = {}",
            uuid_literal(&app, &legacy)
        ),
    )
    .await;

    let set = json!({
        "defaultRate": 8,
        "rules": [
            {"category": "Women", "rate": 12.5},
            {"shopId": shop, "rate": 5},
            {"shopId": shop, "category": "Women", "rate": 15},
            {"category": "Home & Kitchen", "rate": 6.75},
        ],
    });
    let (status, saved) = put(&admin, &app, "/api/v2/admin-commission-rules", &set).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["saved"], true);
    assert_eq!(saved["defaultRate"], json!(8.0));
    assert_eq!(
        saved["rules"][2],
        json!({"shopId": shop, "shopName": "Meera's Looms", "category": "Women", "rate": 15.0}),
        "{saved}"
    );
    assert_eq!(saved["rules"][3]["rate"], json!(6.75));
    assert_eq!(
        get(&admin, &app, "/api/v2/admin-commission-rules").await.1,
        saved,
        "kept as saved"
    );

    let after = order_one(&app, &buyer, &kurta).await;
    // A second shop's kurta takes the category's rule; a shoe of the first shop its shop's rule.
    let (other_seller, other_shop) = another_shop(&app, "meera@example.com").await;
    let other_kurta = crate::orders::product_of(&app, &other_seller, &[("sellingPrice", Some("1000"))]).await;
    let shoe = crate::orders::product_of(
        &app,
        &app.client,
        &[("sellingPrice", Some("1000")), ("category", Some("Shoes"))],
    )
    .await;
    let others = order_one(&app, &buyer, &other_kurta).await;
    let shoes = order_one(&app, &buyer, &shoe).await;

    let line_rates = |order: &str| {
        format!(
            "SELECT CAST(commission_rate_bp AS BIGINT) FROM order_lines WHERE order_id = {}",
            uuid_literal(&app, order)
        )
    };
    assert_eq!(
        numbers(&app, &line_rates(&before)).await,
        [1000],
        "placed at the default then"
    );
    assert_eq!(
        numbers(&app, &line_rates(&after)).await,
        [1500],
        "shop and category"
    );
    assert_eq!(numbers(&app, &line_rates(&others)).await, [1250], "category");
    assert_eq!(numbers(&app, &line_rates(&shoes)).await, [500], "shop");

    for order in [&before, &legacy, &after, &shoes] {
        deliver(&app, &app.client, order, &shop).await;
    }
    deliver(&app, &other_seller, &others, &other_shop).await;
    assert_eq!(
        charged(&app, &before).await,
        10_000,
        "10 % of ₹1,000, as when it was placed"
    );
    assert_eq!(
        charged(&app, &legacy).await,
        7_000,
        "a line without its own rate takes its order's"
    );
    assert_eq!(charged(&app, &after).await, 15_000);
    assert_eq!(charged(&app, &others).await, 12_500);
    assert_eq!(charged(&app, &shoes).await, 5_000);

    // Changing the rules again rewrites nothing: the order's answer and ledger stay.
    let (status, _) = put(
        &admin,
        &app,
        "/api/v2/admin-commission-rules",
        &json!({"defaultRate": 20, "rules": []}),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(numbers(&app, &line_rates(&after)).await, [1500]);
    assert_eq!(charged(&app, &after).await, 15_000);

    let (_, audit) = get(&admin, &app, "/api/v2/admin-audit-log").await;
    let updates: Vec<&Value> = audit["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["action"] == "commission.rules.update")
        .collect();
    assert_eq!(updates.len(), 2, "{audit}");
    // Newest first; the rates as exact decimals, the set before and after.
    let details: Value = serde_json::from_str(updates[0]["details"].as_str().unwrap()).unwrap();
    assert_eq!(
        details["after"],
        json!({"defaultRate": "20", "rules": []}),
        "{audit}"
    );
    assert_eq!(details["before"]["defaultRate"], "8");
    assert_eq!(
        details["before"]["rules"][0],
        json!({"shopId": null, "category": "Women", "rate": "12.5"})
    );
}

#[tokio::test]
async fn the_preview_prices_a_sale_under_the_draft_without_saving_it() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, SELLER, "1000", "20").await;
    let shop = kurta["shopId"].as_str().unwrap();
    let admin = admin_browser(&app).await;
    let draft = |shop_id: &str, category: &str, price: Value| {
        json!({
            "defaultRate": 8,
            "rules": [
                {"category": "Women", "rate": 12.5},
                {"shopId": shop, "category": "Women", "rate": 15},
            ],
            "shopId": shop_id, "category": category, "price": price,
        })
    };
    let preview = "/api/v2/admin-commission-preview";
    // ₹1,299 at 15 %: ₹194.85, and 18 % GST on it: ₹35.073, to the paisa ₹35.07.
    let (status, body) = post(&admin, &app, preview, &draft(shop, "Women", json!(1299))).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body,
        json!({"success": true, "rate": 15.0, "scope": "shop_category", "commission": 194.85, "commissionGst": 35.07})
    );
    let other = uuid::Uuid::new_v4().to_string();
    // 12.5 % of ₹1,299 is ₹162.375: half a paisa rounds away from zero.
    let (_, body) = post(&admin, &app, preview, &draft(&other, "Women", json!(1299))).await;
    assert_eq!(
        (&body["scope"], &body["commission"]),
        (&json!("category"), &json!(162.38))
    );
    let (_, body) = post(&admin, &app, preview, &draft(&other, "Men", json!(1299))).await;
    assert_eq!(
        (&body["scope"], &body["commission"]),
        (&json!("default"), &json!(103.92))
    );

    let (status, body) = post(&admin, &app, preview, &draft("nope", "Groceries", json!(-1))).await;
    assert_eq!(status, 400, "{body}");
    let fields = body["error"]["fields"].as_object().unwrap();
    let mut named: Vec<&str> = fields.keys().map(String::as_str).collect();
    named.sort_unstable();
    assert_eq!(named, ["category", "price", "shopId"]);

    assert_eq!(
        get(&admin, &app, "/api/v2/admin-commission-rules").await.1["saved"],
        false,
        "a preview saves nothing"
    );
}

#[tokio::test]
async fn a_wrong_set_is_refused_by_field_and_leaves_the_rules_in_force() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, SELLER, "1000", "20").await;
    let shop = kurta["shopId"].as_str().unwrap();
    let admin = admin_browser(&app).await;
    let path = "/api/v2/admin-commission-rules";
    let good = json!({"defaultRate": 9, "rules": [{"shopId": shop, "rate": 4}]});
    assert_eq!(put(&admin, &app, path, &good).await.0, 200);

    let bad = json!({
        "defaultRate": 50.01,
        "rules": [
            {"category": "Women", "rate": 12.345},
            {"rate": 5},
            {"category": "Women", "rate": 6},
            {"category": "Groceries", "rate": 6},
            {"shopId": "not-an-id", "rate": "ten"},
            {"category": "Men", "rate": -1},
        ],
    });
    let (status, body) = put(&admin, &app, path, &bad).await;
    assert_eq!(status, 400, "{body}");
    let fields = body["error"]["fields"].as_object().unwrap();
    let mut named: Vec<&str> = fields.keys().map(String::as_str).collect();
    named.sort_unstable();
    // Each value is checked first; the rules' scopes once every value reads.
    assert_eq!(
        named,
        [
            "defaultRate",
            "rules[0].rate",
            "rules[3].category",
            "rules[4].rate",
            "rules[4].shopId",
            "rules[5].rate"
        ]
    );
    assert!(
        fields["defaultRate"].as_str().unwrap().contains("50"),
        "the message names the highest rate: {body}"
    );

    let ambiguous = json!({
        "defaultRate": 10,
        "rules": [{"category": "Women", "rate": 6}, {"rate": 5}, {"category": "Women", "rate": 7}],
    });
    let (status, body) = put(&admin, &app, path, &ambiguous).await;
    assert_eq!(status, 400, "{body}");
    let fields = body["error"]["fields"].as_object().unwrap();
    let mut named: Vec<&str> = fields.keys().map(String::as_str).collect();
    named.sort_unstable();
    assert_eq!(named, ["rules[1]", "rules[2]"]);

    let unknown =
        json!({"defaultRate": 10, "rules": [{"shopId": uuid::Uuid::new_v4().to_string(), "rate": 5}]});
    let (status, body) = put(&admin, &app, path, &unknown).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["error"]["fields"]["rules[0].shopId"].is_string(), "{body}");

    let too_many: Vec<Value> = (0..1001)
        .map(|_| json!({"category": "Women", "rate": 1}))
        .collect();
    let (status, body) = put(&admin, &app, path, &json!({"defaultRate": 10, "rules": too_many})).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["error"]["fields"]["rules"].is_string(), "{body}");

    let (_, now) = get(&admin, &app, path).await;
    assert_eq!(
        (
            &now["defaultRate"],
            &now["rules"][0]["rate"],
            now["rules"].as_array().unwrap().len()
        ),
        (&json!(9.0), &json!(4.0), 1),
        "nothing of a refused set is saved"
    );

    // Only the Admin reads or changes them.
    let (code, _) = get(&app.client, &app, path).await;
    assert_eq!(code, 401, "a seller is not the Admin");
    let (buyer, _) = shopper(&app, "Priya", "priya@example.com").await;
    assert_eq!(put(&buyer, &app, path, &good).await.0, 403);
}
