//! Who may move an order, and when its money allows it (docs/product.md §7.5, "Payment state
//! rules the order").
//!
//! [`OrderStatus::can_move_to`] says which steps exist; this module says which of them a given
//! mover may take with the order's payment in a given state. Every status change an actor asks
//! for (the shop's delivery steps, the shopper's refund request, a refund's approval) and every
//! list of next steps shown to an actor is decided by [`check`], so the rule lives once:
//!
//! | From | To | Who | The payment must be |
//! | --- | --- | --- | --- |
//! | Awaiting payment | Processing | a verified payment (signature or webhook) | captured |
//! | Awaiting payment | Cancelled | the unpaid-order task, or the shopper | still pending |
//! | a delivery step | a later one | the shop or the Admin | online: captured; COD: pending, collected at delivery |
//! | Processing | Cancelled | the shopper, the shop or the Admin | online: captured (refunded); COD: pending |
//! | Delivered | Processing Refund | the shopper | collected |
//! | Refund Success | Processing Refund | the shopper | collected (a partial refund leaves it so) |
//! | Processing Refund | Refund Success | the shop or the Admin | collected |
//! | Processing Refund | Refund Rejected | the shop or the Admin | collected |
//! | Refund Rejected | Refund Escalated | the shopper | collected |
//! | Refund Escalated | Refund Success or Refund Declined | the Admin | collected |
//!
//! Nothing else moves. In particular no person can take an order out of "Awaiting payment", so
//! no shop is ever credited for an order nobody paid for.

use std::fmt;

use crate::order::{Actor, Order, PaymentMethod, PaymentStatus};
use crate::status::OrderStatus;

/// Who asks for a status change, as the rules tell them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mover {
    Shopper,
    Shop,
    Admin,
    /// A payment the gateway proved: the browser's signed confirmation or a signed webhook.
    VerifiedPayment,
    /// The task that cancels online checkouts left unpaid past the payment window.
    UnpaidOrderTask,
}

impl Mover {
    pub const ALL: [Mover; 5] = [
        Mover::Shopper,
        Mover::Shop,
        Mover::Admin,
        Mover::VerifiedPayment,
        Mover::UnpaidOrderTask,
    ];

    /// The mover a person acting on an order is; `None` for Haat itself, whose moves are the
    /// payment's and the task's and are named as such by their callers.
    #[must_use]
    pub const fn of(actor: Actor) -> Option<Mover> {
        match actor {
            Actor::Shopper(_) => Some(Mover::Shopper),
            Actor::Shop(_) => Some(Mover::Shop),
            Actor::Admin(_) => Some(Mover::Admin),
            Actor::System => None,
        }
    }
}

/// The state of an order's money, as the rules need it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Payment {
    pub method: PaymentMethod,
    pub status: PaymentStatus,
}

impl Payment {
    /// How `order` is paid, and how far its payment has got.
    #[must_use]
    pub const fn of(order: &Order) -> Payment {
        Payment {
            method: order.payment_method,
            status: order.payment_status,
        }
    }

    /// Whether the order's money is where a step past "Awaiting payment" needs it: an online
    /// payment captured; a cash-on-delivery payment still to be collected at the door.
    const fn allows_delivery(self) -> bool {
        matches!(
            (self.method, self.status),
            (PaymentMethod::Razorpay, PaymentStatus::Succeeded)
                | (PaymentMethod::Cod, PaymentStatus::Pending)
        )
    }
}

/// Why a move was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The status machine has no such step (backwards, from a final status, …).
    #[error("an order cannot move from {from} to {to}")]
    NoSuchStep { from: OrderStatus, to: OrderStatus },
    /// The step exists, but this mover may not take it.
    #[error("only {allowed} may move an order from {from} to {to}")]
    NotTheirs {
        from: OrderStatus,
        to: OrderStatus,
        allowed: Allowed,
    },
    /// The step exists and is the mover's, but the order's money is not where it must be.
    #[error("an order whose payment is {} cannot move from {from} to {to}", .payment.as_str())]
    Unpaid {
        from: OrderStatus,
        to: OrderStatus,
        payment: PaymentStatus,
    },
}

/// Who may take a step, as a refusal names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Allowed {
    VerifiedPayment,
    UnpaidOrderTask,
    UnpaidOrderTaskOrShopper,
    ShopOrAdmin,
    Shopper,
    ShopperShopOrAdmin,
    Admin,
}

impl Allowed {
    /// The movers it stands for.
    const fn movers(self) -> &'static [Mover] {
        match self {
            Allowed::VerifiedPayment => &[Mover::VerifiedPayment],
            Allowed::UnpaidOrderTask => &[Mover::UnpaidOrderTask],
            Allowed::UnpaidOrderTaskOrShopper => &[Mover::UnpaidOrderTask, Mover::Shopper],
            Allowed::ShopOrAdmin => &[Mover::Shop, Mover::Admin],
            Allowed::Shopper => &[Mover::Shopper],
            Allowed::ShopperShopOrAdmin => &[Mover::Shopper, Mover::Shop, Mover::Admin],
            Allowed::Admin => &[Mover::Admin],
        }
    }
}

impl fmt::Display for Allowed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Allowed::VerifiedPayment => "a verified payment",
            Allowed::UnpaidOrderTask => "the unpaid-order task",
            Allowed::UnpaidOrderTaskOrShopper => "the unpaid-order task or the shopper",
            Allowed::ShopOrAdmin => "the shop or the Admin",
            Allowed::Shopper => "the shopper",
            Allowed::ShopperShopOrAdmin => "the shopper, the shop or the Admin",
            Allowed::Admin => "the Admin",
        })
    }
}

impl Refusal {
    /// The two ends of the refused move.
    #[must_use]
    pub const fn ends(self) -> (OrderStatus, OrderStatus) {
        match self {
            Refusal::NoSuchStep { from, to }
            | Refusal::NotTheirs { from, to, .. }
            | Refusal::Unpaid { from, to, .. } => (from, to),
        }
    }
}

impl kernel::Described for Refusal {
    fn message(&self) -> kernel::Message {
        use kernel::Message;
        let (from, to) = self.ends();
        let message = match self {
            Refusal::NoSuchStep { .. } => Message::new("error-status_not_allowed-no-step"),
            Refusal::NotTheirs { allowed, .. } => Message::new(match allowed {
                Allowed::VerifiedPayment => "error-status_not_allowed-verified-payment",
                Allowed::UnpaidOrderTask => "error-status_not_allowed-unpaid-order-task",
                Allowed::UnpaidOrderTaskOrShopper => "error-status_not_allowed-unpaid-order-task-or-shopper",
                Allowed::ShopOrAdmin => "error-status_not_allowed-shop-or-admin",
                Allowed::Shopper => "error-status_not_allowed-shopper",
                Allowed::ShopperShopOrAdmin => "error-status_not_allowed-shopper-shop-or-admin",
                Allowed::Admin => "error-status_not_allowed-admin",
            }),
            Refusal::Unpaid { payment, .. } => Message::new("error-status_not_allowed-unpaid")
                .with_message("payment", Message::new(payment.message_id())),
        };
        // The statuses are named as the pages name them, in the reader's language.
        message
            .with_message("from", Message::new(from.message_id()))
            .with_message("to", Message::new(to.message_id()))
    }
}

/// The kinds of step the machine has, each with its own movers and payment rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Paid,
    CancelledUnpaid,
    /// Cancelled while Processing, before the order leaves the shop.
    Cancelled,
    Delivery,
    RefundRequest,
    RefundApproval,
    /// The shop (or the Admin) says no to the open return.
    RefundRejection,
    /// The shopper takes a rejected return to the Admin.
    Escalation,
    /// The Admin decides an escalated return.
    EscalationDecision,
}

impl Step {
    fn of(from: OrderStatus, to: OrderStatus) -> Option<Step> {
        use OrderStatus::*;
        if !from.can_move_to(to) {
            return None;
        }
        Some(match (from, to) {
            (AwaitingPayment, Processing) => Step::Paid,
            (AwaitingPayment, Cancelled) => Step::CancelledUnpaid,
            (Processing, Cancelled) => Step::Cancelled,
            (Delivered | RefundSuccess, ProcessingRefund) => Step::RefundRequest,
            (ProcessingRefund, RefundSuccess) => Step::RefundApproval,
            (ProcessingRefund, RefundRejected) => Step::RefundRejection,
            (RefundRejected, RefundEscalated) => Step::Escalation,
            (RefundEscalated, RefundSuccess | RefundDeclined) => Step::EscalationDecision,
            // The only other steps the machine has are along the delivery path.
            _ => Step::Delivery,
        })
    }

    const fn allowed(self) -> Allowed {
        match self {
            Step::Paid => Allowed::VerifiedPayment,
            Step::CancelledUnpaid => Allowed::UnpaidOrderTaskOrShopper,
            Step::Cancelled => Allowed::ShopperShopOrAdmin,
            Step::Delivery | Step::RefundApproval | Step::RefundRejection => Allowed::ShopOrAdmin,
            Step::RefundRequest | Step::Escalation => Allowed::Shopper,
            Step::EscalationDecision => Allowed::Admin,
        }
    }

    const fn money_allows(self, payment: Payment) -> bool {
        let online = matches!(payment.method, PaymentMethod::Razorpay);
        match self {
            // Only an online order ever awaits its payment.
            Step::Paid => online && matches!(payment.status, PaymentStatus::Succeeded),
            Step::CancelledUnpaid => online && matches!(payment.status, PaymentStatus::Pending),
            Step::RefundRequest
            | Step::RefundApproval
            | Step::RefundRejection
            | Step::Escalation
            | Step::EscalationDecision => matches!(payment.status, PaymentStatus::Succeeded),
            // What was paid online is refunded; cash on delivery was never collected.
            Step::Delivery | Step::Cancelled => payment.allows_delivery(),
        }
    }
}

/// The statuses `actor` may move `order` to along the delivery path (the refund steps have
/// calls of their own): none while it awaits its online payment, none for a shopper.
#[must_use]
pub fn next_statuses(order: &Order, actor: Actor) -> Vec<OrderStatus> {
    let Some(mover) = Mover::of(actor).filter(|_| order.is_visible_to(actor)) else {
        return Vec::new();
    };
    OrderStatus::DELIVERY_PATH
        .into_iter()
        .filter(|next| check(order.status, *next, Payment::of(order), mover).is_ok())
        .collect()
}

/// Whether `mover` may move an order from `from` to `to` while its payment is `payment`.
///
/// # Errors
/// The [`Refusal`] that says why not.
pub fn check(from: OrderStatus, to: OrderStatus, payment: Payment, mover: Mover) -> Result<(), Refusal> {
    let step = Step::of(from, to).ok_or(Refusal::NoSuchStep { from, to })?;
    let allowed = step.allowed();
    if !allowed.movers().contains(&mover) {
        return Err(Refusal::NotTheirs { from, to, allowed });
    }
    if !step.money_allows(payment) {
        return Err(Refusal::Unpaid {
            from,
            to,
            payment: payment.status,
        });
    }
    Ok(())
}

impl fmt::Display for Mover {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mover::Shopper => "shopper",
            Mover::Shop => "shop",
            Mover::Admin => "admin",
            Mover::VerifiedPayment => "verified payment",
            Mover::UnpaidOrderTask => "unpaid-order task",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Mover::*;
    use super::*;
    use crate::order::PaymentMethod::{Cod, Razorpay};
    use crate::order::PaymentStatus::{Failed, Pending, Refunded, Succeeded};
    use crate::status::OrderStatus::*;

    const fn pay(method: PaymentMethod, status: PaymentStatus) -> Payment {
        Payment { method, status }
    }

    /// The whole table, written out by hand from docs/orders.md "Who moves an order" and
    /// docs/product.md §7.5: every (from, payment, mover, to) that is allowed. Anything not
    /// listed must be refused.
    fn allowed() -> Vec<(OrderStatus, Payment, Mover, OrderStatus)> {
        let mut rows = vec![
            (
                AwaitingPayment,
                pay(Razorpay, Succeeded),
                VerifiedPayment,
                Processing,
            ),
            (
                AwaitingPayment,
                pay(Razorpay, Pending),
                UnpaidOrderTask,
                Cancelled,
            ),
            (AwaitingPayment, pay(Razorpay, Pending), Shopper, Cancelled),
        ];
        for mover in [Shopper, Shop, Admin] {
            rows.push((Processing, pay(Razorpay, Succeeded), mover, Cancelled));
            rows.push((Processing, pay(Cod, Pending), mover, Cancelled));
        }
        let path = [
            Processing,
            TransferredToDeliveryPartner,
            Shipping,
            OnTheWay,
            Delivered,
        ];
        for (i, from) in path.iter().enumerate() {
            for to in &path[i + 1..] {
                for mover in [Shop, Admin] {
                    rows.push((*from, pay(Razorpay, Succeeded), mover, *to));
                    rows.push((*from, pay(Cod, Pending), mover, *to));
                }
            }
        }
        for method in [Cod, Razorpay] {
            rows.push((Delivered, pay(method, Succeeded), Shopper, ProcessingRefund));
            // More units of an order refunded in part; a whole refund leaves it `refunded`.
            rows.push((RefundSuccess, pay(method, Succeeded), Shopper, ProcessingRefund));
            for mover in [Shop, Admin] {
                rows.push((ProcessingRefund, pay(method, Succeeded), mover, RefundSuccess));
                rows.push((ProcessingRefund, pay(method, Succeeded), mover, RefundRejected));
            }
            rows.push((RefundRejected, pay(method, Succeeded), Shopper, RefundEscalated));
            // Only the Admin decides what the shopper escalated.
            rows.push((RefundEscalated, pay(method, Succeeded), Admin, RefundSuccess));
            rows.push((RefundEscalated, pay(method, Succeeded), Admin, RefundDeclined));
        }
        rows
    }

    #[test]
    fn every_combination_of_status_payment_and_mover_against_the_table() {
        let allowed = allowed();
        let mut checked = 0;
        for from in OrderStatus::ALL {
            for to in OrderStatus::ALL {
                for method in [Cod, Razorpay] {
                    for status in [Pending, Succeeded, Refunded, Failed] {
                        for mover in Mover::ALL {
                            let payment = pay(method, status);
                            let expected = allowed.contains(&(from, payment, mover, to));
                            let actual = check(from, to, payment, mover);
                            assert_eq!(
                                actual.is_ok(),
                                expected,
                                "{from} -> {to} by {mover}, {} {}: {actual:?}",
                                method.as_str(),
                                status.as_str()
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(checked, 12 * 12 * 2 * 4 * 5);
    }

    #[test]
    fn no_person_moves_an_order_awaiting_payment_on_whatever_the_payment_says() {
        for mover in [Shopper, Shop, Admin] {
            for status in [Pending, Succeeded, Failed, Refunded] {
                for to in OrderStatus::ALL {
                    // The shopper may withdraw a checkout they have not paid for; nothing else.
                    let withdraws = mover == Shopper && to == Cancelled && status == Pending;
                    assert_eq!(
                        check(AwaitingPayment, to, pay(Razorpay, status), mover).is_ok(),
                        withdraws,
                        "{mover} moved an order awaiting payment to {to} ({})",
                        status.as_str()
                    );
                }
            }
        }
        assert_eq!(
            check(AwaitingPayment, Processing, pay(Razorpay, Pending), Shop),
            Err(Refusal::NotTheirs {
                from: AwaitingPayment,
                to: Processing,
                allowed: Allowed::VerifiedPayment
            })
        );
    }

    #[test]
    fn a_refusal_names_both_statuses_and_the_payment_as_messages() {
        use kernel::Described as _;
        let refusal = check(Processing, Delivered, pay(Razorpay, Failed), Shop).unwrap_err();
        assert_eq!(
            refusal.message().say(&kernel::EchoTexts, kernel::Language::Hi),
            "error-status_not_allowed-unpaid@hi payment=payment-status-failed@hi \
             from=order-status-processing@hi to=order-status-delivered@hi"
        );
        let refusal = check(Delivered, ProcessingRefund, pay(Cod, Succeeded), Shop).unwrap_err();
        assert_eq!(refusal.message().id, "error-status_not_allowed-shopper");
    }

    #[test]
    fn an_online_order_whose_payment_failed_is_neither_delivered_nor_refunded() {
        assert_eq!(
            check(Processing, Delivered, pay(Razorpay, Failed), Shop),
            Err(Refusal::Unpaid {
                from: Processing,
                to: Delivered,
                payment: Failed
            })
        );
        assert!(check(Delivered, ProcessingRefund, pay(Razorpay, Pending), Shopper).is_err());
        assert!(check(ProcessingRefund, RefundSuccess, pay(Cod, Pending), Admin).is_err());
    }

    #[test]
    fn a_cancelled_order_is_never_delivered_or_refunded() {
        for mover in Mover::ALL {
            for to in [Delivered, ProcessingRefund, RefundSuccess, Processing] {
                assert!(matches!(
                    check(Cancelled, to, pay(Razorpay, Failed), mover),
                    Err(Refusal::NoSuchStep { .. })
                ));
            }
        }
    }
}
