//! The `/contact` form: a visitor's message, stored and emailed to the operator in one
//! transaction (docs/admin.md "Newsletter and contact").

use async_trait::async_trait;
use kernel::{OutgoingEmail, Timestamp};

use crate::contact::Email;

/// Why a message was refused, naming the field.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ContactFormError {
    #[error("Enter your name (up to 100 characters).")]
    Name,
    #[error("{0}")]
    Email(String),
    #[error("The subject can be at most 150 characters.")]
    Subject,
    #[error("Write a message of 10 to 5000 characters.")]
    Message,
}

impl ContactFormError {
    #[must_use]
    pub fn field(&self) -> &'static str {
        match self {
            Self::Name => "name",
            Self::Email(_) => "email",
            Self::Subject => "subject",
            Self::Message => "message",
        }
    }
}

/// A message as the form sends it, every part checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactMessage {
    pub name: String,
    pub email: Email,
    pub subject: Option<String>,
    pub message: String,
}

/// A one-line text: spaces tidied, no control characters.
fn line(raw: &str, max: usize) -> Option<String> {
    let text = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    (text.chars().count() <= max).then_some(text)
}

impl ContactMessage {
    /// Checks the name (1–100 characters), the email address, the subject (up to 150, empty is none) and the message
    /// (10–5000 characters; line breaks kept).
    ///
    /// # Errors
    /// Each bad part, in field order.
    pub fn parse(
        name: &str,
        email: &str,
        subject: Option<&str>,
        message: &str,
    ) -> Result<Self, Vec<ContactFormError>> {
        let mut problems = Vec::new();
        let name = line(name, 100).filter(|n| !n.is_empty());
        if name.is_none() {
            problems.push(ContactFormError::Name);
        }
        let email = Email::parse(email)
            .map_err(|error| problems.push(ContactFormError::Email(error.to_string())))
            .ok();
        let subject = match subject.map(|s| line(s, 150)) {
            None => Some(None),
            Some(Some(s)) => Some(Some(s).filter(|s| !s.is_empty())),
            Some(None) => {
                problems.push(ContactFormError::Subject);
                None
            }
        };
        let message = message.trim();
        let length = message.chars().count();
        let message_ok = (10..=5000).contains(&length)
            && !message
                .chars()
                .any(|c| c.is_control() && c != '\n' && c != '\r' && c != '\t');
        if !message_ok {
            problems.push(ContactFormError::Message);
        }
        match (name, email, subject) {
            (Some(name), Some(email), Some(subject)) if problems.is_empty() => Ok(Self {
                name,
                email,
                subject,
                message: message.replace("\r\n", "\n"),
            }),
            _ => Err(problems),
        }
    }
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ContactInbox: Send + Sync + 'static {
    /// In one transaction: keeps the message and queues `notice` to the operator.
    async fn receive(
        &self,
        message: &ContactMessage,
        notice: &OutgoingEmail,
        now: Timestamp,
    ) -> anyhow::Result<()>;
}

/// Keeps the message and emails it to `operator`, with the sender as the one to answer.
///
/// # Errors
/// When the inbox fails.
pub async fn send_contact_message(
    inbox: &dyn ContactInbox,
    message: &ContactMessage,
    operator: &str,
    now: Timestamp,
) -> anyhow::Result<()> {
    let subject = message.subject.as_deref().unwrap_or("(no subject)");
    let header = format!(
        "From: {} <{}>\nSubject: {subject}",
        message.name,
        message.email.as_str()
    );
    // To the operator, in English: the sender's words as they wrote them.
    let notice = letters::Letter {
        subject: format!("Contact form: {subject}"),
        greeting: header,
        paragraphs: vec![message.message.clone()],
        ..letters::Letter::default()
    }
    .render(operator, kernel::Language::En);
    inbox.receive(message, &notice, now).await
}

impl kernel::Described for ContactFormError {
    fn message(&self) -> kernel::Message {
        kernel::Message::new(match self {
            Self::Name => "field-contact-name",
            Self::Email(_) => "field-email-invalid",
            Self::Subject => "field-contact-subject",
            Self::Message => "field-contact-message",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EMAIL: &str = "ravi@example.com";

    #[test]
    fn every_bad_part_is_named() {
        let problems = ContactMessage::parse(" ", "nope", Some(&"s".repeat(151)), "too short").unwrap_err();
        assert_eq!(
            problems.iter().map(ContactFormError::field).collect::<Vec<_>>(),
            ["name", "email", "subject", "message"]
        );
        assert!(ContactMessage::parse("Ravi", EMAIL, None, &"x".repeat(5001)).is_err());
    }

    #[test]
    fn an_empty_subject_is_none_and_line_breaks_stay() {
        let message =
            ContactMessage::parse(" Ravi  K ", EMAIL, Some("  "), "Hello,\r\nwhere is my order?").unwrap();
        assert_eq!(message.name, "Ravi K");
        assert_eq!(message.subject, None);
        assert_eq!(message.message, "Hello,\nwhere is my order?");
    }

    #[tokio::test]
    async fn the_operator_is_emailed_the_message_with_html_escaped() {
        let message =
            ContactMessage::parse("<b>Ravi</b>", EMAIL, Some("Order"), "Where is <my> order?").unwrap();
        let mut inbox = MockContactInbox::new();
        inbox
            .expect_receive()
            .withf(|_, notice, _| {
                notice.to == "support@haat.example"
                    && notice.subject == "Contact form: Order"
                    && notice.text.contains("Where is <my> order?")
                    && notice
                        .html
                        .as_deref()
                        .is_some_and(|h| h.contains("&#60;b&#62;Ravi") && !h.contains("<my>"))
            })
            .times(1)
            .returning(|_, _, _| Ok(()));
        send_contact_message(&inbox, &message, "support@haat.example", Timestamp::default())
            .await
            .unwrap();
    }
}
