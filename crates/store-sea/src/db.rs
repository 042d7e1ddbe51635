//! Connecting to the database: an embedded SQLite file by default, PostgreSQL for production.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, Mutex};
use std::time::Duration;

use tokio::sync::Semaphore;

use migrations::{Migrator, MigratorTrait};
use sea_orm::sqlx::sqlite::{SqliteJournalMode, SqliteSynchronous};
use sea_orm::{ConnectOptions, ConnectionTrait, DatabaseConnection, DbBackend};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// Which backend a database URL names. Anything but `postgres://` or `postgresql://` is
    /// refused rather than guessed.
    pub fn of_url(url: &str) -> Result<Self, ConnectError> {
        let scheme = url.split_once(':').map(|(scheme, _)| scheme.to_ascii_lowercase());
        match scheme.as_deref() {
            Some("sqlite") => Ok(Backend::Sqlite),
            Some("postgres" | "postgresql") => Ok(Backend::Postgres),
            _ => Err(ConnectError::UnsupportedUrl),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConnectError {
    #[error("the database URL must start with sqlite:// or postgres://")]
    UnsupportedUrl,
    #[error("could not connect to the database")]
    Connect(#[source] sea_orm::DbErr),
    #[error("could not bring the database schema up to date")]
    Migrate(#[source] sea_orm::DbErr),
}

/// A connection pool and the backend it talks to.
#[derive(Debug, Clone)]
pub struct Database {
    connection: DatabaseConnection,
    backend: Backend,
}

impl Database {
    /// The URL of the embedded database file in a data directory.
    #[must_use]
    pub fn sqlite_url_in(data_dir: &Path) -> String {
        format!("sqlite://{}?mode=rwc", data_dir.join("haat.db").display())
    }

    /// Opens a pool. For SQLite: write-ahead logging (readers never wait for the writer),
    /// foreign keys enforced, and a busy timeout so concurrent writers queue instead of failing.
    pub async fn connect(url: &str, max_connections: u32) -> Result<Self, ConnectError> {
        let backend = Backend::of_url(url)?;
        let mut options = ConnectOptions::new(url.to_owned());
        options
            .max_connections(max_connections.max(1))
            .min_connections(1)
            .connect_timeout(Duration::from_secs(10))
            .acquire_timeout(Duration::from_secs(10))
            .sqlx_logging(false)
            .map_sqlx_sqlite_opts(|opts| {
                opts.create_if_missing(true)
                    .journal_mode(SqliteJournalMode::Wal)
                    .synchronous(SqliteSynchronous::Normal)
                    .foreign_keys(true)
                    .busy_timeout(WRITE_WAIT)
            });
        let connection = sea_orm::Database::connect(options)
            .await
            .map_err(ConnectError::Connect)?;
        Ok(Self { connection, backend })
    }

    /// Applies every migration not yet applied.
    pub async fn migrate(&self) -> Result<(), ConnectError> {
        Migrator::up(&self.connection, None)
            .await
            .map_err(ConnectError::Migrate)
    }

    /// Refreshes the statistics the query planner chooses indexes by. SQLite has none until
    /// asked: without them it reads a listing page's 24 products by id through an index over
    /// every product instead of the primary key (docs/benchmarks.md). `PRAGMA optimize` analyzes
    /// only tables that changed enough since, within `analysis_limit`, so it is cheap at start-up.
    /// PostgreSQL's autovacuum keeps its statistics; `full`, after a bulk load, vacuums and
    /// analyzes at once: until a table is vacuumed its visibility map is empty, so an index-only
    /// scan (the listing's counts read only the facet index) visits the table for every row.
    /// It then checkpoints: a bulk load leaves hundreds of megabytes of WAL whose timed
    /// checkpoint would otherwise write them out over the next minutes, under whatever load
    /// comes first (in one benchmark run it took a listing's p99 from 6 to 42 ms, docs/benchmarks.md).
    /// `CHECKPOINT` needs a superuser or `pg_checkpoint`; without either it is only skipped.
    pub async fn optimize(&self, full: bool) -> anyhow::Result<()> {
        match self.backend {
            Backend::Sqlite => {
                self.connection
                    .execute_unprepared("PRAGMA analysis_limit = 1000; PRAGMA optimize = 0x10002;")
                    .await?;
            }
            Backend::Postgres if full => {
                self.connection.execute_unprepared("VACUUM (ANALYZE)").await?;
                if let Err(error) = self.connection.execute_unprepared("CHECKPOINT").await {
                    tracing::warn!(%error, "checkpointing after the bulk load was not permitted");
                }
            }
            Backend::Postgres => {}
        }
        Ok(())
    }

    /// Whether the database answers a trivial query.
    pub async fn ping(&self) -> bool {
        self.connection.ping().await.is_ok()
    }

    #[must_use]
    pub const fn backend(&self) -> Backend {
        self.backend
    }

    #[must_use]
    pub fn connection(&self) -> &DatabaseConnection {
        &self.connection
    }

    /// Connections the pool holds open now, how many of them are idle, and the most it may
    /// open (for `/metrics`).
    #[must_use]
    pub fn pool_use(&self) -> (u32, usize, u32) {
        match self.connection.get_database_backend() {
            DbBackend::Postgres => {
                let pool = self.connection.get_postgres_connection_pool();
                (pool.size(), pool.num_idle(), pool.options().get_max_connections())
            }
            DbBackend::Sqlite => {
                let pool = self.connection.get_sqlite_connection_pool();
                (pool.size(), pool.num_idle(), pool.options().get_max_connections())
            }
            _ => (0, 0, 0),
        }
    }

    /// Names of the application's tables, for tests and diagnostics.
    pub async fn table_names(&self) -> anyhow::Result<Vec<String>> {
        let sql = match self.connection.get_database_backend() {
            DbBackend::Sqlite => {
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
            }
            _ => {
                "SELECT table_name AS name FROM information_schema.tables \
                  WHERE table_schema = current_schema() ORDER BY table_name"
            }
        };
        let rows = self
            .connection
            .query_all_raw(sea_orm::Statement::from_string(
                self.connection.get_database_backend(),
                sql.to_owned(),
            ))
            .await?;
        rows.iter()
            .map(|row| row.try_get::<String>("", "name").map_err(anyhow::Error::from))
            .collect()
    }

    /// Closes every pooled connection.
    pub async fn close(self) {
        if let Err(error) = self.connection.close().await {
            tracing::warn!(%error, "closing the database pool failed");
        }
    }
}

/// Begins a transaction that will write. On SQLite it first takes this process's turn to write
/// the file (see [`Writing`]), then the write lock (`BEGIN IMMEDIATE`), so the transaction never
/// fails halfway by upgrading from reading; PostgreSQL takes no turn and ignores the option.
pub(crate) async fn begin_write(connection: &DatabaseConnection) -> Result<Writing, sea_orm::DbErr> {
    use sea_orm::TransactionTrait as _;
    let turn = match connection.get_database_backend() {
        DbBackend::Sqlite => {
            let queue = write_queue(connection);
            // As long as SQLite's own busy timeout: a writer waits as long as it did before.
            let turn = tokio::time::timeout(WRITE_WAIT, queue.acquire_owned())
                .await
                .map_err(|_| sea_orm::DbErr::ConnectionAcquire(sea_orm::error::ConnAcquireErr::Timeout))?
                .map_err(|_| {
                    sea_orm::DbErr::ConnectionAcquire(sea_orm::error::ConnAcquireErr::ConnectionClosed)
                })?;
            Some(turn)
        }
        _ => None,
    };
    let txn = connection
        .begin_with_options(sea_orm::TransactionOptions {
            sqlite_transaction_mode: Some(sea_orm::SqliteTransactionMode::Immediate),
            ..Default::default()
        })
        .await?;
    Ok(Writing { txn, _turn: turn })
}

/// How long a writer waits for its turn, and SQLite for its lock (the busy timeout).
const WRITE_WAIT: Duration = Duration::from_secs(10);

/// A write transaction, holding this process's turn to write its SQLite file.
///
/// SQLite lets one connection write at a time. A second `BEGIN IMMEDIATE` waits in SQLite's busy
/// handler, which sleeps (1, 2, 5, 10 … 100 ms) and tries again instead of being woken when the
/// lock is free: with dozens of checkouts at once, a writer that lost a few tries slept 100 ms at
/// a time while later ones took the lock, and the slowest checkouts took a second
/// (docs/benchmarks.md, "Checkout on SQLite"). So every write transaction of this process first
/// takes the file's turn from a first-come, first-served queue, and gives it back when it
/// commits, rolls back or is dropped: the next writer begins the moment the last one ends, and
/// waiting writers hold no pooled connection. The queue belongs to the file, not the pool, as the
/// lock does: two pools on one file share it. Another process on the same file (a second server, `haat
/// generate`) still meets the busy handler, as before. PostgreSQL locks rows, not the database,
/// and takes no turn.
///
/// It reads and writes as the transaction it holds ([`ConnectionTrait`], and [`Deref`] for
/// functions that take a `&DatabaseTransaction`).
///
/// [`Deref`]: std::ops::Deref
pub(crate) struct Writing {
    txn: sea_orm::DatabaseTransaction,
    _turn: Option<tokio::sync::OwnedSemaphorePermit>,
}

impl Writing {
    pub(crate) async fn commit(self) -> Result<(), sea_orm::DbErr> {
        self.txn.commit().await
    }

    pub(crate) async fn rollback(self) -> Result<(), sea_orm::DbErr> {
        self.txn.rollback().await
    }
}

impl std::ops::Deref for Writing {
    type Target = sea_orm::DatabaseTransaction;

    fn deref(&self) -> &Self::Target {
        &self.txn
    }
}

#[async_trait::async_trait]
impl ConnectionTrait for Writing {
    fn get_database_backend(&self) -> DbBackend {
        self.txn.get_database_backend()
    }

    async fn execute_raw(&self, stmt: sea_orm::Statement) -> Result<sea_orm::ExecResult, sea_orm::DbErr> {
        self.txn.execute_raw(stmt).await
    }

    async fn execute_unprepared(&self, sql: &str) -> Result<sea_orm::ExecResult, sea_orm::DbErr> {
        self.txn.execute_unprepared(sql).await
    }

    async fn query_one_raw(
        &self,
        stmt: sea_orm::Statement,
    ) -> Result<Option<sea_orm::QueryResult>, sea_orm::DbErr> {
        self.txn.query_one_raw(stmt).await
    }

    async fn query_all_raw(
        &self,
        stmt: sea_orm::Statement,
    ) -> Result<Vec<sea_orm::QueryResult>, sea_orm::DbErr> {
        self.txn.query_all_raw(stmt).await
    }

    fn support_returning(&self) -> bool {
        self.txn.support_returning()
    }
}

/// The write queue of the SQLite file `connection` opens, made on first use.
fn write_queue(connection: &DatabaseConnection) -> Arc<Semaphore> {
    static QUEUES: LazyLock<Mutex<HashMap<PathBuf, Arc<Semaphore>>>> = LazyLock::new(Mutex::default);
    let file = connection
        .get_sqlite_connection_pool()
        .connect_options()
        .get_filename()
        .to_path_buf();
    let mut queues = QUEUES.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    Arc::clone(queues.entry(file).or_insert_with(|| Arc::new(Semaphore::new(1))))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    async fn sqlite_in(dir: &Path) -> Database {
        Database::connect(&Database::sqlite_url_in(dir), 2).await.unwrap()
    }

    #[tokio::test]
    async fn two_pools_on_one_file_share_its_queue_and_another_file_has_its_own() {
        let (one, other) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (a, b, c) = (
            sqlite_in(one.path()).await,
            sqlite_in(one.path()).await,
            sqlite_in(other.path()).await,
        );
        let queue = write_queue(a.connection());
        assert!(Arc::ptr_eq(&queue, &write_queue(b.connection())));
        assert!(!Arc::ptr_eq(&queue, &write_queue(c.connection())));
    }

    #[tokio::test]
    async fn a_writer_holds_the_turn_until_it_commits_rolls_back_or_is_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let db = sqlite_in(dir.path()).await;
        let queue = write_queue(db.connection());
        for end in ["commit", "rollback", "drop"] {
            let writing = begin_write(db.connection()).await.unwrap();
            writing
                .execute_unprepared("CREATE TABLE IF NOT EXISTS t (n INTEGER)")
                .await
                .unwrap();
            assert_eq!(queue.available_permits(), 0, "held while writing");
            match end {
                "commit" => writing.commit().await.unwrap(),
                "rollback" => writing.rollback().await.unwrap(),
                _ => drop(writing),
            }
            assert_eq!(queue.available_permits(), 1, "given back after {end}");
        }
    }
}
