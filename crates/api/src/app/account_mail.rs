//! Emails whose answer must not tell whether an account exists: password-reset links and resent
//! shop activations.
//!
//! The handler only checks the address and queues the request here; a worker looks the account
//! up and, if there is one, issues the token and queues its email. So both answers do the same
//! work on the request path, and a known address no longer answered about a millisecond slower
//! than an unknown one (the token and email it writes took that long). The queue lives in this
//! process: a request lost with a crash is asked again by its user, who was told to expect an
//! email that may not come anyway.

use std::sync::Arc;

use identity::Email;
use kernel::Clock;
use tokio::sync::mpsc;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

/// What to look up and send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AccountMail {
    /// `POST /forgot-password`: a shopper's reset link.
    ShopperReset(Email),
    /// `POST /shop-forgot-password`: a seller's reset link.
    SellerReset(Email),
    /// `POST /shop-activation/resend`: a new activation link for a shop not yet activated.
    ShopActivation(Email),
}

/// Requests waiting for the worker. Each is rate-limited per address and per email before it gets
/// here, so the queue stays short; a full queue drops the request (logged) rather than wait.
const CAPACITY: usize = 1024;

/// Where handlers leave their requests.
#[derive(Clone)]
pub struct AccountMailQueue(mpsc::Sender<AccountMail>);

impl AccountMailQueue {
    #[must_use]
    pub fn new() -> (Self, mpsc::Receiver<AccountMail>) {
        let (sender, receiver) = mpsc::channel(CAPACITY);
        (Self(sender), receiver)
    }

    /// Queues `mail`; never waits.
    pub fn ask(&self, mail: AccountMail) {
        if let Err(error) = self.0.try_send(mail) {
            tracing::warn!(error = %error, "an account email request was dropped");
        }
    }
}

/// What the worker needs to look accounts up and issue their tokens.
pub struct AccountMailer {
    pub users: Arc<dyn identity::UserRepository>,
    pub shops: Arc<dyn shops::ShopRepository>,
    pub tokens: Arc<dyn identity::TokenRepository>,
    /// The catalogue the emails are written with, each in its account's language.
    pub texts: Arc<dyn kernel::Texts>,
    pub links: identity::Links,
    pub clock: Arc<dyn Clock>,
    /// Wakes the outbox task once an email is queued.
    pub outbox_wakeup: Arc<tokio::sync::Notify>,
}

impl AccountMailer {
    /// Handles each request in turn until the server shuts down.
    pub fn spawn(
        self,
        mut requests: mpsc::Receiver<AccountMail>,
        shutdown: CancellationToken,
    ) -> JoinHandle<()> {
        tokio::spawn(async move {
            loop {
                let mail = tokio::select! {
                    () = shutdown.cancelled() => break,
                    mail = requests.recv() => match mail {
                        Some(mail) => mail,
                        None => break,
                    },
                };
                if let Err(error) = self.handle(&mail).await {
                    tracing::error!(error = ?error, "an account email could not be prepared");
                }
            }
        })
    }

    async fn handle(&self, mail: &AccountMail) -> anyhow::Result<()> {
        let now = self.clock.now();
        match mail {
            AccountMail::ShopperReset(email) => {
                identity::accounts::password_reset::request_password_reset::<identity::User>(
                    self.users.as_ref(),
                    self.tokens.as_ref(),
                    self.texts.as_ref(),
                    &self.links,
                    email,
                    now,
                )
                .await?;
            }
            AccountMail::SellerReset(email) => {
                identity::accounts::password_reset::request_password_reset::<shops::Shop>(
                    self.shops.as_ref(),
                    self.tokens.as_ref(),
                    self.texts.as_ref(),
                    &self.links,
                    email,
                    now,
                )
                .await?;
            }
            AccountMail::ShopActivation(email) => {
                shops::accounts::register::resend_activation(
                    self.shops.as_ref(),
                    self.tokens.as_ref(),
                    self.texts.as_ref(),
                    &self.links,
                    email,
                    now,
                )
                .await?;
            }
        }
        self.outbox_wakeup.notify_one();
        Ok(())
    }
}
