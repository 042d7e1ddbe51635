//! The release server as a child process: started on a free port with only the settings given
//! here, killed (SIGKILL, no chance to tidy up) or stopped (SIGTERM), and measured from `/proc`.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use anyhow::{Context as _, bail};
use tokio::io::{AsyncBufReadExt as _, BufReader};
use tokio::process::{Child, Command};

use crate::database::Target;

/// How one server process is configured. Nothing is inherited from the caller's `HAAT_*`
/// variables, so a developer's settings can never point a test at a real database.
#[derive(Debug, Clone)]
pub struct ServerConfig {
    pub binary: PathBuf,
    pub data_dir: PathBuf,
    pub database_url: String,
    pub redis_url: Option<String>,
    /// Shared by servers that must accept each other's sessions.
    pub session_secret: String,
    /// Extra `HAAT_*` settings for this scenario.
    pub env: Vec<(String, String)>,
}

impl ServerConfig {
    /// The release binary on `target`'s data directory and database.
    pub fn for_target(target: &Target) -> anyhow::Result<Self> {
        Ok(Self {
            binary: release_binary()?,
            data_dir: target.dir.path().to_owned(),
            database_url: target.database_url.clone(),
            redis_url: None,
            // 64 characters: the session key's minimum length.
            session_secret: "proof-session-secret-".repeat(4),
            env: Vec::new(),
        })
    }

    /// `haat <subcommand>` on this configuration's data directory and database, with nothing
    /// inherited that could point it elsewhere: the base of every process the proofs start.
    #[must_use]
    pub fn command(&self, subcommand: &str) -> Command {
        let mut command = Command::new(&self.binary);
        command
            .args([subcommand, "--data-dir"])
            .arg(&self.data_dir)
            .args(["--database-url", &self.database_url])
            .env_clear()
            .envs(std::env::vars().filter(|(key, _)| !key.starts_with("HAAT_") && key != "DATABASE_URL"))
            .env("HAAT_LOG__FILTER", "warn")
            .env("HAAT_SESSION__SECRET", &self.session_secret);
        command
    }

    /// `haat generate` with `args` on this configuration; answers what it printed.
    pub async fn generate(&self, args: &[&str]) -> anyhow::Result<String> {
        let output = self
            .command("generate")
            .args(args)
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
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    }
}

pub struct Server {
    child: Child,
    pub base: String,
    pub pid: u32,
    log: PathBuf,
}

impl Server {
    /// Starts the server with the demo data (loaded only into an empty database) and waits for
    /// it to print its address.
    pub async fn start(config: &ServerConfig, name: &str) -> anyhow::Result<Self> {
        let log = config.data_dir.join(format!("{name}.log"));
        let log_file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log)
            .with_context(|| format!("opening {}", log.display()))?;
        let mut command = config.command("serve");
        command
            .args(["--bind", "127.0.0.1:0", "--demo"])
            // Every worker signs in from 127.0.0.1; the limiter is proven by the API tests.
            .env("HAAT_LIMITS__AUTH_ATTEMPTS_PER_MINUTE", "1000000")
            // A few shoppers place thousands of cash-on-delivery orders here; the per-account
            // limit on undelivered COD units is proven by the API tests.
            .env("HAAT_ORDERS__COD_MAX_UNITS_PER_PRODUCT", "1000000")
            .env("HAAT_MAIL__POLL_INTERVAL_MS", "200")
            .env("HAAT_FRONTEND__DIR", frontend_dir(&config.binary))
            .envs(config.env.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(log_file)
            .kill_on_drop(true);
        if let Some(redis) = &config.redis_url {
            command.env("HAAT_SESSION__REDIS_URL", redis);
        }
        let mut child = command
            .spawn()
            .with_context(|| format!("starting {}", config.binary.display()))?;
        let pid = child.id().context("the server exited at once")?;
        let stdout = child.stdout.take().context("no stdout")?;
        let mut lines = BufReader::new(stdout).lines();
        let base = tokio::time::timeout(Duration::from_secs(120), async {
            while let Some(line) = lines.next_line().await? {
                if let Some(url) = line.strip_prefix("Haat is ready at ") {
                    return Ok(url.trim().to_owned());
                }
            }
            bail!("the server exited before it was ready; see {}", log.display())
        })
        .await
        .context("the server was not ready within 120 s")??;
        // Keep reading, so a full pipe never blocks the server.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        Ok(Self {
            child,
            base,
            pid,
            log,
        })
    }

    /// SIGKILL: the process ends mid-write, as in a power cut of the process (not of the disk).
    pub async fn kill(mut self) -> anyhow::Result<()> {
        self.child.start_kill()?;
        self.child.wait().await?;
        Ok(())
    }

    /// Stops the server, first saying where its log is when `outcome` is a failure.
    pub async fn stop_after<T>(self, outcome: &anyhow::Result<T>) -> anyhow::Result<()> {
        if outcome.is_err() {
            println!("server log: {}", self.log.display());
        }
        self.stop().await
    }

    /// SIGTERM, then wait for the graceful shutdown.
    pub async fn stop(mut self) -> anyhow::Result<()> {
        let status = std::process::Command::new("kill")
            .args(["-TERM", &self.pid.to_string()])
            .status()?;
        if !status.success() {
            bail!("could not signal the server");
        }
        tokio::time::timeout(Duration::from_secs(30), self.child.wait())
            .await
            .context("the server did not stop within 30 s of SIGTERM")??;
        Ok(())
    }

    #[must_use]
    pub fn log(&self) -> &Path {
        &self.log
    }

    /// Waits until the server's log has a line containing `needle`; returns the line.
    ///
    /// # Errors
    /// When no such line appears within `within`.
    pub async fn until_logged(&self, needle: &str, within: Duration) -> anyhow::Result<String> {
        let started = std::time::Instant::now();
        loop {
            let log = std::fs::read_to_string(&self.log).unwrap_or_default();
            if let Some(line) = log.lines().find(|line| line.contains(needle)) {
                return Ok(line.to_owned());
            }
            anyhow::ensure!(
                started.elapsed() < within,
                "the server did not log `{needle}` within {within:?}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Resident memory now, in KiB.
    pub fn rss_kib(&self) -> anyhow::Result<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid))?;
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|kib| kib.parse().ok())
            .context("no VmRSS in /proc/…/status")
    }

    /// User plus system CPU time used so far, in clock ticks.
    pub fn cpu_ticks(&self) -> anyhow::Result<u64> {
        cpu_ticks_of(self.pid)
    }
}

/// User plus system CPU time a process has used so far, in clock ticks.
pub fn cpu_ticks_of(pid: u32) -> anyhow::Result<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"))?;
    // The command name (field 2) may hold spaces; the fields after its `)` are fixed.
    let rest = stat.rsplit_once(')').context("unexpected /proc/…/stat")?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let field =
        |i: usize| -> anyhow::Result<u64> { Ok(fields.get(i).context("short /proc/…/stat")?.parse()?) };
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    Ok(field(11)? + field(12)?)
}

/// The built frontend, so pages are served as in production: `frontend/dist` of the working
/// directory (the recipes run from the checkout's root), else of the checkout the binary was
/// built in (`target/release/haat` → `frontend/dist`). The working directory comes first because
/// the binary's own path has its links resolved: with `target` a link to a shared build folder,
/// the folder above it is not the checkout.
fn frontend_dir(binary: &Path) -> PathBuf {
    let here = PathBuf::from("frontend").join("dist");
    if here.join("index.html").is_file() {
        return std::path::absolute(&here).unwrap_or(here);
    }
    binary.ancestors().nth(3).map_or_else(
        || PathBuf::from("frontend/dist"),
        |repo| repo.join("frontend").join("dist"),
    )
}

/// `target/release/haat` next to this binary (both are built by `cargo build --release`).
pub fn release_binary() -> anyhow::Result<PathBuf> {
    let me = std::env::current_exe()?;
    let dir = me.parent().context("no directory")?;
    let haat = dir.join("haat");
    if !haat.exists() {
        bail!(
            "{} is missing: build it with `cargo build --release -p api`",
            haat.display()
        );
    }
    Ok(haat)
}
