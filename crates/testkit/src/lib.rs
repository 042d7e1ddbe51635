//! A fresh, empty database for every test, so tests never share state.
//!
//! The backend is chosen by `HAAT_TEST_BACKEND`:
//! - `sqlite` (the default): a new SQLite file in a temporary directory;
//! - `postgres`: a new database on the server named by `TEST_DATABASE_URL`, dropped when the
//!   test ends. Asking for PostgreSQL without `TEST_DATABASE_URL` fails the test loudly rather
//!   than quietly running on SQLite.
#![allow(clippy::expect_used, clippy::print_stderr)]

use std::path::Path;

pub mod s3;

use sea_orm::{ConnectionTrait, Database};
use tempfile::TempDir;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TestBackend {
    Sqlite,
    Postgres,
}

impl TestBackend {
    /// The backend this test run is for.
    #[must_use]
    pub fn from_env() -> Self {
        match std::env::var("HAAT_TEST_BACKEND").as_deref() {
            Ok("postgres") => TestBackend::Postgres,
            Ok("sqlite") | Err(_) => TestBackend::Sqlite,
            Ok(other) => panic!("HAAT_TEST_BACKEND must be `sqlite` or `postgres`, not `{other}`"),
        }
    }
}

/// A database that exists for one test. It also owns a temporary directory the test can use as
/// the application's data directory (the SQLite file lives there too).
pub struct TestDatabase {
    url: String,
    data_dir: TempDir,
    postgres: Option<PostgresDatabase>,
}

struct PostgresDatabase {
    admin_url: String,
    name: String,
}

impl TestDatabase {
    /// Creates an empty database on this run's backend.
    ///
    /// # Panics
    /// When the database cannot be created: a test without its database cannot mean anything.
    pub async fn fresh() -> Self {
        let data_dir = tempfile::Builder::new()
            .prefix("haat-test-")
            .tempdir()
            .expect("create a temp dir");
        match TestBackend::from_env() {
            TestBackend::Sqlite => {
                let url = format!("sqlite://{}?mode=rwc", data_dir.path().join("haat.db").display());
                Self {
                    url,
                    data_dir,
                    postgres: None,
                }
            }
            TestBackend::Postgres => {
                let admin_url = std::env::var("TEST_DATABASE_URL")
                    .expect("HAAT_TEST_BACKEND=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test");
                let name = format!("haat_test_{}", uuid::Uuid::new_v4().simple());
                let admin = Database::connect(&admin_url)
                    .await
                    .expect("connect to TEST_DATABASE_URL");
                admin
                    .execute_unprepared(&format!("CREATE DATABASE \"{name}\""))
                    .await
                    .expect("create a test database");
                admin.close().await.ok();
                let url = with_database_name(&admin_url, &name);
                Self {
                    url,
                    data_dir,
                    postgres: Some(PostgresDatabase { admin_url, name }),
                }
            }
        }
    }

    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }

    #[must_use]
    pub fn data_dir(&self) -> &Path {
        self.data_dir.path()
    }

    #[must_use]
    pub fn backend(&self) -> TestBackend {
        if self.postgres.is_some() {
            TestBackend::Postgres
        } else {
            TestBackend::Sqlite
        }
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let Some(PostgresDatabase { admin_url, name }) = self.postgres.take() else {
            return;
        };
        // Drop runs outside async context (or inside a runtime that is shutting down), so the
        // database is dropped from a thread with its own small runtime. FORCE ends any
        // connection the application under test still holds.
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()?;
            runtime.block_on(async {
                let admin = Database::connect(&admin_url).await?;
                admin
                    .execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
                    .await?;
                admin.close().await?;
                anyhow::Ok(())
            })
        })
        .join();
        match dropped {
            Ok(Ok(())) => {}
            Ok(Err(error)) => eprintln!("could not drop a test database: {error:#}"),
            Err(_) => eprintln!("dropping a test database panicked"),
        }
    }
}

/// `postgres://u@h:5432/test?sslmode=disable` with the database name replaced.
fn with_database_name(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (url, None),
    };
    let authority_start = base.find("://").map_or(0, |i| i + 3);
    let base = match base[authority_start..].find('/') {
        Some(slash) => &base[..authority_start + slash],
        None => base,
    };
    match query {
        Some(query) => format!("{base}/{name}?{query}"),
        None => format!("{base}/{name}"),
    }
}

#[cfg(test)]
mod tests {
    use super::with_database_name;

    #[test]
    fn the_database_name_is_replaced_and_the_rest_kept() {
        assert_eq!(
            with_database_name("postgres://u@h:5432/test", "x"),
            "postgres://u@h:5432/x"
        );
        assert_eq!(
            with_database_name("postgres://u@h/test?sslmode=disable", "x"),
            "postgres://u@h/x?sslmode=disable"
        );
        assert_eq!(
            with_database_name("postgres://u@h:5432", "x"),
            "postgres://u@h:5432/x"
        );
    }
}
