//! Schema fuzzing: schemathesis (PyPI) generates requests for every operation of the server's
//! own `/api/openapi.json` and checks each answer: never a 5xx, and status, content type and
//! body as the description says. It runs once per role (a visitor, a shopper, a seller, the
//! Admin) against the release server on a fresh database with the demo data.

use std::path::PathBuf;
use std::process::Stdio;

use anyhow::{Context as _, bail};
use serde_json::json;

use crate::client::{ADMIN, DEMO_PASSWORD, SELLERS, SHOPPERS};
use crate::database::{Backend, Target};
use crate::server::{Server, ServerConfig};

#[derive(Debug, clap::Args)]
pub struct FuzzArgs {
    #[arg(long, value_enum, default_value = "sqlite")]
    pub database: Backend,
    /// The schemathesis command.
    #[arg(long, default_value = "schemathesis")]
    pub schemathesis: PathBuf,
    /// Test cases per operation and phase.
    #[arg(long, default_value_t = 20)]
    pub max_examples: u32,
    /// Time budget per role, in seconds.
    #[arg(long, default_value_t = 60)]
    pub seconds_per_role: u32,
}

/// What each answer is checked for (docs/security.md "Schema fuzzing").
const CHECKS: &str =
    "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance";

pub async fn run(args: FuzzArgs) -> anyhow::Result<()> {
    let target = Target::new(args.database).await?;
    let server = Server::start(&ServerConfig::for_target(&target)?, "fuzz").await?;
    let outcome = fuzz(&args, &server, target.dir.path()).await;
    server.stop_after(&outcome).await?;
    target.finish(outcome).await
}

async fn fuzz(args: &FuzzArgs, server: &Server, server_dir: &std::path::Path) -> anyhow::Result<()> {
    let roles = [
        ("visitor", None),
        ("shopper", Some(("/api/v2/login", SHOPPERS[0]))),
        ("seller", Some(("/api/v2/shop-login", SELLERS[0]))),
        ("Admin", Some(("/api/v2/login", ADMIN))),
    ];
    // A path like `target/fuzz-venv/bin/schemathesis` is resolved here, since the command runs
    // in another directory; a bare name is looked up on PATH.
    let program = if args.schemathesis.components().count() > 1 {
        std::fs::canonicalize(&args.schemathesis)
            .with_context(|| format!("{} is missing: run `just fuzz-deps`", args.schemathesis.display()))?
    } else {
        args.schemathesis.clone()
    };
    let mut failed = Vec::new();
    for (role, login) in roles {
        let mut command = tokio::process::Command::new(&program);
        command
            .args(["run", &format!("{}/api/openapi.json", server.base)])
            .args(["--checks", CHECKS])
            .args(["--phases", "examples,coverage,fuzzing"])
            .args(["--max-examples", &args.max_examples.to_string()])
            .args(["--max-time", &args.seconds_per_role.to_string()])
            .args(["--header", &format!("Origin: {}", server.base)])
            .args(["--no-color", "--output-truncate", "true"])
            // Its example database and reports go with the run's data, not into the checkout.
            .current_dir(server_dir)
            .stdin(Stdio::null());
        if let Some((path, email)) = login {
            let cookie = session_cookie(&server.base, path, email).await?;
            command
                .args(["--header", &format!("Cookie: {cookie}")])
                // Signing out would end the session the rest of the run needs; the visitor's
                // run and the API tests cover those calls.
                .args(["--exclude-path-regex", "logout$"]);
        }
        println!("schemathesis as {role}");
        let status = command
            .status()
            .await
            .with_context(|| format!("running {}", args.schemathesis.display()))?;
        if !status.success() {
            failed.push(role);
        }
    }
    if failed.is_empty() {
        Ok(())
    } else {
        bail!("schemathesis found failures as: {}", failed.join(", "))
    }
}

/// Signs a demo account in and answers its session cookie (`name=value`).
async fn session_cookie(base: &str, path: &str, email: &str) -> anyhow::Result<String> {
    let response = reqwest::Client::new()
        .post(format!("{base}{path}"))
        .header("Origin", base)
        .json(&json!({"email": email, "password": DEMO_PASSWORD}))
        .send()
        .await?;
    if !response.status().is_success() {
        bail!("signing in {email}: {}", response.status());
    }
    response
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .filter_map(|cookie| cookie.split(';').next())
        .find(|pair| pair.starts_with("haat_session="))
        .map(str::to_owned)
        .context("no session cookie")
}
