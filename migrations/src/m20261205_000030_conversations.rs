//! Buyer–seller messages (docs/messages.md).
//!
//! - `conversations`: one per shopper, shop and subject (`subject_key`: the product's or order's
//!   id, or `shop`), so two servers opening the same one at once end with one. It keeps its
//!   message count and how far each side has read, so unread counts and "seen" need no scan of
//!   the messages, and the last message's preview for the inbox.
//! - `conversation_messages`: numbered from 1 within their conversation (`seq`), the cursor the
//!   pages go back by; `images` is a JSON list of media keys under `messages/`, which are never
//!   served at a public address.
//! - `messaging_blocks`: accounts the Admin has stopped from sending messages.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const UP: &[&str] = &[
    "CREATE TABLE conversations (
        id {uuid} NOT NULL PRIMARY KEY,
        user_id {uuid} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        shop_id {uuid} NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
        product_id {uuid} NULL,
        order_id {uuid} NULL,
        subject_key VARCHAR(80) NOT NULL,
        created_at {instant} NOT NULL,
        last_message_at {instant} NOT NULL,
        last_preview VARCHAR(600) NOT NULL,
        last_from VARCHAR(4) NOT NULL CHECK (last_from IN ('user', 'shop')),
        message_count BIGINT NOT NULL CHECK (message_count >= 0),
        user_read BIGINT NOT NULL CHECK (user_read >= 0),
        shop_read BIGINT NOT NULL CHECK (shop_read >= 0),
        reported_by VARCHAR(4) NULL CHECK (reported_by IN ('user', 'shop')),
        report_reason VARCHAR(500) NULL,
        reported_at {instant} NULL,
        UNIQUE (user_id, shop_id, subject_key)
    )",
    "CREATE INDEX idx_conversations_shop ON conversations (shop_id, last_message_at)",
    "CREATE INDEX idx_conversations_user ON conversations (user_id, last_message_at)",
    "CREATE INDEX idx_conversations_reported ON conversations (reported_at) WHERE reported_at IS NOT NULL",
    "CREATE TABLE conversation_messages (
        id {uuid} NOT NULL PRIMARY KEY,
        conversation_id {uuid} NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
        seq BIGINT NOT NULL CHECK (seq >= 1),
        sender VARCHAR(4) NOT NULL CHECK (sender IN ('user', 'shop')),
        body TEXT NOT NULL,
        images TEXT NOT NULL,
        created_at {instant} NOT NULL,
        UNIQUE (conversation_id, seq)
    )",
    "CREATE TABLE messaging_blocks (
        party_kind VARCHAR(4) NOT NULL CHECK (party_kind IN ('user', 'shop')),
        party_id {uuid} NOT NULL,
        reason VARCHAR(200) NOT NULL,
        blocked_at {instant} NOT NULL,
        PRIMARY KEY (party_kind, party_id)
    )",
];

const DOWN: &[&str] = &[
    "DROP TABLE messaging_blocks",
    "DROP TABLE conversation_messages",
    "DROP TABLE conversations",
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
