//! The order store's background work: cancelling checkouts left unpaid and settling delivered
//! orders whose refund window has closed. Several servers may run both at once; each row is
//! claimed by one (`FOR UPDATE SKIP LOCKED` on PostgreSQL).

use anyhow::Context as _;
use kernel::{CheckoutId, Money, OrderId, ProductId, ShopId, Timestamp};
use orders::{Actor, OrderStatus, PaymentStatus, StatusChanged, StatusReason};
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseTransaction};

use super::SeaOrderStore;
use super::moves::{restock, unpaid_move};
use crate::db::begin_write;
use crate::ledger;
use crate::sql::{Sql, exec, money};

/// Cancels checkouts left unpaid, each claimed by one server (the port's `cancel_unpaid`).
#[tracing::instrument(skip_all)]
pub(super) async fn cancel_unpaid(
    store: &SeaOrderStore,
    placed_before: Timestamp,
    at: Timestamp,
    limit: u32,
) -> anyhow::Result<Vec<CheckoutId>> {
    let txn = begin_write(&store.db).await?;
    let mut due = Sql::new(
        "SELECT checkout_id FROM payments WHERE status = 'pending' AND method = 'razorpay' AND created_at < ",
    );
    due.bind(placed_before)
        .push(" ORDER BY created_at LIMIT ")
        .bind(i64::from(limit));
    if store.backend == DatabaseBackend::Postgres {
        // Several servers may run this task: each claims rows no other has locked.
        due.push(" FOR UPDATE SKIP LOCKED");
    }
    let checkouts: Vec<Uuid> = txn
        .query_all_raw(due.build(store.backend))
        .await?
        .iter()
        .map(|row| row.try_get("", "checkout_id"))
        .collect::<Result<_, _>>()?;
    for checkout in &checkouts {
        withdraw(
            &txn,
            store.backend,
            CheckoutId::from_uuid(*checkout),
            (Actor::System, None),
            at,
        )
        .await?;
    }
    txn.commit().await?;
    Ok(checkouts.into_iter().map(CheckoutId::from_uuid).collect())
}

/// Withdraws a checkout still awaiting its payment, by its shopper (the port's `withdraw_unpaid`).
#[tracing::instrument(skip_all, fields(checkout_id = %checkout))]
pub(super) async fn withdraw_unpaid(
    store: &SeaOrderStore,
    checkout: CheckoutId,
    by: Actor,
    reason: &StatusReason,
    at: Timestamp,
) -> anyhow::Result<StatusChanged> {
    let txn = begin_write(&store.db).await?;
    if !withdraw(&txn, store.backend, checkout, (by, Some(reason)), at).await? {
        txn.rollback().await?;
        return Ok(StatusChanged::Stale);
    }
    txn.commit().await?;
    Ok(StatusChanged::Applied)
}

/// Fails `checkout`'s pending online payment and cancels its orders still awaiting it, with
/// their stock back on the shelf and the coupon use given back; false (nothing written) when the
/// payment was no longer pending: paid, or withdrawn already.
async fn withdraw(
    txn: &DatabaseTransaction,
    backend: DatabaseBackend,
    checkout: CheckoutId,
    by: (Actor, Option<&StatusReason>),
    at: Timestamp,
) -> anyhow::Result<bool> {
    let mut failed = Sql::new("UPDATE payments SET status = 'failed', updated_at = ");
    failed
        .bind(at)
        .push(" WHERE checkout_id = ")
        .bind(checkout.as_uuid())
        .push(" AND status = 'pending' AND method = 'razorpay'");
    if exec(txn, failed).await? == 0 {
        return Ok(false);
    }
    let mut lines = Sql::new(
        "SELECT o.id, l.product_id, l.quantity FROM orders o JOIN order_lines l ON l.order_id = o.id \
         WHERE o.checkout_id = ",
    );
    lines
        .bind(checkout.as_uuid())
        .push(" AND o.status = ")
        .bind(OrderStatus::AwaitingPayment.as_str());
    let rows = txn.query_all_raw(lines.build(backend)).await?;
    let mut orders: Vec<Uuid> = Vec::new();
    for row in &rows {
        let order: Uuid = row.try_get("", "id")?;
        if !orders.contains(&order) {
            orders.push(order);
        }
        let qty: i64 = row.try_get("", "quantity")?;
        exec(
            txn,
            restock(
                ProductId::from_uuid(row.try_get("", "product_id")?),
                u32::try_from(qty).context("a stored quantity is out of range")?,
            ),
        )
        .await?;
    }
    for order in &orders {
        unpaid_move(
            txn,
            *order,
            OrderStatus::Cancelled,
            PaymentStatus::Failed,
            "cancelled_at",
            by,
            at,
        )
        .await?;
    }
    let cancelled: Vec<OrderId> = orders.iter().map(|id| OrderId::from_uuid(*id)).collect();
    super::moves::cancel_invoices(txn, backend, &cancelled, at).await?;
    crate::coupon_uses::release_if_spent(txn, checkout, at).await?;
    Ok(true)
}

/// Settles delivered orders past their refund window, each claimed by one server.
#[tracing::instrument(skip_all)]
/// Orders whose earnings may settle once their window closed: still Delivered; refunded in part
/// (Refund Success, the rest still paid for); or with a return turned down for good (declined by
/// the Admin, or rejected by the shop more than the escalation window before `at`). Not one with a
/// return open, nor settled already.
fn push_settleable(sql: &mut Sql, at: Timestamp) {
    let escalation_closed = at - chrono::Duration::days(orders::returns::ESCALATION_WINDOW_DAYS);
    sql.push("settled_at IS NULL AND (status = ")
        .bind(OrderStatus::Delivered.as_str())
        .push(" OR (payment_status = ")
        .bind(PaymentStatus::Succeeded.as_str())
        .push(" AND (status IN (")
        .bind(OrderStatus::RefundSuccess.as_str())
        .push(", ")
        .bind(OrderStatus::RefundDeclined.as_str())
        .push(") OR (status = ")
        .bind(OrderStatus::RefundRejected.as_str())
        .push(
            " AND NOT EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = orders.id \
             AND r.status = 'rejected' AND r.rejected_at >= ",
        )
        .bind(escalation_closed)
        .push(")))))");
}

pub(super) async fn settle_delivered(
    store: &SeaOrderStore,
    delivered_before: Timestamp,
    at: Timestamp,
    limit: u32,
) -> anyhow::Result<Vec<OrderId>> {
    let txn = begin_write(&store.db).await?;
    let mut due = Sql::new("SELECT id, shop_id FROM orders WHERE ");
    push_settleable(&mut due, at);
    due.push(" AND delivered_at < ")
        .bind(delivered_before)
        .push(" ORDER BY delivered_at LIMIT ")
        .bind(i64::from(limit));
    if store.backend == DatabaseBackend::Postgres {
        // Several servers may run this task: each claims rows no other has locked, and a
        // refund request for a claimed order waits, then finds it settled.
        due.push(" FOR UPDATE SKIP LOCKED");
    }
    let rows = txn.query_all_raw(due.build(store.backend)).await?;
    let mut settled = Vec::with_capacity(rows.len());
    for row in &rows {
        let order = OrderId::from_uuid(row.try_get("", "id")?);
        let shop = ShopId::from_uuid(row.try_get("", "shop_id")?);
        let mut mark = Sql::new("UPDATE orders SET settled_at = ");
        mark.bind(at)
            .push(" WHERE id = ")
            .bind(order.as_uuid())
            .push(" AND ");
        push_settleable(&mut mark, at);
        if exec(&txn, mark).await? == 0 {
            continue;
        }
        // What the order left in `pending`: its credit less commission. Zero for an order
        // credited to `available` before ADR 0011, which then has nothing to move.
        let mut pending = Sql::new(
            "SELECT CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) AS total FROM ledger_lines \
             WHERE account = 'pending' AND order_id = ",
        );
        pending.bind(order.as_uuid());
        let amount = match txn.query_one_raw(pending.build(store.backend)).await? {
            Some(row) => money(&row, "total")?,
            None => Money::ZERO,
        };
        if amount != Money::ZERO {
            for (account, signed, key) in [
                (
                    "pending",
                    amount.checked_neg()?,
                    format!("settle:{order}:pending"),
                ),
                ("available", amount, format!("settle:{order}:available")),
            ] {
                exec(
                    &txn,
                    ledger::post(ledger::order_line(
                        shop,
                        account,
                        "refund_window_closed",
                        signed,
                        order,
                        key,
                        at,
                    )),
                )
                .await?;
            }
        }
        settled.push(order);
    }
    txn.commit().await?;
    Ok(settled)
}
