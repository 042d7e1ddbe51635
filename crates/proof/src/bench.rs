//! `proof bench` (`just bench`, issue 8): a deterministic benchmark-sized marketplace generated
//! into a fresh SQLite database (and a fresh PostgreSQL one when `TEST_DATABASE_URL` is set), the
//! release server started on it, and each scenario driven by wrk from this separate process on
//! loopback. Each result is also a ratio to the ceiling, a fixed JSON body of the listing's size
//! served from memory by the same server in the same run. Writes `target/bench/results.json` and
//! the generated part of `docs/benchmarks.md`.
//!
//! Sizes come from `BENCH_PRODUCTS` (100,000), `BENCH_CONNECTIONS` (64) and `BENCH_SECONDS` (10
//! per scenario), so a quick run (`BENCH_PRODUCTS=2000 BENCH_SECONDS=3`) fits in a minute.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail, ensure};
use sea_orm::DatabaseConnection;
use serde_json::{Value, json};

use crate::client::{Account, Base, Browser, cart_line, checkout};
use crate::database::{Backend, Target, number, numbers};
use crate::invariants;
use crate::lighthouse::{self, Audit};
use crate::server::{Server, ServerConfig, cpu_ticks_of, release_binary};

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
}

struct Settings {
    products: usize,
    connections: usize,
    seconds: u64,
    results: PathBuf,
    doc: PathBuf,
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
    let bundle = initial_javascript(&repo.join("frontend").join("dist"))?;
    write_results(&settings.results, &measured)?;
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
    ];

    let started = Instant::now();
    generate(&config, settings.products).await?;
    let generate_secs = started.elapsed().as_secs_f64();
    println!("{database}: generated in {generate_secs:.1} s");

    let started = Instant::now();
    let server = Server::start(&config, "bench").await?;
    let start_secs = started.elapsed().as_secs_f64();
    let outcome = scenarios(settings, database, &server, target).await;
    // The pages are the same whichever database is behind them: audited once.
    let lighthouse = match (&outcome, backend) {
        (Ok(_), Backend::Sqlite) => Some(audit_pages(&server).await),
        _ => None,
    };
    server.stop_after(&outcome).await?;
    let (mut measured, idle_rss_mb, orders_placed, oversold) = outcome?;

    // The same reads again with the storefront cache off: what each answer costs when it is
    // not in memory (the first request after a change, or a question nobody asked lately).
    for tier in [
        "HAAT_STOREFRONT__CACHE_TTL_MS",
        "HAAT_STOREFRONT__CATALOGUE_TTL_MS",
    ] {
        config.env.push((tier.to_owned(), "0".to_owned()));
    }
    let server = Server::start(&config, "bench-uncached").await?;
    let outcome = uncached(settings, database, &server, target, &measured).await;
    server.stop_after(&outcome).await?;
    measured.extend(outcome?);
    Ok((
        measured,
        RunFacts {
            database,
            generate_secs,
            start_secs,
            idle_rss_mb,
            orders_placed,
            oversold,
            lighthouse,
        },
    ))
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

/// `haat generate` on the target.
async fn generate(config: &ServerConfig, products: usize) -> anyhow::Result<()> {
    let output = config
        .command("generate")
        .args(["--products", &products.to_string()])
        .output()
        .await
        .context("running haat generate")?;
    if !output.status.success() {
        bail!(
            "haat generate failed: {}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
    print!("{}", String::from_utf8_lossy(&output.stdout));
    Ok(())
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
        measured.push(measure(settings, database, &name, server, backends, &path, &script).await?);
    }

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
    let oversold = invariants::check(&db, &stock_before).await?;
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

/// A wrk script in `dir` ending with the shared `done` that reports what this process reads.
fn write_script(dir: &Path, name: &str, body: &str) -> anyhow::Result<PathBuf> {
    let path = dir.join(format!("{name}.lua"));
    std::fs::write(&path, format!("{body}\n{DONE}"))?;
    Ok(path)
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

/// CPU ticks used so far by each PostgreSQL backend serving `db`'s database, by process id.
async fn backend_ticks(db: &DatabaseConnection) -> anyhow::Result<HashMap<i64, u64>> {
    let pids = numbers(
        db,
        "SELECT pid::bigint FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    )
    .await?;
    Ok(pids
        .into_iter()
        // A backend may end between the two reads; it is left out.
        .filter_map(|pid| Some((pid, cpu_ticks_of(u32::try_from(pid).ok()?).ok()?)))
        .collect())
}

/// One wrk run, with the server's CPU time and memory around it.
async fn measure(
    settings: &Settings,
    database: &'static str,
    name: &str,
    server: &Server,
    backends: Option<&DatabaseConnection>,
    path: &str,
    script: &Path,
) -> anyhow::Result<Measured> {
    // One second first, not measured: what a running server has in memory already (the first
    // answers, the database's pages), so the run measures it as shoppers meet it.
    if name != "create-order" {
        wrk(settings, 1, server, path, script).await?;
    }
    let ticks_before = server.cpu_ticks()?;
    let db_before = match backends {
        Some(db) => backend_ticks(db).await?,
        None => HashMap::new(),
    };
    let output = wrk(settings, settings.seconds, server, path, script).await?;
    let rss_mb = mib(server.rss_kib()?);
    let ticks = server.cpu_ticks()? - ticks_before;
    // Backends opened during the run count from zero.
    let db_ticks: u64 = match backends {
        Some(db) => backend_ticks(db)
            .await?
            .into_iter()
            .map(|(pid, after)| after.saturating_sub(db_before.get(&pid).copied().unwrap_or(0)))
            .sum(),
        None => 0,
    };
    let stdout = String::from_utf8_lossy(&output.stdout);
    ensure!(
        output.status.success(),
        "wrk failed on {name}: {stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let line = stdout
        .lines()
        .find_map(|l| l.strip_prefix("BENCH "))
        .with_context(|| format!("wrk printed no result for {name}: {stdout}"))?;
    let report: Value = serde_json::from_str(line)?;
    let requests = report["requests"].as_u64().unwrap_or(0);
    let seconds = report["duration_us"].as_f64().unwrap_or(1.0) / 1e6;
    let sold_out = report["sold_out"].as_u64().unwrap_or(0);
    let failed = ["connect", "read", "write", "status", "timeout"]
        .iter()
        .map(|k| report["errors"][k].as_u64().unwrap_or(0))
        .sum::<u64>()
        .saturating_sub(sold_out);
    let result = Measured {
        name: name.to_owned(),
        database,
        rps: if seconds > 0.0 {
            requests as f64 / seconds
        } else {
            0.0
        },
        p50_ms: report["p50_us"].as_f64().unwrap_or(0.0) / 1000.0,
        p99_ms: report["p99_us"].as_f64().unwrap_or(0.0) / 1000.0,
        ratio_to_ceiling: 0.0,
        rss_mb,
        cpu_ms_per_request: per_request(ticks, requests),
        db_cpu_ms_per_request: per_request(db_ticks, requests),
        failed,
        sold_out,
        requests,
    };
    println!(
        "{database} {name}: {:.0} req/s, p50 {:.2} ms, p99 {:.2} ms, {:.2} ms CPU/request (+{:.2} in PostgreSQL), RSS {:.0} MiB, {} failed and {sold_out} sold out of {}",
        result.rps,
        result.p50_ms,
        result.p99_ms,
        result.cpu_ms_per_request,
        result.db_cpu_ms_per_request,
        result.rss_mb,
        failed,
        requests
    );
    Ok(result)
}

/// Clock ticks (100 a second on Linux) as milliseconds per request.
fn per_request(ticks: u64, requests: u64) -> f64 {
    if requests == 0 {
        return 0.0;
    }
    ticks as f64 * 10.0 / requests as f64
}

/// wrk with the run's connections for `seconds` on `path` with `script`.
async fn wrk(
    settings: &Settings,
    seconds: u64,
    server: &Server,
    path: &str,
    script: &Path,
) -> anyhow::Result<std::process::Output> {
    let threads = settings.connections.min(2);
    tokio::process::Command::new("wrk")
        .args([
            "-t",
            &threads.to_string(),
            "-c",
            &settings.connections.to_string(),
            "-d",
            &format!("{seconds}s"),
            "--timeout",
            "10s",
            "-s",
        ])
        .arg(script)
        .arg(format!("{}{path}", server.base))
        .output()
        .await
        .context("running wrk")
}

/// Prints wrk's summary as one JSON line, read back by [`measure`].
/// A script may define `bench_sold_out()`: how many answers were refusals for sold-out stock.
const DONE: &str = r#"
if bench_sold_out == nil then bench_sold_out = function() return 0 end end
done = function(summary, latency, requests)
  io.write(string.format(
    'BENCH {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"sold_out":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.status,
    summary.errors.timeout, bench_sold_out()))
end
"#;

/// A script that asks for `paths` in turn.
fn rotate(paths: &[String]) -> String {
    let list = paths
        .iter()
        .map(|p| lua_string(p))
        .collect::<Vec<_>>()
        .join(",\n  ");
    format!(
        "local paths = {{\n  {list}\n}}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format(\"GET\", paths[(i % #paths) + 1])\nend"
    )
}

/// Checkouts by `cookies.len()` shoppers in turn, each with a fresh idempotency key, buying one
/// of `bodies` in turn.
fn create_order_script(base: &str, cookies: &[String], bodies: &[String]) -> String {
    let cookies = cookies
        .iter()
        .map(|c| lua_string(c))
        .collect::<Vec<_>>()
        .join(",\n  ");
    let bodies = bodies
        .iter()
        .map(|b| lua_string(b))
        .collect::<Vec<_>>()
        .join(",\n  ");
    format!(
        r#"local cookies = {{
  {cookies}
}}
local bodies = {{
  {bodies}
}}
local counter = 0
local thread_id = 0
local threads = 0
local all_threads = {{}}
setup = function(thread)
  threads = threads + 1
  thread:set("thread_id", threads)
  table.insert(all_threads, thread)
end
-- Refusals because the product sold out are the shop's stock running out, not a failure.
sold_out = 0
response = function(status, headers, body)
  if status == 409 and string.find(body, "out_of_stock", 1, true) then
    sold_out = sold_out + 1
  end
end
bench_sold_out = function()
  local n = 0
  for _, t in ipairs(all_threads) do
    n = n + (tonumber(t:get("sold_out")) or 0)
  end
  return n
end
init = function(args)
  thread_id = tonumber(wrk.thread:get("thread_id")) or 0
end
request = function()
  counter = counter + 1
  local headers = {{}}
  headers["Content-Type"] = "application/json"
  headers["Origin"] = {origin}
  headers["Cookie"] = cookies[((counter + thread_id * 7) % #cookies) + 1]
  headers["Idempotency-Key"] = "bench-" .. thread_id .. "-" .. counter .. "-" .. math.random(1, 1000000000)
  return wrk.format("POST", nil, headers, bodies[(counter % #bodies) + 1])
end"#,
        origin = lua_string(base)
    )
}

/// A Lua string literal.
fn lua_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            _ => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Signs a shopper in and answers the `Cookie` header its browser would send.
async fn session_cookie(base: &str, email: &str) -> anyhow::Result<String> {
    let http = reqwest::Client::new();
    let response = http
        .post(format!("{base}/api/v2/login"))
        .header("Origin", base)
        .json(&json!({"email": email, "password": crate::client::DEMO_PASSWORD}))
        .send()
        .await?;
    ensure!(
        response.status().is_success(),
        "signing in {email}: {}",
        response.status()
    );
    let cookies: Vec<String> = response
        .headers()
        .get_all(reqwest::header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .filter_map(|v| v.split(';').next())
        .map(str::to_owned)
        .collect();
    ensure!(!cookies.is_empty(), "no session cookie for {email}");
    // The browser client proves the session works before it is handed to wrk.
    let check = Browser::new(&Base::new(base))?;
    check.sign_in(Account::Shopper, email).await?;
    Ok(cookies.join("; "))
}

async fn raw_get(base: &str, path: &str) -> anyhow::Result<Vec<u8>> {
    let response = reqwest::get(format!("{base}{path}")).await?;
    ensure!(
        response.status().is_success(),
        "GET {path}: {}",
        response.status()
    );
    Ok(response.bytes().await?.to_vec())
}

/// The entry module the page loads first (`<script type="module" src="…">`).
fn first_script(html: &str) -> Option<String> {
    let at = html.find("<script type=\"module\"")?;
    let rest = &html[at..];
    let src = rest.find("src=\"")? + 5;
    let end = rest[src..].find('"')?;
    Some(rest[src..src + end].to_owned())
}

/// The storefront's initial JavaScript: the entry module and every chunk it preloads, gzipped.
#[derive(Debug, Clone, Default)]
struct Bundle {
    files: Vec<(String, u64)>,
    gzipped_bytes: u64,
}

fn initial_javascript(dist: &Path) -> anyhow::Result<Bundle> {
    let html = std::fs::read_to_string(dist.join("index.html"))
        .with_context(|| format!("reading {}", dist.join("index.html").display()))?;
    let mut files: Vec<String> = Vec::new();
    for piece in html.split('"') {
        if piece.starts_with("/assets/") && piece.ends_with(".js") && !files.contains(&piece.to_owned()) {
            files.push(piece.to_owned());
        }
    }
    let mut bundle = Bundle::default();
    for file in files {
        let path = dist.join(file.trim_start_matches('/'));
        let output = std::process::Command::new("gzip")
            .args(["-9", "-c"])
            .arg(&path)
            .output()
            .with_context(|| format!("gzip {}", path.display()))?;
        let size = u64::try_from(output.stdout.len())?;
        bundle.gzipped_bytes += size;
        bundle.files.push((file, size));
    }
    Ok(bundle)
}

fn write_results(path: &Path, measured: &[Measured]) -> anyhow::Result<()> {
    let list: Vec<Value> = measured
        .iter()
        .map(|m| {
            json!({
                "name": m.name,
                "database": m.database,
                "rps": round(m.rps, 1),
                "p50_ms": round(m.p50_ms, 3),
                "p99_ms": round(m.p99_ms, 3),
                "ratio_to_ceiling": round(m.ratio_to_ceiling, 3),
                "rss_mb": round(m.rss_mb, 1),
            })
        })
        .collect();
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(path, serde_json::to_string_pretty(&list)? + "\n")?;
    Ok(())
}

const START: &str = "<!-- bench:start (written by `just bench`; edit outside these markers) -->";
const END: &str = "<!-- bench:end -->";

fn write_doc(
    settings: &Settings,
    measured: &[Measured],
    facts: &[RunFacts],
    bundle: &Bundle,
) -> anyhow::Result<()> {
    let mut out = String::new();
    writeln!(out, "{START}")?;
    writeln!(
        out,
        "\n### Latest run\n\n{} products, {} connections, {} s per scenario, on {} ({} cores). wrk on loopback; the server is the release build.\n",
        settings.products,
        settings.connections,
        settings.seconds,
        cpu_model(),
        std::thread::available_parallelism().map_or(0, std::num::NonZero::get)
    )?;
    for fact in facts {
        writeln!(
            out,
            "- **{}**: generated in {:.1} s; start-up to ready on the existing database {:.2} s; idle RSS {:.0} MiB; {} orders placed by the checkout scenario, {}.",
            fact.database,
            fact.generate_secs,
            fact.start_secs,
            fact.idle_rss_mb,
            fact.orders_placed,
            if fact.oversold.is_empty() {
                "every stock invariant held (no oversell)".to_owned()
            } else {
                format!("INVARIANTS BROKEN: {}", fact.oversold.join("; "))
            }
        )?;
    }
    for fact in facts {
        match &fact.lighthouse {
            Some(Ok(audits)) => {
                writeln!(
                    out,
                    "- **Lighthouse** (mobile emulation, simulated throttling, Debian's Chromium):\n\n  | Page | Performance | CLS | FCP ms | LCP ms | TBT ms | Largest opportunities |\n  | --- | ---: | ---: | ---: | ---: | ---: | --- |"
                )?;
                for a in audits {
                    writeln!(
                        out,
                        "  | `{}` | {:.0} | {:.3} | {:.0} | {:.0} | {:.0} | {} |",
                        a.path,
                        a.performance,
                        a.cls,
                        a.fcp_ms,
                        a.lcp_ms,
                        a.tbt_ms,
                        a.opportunities.join("; ")
                    )?;
                }
                writeln!(out)?;
            }
            Some(Err(reason)) => writeln!(out, "- **Lighthouse**: not measured: {reason}")?,
            None => {}
        }
    }
    let large: Vec<String> = bundle
        .files
        .iter()
        .filter(|(_, size)| *size >= 5_000)
        .map(|(f, s)| format!("`{f}` {:.1} KB", *s as f64 / 1000.0))
        .collect();
    writeln!(
        out,
        "- **Storefront initial JavaScript** (the entry module and every chunk the page preloads): {:.1} KB gzipped in {} files; the largest: {}.\n",
        bundle.gzipped_bytes as f64 / 1000.0,
        bundle.files.len(),
        large.join(", ")
    )?;
    writeln!(
        out,
        "| Scenario | Database | Requests/s | p50 ms | p99 ms | × ceiling | CPU ms/request (Haat + PostgreSQL) | RSS MiB | Failed |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    )?;
    for m in measured {
        writeln!(
            out,
            "| {} | {} | {:.0} | {:.2} | {:.2} | {:.2} | {:.2} + {:.2} | {:.0} | {} of {}{} |",
            m.name,
            m.database,
            m.rps,
            m.p50_ms,
            m.p99_ms,
            m.ratio_to_ceiling,
            m.cpu_ms_per_request,
            m.db_cpu_ms_per_request,
            m.rss_mb,
            m.failed,
            m.requests,
            if m.sold_out > 0 {
                format!(" ({} sold out)", m.sold_out)
            } else {
                String::new()
            }
        )?;
    }
    for database in facts.iter().map(|f| f.database) {
        let rows: Vec<&Measured> = measured.iter().filter(|m| m.database == database).collect();
        writeln!(
            out,
            "\n```mermaid\nxychart-beta\n    title \"{database}: requests/s as a share of the ceiling (%)\"\n    x-axis [{}]\n    y-axis \"% of ceiling\" 0 --> 100\n    bar [{}]\n```",
            rows.iter()
                .map(|m| format!("\"{}\"", m.name))
                .collect::<Vec<_>>()
                .join(", "),
            rows.iter()
                .map(|m| format!("{:.0}", (m.ratio_to_ceiling * 100.0).min(100.0)))
                .collect::<Vec<_>>()
                .join(", ")
        )?;
    }
    writeln!(out, "\n{END}")?;

    let existing = std::fs::read_to_string(&settings.doc).unwrap_or_default();
    let updated = match (existing.find(START), existing.find(END)) {
        (Some(start), Some(end)) if end > start => {
            format!(
                "{}{}{}",
                &existing[..start],
                out.trim_end(),
                &existing[end + END.len()..]
            )
        }
        _ => format!("{}\n\n{}", existing.trim_end(), out),
    };
    std::fs::write(&settings.doc, updated)?;
    Ok(())
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find_map(|l| l.strip_prefix("model name"))
                .map(|rest| rest.trim_start_matches([' ', '\t', ':']).trim().to_owned())
        })
        .unwrap_or_else(|| "an unknown CPU".to_owned())
}

fn mib(kib: u64) -> f64 {
    kib as f64 / 1024.0
}

fn round(value: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (value * scale).round() / scale
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lua_strings_escape_quotes_and_backslashes() {
        assert_eq!(lua_string(r#"{"a":"b\c"}"#), r#""{\"a\":\"b\\c\"}""#);
    }

    #[test]
    fn the_entry_script_is_found_in_the_page() {
        let html = r#"<head><script type="module" crossorigin src="/assets/index-abc.js"></script>"#;
        assert_eq!(first_script(html).as_deref(), Some("/assets/index-abc.js"));
        assert_eq!(first_script("<p>no scripts</p>"), None);
    }
}
