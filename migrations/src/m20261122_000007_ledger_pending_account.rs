//! Earnings wait out the refund window (ADR 0011): the ledger gains the `pending` account and the
//! `refund_window_closed` kind, and orders record when their earnings were settled, i.e. moved
//! from `pending` to `available` once the shopper could no longer ask for a refund.
//!
//! PostgreSQL replaces the two column checks in place. SQLite cannot alter a check, so it rebuilds
//! the table (create, copy, drop, rename, as SQLite's documentation prescribes); nothing refers to
//! `ledger_lines`, so no foreign key has to be switched off. Lines already posted keep their
//! account: earnings credited before this migration stay `available`, and their refunds reverse
//! from there (the adapter reverses a credit from the account it was posted to).

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

const ACCOUNTS: &str = "'pending', 'available', 'held', 'paid_out'";
const KINDS: &str = "'sale_credit', 'commission', 'refund_reversal', 'refund_window_closed', \
                     'withdrawal_hold', 'withdrawal_paid', 'hold_released'";

const POSTGRES: &[&str] = &[
    "ALTER TABLE ledger_lines DROP CONSTRAINT ledger_lines_account_check",
    "ALTER TABLE ledger_lines ADD CONSTRAINT ledger_lines_account_check CHECK (account IN ({accounts}))",
    "ALTER TABLE ledger_lines DROP CONSTRAINT ledger_lines_kind_check",
    "ALTER TABLE ledger_lines ADD CONSTRAINT ledger_lines_kind_check CHECK (kind IN ({kinds}))",
];

const SQLITE: &[&str] = &[
    "CREATE TABLE ledger_lines_new (
        id {uuid} NOT NULL PRIMARY KEY,
        shop_id {uuid} NOT NULL REFERENCES shops (id) ON DELETE RESTRICT,
        account VARCHAR(16) NOT NULL CHECK (account IN ({accounts})),
        kind VARCHAR(24) NOT NULL CHECK (kind IN ({kinds})),
        amount_paise BIGINT NOT NULL,
        order_id {uuid} NULL REFERENCES orders (id) ON DELETE RESTRICT,
        withdrawal_id {uuid} NULL REFERENCES withdrawals (id) ON DELETE RESTRICT,
        entry_key VARCHAR(128) NOT NULL UNIQUE,
        created_at {instant} NOT NULL
    )",
    "INSERT INTO ledger_lines_new (id, shop_id, account, kind, amount_paise, order_id, withdrawal_id, entry_key, created_at)
        SELECT id, shop_id, account, kind, amount_paise, order_id, withdrawal_id, entry_key, created_at FROM ledger_lines",
    "DROP TABLE ledger_lines",
    "ALTER TABLE ledger_lines_new RENAME TO ledger_lines",
    "CREATE INDEX idx_ledger_shop_account ON ledger_lines (shop_id, account)",
    "CREATE INDEX idx_ledger_shop_created ON ledger_lines (shop_id, created_at)",
];

const BOTH: &[&str] = &[
    "ALTER TABLE orders ADD COLUMN settled_at {instant} NULL",
    // The settling task's question, "delivered orders not yet settled whose window has closed",
    // answered from a small index instead of every order ever delivered.
    "CREATE INDEX idx_orders_unsettled ON orders (delivered_at) WHERE status = 'Delivered' AND settled_at IS NULL",
    // A refund is reversed from the account its credit went to, found by order.
    "CREATE INDEX idx_ledger_order ON ledger_lines (order_id)",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let backend = manager.get_database_backend();
        let (uuid, instant, own) = match backend {
            DatabaseBackend::Postgres => ("uuid", "timestamp with time zone", POSTGRES),
            _ => ("uuid_text", "timestamp_with_timezone_text", SQLITE),
        };
        let db = manager.get_connection();
        for sql in own.iter().chain(BOTH) {
            let sql = sql
                .replace("{uuid}", uuid)
                .replace("{instant}", instant)
                .replace("{accounts}", ACCOUNTS)
                .replace("{kinds}", KINDS);
            db.execute_unprepared(&sql).await?;
        }
        Ok(())
    }

    async fn down(&self, _manager: &SchemaManager) -> Result<(), DbErr> {
        Err(DbErr::Migration(
            "the pending-account migration is not reversible; restore a backup instead".to_owned(),
        ))
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
