//! The operator's monthly commission invoice to a shop (docs/tax.md "Commission invoice"): issued
//! once a month is over, for the commission and GST the ledger charged in it, numbered in the
//! operator's own series with no gaps, the same document on every download; for the shop and the
//! Admin only; on SQLite and PostgreSQL.

use chrono::{TimeZone, Utc};
use serde_json::Value;
use serde_json::json;

use crate::helpers::{TestApp, admin_browser, spawn_app, spawn_app_at};
use crate::invoices::pdf_text;
use crate::orders::{another_shop, numbers, shop_with_product, shopper};
use crate::returns::delivered;

/// 31 October 2026, 22:30 in India: the month's last hour.
fn late_in_october() -> kernel::Timestamp {
    Utc.with_ymd_and_hms(2026, 10, 31, 17, 0, 0).unwrap()
}

/// The marketplace registered in Karnataka; the test shops are in Tamil Nadu.
async fn marketplace() -> TestApp {
    spawn_app_at(late_in_october(), |settings| {
        settings.tax.legal_name = Some("Haat Marketplace Private Limited".to_owned());
        settings.tax.gstin = Some("29AAPFU0939F1ZR".to_owned());
        settings.tax.address = Some("80 Residency Road, Bengaluru 560025".to_owned());
        settings.tax.state = Some("Karnataka".to_owned());
    })
    .await
}

/// Two hours on: 1 November, 00:30 in India, so October is over.
fn november(app: &TestApp) {
    app.clock.as_ref().unwrap().advance(chrono::Duration::hours(2));
}

async fn fetch(browser: &reqwest::Client, app: &TestApp, path: &str) -> reqwest::Response {
    browser.get(app.url(path)).send().await.unwrap()
}

#[tokio::test]
async fn a_month_over_is_invoiced_once_for_the_commission_and_gst_the_ledger_charged() {
    let app = marketplace().await;
    // ₹1,000.00 at 10 % commission: ₹100.00, and ₹18.00 GST on it, twice.
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "10").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    delivered(&app, &priya, &kurta, 1).await;
    delivered(&app, &priya, &kurta, 1).await;
    let (lakshmi, _) = another_shop(&app, "lakshmi@example.com").await;
    let saree = product_of(&app, &lakshmi, "500").await;
    delivered_by(&app, &priya, &lakshmi, &saree).await;

    // October is not over yet.
    let early = fetch(&app.client, &app, "/api/v2/shop-commission-invoice?month=2026-10").await;
    assert_eq!(early.status(), 400);
    let body: Value = early.json().await.unwrap();
    assert!(body["error"]["fields"]["month"].is_string(), "{body}");

    november(&app);
    // Five downloads at once issue one invoice.
    let downloads = futures_util::future::join_all(
        (0..5).map(|_| fetch(&app.client, &app, "/api/v2/shop-commission-invoice?month=2026-10")),
    )
    .await;
    let mut names = Vec::new();
    let mut text = String::new();
    for response in downloads {
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()["content-type"], "application/pdf");
        names.push(
            response.headers()["content-disposition"]
                .to_str()
                .unwrap()
                .to_owned(),
        );
        // Its words, each run of spaces one, as a reader reads them.
        text = pdf_text(&response.bytes().await.unwrap())
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
    }
    assert!(
        names
            .iter()
            .all(|name| name == "attachment; filename=\"COM-2627-000001.pdf\""),
        "{names:?}"
    );
    assert_eq!(
        numbers(&app, "SELECT last_number FROM platform_series").await,
        [1],
        "the numbers the others took went back"
    );
    for expected in [
        "Tax invoice",
        "COM/2627/000001",
        "Invoice date: 01 Nov 2026",
        "Period: 01 Oct 2026 – 31 Oct 2026",
        "Haat Marketplace Private Limited",
        "80 Residency Road, Bengaluru 560025",
        "GSTIN: 29AAPFU0939F1ZR",
        "Meera's Looms",
        "Tamil Nadu (33)",
        "Marketplace commission on the period's sales",
        "998599",
        // Between Karnataka and Tamil Nadu: IGST, 18 % of ₹200.00.
        "IGST",
        "200.00",
        "36.00",
        "236.00",
        "Rupees Two Hundred Thirty Six Only",
    ] {
        assert!(text.contains(expected), "{expected} in:\n{text}");
    }

    // The Admin reads the same invoice; a month without commission has none.
    let admin = admin_browser(&app).await;
    let shop = kurta["shopId"].as_str().unwrap();
    let again = fetch(
        &admin,
        &app,
        &format!("/api/v2/admin-commission-invoice/{shop}?month=2026-10"),
    )
    .await;
    assert_eq!(again.status(), 200);
    assert_eq!(
        again.headers()["content-disposition"],
        "attachment; filename=\"COM-2627-000001.pdf\""
    );
    let none = fetch(&app.client, &app, "/api/v2/shop-commission-invoice?month=2026-09").await;
    assert_eq!(none.status(), 404);

    // Another shop's invoice takes the next number of the operator's series.
    let next = fetch(&lakshmi, &app, "/api/v2/shop-commission-invoice?month=2026-10").await;
    assert_eq!(next.status(), 200);
    assert_eq!(
        next.headers()["content-disposition"],
        "attachment; filename=\"COM-2627-000002.pdf\""
    );
    // ₹500.00 at 10 %: ₹50.00 and ₹9.00 of GST.
    assert_eq!(
        numbers(
            &app,
            "SELECT CAST(SUM(commission_paise + gst_paise) AS BIGINT) FROM commission_invoices"
        )
        .await,
        [23_600 + 5_900]
    );
}

/// A product of the shop signed in on `seller`, at `price`.
async fn product_of(app: &TestApp, seller: &reqwest::Client, price: &str) -> Value {
    use crate::catalog::{png, product_form, with_image};
    let form = with_image(
        product_form(&[("sellingPrice", Some(price)), ("stock", Some("10"))]),
        png(64, 48),
        "saree.png",
    );
    let response = seller
        .post(app.url("/api/v2/create-product"))
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 201);
    response.json::<Value>().await.unwrap()["product"].clone()
}

/// One unit of `product`, bought by `browser`, delivered by its shop (signed in on `seller`).
async fn delivered_by(app: &TestApp, browser: &reqwest::Client, seller: &reqwest::Client, product: &Value) {
    let (status, body) = crate::orders::checkout(
        app,
        browser,
        &uuid::Uuid::new_v4().to_string(),
        &crate::orders::cod(vec![crate::orders::line(product, 1)]),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let order = body["orders"][0]["_id"].as_str().unwrap();
    let shop = product["shopId"].as_str().unwrap();
    let (status, body) = crate::orders::put(
        seller,
        app,
        &format!("/api/v2/update-order-status/{order}/{shop}"),
        &json!({"status": "Delivered"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
}

#[tokio::test]
async fn only_the_shop_and_the_admin_read_it_and_only_when_the_marketplace_is_registered() {
    let app = spawn_app().await;
    shop_with_product(&app, "meera@example.com", "1000", "10").await;
    // No GSTIN in the settings: the marketplace issues no tax invoices.
    let response = fetch(&app.client, &app, "/api/v2/shop-commission-invoice?month=2021-04").await;
    assert_eq!(response.status(), 404);
    let body: Value = response.json().await.unwrap();
    assert!(
        body["error"]["message"].as_str().unwrap().contains("GSTIN"),
        "{body}"
    );
    for month in ["2026-13", "", "2019-12"] {
        let response = fetch(
            &app.client,
            &app,
            &format!("/api/v2/shop-commission-invoice?month={month}"),
        )
        .await;
        assert_eq!(response.status(), 400, "{month}");
    }
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let response = fetch(&priya, &app, "/api/v2/shop-commission-invoice?month=2021-04").await;
    assert_eq!(response.status(), 401);
    let response = fetch(
        &priya,
        &app,
        &format!(
            "/api/v2/admin-commission-invoice/{}?month=2021-04",
            uuid::Uuid::new_v4()
        ),
    )
    .await;
    assert_eq!(response.status(), 403);
    let admin = admin_browser(&app).await;
    let response = fetch(
        &admin,
        &app,
        "/api/v2/admin-commission-invoice/not-a-shop?month=2021-04",
    )
    .await;
    assert_eq!(response.status(), 404);
}
