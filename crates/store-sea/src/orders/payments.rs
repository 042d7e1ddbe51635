//! Online payments: the checkout's payment record, the gateway's order id, and a verified
//! payment moving its orders on.

use anyhow::anyhow;
use kernel::{CheckoutId, Timestamp, UserId};
use orders::{Actor, CheckoutPayment, OrderStatus, PaymentMarked, PaymentMethod, PaymentStatus};
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, QueryResult};

use super::SeaOrderStore;
use super::moves::unpaid_move;
use crate::db::begin_write;
use crate::sql::{Sql, exec, money};

pub(super) fn payment_of(row: &QueryResult) -> anyhow::Result<CheckoutPayment> {
    let method: String = row.try_get("", "method")?;
    let status: String = row.try_get("", "status")?;
    Ok(CheckoutPayment {
        checkout: CheckoutId::from_uuid(row.try_get("", "checkout_id")?),
        user: UserId::from_uuid(row.try_get("", "user_id")?),
        method: PaymentMethod::parse(&method).ok_or_else(|| anyhow!("unknown payment method {method}"))?,
        // A checkout's payment has more states than an order's (`partially_refunded`); the use
        // cases only ask whether it is pending, succeeded or failed.
        status: PaymentStatus::parse(&status).unwrap_or(PaymentStatus::Refunded),
        amount: money(row, "amount_paise")?,
        provider_order_id: row.try_get("", "provider_order_id")?,
        provider_payment_id: row.try_get("", "provider_payment_id")?,
        created_at: row.try_get("", "created_at")?,
    })
}

pub(super) const PAYMENT_SELECT: &str = "SELECT p.checkout_id, c.user_id, p.method, p.status, p.amount_paise, \
    p.provider_order_id, p.provider_payment_id, p.created_at FROM payments p \
    JOIN checkouts c ON c.id = p.checkout_id WHERE ";

pub(super) async fn payment(
    store: &SeaOrderStore,
    checkout: CheckoutId,
) -> anyhow::Result<Option<CheckoutPayment>> {
    let mut select = Sql::new(PAYMENT_SELECT);
    select.push("p.checkout_id = ").bind(checkout.as_uuid());
    store.rows(select).await?.first().map(payment_of).transpose()
}

pub(super) async fn payment_by_provider_order(
    store: &SeaOrderStore,
    provider_order_id: &str,
) -> anyhow::Result<Option<CheckoutPayment>> {
    let mut select = Sql::new(PAYMENT_SELECT);
    select
        .push("p.provider_order_id = ")
        .bind(provider_order_id.to_owned());
    store.rows(select).await?.first().map(payment_of).transpose()
}

/// Stores the gateway's order id unless one is stored already; answers the stored one.
pub(super) async fn set_provider_order(
    store: &SeaOrderStore,
    checkout: CheckoutId,
    provider_order_id: &str,
    at: Timestamp,
) -> anyhow::Result<String> {
    let mut update = Sql::new("UPDATE payments SET provider_order_id = ");
    update
        .bind(provider_order_id.to_owned())
        .push(", updated_at = ")
        .bind(at)
        .push(" WHERE checkout_id = ")
        .bind(checkout.as_uuid())
        .push(" AND provider_order_id IS NULL");
    store.db.execute_raw(update.build(store.backend)).await?;
    payment(store, checkout)
        .await?
        .and_then(|p| p.provider_order_id)
        .ok_or_else(|| anyhow!("a checkout's gateway order was not stored"))
}

/// Marks the checkout's payment succeeded and its orders Processing, once.
#[tracing::instrument(skip_all, fields(checkout_id = %checkout))]
pub(super) async fn mark_paid(
    store: &SeaOrderStore,
    checkout: CheckoutId,
    provider_payment_id: &str,
    at: Timestamp,
) -> anyhow::Result<PaymentMarked> {
    let txn = begin_write(&store.db).await?;
    let mut paid = Sql::new("UPDATE payments SET status = 'succeeded', provider_payment_id = ");
    paid.bind(provider_payment_id.to_owned())
        .push(", paid_at = ")
        .bind(at)
        .push(", updated_at = ")
        .bind(at)
        .push(" WHERE checkout_id = ")
        .bind(checkout.as_uuid())
        .push(" AND status = 'pending'");
    if exec(&txn, paid).await? == 0 {
        txn.rollback().await?;
        return Ok(PaymentMarked::NotPending);
    }
    let mut awaiting = Sql::new("SELECT id FROM orders WHERE checkout_id = ");
    awaiting
        .bind(checkout.as_uuid())
        .push(" AND status = ")
        .bind(OrderStatus::AwaitingPayment.as_str());
    let orders: Vec<Uuid> = txn
        .query_all_raw(awaiting.build(store.backend))
        .await?
        .iter()
        .map(|row| row.try_get("", "id"))
        .collect::<Result<_, _>>()?;
    for order in orders {
        unpaid_move(
            &txn,
            order,
            OrderStatus::Processing,
            PaymentStatus::Succeeded,
            "paid_at",
            (Actor::System, None),
            at,
        )
        .await?;
    }
    txn.commit().await?;
    Ok(PaymentMarked::Paid)
}
