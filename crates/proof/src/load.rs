//! Load: a bounded run of mixed traffic against the release server from this separate process,
//! on loopback: browsing, product pages, search, cart quotes and checkouts, each connection a
//! signed-in shopper. Passes when no answer is a 5xx, no connection fails, the server's memory
//! after warm-up stays flat, and no stock was sold twice.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail};
use reqwest::Method;
use serde_json::{Value, json};
use tokio::task::JoinSet;

use crate::client::{Account, Base, Browser, SHOPPERS, cart_line, checkout};
use crate::database::{Backend, Target};
use crate::server::{Server, ServerConfig};
use crate::{Dice, invariants};

#[derive(Debug, clap::Args)]
pub struct LoadArgs {
    #[arg(long, value_enum, default_value = "sqlite")]
    pub database: Backend,
    /// Concurrent connections, each its own signed-in shopper's browser.
    #[arg(long, default_value_t = 64)]
    pub connections: usize,
    #[arg(long, default_value_t = 60)]
    pub seconds: u64,
    /// Allowed growth of the server's memory from the end of warm-up (the first quarter) to the
    /// end, in percent; anything beyond it (and beyond 8 MiB) fails the run as a leak.
    #[arg(long, default_value_t = 20)]
    pub max_growth_percent: u64,
    #[arg(long)]
    pub seed: Option<u64>,
}

/// What one connection saw.
#[derive(Debug, Default)]
struct Tally {
    requests: u64,
    by_class: [u64; 6],
    server_errors: Vec<String>,
    connection_errors: Vec<String>,
    placed: u64,
    out_of_stock: u64,
    micros: Vec<u32>,
}

impl Tally {
    fn merge(&mut self, other: Tally) {
        self.requests += other.requests;
        for (mine, theirs) in self.by_class.iter_mut().zip(other.by_class) {
            *mine += theirs;
        }
        self.server_errors.extend(other.server_errors);
        self.connection_errors.extend(other.connection_errors);
        self.placed += other.placed;
        self.out_of_stock += other.out_of_stock;
        self.micros.extend(other.micros);
    }
}

pub async fn run(args: LoadArgs) -> anyhow::Result<()> {
    let seed = args.seed.unwrap_or_else(Dice::seed_from_clock);
    println!(
        "load on {:?}: {} connections for {} s, seed {seed}",
        args.database, args.connections, args.seconds
    );
    let target = Target::new(args.database).await?;
    let server = Server::start(&ServerConfig::for_target(&target)?, "load").await?;
    let outcome = drive(&args, seed, &server, &target).await;
    server.stop_after(&outcome).await?;
    target.finish(outcome).await
}

async fn drive(args: &LoadArgs, seed: u64, server: &Server, target: &Target) -> anyhow::Result<()> {
    let base = Base::new(&server.base);
    let visitor = Browser::new(&base)?;
    let listing = visitor.get("/api/v2/products?limit=100").await?;
    let products: Arc<Vec<Value>> =
        Arc::new(listing.body["products"].as_array().context("products")?.clone());
    let words: Arc<Vec<String>> = Arc::new(
        products
            .iter()
            .filter_map(|p| {
                p["name"]
                    .as_str()?
                    .split_whitespace()
                    .next()
                    .map(str::to_lowercase)
            })
            .collect(),
    );
    let db = target.connect().await?;
    let stock_before = invariants::stock_totals(&db).await?;

    let mut browsers = Vec::with_capacity(args.connections);
    for i in 0..args.connections {
        let browser = Browser::new(&base)?;
        browser
            .sign_in(Account::Shopper, SHOPPERS[i % SHOPPERS.len()])
            .await?;
        browsers.push(browser);
    }

    let cpu_before = server.cpu_ticks()?;
    let start = Instant::now();
    let end = start + Duration::from_secs(args.seconds);
    let mut workers = JoinSet::new();
    for (i, browser) in browsers.into_iter().enumerate() {
        workers.spawn(connection(
            browser,
            products.clone(),
            words.clone(),
            Dice::new(seed ^ (i as u64 + 1)),
            end,
        ));
    }
    // The server's memory, once a second.
    let mut rss = Vec::new();
    while Instant::now() < end {
        rss.push((start.elapsed().as_secs_f64(), server.rss_kib()?));
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    let mut tally = Tally::default();
    while let Some(done) = workers.join_next().await {
        tally.merge(done?);
    }
    rss.push((start.elapsed().as_secs_f64(), server.rss_kib()?));
    let elapsed = start.elapsed().as_secs_f64();
    let cpu_ticks = server.cpu_ticks()?.saturating_sub(cpu_before);

    tally.micros.sort_unstable();
    let percentile = |p: f64| -> f64 {
        let n = tally.micros.len();
        if n == 0 {
            return 0.0;
        }
        #[allow(
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            clippy::cast_precision_loss
        )]
        let i = ((n as f64 * p) as usize).min(n - 1);
        f64::from(tally.micros[i]) / 1000.0
    };
    let warm = rss[rss.len() / 4].1;
    let last = rss.last().map_or(0, |r| r.1);
    let peak = rss.iter().map(|r| r.1).max().unwrap_or(0);
    #[allow(clippy::cast_precision_loss)]
    let rate = tally.requests as f64 / elapsed;
    println!(
        "{} requests in {elapsed:.1} s ({rate:.0}/s); p50 {:.1} ms, p99 {:.1} ms; 2xx {}, 4xx {}, 5xx {}; \
         {} checkouts placed, {} refused for stock; connection errors {}",
        tally.requests,
        percentile(0.50),
        percentile(0.99),
        tally.by_class[2],
        tally.by_class[4],
        tally.by_class[5],
        tally.placed,
        tally.out_of_stock,
        tally.connection_errors.len()
    );
    #[allow(clippy::cast_precision_loss)]
    let cpu_per_request = cpu_ticks as f64 / ticks_per_second() / tally.requests.max(1) as f64 * 1e6;
    println!(
        "server: {cpu_per_request:.0} µs of CPU per request; memory {} MiB after warm-up, {} MiB at the end, \
         {} MiB at the peak",
        warm / 1024,
        last / 1024,
        peak / 1024
    );

    let mut problems = Vec::new();
    if !tally.server_errors.is_empty() {
        problems.push(format!(
            "{} answers were 5xx, e.g. {:?}",
            tally.server_errors.len(),
            &tally.server_errors[..tally.server_errors.len().min(5)]
        ));
    }
    if !tally.connection_errors.is_empty() {
        problems.push(format!(
            "{} connection errors, e.g. {:?}",
            tally.connection_errors.len(),
            &tally.connection_errors[..tally.connection_errors.len().min(5)]
        ));
    }
    let allowed = warm + (warm * args.max_growth_percent / 100).max(8 * 1024);
    if last > allowed {
        problems.push(format!(
            "memory grew from {} KiB after warm-up to {last} KiB (allowed {allowed} KiB): {rss:?}",
            warm
        ));
    }
    if tally.placed == 0 {
        problems.push("no checkout was placed".to_owned());
    }
    problems.extend(invariants::check(&db, &stock_before).await?);
    if problems.is_empty() {
        Ok(())
    } else {
        bail!("under load:\n  {}", problems.join("\n  "))
    }
}

/// One connection's loop: a weighted mix of what shoppers do.
async fn connection(
    browser: Browser,
    products: Arc<Vec<Value>>,
    words: Arc<Vec<String>>,
    mut dice: Dice,
    end: Instant,
) -> Tally {
    let mut tally = Tally::default();
    while Instant::now() < end {
        let product = &products[dice.below(products.len())];
        let id = product["_id"].as_str().unwrap_or_default();
        let line = cart_line(product, 1);
        let roll = dice.below(100);
        let (method, path, body, key) = match roll {
            0..30 => (Method::GET, format!("/api/v2/products?page={}", 1 + dice.below(3)), None, None),
            30..40 => (
                Method::GET,
                "/api/v2/products?category=Women&sellingPrice%5Bgte%5D=100&sellingPrice%5Blte%5D=5000&sort=-sold_out"
                    .to_owned(),
                None,
                None,
            ),
            40..55 => (Method::GET, format!("/api/v2/get-product-details/{id}"), None, None),
            55..60 => (Method::GET, format!("/api/v2/get-same-products/{id}"), None, None),
            60..75 => {
                let word = &words[dice.below(words.len())];
                let prefix: String = word.chars().take(3).collect();
                let q = if dice.below(2) == 0 { word.clone() } else { prefix };
                (Method::GET, format!("/api/v2/products-search?searchKeyword={q}"), None, None)
            }
            75..80 => (Method::GET, "/".to_owned(), None, None),
            80..93 => (
                Method::POST,
                "/api/v2/cart/quote".to_owned(),
                Some(json!({"cart": [line]})),
                None,
            ),
            _ => (
                Method::POST,
                "/api/v2/create-order".to_owned(),
                Some(checkout(json!([line]), "cod")),
                Some(uuid::Uuid::new_v4().to_string()),
            ),
        };
        let headers: Vec<(&str, &str)> = key
            .as_deref()
            .map(|k| ("Idempotency-Key", k))
            .into_iter()
            .collect();
        let started = Instant::now();
        let answer = browser.call(method, &path, body.as_ref(), &headers).await;
        tally.requests += 1;
        match answer {
            Ok(answer) => {
                tally
                    .micros
                    .push(u32::try_from(started.elapsed().as_micros()).unwrap_or(u32::MAX));
                tally.by_class[usize::from(answer.status / 100).min(5)] += 1;
                if answer.status >= 500 {
                    tally
                        .server_errors
                        .push(format!("{path}: {} {}", answer.status, answer.body));
                }
                if key.is_some() {
                    match answer.status {
                        201 => tally.placed += 1,
                        409 => tally.out_of_stock += 1,
                        _ => {}
                    }
                }
            }
            Err(error) => tally.connection_errors.push(format!("{path}: {error}")),
        }
    }
    tally
}

/// The kernel's clock ticks per second, in which `/proc/…/stat` counts CPU time.
fn ticks_per_second() -> f64 {
    std::process::Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|out| String::from_utf8(out.stdout).ok()?.trim().parse().ok())
        .unwrap_or(100.0)
}
