//! `proof cluster` (`just cluster`): everything a deployment of several servers has, on this
//! machine, on free local ports: PostgreSQL (started if none answers), Redis (one of its own if
//! none answers), an S3-compatible server (moto), an SMTP server requiring STARTTLS with a page
//! listing what it received, two Haat servers with the demo, and nginx ending TLS in front of
//! them (`deploy/nginx.conf`). It prints where each is, then runs until Ctrl-C.
//!
//! `--smoke` starts it all, checks that the storefront answers through nginx, a shopper can sign
//! in, a newsletter email reaches the mail page, and a picture comes from the bucket, then stops:
//! `just test-system` runs that, so the command stays working.

use std::process::Stdio;
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail, ensure};
use tokio::process::{Child, Command};

use crate::client::{Account, Base, Browser, SHOPPERS};
use crate::database::Target;
use crate::mail::{MailArgs, Sink};
use crate::proxy::{Proxy, TestCertificate};
use crate::server::{Server, ServerConfig};
use testkit::s3::{self, S3Server};

#[derive(Debug, clap::Args)]
pub struct ClusterArgs {
    /// A PostgreSQL database to make the cluster's own database beside (dropped when it stops).
    #[arg(long, default_value = "postgres://postgres@127.0.0.1:5432/postgres")]
    pub postgres: String,
    /// A Redis server to use; one is started on a free port when none answers here.
    #[arg(long, default_value = "redis://127.0.0.1:6379")]
    pub redis: String,
    #[command(flatten)]
    pub mail: MailArgs,
    /// Check that it all works, then stop.
    #[arg(long)]
    pub smoke: bool,
}

pub async fn run(args: ClusterArgs) -> anyhow::Result<()> {
    postgres_running(&args.postgres).await?;
    let (redis_url, _own_redis) = redis(&args.redis).await?;
    let dir = tempfile::Builder::new().prefix("haat-cluster-").tempdir()?;
    let target = Target::postgres_beside(&args.postgres, dir).await?;
    let outcome = cluster(&args, &target, redis_url).await;
    target.finish(outcome).await
}

async fn cluster(args: &ClusterArgs, target: &Target, redis: String) -> anyhow::Result<()> {
    let bucket = S3Server::start("haat-media")?;
    let certificate = TestCertificate::make(target.dir.path())?;
    let web = Proxy::free_port()?;
    let (sink, smtp_port) = Sink::start_with_viewer(
        &args.mail,
        &target.dir.path().join("smtp"),
        None,
        &certificate,
        Some(web),
    )
    .await?;
    let port = Proxy::free_port()?;
    let public = format!("https://127.0.0.1:{port}");
    let mut config = ServerConfig::for_target(target)?;
    config.redis_url = Some(redis.clone());
    config.env = [
        ("HAAT_MEDIA__S3__BUCKET", "haat-media".to_owned()),
        ("HAAT_MEDIA__S3__REGION", s3::REGION.to_owned()),
        ("HAAT_MEDIA__S3__ENDPOINT", bucket.endpoint.clone()),
        ("HAAT_MEDIA__S3__ACCESS_KEY_ID", s3::ACCESS_KEY_ID.to_owned()),
        (
            "HAAT_MEDIA__S3__SECRET_ACCESS_KEY",
            s3::SECRET_ACCESS_KEY.to_owned(),
        ),
        ("HAAT_MEDIA__S3__ALLOW_HTTP", "true".to_owned()),
        (
            "HAAT_SMTP__URL",
            format!("smtp://127.0.0.1:{smtp_port}?tls=required"),
        ),
        (
            "HAAT_SMTP__ROOT_CERTIFICATE",
            certificate.cert.display().to_string(),
        ),
        ("HAAT_SERVER__BEHIND_PROXY", "true".to_owned()),
        ("HAAT_SESSION__SECURE_COOKIE", "true".to_owned()),
        ("HAAT_SERVER__PUBLIC_URL", public.clone()),
        ("HAAT_LOG__FILTER", "info".to_owned()),
        // The limits a real deployment has (the proofs' servers lift two of them).
        ("HAAT_LIMITS__AUTH_ATTEMPTS_PER_MINUTE", "5".to_owned()),
        ("HAAT_ORDERS__COD_MAX_UNITS_PER_PRODUCT", "10".to_owned()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v))
    .collect();
    // One loads the demo first, so the two do not race to.
    let a = Server::start(&config, "a").await?;
    let b = Server::start(&config, "b").await?;
    let proxy = Proxy::start(
        &target.dir.path().join("nginx"),
        port,
        &[&a.base, &b.base],
        &certificate,
    )
    .await?;
    println!(
        "\nHaat is running on two servers behind nginx:\n\
         \n  open            {public}  (a test certificate: trust {} or accept the warning)\
         \n  server a        {}\
         \n  server b        {}\
         \n  mail received   http://127.0.0.1:{web}/\
         \n  S3 (moto)       {}  bucket haat-media\
         \n  Redis           {redis}\
         \n  PostgreSQL      {}\
         \n  logs            {}\n",
        certificate.cert.display(),
        a.base,
        b.base,
        bucket.endpoint,
        target.database_url,
        target.dir.path().display(),
    );
    let outcome = if args.smoke {
        smoke(&proxy, &certificate, web).await
    } else {
        println!("Ctrl-C stops it all (the database and folders are removed).");
        tokio::signal::ctrl_c().await.context("waiting for Ctrl-C")
    };
    proxy.stop().await?;
    a.stop_after(&outcome).await?;
    b.stop_after(&outcome).await?;
    sink.stop().await?;
    drop(bucket);
    outcome
}

/// Through nginx: the storefront answers, a shopper signs in, a picture comes from the bucket,
/// and a newsletter sign-up's email shows on the mail page.
async fn smoke(proxy: &Proxy, certificate: &TestCertificate, web: u16) -> anyhow::Result<()> {
    let base = Base::new(&proxy.base);
    let shopper = Browser::with_client(&base, certificate.client("127.0.0.1".parse()?)?);
    let home = shopper.client().get(&proxy.base).send().await?;
    ensure!(
        home.status() == 200,
        "the home page through nginx: {}",
        home.status()
    );
    shopper.sign_in(Account::Shopper, SHOPPERS[0]).await?;
    let listing = shopper.get("/api/v2/products?limit=1").await?;
    let picture = listing.body["products"][0]["images"][0]
        .as_str()
        .with_context(|| format!("no picture in {}", listing.body))?
        .to_owned();
    let image = shopper
        .client()
        .get(format!("{}{picture}", proxy.base))
        .send()
        .await?;
    ensure!(
        image.status() == 200,
        "{picture} through nginx: {}",
        image.status()
    );
    let reader = format!("cluster-{}@example.com", uuid::Uuid::new_v4().simple());
    shopper.sign_up_for_newsletter(&reader).await?;
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let page = reqwest::get(format!("http://127.0.0.1:{web}/"))
            .await?
            .text()
            .await?;
        if page.contains(&reader) {
            break;
        }
        ensure!(
            Instant::now() < deadline,
            "the email to {reader} is not on the mail page"
        );
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    println!("cluster: the storefront, a sign-in, a picture from the bucket and an email, all through nginx");
    Ok(())
}

/// Starts the machine's PostgreSQL cluster when nothing answers where `url` points.
async fn postgres_running(url: &str) -> anyhow::Result<()> {
    let address = host_port(url, 5432)?;
    if tokio::net::TcpStream::connect(&address).await.is_ok() {
        return Ok(());
    }
    println!("starting PostgreSQL ({address} did not answer)");
    let version = std::fs::read_dir("/etc/postgresql")
        .context("PostgreSQL is not installed (/etc/postgresql)")?
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .max()
        .context("no PostgreSQL cluster in /etc/postgresql")?;
    let status = Command::new("pg_ctlcluster")
        .args(["--skip-systemctl-redirect", &version, "main", "start"])
        .status()
        .await?;
    ensure!(status.success(), "pg_ctlcluster {version} main start failed");
    for _ in 0..60 {
        if tokio::net::TcpStream::connect(&address).await.is_ok() {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    bail!("PostgreSQL did not answer on {address} within 30 s")
}

/// The Redis at `url`, or one of our own on a free port (stopped with the returned child).
async fn redis(url: &str) -> anyhow::Result<(String, Option<Child>)> {
    if tokio::net::TcpStream::connect(host_port(url, 6379)?)
        .await
        .is_ok()
    {
        return Ok((url.to_owned(), None));
    }
    let port = Proxy::free_port()?;
    let child = Command::new("redis-server")
        .args([
            "--bind",
            "127.0.0.1",
            "--port",
            &port.to_string(),
            "--save",
            "",
            "--appendonly",
            "no",
        ])
        .stdout(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .context("starting redis-server (apt-get install -y redis-server)")?;
    for _ in 0..50 {
        if tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
            return Ok((format!("redis://127.0.0.1:{port}"), Some(child)));
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    bail!("redis-server did not answer on {port}")
}

/// `host:port` of a `scheme://[user@]host[:port]/…` URL.
fn host_port(url: &str, default_port: u16) -> anyhow::Result<String> {
    let rest = url.split_once("://").context("not a URL")?.1;
    let authority = rest.split(['/', '?']).next().unwrap_or(rest);
    let authority = authority.rsplit('@').next().unwrap_or(authority);
    Ok(if authority.contains(':') {
        authority.to_owned()
    } else {
        format!("{authority}:{default_port}")
    })
}

#[cfg(test)]
mod tests {
    use super::host_port;

    #[test]
    fn the_address_of_a_database_or_redis_url() {
        assert_eq!(
            host_port("postgres://postgres@127.0.0.1:5432/postgres", 5432).unwrap(),
            "127.0.0.1:5432"
        );
        assert_eq!(host_port("redis://localhost", 6379).unwrap(), "localhost:6379");
        assert!(host_port("nonsense", 1).is_err());
    }
}
