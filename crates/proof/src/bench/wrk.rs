//! Driving wrk: the Lua scripts each scenario runs (their shared `done` reports what this process
//! reads back), one measured run with the server's and PostgreSQL's CPU time around it, and the
//! sign-ins and raw reads the scripts start from.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use anyhow::{Context as _, ensure};
use sea_orm::DatabaseConnection;
use serde_json::{Value, json};

use super::report::mib;
use super::{Measured, Settings};
use crate::client::{Account, Base, Browser};
use crate::database::numbers;
use crate::server::{Server, cpu_ticks_of};

/// A wrk script in `dir` ending with the shared `done` that reports what this process reads.
pub(super) fn write_script(dir: &Path, name: &str, body: &str) -> anyhow::Result<PathBuf> {
    let path = dir.join(format!("{name}.lua"));
    std::fs::write(&path, format!("{body}\n{DONE}"))?;
    Ok(path)
}

/// CPU ticks used so far by each PostgreSQL backend serving `db`'s database, by process id.
pub(super) async fn backend_ticks(db: &DatabaseConnection) -> anyhow::Result<HashMap<i64, u64>> {
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
pub(super) async fn measure(
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
pub(super) fn per_request(ticks: u64, requests: u64) -> f64 {
    if requests == 0 {
        return 0.0;
    }
    ticks as f64 * 10.0 / requests as f64
}

/// wrk with the run's connections for `seconds` on `path` with `script`.
pub(super) async fn wrk(
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
pub(super) const DONE: &str = r#"
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
pub(super) fn rotate(paths: &[String]) -> String {
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
pub(super) fn create_order_script(base: &str, cookies: &[String], bodies: &[String]) -> String {
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
pub(super) fn lua_string(text: &str) -> String {
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
pub(super) async fn session_cookie(base: &str, email: &str) -> anyhow::Result<String> {
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

pub(super) async fn raw_get(base: &str, path: &str) -> anyhow::Result<Vec<u8>> {
    let response = reqwest::get(format!("{base}{path}")).await?;
    ensure!(
        response.status().is_success(),
        "GET {path}: {}",
        response.status()
    );
    Ok(response.bytes().await?.to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lua_strings_escape_quotes_and_backslashes() {
        assert_eq!(lua_string(r#"{"a":"b\c"}"#), r#""{\"a\":\"b\\c\"}""#);
    }
}
