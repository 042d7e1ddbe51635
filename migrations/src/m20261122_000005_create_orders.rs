//! Checkout and orders: checkouts, orders with their lines and status history, payments and
//! refunds, idempotency keys, coupons, and the shop ledger with the withdrawals it refers to
//! (docs/data-model.md, docs/orders.md).
//!
//! The catalogue release created a first `orders`/`order_lines` shape that only reviews read. No
//! call could create an order before this release, so those tables are replaced, not altered
//! (SQLite cannot add constraints to an existing table).

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

#[derive(DeriveMigrationName)]
pub struct Migration;

const STATUSES: &str = "'Awaiting payment', 'Processing', 'Transferred to delivery partner', 'Shipping', \
                        'On the way', 'Delivered', 'Processing Refund', 'Refund Success', 'Cancelled'";

const TABLES: &[&str] = &[
    "DROP TABLE order_lines",
    "DROP TABLE orders",
    "CREATE TABLE coupons (
        id {uuid} NOT NULL PRIMARY KEY,
        shop_id {uuid} NULL REFERENCES shops (id) ON DELETE RESTRICT,
        code VARCHAR(32) NOT NULL,
        percent BIGINT NOT NULL CHECK (percent BETWEEN 1 AND 100),
        min_amount_paise BIGINT NULL CHECK (min_amount_paise >= 0),
        max_discount_paise BIGINT NULL CHECK (max_discount_paise >= 0),
        product_id {uuid} NULL REFERENCES products (id) ON DELETE RESTRICT,
        expires_at {instant} NULL,
        created_at {instant} NOT NULL,
        deleted_at {instant} NULL
    )",
    "CREATE UNIQUE INDEX idx_coupons_live_code ON coupons (code) WHERE deleted_at IS NULL",
    "CREATE INDEX idx_coupons_shop ON coupons (shop_id)",
    "CREATE TABLE checkouts (
        id {uuid} NOT NULL PRIMARY KEY,
        user_id {uuid} NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        payment_method VARCHAR(16) NOT NULL CHECK (payment_method IN ('cod', 'razorpay')),
        subtotal_paise BIGINT NOT NULL CHECK (subtotal_paise >= 0),
        shipping_paise BIGINT NOT NULL CHECK (shipping_paise >= 0),
        discount_paise BIGINT NOT NULL CHECK (discount_paise >= 0),
        total_paise BIGINT NOT NULL CHECK (total_paise >= 0),
        coupon_code VARCHAR(32) NULL,
        created_at {instant} NOT NULL,
        CHECK (total_paise = subtotal_paise + shipping_paise - discount_paise)
    )",
    "CREATE INDEX idx_checkouts_user ON checkouts (user_id, created_at)",
    "CREATE TABLE orders (
        id {uuid} NOT NULL PRIMARY KEY,
        checkout_id {uuid} NOT NULL REFERENCES checkouts (id) ON DELETE RESTRICT,
        user_id {uuid} NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        shop_id {uuid} NOT NULL REFERENCES shops (id) ON DELETE RESTRICT,
        status VARCHAR(64) NOT NULL CHECK (status IN ({statuses})),
        payment_method VARCHAR(16) NOT NULL CHECK (payment_method IN ('cod', 'razorpay')),
        payment_status VARCHAR(16) NOT NULL CHECK (payment_status IN ('pending', 'succeeded', 'refunded', 'failed')),
        ship_name VARCHAR(80) NOT NULL,
        ship_phone VARCHAR(16) NOT NULL,
        address1 VARCHAR(255) NOT NULL,
        address2 VARCHAR(255) NULL,
        city VARCHAR(80) NOT NULL,
        state VARCHAR(80) NOT NULL,
        country VARCHAR(40) NOT NULL,
        zip_code VARCHAR(8) NOT NULL,
        subtotal_paise BIGINT NOT NULL CHECK (subtotal_paise >= 0),
        shipping_paise BIGINT NOT NULL CHECK (shipping_paise >= 0),
        discount_paise BIGINT NOT NULL CHECK (discount_paise >= 0),
        shop_discount_paise BIGINT NOT NULL CHECK (shop_discount_paise >= 0 AND shop_discount_paise <= discount_paise),
        total_paise BIGINT NOT NULL CHECK (total_paise >= 0),
        coupon_id {uuid} NULL REFERENCES coupons (id) ON DELETE RESTRICT,
        coupon_code VARCHAR(32) NULL,
        commission_rate_bp BIGINT NOT NULL CHECK (commission_rate_bp BETWEEN 0 AND 10000),
        paid_at {instant} NULL,
        delivered_at {instant} NULL,
        refund_requested_at {instant} NULL,
        refunded_at {instant} NULL,
        cancelled_at {instant} NULL,
        created_at {instant} NOT NULL,
        updated_at {instant} NOT NULL,
        CHECK (total_paise = subtotal_paise + shipping_paise - discount_paise)
    )",
    "CREATE INDEX idx_orders_user ON orders (user_id, created_at)",
    "CREATE INDEX idx_orders_shop ON orders (shop_id, created_at)",
    "CREATE INDEX idx_orders_status ON orders (status, created_at)",
    "CREATE INDEX idx_orders_checkout ON orders (checkout_id)",
    "CREATE TABLE order_lines (
        order_id {uuid} NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        position BIGINT NOT NULL CHECK (position >= 0),
        product_id {uuid} NOT NULL REFERENCES products (id) ON DELETE RESTRICT,
        name VARCHAR(255) NOT NULL,
        image_key VARCHAR(255) NULL,
        size VARCHAR(32) NULL,
        colour_name VARCHAR(64) NULL,
        is_event BOOLEAN NOT NULL,
        unit_price_paise BIGINT NOT NULL CHECK (unit_price_paise >= 0),
        quantity BIGINT NOT NULL CHECK (quantity BETWEEN 1 AND 1000),
        line_total_paise BIGINT NOT NULL CHECK (line_total_paise = unit_price_paise * quantity),
        discount_paise BIGINT NOT NULL CHECK (discount_paise >= 0 AND discount_paise <= line_total_paise),
        PRIMARY KEY (order_id, position)
    )",
    "CREATE INDEX idx_order_lines_product ON order_lines (product_id)",
    "CREATE TABLE order_status_history (
        id {uuid} NOT NULL PRIMARY KEY,
        order_id {uuid} NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        status VARCHAR(64) NOT NULL CHECK (status IN ({statuses})),
        actor_kind VARCHAR(16) NOT NULL CHECK (actor_kind IN ('user', 'shop', 'admin', 'system')),
        actor_id {uuid} NULL,
        created_at {instant} NOT NULL
    )",
    "CREATE INDEX idx_order_history_order ON order_status_history (order_id, created_at)",
    "CREATE TABLE payments (
        id {uuid} NOT NULL PRIMARY KEY,
        checkout_id {uuid} NOT NULL UNIQUE REFERENCES checkouts (id) ON DELETE RESTRICT,
        method VARCHAR(16) NOT NULL CHECK (method IN ('cod', 'razorpay')),
        status VARCHAR(24) NOT NULL
            CHECK (status IN ('pending', 'succeeded', 'failed', 'refunded', 'partially_refunded')),
        amount_paise BIGINT NOT NULL CHECK (amount_paise >= 0),
        provider_order_id VARCHAR(64) NULL UNIQUE,
        provider_payment_id VARCHAR(64) NULL UNIQUE,
        paid_at {instant} NULL,
        created_at {instant} NOT NULL,
        updated_at {instant} NOT NULL
    )",
    "CREATE INDEX idx_payments_status ON payments (status, created_at)",
    "CREATE TABLE payment_refunds (
        id {uuid} NOT NULL PRIMARY KEY,
        order_id {uuid} NOT NULL UNIQUE REFERENCES orders (id) ON DELETE RESTRICT,
        payment_id {uuid} NOT NULL REFERENCES payments (id) ON DELETE RESTRICT,
        amount_paise BIGINT NOT NULL CHECK (amount_paise >= 0),
        provider_refund_id VARCHAR(64) NULL UNIQUE,
        status VARCHAR(16) NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'manual')),
        created_at {instant} NOT NULL,
        updated_at {instant} NOT NULL
    )",
    "CREATE TABLE idempotency_keys (
        user_id {uuid} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        key VARCHAR(100) NOT NULL,
        request_hash VARCHAR(64) NOT NULL,
        checkout_id {uuid} NOT NULL REFERENCES checkouts (id) ON DELETE CASCADE,
        created_at {instant} NOT NULL,
        PRIMARY KEY (user_id, key)
    )",
    "CREATE TABLE withdrawals (
        id {uuid} NOT NULL PRIMARY KEY,
        shop_id {uuid} NOT NULL REFERENCES shops (id) ON DELETE RESTRICT,
        amount_paise BIGINT NOT NULL CHECK (amount_paise >= 100000),
        status VARCHAR(16) NOT NULL CHECK (status IN ('pending', 'paid', 'rejected')),
        payout_snapshot TEXT NOT NULL,
        reject_reason TEXT NULL,
        decided_by {uuid} NULL REFERENCES users (id) ON DELETE RESTRICT,
        decided_at {instant} NULL,
        created_at {instant} NOT NULL
    )",
    "CREATE INDEX idx_withdrawals_shop ON withdrawals (shop_id, created_at)",
    "CREATE INDEX idx_withdrawals_status ON withdrawals (status, created_at)",
    "CREATE TABLE ledger_lines (
        id {uuid} NOT NULL PRIMARY KEY,
        shop_id {uuid} NOT NULL REFERENCES shops (id) ON DELETE RESTRICT,
        account VARCHAR(16) NOT NULL CHECK (account IN ('available', 'held', 'paid_out')),
        kind VARCHAR(24) NOT NULL CHECK (kind IN ('sale_credit', 'commission', 'refund_reversal',
            'withdrawal_hold', 'withdrawal_paid', 'hold_released')),
        amount_paise BIGINT NOT NULL,
        order_id {uuid} NULL REFERENCES orders (id) ON DELETE RESTRICT,
        withdrawal_id {uuid} NULL REFERENCES withdrawals (id) ON DELETE RESTRICT,
        entry_key VARCHAR(128) NOT NULL UNIQUE,
        created_at {instant} NOT NULL
    )",
    "CREATE INDEX idx_ledger_shop_account ON ledger_lines (shop_id, account)",
    "CREATE INDEX idx_ledger_shop_created ON ledger_lines (shop_id, created_at)",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let (uuid, instant) = match manager.get_database_backend() {
            DatabaseBackend::Postgres => ("uuid", "timestamp with time zone"),
            _ => ("uuid_text", "timestamp_with_timezone_text"),
        };
        let db = manager.get_connection();
        for sql in TABLES {
            let sql = sql
                .replace("{uuid}", uuid)
                .replace("{instant}", instant)
                .replace("{statuses}", STATUSES);
            db.execute_unprepared(&sql).await?;
        }
        Ok(())
    }

    async fn down(&self, _manager: &SchemaManager) -> Result<(), DbErr> {
        Err(DbErr::Migration(
            "the orders migration is not reversible; restore a backup instead".to_owned(),
        ))
    }

    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }
}
