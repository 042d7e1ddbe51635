//! Moving orders along: the shop's delivery steps, the shopper's refund request, and the refund's
//! approval by the shop or the Admin.

use kernel::{Money, OrderId, ProductId, Timestamp, UserId};

use crate::error::OrderError;
use crate::moves::{self, Mover, Payment, Refusal};
use crate::order::{Actor, Order, PaymentMethod};
use crate::ports::{
    Delivery, NewReturn, OrderStore, PaymentGateway, RefundApproval, RefundOf, RefundStatus, StatusChange,
    StatusChanged,
};
use crate::returns::{self, ReturnError, ReturnReason, ReturnRequest, ReturnStatus, Shares};
use crate::shipment::Shipment;
use crate::status::OrderStatus;

/// The order `actor` may see, or [`OrderError::NotFound`].
pub async fn visible_order(store: &dyn OrderStore, actor: Actor, id: OrderId) -> Result<Order, OrderError> {
    store
        .find(id)
        .await?
        .filter(|order| order.is_visible_to(actor))
        .ok_or(OrderError::NotFound)
}

/// Whether `actor` may move `order` to `to` now (the rules of [`moves`]).
pub(crate) fn allowed(order: &Order, actor: Actor, to: OrderStatus) -> Result<(), OrderError> {
    let mover = Mover::of(actor).ok_or(OrderError::NotFound)?;
    moves::check(order.status, to, Payment::of(order), mover).map_err(OrderError::NotAllowed)
}

pub(crate) async fn apply(store: &dyn OrderStore, change: StatusChange) -> Result<Order, OrderError> {
    if store.change_status(&change).await? == StatusChanged::Stale {
        return Err(OrderError::ChangedMeanwhile);
    }
    store.find(change.order).await?.ok_or(OrderError::NotFound)
}

/// The shop (or the Admin) moves an order along the delivery path. Delivered also marks a COD
/// order paid and credits the shop, once. An order awaiting its online payment cannot be moved,
/// and an online order whose payment was not captured is never delivered ([`moves`]). Handing it
/// to a courier ("Transferred to delivery partner") needs the `shipment`, which the order keeps;
/// with any other step it is ignored.
pub async fn update_status(
    store: &dyn OrderStore,
    actor: Actor,
    id: OrderId,
    next: OrderStatus,
    shipment: Option<Shipment>,
    now: Timestamp,
) -> Result<Order, OrderError> {
    if !matches!(actor, Actor::Shop(_) | Actor::Admin(_)) {
        return Err(OrderError::NotFound);
    }
    let order = visible_order(store, actor, id).await?;
    // The refund steps and cancelling have their own paths; this call walks the delivery path.
    if !OrderStatus::DELIVERY_PATH.contains(&next) {
        return Err(OrderError::NotAllowed(Refusal::NoSuchStep {
            from: order.status,
            to: next,
        }));
    }
    allowed(&order, actor, next)?;
    let shipment = if next == OrderStatus::TransferredToDeliveryPartner {
        Some(shipment.ok_or(OrderError::ShipmentRequired)?)
    } else {
        None
    };
    let delivery = if next == OrderStatus::Delivered {
        let shares = Shares::of(&order).map_err(anyhow::Error::from)?;
        let all = shares.all_units();
        Some(Delivery {
            shop: order.seller.id,
            mark_paid: order.payment_method == PaymentMethod::Cod,
            earnings: shares.earnings_of(&all).map_err(anyhow::Error::from)?,
            tcs: shares.tcs_supply_of(&all).map_err(anyhow::Error::from)?,
        })
    } else {
        None
    };
    apply(
        store,
        StatusChange {
            delivery,
            shipment,
            ..StatusChange::new(&order, next, actor, now)
        },
    )
    .await
}

/// The shopper asks to return units of a delivered order (or more of one refunded in part),
/// within the refund window: the lines and quantities, why, and for cash on delivery where the
/// refund is paid.
pub async fn request_refund(
    store: &dyn OrderStore,
    user: UserId,
    id: OrderId,
    request: ReturnRequest,
    now: Timestamp,
) -> Result<Order, OrderError> {
    let actor = Actor::Shopper(user);
    let order = visible_order(store, actor, id).await?;
    let to = OrderStatus::ProcessingRefund;
    allowed(&order, actor, to)?;
    let Some(until) = order.refundable_until() else {
        return Err(OrderError::NotAllowed(Refusal::NoSuchStep {
            from: order.status,
            to,
        }));
    };
    if now > until {
        return Err(OrderError::RefundWindowClosed { until });
    }
    let more = returns::check_lines(&order, &request.lines)?;
    if request.reason == ReturnReason::Other && request.note.is_none() {
        return Err(ReturnError::NoteRequired.into());
    }
    let request = match order.payment_method {
        PaymentMethod::Cod if request.payout.is_none() => return Err(ReturnError::PayoutRequired.into()),
        PaymentMethod::Cod => request,
        // Refunded to the card or account it was paid from.
        PaymentMethod::Razorpay => ReturnRequest {
            payout: None,
            ..request
        },
    };
    let before = returns::units_in(&order, |r| r.status == ReturnStatus::Approved);
    let figures = Shares::of(&order)
        .and_then(|shares| shares.figures(&before, &more))
        .map_err(anyhow::Error::from)?;
    let new_return = NewReturn {
        id: uuid::Uuid::new_v4(),
        number: u32::try_from(order.returns.len())
            .unwrap_or(u32::MAX)
            .saturating_add(1),
        request,
        figures,
    };
    apply(
        store,
        StatusChange {
            new_return: Some(new_return),
            ..StatusChange::new(&order, to, actor, now)
        },
    )
    .await
}

/// The shop or the Admin approves the open return (only the Admin one the shopper escalated): its
/// units back on the shelf, their share of the credit reversed, their share of the payment
/// refunded.
pub async fn approve_refund(
    store: &dyn OrderStore,
    gateway: Option<&dyn PaymentGateway>,
    actor: Actor,
    id: OrderId,
    now: Timestamp,
) -> Result<Order, OrderError> {
    if !matches!(actor, Actor::Shop(_) | Actor::Admin(_)) {
        return Err(OrderError::NotFound);
    }
    let order = visible_order(store, actor, id).await?;
    let to = OrderStatus::RefundSuccess;
    allowed(&order, actor, to)?;
    let open = order
        .returns
        .iter()
        .rev()
        .find(|r| r.status.is_open())
        .ok_or_else(|| anyhow::anyhow!("order {} awaits a refund but has no open return", order.id))?;
    let more = returns::units_in(&order, |r| r.id == open.id);
    let before = returns::units_in(&order, |r| r.status == ReturnStatus::Approved);
    // Reckoned again from what is approved now: the same figures the request showed, since
    // returns are decided one at a time, in the order they were asked.
    let shares = Shares::of(&order).map_err(anyhow::Error::from)?;
    let figures = shares.figures(&before, &more).map_err(anyhow::Error::from)?;
    let tcs = shares.tcs_returned(&before, &more).map_err(anyhow::Error::from)?;
    let kept = |product: ProductId| {
        order
            .lines
            .iter()
            .enumerate()
            .any(|(i, l)| l.product == product && before[i] + more[i] < l.qty)
    };
    let mut products_back: Vec<ProductId> = Vec::new();
    for (i, line) in order.lines.iter().enumerate() {
        if more[i] > 0 && !kept(line.product) && !products_back.contains(&line.product) {
            products_back.push(line.product);
        }
    }
    let online = order.payment_method == PaymentMethod::Razorpay;
    let refund = RefundApproval {
        shop: order.seller.id,
        return_id: open.id,
        number: open.number,
        restock: order
            .lines
            .iter()
            .zip(&more)
            .filter(|(_, qty)| **qty > 0)
            .map(|(l, qty)| (l.product, *qty))
            .collect(),
        figures,
        tcs,
        refund_status: if online {
            RefundStatus::Pending
        } else {
            RefundStatus::Manual
        },
        whole: order
            .lines
            .iter()
            .enumerate()
            .all(|(i, l)| before[i] + more[i] >= l.qty),
        products_back,
    };
    let target = RefundOf::Return {
        order: order.id,
        id: open.id,
    };
    let approved = apply(
        store,
        StatusChange {
            refund: Some(refund),
            ..StatusChange::new(&order, to, actor, now)
        },
    )
    .await?;
    if !online {
        return Ok(approved);
    }
    refund_online(store, gateway, &approved, target, figures.amount, now).await?;
    // Answered with how the gateway answered.
    store.find(id).await?.ok_or(OrderError::NotFound)
}

/// Asks the gateway to refund `amount` of an approved return or a cancellation of an online
/// order. The change is already committed, so a gateway failure is recorded (`failed`) for the
/// operator rather than undoing it.
pub(crate) async fn refund_online(
    store: &dyn OrderStore,
    gateway: Option<&dyn PaymentGateway>,
    order: &Order,
    target: RefundOf,
    amount: Money,
    now: Timestamp,
) -> Result<(), OrderError> {
    let payment = store.payment(order.checkout).await?;
    let (Some(gateway), Some(payment_id)) = (gateway, payment.and_then(|p| p.provider_payment_id)) else {
        tracing::warn!(order_id = %order.id, "an online refund waits: no gateway or no captured payment");
        return Ok(());
    };
    // One receipt per refund, so a retried call cannot refund the same units twice.
    let receipt = match target {
        RefundOf::Cancellation(order) => order.to_string(),
        RefundOf::Return { order, id } => format!("{order}:{id}"),
    };
    match gateway.refund(&payment_id, amount, &receipt).await {
        Ok(refund_id) => {
            store
                .refund_settled(target, RefundStatus::Succeeded, Some(refund_id), now)
                .await?;
        }
        Err(error) => {
            tracing::error!(order_id = %order.id, error = %error, "the gateway refused a refund");
            store
                .refund_settled(target, RefundStatus::Failed, None, now)
                .await?;
        }
    }
    Ok(())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::order::{AddressCopy, Buyer, PaymentStatus, Seller};
    use crate::ports::MockOrderStore;
    use chrono::{Duration, TimeZone, Utc};
    use kernel::{CheckoutId, Money, Rate, ShopId};

    pub(crate) fn at(day: u32) -> Timestamp {
        Utc.with_ymd_and_hms(2026, 11, day, 10, 0, 0).unwrap()
    }

    /// A COD order in `status` with no lines; its payment is collected once delivered.
    pub(crate) fn order(status: OrderStatus, buyer: UserId, shop: ShopId) -> Order {
        Order {
            id: OrderId::new(),
            checkout: CheckoutId::new(),
            buyer: Buyer {
                id: buyer,
                name: "A".into(),
                email: "a@example.com".into(),
                phone: None,
            },
            seller: Seller {
                id: shop,
                name: "S".into(),
                email: "s@example.com".into(),
                phone: "9876543210".into(),
                address: "x".into(),
                zip_code: "560001".into(),
                avatar: None,
            },
            status,
            payment_method: PaymentMethod::Cod,
            // Cash is collected at the door.
            payment_status: if matches!(
                status,
                OrderStatus::Delivered
                    | OrderStatus::ProcessingRefund
                    | OrderStatus::RefundSuccess
                    | OrderStatus::RefundRejected
                    | OrderStatus::RefundEscalated
                    | OrderStatus::RefundDeclined
            ) {
                PaymentStatus::Succeeded
            } else {
                PaymentStatus::Pending
            },
            address: AddressCopy {
                name: "A".into(),
                phone: "9876543210".into(),
                address1: "x".into(),
                address2: None,
                city: "c".into(),
                state: "Karnataka".into(),
                country: "India".into(),
                zip_code: "560001".into(),
            },
            lines: Vec::new(),
            subtotal: Money::from_paise(100_000),
            shipping: Money::ZERO,
            discount: Money::from_paise(10_000),
            shop_discount: Money::from_paise(10_000),
            total: Money::from_paise(90_000),
            coupon_code: None,
            commission_rate: Rate::from_percent(10).unwrap(),
            levies: crate::earnings::Levies::DEFAULT,
            invoice_number: None,
            cancellation_credit_note: None,
            buyer_gstin: None,
            supplier: None,
            created_at: at(1),
            updated_at: at(1),
            delivered_at: (status == OrderStatus::Delivered).then(|| at(1)),
            refund_requested_at: None,
            refunded_at: None,
            cancelled_at: None,
            shipment: None,
            history: Vec::new(),
            returns: Vec::new(),
        }
    }

    fn store_with(order: Order) -> MockOrderStore {
        let mut store = MockOrderStore::new();
        store.expect_find().returning(move |_| Ok(Some(order.clone())));
        store
    }

    #[tokio::test]
    async fn delivery_credits_what_the_buyer_paid_for_the_items_less_each_charge_and_marks_cod_paid() {
        let shop = ShopId::new();
        let mut order = delivered_with_a_line(UserId::new(), shop);
        order.status = OrderStatus::OnTheWay;
        order.payment_status = PaymentStatus::Pending;
        order.delivered_at = None;
        // A GST-registered Karnataka shop delivering in Karnataka; the kurta is at 12 %.
        order.supplier = Some(crate::order::SupplierCopy {
            gstin: Some(shops::Gstin::parse("29AAHFH4821K1Z4").unwrap()),
            name: "Handloom House LLP".into(),
            address: "12 MG Road, Bengaluru".into(),
            zip_code: "560001".into(),
        });
        order.lines[0].tax = Some((kernel::Hsn::parse("6211").unwrap(), kernel::GstRate::TWELVE));
        let mut store = store_with(order.clone());
        store
            .expect_change_status()
            .withf(move |change| {
                // ₹900.00 credited (₹1,000.00 less the shop's ₹100.00 coupon), of which
                // ₹803.57 is taxable value (₹96.43 is 12 % GST). Commission 10 % = ₹90.00, its GST
                // 18 % = ₹16.20, TCS 0.25 % + 0.25 % of ₹803.57 = ₹2.01 + ₹2.01, TDS 0.1 % of ₹900.00.
                change.delivery
                    == Some(Delivery {
                        shop,
                        mark_paid: true,
                        earnings: crate::earnings::Earnings {
                            sale_credit: Money::from_paise(90_000),
                            commission: Money::from_paise(9_000),
                            commission_gst: Money::from_paise(1_620),
                            tcs: Money::from_paise(402),
                            tds: Money::from_paise(90),
                        },
                        tcs: Some(crate::returns::TcsSupply {
                            base: Money::from_paise(80_357),
                            regime: crate::tax::Regime::CgstSgst,
                        }),
                    })
            })
            .times(1)
            .returning(|_| Ok(StatusChanged::Applied));
        update_status(
            &store,
            Actor::Shop(shop),
            order.id,
            OrderStatus::Delivered,
            None,
            at(2),
        )
        .await
        .unwrap();
    }

    #[tokio::test]
    async fn handing_an_order_to_a_courier_needs_the_parcels_details_and_keeps_them() {
        use crate::shipment::{Courier, Shipment, TrackingNumber};
        let shop = ShopId::new();
        let order = order(OrderStatus::Processing, UserId::new(), shop);
        let shipment = Shipment {
            courier: Courier::parse("Delhivery").unwrap(),
            tracking_number: TrackingNumber::parse("DL123456789IN").unwrap(),
            expected_delivery: chrono::NaiveDate::from_ymd_opt(2026, 11, 6).unwrap(),
        };
        let mut store = store_with(order.clone());
        let kept = shipment.clone();
        store
            .expect_change_status()
            .withf(move |change| change.shipment.as_ref() == Some(&kept))
            .times(1)
            .returning(|_| Ok(StatusChanged::Applied));
        let to = OrderStatus::TransferredToDeliveryPartner;
        let missing = update_status(&store, Actor::Shop(shop), order.id, to, None, at(2))
            .await
            .unwrap_err();
        assert!(matches!(missing, OrderError::ShipmentRequired), "{missing:?}");
        update_status(&store, Actor::Shop(shop), order.id, to, Some(shipment), at(2))
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn another_shop_cannot_see_or_move_the_order() {
        let order = order(OrderStatus::Processing, UserId::new(), ShopId::new());
        let mut store = store_with(order.clone());
        store.expect_change_status().never();
        let error = update_status(
            &store,
            Actor::Shop(ShopId::new()),
            order.id,
            OrderStatus::Shipping,
            None,
            at(2),
        )
        .await
        .unwrap_err();
        assert!(matches!(error, OrderError::NotFound));
    }

    /// A delivered COD order of two units at ₹450 each (₹900, ₹100 off, ₹90 commission).
    fn delivered_with_a_line(buyer: UserId, shop: ShopId) -> Order {
        let mut order = order(OrderStatus::Delivered, buyer, shop);
        order.lines.push(crate::order::OrderLine {
            product: ProductId::new(),
            name: "Kurta".into(),
            image: None,
            unit_price: Money::from_paise(50_000),
            qty: 2,
            size: Some("M".into()),
            colour: None,
            is_event: false,
            total: Money::from_paise(100_000),
            discount: Money::from_paise(10_000),
            tax: None,
            commission_rate: Rate::from_percent(10).unwrap(),
        });
        order
    }

    fn one_back(payout: Option<crate::payout::PayoutMethod>) -> ReturnRequest {
        ReturnRequest {
            lines: vec![returns::ReturnLine { line: 0, qty: 1 }],
            reason: ReturnReason::Damaged,
            note: None,
            payout,
        }
    }

    fn upi() -> Option<crate::payout::PayoutMethod> {
        Some(crate::payout::PayoutMethod::Upi(
            crate::payout::UpiId::parse("asha@okhdfcbank").unwrap(),
        ))
    }

    #[tokio::test]
    async fn the_refund_window_closes_fourteen_days_after_delivery_to_the_second() {
        let buyer = UserId::new();
        let order = delivered_with_a_line(buyer, ShopId::new());
        let delivered = order.delivered_at.unwrap();
        let mut store = store_with(order.clone());
        store
            .expect_change_status()
            .times(1)
            .returning(|_| Ok(StatusChanged::Applied));
        let edge = delivered + Duration::days(14);
        request_refund(&store, buyer, order.id, one_back(upi()), edge)
            .await
            .unwrap();
        let late = request_refund(
            &store,
            buyer,
            order.id,
            one_back(upi()),
            edge + Duration::seconds(1),
        )
        .await
        .unwrap_err();
        assert!(matches!(late, OrderError::RefundWindowClosed { .. }), "{late:?}");
    }

    #[tokio::test]
    async fn a_return_of_one_unit_of_two_is_reckoned_at_its_share_and_kept_with_the_request() {
        let buyer = UserId::new();
        let order = delivered_with_a_line(buyer, ShopId::new());
        let mut store = store_with(order.clone());
        store
            .expect_change_status()
            .withf(|change| {
                change.new_return.as_ref().is_some_and(|r| {
                    r.number == 1
                        && r.figures
                            == returns::ReturnFigures {
                                amount: Money::from_paise(45_000),
                                sale_credit: Money::from_paise(45_000),
                                commission: Money::from_paise(4_500),
                                commission_gst: Money::from_paise(810),
                                tcs: Money::ZERO,
                                tds: Money::from_paise(45),
                            }
                        && r.request.payout.is_some()
                })
            })
            .times(1)
            .returning(|_| Ok(StatusChanged::Applied));
        request_refund(&store, buyer, order.id, one_back(upi()), at(2))
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_cod_return_needs_a_payout_and_other_needs_words_and_nothing_is_written_without() {
        let buyer = UserId::new();
        let order = delivered_with_a_line(buyer, ShopId::new());
        let mut store = store_with(order.clone());
        store.expect_change_status().never();
        let error = request_refund(&store, buyer, order.id, one_back(None), at(2))
            .await
            .unwrap_err();
        assert!(
            matches!(error, OrderError::Return(ReturnError::PayoutRequired)),
            "{error:?}"
        );
        let other = ReturnRequest {
            reason: ReturnReason::Other,
            ..one_back(upi())
        };
        let error = request_refund(&store, buyer, order.id, other, at(2))
            .await
            .unwrap_err();
        assert!(
            matches!(error, OrderError::Return(ReturnError::NoteRequired)),
            "{error:?}"
        );
        let too_many = ReturnRequest {
            lines: vec![returns::ReturnLine { line: 0, qty: 3 }],
            ..one_back(upi())
        };
        let error = request_refund(&store, buyer, order.id, too_many, at(2))
            .await
            .unwrap_err();
        assert!(
            matches!(
                error,
                OrderError::Return(ReturnError::TooMany { index: 0, left: 2 })
            ),
            "{error:?}"
        );
    }

    #[tokio::test]
    async fn approving_the_second_unit_returns_the_rest_and_refunds_the_whole_order() {
        let buyer = UserId::new();
        let shop = ShopId::new();
        let mut order = delivered_with_a_line(buyer, shop);
        let back = |number, status| returns::OrderReturn {
            id: uuid::Uuid::new_v4(),
            number,
            status,
            lines: vec![returns::ReturnLine { line: 0, qty: 1 }],
            reason: ReturnReason::SizeOrFit,
            note: None,
            payout: upi(),
            figures: None,
            refund_status: None,
            requested_at: at(2),
            decided_at: None,
            rejection: None,
            escalation: None,
            declined_because: None,
            credit_note: None,
        };
        order.status = OrderStatus::ProcessingRefund;
        order.returns = vec![back(1, ReturnStatus::Approved), back(2, ReturnStatus::Requested)];
        let product = order.lines[0].product;
        let mut store = store_with(order.clone());
        store
            .expect_change_status()
            .withf(move |change| {
                change.refund.as_ref().is_some_and(|r| {
                    r.number == 2
                        && r.whole
                        && r.restock == vec![(product, 1)]
                        && r.products_back == vec![product]
                        && r.refund_status == RefundStatus::Manual
                        && r.figures.amount == Money::from_paise(45_000)
                })
            })
            .times(1)
            .returning(|_| Ok(StatusChanged::Applied));
        approve_refund(&store, None, Actor::Shop(shop), order.id, at(3))
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_concurrent_change_is_reported_not_overwritten() {
        let shop = ShopId::new();
        let order = order(OrderStatus::Processing, UserId::new(), shop);
        let mut store = store_with(order.clone());
        store
            .expect_change_status()
            .returning(|_| Ok(StatusChanged::Stale));
        let error = update_status(
            &store,
            Actor::Shop(shop),
            order.id,
            OrderStatus::Shipping,
            None,
            at(2),
        )
        .await
        .unwrap_err();
        assert!(matches!(error, OrderError::ChangedMeanwhile));
    }

    fn online(mut order: Order, status: PaymentStatus) -> Order {
        order.payment_method = PaymentMethod::Razorpay;
        order.payment_status = status;
        order
    }

    #[tokio::test]
    async fn neither_the_shop_nor_the_admin_moves_an_order_awaiting_its_payment() {
        let shop = ShopId::new();
        let order = online(
            order(OrderStatus::AwaitingPayment, UserId::new(), shop),
            PaymentStatus::Pending,
        );
        let mut store = store_with(order.clone());
        store.expect_change_status().never();
        for actor in [Actor::Shop(shop), Actor::Admin(UserId::new())] {
            for next in OrderStatus::DELIVERY_PATH {
                let error = update_status(&store, actor, order.id, next, None, at(2))
                    .await
                    .unwrap_err();
                // Processing is the payment's step to take; the others are no step at all.
                let expected = if next == OrderStatus::Processing {
                    matches!(error, OrderError::NotAllowed(Refusal::NotTheirs { .. }))
                } else {
                    matches!(error, OrderError::NotAllowed(Refusal::NoSuchStep { .. }))
                };
                assert!(expected, "{actor:?} -> {next}: {error:?}");
            }
        }
        assert!(moves::next_statuses(&order, Actor::Shop(shop)).is_empty());
    }

    #[tokio::test]
    async fn an_online_order_whose_payment_was_not_captured_is_not_delivered_or_credited() {
        let shop = ShopId::new();
        let order = online(
            order(OrderStatus::Processing, UserId::new(), shop),
            PaymentStatus::Failed,
        );
        let mut store = store_with(order.clone());
        store.expect_change_status().never();
        let error = update_status(
            &store,
            Actor::Shop(shop),
            order.id,
            OrderStatus::Delivered,
            None,
            at(2),
        )
        .await
        .unwrap_err();
        assert!(
            matches!(error, OrderError::NotAllowed(Refusal::Unpaid { .. })),
            "{error:?}"
        );
    }

    #[tokio::test]
    async fn a_captured_online_order_is_delivered_and_credited_without_marking_it_paid_again() {
        let shop = ShopId::new();
        let mut shipping = delivered_with_a_line(UserId::new(), shop);
        shipping.status = OrderStatus::Shipping;
        let order = online(shipping, PaymentStatus::Succeeded);
        let mut store = store_with(order.clone());
        store
            .expect_change_status()
            .withf(|change| {
                change.payment == PaymentStatus::Succeeded && change.delivery.is_some_and(|d| !d.mark_paid)
            })
            .times(1)
            .returning(|_| Ok(StatusChanged::Applied));
        update_status(
            &store,
            Actor::Shop(shop),
            order.id,
            OrderStatus::Delivered,
            None,
            at(2),
        )
        .await
        .unwrap();
    }

    #[tokio::test]
    async fn refund_statuses_are_not_reachable_through_the_delivery_call() {
        let shop = ShopId::new();
        let order = order(OrderStatus::Delivered, UserId::new(), shop);
        let store = store_with(order.clone());
        let error = update_status(
            &store,
            Actor::Shop(shop),
            order.id,
            OrderStatus::RefundSuccess,
            None,
            at(2),
        )
        .await
        .unwrap_err();
        assert!(matches!(error, OrderError::NotAllowed { .. }));
    }
}
