//! When the shop says no to a return (docs/orders.md "Rejected returns"): the shop (or the Admin)
//! rejects the open return with a reason the shopper reads; the shopper may take it to the Admin
//! once, within 7 days; the Admin approves it (as any approval: `manage::approve_refund`) or
//! declines it for good. None of these moves money: the order's earnings stay in `pending` until
//! the return is decided for good and the windows have closed.

use chrono::Duration;
use kernel::{OrderId, Timestamp, UserId};

use crate::error::OrderError;
use crate::manage::{allowed, apply, visible_order};
use crate::order::{Actor, Order, StatusReason};
use crate::ports::{OrderStore, ReturnUpdate, StatusChange};
use crate::returns::{ESCALATION_WINDOW_DAYS, OrderReturn, ReturnStatus};
use crate::status::OrderStatus;

fn the_return(order: &Order, status: ReturnStatus) -> Result<&OrderReturn, OrderError> {
    order
        .returns
        .iter()
        .rev()
        .find(|r| r.status == status)
        .ok_or_else(|| anyhow::anyhow!("order {} has no {} return", order.id, status.as_str()).into())
}

async fn decide(
    store: &dyn OrderStore,
    order: &Order,
    actor: Actor,
    to: OrderStatus,
    (from, next): (ReturnStatus, ReturnStatus),
    reason: StatusReason,
    now: Timestamp,
) -> Result<Order, OrderError> {
    let ret = the_return(order, from)?;
    apply(
        store,
        StatusChange {
            return_update: Some(ReturnUpdate {
                id: ret.id,
                from,
                to: next,
                reason: reason.clone(),
            }),
            reason: Some(reason),
            ..StatusChange::new(order, to, actor, now)
        },
    )
    .await
}

/// The shop (or the Admin) rejects the open return, saying why.
pub async fn reject(
    store: &dyn OrderStore,
    actor: Actor,
    id: OrderId,
    reason: StatusReason,
    now: Timestamp,
) -> Result<Order, OrderError> {
    if !matches!(actor, Actor::Shop(_) | Actor::Admin(_)) {
        return Err(OrderError::NotFound);
    }
    let order = visible_order(store, actor, id).await?;
    let to = OrderStatus::RefundRejected;
    allowed(&order, actor, to)?;
    let steps = (ReturnStatus::Requested, ReturnStatus::Rejected);
    decide(store, &order, actor, to, steps, reason, now).await
}

/// Until when the shopper may escalate the order's rejected return.
#[must_use]
pub fn escalatable_until(order: &Order) -> Option<Timestamp> {
    if order.status != OrderStatus::RefundRejected {
        return None;
    }
    order
        .returns
        .iter()
        .rev()
        .find(|r| r.status == ReturnStatus::Rejected)
        .and_then(|r| r.rejection.as_ref())
        .map(|(_, at)| *at + Duration::days(ESCALATION_WINDOW_DAYS))
}

/// The shopper takes the rejected return to the Admin, once, within 7 days of the rejection.
pub async fn escalate(
    store: &dyn OrderStore,
    user: UserId,
    id: OrderId,
    reason: StatusReason,
    now: Timestamp,
) -> Result<Order, OrderError> {
    let actor = Actor::Shopper(user);
    let order = visible_order(store, actor, id).await?;
    let to = OrderStatus::RefundEscalated;
    allowed(&order, actor, to)?;
    let until = escalatable_until(&order)
        .ok_or_else(|| anyhow::anyhow!("order {} was rejected without a rejection", order.id))?;
    if now > until {
        return Err(OrderError::EscalationWindowClosed { until });
    }
    let steps = (ReturnStatus::Rejected, ReturnStatus::Escalated);
    decide(store, &order, actor, to, steps, reason, now).await
}

/// The Admin upholds the shop's rejection of an escalated return, for good.
pub async fn decline(
    store: &dyn OrderStore,
    actor: Actor,
    id: OrderId,
    reason: StatusReason,
    now: Timestamp,
) -> Result<Order, OrderError> {
    if !matches!(actor, Actor::Admin(_)) {
        return Err(OrderError::NotFound);
    }
    let order = visible_order(store, actor, id).await?;
    let to = OrderStatus::RefundDeclined;
    allowed(&order, actor, to)?;
    let steps = (ReturnStatus::Escalated, ReturnStatus::Declined);
    decide(store, &order, actor, to, steps, reason, now).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manage::tests::{at, order};
    use crate::moves::Refusal;
    use crate::ports::{MockOrderStore, StatusChanged};
    use crate::returns::{ReturnLine, ReturnReason};
    use kernel::ShopId;

    fn with_return(status: OrderStatus, ret: ReturnStatus, rejected: Option<Timestamp>) -> Order {
        let mut o = order(status, UserId::new(), ShopId::new());
        o.returns.push(OrderReturn {
            id: uuid::Uuid::new_v4(),
            number: 1,
            status: ret,
            lines: vec![ReturnLine { line: 0, qty: 1 }],
            reason: ReturnReason::Damaged,
            note: None,
            payout: None,
            figures: None,
            refund_status: None,
            requested_at: at(2),
            decided_at: rejected,
            rejection: rejected.map(|when| ("Returned worn".to_owned(), when)),
            escalation: None,
            declined_because: None,
            credit_note: None,
        });
        o
    }

    fn store_with(order: Order) -> MockOrderStore {
        let mut store = MockOrderStore::new();
        store.expect_find().returning(move |_| Ok(Some(order.clone())));
        store
    }

    fn because() -> StatusReason {
        StatusReason::parse("The tag was removed").unwrap()
    }

    #[tokio::test]
    async fn the_shop_rejects_the_open_return_with_its_reason_on_the_return_and_in_the_history() {
        let o = with_return(OrderStatus::ProcessingRefund, ReturnStatus::Requested, None);
        let (shop, ret) = (o.seller.id, o.returns[0].id);
        let mut store = store_with(o.clone());
        store
            .expect_change_status()
            .withf(move |change| {
                change.to == OrderStatus::RefundRejected
                    && change.reason == Some(because())
                    && change.return_update
                        == Some(ReturnUpdate {
                            id: ret,
                            from: ReturnStatus::Requested,
                            to: ReturnStatus::Rejected,
                            reason: because(),
                        })
            })
            .times(1)
            .returning(|_| Ok(StatusChanged::Applied));
        reject(&store, Actor::Shop(shop), o.id, because(), at(3))
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn the_shopper_escalates_within_seven_days_of_the_rejection_and_not_after() {
        let o = with_return(OrderStatus::RefundRejected, ReturnStatus::Rejected, Some(at(3)));
        let buyer = o.buyer.id;
        let mut store = store_with(o.clone());
        store
            .expect_change_status()
            .withf(|change| change.to == OrderStatus::RefundEscalated)
            .times(1)
            .returning(|_| Ok(StatusChanged::Applied));
        let edge = at(3) + Duration::days(7);
        escalate(&store, buyer, o.id, because(), edge).await.unwrap();
        let late = escalate(&store, buyer, o.id, because(), edge + Duration::seconds(1))
            .await
            .unwrap_err();
        assert!(
            matches!(late, OrderError::EscalationWindowClosed { .. }),
            "{late:?}"
        );
    }

    #[tokio::test]
    async fn only_the_admin_declines_and_an_escalated_return_is_escalated_once() {
        let o = with_return(OrderStatus::RefundEscalated, ReturnStatus::Escalated, Some(at(3)));
        let mut store = store_with(o.clone());
        store.expect_change_status().never();
        let shop = decline(&store, Actor::Shop(o.seller.id), o.id, because(), at(4))
            .await
            .unwrap_err();
        assert!(matches!(shop, OrderError::NotFound), "{shop:?}");
        let again = escalate(&store, o.buyer.id, o.id, because(), at(4))
            .await
            .unwrap_err();
        assert!(
            matches!(again, OrderError::NotAllowed(Refusal::NoSuchStep { .. })),
            "{again:?}"
        );
        let shop_approves =
            crate::manage::approve_refund(&store, None, Actor::Shop(o.seller.id), o.id, at(4))
                .await
                .unwrap_err();
        assert!(
            matches!(shop_approves, OrderError::NotAllowed(Refusal::NotTheirs { .. })),
            "the Admin decides an escalated return: {shop_approves:?}"
        );
    }
}
