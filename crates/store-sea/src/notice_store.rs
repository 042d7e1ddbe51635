//! The events still to tell and the transaction that tells one ([`NoticeStore`];
//! docs/notifications.md): an event's history row is marked, and its notifications and emails
//! written, together or not at all.

use async_trait::async_trait;
use kernel::{Money, OrderId, ProductId, ShopId, Timestamp};
use notices::ports::{LowStock, ShopDay};
use notices::{Notice, NoticeStore, OrderEvent, Preferences, Recipient};
use orders::status::OrderStatus;
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, DatabaseConnection};

use crate::db::{Database, begin_write};
use crate::outbox::enqueue_keyed;
use crate::sql::{Sql, exec};

/// A product is low at this many units or fewer.
pub const LOW_STOCK: i64 = 3;

#[derive(Debug, Clone)]
pub struct SeaNoticeStore {
    db: DatabaseConnection,
}

impl SeaNoticeStore {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }
}

/// A notification to store.
pub(crate) struct NewNotification<'a> {
    pub recipient_kind: &'a str,
    pub recipient_id: Uuid,
    pub event_key: &'a str,
    pub kind: &'a str,
    pub subject: Option<Uuid>,
    pub title: &'a str,
    pub body: &'a str,
    pub link: &'a str,
    pub at: Timestamp,
}

/// Stores a notification unless its key is taken; whether it was stored.
pub(crate) async fn insert_notification<C: ConnectionTrait>(
    connection: &C,
    new: &NewNotification<'_>,
) -> Result<bool, sea_orm::DbErr> {
    let mut insert = Sql::new(
        "INSERT INTO notifications (id, recipient_kind, recipient_id, event_key, kind, subject_id, title, body, \
         link, created_at, read_at) VALUES (",
    );
    insert
        .bind(Uuid::new_v4())
        .push(", ")
        .bind(new.recipient_kind)
        .push(", ")
        .bind(new.recipient_id)
        .push(", ")
        .bind(new.event_key)
        .push(", ")
        .bind(new.kind)
        .push(", ")
        .bind(new.subject)
        .push(", ")
        .bind(new.title.chars().take(300).collect::<String>())
        .push(", ")
        .bind(new.body)
        .push(", ")
        .bind(new.link)
        .push(", ")
        .bind(new.at)
        .push(", NULL) ON CONFLICT (event_key) DO NOTHING");
    Ok(exec(connection, insert).await? == 1)
}

/// The account's choices, on any connection.
pub(crate) async fn preferences_of<C: ConnectionTrait>(
    connection: &C,
    recipient: Recipient,
) -> anyhow::Result<Preferences> {
    let mut sql = Sql::new("SELECT topic, enabled FROM email_preferences WHERE recipient_kind = ");
    sql.bind(recipient.kind())
        .push(" AND recipient_id = ")
        .bind(recipient.id());
    let rows = connection
        .query_all_raw(sql.build(connection.get_database_backend()))
        .await?;
    let mut chosen = Vec::with_capacity(rows.len());
    for row in rows {
        let topic: String = row.try_get("", "topic")?;
        // A topic a later version no longer has is ignored, not an error.
        if let Some(topic) = notices::Topic::parse(&topic) {
            chosen.push((topic, row.try_get::<bool>("", "enabled")?));
        }
    }
    Ok(Preferences { chosen })
}

#[async_trait]
impl NoticeStore for SeaNoticeStore {
    async fn untold(&self, limit: u32) -> anyhow::Result<Vec<OrderEvent>> {
        let mut sql = Sql::new(
            "SELECT id, order_id, status, actor_kind, reason, created_at FROM order_status_history \
             WHERE notified_at IS NULL ORDER BY created_at, id LIMIT ",
        );
        sql.bind(i64::from(limit));
        let rows = self
            .db
            .query_all_raw(sql.build(self.db.get_database_backend()))
            .await?;
        rows.iter()
            .map(|row| {
                let status: String = row.try_get("", "status")?;
                Ok(OrderEvent {
                    id: row.try_get("", "id")?,
                    order: OrderId::from_uuid(row.try_get("", "order_id")?),
                    status: status.parse::<OrderStatus>()?,
                    actor: row.try_get("", "actor_kind")?,
                    reason: row.try_get("", "reason")?,
                    at: row.try_get("", "created_at")?,
                })
            })
            .collect()
    }

    async fn tell(
        &self,
        event: Option<Uuid>,
        notices: &[Notice],
        at: Timestamp,
    ) -> anyhow::Result<Vec<Recipient>> {
        let txn = begin_write(&self.db).await?;
        if let Some(event) = event {
            let mut mark = Sql::new("UPDATE order_status_history SET notified_at = ");
            mark.bind(at)
                .push(" WHERE id = ")
                .bind(event)
                .push(" AND notified_at IS NULL");
            if exec(&txn, mark).await? == 0 {
                // Another server told it first.
                return Ok(Vec::new());
            }
        }
        let mut told = Vec::with_capacity(notices.len());
        for notice in notices {
            let stored = insert_notification(
                &txn,
                &NewNotification {
                    recipient_kind: notice.recipient.kind(),
                    recipient_id: notice.recipient.id(),
                    event_key: &notice.event_key,
                    kind: notice.kind.as_str(),
                    subject: notice.subject,
                    title: &notice.title,
                    body: &notice.body,
                    link: &notice.link,
                    at: notice.at,
                },
            )
            .await?;
            if !stored {
                continue;
            }
            if let Some(email) = &notice.email {
                enqueue_keyed(&txn, email, Some(&notice.event_key), notice.at.min(at)).await?;
            }
            told.push(notice.recipient);
        }
        txn.commit().await?;
        Ok(told)
    }

    async fn low_stock(&self, products: &[ProductId]) -> anyhow::Result<Vec<LowStock>> {
        if products.is_empty() {
            return Ok(Vec::new());
        }
        let mut sql = Sql::new("SELECT id, shop_id, name, stock FROM products WHERE stock <= ");
        sql.integer(LOW_STOCK).push(" AND id IN (");
        for (i, product) in products.iter().enumerate() {
            if i > 0 {
                sql.push(", ");
            }
            sql.bind(product.as_uuid());
        }
        sql.push(") ORDER BY name, id");
        let rows = self
            .db
            .query_all_raw(sql.build(self.db.get_database_backend()))
            .await?;
        rows.iter()
            .map(|row| {
                Ok(LowStock {
                    product: ProductId::from_uuid(row.try_get("", "id")?),
                    shop: ShopId::from_uuid(row.try_get("", "shop_id")?),
                    name: row.try_get("", "name")?,
                    stock: u32::try_from(row.try_get::<i64>("", "stock")?.max(0)).unwrap_or(0),
                })
            })
            .collect()
    }

    async fn to_remind(&self, from: Timestamp, to: Timestamp, limit: u32) -> anyhow::Result<Vec<OrderId>> {
        let mut sql = Sql::new("SELECT o.id FROM orders o WHERE o.status = ");
        sql.bind(OrderStatus::Delivered.as_str())
            .push(" AND o.delivered_at >= ")
            .bind(from)
            .push(" AND o.delivered_at <= ")
            .bind(to)
            .push(" AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.kind = ")
            .bind(notices::Kind::ReviewReminder.as_str())
            .push(" AND n.subject_id = o.id) ORDER BY o.delivered_at, o.id LIMIT ")
            .bind(i64::from(limit));
        let rows = self
            .db
            .query_all_raw(sql.build(self.db.get_database_backend()))
            .await?;
        rows.iter()
            .map(|row| Ok(OrderId::from_uuid(row.try_get("", "id")?)))
            .collect()
    }

    async fn awaiting_summary(&self, since: Timestamp) -> anyhow::Result<Vec<ShopId>> {
        let mut sql = Sql::new(
            "SELECT p.recipient_id FROM email_preferences p WHERE p.recipient_kind = 'shop' AND p.topic = ",
        );
        sql.bind(notices::Topic::DailySummary.as_str())
            .push(
                " AND p.enabled = TRUE AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.recipient_kind = 'shop' \
                 AND n.recipient_id = p.recipient_id AND n.kind = ",
            )
            .bind(notices::Kind::DailySummary.as_str())
            .push(" AND n.created_at >= ")
            .bind(since)
            .push(") ORDER BY p.recipient_id");
        let rows = self
            .db
            .query_all_raw(sql.build(self.db.get_database_backend()))
            .await?;
        rows.iter()
            .map(|row| Ok(ShopId::from_uuid(row.try_get("", "recipient_id")?)))
            .collect()
    }

    async fn shop_day(&self, shop: ShopId, from: Timestamp, to: Timestamp) -> anyhow::Result<ShopDay> {
        let mut sold = Sql::new(
            "SELECT COUNT(*) AS n, CAST(COALESCE(SUM(total_paise), 0) AS BIGINT) AS paise FROM orders \
             WHERE shop_id = ",
        );
        sold.bind(shop.as_uuid())
            .push(" AND created_at >= ")
            .bind(from)
            .push(" AND created_at < ")
            .bind(to)
            .push(" AND status NOT IN (")
            .bind(OrderStatus::AwaitingPayment.as_str())
            .push(", ")
            .bind(OrderStatus::Cancelled.as_str())
            .push(")");
        let backend = self.db.get_database_backend();
        let row = self
            .db
            .query_one_raw(sold.build(backend))
            .await?
            .ok_or_else(|| anyhow::anyhow!("a sum returned no row"))?;
        let mut waiting = Sql::new("SELECT COUNT(*) AS n FROM orders WHERE shop_id = ");
        waiting
            .bind(shop.as_uuid())
            .push(" AND status = ")
            .bind(OrderStatus::Processing.as_str());
        Ok(ShopDay {
            orders: u64::try_from(row.try_get::<i64>("", "n")?).unwrap_or(0),
            sales: Money::from_paise(row.try_get::<i64>("", "paise")?),
            to_dispatch: crate::sql::count_rows(&self.db, waiting).await?,
        })
    }

    async fn preferences(&self, recipient: Recipient) -> anyhow::Result<Preferences> {
        preferences_of(&self.db, recipient).await
    }
}
