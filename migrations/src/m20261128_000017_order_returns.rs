//! Returns by line (docs/orders.md "Returns"): a refund names the order's lines and how many
//! units of each go back, why, and for cash on delivery where the refund is paid. Its figures are
//! kept, and so is how the money went back, or why the shop rejected it, the shopper escalated it
//! and the Admin declined it ("Rejected returns").
//!
//! A refund asked for before this migration covered the whole order: it becomes a return of
//! every unit (reason `other`, no words), still open or approved as the order is. An approved one
//! carries the order's total and the reversal its ledger already holds.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

const STATEMENTS: &[&str] = &[
    "CREATE TABLE order_returns (
        id {uuid} NOT NULL PRIMARY KEY,
        order_id {uuid} NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        number BIGINT NOT NULL CHECK (number >= 1),
        status VARCHAR(16) NOT NULL CHECK (status IN ('requested', 'approved', 'rejected', 'escalated', \
            'declined')),
        reason VARCHAR(32) NOT NULL CHECK (reason IN ('damaged', 'wrong_item', 'size_or_fit', \
            'not_as_described', 'changed_my_mind', 'other')),
        note TEXT NULL CHECK (note IS NULL OR length(note) BETWEEN 1 AND 2000),
        payout_kind VARCHAR(8) NULL CHECK (payout_kind IS NULL OR payout_kind IN ('bank', 'upi')),
        payout_holder_name VARCHAR(100) NULL,
        payout_account_number VARCHAR(18) NULL,
        payout_ifsc VARCHAR(11) NULL,
        payout_bank_name VARCHAR(100) NULL,
        payout_upi_id VARCHAR(256) NULL,
        amount_paise BIGINT NULL CHECK (amount_paise IS NULL OR amount_paise >= 0),
        sale_credit_paise BIGINT NULL CHECK (sale_credit_paise IS NULL OR sale_credit_paise >= 0),
        commission_paise BIGINT NULL CHECK (commission_paise IS NULL OR commission_paise >= 0),
        refund_status VARCHAR(16) NULL CHECK (refund_status IS NULL OR refund_status IN \
            ('pending', 'succeeded', 'failed', 'manual')),
        provider_refund_id VARCHAR(64) NULL,
        rejection_reason TEXT NULL CHECK (rejection_reason IS NULL OR length(rejection_reason) BETWEEN 1 AND 2000),
        rejected_at {instant} NULL,
        escalation_reason TEXT NULL CHECK (escalation_reason IS NULL OR length(escalation_reason) BETWEEN 1 AND 2000),
        escalated_at {instant} NULL,
        declined_reason TEXT NULL CHECK (declined_reason IS NULL OR length(declined_reason) BETWEEN 1 AND 2000),
        requested_at {instant} NOT NULL,
        decided_at {instant} NULL,
        updated_at {instant} NOT NULL,
        UNIQUE (order_id, number)
    )",
    "CREATE TABLE order_return_lines (
        return_id {uuid} NOT NULL REFERENCES order_returns (id) ON DELETE CASCADE,
        position BIGINT NOT NULL CHECK (position >= 0),
        quantity BIGINT NOT NULL CHECK (quantity BETWEEN 1 AND 1000),
        PRIMARY KEY (return_id, position)
    )",
    // Whole-order refunds asked before returns named their lines.
    "INSERT INTO order_returns (id, order_id, number, status, reason, amount_paise, \
        sale_credit_paise, commission_paise, refund_status, provider_refund_id, requested_at, \
        decided_at, updated_at) \
     SELECT o.id, o.id, 1, CASE WHEN o.status = 'Refund Success' THEN 'approved' ELSE 'requested' END, \
        'other', \
        CASE WHEN o.status = 'Refund Success' THEN o.total_paise END, \
        CASE WHEN o.status = 'Refund Success' THEN (SELECT -SUM(l.amount_paise) FROM ledger_lines l \
            WHERE l.order_id = o.id AND l.kind = 'refund_reversal' AND l.amount_paise < 0) END, \
        CASE WHEN o.status = 'Refund Success' THEN (SELECT SUM(l.amount_paise) FROM ledger_lines l \
            WHERE l.order_id = o.id AND l.kind = 'refund_reversal' AND l.amount_paise >= 0) END, \
        (SELECT r.status FROM payment_refunds r WHERE r.order_id = o.id), \
        (SELECT r.provider_refund_id FROM payment_refunds r WHERE r.order_id = o.id), \
        COALESCE(o.refund_requested_at, o.updated_at), o.refunded_at, o.updated_at \
     FROM orders o WHERE o.status IN ('Processing Refund', 'Refund Success')",
    // The return's id is its order's, for these first returns only.
    "INSERT INTO order_return_lines (return_id, position, quantity) \
     SELECT r.id, l.position, l.quantity FROM order_returns r JOIN order_lines l ON l.order_id = r.order_id",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let (uuid, instant) = match manager.get_database_backend() {
            DatabaseBackend::Postgres => ("uuid", "timestamp with time zone"),
            _ => ("uuid_text", "timestamp_with_timezone_text"),
        };
        let db = manager.get_connection();
        for sql in STATEMENTS {
            db.execute_unprepared(&sql.replace("{uuid}", uuid).replace("{instant}", instant))
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let db = manager.get_connection();
        db.execute_unprepared("DROP TABLE order_return_lines").await?;
        db.execute_unprepared("DROP TABLE order_returns").await?;
        Ok(())
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
