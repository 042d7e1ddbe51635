//! Online payments (docs/orders.md "Payments"): the gateway order for the server's total, the
//! browser's confirmation, the provider's webhook, and cancelling what stays unpaid.

use chrono::Duration;
use kernel::{CheckoutId, Money, Timestamp, UserId};

use crate::error::OrderError;
use crate::order::{Order, PAYMENT_WINDOW_MINUTES, PaymentMethod, PaymentStatus};
use crate::ports::{CheckoutPayment, GatewayError, OrderStore, PaymentGateway, PaymentMarked, WebhookEvent};

/// The gateway order a shopper pays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GatewayOrder {
    pub provider_order_id: String,
    pub amount: Money,
}

async fn own_payment(
    store: &dyn OrderStore,
    user: UserId,
    checkout: CheckoutId,
) -> Result<CheckoutPayment, OrderError> {
    store
        .payment(checkout)
        .await?
        .filter(|p| p.user == user)
        .ok_or(OrderError::NotFound)
}

/// Creates (once) the gateway order for a checkout's total as the server computed it.
pub async fn start_online_payment(
    store: &dyn OrderStore,
    gateway: &dyn PaymentGateway,
    user: UserId,
    checkout: CheckoutId,
    now: Timestamp,
) -> Result<GatewayOrder, OrderError> {
    let payment = own_payment(store, user, checkout).await?;
    if payment.method != PaymentMethod::Razorpay || payment.status != PaymentStatus::Pending {
        return Err(OrderError::NotAwaitingPayment);
    }
    if now > payment.created_at + Duration::minutes(PAYMENT_WINDOW_MINUTES) {
        return Err(OrderError::NotAwaitingPayment);
    }
    let provider_order_id = match payment.provider_order_id {
        Some(existing) => existing,
        None => {
            let created = gateway
                .create_order(payment.amount, &checkout.to_string())
                .await
                .map_err(OrderError::Gateway)?;
            // Two concurrent calls may both create one; the first stored is the one used.
            store.set_provider_order(checkout, &created, now).await?
        }
    };
    Ok(GatewayOrder {
        provider_order_id,
        amount: payment.amount,
    })
}

/// The browser reports a payment: the signature must prove it for the gateway order the server
/// stored. Answers the checkout's orders; a second report changes nothing.
pub async fn confirm_payment(
    store: &dyn OrderStore,
    gateway: &dyn PaymentGateway,
    user: UserId,
    provider_order_id: &str,
    payment_id: &str,
    signature: &str,
    now: Timestamp,
) -> Result<Vec<Order>, OrderError> {
    let payment = store
        .payment_by_provider_order(provider_order_id)
        .await?
        .filter(|p| p.user == user)
        .ok_or(OrderError::NotFound)?;
    let stored_order_id = payment.provider_order_id.as_deref().unwrap_or_default();
    if !gateway.payment_signature_is_valid(stored_order_id, payment_id, signature) {
        return Err(OrderError::BadSignature);
    }
    if store.mark_paid(payment.checkout, payment_id, now).await? == PaymentMarked::NotPending {
        paid_too_late(store, gateway, &payment, payment_id).await?;
    }
    Ok(store.of_checkout(payment.checkout).await?)
}

/// The provider's webhook. A bad signature is refused; events for unknown orders and other
/// events are acknowledged and ignored; a replay changes nothing.
pub async fn handle_webhook(
    store: &dyn OrderStore,
    gateway: &dyn PaymentGateway,
    body: &[u8],
    signature: &str,
    now: Timestamp,
) -> Result<(), OrderError> {
    let event = gateway
        .read_webhook(body, signature)
        .map_err(|error| match error {
            GatewayError::BadSignature | GatewayError::Malformed => OrderError::BadSignature,
            other => OrderError::Gateway(other),
        })?;
    let WebhookEvent::Paid {
        provider_order_id,
        payment_id,
    } = event
    else {
        return Ok(());
    };
    let Some(payment) = store.payment_by_provider_order(&provider_order_id).await? else {
        tracing::warn!(%provider_order_id, "a payment webhook named an order Haat did not create");
        return Ok(());
    };
    if store.mark_paid(payment.checkout, &payment_id, now).await? == PaymentMarked::NotPending {
        paid_too_late(store, gateway, &payment, &payment_id).await?;
    }
    Ok(())
}

/// A payment arrived for a checkout that is no longer waiting. If it was cancelled (unpaid in
/// time), the money is returned at once; if it is already paid, this is a replay.
async fn paid_too_late(
    store: &dyn OrderStore,
    gateway: &dyn PaymentGateway,
    payment: &CheckoutPayment,
    payment_id: &str,
) -> Result<(), OrderError> {
    let current = store.payment(payment.checkout).await?;
    let cancelled = current.is_some_and(|p| p.status == PaymentStatus::Failed);
    if cancelled {
        tracing::warn!(checkout_id = %payment.checkout, "a payment arrived after its checkout was cancelled; refunding it");
        gateway
            .refund(payment_id, payment.amount, &format!("late-{}", payment.checkout))
            .await
            .map_err(OrderError::Gateway)?;
    }
    Ok(())
}

/// Cancels checkouts left unpaid past the payment window, releasing their stock.
pub async fn cancel_unpaid(store: &dyn OrderStore, now: Timestamp) -> anyhow::Result<usize> {
    let cutoff = now - Duration::minutes(PAYMENT_WINDOW_MINUTES);
    let mut cancelled = 0;
    loop {
        let batch = store.cancel_unpaid(cutoff, now, 100).await?;
        cancelled += batch.len();
        if batch.len() < 100 {
            return Ok(cancelled);
        }
    }
}
