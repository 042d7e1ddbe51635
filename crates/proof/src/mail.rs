//! `proof mail`: order emails through a real SMTP server (docs/notifications.md). The release
//! server sends through aiosmtpd (`scripts/smtp-sink.py`, from PyPI in a venv under `target/`),
//! which requires STARTTLS with a test certificate the server is told to trust
//! (`smtp.root_certificate`). One order's life — placed, handed to a courier, shipped, on its
//! way, delivered, returned and refunded — must reach the shopper as exactly the expected emails,
//! in order, each once, over TLS, each with a plain-text and an HTML part in UTF-8, a
//! `Message-ID`, a `Date` and `MIME-Version`, the rupee sign surviving in the subject; the shop
//! gets its new order. Then the SMTP server goes away: an email written meanwhile waits in the
//! outbox, and goes out exactly once when the server is back.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail, ensure};
use serde_json::json;
use tokio::io::{AsyncBufReadExt as _, BufReader};
use tokio::process::{Child, Command};

use crate::client::{Account, Base, Browser, SELLERS, SHOPPERS};
use crate::database::{Backend, Target, number};
use crate::proxy::TestCertificate;
use crate::server::{Server, ServerConfig};
use mail_parser::MimeHeaders as _;

#[derive(Debug, clap::Args)]
pub struct MailArgs {
    /// The Python that has aiosmtpd (`just mail-deps` makes target/smtp-venv).
    #[arg(long, default_value = "target/smtp-venv/bin/python")]
    pub python: PathBuf,
    /// The SMTP sink script.
    #[arg(long, default_value = "scripts/smtp-sink.py")]
    pub sink: PathBuf,
}

/// The demo shopper whose order is followed: one with no other business in this run.
const SHOPPER: &str = SHOPPERS[4];

pub async fn run(args: MailArgs) -> anyhow::Result<()> {
    let target = Target::new(Backend::Sqlite).await?;
    let outcome = scenario(&args, &target).await;
    target.finish(outcome).await
}

pub(crate) struct Sink {
    child: Child,
    folder: PathBuf,
}

impl Sink {
    /// Starts the sink on `port` (a free one when `None`), requiring STARTTLS with `certificate`.
    async fn start(
        args: &MailArgs,
        folder: &Path,
        port: Option<u16>,
        certificate: &TestCertificate,
    ) -> anyhow::Result<(Self, u16)> {
        Self::start_with_viewer(args, folder, port, certificate, None).await
    }

    /// [`Sink::start`], also serving a page that lists the messages on `web` when given.
    pub(crate) async fn start_with_viewer(
        args: &MailArgs,
        folder: &Path,
        port: Option<u16>,
        certificate: &TestCertificate,
        web: Option<u16>,
    ) -> anyhow::Result<(Self, u16)> {
        // A free port: bound, read, released, then taken by the sink.
        let port = match port {
            Some(port) => port,
            None => std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port(),
        };
        let mut child = Command::new(&args.python)
            .arg(&args.sink)
            .arg(port.to_string())
            .arg(folder)
            .arg("--tls-cert")
            .arg(&certificate.cert)
            .arg("--tls-key")
            .arg(&certificate.key)
            .args(web.map(|port| format!("--web={port}")))
            .stdout(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .with_context(|| format!("starting {} {}", args.python.display(), args.sink.display()))?;
        let stdout = child.stdout.take().context("no stdout")?;
        let mut lines = BufReader::new(stdout).lines();
        tokio::time::timeout(Duration::from_secs(20), async {
            while let Some(line) = lines.next_line().await? {
                if line.trim() == "listening" {
                    return Ok(());
                }
            }
            bail!("the SMTP sink exited before listening")
        })
        .await
        .context("the SMTP sink did not listen within 20 s")??;
        Ok((
            Self {
                child,
                folder: folder.to_owned(),
            },
            port,
        ))
    }

    /// The files of the messages received, in arrival order.
    fn files(&self) -> anyhow::Result<Vec<PathBuf>> {
        let mut names: Vec<_> = std::fs::read_dir(&self.folder)?
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "eml"))
            .collect();
        names.sort();
        Ok(names)
    }

    /// Every message received, in arrival order, its soft line breaks joined.
    fn messages(&self) -> anyhow::Result<Vec<String>> {
        self.files()?
            .iter()
            .map(|p| Ok(std::fs::read_to_string(p)?.replace("=\r\n", "")))
            .collect()
    }

    fn to(&self, address: &str) -> anyhow::Result<Vec<String>> {
        Ok(self
            .messages()?
            .into_iter()
            .filter(|m| m.starts_with(&format!("X-Envelope-To: {address}\r\n")))
            .collect())
    }

    /// The messages to `address` as they arrived, byte for byte, in arrival order.
    fn raw_to(&self, address: &str) -> anyhow::Result<Vec<Vec<u8>>> {
        let prefix = format!("X-Envelope-To: {address}\r\n");
        let mut raw = Vec::new();
        for name in self.files()? {
            let bytes = std::fs::read(name)?;
            if bytes.starts_with(prefix.as_bytes()) {
                raw.push(bytes);
            }
        }
        Ok(raw)
    }

    pub(crate) async fn stop(mut self) -> anyhow::Result<()> {
        self.child.start_kill()?;
        self.child.wait().await?;
        Ok(())
    }
}

fn header<'a>(message: &'a str, name: &str) -> Option<&'a str> {
    message
        .lines()
        .take_while(|l| !l.is_empty())
        .find_map(|l| l.strip_prefix(&format!("{name}: ")))
}

async fn scenario(args: &MailArgs, target: &Target) -> anyhow::Result<()> {
    let certificate = TestCertificate::make(target.dir.path())?;
    let folder = target.dir.path().join("smtp");
    let (sink, port) = Sink::start(args, &folder, None, &certificate).await?;
    let mut config = ServerConfig::for_target(target)?;
    config.env = vec![
        (
            "HAAT_SMTP__URL".to_owned(),
            format!("smtp://127.0.0.1:{port}?tls=required"),
        ),
        (
            "HAAT_SMTP__ROOT_CERTIFICATE".to_owned(),
            certificate.cert.display().to_string(),
        ),
        (
            "HAAT_MAIL__FROM".to_owned(),
            "Haat <no-reply@haat.example>".to_owned(),
        ),
        ("HAAT_TASKS__NOTIFY_EVERY_MS".to_owned(), "200".to_owned()),
    ];
    let server = Server::start(&config, "mail").await?;
    let mut outcome = life(&server, target, &sink).await;
    let mut sink = Some(sink);
    if outcome.is_ok() {
        outcome = outage(args, &server, target, &mut sink, port, &certificate).await;
    }
    server.stop_after(&outcome).await?;
    if let Some(sink) = sink {
        sink.stop().await.ok();
    }
    outcome
}

/// The SMTP server stops; a newsletter sign-up's email waits in the outbox through a failed
/// attempt; the server starts again on the same port, and the email arrives exactly once.
async fn outage(
    args: &MailArgs,
    server: &Server,
    target: &Target,
    sink: &mut Option<Sink>,
    port: u16,
    certificate: &TestCertificate,
) -> anyhow::Result<()> {
    let db = target.connect().await?;
    let folder = sink.as_ref().context("the sink")?.folder.clone();
    sink.take().context("the sink")?.stop().await?;
    let reader = format!("reader-{}@example.com", uuid::Uuid::new_v4().simple());
    Browser::new(&Base::new(&server.base))?
        .sign_up_for_newsletter(&reader)
        .await?;
    let waiting = format!(
        "SELECT COUNT(*) FROM outbox_emails WHERE to_address = '{reader}' AND status = 'pending' AND attempts >= 1"
    );
    until_counted(&db, &waiting, Duration::from_secs(20))
        .await
        .with_context(|| {
            format!("the email to {reader} was not tried (and kept) while the SMTP server was down")
        })?;
    let (back, _) = Sink::start(args, &folder, Some(port), certificate).await?;
    // The first retry is 30 s after the failure.
    let sent =
        format!("SELECT COUNT(*) FROM outbox_emails WHERE to_address = '{reader}' AND status = 'sent'");
    until_counted(&db, &sent, Duration::from_secs(90))
        .await
        .with_context(|| {
            format!("the email to {reader} did not go out within 90 s of the SMTP server's return")
        })?;
    // Time for a second copy to show itself, if one were coming.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let copies = back.raw_to(&reader)?.len();
    *sink = Some(back);
    ensure!(copies == 1, "after the outage, {reader} received {copies} copies");
    println!(
        "SMTP outage: the email waited in the outbox through a failed attempt and arrived once when the server was back"
    );
    Ok(())
}

/// Waits until `sql` counts at least one row, for at most `within`.
async fn until_counted(db: &sea_orm::DatabaseConnection, sql: &str, within: Duration) -> anyhow::Result<()> {
    let deadline = Instant::now() + within;
    while number(db, sql).await? == 0 {
        ensure!(Instant::now() < deadline, "nothing after {within:?}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    Ok(())
}

/// Waits for the outbox to be empty and every order event told: the demo's own notices out.
async fn quiet(db: &sea_orm::DatabaseConnection) -> anyhow::Result<()> {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let untold = number(
            db,
            "SELECT COUNT(*) FROM order_status_history WHERE notified_at IS NULL",
        )
        .await?;
        let unsent = number(db, "SELECT COUNT(*) FROM outbox_emails WHERE status = 'pending'").await?;
        if untold == 0 && unsent == 0 {
            // One more poll of the outbox, for a message claimed but not yet marked.
            tokio::time::sleep(Duration::from_millis(500)).await;
            return Ok(());
        }
        ensure!(
            Instant::now() < deadline,
            "after 60 s: {untold} events untold, {unsent} emails unsent"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// What is wrong with the messages as a mail reader sees them: each must have come over TLS,
/// carry `Date` and `MIME-Version: 1.0`, and hold a text and an HTML part in UTF-8 whose decoded
/// words are the order's; the refund's decoded subject keeps its rupee sign.
fn mime_problems(raw: &[Vec<u8>]) -> Vec<String> {
    let mut problems = Vec::new();
    for bytes in raw {
        let Some(message) = mail_parser::MessageParser::default().parse(bytes.as_slice()) else {
            problems.push("a message the parser cannot read".to_owned());
            continue;
        };
        let subject = message.subject().unwrap_or_default().to_owned();
        let tls = message.header_raw("X-Sink-TLS").map(str::trim);
        if !tls.is_some_and(|v| v.starts_with("TLSv1.")) {
            problems.push(format!("{subject}: not sent over TLS ({tls:?})"));
        }
        if message.date().is_none() {
            problems.push(format!("{subject}: no Date"));
        }
        if message.header_raw("MIME-Version").map(str::trim) != Some("1.0") {
            problems.push(format!(
                "{subject}: MIME-Version {:?}",
                message.header_raw("MIME-Version")
            ));
        }
        for (kind, part) in [
            ("text", message.text_bodies().next()),
            ("html", message.html_bodies().next()),
        ] {
            let charset = part
                .and_then(|p| p.content_type())
                .and_then(|ct| ct.attribute("charset"))
                .map(str::to_ascii_lowercase);
            if charset.as_deref() != Some("utf-8") {
                problems.push(format!("{subject}: its {kind} part's charset is {charset:?}"));
            }
        }
        let text = message.body_text(0).unwrap_or_default();
        let html = message.body_html(0).unwrap_or_default();
        if text.trim().is_empty() || !html.contains("</") {
            problems.push(format!("{subject}: empty text or HTML after decoding"));
        }
        if subject.starts_with("Refund of ") && !subject.contains('₹') {
            problems.push(format!("the refund's subject decodes to {subject:?}, without ₹"));
        }
    }
    problems
}

async fn life(server: &Server, target: &Target, sink: &Sink) -> anyhow::Result<()> {
    let db = target.connect().await?;
    let base = Base::new(&server.base);
    let shopper = Browser::new(&base)?;
    shopper.sign_in(Account::Shopper, SHOPPER).await?;
    let seller = Browser::new(&base)?;
    let shop = seller.sign_in(Account::Seller, SELLERS[0]).await?;
    quiet(&db).await?;
    let before = sink.to(SHOPPER)?.len();
    let shop_before = sink.messages()?.len();

    let placed = shopper
        .buy_one(|p| p["shopId"].as_str() == Some(shop.as_str()))
        .await?;
    let order = placed["orders"][0]["_id"]
        .as_str()
        .context("order id")?
        .to_owned();
    let expected_day = (chrono::Utc::now() + chrono::Duration::days(4))
        .format("%Y-%m-%d")
        .to_string();
    let moves = [
        json!({"status": "Transferred to delivery partner", "courier": "Delhivery",
               "trackingNumber": "DL987654321IN", "expectedDelivery": expected_day}),
        json!({"status": "Shipping"}),
        json!({"status": "On the way"}),
        json!({"status": "Delivered"}),
    ];
    for body in &moves {
        let moved = seller
            .put(&format!("/api/v2/update-order-status/{order}/{shop}"), body)
            .await?;
        ensure!(moved.status == 200, "{body}: {} {}", moved.status, moved.body);
    }
    let asked = shopper
        .put(
            &format!("/api/v2/order-refund/{order}"),
            &json!({"status": "Processing Refund", "reason": "damaged",
                    "payout": {"type": "upi", "upiId": "fatima@okhdfcbank"}}),
        )
        .await?;
    ensure!(asked.status == 200, "return: {} {}", asked.status, asked.body);
    let approved = seller
        .put(
            &format!("/api/v2/shop-order-refund-success/{order}"),
            &json!({"status": "Refund Success"}),
        )
        .await?;
    ensure!(
        approved.status == 200,
        "approval: {} {}",
        approved.status,
        approved.body
    );
    quiet(&db).await?;

    let number = format!("#{}", order.replace('-', "")[..8].to_uppercase());
    let expected = [
        "Your Haat order is confirmed".to_owned(),
        format!("Order {number} is with the courier"),
        format!("Order {number} has shipped"),
        format!("Order {number} is on its way"),
        format!("Order {number} was delivered"),
        format!("We have your return request for order {number}"),
    ];
    let received = sink.to(SHOPPER)?;
    let mine = &received[before..];
    let subjects: Vec<&str> = mine.iter().map(|m| header(m, "Subject").unwrap_or("")).collect();
    let mut problems = Vec::new();
    // Six plain subjects, then the refund's, which names the amount in rupees (encoded: ₹).
    if subjects.len() != expected.len() + 1 || subjects[..expected.len()] != expected {
        problems.push(format!(
            "the shopper received {subjects:?}, expected {expected:?} and the refund"
        ));
    } else {
        // "Refund of ₹1,289.00 approved": the rupee sign travels as an encoded word.
        let refund = subjects[expected.len()];
        if !(refund.starts_with("Refund of =?utf-8?b?") && refund.ends_with(" approved")) {
            problems.push(format!(
                "the refund's subject {refund:?} is not the approval with its amount encoded"
            ));
        }
    }
    let mut ids = std::collections::BTreeSet::new();
    for message in mine {
        let subject = header(message, "Subject").unwrap_or("");
        if !message.contains("multipart/alternative")
            || !message.contains("text/plain")
            || !message.contains("text/html")
        {
            problems.push(format!("{subject}: not a text and an HTML part"));
        }
        match header(message, "Message-ID") {
            Some(id) if id.ends_with("@haat.example>") => {
                if !ids.insert(id.to_owned()) {
                    problems.push(format!("{subject}: Message-ID {id} seen twice"));
                }
            }
            other => problems.push(format!("{subject}: Message-ID {other:?}")),
        }
        if header(message, "From") != Some("Haat <no-reply@haat.example>") {
            problems.push(format!("{subject}: From {:?}", header(message, "From")));
        }
    }
    problems.extend(mime_problems(&sink.raw_to(SHOPPER)?[before..]));
    let shop_email = SELLERS[0];
    let to_shop: Vec<String> = sink.messages()?[shop_before..]
        .iter()
        .filter(|m| m.starts_with(&format!("X-Envelope-To: {shop_email}\r\n")))
        .map(|m| header(m, "Subject").unwrap_or("").to_owned())
        .collect();
    let new_order = to_shop
        .iter()
        .filter(|s| s.starts_with(&format!("New order {number}")))
        .count();
    let returns = to_shop
        .iter()
        .filter(|s| **s == format!("Return requested on order {number}"))
        .count();
    if new_order != 1 || returns != 1 {
        problems.push(format!("the shop received {to_shop:?}"));
    }
    if problems.is_empty() {
        println!(
            "through a real SMTP server: one order's life reached the shopper as {} emails in order, \
             each once with both parts and its own Message-ID; the shop got its new order and return",
            mine.len()
        );
        Ok(())
    } else {
        bail!("order emails over SMTP:\n  {}", problems.join("\n  "))
    }
}
