//! `proof bench` (`just bench`): a deterministic benchmark-sized marketplace generated
//! into a fresh SQLite database (and a fresh PostgreSQL one when `TEST_DATABASE_URL` is set), the
//! release server started on it, and each scenario driven by wrk from this separate process on
//! loopback. Each result is also a ratio to the ceiling, a fixed JSON body of the listing's size
//! served from memory by the same server in the same run. Writes `target/bench/results.json` and
//! the generated part of `docs/benchmarks.md`.
//!
//! Sizes come from `BENCH_PRODUCTS` (100,000), `BENCH_CONNECTIONS` (64) and `BENCH_SECONDS` (10
//! per scenario), so a quick run (`BENCH_PRODUCTS=2000 BENCH_SECONDS=3`) fits in a minute.
//! `BENCH_ONLY` (scenario names, comma-separated, e.g. `create-order,listing-uncached`) measures
//! those and the ceiling only, skips the page audit and prints the results without writing
//! `docs/benchmarks.md`: a partial run is for looking at one cost (under a profiler, say), never
//! for the record.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail, ensure};
use serde_json::{Value, json};

use crate::client::{Base, Browser, cart_line, checkout};
use crate::database::{Backend, Target, number};
use crate::invariants;
use crate::lighthouse::{self, Audit};
use crate::server::{Server, ServerConfig, release_binary};

mod report;
mod wrk;

use report::{first_script, initial_javascript, mib, write_doc, write_results};
use wrk::{create_order_script, lua_string, measure, raw_get, rotate, session_cookie, write_script};

/// What one scenario measured.
#[derive(Debug, Clone)]
struct Measured {
    name: String,
    database: &'static str,
    rps: f64,
    p50_ms: f64,
    p99_ms: f64,
    ratio_to_ceiling: f64,
    rss_mb: f64,
    cpu_ms_per_request: f64,
    /// PostgreSQL's own CPU time for this database's connections (SQLite runs inside Haat, so
    /// its time is in `cpu_ms_per_request`).
    db_cpu_ms_per_request: f64,
    /// Answers that were not 2xx or 3xx, and socket errors, but for `sold_out`.
    failed: u64,
    /// Checkouts refused because the product had sold out.
    sold_out: u64,
    requests: u64,
}

/// One database's run besides its scenarios.
#[derive(Debug, Clone)]
struct RunFacts {
    database: &'static str,
    generate_secs: f64,
    start_secs: f64,
    idle_rss_mb: f64,
    orders_placed: i64,
    oversold: Vec<String>,
    /// The storefront's pages audited (SQLite's run only), or why they could not be.
    lighthouse: Option<Result<Vec<Audit>, String>>,
    index: IndexFacts,
}

/// The in-process catalogue index's build, as the server logged it.
#[derive(Debug, Clone, Copy)]
struct IndexFacts {
    build_ms: u64,
    megabytes: u64,
}

struct Settings {
    products: usize,
    connections: usize,
    seconds: u64,
    results: PathBuf,
    doc: PathBuf,
    /// `BENCH_ONLY`: the scenarios to measure, or all of them.
    only: Option<Vec<String>>,
}

impl Settings {
    /// Whether the scenario `name` is measured in this run; the ceiling always is, as every
    /// ratio is to it.
    fn measures(&self, name: &str) -> bool {
        name == "ceiling"
            || self
                .only
                .as_ref()
                .is_none_or(|only| only.iter().any(|o| o == name))
    }
}

fn env_number<T: std::str::FromStr>(name: &str, default: T) -> anyhow::Result<T> {
    match std::env::var(name) {
        Ok(value) => value
            .trim()
            .parse()
            .map_err(|_| anyhow::anyhow!("{name} must be a whole number, not `{value}`")),
        Err(_) => Ok(default),
    }
}

pub async fn run() -> anyhow::Result<()> {
    let repo = repo_root()?;
    let settings = Settings {
        products: env_number("BENCH_PRODUCTS", 100_000)?,
        connections: env_number("BENCH_CONNECTIONS", 64)?,
        seconds: env_number("BENCH_SECONDS", 10)?,
        results: repo.join("target").join("bench").join("results.json"),
        doc: repo.join("docs").join("benchmarks.md"),
        only: std::env::var("BENCH_ONLY").ok().map(|only| {
            only.split(',')
                .map(str::trim)
                .filter(|name| !name.is_empty())
                .map(str::to_owned)
                .collect()
        }),
    };
    ensure!(settings.products >= 100, "BENCH_PRODUCTS must be at least 100");
    ensure!(settings.connections >= 2, "BENCH_CONNECTIONS must be at least 2");
    which_wrk()?;
    println!(
        "bench: {} products, {} connections, {} s per scenario",
        settings.products, settings.connections, settings.seconds
    );
    let mut backends = vec![Backend::Sqlite];
    if std::env::var("TEST_DATABASE_URL").is_ok() {
        backends.push(Backend::Postgres);
    } else {
        println!("NOTE: TEST_DATABASE_URL is not set, so only SQLite is measured.");
    }
    let mut measured = Vec::new();
    let mut facts = Vec::new();
    for backend in backends {
        let target = Target::new(backend).await?;
        let outcome = one_database(&settings, backend, &target).await;
        let outcome = target.finish(outcome).await?;
        measured.extend(outcome.0);
        facts.push(outcome.1);
    }
    write_results(&settings.results, &measured)?;
    if settings.only.is_some() {
        println!(
            "BENCH_ONLY: a partial run; wrote {} and left {} as it was",
            settings.results.display(),
            settings.doc.display()
        );
        return Ok(());
    }
    let bundle = initial_javascript(&repo.join("frontend").join("dist"))?;
    write_doc(&settings, &measured, &facts, &bundle)?;
    println!(
        "wrote {} and {}",
        settings.results.display(),
        settings.doc.display()
    );
    Ok(())
}

async fn one_database(
    settings: &Settings,
    backend: Backend,
    target: &Target,
) -> anyhow::Result<(Vec<Measured>, RunFacts)> {
    let database = match backend {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    };
    let mut config = ServerConfig::for_target(target)?;
    config.env = vec![
        ("HAAT_BENCH__CEILING".to_owned(), "true".to_owned()),
        // Checkouts from many shoppers at once are the point here, not a backlog of emails.
        ("HAAT_MAIL__POLL_INTERVAL_MS".to_owned(), "1000".to_owned()),
        // Warnings only, but the catalogue index's build, which the run waits for and reports.
        (
            "HAAT_LOG__FILTER".to_owned(),
            "warn,catalog_index=info".to_owned(),
        ),
    ];

    let started = Instant::now();
    print!(
        "{}",
        config
            .generate(&["--products", &settings.products.to_string()])
            .await?
    );
    let generate_secs = started.elapsed().as_secs_f64();
    println!("{database}: generated in {generate_secs:.1} s");

    let started = Instant::now();
    let server = Server::start(&config, "bench").await?;
    let start_secs = started.elapsed().as_secs_f64();
    // Listings come from the database until the in-process index is built (ADR 0037): measured
    // once it is, and its build reported.
    let index = catalogue_index(&server).await?;
    let outcome = scenarios(settings, database, &server, target).await;
    // The pages are the same whichever database is behind them: audited once.
    let lighthouse = match (&outcome, backend) {
        (Ok(_), Backend::Sqlite) if settings.only.is_none() => Some(audit_pages(&server).await),
        _ => None,
    };
    server.stop_after(&outcome).await?;
    let (mut measured, idle_rss_mb, orders_placed, oversold) = outcome?;

    let facts = RunFacts {
        database,
        generate_secs,
        start_secs,
        idle_rss_mb,
        orders_placed,
        oversold,
        lighthouse,
        index,
    };
    let any_uncached = settings
        .only
        .as_ref()
        .is_none_or(|only| only.iter().any(|name| name.ends_with("-uncached")));
    if !any_uncached {
        return Ok((measured, facts));
    }

    // The same reads again with the storefront cache off: what each answer costs when it is
    // not in memory (the first request after a change, or a question nobody asked lately).
    for tier in [
        "HAAT_STOREFRONT__CACHE_TTL_MS",
        "HAAT_STOREFRONT__CATALOGUE_TTL_MS",
    ] {
        config.env.push((tier.to_owned(), "0".to_owned()));
    }
    let server = Server::start(&config, "bench-uncached").await?;
    catalogue_index(&server).await?;
    let outcome = uncached(settings, database, &server, target, &measured).await;
    server.stop_after(&outcome).await?;
    measured.extend(outcome?);
    Ok((measured, facts))
}

/// Waits for the server's catalogue index; what its build took, from the line it logs.
async fn catalogue_index(server: &Server) -> anyhow::Result<IndexFacts> {
    let line = server
        .until_logged("the catalogue index is ready", Duration::from_secs(120))
        .await?;
    let field = |name: &str| -> anyhow::Result<u64> {
        let at = line
            .find(name)
            .with_context(|| format!("no {name} in `{line}`"))?
            + name.len();
        let digits: String = line[at..]
            .chars()
            .skip_while(|c| !c.is_ascii_digit())
            .take_while(char::is_ascii_digit)
            .collect();
        digits.parse().with_context(|| format!("{name} in `{line}`"))
    };
    Ok(IndexFacts {
        build_ms: field("took_ms")?,
        megabytes: field("megabytes")?,
    })
}

/// Lighthouse on the home page, the listing and a product's page. A failure is reported in the
/// results rather than ending a run of many minutes.
async fn audit_pages(server: &Server) -> Result<Vec<Audit>, String> {
    let audit = async {
        let visitor = Browser::new(&Base::new(&server.base))?;
        let listing = visitor.get("/api/v2/products").await?;
        let id = listing.body["products"][0]["_id"]
            .as_str()
            .context("the listing is empty")?
            .to_owned();
        let paths = vec!["/".to_owned(), "/products".to_owned(), format!("/product/{id}")];
        let (repo, base) = (repo_root()?, server.base.clone());
        tokio::task::spawn_blocking(move || lighthouse::audit(&repo, &base, &paths)).await?
    };
    audit.await.map_err(|e: anyhow::Error| {
        println!("WARNING: the Lighthouse audit failed: {e:#}");
        format!("{e:#}")
    })
}

type ScenarioOutcome = (Vec<Measured>, f64, i64, Vec<String>);

async fn scenarios(
    settings: &Settings,
    database: &'static str,
    server: &Server,
    target: &Target,
) -> anyhow::Result<ScenarioOutcome> {
    // Idle: after start-up, before any request.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let idle_rss_mb = mib(server.rss_kib()?);
    let base = Base::new(&server.base);
    let visitor = Browser::new(&base)?;
    let scripts = tempfile::Builder::new().prefix("haat-bench-").tempdir()?;

    // What the scenarios ask for, taken from the catalogue as a shopper would see it.
    let listing = raw_get(&server.base, "/api/v2/products").await?;
    let ceiling_bytes = listing.len();
    let page: Value = serde_json::from_slice(&listing)?;
    let sample = sample_products(&visitor).await?;
    let ids = ids_of(&sample);
    ensure!(!ids.is_empty(), "the listing is empty: {page}");
    let category = page["products"][0]["category"]
        .as_str()
        .context("a product without a category")?;
    // Spread over the sample, so checkouts fail only if something is wrong, not because a few
    // products sold out.
    let stocked: Vec<&Value> = sample
        .iter()
        .filter(|p| p["stock"].as_i64().unwrap_or(0) > 0)
        .collect();
    ensure!(stocked.len() >= 5, "fewer than five products in stock");
    let line = |p: &Value| cart_line(p, 1);
    let quote = json!({"cart": stocked.iter().take(5).map(|p| line(p)).collect::<Vec<_>>()});
    // The app's entry script, which every page loads: named in index.html's head, and imported by
    // the prerendered pages once they have painted (ADR 0016).
    let index = repo_root()?.join("frontend").join("dist").join("index.html");
    let index = std::fs::read_to_string(&index).with_context(|| format!("reading {}", index.display()))?;
    let script = first_script(&index).context("the built index.html has no script")?;

    let lua = |name: &str, body: String| write_script(scripts.path(), name, &body);
    // Scenarios that ask for one fixed path share one script: wrk's default request and `done`.
    let plain = lua("plain", String::new())?;
    let mut plan: Vec<(String, String, PathBuf)> = vec![(
        "ceiling".to_owned(),
        format!("/api/v2/bench-ceiling?bytes={ceiling_bytes}"),
        plain.clone(),
    )];
    plan.extend(read_scenarios(scripts.path(), category, &ids)?);
    plan.extend([
        (
            "cart-quote-5-lines".to_owned(),
            "/api/v2/cart/quote".to_owned(),
            lua(
                "quote",
                format!(
                    "wrk.method = \"POST\"\nwrk.body = {}\nwrk.headers[\"Content-Type\"] = \"application/json\"\nwrk.headers[\"Origin\"] = {}",
                    lua_string(&quote.to_string()),
                    lua_string(&server.base)
                ),
            )?,
        ),
        ("home-page-html".to_owned(), "/".to_owned(), plain.clone()),
        ("home-page-js".to_owned(), script, plain),
    ]);

    // PostgreSQL's backends are measured beside the server; SQLite runs inside it.
    let db = target.connect().await?;
    let backends = (database == "postgres").then_some(&db);
    let mut measured = Vec::new();
    for (name, path, script) in plan {
        if settings.measures(&name) {
            measured.push(measure(settings, database, &name, server, backends, &path, &script).await?);
        }
    }
    let (orders_placed, oversold) = if settings.measures("create-order") {
        // Checkouts: distinct shoppers, each its own session, a new key per request.
        let stock_before = invariants::stock_totals(&db).await?;
        let orders_before = number(&db, "SELECT COUNT(*) FROM orders").await?;
        // As many shoppers as connections, up to 200 and to what was generated.
        let generated = number(
            &db,
            "SELECT COUNT(*) FROM users WHERE email LIKE 'shopper%@bench.example'",
        )
        .await?;
        let shoppers = settings.connections.min(200).min(usize::try_from(generated)?);
        ensure!(shoppers > 0, "no generated shoppers to check out as");
        let mut cookies = Vec::with_capacity(shoppers);
        for n in 0..shoppers {
            cookies.push(session_cookie(&server.base, &format!("shopper{n}@bench.example")).await?);
        }
        let bodies: Vec<String> = stocked
            .iter()
            .map(|p| checkout(json!([line(p)]), "cod").to_string())
            .collect();
        let create = lua(
            "create-order",
            create_order_script(&server.base, &cookies, &bodies),
        )?;
        measured.push(
            measure(
                settings,
                database,
                "create-order",
                server,
                backends,
                "/api/v2/create-order",
                &create,
            )
            .await?,
        );
        let orders_placed = number(&db, "SELECT COUNT(*) FROM orders").await? - orders_before;
        (orders_placed, invariants::check(&db, &stock_before).await?)
    } else {
        (0, Vec::new())
    };
    db.close().await?;

    let ceiling_rps = ceiling_of(&measured);
    for result in &mut measured {
        result.ratio_to_ceiling = share(result.rps, ceiling_rps);
    }
    Ok((measured, idle_rss_mb, orders_placed, oversold))
}

/// The read scenarios on a server with the storefront cache off, named `…-uncached`; their
/// ratios are to the ceiling measured on the first server.
async fn uncached(
    settings: &Settings,
    database: &'static str,
    server: &Server,
    target: &Target,
    cached: &[Measured],
) -> anyhow::Result<Vec<Measured>> {
    let visitor = Browser::new(&Base::new(&server.base))?;
    let ids = ids_of(&sample_products(&visitor).await?);
    let first = visitor.get("/api/v2/products").await?;
    let category = first.body["products"][0]["category"]
        .as_str()
        .context("a product without a category")?;
    let scripts = tempfile::Builder::new().prefix("haat-bench-").tempdir()?;
    let plan = read_scenarios(scripts.path(), category, &ids)?;
    let db = target.connect().await?;
    let backends = (database == "postgres").then_some(&db);
    let ceiling_rps = ceiling_of(cached);
    let mut measured = Vec::new();
    for (name, path, script) in plan {
        let name = format!("{name}-uncached");
        if !settings.measures(&name) {
            continue;
        }
        let mut result = measure(settings, database, &name, server, backends, &path, &script).await?;
        result.ratio_to_ceiling = share(result.rps, ceiling_rps);
        measured.push(result);
    }
    db.close().await?;
    Ok(measured)
}

/// The storefront's read scenarios (name, path, wrk script), the same questions whether the
/// storefront cache is on or off: the listing plain, filtered by `category`, price and sort, and
/// its page 50; search by a common word and by a prefix; and product details and similar products
/// rotating over `ids`.
fn read_scenarios(
    scripts: &Path,
    category: &str,
    ids: &[String],
) -> anyhow::Result<Vec<(String, String, PathBuf)>> {
    let plain = write_script(scripts, "plain", "")?;
    let rotating = |name: &str, route: &str| {
        let paths: Vec<String> = ids.iter().map(|id| format!("/api/v2/{route}/{id}")).collect();
        write_script(scripts, name, &rotate(&paths))
    };
    let category = category.replace(' ', "%20").replace('&', "%26");
    let fixed = [
        ("listing", "/api/v2/products".to_owned()),
        (
            "listing-filtered",
            format!(
                "/api/v2/products?category={category}&sellingPrice%5Bgte%5D=300&sellingPrice%5Blte%5D=3000&sort=sellingPrice"
            ),
        ),
        ("listing-page-50", "/api/v2/products?page=50".to_owned()),
        (
            "search-word",
            "/api/v2/products-search?searchKeyword=cotton".to_owned(),
        ),
        (
            "search-prefix",
            "/api/v2/products-search?searchKeyword=kur".to_owned(),
        ),
    ];
    let mut plan: Vec<(String, String, PathBuf)> = fixed
        .into_iter()
        .map(|(name, path)| (name.to_owned(), path, plain.clone()))
        .collect();
    // A rotating script chooses each request's path itself; wrk's own path is not used.
    plan.push((
        "product-details".to_owned(),
        "/".to_owned(),
        rotating("details", "get-product-details")?,
    ));
    plan.push((
        "same-products".to_owned(),
        "/".to_owned(),
        rotating("similar", "get-same-products")?,
    ));
    Ok(plan)
}

fn ids_of(products: &[Value]) -> Vec<String> {
    products
        .iter()
        .filter_map(|p| p["_id"].as_str().map(str::to_owned))
        .collect()
}

/// Five pages of 100 products from across the listing, as a shopper would see them: the
/// products the rotating scenarios ask for and the checkouts buy.
async fn sample_products(visitor: &Browser) -> anyhow::Result<Vec<Value>> {
    let mut sample = Vec::new();
    for n in 1..=5 {
        let page = visitor
            .get(&format!("/api/v2/products?limit=100&page={}", n * 7))
            .await?;
        sample.extend(page.body["products"].as_array().cloned().unwrap_or_default());
    }
    Ok(sample)
}

fn ceiling_of(measured: &[Measured]) -> f64 {
    measured
        .iter()
        .find(|m| m.name == "ceiling")
        .map_or(0.0, |m| m.rps)
}

fn share(rps: f64, ceiling_rps: f64) -> f64 {
    if ceiling_rps > 0.0 { rps / ceiling_rps } else { 0.0 }
}

fn which_wrk() -> anyhow::Result<()> {
    let found = std::process::Command::new("wrk")
        .arg("--version")
        .output()
        // It prints its version with its usage, and exits 1.
        .map(|o| String::from_utf8_lossy(&o.stdout).starts_with("wrk "))
        .unwrap_or(false);
    if !found {
        bail!("wrk is missing: `just bench-deps` installs it (apt-get install wrk)");
    }
    Ok(())
}

/// The checkout this binary was built in (`target/release/proof` → the repository).
fn repo_root() -> anyhow::Result<PathBuf> {
    let binary = release_binary()?;
    binary
        .ancestors()
        .nth(3)
        .map(Path::to_path_buf)
        .context("cannot tell the repository from the binary's path")
}
