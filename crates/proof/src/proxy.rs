//! nginx (Debian's package) in front of the servers, run from `deploy/nginx.conf` as operators
//! run it: TLS ends there with a test certificate, requests are spread over the servers, and
//! `X-Forwarded-For` and `X-Forwarded-Proto` are set. Also the certificate itself, which the
//! proofs' clients and the SMTP server use.

use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use anyhow::{Context as _, bail};
use tokio::process::{Child, Command};

/// A self-signed certificate for `127.0.0.1` and `localhost`, written as PEM files.
pub struct TestCertificate {
    pub cert: PathBuf,
    pub key: PathBuf,
    pem: String,
}

impl TestCertificate {
    /// Makes a new key and certificate in `dir`.
    pub fn make(dir: &Path) -> anyhow::Result<Self> {
        let made = rcgen::generate_simple_self_signed(vec!["127.0.0.1".to_owned(), "localhost".to_owned()])
            .context("making the test certificate")?;
        let pem = made.cert.pem();
        let (cert, key) = (dir.join("test-cert.pem"), dir.join("test-key.pem"));
        std::fs::write(&cert, &pem)?;
        std::fs::write(&key, made.signing_key.serialize_pem())?;
        Ok(Self { cert, key, pem })
    }

    /// An HTTP client that trusts this certificate (and nothing it did not already), keeps
    /// cookies, and connects from `from` (any 127.x.y.z address is this machine), so a test
    /// can play several clients with addresses of their own.
    pub fn client(&self, from: IpAddr) -> anyhow::Result<reqwest::Client> {
        Ok(reqwest::Client::builder()
            .add_root_certificate(reqwest::Certificate::from_pem(self.pem.as_bytes())?)
            .local_address(from)
            .cookie_store(true)
            .timeout(Duration::from_secs(30))
            .build()?)
    }
}

pub struct Proxy {
    child: Child,
    /// `https://127.0.0.1:<port>`.
    pub base: String,
    run_dir: PathBuf,
    port: u16,
    cert: PathBuf,
    key: PathBuf,
}

impl Proxy {
    /// A free port for the proxy, known before the servers start (they must know their public
    /// address).
    pub fn free_port() -> anyhow::Result<u16> {
        Ok(std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
    }

    /// Starts nginx on `port` in front of `servers` (their `http://host:port` bases), with its
    /// files in `run_dir`.
    pub async fn start(
        run_dir: &Path,
        port: u16,
        servers: &[&str],
        certificate: &TestCertificate,
    ) -> anyhow::Result<Self> {
        let nginx = which_nginx()?;
        std::fs::create_dir_all(run_dir)?;
        let conf = write_config(run_dir, port, &certificate.cert, &certificate.key, servers)?;
        let mut command = Command::new(&nginx);
        command
            .arg("-p")
            .arg(run_dir)
            .arg("-c")
            .arg(&conf)
            // In the foreground, so it is this process's child; as root, its worker runs as
            // root too, to write its temporary files in the run folder.
            .args([
                "-g",
                if is_root() {
                    "daemon off; user root;"
                } else {
                    "daemon off;"
                },
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        let mut child = command
            .spawn()
            .with_context(|| format!("starting {}", nginx.display()))?;
        let base = format!("https://127.0.0.1:{port}");
        for _ in 0..100 {
            if let Some(status) = child.try_wait()? {
                let mut error = String::new();
                if let Some(mut stderr) = child.stderr.take() {
                    tokio::io::AsyncReadExt::read_to_string(&mut stderr, &mut error).await?;
                }
                bail!("nginx exited at once ({status}): {error}");
            }
            if tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
                return Ok(Self {
                    child,
                    base,
                    run_dir: run_dir.to_owned(),
                    port,
                    cert: certificate.cert.clone(),
                    key: certificate.key.clone(),
                });
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        bail!("nginx did not listen on {port} within 10 s")
    }

    /// Takes the pool to `servers`, as an operator does before stopping a server: the new
    /// configuration is written and nginx reloaded (SIGHUP). Its new worker sends only to these;
    /// the old one finishes the requests it holds, then exits.
    pub async fn set_servers(&self, servers: &[&str]) -> anyhow::Result<()> {
        write_config(&self.run_dir, self.port, &self.cert, &self.key, servers)?;
        let pid = self.child.id().context("nginx has exited")?;
        let status = Command::new("kill")
            .args(["-HUP", &pid.to_string()])
            .status()
            .await?;
        anyhow::ensure!(status.success(), "could not signal nginx to reload");
        // The new worker starts within milliseconds; give it a moment.
        tokio::time::sleep(Duration::from_millis(500)).await;
        Ok(())
    }

    /// The upstream each request went to, in order (`$upstream_addr` of the access log; a
    /// request passed on after a refusal lists both).
    pub fn upstreams(&self) -> anyhow::Result<Vec<String>> {
        let log = std::fs::read_to_string(self.run_dir.join("access.log"))?;
        Ok(log
            .lines()
            .filter_map(|line| line.rsplit_once(" upstream=").map(|(_, u)| u.to_owned()))
            .collect())
    }

    pub async fn stop(mut self) -> anyhow::Result<()> {
        self.child.start_kill()?;
        self.child.wait().await?;
        Ok(())
    }
}

/// `deploy/nginx.conf` with its words filled in, written as `run_dir/nginx.conf`.
fn write_config(
    run_dir: &Path,
    port: u16,
    cert: &Path,
    key: &Path,
    servers: &[&str],
) -> anyhow::Result<PathBuf> {
    let template = std::fs::read_to_string(config_template()?)?;
    let upstreams = servers
        .iter()
        .map(|base| {
            let address = base.trim_start_matches("http://");
            format!("server {address} max_fails=1 fail_timeout=5s;")
        })
        .collect::<Vec<_>>()
        .join("\n        ");
    let config = template
        .replace("@RUN_DIR@", &run_dir.display().to_string())
        .replace("@LISTEN@", &format!("127.0.0.1:{port}"))
        .replace("@CERT@", &cert.display().to_string())
        .replace("@KEY@", &key.display().to_string())
        .replace("@SERVERS@", &upstreams)
        // One worker is plenty for a test, and keeps the log in one place.
        .replace("worker_processes auto;", "worker_processes 1;");
    let conf = run_dir.join("nginx.conf");
    std::fs::write(&conf, config)?;
    Ok(conf)
}

fn which_nginx() -> anyhow::Result<PathBuf> {
    for candidate in ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"] {
        if Path::new(candidate).exists() {
            return Ok(candidate.into());
        }
    }
    bail!("nginx is not installed: `apt-get install -y nginx` (Debian's package; CI installs it)")
}

/// `deploy/nginx.conf`, found from the working directory (the repository's root, as `just`
/// runs the proofs).
fn config_template() -> anyhow::Result<PathBuf> {
    let path = PathBuf::from("deploy/nginx.conf");
    if path.exists() {
        Ok(path)
    } else {
        bail!("deploy/nginx.conf not found: run the proofs from the repository's root")
    }
}

fn is_root() -> bool {
    std::fs::read_to_string("/proc/self/status").is_ok_and(|status| {
        status
            .lines()
            .find(|line| line.starts_with("Uid:"))
            .and_then(|line| line.split_whitespace().nth(2))
            == Some("0")
    })
}
