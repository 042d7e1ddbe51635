use api::Application;
use catalog::ProductRepository;
use shops::ShopRepository;
use store_sea::{SeaProductRepository, SeaShopRepository};

use crate::helpers::{spawn_app, spawn_app_with, test_settings};

#[tokio::test]
async fn demo_data_is_loaded_into_an_empty_database() {
    let app = spawn_app_with(|settings| settings.demo = true).await;

    let db = app.db().await;
    assert!(SeaShopRepository::new(&db).count().await.unwrap() >= 4);
    assert!(
        SeaProductRepository::new(&db).count().await.unwrap() >= 123,
        "120 products and 3 events"
    );
    assert!(crate::helpers::count_rows(&db, "reviews").await > 0);
    let listing: serde_json::Value = app.json("/api/v2/products?limit=100").await;
    assert!(listing["productsCount"].as_u64().unwrap() >= 120);
    let top_sellers = listing["products"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["sold_out"].as_u64().unwrap() >= 20)
        .count();
    assert!(top_sellers >= 4, "the home page's Top Seller block has products");
    let events: serde_json::Value = app.json("/api/v2/get-all-events-user").await;
    assert_eq!(events["events"].as_array().unwrap().len(), 3);

    // One shop delivers to the southern states only; the others to all of India.
    let products = listing["products"].as_array().unwrap();
    let shop_of = |name: &str| {
        products
            .iter()
            .find(|p| p["shop"]["shopName"] == name)
            .unwrap_or_else(|| panic!("no product of {name}"))["_id"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    let deliverable = |product: String, pincode: &'static str| {
        let app = &app;
        async move {
            let answer: serde_json::Value = app
                .json(&format!(
                    "/api/v2/delivery-estimate?productId={product}&pincode={pincode}"
                ))
                .await;
            answer["deliverable"].as_bool().unwrap()
        }
    };
    assert!(deliverable(shop_of("Kerala Naturals"), "560001").await);
    assert!(!deliverable(shop_of("Kerala Naturals"), "110001").await);
    assert!(deliverable(shop_of("Haat Demo Bazaar"), "110001").await);
    let categories = &listing["facets"]["categories"];
    for category in ["Women", "Men", "Shoes", "Bags"] {
        assert!(
            categories
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["value"] == category),
            "{category} missing"
        );
    }

    // Made-up disclosures, marked as such, so the footer and /grievance can be seen whole.
    let info: serde_json::Value = app.json("/api/v2/marketplace-info").await;
    assert_eq!(info["demo"], true);
    assert!(info["grievanceOfficer"]["name"].is_string(), "{info}");
    assert!(
        info["operator"]["legalName"].as_str().unwrap().contains("Demo"),
        "{info}"
    );

    // Orders in every status over the past 60 days, with money that adds up.
    let statuses = crate::orders::numbers(&app, "SELECT COUNT(DISTINCT status) FROM orders").await;
    assert_eq!(statuses, [9], "every status of the order machine is shown");
    let span = crate::orders::numbers(&app, "SELECT COUNT(*) FROM orders").await[0];
    assert!(span >= 100, "{span} orders");
    let admin = crate::helpers::admin_browser(&app).await;
    let stats: serde_json::Value = admin
        .get(app.url("/api/v2/admin-dashboard-stats?days=60"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let days_with_orders = stats["byDay"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["orders"].as_u64().unwrap() > 0)
        .count();
    assert!(
        days_with_orders >= 50,
        "orders spread over the window: {days_with_orders}"
    );
    assert!(stats["totals"]["commission"].as_f64().unwrap() > 0.0);
    assert_eq!(stats["totals"]["pendingWithdrawals"], 1);
    let withdrawals = crate::orders::numbers(
        &app,
        "SELECT COUNT(*) FROM withdrawals GROUP BY status ORDER BY status",
    )
    .await;
    assert_eq!(withdrawals, [1, 1, 1], "one paid, one pending, one rejected");
    // Each shop's balance is the sum of its lines and never below zero; the ledger's held and
    // paid-out accounts match the withdrawals.
    let negative = crate::orders::numbers(
        &app,
        "SELECT COUNT(*) FROM (SELECT shop_id FROM ledger_lines WHERE account = 'available' \
         GROUP BY shop_id HAVING SUM(amount_paise) < 0) AS x",
    )
    .await;
    assert_eq!(negative, [0]);
    let held = crate::orders::numbers(
        &app,
        "SELECT CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) FROM ledger_lines WHERE account = 'held'",
    )
    .await[0];
    let pending = crate::orders::numbers(
        &app,
        "SELECT CAST(SUM(amount_paise) AS BIGINT) FROM withdrawals WHERE status = 'pending'",
    )
    .await[0];
    assert_eq!(held, pending);
    assert!(crate::orders::numbers(&app, "SELECT COUNT(*) FROM coupons").await[0] >= 2);
    assert!(crate::orders::numbers(&app, "SELECT COUNT(*) FROM audit_log").await[0] >= 2);
}

#[tokio::test]
async fn the_demo_accounts_sign_in_with_the_documented_password() {
    let app = spawn_app_with(|settings| settings.demo = true).await;

    let admin: serde_json::Value = app
        .login(demo::ADMIN_EMAIL, demo::DEMO_PASSWORD)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(admin["user"]["role"], "Admin");
    let shopper: serde_json::Value = app
        .login_in(&app.new_browser(), demo::SHOPPER_EMAIL, demo::DEMO_PASSWORD)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(shopper["user"]["role"], "user");
    let seller = app
        .new_browser()
        .post(app.url("/api/v2/shop-login"))
        .json(&serde_json::json!({"email": demo::SELLER_EMAIL, "password": demo::DEMO_PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(seller.status().as_u16(), 200);
}

#[tokio::test]
async fn without_demo_data_no_demo_account_exists() {
    let app = spawn_app().await;

    let response = app.login(demo::ADMIN_EMAIL, demo::DEMO_PASSWORD).await;

    crate::helpers::assert_error(response, 401, "invalid_credentials").await;
}

#[tokio::test]
async fn demo_data_is_not_loaded_twice_nor_into_a_database_that_has_data() {
    let app = spawn_app_with(|settings| settings.demo = true).await;

    let mut settings = test_settings(&app.database, app.frontend_dir.path());
    settings.demo = true;
    let again = Application::build(settings).await.unwrap();

    assert_eq!(again.demo_report(), None);
    let db = app.db().await;
    let shops = SeaShopRepository::new(&db).count().await.unwrap();
    let products = SeaProductRepository::new(&db).count().await.unwrap();
    drop(again);
    let db = app.db().await;
    assert_eq!(SeaShopRepository::new(&db).count().await.unwrap(), shops);
    assert_eq!(SeaProductRepository::new(&db).count().await.unwrap(), products);
}

#[tokio::test]
async fn without_the_demo_flag_the_database_stays_empty() {
    let app = spawn_app_with(|_| {}).await;

    let db = app.db().await;
    assert_eq!(SeaShopRepository::new(&db).count().await.unwrap(), 0);
}

/// `haat generate`'s marketplace (docs/benchmarks.md), small: written through the application, so
/// the storefront, search, sign-in and the ledger work on it; the same seed gives the same names.
#[tokio::test]
async fn the_benchmark_marketplace_is_generated_through_the_application_and_is_deterministic() {
    let size = demo::bench::Size {
        products: 300,
        shops: 3,
        shoppers: 10,
        orders: 12,
        seed: 7,
    };
    let app = crate::helpers::spawn_app_generated(size).await;
    let db = app.db().await;
    assert_eq!(SeaShopRepository::new(&db).count().await.unwrap(), 3);
    assert_eq!(SeaProductRepository::new(&db).count().await.unwrap(), 300);
    let numbers = |sql: &'static str| crate::orders::numbers(&app, sql);
    assert_eq!(
        numbers("SELECT COUNT(*) FROM products WHERE starts_at IS NOT NULL").await,
        [6],
        "one product in fifty is a flash deal"
    );
    assert_eq!(
        numbers("SELECT COUNT(*) FROM users WHERE email LIKE 'shopper%@bench.example'").await,
        [10]
    );
    assert_eq!(
        numbers("SELECT COUNT(*) FROM reviews").await,
        [59],
        "one in five of 294"
    );
    let orders = numbers("SELECT COUNT(*) FROM orders").await[0];
    assert!(orders >= 10, "{orders} orders from 12 checkouts");
    assert!(
        numbers("SELECT COUNT(*) FROM orders WHERE status = 'Delivered'").await[0] > 0,
        "most are delivered"
    );

    let listing = app.json("/api/v2/products").await;
    assert!(
        listing["productsCount"].as_u64().unwrap() >= 294,
        "{}",
        listing["productsCount"]
    );
    let search = app.json("/api/v2/products-search?searchKeyword=cotton").await;
    assert!(
        !search["product"].as_array().unwrap().is_empty(),
        "a common word finds products: {search}"
    );
    let signed_in = app
        .post_json(
            "/api/v2/login",
            &serde_json::json!({"email": "shopper3@bench.example", "password": demo::DEMO_PASSWORD}),
        )
        .await;
    assert_eq!(signed_in.status().as_u16(), 200);

    // The same seed on another database: the same products, by name.
    let again = crate::helpers::spawn_app_generated(size).await;
    assert_eq!(product_names(&app).await, product_names(&again).await);
}

async fn product_names(app: &crate::helpers::TestApp) -> Vec<String> {
    use sea_orm::ConnectionTrait as _;
    let db = app.db().await;
    let backend = db.connection().get_database_backend();
    db.connection()
        .query_all_raw(sea_orm::Statement::from_string(
            backend,
            "SELECT name FROM products ORDER BY name, selling_price_paise",
        ))
        .await
        .unwrap()
        .iter()
        .map(|row| row.try_get_by_index::<String>(0).unwrap())
        .collect()
}

/// The benchmarks' ceiling: served only with `bench.ceiling`, a JSON body of the asked size.
#[tokio::test]
async fn the_ceiling_route_exists_only_for_benchmarks() {
    let plain = spawn_app().await;
    assert_eq!(
        plain
            .get("/api/v2/bench-ceiling?bytes=5000")
            .await
            .status()
            .as_u16(),
        404
    );
    let bench = spawn_app_with(|settings| settings.bench.ceiling = true).await;
    let response = bench.get("/api/v2/bench-ceiling?bytes=5000").await;
    assert_eq!(response.status().as_u16(), 200);
    assert!(
        response.headers().contains_key("content-security-policy"),
        "through every layer"
    );
    let body = response.bytes().await.unwrap();
    assert_eq!(body.len(), 5000);
    let value: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(value["success"], true);
}
