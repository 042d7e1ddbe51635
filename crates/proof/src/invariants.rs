//! What must hold in the database whatever happened to the server (docs/security.md "Crash
//! safety"), read straight from the tables rather than through the API under test.

use std::collections::BTreeMap;

use sea_orm::DatabaseConnection;

use crate::database::{id_text, keyed, number};

/// For every product, its stock plus the units out with shoppers (in orders not cancelled, less
/// the units approved returns brought back): what it started with, and so the same before and
/// after any run (checkouts take stock, returns and cancellations give it back).
pub async fn stock_totals(db: &DatabaseConnection) -> anyhow::Result<BTreeMap<String, i64>> {
    let sql = format!(
        // PostgreSQL sums integers as NUMERIC; the cast reads back as a number on both.
        "SELECT {id}, CAST(p.stock \
           + COALESCE((SELECT SUM(l.quantity) FROM order_lines l JOIN orders o ON o.id = l.order_id \
               WHERE l.product_id = p.id AND o.status <> 'Cancelled'), 0) \
           - COALESCE((SELECT SUM(rl.quantity) FROM order_return_lines rl \
               JOIN order_returns r ON r.id = rl.return_id \
               JOIN order_lines l ON l.order_id = r.order_id AND l.position = rl.position \
               WHERE l.product_id = p.id AND r.status = 'approved'), 0) AS BIGINT) \
         FROM products p",
        id = id_text(db, "p.id")
    );
    Ok(keyed(db, &sql).await?.into_iter().collect())
}

/// Every broken invariant, described; empty when all hold.
pub async fn check(
    db: &DatabaseConnection,
    stock_before: &BTreeMap<String, i64>,
) -> anyhow::Result<Vec<String>> {
    let mut broken = Vec::new();
    let mut expect_zero = async |what: &str, sql: &str| -> anyhow::Result<()> {
        let n = number(db, sql).await?;
        if n != 0 {
            broken.push(format!("{what}: {n}"));
        }
        Ok(())
    };

    // Stock: nothing sold twice, nothing lost.
    let stock_after = stock_totals(db).await?;
    let changed: Vec<_> = stock_before
        .iter()
        .filter(|(id, total)| stock_after.get(*id) != Some(total))
        .map(|(id, total)| format!("{id}: {total} → {:?}", stock_after.get(id)))
        .collect();
    let mut problems = Vec::new();
    if !changed.is_empty() {
        problems.push(format!(
            "stock + units in live orders changed for {} products: {changed:?}",
            changed.len()
        ));
    }
    expect_zero(
        "products with negative stock",
        "SELECT COUNT(*) FROM products WHERE stock < 0",
    )
    .await?;

    // Orders are whole: lines, a history, a payment, and the history ends in the order's status.
    expect_zero(
        "orders without lines",
        "SELECT COUNT(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)",
    )
    .await?;
    expect_zero(
        "orders without history",
        "SELECT COUNT(*) FROM orders o WHERE NOT EXISTS \
         (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id)",
    )
    .await?;
    expect_zero(
        "orders whose status is not in their history",
        "SELECT COUNT(*) FROM orders o WHERE NOT EXISTS \
         (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id AND h.status = o.status)",
    )
    .await?;
    expect_zero(
        "checkouts without orders",
        "SELECT COUNT(*) FROM checkouts c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.checkout_id = c.id)",
    )
    .await?;
    expect_zero(
        "checkouts without a payment",
        "SELECT COUNT(*) FROM checkouts c WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.checkout_id = c.id)",
    )
    .await?;
    expect_zero(
        "orders whose lines do not add up to their subtotal",
        "SELECT COUNT(*) FROM orders o WHERE o.subtotal_paise <> \
         (SELECT SUM(l.line_total_paise) FROM order_lines l WHERE l.order_id = o.id)",
    )
    .await?;
    // One checkout per idempotency key, and a key for every checkout placed through the API
    // (the demo's history is loaded without keys).
    expect_zero(
        "checkouts claimed by more than one key",
        "SELECT COUNT(*) FROM (SELECT checkout_id FROM idempotency_keys GROUP BY checkout_id HAVING COUNT(*) > 1) d",
    )
    .await?;

    // The ledger: each delivered order credited once (and reversed once if refunded), each
    // withdrawal's lines matching its status, and no balance below zero.
    expect_zero(
        "delivered orders without their sale credit",
        "SELECT COUNT(*) FROM orders o WHERE o.delivered_at IS NOT NULL AND NOT EXISTS \
         (SELECT 1 FROM ledger_lines g WHERE g.order_id = o.id AND g.kind = 'sale_credit')",
    )
    .await?;
    expect_zero(
        "undelivered orders in the ledger",
        "SELECT COUNT(*) FROM orders o WHERE o.delivered_at IS NULL AND EXISTS \
         (SELECT 1 FROM ledger_lines g WHERE g.order_id = o.id)",
    )
    .await?;
    expect_zero(
        "orders refunded in full whose ledger lines do not cancel out",
        "SELECT COUNT(*) FROM orders o WHERE o.status = 'Refund Success' AND o.payment_status = 'refunded' \
         AND o.delivered_at IS NOT NULL \
         AND COALESCE((SELECT SUM(g.amount_paise) FROM ledger_lines g WHERE g.order_id = o.id), 0) <> 0",
    )
    .await?;
    expect_zero(
        "delivered orders not refunded in full with nothing credited",
        "SELECT COUNT(*) FROM orders o WHERE o.delivered_at IS NOT NULL AND o.payment_status <> 'refunded' \
         AND COALESCE((SELECT SUM(g.amount_paise) FROM ledger_lines g WHERE g.order_id = o.id), 0) <= 0",
    )
    .await?;
    // Returns (docs/orders.md "Returns"): no unit returned twice; the ledger reversed by exactly
    // what the approved returns say; their refunds never more than the order, and exactly the
    // order once every unit is back.
    expect_zero(
        "order lines returned more often than bought",
        "SELECT COUNT(*) FROM order_lines l WHERE l.quantity < (SELECT COALESCE(SUM(rl.quantity), 0) \
         FROM order_return_lines rl JOIN order_returns r ON r.id = rl.return_id \
         WHERE r.order_id = l.order_id AND rl.position = l.position)",
    )
    .await?;
    expect_zero(
        "orders with more than one return open",
        "SELECT COUNT(*) FROM (SELECT order_id FROM order_returns WHERE status = 'requested' \
         GROUP BY order_id HAVING COUNT(*) > 1) d",
    )
    .await?;
    expect_zero(
        "orders whose status disagrees with their open return",
        "SELECT COUNT(*) FROM orders o WHERE (o.status = 'Processing Refund') <> EXISTS \
         (SELECT 1 FROM order_returns r WHERE r.order_id = o.id AND r.status = 'requested')",
    )
    .await?;
    expect_zero(
        "orders whose refund reversals disagree with their approved returns",
        "SELECT COUNT(*) FROM orders o WHERE \
         COALESCE((SELECT SUM(g.amount_paise) FROM ledger_lines g WHERE g.order_id = o.id \
           AND g.kind = 'refund_reversal'), 0) <> \
         COALESCE((SELECT SUM(r.commission_paise + r.commission_gst_paise + r.tcs_paise + r.tds_paise \
           - r.sale_credit_paise) FROM order_returns r WHERE r.order_id = o.id AND r.status = 'approved'), 0)",
    )
    .await?;
    expect_zero(
        "orders whose approved returns refund more than the order",
        "SELECT COUNT(*) FROM orders o WHERE o.total_paise < (SELECT COALESCE(SUM(r.amount_paise), 0) \
         FROM order_returns r WHERE r.order_id = o.id AND r.status = 'approved')",
    )
    .await?;
    expect_zero(
        "orders refunded in full whose returns do not add up to the order",
        "SELECT COUNT(*) FROM orders o WHERE o.status = 'Refund Success' AND o.payment_status = 'refunded' \
         AND o.total_paise <> (SELECT COALESCE(SUM(r.amount_paise), 0) FROM order_returns r \
         WHERE r.order_id = o.id AND r.status = 'approved')",
    )
    .await?;
    expect_zero(
        "orders whose every unit is back but whose payment is not refunded",
        "SELECT COUNT(*) FROM orders o WHERE o.payment_status <> 'refunded' \
         AND (SELECT SUM(l.quantity) FROM order_lines l WHERE l.order_id = o.id) = \
         (SELECT COALESCE(SUM(rl.quantity), 0) FROM order_return_lines rl \
          JOIN order_returns r ON r.id = rl.return_id WHERE r.order_id = o.id AND r.status = 'approved')",
    )
    .await?;
    // The charges on a sale (docs/tax.md "The seller's money"): GST on the commission and TDS at
    // the rates fixed on the order, rounded half up; TCS only from a GST-registered shop; each
    // reversed at most as far as it was posted, and to nothing once every unit is back.
    let posted = |kind: &str| {
        format!(
            // PostgreSQL's SUM of BIGINT is NUMERIC, whose division does not truncate.
            "CAST(COALESCE((SELECT -SUM(g.amount_paise) FROM ledger_lines g WHERE g.order_id = o.id \
             AND g.kind = '{kind}'), 0) AS BIGINT)"
        )
    };
    expect_zero(
        "delivered orders whose GST on commission or TDS is not at the order's rates",
        &format!(
            "SELECT COUNT(*) FROM orders o WHERE o.delivered_at IS NOT NULL AND ({gst} <> \
             ({commission} * o.commission_gst_rate_bp + 5000) / 10000 OR {tds} <> \
             (-{sale} * o.tds_rate_bp + 5000) / 10000)",
            gst = posted("commission_gst"),
            commission = posted("commission"),
            tds = posted("tds"),
            sale = posted("sale_credit"),
        ),
    )
    .await?;
    expect_zero(
        "TCS from a shop that was not GST-registered, or above its rate",
        &format!(
            "SELECT COUNT(*) FROM orders o WHERE o.delivered_at IS NOT NULL AND ({tcs} < 0 \
             OR ({tcs} > 0 AND o.supplier_gstin IS NULL) \
             OR {tcs} > (-{sale} * o.tcs_rate_bp + 9999) / 10000 + 1)",
            tcs = posted("tcs"),
            sale = posted("sale_credit"),
        ),
    )
    .await?;
    for kind in ["sale_credit", "commission", "commission_gst", "tcs", "tds"] {
        let reversed = format!(
            "COALESCE((SELECT SUM(g.amount_paise) FROM ledger_lines g WHERE g.order_id = o.id \
             AND g.kind = 'refund_reversal' AND g.reverses = '{kind}'), 0)"
        );
        let posted = posted(kind);
        expect_zero(
            &format!("orders whose {kind} is reversed beyond what was posted"),
            &format!("SELECT COUNT(*) FROM orders o WHERE ABS({reversed}) > ABS({posted})"),
        )
        .await?;
        expect_zero(
            &format!("orders refunded in full whose {kind} is not reversed to nothing"),
            &format!(
                "SELECT COUNT(*) FROM orders o WHERE o.payment_status = 'refunded' \
                 AND o.delivered_at IS NOT NULL AND ABS({reversed}) <> ABS({posted})"
            ),
        )
        .await?;
    }
    // A cancelled invoiced order's invoice is cancelled by a credit note, and no other order has
    // one (docs/tax.md "Credit notes").
    expect_zero(
        "cancelled invoiced orders without a credit note, or other orders with one",
        "SELECT COUNT(*) FROM orders WHERE (status = 'Cancelled' AND invoice_number IS NOT NULL \
         AND cancellation_credit_note IS NULL) OR (status <> 'Cancelled' AND cancellation_credit_note IS NOT NULL)",
    )
    .await?;
    // The TCS report's figures (docs/tax.md "TCS report"): every TCS line and its reversals
    // record the supply they were collected on, and the bases returned never exceed the base
    // delivered, and equal it once every unit is back.
    expect_zero(
        "TCS lines that do not record their supply's base and regime",
        "SELECT COUNT(*) FROM ledger_lines WHERE COALESCE(reverses, kind) = 'tcs' \
         AND (tax_base_paise IS NULL OR supply_regime IS NULL)",
    )
    .await?;
    let base = |kind: &str| {
        format!(
            "CAST(COALESCE((SELECT SUM(g.tax_base_paise) FROM ledger_lines g WHERE g.order_id = o.id \
             AND g.kind = '{kind}' AND COALESCE(g.reverses, g.kind) = 'tcs'), 0) AS BIGINT)"
        )
    };
    expect_zero(
        "orders whose TCS base returned exceeds the base delivered, or falls short once all is back",
        &format!(
            "SELECT COUNT(*) FROM orders o WHERE {returned} > {delivered} \
             OR (o.payment_status = 'refunded' AND o.delivered_at IS NOT NULL AND {returned} <> {delivered})",
            returned = base("refund_reversal"),
            delivered = base("tcs"),
        ),
    )
    .await?;
    // Credit notes (docs/tax.md "Credit notes"): one for each approved return of an invoiced
    // order, and none for any other.
    expect_zero(
        "approved returns of invoiced orders without a credit note",
        "SELECT COUNT(*) FROM order_returns r JOIN orders o ON o.id = r.order_id WHERE r.status = 'approved' \
         AND o.invoice_number IS NOT NULL AND NOT EXISTS (SELECT 1 FROM credit_notes c WHERE c.return_id = r.id)",
    )
    .await?;
    expect_zero(
        "credit notes of returns not approved",
        "SELECT COUNT(*) FROM credit_notes c JOIN order_returns r ON r.id = c.return_id WHERE r.status <> 'approved'",
    )
    .await?;
    // Cancellations: nothing credited, and a captured payment is on its way back.
    expect_zero(
        "cancelled orders in the ledger",
        "SELECT COUNT(*) FROM orders o WHERE o.status = 'Cancelled' AND EXISTS \
         (SELECT 1 FROM ledger_lines g WHERE g.order_id = o.id)",
    )
    .await?;
    expect_zero(
        "cancelled orders paid online without a refund",
        "SELECT COUNT(*) FROM orders o WHERE o.status = 'Cancelled' AND o.payment_status = 'refunded' \
         AND NOT EXISTS (SELECT 1 FROM payment_refunds f WHERE f.order_id = o.id AND f.amount_paise = o.total_paise)",
    )
    .await?;
    // Earnings wait in `pending` until the refund window closes (ADR 0011): a settled order has
    // moved all of it to `available` and was never refunded afterwards; an unsettled one has
    // moved nothing.
    expect_zero(
        "settled orders refunded afterwards",
        "SELECT COUNT(*) FROM orders o WHERE o.settled_at IS NOT NULL AND (o.status NOT IN \
         ('Delivered', 'Refund Success', 'Refund Rejected', 'Refund Declined') OR o.payment_status = 'refunded' OR EXISTS \
         (SELECT 1 FROM order_returns r WHERE r.order_id = o.id AND r.status = 'requested'))",
    )
    .await?;
    expect_zero(
        "settled orders with money left in pending",
        "SELECT COUNT(*) FROM orders o WHERE o.settled_at IS NOT NULL AND COALESCE((SELECT SUM(g.amount_paise) \
         FROM ledger_lines g WHERE g.order_id = o.id AND g.account = 'pending'), 0) <> 0",
    )
    .await?;
    expect_zero(
        "unsettled orders moved to available",
        "SELECT COUNT(*) FROM orders o WHERE o.settled_at IS NULL AND EXISTS \
         (SELECT 1 FROM ledger_lines g WHERE g.order_id = o.id AND g.kind = 'refund_window_closed')",
    )
    .await?;
    for (status, available, held, paid_out) in [
        ("pending", "-w.amount_paise", "w.amount_paise", "0"),
        ("paid", "-w.amount_paise", "0", "w.amount_paise"),
        ("rejected", "0", "0", "0"),
    ] {
        let sum = |account: &str| {
            format!(
                "COALESCE((SELECT SUM(g.amount_paise) FROM ledger_lines g \
                 WHERE g.withdrawal_id = w.id AND g.account = '{account}'), 0)"
            )
        };
        expect_zero(
            &format!("{status} withdrawals whose ledger lines disagree"),
            &format!(
                "SELECT COUNT(*) FROM withdrawals w WHERE w.status = '{status}' AND \
                 ({} <> {available} OR {} <> {held} OR {} <> {paid_out})",
                sum("available"),
                sum("held"),
                sum("paid_out")
            ),
        )
        .await?;
    }
    expect_zero(
        "shops with a negative balance in some account",
        "SELECT COUNT(*) FROM (SELECT shop_id, account FROM ledger_lines GROUP BY shop_id, account \
         HAVING SUM(amount_paise) < 0) d",
    )
    .await?;

    // Email written with its cause is never lost: one per decided withdrawal, one per
    // newsletter subscriber.
    expect_zero(
        "paid withdrawals without their email",
        "SELECT (SELECT COUNT(*) FROM withdrawals WHERE status = 'paid') - \
         (SELECT COUNT(*) FROM outbox_emails WHERE subject LIKE 'Your withdrawal of % has been paid')",
    )
    .await?;
    expect_zero(
        "rejected withdrawals without their email",
        "SELECT (SELECT COUNT(*) FROM withdrawals WHERE status = 'rejected') - \
         (SELECT COUNT(*) FROM outbox_emails WHERE subject LIKE 'Your withdrawal of % was not approved')",
    )
    .await?;
    expect_zero(
        "newsletter subscribers without their coupon email",
        "SELECT (SELECT COUNT(*) FROM newsletter_subscribers) - \
         (SELECT COUNT(*) FROM outbox_emails WHERE subject LIKE 'Your % off coupon: %')",
    )
    .await?;
    // Notices (docs/notifications.md): each event told once, with everything it should say. A
    // history row marked told after it happened was told (one marked at its own time was closed
    // silently: before the feature, or seen too late); an account that made no email choices is
    // emailed every notice it gets, but for new messages, which only the bell tells
    // (docs/messages.md).
    expect_zero(
        "events emailed twice",
        "SELECT COUNT(*) FROM (SELECT event_key FROM outbox_emails WHERE event_key IS NOT NULL \
         GROUP BY event_key HAVING COUNT(*) > 1) d",
    )
    .await?;
    expect_zero(
        "placed orders told without the shop's new-order notice",
        "SELECT COUNT(*) FROM order_status_history h WHERE h.status = 'Processing' \
         AND h.notified_at > h.created_at AND NOT EXISTS (SELECT 1 FROM notifications n \
         WHERE n.kind = 'new-order' AND n.subject_id = h.order_id)",
    )
    .await?;
    expect_zero(
        "placed orders told without the shopper's confirmation",
        "SELECT COUNT(*) FROM order_status_history h JOIN orders o ON o.id = h.order_id \
         WHERE h.status = 'Processing' AND h.notified_at > h.created_at AND NOT EXISTS \
         (SELECT 1 FROM notifications n WHERE n.kind = 'order-placed' AND n.subject_id = o.checkout_id)",
    )
    .await?;
    expect_zero(
        "notices to accounts with the default choices that were not emailed",
        "SELECT COUNT(*) FROM notifications n WHERE n.kind <> 'message' AND NOT EXISTS \
         (SELECT 1 FROM email_preferences p WHERE p.recipient_kind = n.recipient_kind \
         AND p.recipient_id = n.recipient_id) \
         AND NOT EXISTS (SELECT 1 FROM outbox_emails e WHERE e.event_key = n.event_key)",
    )
    .await?;
    // Messages (docs/messages.md): a conversation's count is its messages, and no side has read
    // past it.
    expect_zero(
        "conversations whose message count is not their messages",
        "SELECT COUNT(*) FROM conversations c WHERE c.message_count <> \
         (SELECT COUNT(*) FROM conversation_messages m WHERE m.conversation_id = c.id)",
    )
    .await?;
    expect_zero(
        "conversations read past their last message",
        "SELECT COUNT(*) FROM conversations WHERE user_read > message_count OR shop_read > message_count",
    )
    .await?;
    problems.append(&mut broken);
    Ok(problems)
}

/// Waits up to `within` for every order event to be told; the number still untold after.
pub async fn untold_after(db: &DatabaseConnection, within: std::time::Duration) -> anyhow::Result<i64> {
    let deadline = std::time::Instant::now() + within;
    loop {
        let untold = number(
            db,
            "SELECT COUNT(*) FROM order_status_history WHERE notified_at IS NULL",
        )
        .await?;
        if untold == 0 || std::time::Instant::now() > deadline {
            return Ok(untold);
        }
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
    }
}
