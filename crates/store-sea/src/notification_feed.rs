//! The notification centre's reads and writes ([`NotificationFeed`]): a recipient's notifications,
//! what is unread, and their email choices.

use async_trait::async_trait;
use kernel::{Page, PageRequest, Timestamp};
use notices::{Notification, NotificationFeed, Preferences, Recipient, Topic, Which};
use sea_orm::{ConnectionTrait, DatabaseConnection};

use crate::db::{Database, begin_write};
use crate::notice_store::preferences_of;
use crate::sql::{Sql, count_rows, exec, push_page};

#[derive(Debug, Clone)]
pub struct SeaNotificationFeed {
    db: DatabaseConnection,
}

impl SeaNotificationFeed {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }
}

/// ` WHERE` the row is the recipient's.
fn of(recipient: Recipient) -> Sql {
    let mut sql = Sql::new(" WHERE recipient_kind = ");
    sql.bind(recipient.kind())
        .push(" AND recipient_id = ")
        .bind(recipient.id());
    sql
}

#[async_trait]
impl NotificationFeed for SeaNotificationFeed {
    async fn page(&self, recipient: Recipient, page: PageRequest) -> anyhow::Result<Page<Notification>> {
        let mut count = Sql::new("SELECT COUNT(*) AS n FROM notifications");
        count.append(of(recipient));
        let total = count_rows(&self.db, count).await?;
        let mut select =
            Sql::new("SELECT id, kind, title, body, link, created_at, read_at FROM notifications");
        select
            .append(of(recipient))
            .push(" ORDER BY created_at DESC, id DESC");
        push_page(&mut select, page);
        let rows = self
            .db
            .query_all_raw(select.build(self.db.get_database_backend()))
            .await?;
        let items = rows
            .iter()
            .map(|row| {
                Ok(Notification {
                    id: row.try_get("", "id")?,
                    kind: row.try_get("", "kind")?,
                    title: row.try_get("", "title")?,
                    body: row.try_get("", "body")?,
                    link: row.try_get("", "link")?,
                    created_at: row.try_get("", "created_at")?,
                    read_at: row.try_get("", "read_at")?,
                })
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Page::new(items, total, page))
    }

    async fn unread(&self, recipient: Recipient) -> anyhow::Result<u64> {
        let mut count = Sql::new("SELECT COUNT(*) AS n FROM notifications");
        count.append(of(recipient)).push(" AND read_at IS NULL");
        count_rows(&self.db, count).await
    }

    async fn mark_read(&self, recipient: Recipient, which: &Which, at: Timestamp) -> anyhow::Result<u64> {
        let mut update = Sql::new("UPDATE notifications SET read_at = ");
        update.bind(at).append(of(recipient));
        update.push(" AND read_at IS NULL");
        match which {
            Which::All => {}
            Which::These(ids) if ids.is_empty() => return self.unread(recipient).await,
            Which::These(ids) => {
                update.push(" AND id IN (");
                for (i, id) in ids.iter().enumerate() {
                    if i > 0 {
                        update.push(", ");
                    }
                    update.bind(*id);
                }
                update.push(")");
            }
        }
        exec(&self.db, update).await?;
        self.unread(recipient).await
    }

    async fn preferences(&self, recipient: Recipient) -> anyhow::Result<Preferences> {
        preferences_of(&self.db, recipient).await
    }

    async fn choose(
        &self,
        recipient: Recipient,
        choices: &[(Topic, bool)],
        at: Timestamp,
    ) -> anyhow::Result<()> {
        let txn = begin_write(&self.db).await?;
        for (topic, on) in choices {
            let mut upsert = Sql::new(
                "INSERT INTO email_preferences (recipient_kind, recipient_id, topic, enabled, updated_at) VALUES (",
            );
            upsert
                .bind(recipient.kind())
                .push(", ")
                .bind(recipient.id())
                .push(", ")
                .bind(topic.as_str())
                .push(", ")
                .bind(*on)
                .push(", ")
                .bind(at)
                .push(
                    ") ON CONFLICT (recipient_kind, recipient_id, topic) DO UPDATE SET enabled = excluded.enabled, \
                     updated_at = excluded.updated_at",
                );
            exec(&txn, upsert).await?;
        }
        txn.commit().await?;
        Ok(())
    }
}
