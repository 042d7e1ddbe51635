//! PostgreSQL's `LISTEN`/`NOTIFY` as a channel between servers: what one server publishes, every
//! server listening on the same database receives (the notification centre's live updates, when
//! no Redis is configured). A notification is sent when the publishing statement commits; one
//! that arrives while a listener is reconnecting is lost, which is why listeners only ever use
//! it as a hint to re-read.

use futures_util::StreamExt as _;
use futures_util::stream::BoxStream;
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, Statement};

use crate::db::{Backend, Database};

#[derive(Debug, Clone)]
pub struct PgChannel {
    db: DatabaseConnection,
    channel: &'static str,
}

impl PgChannel {
    /// The channel `channel` on `db`; `None` for SQLite, which has no such thing.
    #[must_use]
    pub fn on(db: &Database, channel: &'static str) -> Option<Self> {
        (db.backend() == Backend::Postgres).then(|| Self {
            db: db.connection().clone(),
            channel,
        })
    }

    /// Sends `payload` (at most 8000 bytes) to every listener.
    ///
    /// # Errors
    /// When the database refuses it.
    pub async fn publish(&self, payload: &str) -> anyhow::Result<()> {
        self.db
            .execute_raw(Statement::from_sql_and_values(
                DatabaseBackend::Postgres,
                "SELECT pg_notify($1, $2)",
                [self.channel.into(), payload.into()],
            ))
            .await?;
        Ok(())
    }

    /// Every payload published from now on, until the connection drops (the stream then ends
    /// with an error; listen again).
    ///
    /// # Errors
    /// When no connection can be had.
    pub async fn listen(&self) -> anyhow::Result<BoxStream<'static, anyhow::Result<String>>> {
        let pool = self.db.get_postgres_connection_pool();
        let mut listener = sea_orm::sqlx::postgres::PgListener::connect_with(pool).await?;
        listener.listen(self.channel).await?;
        Ok(listener
            .into_stream()
            .map(|item| item.map(|n| n.payload().to_owned()).map_err(anyhow::Error::from))
            .boxed())
    }
}
