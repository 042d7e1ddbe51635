//! Bulk upload jobs and their reports ([`ImportJobs`]).

use anyhow::Context as _;
use async_trait::async_trait;
use catalog::bulk::{ImportId, ImportJob, ImportJobs, JobCounts, JobStatus, NewJob, ReportLine};
use kernel::{Language, ShopId, Timestamp};
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, QueryResult};

use crate::db::{Database, begin_write};
use crate::sql::{Sql, is_unique_violation};

#[derive(Debug, Clone)]
pub struct SeaImportJobs {
    db: DatabaseConnection,
    backend: DatabaseBackend,
}

impl SeaImportJobs {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        let db = db.connection().clone();
        Self {
            backend: db.get_database_backend(),
            db,
        }
    }

    async fn one(&self, sql: Sql) -> anyhow::Result<Option<ImportJob>> {
        let row = self.db.query_one_raw(sql.build(self.backend)).await?;
        row.as_ref().map(job_of).transpose()
    }
}

const JOB_COLUMNS: &str = "SELECT id, shop_id, status, total, done, created, updated, failed, images, language, \
     created_at, finished_at FROM import_jobs";

/// A job that no server is working on: queued, or running with its lease run out.
fn push_claimable(sql: &mut Sql, now: Timestamp) {
    sql.push("(status = 'queued' OR (status = 'running' AND lease_until < ")
        .bind(now)
        .push("))");
}

fn count(row: &QueryResult, column: &str) -> anyhow::Result<u32> {
    let value: i32 = row.try_get("", column)?;
    Ok(u32::try_from(value).unwrap_or(0))
}

fn job_of(row: &QueryResult) -> anyhow::Result<ImportJob> {
    let status: String = row.try_get("", "status")?;
    let images: String = row.try_get("", "images")?;
    let language: String = row.try_get("", "language")?;
    Ok(ImportJob {
        id: ImportId::from_uuid(row.try_get("", "id")?),
        shop: ShopId::from_uuid(row.try_get("", "shop_id")?),
        status: JobStatus::parse(&status).with_context(|| format!("unknown job status {status}"))?,
        total: count(row, "total")?,
        counts: JobCounts {
            done: count(row, "done")?,
            created: count(row, "created")?,
            updated: count(row, "updated")?,
            failed: count(row, "failed")?,
        },
        images: serde_json::from_str(&images).context("reading a job's picture names")?,
        language: Language::parse(&language).unwrap_or_default(),
        created_at: row.try_get("", "created_at")?,
        finished_at: row.try_get("", "finished_at")?,
    })
}

fn int(value: u32) -> i64 {
    i64::from(value)
}

#[async_trait]
impl ImportJobs for SeaImportJobs {
    async fn enqueue(&self, job: &NewJob) -> anyhow::Result<bool> {
        let mut sql = Sql::new(
            "INSERT INTO import_jobs (id, shop_id, status, total, done, created, updated, failed, images, \
             language, lease_until, created_at, finished_at) VALUES (",
        );
        sql.bind(job.id.as_uuid())
            .push(", ")
            .bind(job.shop.as_uuid())
            .push(", 'queued', ")
            .bind(int(job.total))
            .push(", 0, 0, 0, 0, ")
            .bind(serde_json::to_string(&job.images)?)
            .push(", ")
            .bind(job.language.code())
            .push(", NULL, ")
            .bind(job.created_at)
            .push(", NULL)");
        match self.db.execute_raw(sql.build(self.backend)).await {
            Ok(_) => Ok(true),
            // The shop's one open job holds the partial unique index.
            Err(error) if is_unique_violation(&error) => Ok(false),
            Err(error) => Err(error.into()),
        }
    }

    async fn find(&self, shop: ShopId, id: ImportId) -> anyhow::Result<Option<ImportJob>> {
        let mut sql = Sql::new(JOB_COLUMNS);
        sql.push(" WHERE id = ")
            .bind(id.as_uuid())
            .push(" AND shop_id = ")
            .bind(shop.as_uuid());
        self.one(sql).await
    }

    async fn recent(&self, shop: ShopId, limit: u64) -> anyhow::Result<Vec<ImportJob>> {
        let mut sql = Sql::new(JOB_COLUMNS);
        sql.push(" WHERE shop_id = ")
            .bind(shop.as_uuid())
            .push(" ORDER BY created_at DESC, id LIMIT ")
            .bind(i64::try_from(limit).unwrap_or(i64::MAX));
        let rows = self.db.query_all_raw(sql.build(self.backend)).await?;
        rows.iter().map(job_of).collect()
    }

    async fn claim(&self, now: Timestamp, lease_until: Timestamp) -> anyhow::Result<Option<ImportJob>> {
        let mut oldest = Sql::new("SELECT id FROM import_jobs WHERE ");
        push_claimable(&mut oldest, now);
        oldest.push(" ORDER BY created_at, id LIMIT 1");
        let Some(row) = self.db.query_one_raw(oldest.build(self.backend)).await? else {
            return Ok(None);
        };
        let id: Uuid = row.try_get("", "id")?;
        // Conditional: when another server claimed it in between, this one changes nothing.
        let mut claim = Sql::new("UPDATE import_jobs SET status = 'running', lease_until = ");
        claim
            .bind(lease_until)
            .push(" WHERE id = ")
            .bind(id)
            .push(" AND ");
        push_claimable(&mut claim, now);
        let result = self.db.execute_raw(claim.build(self.backend)).await?;
        if result.rows_affected() != 1 {
            return Ok(None);
        }
        let mut sql = Sql::new(JOB_COLUMNS);
        sql.push(" WHERE id = ").bind(id);
        self.one(sql).await
    }

    async fn progress(
        &self,
        id: ImportId,
        from: u32,
        counts: JobCounts,
        lines: &[ReportLine],
        lease_until: Timestamp,
    ) -> anyhow::Result<bool> {
        let txn = begin_write(&self.db).await?;
        let mut update = Sql::new("UPDATE import_jobs SET done = done + ");
        update
            .bind(int(counts.done))
            .push(", created = created + ")
            .bind(int(counts.created))
            .push(", updated = updated + ")
            .bind(int(counts.updated))
            .push(", failed = failed + ")
            .bind(int(counts.failed))
            .push(", lease_until = ")
            .bind(lease_until)
            .push(" WHERE id = ")
            .bind(id.as_uuid())
            .push(" AND status = 'running' AND done = ")
            .bind(int(from));
        if txn.execute_raw(update.build(self.backend)).await?.rows_affected() != 1 {
            // Taken over (or ended) by another server since `from`: nothing is written.
            txn.rollback().await?;
            return Ok(false);
        }
        if !lines.is_empty() {
            let mut next = Sql::new("SELECT COUNT(*) AS n FROM import_problems WHERE job_id = ");
            next.bind(id.as_uuid());
            let first: i64 = match txn.query_one_raw(next.build(self.backend)).await? {
                Some(row) => row.try_get("", "n")?,
                None => 0,
            };
            let mut insert = Sql::new(
                "INSERT INTO import_problems (job_id, line, row_number, sku, field, problem) VALUES ",
            );
            for (offset, line) in (0_i64..).zip(lines) {
                if offset > 0 {
                    insert.push(", ");
                }
                insert
                    .push("(")
                    .bind(id.as_uuid())
                    .push(", ")
                    .bind(first + offset)
                    .push(", ")
                    .bind(int(line.row))
                    .push(", ")
                    .bind(truncate(&line.sku, 200))
                    .push(", ")
                    .bind(truncate(&line.field, 40))
                    .push(", ")
                    .bind(truncate(&line.problem, 1000))
                    .push(")");
            }
            txn.execute_raw(insert.build(self.backend)).await?;
        }
        txn.commit().await?;
        Ok(true)
    }

    async fn finish(&self, id: ImportId, failed: bool, now: Timestamp) -> anyhow::Result<()> {
        let mut sql = Sql::new("UPDATE import_jobs SET status = ");
        sql.bind(if failed { "failed" } else { "done" })
            .push(", lease_until = NULL, finished_at = ")
            .bind(now)
            .push(" WHERE id = ")
            .bind(id.as_uuid());
        self.db.execute_raw(sql.build(self.backend)).await?;
        Ok(())
    }

    async fn report(&self, id: ImportId) -> anyhow::Result<Vec<ReportLine>> {
        let mut sql = Sql::new("SELECT row_number, sku, field, problem FROM import_problems WHERE job_id = ");
        sql.bind(id.as_uuid()).push(" ORDER BY line");
        let rows = self.db.query_all_raw(sql.build(self.backend)).await?;
        rows.iter()
            .map(|row| {
                Ok(ReportLine {
                    row: count(row, "row_number")?,
                    sku: row.try_get("", "sku")?,
                    field: row.try_get("", "field")?,
                    problem: row.try_get("", "problem")?,
                })
            })
            .collect()
    }
}

/// At most `max` characters: a report line never fails its batch for being long.
fn truncate(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}
