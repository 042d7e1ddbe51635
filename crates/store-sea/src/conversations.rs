//! Buyer–seller conversations ([`ConversationStore`]; docs/messages.md). A conversation row
//! keeps its message count and how far each side has read, so the inbox's unread counts and the
//! "seen" mark read one row; posting a message bumps the count in the same transaction that keeps
//! the message, which also locks the conversation so two servers number its messages in turn.

use anyhow::anyhow;
use async_trait::async_trait;
use kernel::{
    ConversationId, Language, MediaKey, MessageId, OrderId, Page, PageRequest, ProductId, ShopId, Timestamp,
    UserId,
};
use messages::conversation::Report;
use messages::ports::{MessageNotice, NewConversation, Subject, SubjectCheck};
use messages::text::preview;
use messages::{Conversation, ConversationStore, Message, OrderCard, Party, ProductCard, Side};
use notices::Recipient;
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, DatabaseConnection, QueryResult};

use crate::db::{Database, begin_write};
use crate::notice_store::{NewNotification, insert_notification};
use crate::sql::{Sql, count_rows, escape_like, exec, money, push_contains, push_page};

/// The conversation with its parties, its card and whether the Admin stopped either party.
const SELECT: &str = "SELECT c.id, c.user_id, c.shop_id, c.created_at, c.last_message_at, c.last_preview, \
     c.last_from, c.message_count, c.user_read, c.shop_read, c.reported_by, c.report_reason, c.reported_at, \
     u.name AS user_name, u.avatar_key AS user_avatar, u.language AS user_language, \
     s.shop_name AS shop_name, s.avatar_key AS shop_avatar, s.language AS shop_language, \
     p.id AS product_id, p.name AS product_name, p.selling_price_paise AS product_price, \
     (SELECT i.thumbnail_key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) \
       AS product_thumbnail, \
     o.id AS order_id, o.status AS order_status, o.total_paise AS order_total, o.created_at AS order_placed, \
     CASE WHEN EXISTS (SELECT 1 FROM messaging_blocks b WHERE b.party_kind = 'user' AND b.party_id = c.user_id) \
       THEN 1 ELSE 0 END AS user_blocked, \
     CASE WHEN EXISTS (SELECT 1 FROM messaging_blocks b WHERE b.party_kind = 'shop' AND b.party_id = c.shop_id) \
       THEN 1 ELSE 0 END AS shop_blocked";

const FROM: &str = " FROM conversations c JOIN users u ON u.id = c.user_id JOIN shops s ON s.id = c.shop_id \
     LEFT JOIN products p ON p.id = c.product_id LEFT JOIN orders o ON o.id = c.order_id";

#[derive(Debug, Clone)]
pub struct SeaConversationStore {
    db: DatabaseConnection,
}

impl SeaConversationStore {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }

    async fn page(&self, filter: Sql, order: &str, page: PageRequest) -> anyhow::Result<Page<Conversation>> {
        let mut count = Sql::new(&format!("SELECT COUNT(*) AS n{FROM}"));
        count.append(filter.clone());
        let total = count_rows(&self.db, count).await?;
        let mut select = Sql::new(&format!("{SELECT}{FROM}"));
        select.append(filter).push(" ORDER BY ").push(order);
        push_page(&mut select, page);
        let items = self
            .db
            .query_all_raw(select.build(self.db.get_database_backend()))
            .await?
            .iter()
            .map(read_conversation)
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Page::new(items, total, page))
    }
}

fn side(raw: &str) -> anyhow::Result<Side> {
    Side::parse(raw).ok_or_else(|| anyhow!("a message side {raw}"))
}

fn avatar(row: &QueryResult, column: &str) -> anyhow::Result<Option<MediaKey>> {
    Ok(row
        .try_get::<Option<String>>("", column)?
        .and_then(MediaKey::from_stored))
}

fn language(row: &QueryResult, column: &str) -> anyhow::Result<Language> {
    let code: String = row.try_get("", column)?;
    Ok(Language::parse(&code).unwrap_or(Language::En))
}

fn flag(row: &QueryResult, column: &str) -> anyhow::Result<bool> {
    Ok(row.try_get::<i32>("", column)? != 0)
}

fn read_conversation(row: &QueryResult) -> anyhow::Result<Conversation> {
    let product = match row.try_get::<Option<Uuid>>("", "product_id")? {
        Some(id) => Some(ProductCard {
            id: ProductId::from_uuid(id),
            name: row.try_get("", "product_name")?,
            thumbnail: avatar(row, "product_thumbnail")?,
            price: money(row, "product_price")?,
        }),
        None => None,
    };
    let order = match row.try_get::<Option<Uuid>>("", "order_id")? {
        Some(id) => Some(OrderCard {
            id: OrderId::from_uuid(id),
            status: row.try_get("", "order_status")?,
            total: money(row, "order_total")?,
            placed_at: row.try_get("", "order_placed")?,
        }),
        None => None,
    };
    let reported = match row.try_get::<Option<Timestamp>>("", "reported_at")? {
        Some(at) => Some(Report {
            by: side(&row.try_get::<String>("", "reported_by")?)?,
            reason: row.try_get("", "report_reason")?,
            at,
        }),
        None => None,
    };
    Ok(Conversation {
        id: ConversationId::from_uuid(row.try_get("", "id")?),
        user: UserId::from_uuid(row.try_get("", "user_id")?),
        shop: ShopId::from_uuid(row.try_get("", "shop_id")?),
        shopper: Party {
            name: row.try_get("", "user_name")?,
            avatar: avatar(row, "user_avatar")?,
            language: language(row, "user_language")?,
        },
        seller: Party {
            name: row.try_get("", "shop_name")?,
            avatar: avatar(row, "shop_avatar")?,
            language: language(row, "shop_language")?,
        },
        product,
        order,
        created_at: row.try_get("", "created_at")?,
        last_message_at: row.try_get("", "last_message_at")?,
        last_preview: row.try_get("", "last_preview")?,
        last_from: side(&row.try_get::<String>("", "last_from")?)?,
        message_count: row.try_get("", "message_count")?,
        user_read: row.try_get("", "user_read")?,
        shop_read: row.try_get("", "shop_read")?,
        reported,
        shopper_blocked: flag(row, "user_blocked")?,
        shop_blocked: flag(row, "shop_blocked")?,
    })
}

fn read_message(row: &QueryResult) -> anyhow::Result<Message> {
    let images: String = row.try_get("", "images")?;
    let images: Vec<String> = serde_json::from_str(&images)?;
    Ok(Message {
        id: MessageId::from_uuid(row.try_get("", "id")?),
        conversation: ConversationId::from_uuid(row.try_get("", "conversation_id")?),
        seq: row.try_get("", "seq")?,
        from: side(&row.try_get::<String>("", "sender")?)?,
        text: row.try_get("", "body")?,
        images: images.into_iter().filter_map(MediaKey::from_stored).collect(),
        created_at: row.try_get("", "created_at")?,
    })
}

/// The conversation's own column of how far `side` has read.
const fn read_column(side: Side) -> &'static str {
    match side {
        Side::Shopper => "user_read",
        Side::Shop => "shop_read",
    }
}

/// One conversation per shopper, shop and subject.
fn subject_key(subject: Subject) -> String {
    match (subject.product, subject.order) {
        (None, None) => "shop".to_owned(),
        (Some(product), None) => format!("product:{product}"),
        (None, Some(order)) => format!("order:{order}"),
        (Some(product), Some(order)) => format!("order:{order}:product:{product}"),
    }
}

async fn count<C: ConnectionTrait>(connection: &C, sql: Sql) -> anyhow::Result<bool> {
    Ok(count_rows(connection, sql).await? > 0)
}

#[async_trait]
impl ConversationStore for SeaConversationStore {
    async fn check(&self, user: UserId, shop: ShopId, subject: Subject) -> anyhow::Result<SubjectCheck> {
        let mut sql = Sql::new(
            "SELECT s.status AS status, CASE WHEN LOWER(s.email) = LOWER(u.email) THEN 1 ELSE 0 END AS own \
             FROM shops s, users u WHERE s.id = ",
        );
        sql.bind(shop.as_uuid()).push(" AND u.id = ").bind(user.as_uuid());
        let Some(row) = self
            .db
            .query_one_raw(sql.build(self.db.get_database_backend()))
            .await?
        else {
            return Ok(SubjectCheck::default());
        };
        let mut check = SubjectCheck {
            shop_trading: row.try_get::<String>("", "status")? == "active",
            own_shop: flag(&row, "own")?,
            product_of_shop: true,
            order_of_shopper: true,
        };
        if let Some(product) = subject.product {
            let mut sql = Sql::new("SELECT COUNT(*) AS n FROM products WHERE id = ");
            sql.bind(product.as_uuid())
                .push(" AND shop_id = ")
                .bind(shop.as_uuid())
                .push(" AND deleted_at IS NULL");
            check.product_of_shop = count(&self.db, sql).await?;
        }
        if let Some(order) = subject.order {
            let mut sql = Sql::new("SELECT COUNT(*) AS n FROM orders WHERE id = ");
            sql.bind(order.as_uuid())
                .push(" AND user_id = ")
                .bind(user.as_uuid())
                .push(" AND shop_id = ")
                .bind(shop.as_uuid());
            check.order_of_shopper = count(&self.db, sql).await?;
        }
        Ok(check)
    }

    async fn open(&self, new: &NewConversation) -> anyhow::Result<ConversationId> {
        let key = subject_key(new.subject);
        let mut insert = Sql::new(
            "INSERT INTO conversations (id, user_id, shop_id, product_id, order_id, subject_key, created_at, \
             last_message_at, last_preview, last_from, message_count, user_read, shop_read) VALUES (",
        );
        insert
            .bind(new.id.as_uuid())
            .push(", ")
            .bind(new.user.as_uuid())
            .push(", ")
            .bind(new.shop.as_uuid())
            .push(", ")
            .bind(new.subject.product.map(|p| p.as_uuid()))
            .push(", ")
            .bind(new.subject.order.map(|o| o.as_uuid()))
            .push(", ")
            .bind(key.clone())
            .push(", ")
            .bind(new.at)
            .push(", ")
            .bind(new.at)
            .push(", '', 'user', 0, 0, 0) ON CONFLICT (user_id, shop_id, subject_key) DO NOTHING");
        exec(&self.db, insert).await?;
        let mut select = Sql::new("SELECT id FROM conversations WHERE user_id = ");
        select
            .bind(new.user.as_uuid())
            .push(" AND shop_id = ")
            .bind(new.shop.as_uuid())
            .push(" AND subject_key = ")
            .bind(key);
        let row = self
            .db
            .query_one_raw(select.build(self.db.get_database_backend()))
            .await?
            .ok_or_else(|| anyhow!("a conversation just opened is missing"))?;
        Ok(ConversationId::from_uuid(row.try_get("", "id")?))
    }

    async fn find(&self, id: ConversationId) -> anyhow::Result<Option<Conversation>> {
        let mut select = Sql::new(&format!("{SELECT}{FROM} WHERE c.id = "));
        select.bind(id.as_uuid());
        self.db
            .query_one_raw(select.build(self.db.get_database_backend()))
            .await?
            .as_ref()
            .map(read_conversation)
            .transpose()
    }

    async fn post(&self, message: &Message, notice: &MessageNotice) -> anyhow::Result<Message> {
        let txn = begin_write(&self.db).await?;
        // Updating the row first locks it: a second message waits here until this one is kept,
        // and takes the next number.
        let read = read_column(message.from);
        let mut update = Sql::new(&format!(
            "UPDATE conversations SET message_count = message_count + 1, {read} = message_count + 1, \
             last_message_at = "
        ));
        update
            .bind(message.created_at)
            .push(", last_preview = ")
            .bind(preview(&message.text))
            .push(", last_from = ")
            .bind(message.from.as_str())
            .push(" WHERE id = ")
            .bind(message.conversation.as_uuid());
        if exec(&txn, update).await? != 1 {
            return Err(anyhow!("no conversation {}", message.conversation));
        }
        let mut numbered = Sql::new("SELECT message_count AS n FROM conversations WHERE id = ");
        numbered.bind(message.conversation.as_uuid());
        let seq = i64::try_from(count_rows(&txn, numbered).await?)?;
        let images: Vec<&str> = message.images.iter().map(MediaKey::as_str).collect();
        let mut insert = Sql::new(
            "INSERT INTO conversation_messages (id, conversation_id, seq, sender, body, images, created_at) VALUES (",
        );
        insert
            .bind(message.id.as_uuid())
            .push(", ")
            .bind(message.conversation.as_uuid())
            .push(", ")
            .bind(seq)
            .push(", ")
            .bind(message.from.as_str())
            .push(", ")
            .bind(message.text.clone())
            .push(", ")
            .bind(serde_json::to_string(&images)?)
            .push(", ")
            .bind(message.created_at)
            .push(")");
        exec(&txn, insert).await?;
        // One unread notification per conversation: the bell counts conversations with news,
        // not every line of a chat.
        let mut waiting = Sql::new("SELECT COUNT(*) AS n FROM notifications WHERE recipient_kind = ");
        waiting
            .bind(notice.recipient.kind())
            .push(" AND recipient_id = ")
            .bind(notice.recipient.id())
            .push(" AND kind = 'message' AND subject_id = ")
            .bind(message.conversation.as_uuid())
            .push(" AND read_at IS NULL");
        if !count(&txn, waiting).await? {
            insert_notification(
                &txn,
                &NewNotification {
                    recipient_kind: notice.recipient.kind(),
                    recipient_id: notice.recipient.id(),
                    event_key: &format!("message:{}", message.id),
                    kind: "message",
                    subject: Some(message.conversation.as_uuid()),
                    title: &notice.title,
                    body: &notice.body,
                    link: &notice.link,
                    at: message.created_at,
                },
            )
            .await?;
        }
        txn.commit().await?;
        Ok(Message {
            seq,
            ..message.clone()
        })
    }

    async fn messages(
        &self,
        id: ConversationId,
        before: Option<MessageId>,
        limit: u32,
    ) -> anyhow::Result<Vec<Message>> {
        let mut select = Sql::new(
            "SELECT id, conversation_id, seq, sender, body, images, created_at FROM conversation_messages \
             WHERE conversation_id = ",
        );
        select.bind(id.as_uuid());
        if let Some(before) = before {
            // A cursor that is not one of this conversation's messages selects nothing.
            select
                .push(" AND seq < (SELECT m.seq FROM conversation_messages m WHERE m.id = ")
                .bind(before.as_uuid())
                .push(" AND m.conversation_id = ")
                .bind(id.as_uuid())
                .push(")");
        }
        select.push(" ORDER BY seq DESC LIMIT ").bind(i64::from(limit));
        self.db
            .query_all_raw(select.build(self.db.get_database_backend()))
            .await?
            .iter()
            .map(read_message)
            .collect()
    }

    async fn list(
        &self,
        party: Recipient,
        search: Option<String>,
        page: PageRequest,
    ) -> anyhow::Result<Page<Conversation>> {
        let (column, read) = match party {
            Recipient::User(_) => ("c.user_id", "c.user_read"),
            Recipient::Shop(_) => ("c.shop_id", "c.shop_read"),
        };
        let mut filter = Sql::new(&format!(" WHERE {column} = "));
        filter.bind(party.id());
        if let Some(search) = search.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            push_contains(
                &mut filter,
                &[
                    "LOWER(u.name)",
                    "LOWER(s.shop_name)",
                    "LOWER(COALESCE(p.name, ''))",
                    "LOWER(c.last_preview)",
                ],
                search,
            );
        }
        let order =
            format!("CASE WHEN c.message_count > {read} THEN 0 ELSE 1 END, c.last_message_at DESC, c.id");
        self.page(filter, &order, page).await
    }

    async fn unread(&self, party: Recipient) -> anyhow::Result<u64> {
        let (column, read) = match party {
            Recipient::User(_) => ("user_id", "user_read"),
            Recipient::Shop(_) => ("shop_id", "shop_read"),
        };
        let mut sql = Sql::new(&format!(
            "SELECT COUNT(*) AS n FROM conversations WHERE {column} = "
        ));
        sql.bind(party.id()).push(&format!(" AND message_count > {read}"));
        count_rows(&self.db, sql).await
    }

    async fn mark_read(&self, id: ConversationId, side: Side, at: Timestamp) -> anyhow::Result<()> {
        let txn = begin_write(&self.db).await?;
        let read = read_column(side);
        let mut update = Sql::new(&format!(
            "UPDATE conversations SET {read} = message_count WHERE id = "
        ));
        update.bind(id.as_uuid());
        exec(&txn, update).await?;
        let party = match side {
            Side::Shopper => "user_id",
            Side::Shop => "shop_id",
        };
        let mut notes = Sql::new("UPDATE notifications SET read_at = ");
        notes
            .bind(at)
            .push(" WHERE recipient_kind = ")
            .bind(side.as_str())
            .push(&format!(
                " AND recipient_id = (SELECT {party} FROM conversations WHERE id = "
            ))
            .bind(id.as_uuid())
            .push(") AND kind = 'message' AND subject_id = ")
            .bind(id.as_uuid())
            .push(" AND read_at IS NULL");
        exec(&txn, notes).await?;
        txn.commit().await?;
        Ok(())
    }

    async fn report(&self, id: ConversationId, report: &Report) -> anyhow::Result<()> {
        let mut update = Sql::new("UPDATE conversations SET reported_by = ");
        update
            .bind(report.by.as_str())
            .push(", report_reason = ")
            .bind(report.reason.clone())
            .push(", reported_at = ")
            .bind(report.at)
            .push(" WHERE id = ")
            .bind(id.as_uuid());
        exec(&self.db, update).await?;
        Ok(())
    }

    async fn reported(&self, page: PageRequest) -> anyhow::Result<Page<Conversation>> {
        self.page(
            Sql::new(" WHERE c.reported_at IS NOT NULL"),
            "c.reported_at DESC, c.id",
            page,
        )
        .await
    }

    async fn holds_image(&self, id: ConversationId, key: &MediaKey) -> anyhow::Result<bool> {
        // The list is JSON: the key appears quoted, whole.
        let mut sql = Sql::new("SELECT COUNT(*) AS n FROM conversation_messages WHERE conversation_id = ");
        sql.bind(id.as_uuid())
            .push(" AND images LIKE ")
            .bind(format!("%\"{}\"%", escape_like(key.as_str())))
            .push(" ESCAPE '\\'");
        count(&self.db, sql).await
    }

    async fn is_blocked(&self, party: Recipient) -> anyhow::Result<bool> {
        let mut sql = Sql::new("SELECT COUNT(*) AS n FROM messaging_blocks WHERE party_kind = ");
        sql.bind(party.kind()).push(" AND party_id = ").bind(party.id());
        count(&self.db, sql).await
    }

    async fn set_blocked(
        &self,
        party: Recipient,
        reason: Option<String>,
        at: Timestamp,
    ) -> anyhow::Result<()> {
        let sql = match reason {
            Some(reason) => {
                let mut insert = Sql::new(
                    "INSERT INTO messaging_blocks (party_kind, party_id, reason, blocked_at) VALUES (",
                );
                insert
                    .bind(party.kind())
                    .push(", ")
                    .bind(party.id())
                    .push(", ")
                    .bind(reason.chars().take(200).collect::<String>())
                    .push(", ")
                    .bind(at)
                    .push(") ON CONFLICT (party_kind, party_id) DO NOTHING");
                insert
            }
            None => {
                let mut delete = Sql::new("DELETE FROM messaging_blocks WHERE party_kind = ");
                delete
                    .bind(party.kind())
                    .push(" AND party_id = ")
                    .bind(party.id());
                delete
            }
        };
        exec(&self.db, sql).await?;
        Ok(())
    }
}
