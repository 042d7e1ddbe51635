//! Live updates between servers (ADR 0028): a [`Signal`] says "something changed for this
//! account"; every open stream of that account, on any server, re-reads what it shows.
//!
//! A signal goes out over Redis pub/sub when Redis is configured, else over PostgreSQL's
//! `LISTEN`/`NOTIFY` on PostgreSQL, else only within this process (one SQLite server). Each
//! server receives its own signals back through the same channel, so there is one path for all.
//! Signals carry no content, only whom to wake: a lost one leaves a count stale until the next,
//! never wrong data, and the stream re-reads the count every minute besides.

use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt as _;
use notices::Recipient;
use redis::AsyncCommands as _;
use serde::{Deserialize, Serialize};
use store_sea::PgChannel;
use tokio::sync::broadcast;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

/// The channel's name, in Redis and in PostgreSQL.
const CHANNEL: &str = "haat_signals";

/// The `to` of a catalogue change, which is for every server rather than an account's streams.
const CATALOGUE: &str = "catalogue";

/// What changed for whom.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Signal {
    /// `user:<uuid>` or `shop:<uuid>` (`Recipient`'s display), or `catalogue`.
    pub to: String,
    /// `notifications` (the unread count changed) or `messages` (a conversation of theirs
    /// changed: a new message, or the other side read it).
    pub what: String,
}

impl Signal {
    #[must_use]
    pub fn notifications(to: Recipient) -> Self {
        Self {
            to: to.to_string(),
            what: "notifications".to_owned(),
        }
    }

    /// A server changed the catalogue; `server` names it, so it can tell its own echo.
    #[must_use]
    pub fn catalogue(server: &str) -> Self {
        Self {
            to: CATALOGUE.to_owned(),
            what: server.to_owned(),
        }
    }

    #[must_use]
    pub fn is_catalogue(&self) -> bool {
        self.to == CATALOGUE
    }

    #[must_use]
    pub fn messages(to: Recipient) -> Self {
        Self {
            to: to.to_string(),
            what: "messages".to_owned(),
        }
    }
}

enum Relay {
    Local,
    Redis {
        client: redis::Client,
        publisher: tokio::sync::OnceCell<redis::aio::MultiplexedConnection>,
    },
    Postgres(PgChannel),
}

/// The hub every stream subscribes to.
#[derive(Clone)]
pub struct Signals {
    local: broadcast::Sender<Signal>,
    relay: Arc<Relay>,
}

impl Signals {
    fn with(relay: Relay) -> Self {
        let (local, _) = broadcast::channel(1024);
        Self {
            local,
            relay: Arc::new(relay),
        }
    }

    /// Signals within this process only.
    #[must_use]
    pub fn local() -> Self {
        Self::with(Relay::Local)
    }

    /// Signals through Redis at `url`.
    ///
    /// # Errors
    /// When the URL is not a Redis URL.
    pub fn redis(url: &str) -> anyhow::Result<Self> {
        Ok(Self::with(Relay::Redis {
            client: redis::Client::open(url)?,
            publisher: tokio::sync::OnceCell::new(),
        }))
    }

    /// Signals through PostgreSQL's `LISTEN`/`NOTIFY`.
    #[must_use]
    pub fn postgres(channel: PgChannel) -> Self {
        Self::with(Relay::Postgres(channel))
    }

    /// The channel a PostgreSQL database offers, by name.
    #[must_use]
    pub fn channel_name() -> &'static str {
        CHANNEL
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Signal> {
        self.local.subscribe()
    }

    /// Sends `signal` to every server. A failure to reach Redis or PostgreSQL is logged and the
    /// signal delivered here at least; it is a hint, and the streams re-read on their own.
    pub async fn publish(&self, signal: Signal) {
        if matches!(self.relay.as_ref(), Relay::Local) {
            // No echo comes back within the process: delivered here directly.
            let _ = self.local.send(signal);
            return;
        }
        if let Err(error) = self.relay_out(&signal).await {
            tracing::warn!(error = %format!("{error:#}"), "a live update could not be relayed; delivering it here only");
            let _ = self.local.send(signal);
        }
    }

    /// Hands `signal` to Redis or PostgreSQL, which echo it to every listening server.
    async fn relay_out(&self, signal: &Signal) -> anyhow::Result<()> {
        let payload = serde_json::to_string(signal)?;
        match self.relay.as_ref() {
            Relay::Local => {}
            Relay::Redis { client, publisher } => {
                let connection = publisher
                    .get_or_try_init(|| client.get_multiplexed_async_connection())
                    .await?;
                connection.clone().publish::<_, _, ()>(CHANNEL, payload).await?;
            }
            Relay::Postgres(channel) => channel.publish(&payload).await?,
        }
        Ok(())
    }

    /// Receives the other servers' signals (and this one's) and hands them to local streams,
    /// reconnecting after a second when the connection drops. Nothing to do for the local relay.
    #[must_use]
    pub fn spawn_listener(&self, shutdown: CancellationToken) -> Option<JoinHandle<()>> {
        if matches!(self.relay.as_ref(), Relay::Local) {
            return None;
        }
        let this = self.clone();
        Some(tokio::spawn(async move {
            loop {
                tokio::select! {
                    () = shutdown.cancelled() => break,
                    result = this.listen_once() => {
                        if let Err(error) = result {
                            tracing::warn!(error = %format!("{error:#}"), "live-update listener stopped; reconnecting");
                        }
                    }
                }
                tokio::select! {
                    () = shutdown.cancelled() => break,
                    () = tokio::time::sleep(Duration::from_secs(1)) => {}
                }
            }
        }))
    }

    async fn listen_once(&self) -> anyhow::Result<()> {
        let forward = |payload: &str| match serde_json::from_str::<Signal>(payload) {
            Ok(signal) => {
                let _ = self.local.send(signal);
            }
            Err(error) => tracing::warn!(%error, "an unreadable live update was ignored"),
        };
        match self.relay.as_ref() {
            Relay::Local => Ok(()),
            Relay::Redis { client, .. } => {
                let mut pubsub = client.get_async_pubsub().await?;
                pubsub.subscribe(CHANNEL).await?;
                let mut messages = pubsub.on_message();
                while let Some(message) = messages.next().await {
                    let payload: String = message.get_payload()?;
                    forward(&payload);
                }
                anyhow::bail!("the Redis subscription ended")
            }
            Relay::Postgres(channel) => {
                let mut payloads = channel.listen().await?;
                while let Some(payload) = payloads.next().await {
                    forward(&payload?);
                }
                anyhow::bail!("the PostgreSQL listener ended")
            }
        }
    }
}
