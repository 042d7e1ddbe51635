//! What Haat tells people (docs/notifications.md): the notification centre's rows, each account's
//! email choices, and the marks that make every event produce its notices exactly once.
//!
//! - `notifications`: one row per event and recipient (a shopper or a shop). `event_key` names the
//!   event and recipient, so of two servers, or of a retry after a crash, only one insert lands;
//!   `subject_id` is the record it is about (an order, a checkout, a product, a withdrawal).
//! - `email_preferences`: an account's choice for one topic, where it differs from the default.
//! - `order_status_history.notified_at`: set in the transaction that writes an event's notices;
//!   the history rows already written are marked as told, so no old order is announced again.
//! - `outbox_emails.event_key`: the event an email was written for, unique, so the outbox itself
//!   shows that no event was mailed twice.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const UP: &[&str] = &[
    "CREATE TABLE notifications (
        id {uuid} NOT NULL PRIMARY KEY,
        recipient_kind VARCHAR(4) NOT NULL CHECK (recipient_kind IN ('user', 'shop')),
        recipient_id {uuid} NOT NULL,
        event_key VARCHAR(200) NOT NULL UNIQUE,
        kind VARCHAR(32) NOT NULL,
        subject_id {uuid} NULL,
        title VARCHAR(300) NOT NULL,
        body TEXT NOT NULL,
        link VARCHAR(500) NOT NULL,
        created_at {instant} NOT NULL,
        read_at {instant} NULL
    )",
    "CREATE INDEX idx_notifications_recipient ON notifications (recipient_kind, recipient_id, created_at)",
    "CREATE INDEX idx_notifications_subject ON notifications (kind, subject_id)",
    "CREATE TABLE email_preferences (
        recipient_kind VARCHAR(4) NOT NULL CHECK (recipient_kind IN ('user', 'shop')),
        recipient_id {uuid} NOT NULL,
        topic VARCHAR(32) NOT NULL,
        enabled BOOLEAN NOT NULL,
        updated_at {instant} NOT NULL,
        PRIMARY KEY (recipient_kind, recipient_id, topic)
    )",
    "ALTER TABLE order_status_history ADD COLUMN notified_at {instant} NULL",
    "UPDATE order_status_history SET notified_at = created_at",
    "CREATE INDEX idx_order_history_untold ON order_status_history (created_at) WHERE notified_at IS NULL",
    "ALTER TABLE outbox_emails ADD COLUMN event_key VARCHAR(200) NULL",
    "CREATE UNIQUE INDEX idx_outbox_event ON outbox_emails (event_key)",
];

const DOWN: &[&str] = &[
    "DROP INDEX idx_outbox_event",
    "ALTER TABLE outbox_emails DROP COLUMN event_key",
    "DROP INDEX idx_order_history_untold",
    "ALTER TABLE order_status_history DROP COLUMN notified_at",
    "DROP TABLE email_preferences",
    "DROP TABLE notifications",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::execute_typed(manager, UP).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        super::execute_all(manager, DOWN).await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
