//! The seller's settlement statement (docs/tax.md "Settlement statement"): per order, what the
//! ledger posted in the month for the sale and each charge, refunds netted in, as JSON, CSV and
//! PDF, to the paisa, on SQLite and PostgreSQL.

use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app};
use crate::invoices::pdf_text;
use crate::orders::{numbers, put, shop_with_product, shopper};
use crate::returns::{approve, asking, delivered};

/// The month now, as India's calendar counts it.
pub fn this_month() -> String {
    let india = chrono::FixedOffset::east_opt(5 * 3600 + 1800).unwrap();
    chrono::Utc::now()
        .with_timezone(&india)
        .format("%Y-%m")
        .to_string()
}

async fn fetch(app: &TestApp, query: &str) -> reqwest::Response {
    app.client
        .get(app.url(&format!("/api/v2/shop-statement{query}")))
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn a_month_shows_each_orders_sale_and_charges_net_of_its_refunds_as_json_csv_and_pdf() {
    let app = spawn_app().await;
    // ₹1,000.00 at 5 % from the Tamil Nadu test shop, delivered to Karnataka (IGST).
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "10").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let two = delivered(&app, &priya, &kurta, 2).await;
    let one = delivered(&app, &priya, &kurta, 1).await;
    let (status, body) = put(
        &priya,
        &app,
        &format!("/api/v2/order-refund/{two}"),
        &asking(json!([{"line": 0, "qty": 1}]), json!({})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    approve(&app, &two).await;

    let month = this_month();
    let response = fetch(&app, &format!("?month={month}")).await;
    assert_eq!(response.status(), 200);
    let statement: Value = response.json().await.unwrap();
    assert_eq!(statement["month"], month.as_str());
    // Each order keeps one unit: ₹1,000 less ₹100 commission, ₹18 GST on it, ₹4.76 TCS (0.5 % of
    // ₹952.38) and ₹1 TDS. The two-unit order's refund netted its second unit out of every figure.
    let kept = json!({"sale": 1000.0, "commission": 100.0, "commissionGst": 18.0, "tcs": 4.76, "tds": 1.0, "net": 876.24});
    let rows = statement["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 2, "{statement}");
    let mut ids = Vec::new();
    for row in rows {
        ids.push(row["orderId"].as_str().unwrap().to_owned());
        for (key, value) in kept.as_object().unwrap() {
            assert_eq!(&row[key], value, "{key} of {row}");
        }
        assert!(
            row["invoiceNumber"].as_str().unwrap().starts_with("INV/"),
            "{row}"
        );
    }
    assert_eq!(ids, [two.clone(), one.clone()], "oldest first");
    assert_eq!(
        statement["totals"],
        json!({"sale": 2000.0, "commission": 200.0, "commissionGst": 36.0, "tcs": 9.52, "tds": 2.0, "net": 1752.48})
    );
    // The statement is the ledger's: its net total is what the shop's lines add up to.
    assert_eq!(
        numbers(&app, "SELECT CAST(SUM(amount_paise) AS BIGINT) FROM ledger_lines").await,
        [1_75_248]
    );
    assert_eq!(
        fetch(&app, "").await.json::<Value>().await.unwrap()["totals"]["net"],
        1752.48,
        "this month unless asked"
    );

    let response = fetch(&app, &format!("?month={month}&format=csv")).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "text/csv; charset=utf-8");
    assert_eq!(
        response.headers()["content-disposition"],
        format!("attachment; filename=\"statement-{month}.csv\"").as_str()
    );
    let csv = response.text().await.unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "Date,Invoice number,Order,Sale,Commission,GST on commission,TCS,TDS,Net"
    );
    assert_eq!(lines.len(), 4, "{csv}");
    for (line, order) in lines[1..3].iter().zip([&two, &one]) {
        let cells: Vec<&str> = line.split(',').collect();
        assert!(cells[1].starts_with("INV/"), "{line}");
        assert_eq!(cells[2], order.as_str());
        assert_eq!(
            &cells[3..],
            ["1000.00", "100.00", "18.00", "4.76", "1.00", "876.24"]
        );
    }
    assert_eq!(lines[3], "Total,,,2000.00,200.00,36.00,9.52,2.00,1752.48");

    let response = fetch(&app, &format!("?month={month}&format=pdf")).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "application/pdf");
    let text = pdf_text(&response.bytes().await.unwrap());
    for expected in [
        "Settlement statement",
        "Meera's Looms",
        "GST on commission",
        "876.24",
        "1,752.48",
        "9.52",
        one.as_str(),
    ] {
        assert!(text.contains(expected), "{expected} in:\n{text}");
    }

    // Another month has nothing; its PDF says so.
    let empty: Value = fetch(&app, "?month=2021-04").await.json().await.unwrap();
    assert_eq!(empty["rows"], json!([]));
    assert_eq!(empty["totals"]["net"], 0.0);
    let text = pdf_text(
        &fetch(&app, "?month=2021-04&format=pdf")
            .await
            .bytes()
            .await
            .unwrap(),
    );
    assert!(text.contains("Nothing was posted in this period."), "{text}");
}

#[tokio::test]
async fn a_wrong_month_or_format_is_named_and_only_a_seller_reads_their_own() {
    let app = spawn_app().await;
    shop_with_product(&app, "meera@example.com", "1000", "10").await;
    for month in ["2026-13", "2026-1", "last", "1999-12"] {
        let response = fetch(&app, &format!("?month={month}")).await;
        assert_eq!(response.status(), 400, "{month}");
        let body: Value = response.json().await.unwrap();
        assert!(body["error"]["fields"]["month"].is_string(), "{body}");
    }
    let response = fetch(&app, "?format=xlsx").await;
    assert_eq!(response.status(), 400);
    let body: Value = response.json().await.unwrap();
    assert!(body["error"]["fields"]["format"].is_string(), "{body}");
    // A shopper, or nobody, is not a seller.
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let response = priya.get(app.url("/api/v2/shop-statement")).send().await.unwrap();
    assert_eq!(response.status(), 401);
}
