//! A fresh database for one scenario: an SQLite file in a temporary directory, or a new
//! PostgreSQL database made next to the one `TEST_DATABASE_URL` names and dropped afterwards.

use anyhow::Context as _;
use sea_orm::{ConnectionTrait, Database, DatabaseBackend, DatabaseConnection, Statement};
use tempfile::TempDir;

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Backend {
    Sqlite,
    Postgres,
}

pub struct Target {
    /// Data directory: the mailbox, pictures and logs (and the SQLite file).
    pub dir: TempDir,
    pub database_url: String,
    /// The maintenance connection's URL and the database to drop at the end.
    postgres: Option<(String, String)>,
}

impl Target {
    pub async fn new(backend: Backend) -> anyhow::Result<Self> {
        let dir = tempfile::Builder::new().prefix("haat-proof-").tempdir()?;
        match backend {
            Backend::Sqlite => {
                let database_url = format!("sqlite://{}/haat.sqlite?mode=rwc", dir.path().display());
                Ok(Self {
                    dir,
                    database_url,
                    postgres: None,
                })
            }
            Backend::Postgres => {
                let admin_url = std::env::var("TEST_DATABASE_URL").context(
                    "TEST_DATABASE_URL must name a PostgreSQL database to make the test's own next to",
                )?;
                Self::postgres_beside(&admin_url, dir).await
            }
        }
    }

    /// A new PostgreSQL database on the server `admin_url` names, made through it.
    pub async fn postgres_beside(admin_url: &str, dir: TempDir) -> anyhow::Result<Self> {
        let name = format!("haat_proof_{}", uuid::Uuid::new_v4().simple());
        let admin = Database::connect(admin_url).await?;
        admin
            .execute_unprepared(&format!("CREATE DATABASE \"{name}\""))
            .await?;
        admin.close().await?;
        let database_url = with_database(admin_url, &name)?;
        Ok(Self {
            dir,
            database_url,
            postgres: Some((admin_url.to_owned(), name)),
        })
    }

    pub async fn connect(&self) -> anyhow::Result<DatabaseConnection> {
        Ok(Database::connect(&self.database_url).await?)
    }

    /// Hands `outcome` back after tidying up: on success the target is removed; on failure its
    /// directory (and PostgreSQL database) is kept, and where is said, for inspection.
    pub async fn finish<T>(self, outcome: anyhow::Result<T>) -> anyhow::Result<T> {
        if outcome.is_ok() {
            self.remove().await?;
        } else {
            println!(
                "the data directory is kept for inspection: {}",
                self.dir.keep().display()
            );
        }
        outcome
    }

    /// Drops the PostgreSQL database (the directory goes with `self`).
    async fn remove(self) -> anyhow::Result<()> {
        if let Some((admin_url, name)) = &self.postgres {
            let admin = Database::connect(admin_url).await?;
            admin
                .execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
                .await?;
            admin.close().await?;
        }
        Ok(())
    }
}

/// `url` with its database name replaced by `name`.
fn with_database(url: &str, name: &str) -> anyhow::Result<String> {
    let (base, query) = url.split_once('?').map_or((url, None), |(b, q)| (b, Some(q)));
    let (server, _) = base
        .rsplit_once('/')
        .filter(|(server, _)| server.contains("://") && !server.ends_with('/'))
        .context("TEST_DATABASE_URL must end in /database")?;
    Ok(match query {
        Some(query) => format!("{server}/{name}?{query}"),
        None => format!("{server}/{name}"),
    })
}

/// The first column of every row, as numbers.
pub async fn numbers(db: &DatabaseConnection, sql: &str) -> anyhow::Result<Vec<i64>> {
    let rows = db
        .query_all_raw(Statement::from_string(db.get_database_backend(), sql.to_owned()))
        .await
        .with_context(|| sql.to_owned())?;
    rows.iter()
        .map(|row| row.try_get_by_index::<i64>(0).with_context(|| sql.to_owned()))
        .collect()
}

/// One number.
pub async fn number(db: &DatabaseConnection, sql: &str) -> anyhow::Result<i64> {
    numbers(db, sql)
        .await?
        .first()
        .copied()
        .with_context(|| format!("no row: {sql}"))
}

/// Rows of (text key, number).
pub async fn keyed(db: &DatabaseConnection, sql: &str) -> anyhow::Result<Vec<(String, i64)>> {
    let rows = db
        .query_all_raw(Statement::from_string(db.get_database_backend(), sql.to_owned()))
        .await
        .with_context(|| sql.to_owned())?;
    rows.iter()
        .map(|row| {
            Ok((
                row.try_get_by_index::<String>(0)?,
                row.try_get_by_index::<i64>(1)?,
            ))
        })
        .collect::<Result<_, sea_orm::DbErr>>()
        .with_context(|| sql.to_owned())
}

/// An id column as lower-case hex without dashes, the same on both backends (SQLite keeps
/// UUIDs as 16-byte blobs, PostgreSQL as `uuid`).
#[must_use]
pub fn id_text(db: &DatabaseConnection, column: &str) -> String {
    match db.get_database_backend() {
        DatabaseBackend::Postgres => format!("replace({column}::text, '-', '')"),
        _ => format!("lower(hex({column}))"),
    }
}

/// A UUID from the API (`8f…-…`) as [`id_text`] writes it.
#[must_use]
pub fn plain_id(id: &str) -> String {
    id.replace('-', "").to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_database_name_is_replaced_and_the_query_kept() {
        assert_eq!(
            with_database("postgres://u@h:5432/postgres?sslmode=disable", "x").ok(),
            Some("postgres://u@h:5432/x?sslmode=disable".to_owned())
        );
        assert_eq!(
            with_database("postgres://u@h/test", "x").ok(),
            Some("postgres://u@h/x".to_owned())
        );
        assert!(with_database("postgres://u@h", "x").is_err());
    }
}
