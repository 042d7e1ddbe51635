//! Cancelling an order before it leaves the shop (docs/orders.md "Cancelling an order").
//!
//! The shopper may cancel while the order is Processing, or withdraw a checkout still awaiting
//! its online payment; the shop (or the Admin) may cancel while it is Processing. Each gives a
//! reason, kept in the history for the other side to read. Cancelling puts the stock back, gives
//! back the coupon use once no order it discounted is left, and refunds an online payment through
//! the gateway. Nothing was credited to the shop before delivery, so its ledger is untouched.

use kernel::{OrderId, Timestamp};

use crate::error::OrderError;
use crate::manage::{allowed, apply, refund_online, visible_order};
use crate::order::{Actor, Order, PaymentMethod, PaymentStatus, StatusReason};
use crate::ports::{Cancellation, OrderStore, PaymentGateway, RefundOf, StatusChange, StatusChanged};
use crate::status::OrderStatus;

/// `actor` cancels order `id` for `reason`; answers the order as it now is.
///
/// An order awaiting its online payment shares that payment with the other orders of its
/// checkout, so withdrawing it withdraws them all, as the unpaid-order task would.
///
/// # Errors
/// [`OrderError::NotFound`] for an order the actor cannot see; [`OrderError::NotAllowed`] once it
/// has left the shop (or for a shop withdrawing an unpaid checkout);
/// [`OrderError::ChangedMeanwhile`] when someone moved it first.
pub async fn cancel(
    store: &dyn OrderStore,
    gateway: Option<&dyn PaymentGateway>,
    actor: Actor,
    id: OrderId,
    reason: StatusReason,
    now: Timestamp,
) -> Result<Order, OrderError> {
    let order = visible_order(store, actor, id).await?;
    let to = OrderStatus::Cancelled;
    allowed(&order, actor, to)?;

    if order.status == OrderStatus::AwaitingPayment {
        if store.withdraw_unpaid(order.checkout, actor, &reason, now).await? == StatusChanged::Stale {
            return Err(OrderError::ChangedMeanwhile);
        }
        return store.find(id).await?.ok_or(OrderError::NotFound);
    }

    let paid_online =
        order.payment_method == PaymentMethod::Razorpay && order.payment_status == PaymentStatus::Succeeded;
    let cancellation = Cancellation {
        restock: order.lines.iter().map(|l| (l.product, l.qty)).collect(),
        refund: paid_online.then_some(order.total),
    };
    let cancelled = apply(
        store,
        StatusChange {
            cancellation: Some(cancellation),
            reason: Some(reason),
            ..StatusChange::new(&order, to, actor, now)
        },
    )
    .await?;
    if paid_online {
        refund_online(
            store,
            gateway,
            &cancelled,
            RefundOf::Cancellation(cancelled.id),
            cancelled.total,
            now,
        )
        .await?;
    }
    Ok(cancelled)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::Refusal;
    use crate::order::OrderLine;
    use crate::ports::{CheckoutPayment, MockOrderStore, MockPaymentGateway, RefundStatus};
    use kernel::{Money, ProductId, Rate, ShopId, UserId};

    fn now() -> Timestamp {
        crate::manage::tests::at(27)
    }

    fn reason() -> StatusReason {
        StatusReason::parse("out_of_stock").unwrap()
    }

    /// An order of two kurtas, paid as asked.
    fn order(status: OrderStatus, method: PaymentMethod, payment: PaymentStatus) -> Order {
        let mut order = crate::manage::tests::order(status, UserId::new(), ShopId::new());
        order.payment_method = method;
        order.payment_status = payment;
        order.lines = vec![OrderLine {
            product: ProductId::new(),
            name: "Kurta".into(),
            image: None,
            unit_price: Money::from_paise(49_900),
            qty: 2,
            size: Some("M".into()),
            colour: None,
            is_event: false,
            total: Money::from_paise(99_800),
            discount: Money::ZERO,
            tax: None,
            commission_rate: Rate::from_percent(10).unwrap(),
        }];
        order.subtotal = Money::from_paise(99_800);
        order.shipping = Money::from_paise(4_990);
        order.discount = Money::ZERO;
        order.shop_discount = Money::ZERO;
        order.total = Money::from_paise(104_790);
        order
    }

    fn store_with(order: &Order) -> MockOrderStore {
        let mut store = MockOrderStore::new();
        let found = order.clone();
        store.expect_find().returning(move |_| Ok(Some(found.clone())));
        store
    }

    #[tokio::test]
    async fn the_shopper_cancels_a_cod_order_its_stock_goes_back_and_nothing_is_refunded() {
        let order = order(
            OrderStatus::Processing,
            PaymentMethod::Cod,
            PaymentStatus::Pending,
        );
        let product = order.lines[0].product;
        let mut store = store_with(&order);
        store
            .expect_change_status()
            .withf(move |change| {
                change.to == OrderStatus::Cancelled
                    && change.cancellation
                        == Some(Cancellation {
                            restock: vec![(product, 2)],
                            refund: None,
                        })
                    && change.reason.as_ref().map(StatusReason::as_str) == Some("out_of_stock")
                    && change.delivery.is_none()
                    && change.refund.is_none()
            })
            .times(1)
            .returning(|_| Ok(StatusChanged::Applied));
        store.expect_payment().never();
        cancel(
            &store,
            None,
            Actor::Shopper(order.buyer.id),
            order.id,
            reason(),
            now(),
        )
        .await
        .unwrap();
    }

    #[tokio::test]
    async fn the_shop_cancels_a_paid_online_order_and_the_gateway_refunds_its_total() {
        let order = order(
            OrderStatus::Processing,
            PaymentMethod::Razorpay,
            PaymentStatus::Succeeded,
        );
        let mut store = store_with(&order);
        store
            .expect_change_status()
            .withf(|change| {
                change
                    .cancellation
                    .as_ref()
                    .is_some_and(|c| c.refund == Some(Money::from_paise(104_790)))
            })
            .times(1)
            .returning(|_| Ok(StatusChanged::Applied));
        let checkout = order.checkout;
        let user = order.buyer.id;
        store.expect_payment().returning(move |_| {
            Ok(Some(CheckoutPayment {
                checkout,
                user,
                method: PaymentMethod::Razorpay,
                status: PaymentStatus::Succeeded,
                amount: Money::from_paise(104_790),
                provider_order_id: Some("order_1".into()),
                provider_payment_id: Some("pay_1".into()),
                created_at: now(),
            }))
        });
        store
            .expect_refund_settled()
            .withf(|_, status, id, _| *status == RefundStatus::Succeeded && id.as_deref() == Some("rfnd_1"))
            .times(1)
            .returning(|_, _, _, _| Ok(()));
        let mut gateway = MockPaymentGateway::new();
        gateway
            .expect_refund()
            .withf(|payment, amount, _| payment == "pay_1" && *amount == Money::from_paise(104_790))
            .times(1)
            .returning(|_, _, _| Ok("rfnd_1".into()));
        cancel(
            &store,
            Some(&gateway),
            Actor::Shop(order.seller.id),
            order.id,
            reason(),
            now(),
        )
        .await
        .unwrap();
    }

    #[tokio::test]
    async fn an_order_that_left_the_shop_is_not_cancelled() {
        let order = order(OrderStatus::Shipping, PaymentMethod::Cod, PaymentStatus::Pending);
        let mut store = store_with(&order);
        store.expect_change_status().never();
        for actor in [Actor::Shopper(order.buyer.id), Actor::Shop(order.seller.id)] {
            let error = cancel(&store, None, actor, order.id, reason(), now())
                .await
                .unwrap_err();
            assert!(
                matches!(error, OrderError::NotAllowed(Refusal::NoSuchStep { .. })),
                "{error:?}"
            );
        }
    }

    #[tokio::test]
    async fn the_shopper_withdraws_an_unpaid_checkout_but_the_shop_may_not() {
        let order = order(
            OrderStatus::AwaitingPayment,
            PaymentMethod::Razorpay,
            PaymentStatus::Pending,
        );
        let mut store = store_with(&order);
        let checkout = order.checkout;
        let buyer = order.buyer.id;
        store
            .expect_withdraw_unpaid()
            .withf(move |c, by, reason, _| {
                *c == checkout && *by == Actor::Shopper(buyer) && reason.as_str() == "out_of_stock"
            })
            .times(1)
            .returning(|_, _, _, _| Ok(StatusChanged::Applied));
        store.expect_change_status().never();
        cancel(&store, None, Actor::Shopper(buyer), order.id, reason(), now())
            .await
            .unwrap();
        let error = cancel(
            &store,
            None,
            Actor::Shop(order.seller.id),
            order.id,
            reason(),
            now(),
        )
        .await
        .unwrap_err();
        assert!(
            matches!(error, OrderError::NotAllowed(Refusal::NotTheirs { .. })),
            "{error:?}"
        );
    }

    #[tokio::test]
    async fn nobody_cancels_an_order_they_cannot_see() {
        let order = order(
            OrderStatus::Processing,
            PaymentMethod::Cod,
            PaymentStatus::Pending,
        );
        let mut store = store_with(&order);
        store.expect_change_status().never();
        for actor in [Actor::Shopper(UserId::new()), Actor::Shop(ShopId::new())] {
            let error = cancel(&store, None, actor, order.id, reason(), now())
                .await
                .unwrap_err();
            assert!(matches!(error, OrderError::NotFound), "{error:?}");
        }
    }

    #[test]
    fn a_reason_is_three_to_five_hundred_characters_without_control_characters() {
        assert!(StatusReason::parse("  ab ").is_none());
        assert_eq!(StatusReason::parse(" abc ").unwrap().as_str(), "abc");
        assert!(StatusReason::parse(&"x".repeat(500)).is_some());
        assert!(StatusReason::parse(&"x".repeat(501)).is_none());
        assert!(StatusReason::parse("bad\u{0}reason").is_none());
        assert!(StatusReason::parse("two\nlines").is_some());
    }
}
