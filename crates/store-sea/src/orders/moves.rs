//! Status changes with their effects, each in one transaction and guarded by the status and
//! payment status they were decided on (`orders::moves`): delivery credits the shop, a return
//! is kept with its request, its approval puts its units back and reverses their credit, and Haat's own moves leave "Awaiting payment".

use kernel::{CheckoutId, Money, OrderId, ProductId, Timestamp};
use orders::{
    Actor, OrderStatus, PaymentStatus, RefundOf, RefundStatus, StatusChange, StatusChanged, StatusReason,
};
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, DatabaseTransaction};

use super::{SeaOrderStore, returns, series};
use crate::db::begin_write;
use crate::ledger;
use crate::sql::{Sql, exec};

pub(super) fn history_insert(
    order: OrderId,
    status: OrderStatus,
    by: Actor,
    reason: Option<&StatusReason>,
    at: Timestamp,
) -> Sql {
    let mut sql = Sql::new(
        "INSERT INTO order_status_history (id, order_id, status, actor_kind, actor_id, reason, created_at) VALUES (",
    );
    sql.bind(Uuid::new_v4())
        .push(", ")
        .bind(order.as_uuid())
        .push(", ")
        .bind(status.as_str())
        .push(", ")
        .bind(by.kind())
        .push(", ")
        .bind(by.id())
        .push(", ")
        .bind(reason.map(|r| r.as_str().to_owned()))
        .push(", ")
        .bind(at)
        .push(")");
    sql
}

/// An order leaves "Awaiting payment" (a payment confirmed, an unpaid checkout cancelled by Haat
/// or withdrawn by its shopper): its status, its share of the payment, the instant column that
/// records the step, and the history entry. An order no longer awaiting payment is left as it is.
pub(super) async fn unpaid_move(
    txn: &DatabaseTransaction,
    order: Uuid,
    to: OrderStatus,
    payment_status: PaymentStatus,
    instant_column: &str,
    (by, reason): (Actor, Option<&StatusReason>),
    at: Timestamp,
) -> Result<(), sea_orm::DbErr> {
    let mut update = Sql::new("UPDATE orders SET status = ");
    update
        .bind(to.as_str())
        .push(", payment_status = ")
        .bind(payment_status.as_str())
        .push(", ")
        .push(instant_column)
        .push(" = ")
        .bind(at)
        .push(", updated_at = ")
        .bind(at)
        .push(" WHERE id = ")
        .bind(order)
        // Only an order still awaiting its payment moves this way (orders::moves).
        .push(" AND status = ")
        .bind(OrderStatus::AwaitingPayment.as_str());
    if exec(txn, update).await? == 0 {
        return Ok(());
    }
    exec(txn, history_insert(OrderId::from_uuid(order), to, by, reason, at)).await?;
    Ok(())
}

/// Puts `qty` back on the shelf; `sold_out` never drops below zero.
pub(super) fn restock(product: ProductId, qty: u32) -> Sql {
    let qty = i64::from(qty);
    let mut sql = Sql::new("UPDATE products SET stock = stock + ");
    sql.bind(qty)
        .push(", sold_out = CASE WHEN sold_out >= ")
        .bind(qty)
        .push(" THEN sold_out - ")
        .bind(qty)
        .push(" ELSE 0 END WHERE id = ")
        .bind(product.as_uuid());
    sql
}

/// Records `amount` of `order`'s payment to be (or being) paid back.
fn refund_record(order: OrderId, amount: Money, status: RefundStatus, at: Timestamp) -> Sql {
    let mut record = Sql::new(
        "INSERT INTO payment_refunds (id, order_id, payment_id, amount_paise, status, created_at, updated_at) \
         SELECT ",
    );
    record
        .bind(Uuid::new_v4())
        .push(", ")
        .bind(order.as_uuid())
        .push(", p.id, ")
        .bind(amount.paise())
        .push(", ")
        .bind(status.as_str())
        .push(", ")
        .bind(at)
        .push(", ")
        .bind(at)
        .push(" FROM payments p JOIN orders o ON o.checkout_id = p.checkout_id WHERE o.id = ")
        .bind(order.as_uuid());
    record
}

/// Applies a status change and its effects in one transaction (the port's `change_status`).
#[tracing::instrument(skip_all, fields(order_id = %change.order, to = %change.to))]
pub(super) async fn change_status(
    store: &SeaOrderStore,
    change: &StatusChange,
) -> anyhow::Result<StatusChanged> {
    let txn = begin_write(&store.db).await?;
    let at = change.at;
    let mut update = Sql::new("UPDATE orders SET status = ");
    update.bind(change.to.as_str()).push(", updated_at = ").bind(at);
    match change.to {
        OrderStatus::Delivered => {
            update.push(", delivered_at = ").bind(at);
        }
        OrderStatus::ProcessingRefund => {
            update.push(", refund_requested_at = ").bind(at);
        }
        OrderStatus::RefundSuccess => {
            update.push(", refunded_at = ").bind(at);
            // A return of some units leaves the rest paid for.
            if change.refund.as_ref().is_some_and(|r| r.whole) {
                update.push(", payment_status = 'refunded'");
            }
        }
        OrderStatus::Cancelled => {
            update.push(", cancelled_at = ").bind(at);
            if change.cancellation.as_ref().is_some_and(|c| c.refund.is_some()) {
                update.push(", payment_status = 'refunded'");
            }
        }
        _ => {}
    }
    if let Some(shipment) = &change.shipment {
        update
            .push(", courier = ")
            .bind(shipment.courier.as_str())
            .push(", tracking_number = ")
            .bind(shipment.tracking_number.as_str())
            .push(", expected_delivery = ")
            .bind(shipment.expected_delivery.format("%Y-%m-%d").to_string());
    }
    if change.delivery.is_some_and(|d| d.mark_paid) {
        update.push(", payment_status = 'succeeded', paid_at = ").bind(at);
    }
    update
        .push(" WHERE id = ")
        .bind(change.order.as_uuid())
        .push(" AND status = ")
        .bind(change.from.as_str())
        .push(" AND payment_status = ")
        .bind(change.payment.as_str());
    if change.to == OrderStatus::ProcessingRefund {
        // Once settled, the order's earnings may already have been withdrawn: no refund can
        // be asked, however the clocks of two servers disagree about the window's end.
        update.push(" AND settled_at IS NULL");
    }
    if exec(&txn, update).await? == 0 {
        txn.rollback().await?;
        return Ok(StatusChanged::Stale);
    }
    exec(
        &txn,
        history_insert(change.order, change.to, change.by, change.reason.as_ref(), at),
    )
    .await?;

    if let Some(delivery) = change.delivery {
        let order = change.order;
        // Earnings wait in `pending` until the refund window closes (ADR 0011): the sale as a
        // credit, each charge on it as a debit. The sale and the commission are posted even
        // when zero, as they always were; a charge the supply does not bear is left out.
        for (kind, figure) in delivery.earnings.lines() {
            if figure.is_zero() && !matches!(kind, "sale_credit" | "commission") {
                continue;
            }
            let (signed, key) = if kind == "sale_credit" {
                (figure, format!("sale:{order}"))
            } else {
                (
                    figure.checked_neg()?,
                    format!("{}:{order}", kind.replace('_', "-")),
                )
            };
            exec(
                &txn,
                ledger::post(
                    ledger::order_line(delivery.shop, "pending", kind, signed, order, key, at)
                        .with_supply(delivery.tcs.filter(|_| kind == "tcs")),
                ),
            )
            .await?;
        }
        if delivery.mark_paid {
            // The checkout's payment is whole once every one of its orders is paid.
            let mut paid = Sql::new("UPDATE payments SET status = 'succeeded', paid_at = ");
            paid.bind(at)
                .push(", updated_at = ")
                .bind(at)
                .push(
                    " WHERE status = 'pending' AND checkout_id = (SELECT checkout_id FROM orders WHERE id = ",
                )
                .bind(order.as_uuid())
                .push(
                    ") AND NOT EXISTS (SELECT 1 FROM orders x WHERE x.checkout_id = payments.checkout_id \
                       AND x.payment_status <> 'succeeded')",
                );
            exec(&txn, paid).await?;
        }
    }

    if let Some(return_update) = &change.return_update
        && exec(&txn, returns::update(return_update, at)).await? == 0
    {
        // Decided meanwhile.
        txn.rollback().await?;
        return Ok(StatusChanged::Stale);
    }
    if let Some(new_return) = &change.new_return {
        for statement in returns::insert(change.order, new_return, at) {
            exec(&txn, statement).await?;
        }
    }
    if let Some(refund) = &change.refund {
        let order = change.order;
        if exec(&txn, returns::approve(refund, at)).await? == 0 {
            // Someone else decided it meanwhile.
            txn.rollback().await?;
            return Ok(StatusChanged::Stale);
        }
        issue_credit_note(&txn, store, refund, order, at).await?;
        for (product, qty) in &refund.restock {
            exec(&txn, restock(*product, *qty)).await?;
        }
        // Reversed from the account the credit went to: `pending` for every order delivered
        // since ADR 0011, `available` for one credited before it.
        let mut credited = Sql::new("SELECT account FROM ledger_lines WHERE entry_key = ");
        credited.bind(format!("sale:{order}"));
        let account = match txn.query_one_raw(credited.build(store.backend)).await? {
            Some(row) if row.try_get::<String>("", "account")? == "available" => "available",
            _ => "pending",
        };
        let number = refund.number;
        // Each line of the delivery taken back in the proportion the returned units carry: the
        // sale out of the shop's account, each charge back into it.
        for (reverses, figure) in refund.figures.earnings().lines() {
            if figure.is_zero() {
                continue;
            }
            let (amount, key) = match reverses {
                "sale_credit" => (figure.checked_neg()?, format!("refund:{order}:{number}")),
                other => (
                    figure,
                    format!("refund-{}:{order}:{number}", other.replace('_', "-")),
                ),
            };
            exec(
                &txn,
                ledger::post(
                    ledger::reversal_line(refund.shop, account, reverses, amount, order, key, at)
                        .with_supply(refund.tcs.filter(|_| reverses == "tcs")),
                ),
            )
            .await?;
        }
        if !refund.products_back.is_empty() {
            // A review lives only as long as a purchase that allows it (docs/catalog.md "Reviews").
            crate::reviews::hide_refunded(&txn, change.order, &refund.products_back, at).await?;
        }
    }
    if let Some(cancellation) = &change.cancellation {
        for (product, qty) in &cancellation.restock {
            exec(&txn, restock(*product, *qty)).await?;
        }
        cancel_invoices(&txn, store.backend, &[change.order], at).await?;
        if let Some(amount) = cancellation.refund {
            exec(
                &txn,
                refund_record(change.order, amount, RefundStatus::Pending, at),
            )
            .await?;
        }
    }
    let whole_refund = change.refund.as_ref().is_some_and(|r| r.whole);
    if whole_refund || change.to == OrderStatus::Cancelled {
        let mut checkout = Sql::new("SELECT checkout_id FROM orders WHERE id = ");
        checkout.bind(change.order.as_uuid());
        if let Some(row) = txn.query_one_raw(checkout.build(store.backend)).await? {
            let checkout = CheckoutId::from_uuid(row.try_get("", "checkout_id")?);
            crate::coupon_uses::release_if_spent(&txn, checkout, at).await?;
        }
    }
    txn.commit().await?;
    Ok(StatusChanged::Applied)
}

/// Records how the gateway answered a refund: a cancellation's (`payment_refunds`) or a return's.
pub(super) async fn refund_settled(
    store: &SeaOrderStore,
    refund: RefundOf,
    status: RefundStatus,
    provider_refund_id: Option<String>,
    at: Timestamp,
) -> anyhow::Result<()> {
    let txn = begin_write(&store.db).await?;
    let update = match refund {
        RefundOf::Cancellation(order) => {
            let mut update = Sql::new("UPDATE payment_refunds SET status = ");
            update
                .bind(status.as_str())
                .push(", provider_refund_id = ")
                .bind(provider_refund_id)
                .push(", updated_at = ")
                .bind(at)
                .push(" WHERE order_id = ")
                .bind(order.as_uuid());
            update
        }
        RefundOf::Return { id, .. } => returns::refund_settled(id, status, provider_refund_id, at),
    };
    exec(&txn, update).await?;
    if status == RefundStatus::Succeeded {
        // Whole once every order of the checkout is cancelled or refunded in full.
        let mut payment = Sql::new(
            "UPDATE payments SET status = CASE WHEN NOT EXISTS (SELECT 1 FROM orders x \
             WHERE x.checkout_id = payments.checkout_id AND x.status <> 'Cancelled' \
             AND x.payment_status <> 'refunded') \
             THEN 'refunded' ELSE 'partially_refunded' END, updated_at = ",
        );
        payment
            .bind(at)
            .push(" WHERE checkout_id = (SELECT checkout_id FROM orders WHERE id = ")
            .bind(refund.order().as_uuid())
            .push(")");
        exec(&txn, payment).await?;
    }
    txn.commit().await?;
    Ok(())
}

/// The approved return's credit note, numbered next in the shop's `CN` series for the financial
/// year, in the approval's transaction (docs/tax.md "Credit notes"). An order placed before
/// invoices has no invoice to credit, so it gets none.
/// Invoiced orders' cancellation credits each whole invoice: the next number of its shop's
/// credit-note series, kept on the order (docs/tax.md "Credit notes"). Shops take their numbers
/// in shop-id order, as placing does, so two transactions never wait on each other.
pub(super) async fn cancel_invoices(
    txn: &DatabaseTransaction,
    backend: sea_orm::DatabaseBackend,
    orders: &[OrderId],
    at: Timestamp,
) -> anyhow::Result<()> {
    let mut invoiced: Vec<(sea_orm::prelude::Uuid, OrderId)> = Vec::new();
    for order in orders {
        let mut select = Sql::new("SELECT shop_id FROM orders WHERE invoice_number IS NOT NULL AND id = ");
        select.bind(order.as_uuid());
        if let Some(row) = txn.query_one_raw(select.build(backend)).await? {
            invoiced.push((row.try_get("", "shop_id")?, *order));
        }
    }
    invoiced.sort_by_key(|(shop, order)| (*shop, order.as_uuid()));
    for (shop, order) in invoiced {
        let number = series::next_number(
            txn,
            kernel::ShopId::from_uuid(shop),
            orders::tax::Series::CreditNote,
            orders::tax::FinancialYear::at(at),
        )
        .await?;
        let mut update = Sql::new("UPDATE orders SET cancellation_credit_note = ");
        update
            .bind(number.as_str())
            .push(", cancellation_credit_note_at = ")
            .bind(at)
            .push(" WHERE id = ")
            .bind(order.as_uuid());
        exec(txn, update).await?;
    }
    Ok(())
}

async fn issue_credit_note(
    txn: &DatabaseTransaction,
    store: &SeaOrderStore,
    refund: &orders::RefundApproval,
    order: OrderId,
    at: Timestamp,
) -> anyhow::Result<()> {
    let mut invoiced = Sql::new("SELECT invoice_number FROM orders WHERE id = ");
    invoiced.bind(order.as_uuid());
    let invoiced = match txn.query_one_raw(invoiced.build(store.backend)).await? {
        Some(row) => row.try_get::<Option<String>>("", "invoice_number")?.is_some(),
        None => false,
    };
    if !invoiced {
        return Ok(());
    }
    let number = series::next_number(
        txn,
        refund.shop,
        orders::tax::Series::CreditNote,
        orders::tax::FinancialYear::at(at),
    )
    .await?;
    let mut insert = Sql::new("INSERT INTO credit_notes (return_id, shop_id, number, issued_at) VALUES (");
    insert
        .bind(refund.return_id)
        .push(", ")
        .bind(refund.shop.as_uuid())
        .push(", ")
        .bind(number.as_str())
        .push(", ")
        .bind(at)
        .push(")");
    exec(txn, insert).await?;
    Ok(())
}
