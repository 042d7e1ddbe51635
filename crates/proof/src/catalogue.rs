//! The bulk catalogue's benchmarks (docs/benchmarks.md "Bulk catalogue"), against the release
//! server on SQLite, the default install:
//!
//! - **Import**: a seller uploads a CSV of `--rows` new products with a ZIP of as many distinct
//!   pictures; the job's time from upload to done, while a shopper keeps reading the storefront
//!   (listings of every page and sort, so its cache cannot answer them all) and every answer is
//!   timed and checked.
//! - **A large shop**: one shop of `--shop-products` products (`haat generate
//!   --products-per-shop`), and its seller's paged, searched and sorted product list timed.
//!
//! Fails when the import takes longer than `--max-import-secs`, when a storefront read fails
//! during it, or when the list's 99th percentile is above `--max-list-ms`; the figures go
//! between their markers in docs/benchmarks.md.

use std::io::Write as _;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail, ensure};
use reqwest::multipart::{Form, Part};
use serde_json::Value;

use crate::client::{Account, Base, Browser};
use crate::database::{Backend, Target};
use crate::server::{Server, ServerConfig};

#[derive(Debug, clap::Args)]
pub struct CatalogueArgs {
    /// Rows of the uploaded CSV, each a new product with its own picture.
    #[arg(long, default_value_t = 5_000)]
    pub rows: usize,
    /// Products of the one shop whose seller's list is timed.
    #[arg(long, default_value_t = 50_000)]
    pub shop_products: usize,
    #[arg(long, default_value_t = 60)]
    pub max_import_secs: u64,
    #[arg(long, default_value_t = 50)]
    pub max_list_ms: u64,
    /// Requests per list question.
    #[arg(long, default_value_t = 200)]
    pub requests: usize,
    /// Write the figures into docs/benchmarks.md.
    #[arg(long)]
    pub write_doc: bool,
}

const START: &str =
    "<!-- catalogue-bench:start (written by `just bench-catalogue`; edit outside these markers) -->";
const END: &str = "<!-- catalogue-bench:end -->";

pub async fn run(args: CatalogueArgs) -> anyhow::Result<()> {
    let import = import(&args).await?;
    println!("{}", import.summary());
    let list = large_shop(&args).await?;
    for question in &list {
        println!("{}", question.summary());
    }
    if args.write_doc {
        write_doc(&args, &import, &list)?;
    }
    let mut failures = Vec::new();
    if import.seconds > args.max_import_secs as f64 {
        failures.push(format!(
            "the import took {:.1} s, above {} s",
            import.seconds, args.max_import_secs
        ));
    }
    if import.failed > 0 {
        failures.push(format!(
            "{} of the import's rows failed; every row is good",
            import.failed
        ));
    }
    if import.storefront_failures > 0 {
        failures.push(format!(
            "{} storefront reads failed during the import",
            import.storefront_failures
        ));
    }
    for question in &list {
        if question.p99_ms > args.max_list_ms as f64 {
            failures.push(format!(
                "{}: p99 {:.1} ms, above {} ms",
                question.name, question.p99_ms, args.max_list_ms
            ));
        }
    }
    if failures.is_empty() {
        println!("catalogue: PASS");
        Ok(())
    } else {
        bail!("{}", failures.join("; "))
    }
}

struct ImportRun {
    rows: usize,
    seconds: f64,
    created: u64,
    failed: u64,
    upload_seconds: f64,
    storefront_reads: usize,
    storefront_failures: usize,
    storefront_p50_ms: f64,
    storefront_p99_ms: f64,
}

impl ImportRun {
    fn summary(&self) -> String {
        format!(
            "import: {} rows in {:.1} s ({:.0} rows/s; upload {:.1} s), {} created, {} failed; storefront during it: {} reads, {} failed, p50 {:.1} ms, p99 {:.1} ms",
            self.rows,
            self.seconds,
            self.rows as f64 / self.seconds.max(0.001),
            self.upload_seconds,
            self.created,
            self.failed,
            self.storefront_reads,
            self.storefront_failures,
            self.storefront_p50_ms,
            self.storefront_p99_ms
        )
    }
}

struct ListQuestion {
    name: &'static str,
    path: String,
    p50_ms: f64,
    p99_ms: f64,
    total: u64,
}

impl ListQuestion {
    fn summary(&self) -> String {
        format!(
            "seller list {} ({}): p50 {:.1} ms, p99 {:.1} ms, total {}",
            self.name, self.path, self.p50_ms, self.p99_ms, self.total
        )
    }
}

/// A small PNG of one colour, different for every `n`: each row's picture is its own, so none is
/// decoded once for many rows.
pub(crate) fn picture(n: usize) -> anyhow::Result<Vec<u8>> {
    const SIDE: u32 = 64;
    let mut bytes = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut bytes, SIDE, SIDE);
        encoder.set_color(png::ColorType::Rgb);
        let mut writer = encoder.write_header()?;
        let colour = [(n % 251) as u8, (n / 251 % 251) as u8, 90];
        let data: Vec<u8> = colour
            .iter()
            .copied()
            .cycle()
            .take((SIDE * SIDE * 3) as usize)
            .collect();
        writer.write_image_data(&data)?;
    }
    Ok(bytes)
}

fn upload_files(rows: usize) -> anyhow::Result<(String, Vec<u8>)> {
    let mut csv = String::from(
        "sku,name,description,category,brand,originalPrice,sellingPrice,stock,hsn,gstRate,countryOfOrigin,sizes,colorName,colorHex,images\n",
    );
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for n in 0..rows {
        csv.push_str(&format!(
            "BULK-{n:05},Bulk kurta {n},\"Hand-block printed cotton, batch {n}.\",Women,Bench Looms,{},{},{},6204,5,IN,S|M|L,Indigo,#3f51b5,photos/bulk-{n}.png\n",
            999 + n % 500,
            899 + n % 100,
            1 + n % 50
        ));
        zip.start_file(format!("photos/bulk-{n}.png"), options)?;
        zip.write_all(&picture(n)?)?;
    }
    Ok((csv, zip.finish()?.into_inner()))
}

/// Storefront reads in a loop until `stop`: listings across pages and sorts, the cache answering
/// some and the database the rest.
async fn keep_reading(base: String, stop: Arc<AtomicBool>) -> (Vec<f64>, usize) {
    let client = reqwest::Client::new();
    let sorts = [
        "",
        "&sort=price",
        "&sort=-price",
        "&sort=best-selling",
        "&sort=rating",
    ];
    let (mut timings, mut failures) = (Vec::new(), 0);
    let mut n = 0usize;
    while !stop.load(Ordering::Relaxed) {
        let path = format!(
            "{base}/api/v2/products?page={}{}",
            1 + n % 40,
            sorts[n % sorts.len()]
        );
        n += 1;
        let started = Instant::now();
        match client.get(&path).send().await {
            Ok(response) if response.status().is_success() => {
                let _ = response.bytes().await;
                timings.push(started.elapsed().as_secs_f64() * 1000.0);
            }
            // The first few failures are told; all are counted.
            Ok(response) => {
                if failures < 5 {
                    println!("storefront {path}: {}", response.status());
                }
                failures += 1;
            }
            Err(error) => {
                if failures < 5 {
                    println!("storefront {path}: {error}");
                }
                failures += 1;
            }
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    (timings, failures)
}

fn percentile(sorted: &[f64], share: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let at = ((sorted.len() as f64 * share).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[at]
}

fn sorted(mut values: Vec<f64>) -> Vec<f64> {
    values.sort_by(f64::total_cmp);
    values
}

async fn import(args: &CatalogueArgs) -> anyhow::Result<ImportRun> {
    let target = Target::new(Backend::Sqlite).await?;
    let outcome = async {
        let config = ServerConfig::for_target(&target)?;
        config.generate(&["--products", "2000"]).await?;
        let server = Server::start(&config, "catalogue-import").await?;
        let outcome = import_on(args, &server).await;
        server.stop_after(&outcome).await?;
        outcome
    }
    .await;
    target.finish(outcome).await
}

async fn import_on(args: &CatalogueArgs, server: &Server) -> anyhow::Result<ImportRun> {
    let seller = Browser::new(&Base::new(&server.base))?;
    seller.sign_in(Account::Seller, "seller0@bench.example").await?;
    let (csv, zip) = upload_files(args.rows)?;
    println!(
        "import: {} rows, CSV {} KiB, ZIP {} KiB",
        args.rows,
        csv.len() / 1024,
        zip.len() / 1024
    );
    let stop = Arc::new(AtomicBool::new(false));
    let reader = tokio::spawn(keep_reading(server.base.clone(), Arc::clone(&stop)));

    let started = Instant::now();
    let form = Form::new()
        .part("file", Part::bytes(csv.into_bytes()).file_name("bulk.csv"))
        .part("images", Part::bytes(zip).file_name("photos.zip"));
    let response = seller
        .client()
        .post(format!("{}/api/v2/shop-products-import", server.base))
        .header("Origin", &server.base)
        .multipart(form)
        .send()
        .await?;
    let upload_seconds = started.elapsed().as_secs_f64();
    let status = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    ensure!(status.as_u16() == 202, "the upload answered {status}: {body}");
    let job = body["jobId"].as_str().context("no jobId")?.to_owned();
    let progress = loop {
        let answer = seller.get(&format!("/api/v2/shop-products-import/{job}")).await?;
        if matches!(answer.body["status"].as_str(), Some("done" | "failed")) {
            break answer.body;
        }
        ensure!(
            started.elapsed() < Duration::from_secs(args.max_import_secs * 5),
            "the import is still at {}",
            answer.body
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    let seconds = started.elapsed().as_secs_f64();
    stop.store(true, Ordering::Relaxed);
    let (timings, storefront_failures) = reader.await?;
    ensure!(progress["status"] == "done", "the import ended {progress}");
    if progress["failed"].as_u64().unwrap_or(0) > 0 {
        // The report says why; its first lines are enough to tell a wrong benchmark file from a
        // wrong importer.
        let report = seller
            .client()
            .get(format!(
                "{}/api/v2/shop-products-import/{job}/report",
                server.base
            ))
            .send()
            .await?
            .text()
            .await?;
        for line in report.lines().take(6) {
            println!("import report: {line}");
        }
    }
    let timings = sorted(timings);
    Ok(ImportRun {
        rows: args.rows,
        seconds,
        created: progress["created"].as_u64().unwrap_or(0),
        failed: progress["failed"].as_u64().unwrap_or(0),
        upload_seconds,
        storefront_reads: timings.len(),
        storefront_failures,
        storefront_p50_ms: percentile(&timings, 0.5),
        storefront_p99_ms: percentile(&timings, 0.99),
    })
}

async fn large_shop(args: &CatalogueArgs) -> anyhow::Result<Vec<ListQuestion>> {
    let target = Target::new(Backend::Sqlite).await?;
    let outcome = async {
        let config = ServerConfig::for_target(&target)?;
        let products = args.shop_products.to_string();
        let started = Instant::now();
        config
            .generate(&["--products", &products, "--products-per-shop", &products])
            .await?;
        println!(
            "large shop: {products} products generated in {:.1} s",
            started.elapsed().as_secs_f64()
        );
        let server = Server::start(&config, "catalogue-list").await?;
        let outcome = list_on(args, &server).await;
        server.stop_after(&outcome).await?;
        outcome
    }
    .await;
    target.finish(outcome).await
}

async fn list_on(args: &CatalogueArgs, server: &Server) -> anyhow::Result<Vec<ListQuestion>> {
    let seller = Browser::new(&Base::new(&server.base))?;
    let shop = seller.sign_in(Account::Seller, "seller0@bench.example").await?;
    let last_page = args.shop_products / 20;
    let questions: [(&'static str, String); 5] = [
        ("first page", "limit=20".to_owned()),
        ("last page", format!("page={last_page}&limit=20")),
        ("search", "q=kurta&limit=20".to_owned()),
        ("by price", "sort=-price&limit=20".to_owned()),
        ("by stock, page 100", "sort=stock&page=100&limit=20".to_owned()),
    ];
    let mut answers = Vec::new();
    for (name, query) in questions {
        let path = format!("/api/v2/get-all-product-shop/{shop}?{query}");
        let first = seller.get(&path).await?;
        ensure!(first.status == 200, "{path}: {} {}", first.status, first.body);
        let total = first.body["total"].as_u64().unwrap_or(0);
        let mut timings = Vec::with_capacity(args.requests);
        for _ in 0..args.requests {
            let started = Instant::now();
            let answer = seller.get(&path).await?;
            ensure!(answer.status == 200, "{path}: {}", answer.status);
            timings.push(started.elapsed().as_secs_f64() * 1000.0);
        }
        let timings = sorted(timings);
        answers.push(ListQuestion {
            name,
            path,
            p50_ms: percentile(&timings, 0.5),
            p99_ms: percentile(&timings, 0.99),
            total,
        });
    }
    // The generator spreads a shop's share over products and events, so the list (products
    // only) holds a little less than `--shop-products`: told, not failed.
    println!(
        "large shop: the seller's list holds {} products",
        answers[0].total
    );
    Ok(answers)
}

fn write_doc(args: &CatalogueArgs, import: &ImportRun, list: &[ListQuestion]) -> anyhow::Result<()> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/benchmarks.md");
    let doc = std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    let (Some(start), Some(end)) = (doc.find(START), doc.find(END)) else {
        bail!("docs/benchmarks.md has no catalogue-bench markers");
    };
    let mut part = format!(
        "{START}\n\nSQLite, release build, this machine. Targets: the import under {} s with the storefront answering; the seller's list under {} ms at the 99th percentile.\n\n",
        args.max_import_secs, args.max_list_ms
    );
    part.push_str("| Import | Rows | Time | Rows/s | Upload | Created | Failed | Storefront reads meanwhile | Failed | p50 | p99 |\n");
    part.push_str("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    part.push_str(&format!(
        "| CSV + ZIP of distinct pictures | {} | {:.1} s | {:.0} | {:.1} s | {} | {} | {} | {} | {:.1} ms | {:.1} ms |\n\n",
        import.rows,
        import.seconds,
        import.rows as f64 / import.seconds.max(0.001),
        import.upload_seconds,
        import.created,
        import.failed,
        import.storefront_reads,
        import.storefront_failures,
        import.storefront_p50_ms,
        import.storefront_p99_ms
    ));
    part.push_str(&format!(
        "| Seller's list, one shop of {} products | Query | p50 | p99 |\n| --- | --- | ---: | ---: |\n",
        args.shop_products
    ));
    for question in list {
        let query = question.path.split_once('?').map_or("", |(_, q)| q);
        part.push_str(&format!(
            "| {} | `{}` | {:.1} ms | {:.1} ms |\n",
            question.name, query, question.p50_ms, question.p99_ms
        ));
    }
    part.push('\n');
    let written = format!("{}{part}{}", &doc[..start], &doc[end..]);
    std::fs::write(&path, written)?;
    println!("wrote {}", path.display());
    Ok(())
}
