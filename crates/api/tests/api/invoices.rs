//! Tax invoices' numbers and what an order keeps for its invoice (docs/tax.md "Invoice numbers"),
//! on SQLite and PostgreSQL.

use orders::tax::FinancialYear;
use sea_orm::ConnectionTrait as _;
use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app, spawn_app_with};
use crate::orders::{
    another_shop, checkout, cod, line, product_of, shop_with_product, shopper, uuid_literal,
};

/// The first column of every row, as text.
async fn texts(app: &TestApp, sql: &str) -> Vec<String> {
    let db = app.db().await;
    let backend = db.connection().get_database_backend();
    db.connection()
        .query_all_raw(sea_orm::Statement::from_string(backend, sql.to_owned()))
        .await
        .unwrap()
        .iter()
        .map(|row| row.try_get_by_index::<String>(0).unwrap())
        .collect()
}

/// A shop's invoice numbers, in the order they sort.
async fn invoice_numbers(app: &TestApp, shop: &str) -> Vec<String> {
    let shop = uuid_literal(app, shop);
    texts(
        app,
        &format!(
            "SELECT invoice_number FROM orders WHERE shop_id = {shop} AND invoice_number IS NOT NULL \
             ORDER BY invoice_number"
        ),
    )
    .await
}

/// The numbers `serials` of this year's invoice series (these apps run on the real clock).
fn expected(serials: std::ops::RangeInclusive<u32>) -> Vec<String> {
    let year = FinancialYear::at(chrono::Utc::now()).short();
    serials.map(|n| format!("INV/{year}/{n:06}")).collect()
}

#[tokio::test]
async fn fifty_parallel_checkouts_from_two_shops_number_each_shops_invoices_without_gaps_or_repeats() {
    // Fifty sign-ups from one address would trip the sign-in rate limit.
    let app = spawn_app_with(|settings| settings.limits.auth_attempts_per_minute = 1_000).await;
    let kurta = shop_with_product(&app, "meera@example.com", "300", "50").await;
    let (other_seller, _) = another_shop(&app, "ravi@example.com").await;
    let saree = product_of(&app, &other_seller, &[("stock", Some("50"))]).await;
    let mut shoppers = Vec::new();
    for i in 0..50 {
        shoppers.push(shopper(&app, "Buyer", &format!("buyer{i}@example.com")).await.0);
    }
    // Each cart holds both shops' items, so each checkout takes a number in both series.
    let body = cod(vec![line(&kurta, 1), line(&saree, 1)]);
    let attempts = shoppers.iter().enumerate().map(|(i, browser)| {
        let app = &app;
        let body = &body;
        async move { checkout(app, browser, &format!("k{i}"), body).await }
    });
    let results = futures_util::future::join_all(attempts).await;
    assert!(
        results.iter().all(|(status, _)| *status == 201),
        "{:?}",
        results.iter().map(|r| r.0).collect::<Vec<_>>()
    );

    for shop in [&kurta["shopId"], &saree["shopId"]] {
        let numbers = invoice_numbers(&app, shop.as_str().unwrap()).await;
        assert_eq!(numbers, expected(1..=50), "no gap and no repeat");
    }
    // Every order the shoppers were answered with carries its own number.
    let mut answered: Vec<&str> = results
        .iter()
        .flat_map(|(_, body)| body["orders"].as_array().unwrap())
        .map(|order| order["invoiceNumber"].as_str().unwrap())
        .collect();
    answered.sort_unstable();
    answered.dedup();
    assert_eq!(
        answered.len(),
        50,
        "each shop's 50 numbers, shared by the two shops' series"
    );
}

#[tokio::test]
async fn a_refused_checkout_takes_no_number_and_the_buyers_gstin_is_checked_and_kept() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "3").await;
    let shop = kurta["shopId"].as_str().unwrap().to_owned();
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;

    let (status, first) = checkout(&app, &browser, "k1", &cod(vec![line(&kurta, 1)])).await;
    assert_eq!(status, 201, "{first}");
    assert_eq!(first["orders"][0]["invoiceNumber"], json!(expected(1..=1)[0]));
    assert_eq!(first["orders"][0]["gstin"], Value::Null);

    // More than is in stock: refused, and its transaction gives its number back.
    let (status, _) = checkout(&app, &browser, "k2", &cod(vec![line(&kurta, 5)])).await;
    assert_eq!(status, 409);

    // A GSTIN with a wrong check character is named; nothing is placed.
    let mut body = cod(vec![line(&kurta, 1)]);
    body["gstin"] = json!("29AAPFU0939F1ZX");
    let (status, refused) = checkout(&app, &browser, "k3", &body).await;
    assert_eq!(status, 400, "{refused}");
    assert!(refused["error"]["fields"]["gstin"].is_string(), "{refused}");
    assert_eq!(invoice_numbers(&app, &shop).await, expected(1..=1));

    body["gstin"] = json!(" 29aapfu0939f1zr ");
    let (status, placed) = checkout(&app, &browser, "k4", &body).await;
    assert_eq!(status, 201, "{placed}");
    let order = &placed["orders"][0];
    assert_eq!(order["invoiceNumber"], json!(expected(2..=2)[0]));
    assert_eq!(order["gstin"], "29AAPFU0939F1ZR");
    assert_eq!(invoice_numbers(&app, &shop).await, expected(1..=2));

    // The order keeps the shop's identity and the line its tax facts as they were at placing.
    let id = uuid_literal(&app, order["_id"].as_str().unwrap());
    let kept = texts(
        &app,
        &format!(
            "SELECT o.supplier_gstin || '|' || o.supplier_name || '|' || o.supplier_zip || '|' || l.hsn \
             FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.id = {id}"
        ),
    )
    .await;
    assert_eq!(kept, ["33AAPFU0939F1Z2|Meera's Looms|631501|6204"]);
}
