//! Lighthouse's performance audit of storefront pages (docs/benchmarks.md): `frontend/lighthouse/audit.mjs`
//! (its own locked npm package, installed by `just bench-deps`) drives Debian's Chromium with
//! Lighthouse's default mobile emulation and simulated throttling, one page after another, and
//! writes a JSON summary, which is read back here.

use std::path::Path;
use std::process::Command;

use anyhow::{Context as _, bail, ensure};
use serde_json::Value;

/// What Lighthouse measured on one page.
#[derive(Debug, Clone, PartialEq)]
pub struct Audit {
    /// The page's path, as asked for (`/products`).
    pub path: String,
    /// The performance category's score, 0 to 100.
    pub performance: f64,
    /// Cumulative layout shift.
    pub cls: f64,
    pub lcp_ms: f64,
    pub fcp_ms: f64,
    pub tbt_ms: f64,
    pub speed_index_ms: f64,
    /// Up to three failing audits with the largest estimated savings, titled with their savings.
    pub opportunities: Vec<String>,
}

/// Audits each of `paths` (each starting with `/`) on the server at `base_url` (a loopback
/// address) with Lighthouse, in order, in one browser. Fails, saying why, when Node, the audit
/// script's packages or Chromium are missing, or a page could not be audited.
pub fn audit(repo: &Path, base_url: &str, paths: &[String]) -> anyhow::Result<Vec<Audit>> {
    ensure!(!paths.is_empty(), "no pages to audit");
    let package = repo.join("frontend").join("lighthouse");
    let script = package.join("audit.mjs");
    ensure!(script.is_file(), "{} is missing", script.display());
    ensure!(
        package.join("node_modules").join("lighthouse").is_dir(),
        "Lighthouse is not installed in {}: run `just bench-deps`",
        package.display()
    );
    let dir = tempfile::tempdir().context("a temporary directory for Lighthouse's results")?;
    let out = dir.path().join("lighthouse.json");
    let status = Command::new("node")
        .arg(&script)
        .args(["--base", base_url])
        .arg("--out")
        .arg(&out)
        .args(paths)
        .current_dir(&package)
        .status()
        .context("running node (is Node.js installed?)")?;
    if !status.success() {
        bail!("the Lighthouse audit failed ({status}); its reason is printed above");
    }
    let text = std::fs::read_to_string(&out)
        .with_context(|| format!("reading Lighthouse's results from {}", out.display()))?;
    let audits = parse(&text)?;
    let audited: Vec<&str> = audits.iter().map(|a| a.path.as_str()).collect();
    ensure!(
        audited == paths.iter().map(String::as_str).collect::<Vec<_>>(),
        "Lighthouse audited {audited:?}, not the pages asked for {paths:?}"
    );
    Ok(audits)
}

/// Reads the summary `audit.mjs` writes: a JSON array of one object per page.
fn parse(text: &str) -> anyhow::Result<Vec<Audit>> {
    let value: Value = serde_json::from_str(text).context("Lighthouse's results are not JSON")?;
    let Value::Array(pages) = value else {
        bail!("Lighthouse's results are not a list of pages");
    };
    pages
        .iter()
        .enumerate()
        .map(|(i, page)| one(page).with_context(|| format!("page {i} of Lighthouse's results")))
        .collect()
}

fn one(page: &Value) -> anyhow::Result<Audit> {
    let path = page
        .get("path")
        .and_then(Value::as_str)
        .context("no `path`")?
        .to_owned();
    let number = |name: &str| -> anyhow::Result<f64> {
        let value = page
            .get(name)
            .and_then(Value::as_f64)
            .with_context(|| format!("{path}: no number `{name}`"))?;
        ensure!(value.is_finite() && value >= 0.0, "{path}: `{name}` is {value}");
        Ok(value)
    };
    let performance = number("performance")?;
    ensure!(
        performance <= 100.0,
        "{path}: performance {performance} is above 100"
    );
    let opportunities = match page.get("opportunities") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => items
            .iter()
            .map(|item| {
                item.as_str()
                    .map(str::to_owned)
                    .with_context(|| format!("{path}: an opportunity is not text: {item}"))
            })
            .collect::<anyhow::Result<_>>()?,
        Some(other) => bail!("{path}: `opportunities` is not a list: {other}"),
    };
    Ok(Audit {
        performance,
        cls: number("cls")?,
        lcp_ms: number("lcp_ms")?,
        fcp_ms: number("fcp_ms")?,
        tbt_ms: number("tbt_ms")?,
        speed_index_ms: number("speed_index_ms")?,
        opportunities,
        path,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO_PAGES: &str = r#"[
      {"path": "/", "performance": 97, "cls": 0.012, "lcp_ms": 1830.5, "fcp_ms": 1200,
       "tbt_ms": 40, "speed_index_ms": 1500.25,
       "opportunities": ["Reduce unused JavaScript (~300 ms, ~120 KiB)"]},
      {"path": "/products", "performance": 88, "cls": 0.2, "lcp_ms": 2900, "fcp_ms": 1400,
       "tbt_ms": 0, "speed_index_ms": 2000, "opportunities": []}
    ]"#;

    #[test]
    fn the_summary_of_each_page_is_read_in_order() -> anyhow::Result<()> {
        let audits = parse(TWO_PAGES)?;
        assert_eq!(
            audits.first(),
            Some(&Audit {
                path: "/".to_owned(),
                performance: 97.0,
                cls: 0.012,
                lcp_ms: 1830.5,
                fcp_ms: 1200.0,
                tbt_ms: 40.0,
                speed_index_ms: 1500.25,
                opportunities: vec!["Reduce unused JavaScript (~300 ms, ~120 KiB)".to_owned()],
            })
        );
        let second = audits.get(1).context("a second page")?;
        assert_eq!(second.path, "/products");
        assert!((second.cls - 0.2).abs() < f64::EPSILON);
        assert!(second.opportunities.is_empty());
        assert_eq!(audits.len(), 2);
        Ok(())
    }

    #[test]
    fn missing_or_impossible_numbers_are_refused_with_the_page_named() {
        let missing = r#"[{"path": "/", "performance": 90, "lcp_ms": 1, "fcp_ms": 1,
            "tbt_ms": 1, "speed_index_ms": 1}]"#;
        let error = match parse(missing) {
            Ok(_) => "accepted".to_owned(),
            Err(error) => format!("{error:#}"),
        };
        assert!(error.contains("/: no number `cls`"), "{error}");

        let above = r#"[{"path": "/p", "performance": 101, "cls": 0, "lcp_ms": 1, "fcp_ms": 1,
            "tbt_ms": 1, "speed_index_ms": 1}]"#;
        assert!(parse(above).is_err());
        let negative = r#"[{"path": "/p", "performance": 50, "cls": -0.1, "lcp_ms": 1,
            "fcp_ms": 1, "tbt_ms": 1, "speed_index_ms": 1}]"#;
        assert!(parse(negative).is_err());
        let bad_opportunity = r#"[{"path": "/p", "performance": 50, "cls": 0, "lcp_ms": 1,
            "fcp_ms": 1, "tbt_ms": 1, "speed_index_ms": 1, "opportunities": [3]}]"#;
        assert!(parse(bad_opportunity).is_err());
    }

    #[test]
    fn anything_but_a_list_of_pages_is_refused() {
        assert!(parse("not json").is_err());
        assert!(parse(r#"{"path": "/"}"#).is_err());
        assert!(matches!(parse("[]"), Ok(audits) if audits.is_empty()));
    }
}
