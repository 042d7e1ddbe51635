//! Three more order statuses (docs/orders.md "Rejected returns"): Refund Rejected, Refund
//! Escalated and Refund Declined. The `CHECK` on `orders.status` and `order_status_history.status`
//! lists every status, so it is widened (ADR 0021).
//!
//! PostgreSQL replaces the two constraints. SQLite cannot alter a constraint, and rebuilding
//! `orders` would cascade-delete its lines and history; widening a `CHECK` changes nothing stored,
//! so the tables' definitions are edited in place, as SQLite documents for changes that leave the
//! stored rows valid: in the migration's transaction, the definition's text is rewritten with
//! `writable_schema`, the schema version bumped so every connection reads it again, and the
//! database's integrity checked before the commit.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::{DatabaseBackend, Statement};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The statuses as migration 5 listed them, exactly as its `CREATE TABLE` statements hold them.
const BEFORE: &str = "'Awaiting payment', 'Processing', 'Transferred to delivery partner', 'Shipping', \
                      'On the way', 'Delivered', 'Processing Refund', 'Refund Success', 'Cancelled'";
const AFTER: &str = "'Awaiting payment', 'Processing', 'Transferred to delivery partner', 'Shipping', \
                     'On the way', 'Delivered', 'Processing Refund', 'Refund Success', 'Refund Rejected', \
                     'Refund Escalated', 'Refund Declined', 'Cancelled'";
const TABLES: [&str; 2] = ["orders", "order_status_history"];

async fn set_statuses(manager: &SchemaManager<'_>, from: &str, to: &str) -> Result<(), DbErr> {
    let db = manager.get_connection();
    match manager.get_database_backend() {
        DatabaseBackend::Postgres => {
            for table in TABLES {
                // An inline column check is named `<table>_<column>_check`.
                db.execute_unprepared(&format!(
                    "ALTER TABLE {table} DROP CONSTRAINT {table}_status_check, \
                     ADD CONSTRAINT {table}_status_check CHECK (status IN ({to}))"
                ))
                .await?;
            }
        }
        _ => {
            let version: i64 = db
                .query_one_raw(Statement::from_string(
                    DatabaseBackend::Sqlite,
                    "PRAGMA schema_version",
                ))
                .await?
                .ok_or_else(|| DbErr::Migration("no schema version".to_owned()))?
                .try_get_by_index(0)?;
            db.execute_unprepared("PRAGMA writable_schema = ON").await?;
            for table in TABLES {
                let done = db
                    .execute_raw(Statement::from_sql_and_values(
                        DatabaseBackend::Sqlite,
                        "UPDATE sqlite_schema SET sql = replace(sql, $1, $2) \
                         WHERE type = 'table' AND name = $3 AND instr(sql, $1) > 0",
                        [from.into(), to.into(), table.into()],
                    ))
                    .await?;
                if done.rows_affected() != 1 {
                    return Err(DbErr::Migration(format!(
                        "the definition of {table} does not list the statuses as expected"
                    )));
                }
            }
            db.execute_unprepared(&format!("PRAGMA schema_version = {}", version + 1))
                .await?;
            db.execute_unprepared("PRAGMA writable_schema = OFF").await?;
            let check: String = db
                .query_one_raw(Statement::from_string(
                    DatabaseBackend::Sqlite,
                    "PRAGMA integrity_check",
                ))
                .await?
                .ok_or_else(|| DbErr::Migration("no integrity check".to_owned()))?
                .try_get_by_index(0)?;
            if check != "ok" {
                return Err(DbErr::Migration(format!(
                    "integrity check after widening: {check}"
                )));
            }
        }
    }
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        set_statuses(manager, BEFORE, AFTER).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        let in_use = db
            .query_one_raw(Statement::from_string(
                manager.get_database_backend(),
                "SELECT COUNT(*) AS n FROM order_status_history WHERE status IN \
                 ('Refund Rejected', 'Refund Escalated', 'Refund Declined')",
            ))
            .await?
            .map(|row| row.try_get::<i64>("", "n"))
            .transpose()?
            .unwrap_or(0);
        if in_use > 0 {
            return Err(DbErr::Migration(format!(
                "{in_use} status changes use a status this migration added"
            )));
        }
        set_statuses(manager, AFTER, BEFORE).await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
