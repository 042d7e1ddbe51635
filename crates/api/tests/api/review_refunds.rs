//! A review lives only as long as a purchase that allows it (docs/catalog.md "Reviews"). On
//! SQLite and PostgreSQL.

use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app_with};
use crate::orders::{deliver, refund, shop_with_product, shopper};

async fn review(app: &TestApp, browser: &reqwest::Client, product: &Value, stars: i64) {
    let response = browser
        .put(app.url("/api/v2/create-new-review"))
        .json(&json!({"productId": product["_id"], "rating": stars, "comment": format!("{stars} stars")}))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
}

async fn product_page(app: &TestApp, product: &Value) -> Value {
    app.json(&format!(
        "/api/v2/get-product-details/{}",
        product["_id"].as_str().unwrap()
    ))
    .await
}

async fn shop_rating(app: &TestApp, product: &Value) -> Value {
    app.json(&format!(
        "/api/v2/get-shop-info/{}",
        product["shopId"].as_str().unwrap()
    ))
    .await["shop"]["ratings"]
        .clone()
}

#[tokio::test]
async fn a_refund_hides_the_reviews_only_its_order_allowed_and_recounts_the_ratings() {
    // Every read fresh: this is about what is stored, not how long it is kept.
    let app = spawn_app_with(|settings| {
        settings.storefront.cache_ttl_ms = 0;
        settings.storefront.catalogue_ttl_ms = 0;
    })
    .await;
    let kurta = shop_with_product(&app, "meera@example.com", "500", "20").await;
    let (asha, _) = shopper(&app, "Asha", "asha@example.com").await;
    let (ravi, _) = shopper(&app, "Ravi", "ravi@example.com").await;

    // Asha bought twice and keeps one order; Ravi bought once and is refunded.
    let asha_first = deliver(&app, &asha, &kurta).await;
    deliver(&app, &asha, &kurta).await;
    let ravis = deliver(&app, &ravi, &kurta).await;
    review(&app, &asha, &kurta, 5).await;
    review(&app, &ravi, &kurta, 1).await;
    let page = product_page(&app, &kurta).await;
    assert_eq!(page["reviews"].as_array().unwrap().len(), 2);
    assert_eq!(page["product"]["ratings"], json!(3.0), "{page}");
    assert_eq!(shop_rating(&app, &kurta).await, json!(3.0));

    refund(&app, &ravi, &ravis).await;
    let page = product_page(&app, &kurta).await;
    let reviews = page["reviews"].as_array().unwrap();
    assert_eq!(reviews.len(), 1, "Ravi's review is hidden: {page}");
    assert_eq!(reviews[0]["rating"], 5);
    assert_eq!(page["product"]["ratings"], json!(5.0));
    assert_eq!(shop_rating(&app, &kurta).await, json!(5.0));

    // Migration 13 undone shows and counts the review again; redone, it hides the reviews of
    // purchases refunded before it ran.
    {
        use migrations::MigratorTrait as _;
        let db = app.db().await;
        let after_twelve = u32::try_from(migrations::Migrator::migrations().len() - 12).unwrap();
        migrations::Migrator::down(db.connection(), Some(after_twelve))
            .await
            .unwrap();
        // The running server's reads need the column, so the database is asked directly.
        let id = crate::orders::uuid_literal(&app, kurta["_id"].as_str().unwrap());
        let counted = crate::orders::numbers(
            &app,
            &format!("SELECT rating_count FROM products WHERE id = {id}"),
        )
        .await;
        assert_eq!(counted, [2], "both reviews count again");
        db.migrate().await.unwrap();
        let page = product_page(&app, &kurta).await;
        assert_eq!(page["reviews"].as_array().unwrap().len(), 1);
        assert_eq!(page["product"]["ratings"], json!(5.0));
        assert_eq!(shop_rating(&app, &kurta).await, json!(5.0));
    }

    // Asha still has a delivered order of it, so refunding one keeps her review.
    refund(&app, &asha, &asha_first).await;
    assert_eq!(
        product_page(&app, &kurta).await["reviews"]
            .as_array()
            .unwrap()
            .len(),
        1
    );

    // Ravi buys again, receives it and reviews: his review shows again.
    deliver(&app, &ravi, &kurta).await;
    review(&app, &ravi, &kurta, 3).await;
    let page = product_page(&app, &kurta).await;
    assert_eq!(page["reviews"].as_array().unwrap().len(), 2);
    assert_eq!(page["product"]["ratings"], json!(4.0));
}
