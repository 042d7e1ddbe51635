//! The audit log of Admin actions: insert and read, nothing else.

use async_trait::async_trait;
use kernel::{AuditEntry, AuditLog, AuditRecord, Page, PageRequest, UserId};
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait as _, DatabaseConnection};

use crate::db::Database;
use crate::sql::{Sql, count_rows, exec, push_contains, push_page};

#[derive(Debug, Clone)]
pub struct SeaAuditLog {
    db: DatabaseConnection,
}

impl SeaAuditLog {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }
}

#[async_trait]
impl AuditLog for SeaAuditLog {
    async fn record(&self, entry: &AuditEntry) -> anyhow::Result<()> {
        let mut insert = Sql::new(
            "INSERT INTO audit_log (id, actor_user_id, action, target_kind, target_id, details, created_at) VALUES (",
        );
        insert
            .bind(Uuid::new_v4())
            .push(", ")
            .bind(entry.actor.as_uuid())
            .push(", ")
            .bind(entry.action)
            .push(", ")
            .bind(entry.target_kind)
            .push(", ")
            .bind(entry.target_id.clone())
            .push(", ")
            .bind(entry.details.clone())
            .push(", ")
            .bind(entry.at)
            .push(")");
        exec(&self.db, insert).await?;
        Ok(())
    }

    async fn entries(&self, search: Option<String>, page: PageRequest) -> anyhow::Result<Page<AuditRecord>> {
        let search = search.as_deref().map(str::trim).filter(|t| !t.is_empty());
        let filter = |sql: &mut Sql| {
            sql.push(" FROM audit_log a JOIN users u ON u.id = a.actor_user_id WHERE 1 = 1");
            if let Some(text) = search {
                push_contains(
                    sql,
                    &[
                        "lower(a.action)",
                        "lower(a.target_id)",
                        "lower(u.name)",
                        "lower(u.email)",
                    ],
                    text,
                );
            }
        };
        let mut count = Sql::new("SELECT COUNT(*) AS n");
        filter(&mut count);
        let total = count_rows(&self.db, count).await?;
        let mut select = Sql::new(
            "SELECT a.id, a.actor_user_id, u.name, u.email, a.action, a.target_kind, a.target_id, a.details, \
             a.created_at",
        );
        filter(&mut select);
        select.push(" ORDER BY a.created_at DESC, a.id");
        push_page(&mut select, page);
        let rows = self
            .db
            .query_all_raw(select.build(self.db.get_database_backend()))
            .await?;
        let items = rows
            .iter()
            .map(|row| {
                Ok(AuditRecord {
                    id: row.try_get("", "id")?,
                    actor: UserId::from_uuid(row.try_get("", "actor_user_id")?),
                    actor_name: row.try_get("", "name")?,
                    actor_email: row.try_get("", "email")?,
                    action: row.try_get("", "action")?,
                    target_kind: row.try_get("", "target_kind")?,
                    target_id: row.try_get("", "target_id")?,
                    details: row.try_get("", "details")?,
                    at: row.try_get("", "created_at")?,
                })
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Page::new(items, total, page))
    }
}
