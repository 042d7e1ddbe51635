//! The operator's console (docs/admin.md): sellers, users, dashboards, platform coupons, the audit
//! log, and who may call each of them.

use serde_json::{Value, json};

use crate::helpers::{PASSWORD, TestApp, admin_browser, assert_error, spawn_app};
use crate::orders::{checkout, cod, deliver, get, line, numbers, put, settle, shop_with_product, shopper};

const SELLER: &str = "bazaar@example.com";

async fn status_of(browser: &reqwest::Client, app: &TestApp, method: &str, path: &str) -> u16 {
    let request = match method {
        "GET" => browser.get(app.url(path)),
        "PUT" => browser.put(app.url(path)).json(&json!({})),
        "POST" => browser.post(app.url(path)).json(&json!({})),
        "DELETE" => browser.delete(app.url(path)),
        other => panic!("{other}"),
    };
    request.send().await.unwrap().status().as_u16()
}

#[tokio::test]
async fn every_admin_call_refuses_visitors_shoppers_and_sellers() {
    let app = spawn_app().await;
    app.register_active_shop(SELLER).await; // app.client: a seller, not a user
    let visitor = app.new_browser();
    let (buyer, _) = shopper(&app, "Priya", "priya@example.com").await;
    let id = uuid::Uuid::new_v4();
    let calls = [
        ("GET", "/api/v2/admin-get-all-users".to_owned()),
        ("PUT", format!("/api/v2/admin-update-user-status/{id}")),
        ("GET", "/api/v2/admin-get-all-seller".to_owned()),
        ("DELETE", format!("/api/v2/delete-seller-by-admin/{id}")),
        ("PUT", format!("/api/v2/reinstate-seller-by-admin/{id}")),
        ("GET", "/api/v2/admin-all-products".to_owned()),
        ("GET", "/api/v2/admin-all-events".to_owned()),
        ("DELETE", format!("/api/v2/delete-product-admin/{id}")),
        ("GET", "/api/v2/get-all-orders-admin".to_owned()),
        ("GET", "/api/v2/get-all-withdraw-request".to_owned()),
        ("PUT", format!("/api/v2/update-withdraw-request/{id}")),
        ("GET", "/api/v2/admin-dashboard-stats".to_owned()),
        ("GET", "/api/v2/admin-audit-log".to_owned()),
        ("POST", "/api/v2/admin-create-coupon".to_owned()),
        ("GET", "/api/v2/admin-coupons".to_owned()),
        ("DELETE", format!("/api/v2/admin-delete-coupon/{id}")),
    ];
    for (method, path) in &calls {
        assert_eq!(
            status_of(&visitor, &app, method, path).await,
            401,
            "visitor {method} {path}"
        );
        assert_eq!(
            status_of(&buyer, &app, method, path).await,
            403,
            "shopper {method} {path}"
        );
        assert_eq!(
            status_of(&app.client, &app, method, path).await,
            401,
            "seller {method} {path}"
        );
    }
    let admin = admin_browser(&app).await;
    for (method, path) in calls.iter().filter(|(m, _)| *m == "GET") {
        assert_eq!(
            status_of(&admin, &app, method, path).await,
            200,
            "admin {method} {path}"
        );
    }
    assert_eq!(
        numbers(&app, "SELECT COUNT(*) FROM audit_log").await,
        [0],
        "refused calls change nothing"
    );
}

#[tokio::test]
async fn suspending_a_shop_hides_its_products_ends_its_sessions_and_keeps_its_money() {
    let app = spawn_app().await;
    let product = shop_with_product(&app, SELLER, "3000", "20").await;
    let shop = product["shopId"].as_str().unwrap().to_owned();
    let (buyer, _) = shopper(&app, "Priya", "priya@example.com").await;
    let order = deliver(&app, &buyer, &product).await;
    assert_eq!(
        settle(&app).await,
        1,
        "past its refund window, so the balance is available"
    );
    let admin = admin_browser(&app).await;

    let (code, list) = get(&admin, &app, "/api/v2/admin-get-all-seller?search=meera").await;
    assert_eq!(code, 200, "{list}");
    assert_eq!(list["total"], 1);
    let row = &list["sellers"][0];
    assert_eq!(
        (row["shopName"].as_str(), row["status"].as_str()),
        (Some("Meera's Looms"), Some("active"))
    );
    assert_eq!(
        (row["productCount"].clone(), row["availableBalance"].clone()),
        (json!(1), json!(2628.71))
    );
    assert!(row.get("password").is_none() && !list.to_string().contains("argon2"));
    let (_, none) = get(&admin, &app, "/api/v2/admin-get-all-seller?search=nobody").await;
    assert_eq!(none["total"], 0);
    let (code, _) = get(&admin, &app, "/api/v2/admin-get-all-seller?status=closed").await;
    assert_eq!(code, 400);

    assert_eq!(
        app.json("/api/v2/products").await["productsCount"],
        1,
        "on the storefront"
    );
    let suspended = admin
        .delete(app.url(&format!("/api/v2/delete-seller-by-admin/{shop}")))
        .send()
        .await
        .unwrap();
    assert_eq!(suspended.status().as_u16(), 200);
    assert_eq!(
        suspended.json::<Value>().await.unwrap()["message"],
        "Shop suspended."
    );

    // Off the storefront, search and checkout at once.
    assert_eq!(app.json("/api/v2/products").await["productsCount"], 0);
    assert_eq!(
        app.get(&format!(
            "/api/v2/get-product-details/{}",
            product["_id"].as_str().unwrap()
        ))
        .await
        .status()
        .as_u16(),
        404
    );
    let (code, body) = checkout(&app, &buyer, "after-suspension", &cod(vec![line(&product, 1)])).await;
    assert_eq!(code, 409, "{body}");
    // The seller's session has ended and signing in is refused.
    assert_error(app.get("/api/v2/getseller").await, 401, "unauthenticated").await;
    let again = app
        .post_json(
            "/api/v2/shop-login",
            &json!({"email": SELLER, "password": PASSWORD}),
        )
        .await;
    assert_error(again, 403, "shop_not_active").await;
    // Orders and the ledger are kept; the shopper still sees the order.
    let (code, _) = get(&buyer, &app, &format!("/api/v2/get-selected-order-user/{order}")).await;
    assert_eq!(code, 200);
    assert_eq!(
        numbers(&app, "SELECT CAST(SUM(amount_paise) AS BIGINT) FROM ledger_lines").await,
        [2_62_871]
    );
    let (_, list) = get(&admin, &app, "/api/v2/admin-get-all-seller?status=suspended").await;
    assert_eq!(list["total"], 1);
    // Suspending twice is harmless; an unknown shop is 404.
    assert_eq!(
        status_of(
            &admin,
            &app,
            "DELETE",
            &format!("/api/v2/delete-seller-by-admin/{shop}")
        )
        .await,
        200
    );
    assert_eq!(
        status_of(
            &admin,
            &app,
            "DELETE",
            &format!("/api/v2/delete-seller-by-admin/{}", uuid::Uuid::new_v4())
        )
        .await,
        404
    );

    let (code, body) = put(
        &admin,
        &app,
        format!("/api/v2/reinstate-seller-by-admin/{shop}"),
        json!({}),
    )
    .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(
        app.json("/api/v2/products").await["productsCount"],
        1,
        "back on the storefront"
    );
    let again = app
        .post_json(
            "/api/v2/shop-login",
            &json!({"email": SELLER, "password": PASSWORD}),
        )
        .await;
    assert_eq!(again.status().as_u16(), 200);
    let (code, body) = put(
        &admin,
        &app,
        format!("/api/v2/reinstate-seller-by-admin/{shop}"),
        json!({}),
    )
    .await;
    assert_eq!(
        (code, body["error"]["code"].as_str()),
        (409, Some("not_suspended"))
    );

    let (_, audit) = get(&admin, &app, "/api/v2/admin-audit-log").await;
    let actions: Vec<&str> = audit["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        ["shop.reinstate", "shop.suspend", "shop.suspend"],
        "{audit}"
    );
    assert_eq!(audit["entries"][0]["targetType"], "shop");
    assert_eq!(audit["entries"][0]["targetId"], shop.as_str());
    // Searched by action, target id, or the actor's name or email, ignoring case.
    let (_, searched) = get(&admin, &app, "/api/v2/admin-audit-log?q=SUSPEND").await;
    assert_eq!(searched["total"], 2, "{searched}");
    let (_, by_target) = get(&admin, &app, &format!("/api/v2/admin-audit-log?q={}", &shop[..8])).await;
    assert_eq!(by_target["total"], 3, "{by_target}");
    let (_, none) = get(&admin, &app, "/api/v2/admin-audit-log?q=coupon.").await;
    assert_eq!(none["total"], 0, "{none}");
}

#[tokio::test]
async fn the_admin_suspends_and_reactivates_shoppers_but_never_an_admin() {
    let app = spawn_app().await;
    let (buyer, id) = shopper(&app, "Priya", "priya@example.com").await;
    let admin = admin_browser(&app).await;
    let (_, users) = get(&admin, &app, "/api/v2/admin-get-all-users?search=priya").await;
    assert_eq!(users["users"][0]["status"], "active");
    // `q`, every list's search, finds the same; `search` is its older name.
    let (_, by_q) = get(&admin, &app, "/api/v2/admin-get-all-users?q=priya").await;
    assert_eq!(
        (by_q["total"].clone(), by_q["users"][0]["_id"].clone()),
        (json!(1), json!(id))
    );

    let (code, body) = put(
        &admin,
        &app,
        format!("/api/v2/admin-update-user-status/{id}"),
        json!({"status": "banned"}),
    )
    .await;
    assert_eq!(code, 400);
    assert!(body["error"]["fields"]["status"].is_string());
    let (code, body) = put(
        &admin,
        &app,
        format!("/api/v2/admin-update-user-status/{id}"),
        json!({"status": "suspended"}),
    )
    .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["user"]["status"], "suspended");
    assert_eq!(
        buyer
            .get(app.url("/api/v2/getuser"))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        401,
        "session ended"
    );
    let signed_in = app
        .new_browser()
        .post(app.url("/api/v2/login"))
        .json(&json!({"email": "priya@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_error(signed_in, 403, "account_suspended").await;

    let (code, _) = put(
        &admin,
        &app,
        format!("/api/v2/admin-update-user-status/{id}"),
        json!({"status": "active"}),
    )
    .await;
    assert_eq!(code, 200);
    let signed_in = app
        .new_browser()
        .post(app.url("/api/v2/login"))
        .json(&json!({"email": "priya@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(signed_in.status().as_u16(), 200);
    assert_eq!(
        buyer
            .get(app.url("/api/v2/getuser"))
            .send()
            .await
            .unwrap()
            .status()
            .as_u16(),
        401,
        "old sessions stay ended"
    );

    let (_, me) = get(&admin, &app, "/api/v2/getuser").await;
    let own = me["user"]["_id"].as_str().unwrap();
    let (code, body) = put(
        &admin,
        &app,
        format!("/api/v2/admin-update-user-status/{own}"),
        json!({"status": "suspended"}),
    )
    .await;
    assert_eq!(
        (code, body["error"]["code"].as_str()),
        (409, Some("cannot_suspend_admin"))
    );
    let (code, _) = put(
        &admin,
        &app,
        format!("/api/v2/admin-update-user-status/{}", uuid::Uuid::new_v4()),
        json!({"status": "suspended"}),
    )
    .await;
    assert_eq!(code, 404);

    let (_, audit) = get(&admin, &app, "/api/v2/admin-audit-log").await;
    let actions: Vec<&str> = audit["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["user.reactivate", "user.suspend"]);
}

#[tokio::test]
async fn the_dashboards_count_real_orders_money_and_stock() {
    let app = spawn_app().await;
    let product = shop_with_product(&app, SELLER, "3000", "4").await;
    let (buyer, _) = shopper(&app, "Priya", "priya@example.com").await;
    deliver(&app, &buyer, &product).await; // ₹3,000, delivered: ₹300 commission
    let (code, _) = checkout(&app, &buyer, "second", &cod(vec![line(&product, 1)])).await; // Processing
    assert_eq!(code, 201);

    let stats = app.json("/api/v2/shop-dashboard-stats").await;
    assert_eq!(
        stats["balance"],
        json!({"pending": 2628.71, "available": 0.0, "held": 0.0, "paidOut": 0.0}),
        "inside its refund window, the credit waits"
    );
    assert_eq!(stats["productCount"], 1);
    assert_eq!(stats["totals"], json!({"orders": 2, "revenue": 6000.0}));
    assert_eq!(stats["ordersByStatus"]["Delivered"], 1);
    assert_eq!(stats["ordersByStatus"]["Processing"], 1);
    assert_eq!(stats["ordersByStatus"]["Cancelled"], 0, "every status is present");
    let days = stats["byDay"].as_array().unwrap();
    assert_eq!(days.len(), 30);
    assert_eq!(days[29]["orders"], 2, "today, in India, is the last day: {stats}");
    assert_eq!(days[29]["revenue"], json!(6000.0));
    assert_eq!(stats["lowStock"][0]["stock"], 2, "4 in stock, 2 sold: {stats}");
    assert_eq!(
        app.json("/api/v2/shop-dashboard-stats?days=7").await["byDay"]
            .as_array()
            .unwrap()
            .len(),
        7
    );
    assert_error(
        app.get("/api/v2/shop-dashboard-stats?days=365").await,
        400,
        "validation_failed",
    )
    .await;

    let admin = admin_browser(&app).await;
    let (code, stats) = get(&admin, &app, "/api/v2/admin-dashboard-stats?days=7").await;
    assert_eq!(code, 200, "{stats}");
    assert_eq!(
        stats["totals"],
        json!({"orders": 2, "revenue": 6000.0, "commission": 300.0, "sellers": 1, "users": 2,
               "products": 1, "pendingWithdrawals": 0})
    );
    let today = &stats["byDay"][6];
    assert_eq!(
        (today["orders"].clone(), today["commission"].clone()),
        (json!(2), json!(300.0))
    );
    let (code, _) = get(&buyer, &app, "/api/v2/shop-dashboard-stats").await;
    assert_eq!(code, 401, "a shopper has no shop");
}

#[tokio::test]
async fn platform_coupons_work_in_every_shop_and_only_the_admin_manages_them() {
    let app = spawn_app().await;
    let product = shop_with_product(&app, SELLER, "2000", "10").await;
    let admin = admin_browser(&app).await;
    let body = json!({"name": "diwali15", "value": 15, "minAmount": 1000, "maxAmount": 250,
                      "selectedProduct": null, "expiresAt": null});
    let created = admin
        .post(app.url("/api/v2/admin-create-coupon"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(created.status().as_u16(), 201);
    let coupon = created.json::<Value>().await.unwrap()["coupon"].clone();
    assert_eq!(
        (coupon["name"].as_str(), coupon["shopId"].clone()),
        (Some("DIWALI15"), Value::Null)
    );
    let mut with_product = body.clone();
    with_product["name"] = json!("OTHER");
    with_product["selectedProduct"] = product["_id"].clone();
    let refused = admin
        .post(app.url("/api/v2/admin-create-coupon"))
        .json(&with_product)
        .send()
        .await
        .unwrap();
    let refused = assert_error(refused, 400, "validation_failed").await;
    assert!(refused["error"]["fields"]["selectedProduct"].is_string());

    // Any shop's items, capped at ₹250.
    let quote: Value = app
        .client
        .post(app.url("/api/v2/cart/quote"))
        .json(&json!({"cart": [line(&product, 1)], "couponCode": "Diwali15"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(quote["quote"]["discountPrice"], json!(250.0), "{quote}");

    let (_, list) = get(&admin, &app, "/api/v2/admin-coupons").await;
    assert_eq!(list["total"], 1);
    assert_eq!(list["couponCodes"][0]["name"], "DIWALI15");
    // Searched by code and sorted on the server; a coupon without a minimum sorts last.
    let welcome = admin
        .post(app.url("/api/v2/admin-create-coupon"))
        .json(
            &json!({"name": "WELCOME5", "value": 5, "minAmount": null, "maxAmount": null,
                      "selectedProduct": null, "expiresAt": null}),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(welcome.status().as_u16(), 201);
    for (query, codes) in [
        ("sort=value", vec!["WELCOME5", "DIWALI15"]),
        ("sort=-value", vec!["DIWALI15", "WELCOME5"]),
        ("sort=minAmount", vec!["DIWALI15", "WELCOME5"]),
        ("sort=-minAmount", vec!["DIWALI15", "WELCOME5"]),
        ("search=welc", vec!["WELCOME5"]),
        // `q` is every list's search; `search`, its older name, is read only without it.
        ("q=welc", vec!["WELCOME5"]),
        ("q=diwali&search=welc", vec!["DIWALI15"]),
    ] {
        let (_, list) = get(&admin, &app, &format!("/api/v2/admin-coupons?{query}")).await;
        assert_eq!(column(&list, "couponCodes", "name"), codes, "{query}");
    }
    let (_, list) = get(&admin, &app, "/api/v2/admin-coupons?search=welc").await;
    let welcome = list["couponCodes"][0]["_id"].as_str().unwrap().to_owned();
    assert_eq!(
        status_of(
            &admin,
            &app,
            "DELETE",
            &format!("/api/v2/admin-delete-coupon/{welcome}")
        )
        .await,
        200
    );
    // A shop's coupon is not the Admin's to delete here.
    let shop_coupon = app
        .post_json(
            "/api/v2/create-coupon-code",
            &json!({"name": "MEERA5", "value": 5}),
        )
        .await;
    let shop_coupon: Value = shop_coupon.json().await.unwrap();
    let id = shop_coupon["coupon"]["_id"].as_str().unwrap();
    assert_eq!(
        status_of(
            &admin,
            &app,
            "DELETE",
            &format!("/api/v2/admin-delete-coupon/{id}")
        )
        .await,
        404
    );
    let platform = coupon["_id"].as_str().unwrap();
    assert_eq!(
        status_of(
            &admin,
            &app,
            "DELETE",
            &format!("/api/v2/admin-delete-coupon/{platform}")
        )
        .await,
        200
    );
    let (_, list) = get(&admin, &app, "/api/v2/admin-coupons").await;
    assert_eq!(list["total"], 0);
    let (_, audit) = get(&admin, &app, "/api/v2/admin-audit-log").await;
    let actions: Vec<&str> = audit["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        ["coupon.delete", "coupon.delete", "coupon.create", "coupon.create"]
    );
}

#[tokio::test]
async fn admin_order_moves_and_product_deletes_are_audited() {
    let app = spawn_app().await;
    let product = shop_with_product(&app, SELLER, "1500", "10").await;
    let shop = product["shopId"].as_str().unwrap();
    let (buyer, _) = shopper(&app, "Priya", "priya@example.com").await;
    let (_, placed) = checkout(&app, &buyer, "k", &cod(vec![line(&product, 1)])).await;
    let order = placed["orders"][0]["_id"].as_str().unwrap();
    let admin = admin_browser(&app).await;
    let (code, _) = put(
        &admin,
        &app,
        format!("/api/v2/update-order-status/{order}/{shop}"),
        json!({"status": "Shipping"}),
    )
    .await;
    assert_eq!(code, 200);
    // The seller's own moves are not Admin actions.
    let (code, _) = put(
        &app.client,
        &app,
        format!("/api/v2/update-order-status/{order}/{shop}"),
        json!({"status": "On the way"}),
    )
    .await;
    assert_eq!(code, 200);
    assert_eq!(
        status_of(
            &admin,
            &app,
            "DELETE",
            &format!(
                "/api/v2/delete-product-admin/{}",
                product["_id"].as_str().unwrap()
            )
        )
        .await,
        200
    );
    let (_, audit) = get(&admin, &app, "/api/v2/admin-audit-log").await;
    let entries = audit["entries"].as_array().unwrap();
    let actions: Vec<&str> = entries.iter().map(|e| e["action"].as_str().unwrap()).collect();
    assert_eq!(actions, ["product.delete", "order.status"], "{audit}");
    assert_eq!(entries[1]["details"], r#"{"status":"Shipping"}"#);
}

/// The `name`s (or another field) of a list answer, in order.
fn column(list: &Value, rows: &str, field: &str) -> Vec<String> {
    list[rows]
        .as_array()
        .unwrap_or_else(|| panic!("no {rows} in {list}"))
        .iter()
        .map(|row| row[field].as_str().unwrap_or_default().to_owned())
        .collect()
}

#[tokio::test]
async fn admin_lists_search_and_sort_on_the_server_across_pages() {
    use chrono::{Duration, Utc};
    let app = spawn_app().await;
    app.register_active_shop(SELLER).await;
    for (name, price) in [("Cotton kurta", "900"), ("Brass lamp", "2500"), ("Anklet", "300")] {
        app.create_product(&[
            ("name", Some(name)),
            ("sellingPrice", Some(price)),
            ("originalPrice", Some("5000")),
        ])
        .await;
    }
    let soon = Utc::now() + Duration::days(1);
    crate::catalog::create_event(&app, "Long sale", soon, soon + Duration::days(9)).await;
    crate::catalog::create_event(&app, "Short sale", soon, soon + Duration::days(2)).await;
    crate::orders::another_shop(&app, "zari@example.com").await;
    shopper(&app, "Priya", "priya@example.com").await;
    shopper(&app, "Anil", "anil@example.com").await;
    let admin = admin_browser(&app).await;
    let list = |path: String| {
        let (admin, app) = (&admin, &app);
        async move {
            let (status, body) = get(admin, app, &path).await;
            assert_eq!(status, 200, "{path}: {body}");
            body
        }
    };

    // Products: sorted over all rows, so page 2 continues page 1; either direction.
    let by_price = list("/api/v2/admin-all-products?sort=sellingPrice".into()).await;
    assert_eq!(
        column(&by_price, "products", "name"),
        ["Anklet", "Cotton kurta", "Brass lamp"]
    );
    let dearest = list("/api/v2/admin-all-products?sort=-sellingPrice&limit=1".into()).await;
    assert_eq!(column(&dearest, "products", "name"), ["Brass lamp"]);
    let second = list("/api/v2/admin-all-products?sort=name&limit=2&page=2".into()).await;
    assert_eq!(
        (column(&second, "products", "name"), second["total"].as_u64()),
        (vec!["Cotton kurta".to_owned()], Some(3))
    );
    // Search by product name or shop name, ignoring case; wildcards are literal.
    let kurta = list("/api/v2/admin-all-products?search=KURTA".into()).await;
    assert_eq!(
        (column(&kurta, "products", "name"), kurta["total"].as_u64()),
        (vec!["Cotton kurta".to_owned()], Some(1))
    );
    let by_shop = list("/api/v2/admin-all-products?search=meera%27s%20looms".into()).await;
    assert_eq!(by_shop["total"], 3);
    let wildcard = list("/api/v2/admin-all-products?search=%25".into()).await;
    assert_eq!(wildcard["total"], 0);
    let events = list("/api/v2/admin-all-events?sort=end_date".into()).await;
    assert_eq!(column(&events, "events", "name"), ["Short sale", "Long sale"]);
    let long = list("/api/v2/admin-all-events?search=long".into()).await;
    assert_eq!(column(&long, "events", "name"), ["Long sale"]);

    // Sellers by product count; the other shop has none.
    let busiest = list("/api/v2/admin-get-all-seller?sort=-productCount".into()).await;
    assert_eq!(column(&busiest, "sellers", "email"), [SELLER, "zari@example.com"]);
    let quietest = list("/api/v2/admin-get-all-seller?sort=productCount".into()).await;
    assert_eq!(
        column(&quietest, "sellers", "email"),
        ["zari@example.com", SELLER]
    );

    // Users by name; the Admin is a user too.
    let users = list("/api/v2/admin-get-all-users?sort=name&search=example.com".into()).await;
    let names = column(&users, "users", "name");
    let (anil, priya) = (
        names.iter().position(|n| n == "Anil").unwrap(),
        names.iter().position(|n| n == "Priya").unwrap(),
    );
    assert!(anil < priya, "{names:?}");
    let reversed = list("/api/v2/admin-get-all-users?sort=-name&search=example.com".into()).await;
    let mut expected = names.clone();
    expected.reverse();
    assert_eq!(column(&reversed, "users", "name"), expected);

    // An unknown column is refused by name on every list, never passed to the database.
    for path in [
        "/api/v2/admin-all-products?sort=password_hash",
        "/api/v2/admin-all-events?sort=-",
        "/api/v2/admin-get-all-seller?sort=name;DROP%20TABLE%20shops",
        "/api/v2/admin-get-all-users?sort=password",
        "/api/v2/admin-coupons?sort=shop_id",
    ] {
        let (status, body) = get(&admin, &app, path).await;
        assert_eq!(status, 400, "{path}: {body}");
        assert!(body["error"]["fields"]["sort"].is_string(), "{path}: {body}");
    }
}
