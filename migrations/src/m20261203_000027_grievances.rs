//! Complaints to the grievance officer (docs/tax.md "Disclosures"): one row per complaint, from a
//! shopper (`user_id`) or a shop (`shop_id`), with the contact it is answered at, optionally about
//! one of their orders, its ticket, and the officer's answer, each due within a month.

use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

const UP: &[&str] = &[
    "CREATE TABLE grievances (
        id {uuid} NOT NULL PRIMARY KEY,
        ticket VARCHAR(24) NOT NULL UNIQUE,
        user_id {uuid} NULL REFERENCES users (id) ON DELETE RESTRICT,
        shop_id {uuid} NULL REFERENCES shops (id) ON DELETE RESTRICT,
        name VARCHAR(100) NOT NULL,
        email VARCHAR(254) NOT NULL,
        language VARCHAR(2) NOT NULL,
        order_id {uuid} NULL REFERENCES orders (id) ON DELETE RESTRICT,
        subject VARCHAR(150) NOT NULL,
        message TEXT NOT NULL,
        status VARCHAR(10) NOT NULL CHECK (status IN ('open', 'answered', 'closed')),
        answer TEXT NULL,
        answered_at {instant} NULL,
        closed_at {instant} NULL,
        created_at {instant} NOT NULL,
        due_by {instant} NOT NULL,
        CHECK ((user_id IS NULL) <> (shop_id IS NULL))
    )",
    "CREATE INDEX idx_grievances_status ON grievances (status, created_at)",
    "CREATE INDEX idx_grievances_user ON grievances (user_id, created_at)",
    "CREATE INDEX idx_grievances_shop ON grievances (shop_id, created_at)",
];

const DOWN: &[&str] = &["DROP TABLE grievances"];

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
