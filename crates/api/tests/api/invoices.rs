//! Tax invoices' numbers and what an order keeps for its invoice (docs/tax.md "Invoice numbers"),
//! on SQLite and PostgreSQL.

use orders::tax::FinancialYear;
use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app, spawn_app_with};
use crate::orders::{
    another_shop, checkout, cod, first_column, line, product_of, put, shop_with_product, shopper,
    uuid_literal,
};

/// A shop's invoice numbers, in the order they sort.
async fn invoice_numbers(app: &TestApp, shop: &str) -> Vec<String> {
    let shop = uuid_literal(app, shop);
    first_column::<String>(
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
    let kept = first_column::<String>(
        &app,
        &format!(
            "SELECT o.supplier_gstin || '|' || o.supplier_name || '|' || o.supplier_zip || '|' || l.hsn \
             FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.id = {id}"
        ),
    )
    .await;
    assert_eq!(kept, ["33AAPFU0939F1Z2|Meera's Looms|631501|6204"]);
}

/// The PDF's text as `pdftotext -layout` reads it (Debian's poppler-utils).
pub fn pdf_text(bytes: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("invoice.pdf");
    std::fs::write(&file, bytes).unwrap();
    let out = std::process::Command::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(&file)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) is installed");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

async fn download(app: &TestApp, browser: &reqwest::Client, order: &str) -> (u16, Vec<u8>, Option<String>) {
    let response = browser
        .get(app.url(&format!("/api/v2/order-invoice/{order}")))
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let kind = response
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_owned());
    (status, response.bytes().await.unwrap().to_vec(), kind)
}

/// Asserts each of `wanted` is in `text`, its runs of spaces read as one (the layout spaces a
/// label from its value), naming the first that is not.
fn assert_says(text: &str, wanted: &[&str]) {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for part in wanted {
        assert!(flat.contains(part), "{part:?} is not on the invoice:\n{text}");
    }
}

#[tokio::test]
async fn the_shopper_the_shop_and_the_admin_download_the_invoice_with_every_rule_46_field() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "999", "10").await;
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    // From Tamil Nadu to Karnataka: IGST. ₹999 is under ₹1,000, so shipping is 5%: ₹49.95.
    let mut body = cod(vec![line(&kurta, 1)]);
    body["gstin"] = json!("29AAPFU0939F1ZR");
    let (status, placed) = checkout(&app, &browser, "k1", &body).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0]["_id"].as_str().unwrap().to_owned();
    let number = placed["orders"][0]["invoiceNumber"].as_str().unwrap().to_owned();

    let (status, bytes, kind) = download(&app, &browser, &order).await;
    assert_eq!(status, 200);
    assert_eq!(kind.as_deref(), Some("application/pdf"));
    assert!(bytes.starts_with(b"%PDF-"));
    // The fonts are subset to the glyphs used, not embedded whole (1.5 MB).
    assert!(bytes.len() < 150_000, "{} bytes", bytes.len());
    let text = pdf_text(&bytes);
    assert_says(
        &text,
        &[
            "Tax invoice",
            "Original for recipient",
            &format!("Invoice number: {number}"),
            "Invoice date:",
            &format!("Order: {order}"),
            "Place of supply: Karnataka (29)",
            "Tax payable on reverse charge: No",
            // The supplier: its name, address and GSTIN, as kept when the order was placed.
            "Sold by (supplier)",
            "Meera's Looms",
            "14 Temple Street, Kanchipuram",
            "State: Tamil Nadu (code 33)",
            "GSTIN: 33AAPFU0939F1Z2",
            // The recipient and the delivery address, with the buyer's GSTIN.
            "Bill to (recipient)",
            "Ship to",
            "Priya Nair",
            "12 MG Road",
            "Bengaluru 560001",
            "State: Karnataka (code 29)",
            "GSTIN: 29AAPFU0939F1ZR",
            // The line: description, HSN, quantity with its unit, value, taxable value, IGST.
            "Hand-block printed cotton kurta (S, Indigo)",
            "6204",
            "1 Nos",
            "999.00",
            "951.43",
            "5%",
            "47.57",
            // Shipping at the line's rate: ₹49.95 is ₹47.57 and ₹2.38 IGST.
            "Shipping charges",
            "49.95",
            "2.38",
            // The totals, and the total in words.
            "Taxable value",
            "₹999.00",
            "IGST",
            "₹49.95",
            "Invoice total",
            "₹1,048.95",
            "Rupees One Thousand Forty Eight and Ninety Five Paise Only",
            "This is a computer-generated invoice",
        ],
    );
    assert!(
        !text.contains("CGST"),
        "one state to another is IGST only:\n{text}"
    );

    // The shop and the Admin download the same invoice.
    let (status, shop_bytes, _) = download(&app, &app.client, &order).await;
    assert_eq!(status, 200);
    assert!(pdf_text(&shop_bytes).contains(&number));
    let admin = crate::helpers::admin_browser(&app).await;
    let (status, admin_bytes, _) = download(&app, &admin, &order).await;
    assert_eq!(status, 200);
    assert!(pdf_text(&admin_bytes).contains(&number));

    // Anyone else: 404, not told apart from no order; no one signed in: 401.
    let (stranger, _) = shopper(&app, "Ravi", "ravi@example.com").await;
    assert_eq!(download(&app, &stranger, &order).await.0, 404);
    let (other_shop, _) = another_shop(&app, "other@example.com").await;
    assert_eq!(download(&app, &other_shop, &order).await.0, 404);
    assert_eq!(download(&app, &app.new_browser(), &order).await.0, 401);
    // A path that is no order id names no order, as the other order calls answer.
    assert_eq!(download(&app, &browser, "not-an-id").await.0, 404);
}

#[tokio::test]
async fn within_one_state_the_invoice_splits_cgst_and_sgst_and_the_halves_are_equal() {
    let app = spawn_app().await;
    let kurta = shop_with_product(&app, "meera@example.com", "999", "10").await;
    let (browser, _) = shopper(&app, "Priya", "priya@example.com").await;
    let mut body = cod(vec![line(&kurta, 1)]);
    body["shippingAddress"]["city"] = json!("Chennai");
    body["shippingAddress"]["state"] = json!("Tamil Nadu");
    body["shippingAddress"]["zipCode"] = json!("600001");
    let (status, placed) = checkout(&app, &browser, "k1", &body).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0]["_id"].as_str().unwrap();

    let (status, bytes, _) = download(&app, &browser, order).await;
    assert_eq!(status, 200);
    let text = pdf_text(&bytes);
    // ₹999 at 5% within a state: ₹23.79 + ₹23.79 and ₹951.42; shipping ₹49.95: ₹1.19 + ₹1.19 and
    // ₹47.57. Taxable ₹998.99, each half ₹24.98, total ₹1,048.95.
    assert_says(
        &text,
        &[
            "Place of supply: Tamil Nadu (33)",
            "2.5%",
            "23.79",
            "951.42",
            "1.19",
            "47.57",
            "₹998.99",
            "₹24.98",
            "₹1,048.95",
            "CGST",
            "SGST",
        ],
    );
    assert!(!text.contains("IGST"), "{text}");
}

#[tokio::test]
async fn each_approved_return_gets_the_next_credit_note_against_the_invoice_readable_by_its_parties_only() {
    use crate::returns::{approve, asking, delivered};
    let app = spawn_app().await;
    // ₹1,000.00 at 5 % from the Tamil Nadu test shop to Karnataka: IGST.
    let kurta = shop_with_product(&app, "meera@example.com", "1000", "10").await;
    let (priya, _) = shopper(&app, "Priya", "priya@example.com").await;
    let order = delivered(&app, &priya, &kurta, 2).await;
    let year = FinancialYear::at(chrono::Utc::now()).short();
    let ask = || {
        put(
            &priya,
            &app,
            format!("/api/v2/order-refund/{order}"),
            asking(json!([{"line": 0, "qty": 1}]), json!({})),
        )
    };
    let (status, body) = ask().await;
    assert_eq!(status, 200, "{body}");
    let open = body["order"]["returns"][0].clone();
    assert_eq!(open["creditNoteNumber"], Value::Null, "none until approved");
    let first_id = open["_id"].as_str().unwrap().to_owned();
    let note = |browser: &reqwest::Client, id: &str| {
        let request = browser.get(app.url(&format!("/api/v2/order-credit-note/{id}")));
        async move {
            let response = request.send().await.unwrap();
            (
                response.status().as_u16(),
                response.bytes().await.unwrap().to_vec(),
            )
        }
    };
    assert_eq!(note(&priya, &first_id).await.0, 404, "not approved yet");

    let approved = approve(&app, &order).await;
    assert_eq!(
        approved["returns"][0]["creditNoteNumber"],
        format!("CN/{year}/000001").as_str()
    );
    let (status, bytes) = note(&priya, &first_id).await;
    assert_eq!(status, 200);
    if let Ok(dir) = std::env::var("HAAT_PDF_SAMPLES") {
        std::fs::write(std::path::Path::new(&dir).join("credit-note.pdf"), &bytes).unwrap();
    }
    let text = pdf_text(&bytes);
    let invoice = approved["invoiceNumber"].as_str().unwrap().to_owned();
    assert_says(
        &text,
        &[
            "Credit note",
            &format!("Credit note number: CN/{year}/000001"),
            &format!("Against invoice: {invoice} of"),
            "Reason: Goods returned by the buyer",
            "33AAPFU0939F1Z2",
            "Place of supply: Karnataka (29)",
            // One unit back: ₹1,000.00, of which ₹47.62 IGST at 5 %.
            "1 Nos",
            "952.38",
            "47.62",
            "Credit note total ₹1,000.00",
            "Rupees One Thousand Only",
        ],
    );
    assert!(!text.contains("2 Nos"), "only the unit returned:\n{text}");
    // The shop and the Admin read it; another shopper and another shop do not learn it exists.
    assert_eq!(note(&app.client, &first_id).await.0, 200);
    let admin = crate::helpers::admin_browser(&app).await;
    assert_eq!(note(&admin, &first_id).await.0, 200);
    let (stranger, _) = shopper(&app, "Anil", "anil@example.com").await;
    assert_eq!(note(&stranger, &first_id).await.0, 404);
    let (other_shop, _) = another_shop(&app, "other@example.com").await;
    assert_eq!(note(&other_shop, &first_id).await.0, 404);
    assert_eq!(note(&priya, "not-a-uuid").await.0, 404);
    assert_eq!(note(&app.new_browser(), &first_id).await.0, 401);

    // The other unit: the next number in the shop's series.
    let (status, body) = ask().await;
    assert_eq!(status, 200, "{body}");
    let approved = approve(&app, &order).await;
    assert_eq!(
        approved["returns"][1]["creditNoteNumber"],
        format!("CN/{year}/000002").as_str()
    );
    let (status, bytes) = note(&priya, approved["returns"][1]["_id"].as_str().unwrap()).await;
    assert_eq!(status, 200);
    assert_says(&pdf_text(&bytes), &[&format!("CN/{year}/000002"), "₹1,000.00"]);
}
