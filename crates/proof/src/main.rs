//! `proof`: system tests that need the real release server as a process (docs/security.md):
//!
//! - `proof crash`: SIGKILL in the middle of concurrent checkouts, refunds and withdrawals, then
//!   the invariants, on SQLite or PostgreSQL;
//! - `proof servers`: two servers on one PostgreSQL with Redis sessions;
//! - `proof mail`: one order's emails through a real SMTP server (aiosmtpd), exactly and in order;
//! - `proof load`: mixed traffic for a bounded time: no 5xx, no connection errors, flat memory;
//! - `proof fuzz`: schemathesis against the description, as each role;
//! - `proof bench`: the benchmark kit (docs/benchmarks.md, ADR 0012).
//!
//! Each exits non-zero, saying why, when what it proves does not hold. `just test` runs short
//! versions; `just load` the full load run.

// A command-line test runner: what it proves, it reports on standard output.
#![allow(clippy::print_stdout)]

mod bench;
mod catalogue;
mod client;
mod cluster;
mod crash;
mod database;
mod fuzz;
mod invariants;
mod lighthouse;
mod load;
mod mail;
mod proxy;
mod server;
mod servers;

use clap::{Parser, Subcommand};

#[derive(Debug, Parser)]
#[command(name = "proof", about = "System tests against the release haat binary")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Kill the server mid-work, restart it, check the invariants.
    Crash(crash::CrashArgs),
    /// Two servers, one PostgreSQL (TEST_DATABASE_URL), Redis (TEST_REDIS_URL), an S3 server, an
    /// SMTP server and nginx in front.
    Servers(mail::MailArgs),
    /// One order's life, its emails caught by a real SMTP server.
    Mail(mail::MailArgs),
    /// Mixed load against the release server.
    Load(load::LoadArgs),
    /// Schemathesis against the server's own description, as each role.
    Fuzz(fuzz::FuzzArgs),
    /// The benchmarks: BENCH_PRODUCTS, BENCH_CONNECTIONS, BENCH_SECONDS; writes
    /// target/bench/results.json and docs/benchmarks.md.
    Bench,
    /// The bulk catalogue's benchmarks: a 5,000-row import with the storefront read meanwhile,
    /// and a seller's list in a shop of 50,000 products.
    Catalogue(catalogue::CatalogueArgs),
    /// PostgreSQL, Redis, an S3 server, an SMTP server, two servers and nginx on this machine,
    /// until Ctrl-C (`--smoke`: check it works, then stop).
    Cluster(cluster::ClusterArgs),
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let outcome = match cli.command {
        Command::Crash(args) => crash::run(args).await,
        Command::Servers(args) => servers::run(args).await,
        Command::Mail(args) => mail::run(args).await,
        Command::Load(args) => load::run(args).await,
        Command::Fuzz(args) => fuzz::run(args).await,
        Command::Bench => bench::run().await,
        Command::Catalogue(args) => catalogue::run(args).await,
        Command::Cluster(args) => cluster::run(args).await,
    };
    match outcome {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("FAILED: {error:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// A small seeded random generator (xorshift64*): runs are repeatable from their printed seed,
/// and no dependency is needed for picking products and quantities.
pub struct Dice(u64);

impl Dice {
    #[must_use]
    pub fn new(seed: u64) -> Self {
        Self(seed.max(1))
    }

    #[must_use]
    pub fn seed_from_clock() -> u64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_secs() ^ u64::from(d.subsec_nanos()))
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let x = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D);
        usize::try_from(x % (n.max(1) as u64)).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::Dice;

    #[test]
    fn dice_stay_in_range_and_repeat_from_a_seed() {
        let mut a = Dice::new(42);
        let mut b = Dice::new(42);
        let rolls: Vec<usize> = (0..1000).map(|_| a.below(7)).collect();
        assert!(rolls.iter().all(|r| *r < 7));
        assert_eq!(rolls, (0..1000).map(|_| b.below(7)).collect::<Vec<_>>());
        // Every face comes up.
        assert!((0..7).all(|face| rolls.contains(&face)));
    }
}
