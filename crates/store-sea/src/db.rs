//! Connecting to the database: an embedded SQLite file by default, PostgreSQL for production.

use std::path::Path;
use std::time::Duration;

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
                    .busy_timeout(Duration::from_secs(10))
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

/// Begins a transaction that will write. On SQLite it takes the write lock at once
/// (`BEGIN IMMEDIATE`), so two writers queue on the busy timeout instead of one failing when it
/// upgrades from reading; PostgreSQL ignores the option.
pub(crate) async fn begin_write(
    connection: &DatabaseConnection,
) -> Result<sea_orm::DatabaseTransaction, sea_orm::DbErr> {
    use sea_orm::TransactionTrait as _;
    connection
        .begin_with_options(sea_orm::TransactionOptions {
            sqlite_transaction_mode: Some(sea_orm::SqliteTransactionMode::Immediate),
            ..Default::default()
        })
        .await
}
