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
}

#[tokio::test]
async fn the_demo_accounts_sign_in_with_the_documented_password() {
    let app = spawn_app_with(|settings| settings.demo = true).await;

    let admin: serde_json::Value = app
        .login(api::demo::ADMIN_EMAIL, api::demo::DEMO_PASSWORD)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(admin["user"]["role"], "Admin");
    let shopper: serde_json::Value = app
        .login_in(
            &app.new_browser(),
            api::demo::SHOPPER_EMAIL,
            api::demo::DEMO_PASSWORD,
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(shopper["user"]["role"], "user");
    let seller = app
        .new_browser()
        .post(app.url("/api/v2/shop-login"))
        .json(&serde_json::json!({"email": api::demo::SELLER_EMAIL, "password": api::demo::DEMO_PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(seller.status().as_u16(), 200);
}

#[tokio::test]
async fn without_demo_data_no_demo_account_exists() {
    let app = spawn_app().await;

    let response = app.login(api::demo::ADMIN_EMAIL, api::demo::DEMO_PASSWORD).await;

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
