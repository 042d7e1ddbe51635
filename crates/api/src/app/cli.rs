//! The command line: `haat serve`, `haat migrate`, `haat admin create`, `haat generate` and
//! `haat openapi`.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::app::settings::Overrides;

#[derive(Debug, Parser)]
#[command(name = "haat", version, about = "Haat, an open marketplace for India")]
pub struct Cli {
    /// A TOML configuration file (default: ./haat.toml when present).
    #[arg(long, global = true, value_name = "FILE")]
    pub config: Option<PathBuf>,

    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the web server (the default when no command is given).
    Serve(ServeArgs),
    /// Bring the database schema up to date, then exit.
    Migrate(DatabaseArgs),
    /// Manage the operator's accounts.
    #[command(subcommand)]
    Admin(AdminCommand),
    /// Fill an empty database with a deterministic benchmark-sized marketplace (docs/benchmarks.md),
    /// then exit. Every account's password is the demo password.
    Generate(GenerateArgs),
    /// Print the API's OpenAPI description (what `/api/openapi.json` serves) and exit; needs no
    /// database and no server. The frontend's client is generated from it.
    Openapi,
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// Products, of which one in fifty is a flash deal.
    #[arg(long, default_value_t = 100_000)]
    pub products: usize,
    /// Shops [default: one per 200 products].
    #[arg(long, conflicts_with = "products_per_shop")]
    pub shops: Option<usize>,
    /// Products in each shop, for shops with large catalogues: `--products 50000
    /// --products-per-shop 50000` makes one shop of 50,000 products [default: 200].
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub products_per_shop: Option<u64>,
    /// Shoppers, `shopper{n}@bench.example` [default: one per 100 products, 10 to 2,000].
    #[arg(long)]
    pub shoppers: Option<usize>,
    /// Cash-on-delivery checkouts, three in four delivered [default: one per 50 products].
    #[arg(long)]
    pub orders: Option<usize>,
    /// The same seed makes the same marketplace.
    #[arg(long, default_value_t = 2026)]
    pub seed: u64,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

impl GenerateArgs {
    /// The size asked for, the defaults scaled to the products.
    #[must_use]
    pub fn size(&self) -> demo::bench::Size {
        let scaled = demo::bench::Size::for_products(self.products);
        demo::bench::Size {
            products: self.products,
            shops: self
                .shops
                .or_else(|| {
                    // The products are dealt out to the shops in turn, so each holds its share.
                    let per_shop = usize::try_from(self.products_per_shop?).unwrap_or(usize::MAX);
                    Some(self.products.div_ceil(per_shop).max(1))
                })
                .unwrap_or(scaled.shops),
            shoppers: self.shoppers.unwrap_or(scaled.shoppers),
            orders: self.orders.unwrap_or(scaled.orders),
            seed: self.seed,
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum AdminCommand {
    /// Create an Admin, or promote an existing user, with the password read from the
    /// HAAT_ADMIN_PASSWORD environment variable or else from standard input.
    Create(AdminCreateArgs),
}

#[derive(Debug, Args)]
pub struct AdminCreateArgs {
    #[arg(long)]
    pub email: String,
    #[arg(long)]
    pub name: String,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Debug, Default, Args)]
pub struct DatabaseArgs {
    /// Directory for the embedded database, mailbox and images [default: ./data].
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// sqlite://… or postgres://… [default: the SQLite file in the data directory].
    #[arg(long, value_name = "URL")]
    pub database_url: Option<String>,
}

#[derive(Debug, Default, Args)]
pub struct ServeArgs {
    /// Address to listen on [default: 127.0.0.1:8080].
    #[arg(long, value_name = "ADDR")]
    pub bind: Option<String>,
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Load demo data into an empty database.
    #[arg(long)]
    pub demo: bool,
}

impl ServeArgs {
    #[must_use]
    pub fn overrides(self) -> Overrides {
        Overrides {
            bind: self.bind,
            data_dir: self.database.data_dir,
            database_url: self.database.database_url,
            demo: self.demo,
        }
    }
}

impl DatabaseArgs {
    #[must_use]
    pub fn overrides(self) -> Overrides {
        Overrides {
            data_dir: self.data_dir,
            database_url: self.database_url,
            ..Overrides::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn admin_create_takes_an_email_and_a_name() {
        let cli = Cli::parse_from([
            "haat",
            "admin",
            "create",
            "--email",
            "ops@example.com",
            "--name",
            "Ops",
        ]);
        let Some(Command::Admin(AdminCommand::Create(args))) = cli.command else {
            panic!("expected admin create")
        };
        assert_eq!(
            (args.email.as_str(), args.name.as_str()),
            ("ops@example.com", "Ops")
        );
        assert!(Cli::try_parse_from(["haat", "admin", "create", "--email", "ops@example.com"]).is_err());
    }

    #[test]
    fn generate_scales_its_defaults_to_the_products() {
        let cli = Cli::parse_from(["haat", "generate", "--products", "2000", "--shops", "3"]);
        let Some(Command::Generate(args)) = cli.command else {
            panic!("expected generate")
        };
        let size = args.size();
        assert_eq!(
            (size.products, size.shops, size.shoppers, size.orders, size.seed),
            (2000, 3, 20, 40, 2026)
        );
    }

    #[test]
    fn generate_fills_shops_of_the_size_asked() {
        let size = |args: &[&str]| {
            let cli = Cli::parse_from([&["haat", "generate"], args].concat());
            let Some(Command::Generate(args)) = cli.command else {
                panic!("expected generate")
            };
            args.size()
        };
        assert_eq!(
            size(&["--products", "50000", "--products-per-shop", "50000"]).shops,
            1
        );
        assert_eq!(
            size(&["--products", "50001", "--products-per-shop", "50000"]).shops,
            2
        );
        assert_eq!(
            size(&["--products", "1000", "--products-per-shop", "300"]).shops,
            4
        );
        assert_eq!(size(&["--products", "1000"]).shops, 5, "one per 200 unless asked");
        assert!(
            Cli::try_parse_from(["haat", "generate", "--shops", "2", "--products-per-shop", "10"]).is_err(),
            "one or the other"
        );
        assert!(Cli::try_parse_from(["haat", "generate", "--products-per-shop", "0"]).is_err());
    }

    #[test]
    fn serve_flags_become_overrides() {
        let cli = Cli::parse_from([
            "haat",
            "serve",
            "--bind",
            "127.0.0.1:0",
            "--data-dir",
            "/tmp/d",
            "--demo",
        ]);
        let Some(Command::Serve(args)) = cli.command else {
            panic!("expected serve")
        };
        let overrides = args.overrides();
        assert_eq!(overrides.bind.as_deref(), Some("127.0.0.1:0"));
        assert_eq!(overrides.data_dir, Some(PathBuf::from("/tmp/d")));
        assert!(overrides.demo);
    }
}
