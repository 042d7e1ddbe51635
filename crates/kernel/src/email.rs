//! An email on its way out. Use cases write these into the outbox in the same transaction as the
//! change that causes them; a background task delivers them.

/// A message to one recipient, already rendered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingEmail {
    /// A single address, already validated by whoever built the message.
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: Option<String>,
}

/// A message waiting in the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueuedEmail {
    pub id: crate::EmailId,
    pub email: OutgoingEmail,
    /// Delivery attempts made before this one.
    pub attempts: u32,
}

/// The outbox that use cases write to and the delivery task reads from.
#[async_trait::async_trait]
pub trait EmailOutbox: Send + Sync + 'static {
    /// Claims up to `limit` messages that are due, for `lease` seconds: no other server will
    /// claim them meanwhile.
    async fn claim_due(
        &self,
        now: crate::Timestamp,
        limit: u32,
        lease: chrono::Duration,
    ) -> anyhow::Result<Vec<QueuedEmail>>;

    /// Records that a claimed message went out; it is never sent again.
    async fn mark_sent(&self, id: crate::EmailId, now: crate::Timestamp) -> anyhow::Result<()>;

    /// Records a failed attempt; `retry_at` is `None` when the message is given up on.
    async fn mark_failed(
        &self,
        id: crate::EmailId,
        error: &str,
        retry_at: Option<crate::Timestamp>,
    ) -> anyhow::Result<()>;

    /// How many messages wait to be sent, due now or later (the operators' backlog gauge).
    async fn backlog(&self) -> anyhow::Result<u64>;
}

/// Sends one message now: SMTP, or the local mailbox folder.
#[async_trait::async_trait]
pub trait Mailer: Send + Sync + 'static {
    /// Delivers the message; an error means it may not have gone out and will be tried again.
    /// `id` becomes its `Message-ID`, the same on every attempt, so a message sent again after a
    /// crash between sending and recording it is recognisably the same one (docs/notifications.md).
    async fn send(&self, id: crate::EmailId, email: &OutgoingEmail) -> anyhow::Result<()>;
}
