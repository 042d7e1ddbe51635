//! The operator's monthly TCS report (docs/tax.md "TCS report"): per supplier GSTIN and kind of
//! buyer, the supplies' values without GST delivered and returned, the net liable for TCS and the
//! TCS as IGST, CGST and SGST, as JSON and CSV, to the paisa, on SQLite and PostgreSQL.

use serde_json::{Value, json};

use crate::helpers::{TestApp, admin_browser, spawn_app};
use crate::orders::{checkout, cod, line, numbers, put, shop_with_product, shopper};
use crate::returns::{approve, asking, delivered};
use crate::statements::this_month;

async fn fetch(browser: &reqwest::Client, app: &TestApp, query: &str) -> reqwest::Response {
    browser
        .get(app.url(&format!("/api/v2/admin-tcs-report{query}")))
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn the_month_shows_each_gstins_supplies_returns_and_tcs_by_kind_of_buyer() {
    let app = spawn_app().await;
    // ₹1,000.00 at 5 % from the Tamil Nadu test shop (GSTIN 33AAPFU0939F1Z2).
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "10").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    // Two units to Karnataka, an unregistered buyer: IGST. ₹1,904.76 without GST, ₹9.52 TCS.
    let two = delivered(&app, &priya, &kurta, 2).await;
    // One comes back: ₹952.38 of supplies returned, ₹4.76 of TCS given back.
    let (status, body) = put(
        &priya,
        &app,
        &format!("/api/v2/order-refund/{two}"),
        &asking(json!([{"line": 0, "qty": 1}]), json!({})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    approve(&app, &two).await;
    // One unit to Chennai for a buyer with a GSTIN: within Tamil Nadu, ₹2.38 + ₹2.38.
    let mut body = cod(vec![line(&kurta, 1)]);
    body["shippingAddress"]["city"] = json!("Chennai");
    body["shippingAddress"]["state"] = json!("Tamil Nadu");
    body["shippingAddress"]["zipCode"] = json!("600001");
    body["gstin"] = json!("29AAPFU0939F1ZR");
    let (status, placed) = checkout(&app, &priya, "b2b", &body).await;
    assert_eq!(status, 201, "{placed}");
    let b2b = placed["orders"][0]["_id"].as_str().unwrap();
    let shop = kurta["shopId"].as_str().unwrap();
    let (status, body) = put(
        &app.client,
        &app,
        &format!("/api/v2/update-order-status/{b2b}/{shop}"),
        &json!({"status": "Delivered"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");

    let admin = admin_browser(&app).await;
    let month = this_month();
    let response = fetch(&admin, &app, &format!("?month={month}")).await;
    assert_eq!(response.status(), 200);
    let report: Value = response.json().await.unwrap();
    assert_eq!(report["month"], month.as_str());
    assert_eq!(
        report["rows"],
        json!([
            {"gstin": "33AAPFU0939F1Z2", "legalName": "Meera's Looms", "buyers": "unregistered",
             "grossValue": 1904.76, "returnedValue": 952.38, "netValue": 952.38,
             "igst": 4.76, "cgst": 0.0, "sgst": 0.0},
            {"gstin": "33AAPFU0939F1Z2", "legalName": "Meera's Looms", "buyers": "registered",
             "grossValue": 952.38, "returnedValue": 0.0, "netValue": 952.38,
             "igst": 0.0, "cgst": 2.38, "sgst": 2.38},
        ])
    );
    assert_eq!(
        report["totals"],
        json!({"grossValue": 2857.14, "returnedValue": 952.38, "netValue": 1904.76,
               "igst": 4.76, "cgst": 2.38, "sgst": 2.38})
    );
    // The report is the ledger's: its TCS is what the TCS lines add up to.
    assert_eq!(
        numbers(
            &app,
            "SELECT CAST(-SUM(amount_paise) AS BIGINT) FROM ledger_lines WHERE COALESCE(reverses, kind) = 'tcs'"
        )
        .await,
        [476 + 238 + 238]
    );

    let response = fetch(&admin, &app, &format!("?month={month}&format=csv")).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "text/csv; charset=utf-8");
    assert_eq!(
        response.headers()["content-disposition"],
        format!("attachment; filename=\"tcs-report-{month}.csv\"").as_str()
    );
    let csv = response.text().await.unwrap();
    assert_eq!(
        csv.lines().collect::<Vec<_>>(),
        [
            "Supplier GSTIN,Supplier legal name,Supplies to,Gross value of supplies,Value of supplies returned,\
             Net amount liable for TCS,TCS as IGST,TCS as CGST,TCS as SGST/UTGST",
            "33AAPFU0939F1Z2,Meera's Looms,Unregistered buyers,1904.76,952.38,952.38,4.76,0.00,0.00",
            "33AAPFU0939F1Z2,Meera's Looms,Registered buyers,952.38,0.00,952.38,0.00,2.38,2.38",
            "Total,,,2857.14,952.38,1904.76,4.76,2.38,2.38",
        ]
    );

    // Another month has nothing.
    let empty: Value = fetch(&admin, &app, "?month=2021-04").await.json().await.unwrap();
    assert_eq!(empty["rows"], json!([]));
    assert_eq!(empty["totals"]["netValue"], 0.0);
}

#[tokio::test]
async fn only_the_admin_reads_it_and_a_wrong_month_or_format_is_named() {
    let app = spawn_app().await;
    shop_with_product(&app, "meera@example.com", "1000", "10").await;
    let response = fetch(&app.client, &app, "").await;
    assert_eq!(response.status(), 401, "a seller is not the Admin");
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    assert_eq!(fetch(&priya, &app, "").await.status(), 403);
    let admin = admin_browser(&app).await;
    for (query, field) in [
        ("?month=2026-13", "month"),
        ("?month=1999-01", "month"),
        ("?format=pdf", "format"),
    ] {
        let response = fetch(&admin, &app, query).await;
        assert_eq!(response.status(), 400, "{query}");
        let body: Value = response.json().await.unwrap();
        assert!(body["error"]["fields"][field].is_string(), "{body}");
    }
    let this: Value = fetch(&admin, &app, "").await.json().await.unwrap();
    assert_eq!(this["month"], this_month().as_str(), "this month unless asked");
}
