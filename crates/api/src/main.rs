//! `haat`: the marketplace server.
#![allow(
    clippy::print_stdout,
    clippy::print_stderr,
    reason = "a command-line program talks to its terminal"
)]

use std::collections::HashMap;
use std::io::BufRead as _;
use std::process::ExitCode;

use api::auth::hasher::BlockingArgon2;
use api::cli::{AdminCommand, AdminCreateArgs, Cli, Command, GenerateArgs, ServeArgs};
use api::settings::Settings;
use api::{Application, telemetry};
use clap::Parser;

/// mimalloc instead of glibc's malloc (ADR 0014): after freeing a large block (a sign-in's 19 MiB
/// Argon2 buffer) glibc serves blocks up to that size from arenas it rarely gives back, so the
/// server stayed at 230-280 MiB after checkouts with 60 MiB of live heap. Built without
/// transparent huge pages (`no_thp`), which grew the measured memory in 2 MiB steps.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::parse();
    if matches!(cli.command, Some(Command::Openapi)) {
        // Before the settings: the description depends on no configuration.
        return match api::openapi::description().to_pretty_json() {
            Ok(json) => {
                println!("{json}");
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("haat: describing the API: {error}");
                ExitCode::FAILURE
            }
        };
    }
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
        Command::Generate(args) => generate(settings, args).await,
        Command::Openapi => Ok(()),
        Command::Admin(AdminCommand::Create(args)) => {
            let password = environment.get("HAAT_ADMIN_PASSWORD").cloned();
            admin_create(settings, args, password).await
        }
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
            "Demo data loaded: {} shops, {} products, {} orders. Demo accounts:",
            report.shops, report.products, report.orders
        );
        for (kind, email) in &report.accounts {
            println!("  {kind:<8} {email:<22} password {}", demo::DEMO_PASSWORD);
        }
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

/// `haat generate`: builds the application on the database (migrating it), writes the
/// marketplace through its use cases, and exits without serving.
async fn generate(settings: Settings, args: GenerateArgs) -> anyhow::Result<()> {
    let size = args.size();
    let mut settings = settings.with_overrides(args.database.overrides());
    telemetry::init(&settings.log);
    settings.server.bind = "127.0.0.1:0".to_owned();
    settings.demo = false;
    // Nothing is served: a catalogue index would only read back what is being written.
    settings.storefront.index = api::settings::StorefrontIndex::Database;
    let started = std::time::Instant::now();
    let application = Application::build(settings).await?;
    let generated = application
        .generate(size, kernel::Clock::now(&kernel::SystemClock))
        .await?;
    println!(
        "Generated {} products ({} flash deals) in {} shops, {} shoppers, {} reviews and {} checkouts in {:.1} s.",
        generated.products,
        generated.events,
        generated.shops,
        generated.shoppers,
        generated.reviews,
        generated.orders,
        started.elapsed().as_secs_f64()
    );
    application.stop().await;
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

/// `haat admin create`: the only way an Admin comes to exist.
async fn admin_create(
    settings: Settings,
    args: AdminCreateArgs,
    password: Option<String>,
) -> anyhow::Result<()> {
    let settings = settings.with_overrides(args.database.overrides());
    telemetry::init(&settings.log);
    let email = identity::Email::parse(&args.email).map_err(|e| anyhow::anyhow!("--email: {e}"))?;
    let name = identity::PersonName::parse(&args.name).map_err(|e| anyhow::anyhow!("--name: {e}"))?;
    let password = match password.filter(|p| !p.is_empty()) {
        Some(password) => password,
        None => {
            eprintln!("Password for {email} (then Enter):");
            let mut line = String::new();
            std::io::stdin().lock().read_line(&mut line)?;
            line.trim_end_matches(['\r', '\n']).to_owned()
        }
    };
    let password = identity::Password::parse(password).map_err(|e| anyhow::anyhow!("password: {e}"))?;

    tokio::fs::create_dir_all(&settings.data_dir).await?;
    let database = store_sea::Database::connect(&settings.database_url(), 1).await?;
    database.migrate().await?;
    let users = store_sea::SeaUserRepository::new(&database);
    let now = kernel::Clock::now(&kernel::SystemClock);
    let outcome = identity::accounts::admin::create_or_promote_admin(
        &users,
        &BlockingArgon2::default(),
        &email,
        &name,
        password,
        now,
    )
    .await;
    database.close().await;
    match outcome? {
        identity::AdminOutcome::Created => println!("Created the Admin {email}."),
        identity::AdminOutcome::Promoted => println!("{email} is now an Admin."),
    }
    Ok(())
}
