//! `haat`: the marketplace server.
#![allow(
    clippy::print_stdout,
    clippy::print_stderr,
    reason = "a command-line program talks to its terminal"
)]

use std::collections::HashMap;
use std::process::ExitCode;

use api::cli::{Cli, Command, ServeArgs};
use api::settings::Settings;
use api::{Application, demo, telemetry};
use clap::Parser;

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::parse();
    let environment: HashMap<String, String> = std::env::vars().collect();
    let settings = match Settings::load(cli.config.as_deref(), &environment) {
        Ok(settings) => settings,
        Err(error) => {
            eprintln!("haat: {error}");
            return ExitCode::from(2);
        }
    };
    let outcome = match cli.command.unwrap_or(Command::Serve(ServeArgs::default())) {
        Command::Serve(args) => serve(settings.with_overrides(args.overrides())).await,
        Command::Migrate(args) => migrate(settings.with_overrides(args.overrides())).await,
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // One line with the whole cause chain; no backtrace, no second copy in the log.
            eprintln!("haat: {error:#}");
            ExitCode::FAILURE
        }
    }
}

async fn serve(settings: Settings) -> anyhow::Result<()> {
    telemetry::init(&settings.log);
    let address = settings.bind_address()?;
    let application = Application::build(settings).await?;
    if let Some(report) = application.demo_report() {
        println!(
            "Demo data loaded: {} shop, {} products. Seller sign-in: {} / {}",
            report.shops,
            report.products,
            demo::SELLER_EMAIL,
            demo::DEMO_PASSWORD
        );
    }
    let host = if address.ip().is_unspecified() {
        "127.0.0.1".to_owned()
    } else {
        address.ip().to_string()
    };
    println!("Haat is ready at http://{host}:{}", application.port());
    application.run_until_stopped().await?;
    Ok(())
}

async fn migrate(settings: Settings) -> anyhow::Result<()> {
    telemetry::init(&settings.log);
    tokio::fs::create_dir_all(&settings.data_dir).await?;
    let database = store_sea::Database::connect(&settings.database_url(), 1).await?;
    database.migrate().await?;
    database.close().await;
    println!("The database schema is up to date.");
    Ok(())
}
