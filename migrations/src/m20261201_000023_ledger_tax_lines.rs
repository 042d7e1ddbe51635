//! The charges on a sale besides the commission (docs/tax.md "The seller's money"; ADR 0026):
//!
//! - `orders.commission_gst_rate_bp`, `tcs_rate_bp`, `tds_rate_bp`: the rates fixed on each
//!   order when it is placed. Orders already delivered were credited without these charges, so
//!   they get zero rates and a later return reverses nothing that was never posted; orders not yet
//!   delivered get today's rates (18 %, 0.5 %, and 0.1 % or 5 % as their shop has a PAN or not).
//! - `order_returns.commission_gst_paise`, `tcs_paise`, `tds_paise`: what approving a return
//!   reverses of each, reckoned when it is asked for, like its credit and commission.
//! - `ledger_lines`: the kinds `commission_gst`, `tcs` and `tds`, and `reverses`, the kind a
//!   `refund_reversal` line takes back, so a statement can show each charge net of refunds.
//!   Reversals already posted are named from their entry keys (`refund:` reversed the sale
//!   credit, `refund-commission:` the commission).
//!
//! PostgreSQL replaces the kind check in place. SQLite cannot alter a check, so it rebuilds the
//! table as migration 7 did, indexes included.
//!
//! Undoing it forgets the charges: their lines and their reversals are deleted, and with them
//! the money they moved. It exists for development, to test the migrations before it.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

const ACCOUNTS: &str = "'pending', 'available', 'held', 'paid_out'";
const KINDS: &str = "'sale_credit', 'commission', 'commission_gst', 'tcs', 'tds', 'refund_reversal', \
                     'refund_window_closed', 'withdrawal_hold', 'withdrawal_paid', 'hold_released'";
const REVERSIBLE: &str = "'sale_credit', 'commission', 'commission_gst', 'tcs', 'tds'";

const POSTGRES: &[&str] = &[
    "ALTER TABLE ledger_lines DROP CONSTRAINT ledger_lines_kind_check",
    "ALTER TABLE ledger_lines ADD CONSTRAINT ledger_lines_kind_check CHECK (kind IN ({kinds}))",
    "ALTER TABLE ledger_lines ADD COLUMN reverses VARCHAR(24) NULL \
     CHECK (reverses IS NULL OR (kind = 'refund_reversal' AND reverses IN ({reversible})))",
];

const SQLITE: &[&str] = &[
    "CREATE TABLE ledger_lines_new (
        id {uuid} NOT NULL PRIMARY KEY,
        shop_id {uuid} NOT NULL REFERENCES shops (id) ON DELETE RESTRICT,
        account VARCHAR(16) NOT NULL CHECK (account IN ({accounts})),
        kind VARCHAR(24) NOT NULL CHECK (kind IN ({kinds})),
        reverses VARCHAR(24) NULL
            CHECK (reverses IS NULL OR (kind = 'refund_reversal' AND reverses IN ({reversible}))),
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
    "CREATE INDEX idx_ledger_order ON ledger_lines (order_id)",
];

const OLD_KINDS: &str = "'sale_credit', 'commission', 'refund_reversal', 'refund_window_closed', \
                         'withdrawal_hold', 'withdrawal_paid', 'hold_released'";

const DOWN_FIRST: &[&str] = &[
    "DELETE FROM ledger_lines WHERE kind IN ('commission_gst', 'tcs', 'tds') \
     OR reverses IN ('commission_gst', 'tcs', 'tds')",
    "ALTER TABLE order_returns DROP COLUMN tds_paise",
    "ALTER TABLE order_returns DROP COLUMN tcs_paise",
    "ALTER TABLE order_returns DROP COLUMN commission_gst_paise",
    "ALTER TABLE orders DROP COLUMN tds_rate_bp",
    "ALTER TABLE orders DROP COLUMN tcs_rate_bp",
    "ALTER TABLE orders DROP COLUMN commission_gst_rate_bp",
];

const POSTGRES_DOWN: &[&str] = &[
    "ALTER TABLE ledger_lines DROP COLUMN reverses",
    "ALTER TABLE ledger_lines DROP CONSTRAINT ledger_lines_kind_check",
    "ALTER TABLE ledger_lines ADD CONSTRAINT ledger_lines_kind_check CHECK (kind IN ({kinds}))",
];

const SQLITE_DOWN: &[&str] = &[
    "CREATE TABLE ledger_lines_old (
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
    "INSERT INTO ledger_lines_old (id, shop_id, account, kind, amount_paise, order_id, withdrawal_id, entry_key, created_at)
        SELECT id, shop_id, account, kind, amount_paise, order_id, withdrawal_id, entry_key, created_at FROM ledger_lines",
    "DROP TABLE ledger_lines",
    "ALTER TABLE ledger_lines_old RENAME TO ledger_lines",
    "CREATE INDEX idx_ledger_shop_account ON ledger_lines (shop_id, account)",
    "CREATE INDEX idx_ledger_shop_created ON ledger_lines (shop_id, created_at)",
    "CREATE INDEX idx_ledger_order ON ledger_lines (order_id)",
];

const BOTH: &[&str] = &[
    "UPDATE ledger_lines SET reverses = 'sale_credit' WHERE kind = 'refund_reversal' AND entry_key LIKE 'refund:%'",
    "UPDATE ledger_lines SET reverses = 'commission' WHERE kind = 'refund_reversal' \
     AND entry_key LIKE 'refund-commission:%'",
    "ALTER TABLE orders ADD COLUMN commission_gst_rate_bp BIGINT NOT NULL DEFAULT 1800 \
     CHECK (commission_gst_rate_bp BETWEEN 0 AND 10000)",
    "ALTER TABLE orders ADD COLUMN tcs_rate_bp BIGINT NOT NULL DEFAULT 50 CHECK (tcs_rate_bp BETWEEN 0 AND 10000)",
    "ALTER TABLE orders ADD COLUMN tds_rate_bp BIGINT NOT NULL DEFAULT 10 CHECK (tds_rate_bp BETWEEN 0 AND 10000)",
    "UPDATE orders SET tds_rate_bp = 500 WHERE shop_id IN \
     (SELECT id FROM shops WHERE (pan IS NULL OR pan = '') AND (gstin IS NULL OR gstin = ''))",
    "UPDATE orders SET commission_gst_rate_bp = 0, tcs_rate_bp = 0, tds_rate_bp = 0 WHERE delivered_at IS NOT NULL",
    "ALTER TABLE order_returns ADD COLUMN commission_gst_paise BIGINT NOT NULL DEFAULT 0",
    "ALTER TABLE order_returns ADD COLUMN tcs_paise BIGINT NOT NULL DEFAULT 0",
    "ALTER TABLE order_returns ADD COLUMN tds_paise BIGINT NOT NULL DEFAULT 0",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let own = match manager.get_database_backend() {
            DatabaseBackend::Postgres => POSTGRES,
            _ => SQLITE,
        };
        run(manager, [own, BOTH].concat(), KINDS).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let own = match manager.get_database_backend() {
            DatabaseBackend::Postgres => POSTGRES_DOWN,
            _ => SQLITE_DOWN,
        };
        run(manager, [DOWN_FIRST, own].concat(), OLD_KINDS).await
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}

async fn run(manager: &SchemaManager<'_>, statements: Vec<&'static str>, kinds: &str) -> Result<(), DbErr> {
    let (uuid, instant) = match manager.get_database_backend() {
        DatabaseBackend::Postgres => ("uuid", "timestamp with time zone"),
        _ => ("uuid_text", "timestamp_with_timezone_text"),
    };
    let db = manager.get_connection();
    for sql in statements {
        let sql = sql
            .replace("{uuid}", uuid)
            .replace("{instant}", instant)
            .replace("{accounts}", ACCOUNTS)
            .replace("{kinds}", kinds)
            .replace("{reversible}", REVERSIBLE);
        db.execute_unprepared(&sql).await?;
    }
    Ok(())
}
