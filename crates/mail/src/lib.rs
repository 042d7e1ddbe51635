//! Sends email: through SMTP when configured, otherwise into `.eml` files in a mailbox folder
//! (and the log), so a local demo can follow activation and reset links without a mail server.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::Context as _;
use async_trait::async_trait;
use kernel::{EmailId, Mailer, OutgoingEmail};
use lettre::message::{Mailbox, MultiPart, SinglePart, header::ContentType};
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
    /// `smtp://smtp.example.com:587?tls=required`.
    pub fn smtp(url: &SecretString, from: &str) -> anyhow::Result<Self> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose_secret())
            .context("the SMTP URL is not valid")?
            .build();
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
        assert!(LettreMailer::smtp(&SecretString::from("ftp://x"), "Haat <a@b.in>").is_err());
        assert!(
            LettreMailer::smtp(
                &SecretString::from("smtps://u:p@smtp.example.com:465"),
                "Haat <a@b.in>"
            )
            .is_ok()
        );
    }
}
