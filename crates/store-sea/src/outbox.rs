//! The email outbox: written inside other repositories' transactions, read by the delivery task.

use async_trait::async_trait;
use chrono::Duration;
use kernel::{EmailId, EmailOutbox, OutgoingEmail, QueuedEmail, Timestamp};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveValue::Set, Condition, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, ExprTrait,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
};

use crate::db::Database;
use crate::entities::outbox_email;

/// Queues an email on `connection`, which is usually the transaction of the change that causes it.
pub(crate) async fn enqueue<C: ConnectionTrait>(
    connection: &C,
    email: &OutgoingEmail,
    now: Timestamp,
) -> Result<(), DbErr> {
    enqueue_keyed(connection, email, None, now).await
}

/// Queues an email written for one event (`event_key`, unique in the outbox).
pub(crate) async fn enqueue_keyed<C: ConnectionTrait>(
    connection: &C,
    email: &OutgoingEmail,
    event_key: Option<&str>,
    now: Timestamp,
) -> Result<(), DbErr> {
    outbox_email::Entity::insert(outbox_email::ActiveModel {
        id: Set(EmailId::new().as_uuid()),
        to_address: Set(email.to.clone()),
        subject: Set(email.subject.clone()),
        body_text: Set(email.text.clone()),
        body_html: Set(email.html.clone()),
        status: Set("pending".to_owned()),
        attempts: Set(0),
        next_attempt_at: Set(now),
        locked_until: Set(None),
        last_error: Set(None),
        created_at: Set(now),
        sent_at: Set(None),
        event_key: Set(event_key.map(str::to_owned)),
    })
    .exec_without_returning(connection)
    .await
    .map(|_| ())
}

#[derive(Debug, Clone)]
pub struct SeaEmailOutbox {
    db: DatabaseConnection,
}

impl SeaEmailOutbox {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }
}

fn unclaimed(now: Timestamp) -> Condition {
    Condition::any()
        .add(outbox_email::COLUMN.locked_until.is_null())
        .add(outbox_email::COLUMN.locked_until.lt(now))
}

#[async_trait]
impl EmailOutbox for SeaEmailOutbox {
    async fn backlog(&self) -> anyhow::Result<u64> {
        Ok(outbox_email::Entity::find()
            .filter(outbox_email::COLUMN.status.eq("pending"))
            .count(&self.db)
            .await?)
    }

    async fn claim_due(
        &self,
        now: Timestamp,
        limit: u32,
        lease: Duration,
    ) -> anyhow::Result<Vec<QueuedEmail>> {
        let candidates = outbox_email::Entity::find()
            .filter(outbox_email::COLUMN.status.eq("pending"))
            .filter(outbox_email::COLUMN.next_attempt_at.lte(now))
            .filter(unclaimed(now))
            .order_by_asc(outbox_email::COLUMN.created_at)
            .limit(u64::from(limit))
            .all(&self.db)
            .await?;
        let mut claimed = Vec::with_capacity(candidates.len());
        for row in candidates {
            // The claim is a conditional update: of several servers racing for one message,
            // exactly one changes the row.
            let result = outbox_email::Entity::update_many()
                .col_expr(outbox_email::Column::LockedUntil, Expr::value(now + lease))
                .filter(outbox_email::COLUMN.id.eq(row.id))
                .filter(outbox_email::COLUMN.status.eq("pending"))
                .filter(unclaimed(now))
                .exec(&self.db)
                .await?;
            if result.rows_affected == 1 {
                claimed.push(QueuedEmail {
                    id: EmailId::from_uuid(row.id),
                    email: OutgoingEmail {
                        to: row.to_address,
                        subject: row.subject,
                        text: row.body_text,
                        html: row.body_html,
                    },
                    attempts: u32::try_from(row.attempts).unwrap_or(u32::MAX),
                });
            }
        }
        Ok(claimed)
    }

    async fn mark_sent(&self, id: EmailId, now: Timestamp) -> anyhow::Result<()> {
        outbox_email::Entity::update_many()
            .col_expr(outbox_email::Column::Status, Expr::value("sent"))
            .col_expr(outbox_email::Column::SentAt, Expr::value(now))
            .col_expr(
                outbox_email::Column::Attempts,
                Expr::col(outbox_email::Column::Attempts).add(1),
            )
            .col_expr(
                outbox_email::Column::LockedUntil,
                Expr::value(Option::<Timestamp>::None),
            )
            .filter(outbox_email::COLUMN.id.eq(id.as_uuid()))
            .exec(&self.db)
            .await?;
        Ok(())
    }

    async fn mark_failed(&self, id: EmailId, error: &str, retry_at: Option<Timestamp>) -> anyhow::Result<()> {
        let mut update = outbox_email::Entity::update_many()
            .col_expr(
                outbox_email::Column::Attempts,
                Expr::col(outbox_email::Column::Attempts).add(1),
            )
            .col_expr(
                outbox_email::Column::LastError,
                Expr::value(error.chars().take(2000).collect::<String>()),
            )
            .col_expr(
                outbox_email::Column::LockedUntil,
                Expr::value(Option::<Timestamp>::None),
            );
        update = match retry_at {
            Some(at) => update.col_expr(outbox_email::Column::NextAttemptAt, Expr::value(at)),
            None => update.col_expr(outbox_email::Column::Status, Expr::value("failed")),
        };
        update
            .filter(outbox_email::COLUMN.id.eq(id.as_uuid()))
            .exec(&self.db)
            .await?;
        Ok(())
    }
}
