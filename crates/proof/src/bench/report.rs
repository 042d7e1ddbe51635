//! What a run leaves behind: `target/bench/results.json`, the generated part of
//! `docs/benchmarks.md` between its markers, and the storefront's initial JavaScript weighed.

use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

use anyhow::Context as _;
use serde_json::{Value, json};

use super::{Measured, RunFacts, Settings};

/// The entry module the page loads first (`<script type="module" src="…">`).
pub(super) fn first_script(html: &str) -> Option<String> {
    let at = html.find("<script type=\"module\"")?;
    let rest = &html[at..];
    let src = rest.find("src=\"")? + 5;
    let end = rest[src..].find('"')?;
    Some(rest[src..src + end].to_owned())
}

/// The storefront's initial JavaScript: the entry module and every chunk it preloads, gzipped.
#[derive(Debug, Clone, Default)]
pub(super) struct Bundle {
    files: Vec<(String, u64)>,
    gzipped_bytes: u64,
}

pub(super) fn initial_javascript(dist: &Path) -> anyhow::Result<Bundle> {
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

pub(super) fn write_results(path: &Path, measured: &[Measured]) -> anyhow::Result<()> {
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

pub(super) const START: &str = "<!-- bench:start (written by `just bench`; edit outside these markers) -->";
pub(super) const END: &str = "<!-- bench:end -->";

pub(super) fn write_doc(
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
            "- **{}**: generated in {:.1} s; start-up to ready on the existing database {:.2} s; the catalogue index built in {:.2} s, {} MiB of its own; idle RSS with the index {:.0} MiB; {} orders placed by the checkout scenario, {}.",
            fact.database,
            fact.generate_secs,
            fact.start_secs,
            Duration::from_millis(fact.index.build_ms).as_secs_f64(),
            fact.index.megabytes,
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

pub(super) fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find_map(|l| l.strip_prefix("model name"))
                .map(|rest| rest.trim_start_matches([' ', '\t', ':']).trim().to_owned())
        })
        .unwrap_or_else(|| "an unknown CPU".to_owned())
}

pub(super) fn mib(kib: u64) -> f64 {
    kib as f64 / 1024.0
}

pub(super) fn round(value: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (value * scale).round() / scale
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_entry_script_is_found_in_the_page() {
        let html = r#"<head><script type="module" crossorigin src="/assets/index-abc.js"></script>"#;
        assert_eq!(first_script(html).as_deref(), Some("/assets/index-abc.js"));
        assert_eq!(first_script("<p>no scripts</p>"), None);
    }
}
