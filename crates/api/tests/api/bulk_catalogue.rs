//! The bulk catalogue (docs/catalog.md "Bulk catalogue"): the template, uploads run as jobs with
//! a report of every bad row, updates by SKU, price and stock files, the export, and the refusals
//! of whole files before anything is queued.

use std::io::Write as _;
use std::time::Duration;

use reqwest::multipart::{Form, Part};
use serde_json::Value;

use crate::catalog::png;
use crate::helpers::{TestApp, assert_error, count_rows, spawn_app};

const HEADER: &str = "sku,name,description,category,brand,originalPrice,sellingPrice,stock,hsn,gstRate,countryOfOrigin,sizes,colorName,colorHex,images";

fn row(sku: &str, name: &str, original: &str, selling: &str, images: &str) -> String {
    format!(
        "{sku},{name},Soft cotton block print.,Women,Meera's Looms,{original},{selling},10,6204,5,IN,S|M|L,Indigo,#3f51b5,{images}"
    )
}

/// A ZIP of small PNGs under the given names (in a folder, as a zipped folder is).
pub fn zip_of(names: &[&str]) -> Vec<u8> {
    let mut writer = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    for (n, name) in names.iter().enumerate() {
        writer.start_file(format!("photos/{name}"), options).unwrap();
        writer.write_all(&png(40 + n as u32, 40)).unwrap();
    }
    writer
        .start_file("__MACOSX/photos/._kurta-1.jpg", options)
        .unwrap();
    writer.write_all(b"resource fork").unwrap();
    writer.finish().unwrap().into_inner()
}

pub async fn upload(
    app: &TestApp,
    browser: &reqwest::Client,
    csv: String,
    zip: Option<Vec<u8>>,
) -> reqwest::Response {
    let mut form = Form::new().part("file", Part::bytes(csv.into_bytes()).file_name("products.csv"));
    if let Some(zip) = zip {
        form = form.part("images", Part::bytes(zip).file_name("photos.zip"));
    }
    browser
        .post(app.url("/api/v2/shop-products-import"))
        .multipart(form)
        .send()
        .await
        .unwrap()
}

/// Uploads and waits for the job to finish; answers its last progress.
pub async fn import(app: &TestApp, browser: &reqwest::Client, csv: String, zip: Option<Vec<u8>>) -> Value {
    let response = upload(app, browser, csv, zip).await;
    assert_eq!(response.status().as_u16(), 202);
    let started: Value = response.json().await.unwrap();
    assert_eq!(started["success"], true);
    let job = started["jobId"].as_str().unwrap().to_owned();
    for _ in 0..300 {
        let progress: Value = browser
            .get(app.url(&format!("/api/v2/shop-products-import/{job}")))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        if progress["status"] == "done" || progress["status"] == "failed" {
            return progress;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the import {job} did not finish");
}

async fn text(browser: &reqwest::Client, url: &str) -> (u16, String, String) {
    let response = browser.get(url).send().await.unwrap();
    let status = response.status().as_u16();
    let content_type = response
        .headers()
        .get(reqwest::header::CONTENT_TYPE)
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    (status, content_type, response.text().await.unwrap())
}

fn skus(list: &Value) -> Vec<String> {
    let mut skus: Vec<String> = list["products"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["sku"].as_str().unwrap_or("").to_owned())
        .collect();
    skus.sort();
    skus
}

#[tokio::test]
async fn the_template_is_a_csv_the_upload_reads_back() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let (status, content_type, template) =
        text(&app.client, &app.url("/api/v2/shop-products-csv-template")).await;
    assert_eq!(status, 200);
    assert!(content_type.starts_with("text/csv"), "{content_type}");
    assert_eq!(template.lines().next().unwrap(), HEADER);
    assert_eq!(template.lines().count(), 2);
    // Only sellers: a shopper's session is not a seller's.
    let visitor = app.new_browser();
    let (status, _, _) = text(&visitor, &app.url("/api/v2/shop-products-csv-template")).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn good_rows_become_products_and_each_bad_row_is_named_in_the_report_with_nothing_stored() {
    let app = spawn_app().await;
    let seller = app.register_active_shop("meera@example.com").await;
    let shop = seller["_id"].as_str().unwrap().to_owned();
    let csv = [
        HEADER.to_owned(),
        row("KRT-1", "Indigo kurta", "1499", "1299", "kurta-1.jpg"),
        row("KRT-2", "Madder kurta", "999", "1299", "kurta-2.jpg"),
        row("KRT-3", "Ochre kurta", "1499", "1199", "KURTA-3.JPG|kurta-1.jpg"),
        row("KRT-4", "Rust kurta", "1499", "1199", "missing.jpg"),
        row(
            "KRT-5",
            "Plain kurta",
            "1499",
            "1199",
            "http://images.example.com/k.jpg",
        ),
        row("KRT-6", "Local kurta", "1499", "1199", "https://127.0.0.1/k.jpg"),
        row(
            "KRT-7",
            "Meta kurta",
            "1499",
            "1199",
            "https://169.254.169.254/latest/meta-data",
        ),
        "KRT-8,Kurta,Soft.,Saris,Meera's Looms,100,90,1,6204,5,IN,,,,kurta-1.jpg".to_owned(),
        row("", "No code kurta", "1499", "1199", "kurta-1.jpg"),
        row("KRT-10", "Bare kurta", "1499", "1199", ""),
    ]
    .join("\n");
    let images_before = count_rows(&app.db().await, "product_images").await;
    let done = import(
        &app,
        &app.client,
        csv,
        Some(zip_of(&["kurta-1.jpg", "kurta-2.jpg", "kurta-3.jpg"])),
    )
    .await;
    assert_eq!(done["status"], "done", "{done}");
    assert_eq!(
        (
            done["total"].clone(),
            done["done"].clone(),
            done["created"].clone(),
            done["updated"].clone(),
            done["failed"].clone()
        ),
        (10.into(), 10.into(), 2.into(), 0.into(), 8.into()),
        "{done}"
    );

    let list = app
        .json(&format!("/api/v2/get-all-product-shop/{shop}?limit=50"))
        .await;
    assert_eq!(skus(&list), ["KRT-1", "KRT-3"]);
    let three = list["products"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["sku"] == "KRT-3")
        .unwrap();
    assert_eq!(three["images"].as_array().unwrap().len(), 2);
    // Only the two good rows' three pictures were kept.
    assert_eq!(
        count_rows(&app.db().await, "product_images").await,
        images_before + 3
    );

    let report_url = done["reportUrl"].as_str().unwrap();
    let (status, content_type, report) = text(&app.client, &app.url(report_url)).await;
    assert_eq!(status, 200);
    assert!(content_type.starts_with("text/csv"), "{content_type}");
    let lines: Vec<&str> = report.lines().collect();
    assert_eq!(lines[0], "row,sku,field,problem");
    for expected in [
        "3,KRT-2,sellingPrice,the selling price cannot be more than the original price",
        "5,KRT-4,images,missing.jpg: is not in the ZIP of pictures",
        "6,KRT-5,images,http://images.example.com/k.jpg: is not an https address",
        "7,KRT-6,images,https://127.0.0.1/k.jpg: points to an address that is not public",
        "8,KRT-7,images,https://169.254.169.254/latest/meta-data: points to an address that is not public",
        "10,,sku,is required",
        "11,KRT-10,images,add from 1 to 8 images",
    ] {
        assert!(lines.contains(&expected), "{expected:?} not in\n{report}");
    }
    assert!(
        lines.iter().any(|l| l.starts_with("9,KRT-8,category,")),
        "{report}"
    );
    assert_eq!(lines.len(), 1 + 8, "{report}");
}

#[tokio::test]
async fn uploading_the_same_file_again_updates_the_products_by_sku_instead_of_repeating_them() {
    let app = spawn_app().await;
    let seller = app.register_active_shop("meera@example.com").await;
    let shop = seller["_id"].as_str().unwrap().to_owned();
    let csv = |price: &str| {
        [
            HEADER.to_owned(),
            row("KRT-1", "Indigo kurta", "1499", price, "kurta-1.jpg"),
            row("KRT-2", "Madder kurta", "999", "899", "kurta-2.jpg"),
        ]
        .join("\n")
    };
    let zip = zip_of(&["kurta-1.jpg", "kurta-2.jpg"]);
    let first = import(&app, &app.client, csv("1299"), Some(zip.clone())).await;
    assert_eq!(
        (first["created"].clone(), first["updated"].clone()),
        (2.into(), 0.into()),
        "{first}"
    );
    let again = import(&app, &app.client, csv("1199"), Some(zip)).await;
    assert_eq!(
        (again["created"].clone(), again["updated"].clone()),
        (0.into(), 2.into()),
        "{again}"
    );

    let list = app
        .json(&format!("/api/v2/get-all-product-shop/{shop}?q=indigo"))
        .await;
    assert_eq!(list["total"], 1, "{list}");
    assert_eq!(list["products"][0]["sellingPrice"], 1199.0);
    assert_eq!(
        app.json(&format!("/api/v2/get-all-product-shop/{shop}")).await["total"],
        2
    );
}

#[tokio::test]
async fn a_sku_named_twice_in_one_file_is_made_from_its_first_row_and_the_later_row_is_reported() {
    let app = spawn_app().await;
    let seller = app.register_active_shop("meera@example.com").await;
    let shop = seller["_id"].as_str().unwrap().to_owned();
    let csv = [
        HEADER.to_owned(),
        row("KRT-1", "Indigo kurta", "1499", "1299", "kurta-1.jpg"),
        row("KRT-2", "Madder kurta", "999", "899", "kurta-2.jpg"),
        row("KRT-1", "Indigo kurta again", "1499", "999", "kurta-1.jpg"),
    ]
    .join("\n");
    let done = import(
        &app,
        &app.client,
        csv,
        Some(zip_of(&["kurta-1.jpg", "kurta-2.jpg"])),
    )
    .await;
    assert_eq!(
        (
            done["created"].clone(),
            done["updated"].clone(),
            done["failed"].clone()
        ),
        (2.into(), 0.into(), 1.into()),
        "{done}"
    );
    let (_, _, report) = text(&app.client, &app.url(done["reportUrl"].as_str().unwrap())).await;
    assert_eq!(
        report.lines().collect::<Vec<_>>(),
        [
            "row,sku,field,problem",
            "4,KRT-1,sku,row 2 has this SKU too; a file names each product once"
        ],
        "{report}"
    );
    let list = app
        .json(&format!("/api/v2/get-all-product-shop/{shop}?q=indigo"))
        .await;
    assert_eq!(list["total"], 1, "{list}");
    assert_eq!(list["products"][0]["name"], "Indigo kurta");
    assert_eq!(list["products"][0]["sellingPrice"], 1299.0);
}

#[tokio::test]
async fn a_price_and_stock_file_changes_only_those_of_the_products_it_names() {
    let app = spawn_app().await;
    let seller = app.register_active_shop("meera@example.com").await;
    let shop = seller["_id"].as_str().unwrap().to_owned();
    let csv = [
        HEADER.to_owned(),
        row("KRT-1", "Indigo kurta", "1499", "1299", "kurta-1.jpg"),
        row("KRT-2", "Madder kurta", "1499", "1299", "kurta-1.jpg"),
        row("KRT-3", "Ochre kurta", "1499", "1299", "kurta-1.jpg"),
    ]
    .join("\n");
    import(&app, &app.client, csv, Some(zip_of(&["kurta-1.jpg"]))).await;

    let update =
        "sku,sellingPrice,stock\nKRT-1,999.50,\nKRT-9,100,1\nKRT-2,,-4\nKRT-3,1500,\nKRT-1,,3\n".to_owned();
    let done = import(&app, &app.client, update, None).await;
    assert_eq!(
        (done["updated"].clone(), done["failed"].clone()),
        (1.into(), 4.into()),
        "{done}"
    );
    let list = app.json(&format!("/api/v2/get-all-product-shop/{shop}")).await;
    let by_sku = |sku: &str| {
        list["products"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["sku"] == sku)
            .cloned()
            .unwrap()
    };
    let changed = by_sku("KRT-1");
    assert_eq!(
        (changed["sellingPrice"].clone(), changed["stock"].clone()),
        (999.5.into(), 10.into())
    );
    assert_eq!(changed["originalPrice"], 1499.0);
    for untouched in ["KRT-2", "KRT-3"] {
        let product = by_sku(untouched);
        assert_eq!(
            (product["sellingPrice"].clone(), product["stock"].clone()),
            (1299.0.into(), 10.into())
        );
    }
    let (_, _, report) = text(&app.client, &app.url(done["reportUrl"].as_str().unwrap())).await;
    for expected in [
        "3,KRT-9,sku,no product of yours has this SKU",
        "4,KRT-2,stock,stock must be a whole number from 0 to 1000000",
        "5,KRT-3,sellingPrice,the selling price cannot be more than the original price",
        "6,KRT-1,sku,row 2 has this SKU too; a file names each product once",
    ] {
        assert!(
            report.lines().any(|l| l == expected),
            "{expected:?} not in\n{report}"
        );
    }
}

#[tokio::test]
async fn the_export_lists_the_shops_products_and_uploads_back_as_updates_keeping_their_pictures() {
    let app = spawn_app().await;
    let seller = app.register_active_shop("meera@example.com").await;
    let shop = seller["_id"].as_str().unwrap().to_owned();
    let csv = [
        HEADER.to_owned(),
        row("KRT-1", "Indigo kurta", "1499", "1299", "kurta-1.jpg"),
        row("KRT-2", "\"Madder kurta, long\"", "999", "899", "kurta-2.jpg"),
    ]
    .join("\n");
    import(
        &app,
        &app.client,
        csv,
        Some(zip_of(&["kurta-1.jpg", "kurta-2.jpg"])),
    )
    .await;
    let images_before = count_rows(&app.db().await, "product_images").await;

    let (status, content_type, exported) = text(&app.client, &app.url("/api/v2/shop-products-export")).await;
    assert_eq!(status, 200);
    assert!(content_type.starts_with("text/csv"), "{content_type}");
    assert_eq!(exported.lines().next().unwrap(), HEADER);
    assert!(
        exported.contains("KRT-2,\"Madder kurta, long\",Soft cotton block print.,Women"),
        "{exported}"
    );
    assert!(exported.contains("/media/products/"), "{exported}");
    assert_eq!(exported.lines().count(), 3, "{exported}");

    let edited = exported.replace("Indigo kurta", "Indigo kurta (new season)");
    let done = import(&app, &app.client, edited, None).await;
    assert_eq!(
        (done["updated"].clone(), done["failed"].clone()),
        (2.into(), 0.into()),
        "{done}"
    );
    let list = app
        .json(&format!("/api/v2/get-all-product-shop/{shop}?q=new%20season"))
        .await;
    assert_eq!(list["total"], 1, "{list}");
    assert_eq!(list["products"][0]["images"].as_array().unwrap().len(), 1);
    // The same pictures, neither fetched again nor copied.
    assert_eq!(count_rows(&app.db().await, "product_images").await, images_before);
}

#[tokio::test]
async fn a_file_that_cannot_be_read_row_by_row_is_refused_naming_it_and_nothing_is_queued() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let empty = app
        .client
        .post(app.url("/api/v2/shop-products-import"))
        .multipart(Form::new().text("note", "no file"))
        .send()
        .await
        .unwrap();
    let body = assert_error(empty, 400, "validation_failed").await;
    assert!(body["error"]["fields"]["file"].is_string(), "{body}");

    let unknown = upload(&app, &app.client, "sku,stock,colour\nA,1,red\n".to_owned(), None).await;
    let body = assert_error(unknown, 400, "validation_failed").await;
    assert!(
        body["error"]["fields"]["file"]
            .as_str()
            .unwrap()
            .contains("colour"),
        "{body}"
    );

    let mut too_many = String::from("sku,stock\n");
    for n in 0..=5_000 {
        too_many.push_str(&format!("S{n},1\n"));
    }
    let body = assert_error(
        upload(&app, &app.client, too_many, None).await,
        400,
        "validation_failed",
    )
    .await;
    assert!(
        body["error"]["fields"]["file"].as_str().unwrap().contains("5000"),
        "{body}"
    );

    let not_zip = upload(
        &app,
        &app.client,
        "sku,stock\nA,1\n".to_owned(),
        Some(b"not a zip".to_vec()),
    )
    .await;
    let body = assert_error(not_zip, 400, "validation_failed").await;
    assert!(body["error"]["fields"]["images"].is_string(), "{body}");

    assert_eq!(count_rows(&app.db().await, "import_jobs").await, 0);
    let jobs = app.json("/api/v2/shop-products-imports").await;
    assert_eq!(jobs["jobs"].as_array().unwrap().len(), 0, "{jobs}");
}

#[tokio::test]
async fn a_sellers_jobs_and_reports_are_theirs_alone() {
    let app = spawn_app().await;
    app.register_active_shop("meera@example.com").await;
    let done = import(&app, &app.client, "sku,stock\nKRT-404,1\n".to_owned(), None).await;
    let job = done["jobId"].as_str().unwrap().to_owned();
    let jobs = app.json("/api/v2/shop-products-imports").await;
    assert_eq!(jobs["jobs"][0]["jobId"], job.as_str());

    let other = app.new_browser();
    other
        .post(app.url("/api/v2/shop-create"))
        .json(&crate::helpers::shop_body("ravi@example.com"))
        .send()
        .await
        .unwrap();
    let token = app
        .token_from_mailbox("ravi@example.com", "/shop-activation/")
        .await;
    other
        .post(app.url("/api/v2/shop-activation"))
        .json(&serde_json::json!({"token": token}))
        .send()
        .await
        .unwrap();
    for path in [
        format!("/api/v2/shop-products-import/{job}"),
        format!("/api/v2/shop-products-import/{job}/report"),
    ] {
        let response = other.get(app.url(&path)).send().await.unwrap();
        assert_error(response, 404, "not_found").await;
    }
    let theirs: Value = other
        .get(app.url("/api/v2/shop-products-imports"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(theirs["jobs"].as_array().unwrap().len(), 0, "{theirs}");
}
