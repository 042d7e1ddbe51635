//! Sends email: through SMTP when configured, otherwise into `.eml` files in a mailbox folder
//! (and the log), so a local demo can follow activation and reset links without a mail server.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::Context as _;
use async_trait::async_trait;
use kernel::{EmailId, Mailer, OutgoingEmail};
use lettre::message::{Mailbox, MultiPart, SinglePart, header::ContentType};
use lettre::transport::smtp::client::{Certificate, Tls, TlsParameters};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use secrecy::{ExposeSecret, SecretString};

enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Folder(PathBuf),
}

/// A [`Mailer`] on lettre.
pub struct LettreMailer {
    from: Mailbox,
    transport: Transport,
}

impl LettreMailer {
    /// SMTP, from a URL such as `smtps://user:password@smtp.example.com:465` or
    /// `smtp://smtp.example.com:587?tls=required`. `root_certificate` is a PEM certificate to
    /// trust besides the usual roots: a relay on a private network with a certificate of its
    /// own authority (and the tests' SMTP server).
    pub fn smtp(url: &SecretString, from: &str, root_certificate: Option<&Path>) -> anyhow::Result<Self> {
        let mut builder = AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose_secret())
            .context("the SMTP URL is not valid")?;
        if let Some(path) = root_certificate {
            builder = builder.tls(tls_trusting(url.expose_secret(), path)?);
        }
        let transport = builder.build();
        Ok(Self {
            from: parse_from(from)?,
            transport: Transport::Smtp(transport),
        })
    }

    /// `.eml` files in `dir`, which is created if missing.
    pub fn mailbox(dir: &Path, from: &str) -> anyhow::Result<Self> {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("creating the mailbox folder {}", dir.display()))?;
        Ok(Self {
            from: parse_from(from)?,
            transport: Transport::Folder(dir.to_owned()),
        })
    }

    fn build(&self, id: EmailId, email: &OutgoingEmail) -> anyhow::Result<Message> {
        let to: Mailbox = email
            .to
            .parse()
            .with_context(|| format!("`{}` is not an email address", email.to))?;
        let builder = Message::builder()
            .message_id(Some(message_id(id, &self.from)))
            .from(self.from.clone())
            .to(to)
            .subject(email.subject.clone());
        let message = match &email.html {
            Some(html) => builder.multipart(MultiPart::alternative_plain_html(
                email.text.clone(),
                html.clone(),
            )),
            None => builder.singlepart(
                SinglePart::builder()
                    .header(ContentType::TEXT_PLAIN)
                    .body(email.text.clone()),
            ),
        };
        message.context("building the message")
    }
}

/// `<outbox id@sender's domain>`: one id per queued message, kept across attempts.
fn message_id(id: EmailId, from: &Mailbox) -> String {
    format!("<{}@{}>", id.as_uuid(), from.email.domain())
}
/// The TLS the URL asks for (lettre's reading of it: `smtps` wraps the connection,
/// `?tls=required` and `?tls=opportunistic` upgrade it with STARTTLS), trusting `path` too.
fn tls_trusting(url: &str, path: &Path) -> anyhow::Result<Tls> {
    let pem =
        std::fs::read(path).with_context(|| format!("reading smtp.root_certificate {}", path.display()))?;
    // lettre takes a file with no certificate in it without complaint, trusting nothing more.
    anyhow::ensure!(
        String::from_utf8_lossy(&pem).contains("-----BEGIN CERTIFICATE-----"),
        "smtp.root_certificate {} holds no PEM certificate",
        path.display()
    );
    let certificate = Certificate::from_pem(&pem).with_context(|| {
        format!(
            "smtp.root_certificate {} is not a PEM certificate",
            path.display()
        )
    })?;
    let parsed = ::url::Url::parse(url).context("the SMTP URL is not valid")?;
    let host = parsed.host_str().context("the SMTP URL has no host")?;
    let parameters = TlsParameters::builder(host.to_owned())
        .add_root_certificate(certificate)
        .build()
        .context("setting up TLS for SMTP")?;
    let mode = parsed
        .query_pairs()
        .find(|(key, _)| key == "tls")
        .map(|(_, value)| value.into_owned());
    Ok(match (parsed.scheme(), mode.as_deref()) {
        ("smtps", _) => Tls::Wrapper(parameters),
        ("smtp", Some("required")) => Tls::Required(parameters),
        ("smtp", Some("opportunistic")) => Tls::Opportunistic(parameters),
        _ => anyhow::bail!(
            "smtp.root_certificate is set but the SMTP URL asks for no TLS: use smtps://, or smtp:// with ?tls=required"
        ),
    })
}

fn parse_from(from: &str) -> anyhow::Result<Mailbox> {
    from.parse().with_context(|| {
        format!("mail.from `{from}` is not an address such as `Haat <no-reply@haat.example>`")
    })
}

#[async_trait]
impl Mailer for LettreMailer {
    async fn send(&self, id: EmailId, email: &OutgoingEmail) -> anyhow::Result<()> {
        let message = self.build(id, email)?;
        match &self.transport {
            Transport::Smtp(smtp) => {
                smtp.send(message).await.context("SMTP delivery failed")?;
            }
            Transport::Folder(dir) => {
                // Names sort by time, so "the latest message" is the last file. Written under a
                // temporary name and renamed, so a reader never sees half a message.
                let nanos = SystemTime::now()
                    .duration_since(UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos());
                let name = format!("{nanos:020}-{}.eml", uuid::Uuid::new_v4().simple());
                let temporary = dir.join(format!(".{name}.tmp"));
                tokio::fs::write(&temporary, message.formatted())
                    .await
                    .context("writing to the mailbox")?;
                tokio::fs::rename(&temporary, dir.join(&name))
                    .await
                    .context("writing to the mailbox")?;
                tracing::info!(to = %email.to, subject = %email.subject, file = %name, "email written to the mailbox folder");
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[tokio::test]
    async fn the_mailbox_gets_a_complete_message_with_both_parts() {
        let dir = tempfile::tempdir().unwrap();
        let mailer = LettreMailer::mailbox(dir.path(), "Haat <no-reply@haat.example>").unwrap();
        let email = OutgoingEmail {
            to: "priya@example.com".into(),
            subject: "Reset your Haat password".into(),
            text: "Go to https://haat.example/reset-password/abc".into(),
            html: Some("<p><a href=\"https://haat.example/reset-password/abc\">Reset</a></p>".into()),
        };

        let id = EmailId::new();
        mailer.send(id, &email).await.unwrap();

        let files: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        assert_eq!(files.len(), 1, "no temporary file is left behind");
        let content = std::fs::read_to_string(&files[0]).unwrap();
        assert!(content.contains("To: priya@example.com"));
        assert!(content.contains("Subject: Reset your Haat password"));
        assert!(content.contains("multipart/alternative"));
        assert!(
            content.contains(&format!("Message-ID: <{}@haat.example>", id.as_uuid())),
            "{content}"
        );
        assert!(content.contains("https://haat.example/reset-password/abc"));
    }

    #[tokio::test]
    async fn an_invalid_recipient_is_an_error_not_a_lost_message() {
        let dir = tempfile::tempdir().unwrap();
        let mailer = LettreMailer::mailbox(dir.path(), "Haat <no-reply@haat.example>").unwrap();
        let email = OutgoingEmail {
            to: "not an address".into(),
            subject: "s".into(),
            text: "t".into(),
            html: None,
        };

        assert!(mailer.send(EmailId::new(), &email).await.is_err());
    }

    // The SMTP transport's connection pool lives on the Tokio runtime, as it does in the server.
    #[tokio::test]
    async fn a_bad_from_address_or_smtp_url_is_refused_at_start() {
        assert!(LettreMailer::mailbox(std::env::temp_dir().as_path(), "nobody").is_err());
        assert!(LettreMailer::smtp(&SecretString::from("ftp://x"), "Haat <a@b.in>", None).is_err());
        assert!(
            LettreMailer::smtp(
                &SecretString::from("smtps://u:p@smtp.example.com:465"),
                "Haat <a@b.in>",
                None
            )
            .is_ok()
        );
    }

    /// A self-signed certificate (no key kept), only ever parsed.
    const TEST_CERTIFICATE: &str = include_str!("test-certificate.pem");

    #[tokio::test]
    async fn a_root_certificate_needs_a_pem_file_and_a_url_that_asks_for_tls() {
        let dir = tempfile::tempdir().unwrap();
        let not_pem = dir.path().join("ca.pem");
        std::fs::write(&not_pem, "not a certificate").unwrap();
        let url = SecretString::from("smtp://127.0.0.1:2525?tls=required");
        let refused = LettreMailer::smtp(&url, "Haat <a@b.in>", Some(&not_pem))
            .err()
            .unwrap();
        assert!(
            format!("{refused:#}").contains("smtp.root_certificate"),
            "{refused:#}"
        );
        let missing = LettreMailer::smtp(&url, "Haat <a@b.in>", Some(&dir.path().join("none.pem")));
        assert!(missing.is_err());
        // A real certificate, but a URL without TLS: the certificate would never be used.
        let pem = dir.path().join("real.pem");
        std::fs::write(&pem, TEST_CERTIFICATE).unwrap();
        let plain = SecretString::from("smtp://127.0.0.1:2525");
        let refused = LettreMailer::smtp(&plain, "Haat <a@b.in>", Some(&pem))
            .err()
            .unwrap();
        assert!(format!("{refused:#}").contains("asks for no TLS"), "{refused:#}");
        assert!(LettreMailer::smtp(&url, "Haat <a@b.in>", Some(&pem)).is_ok());
    }
}
