//! The order status machine (docs/product.md §7.5): statuses move forward only.
//!
//! ```text
//! Awaiting payment ─► Processing ─► Transferred to delivery partner ─► Shipping ─► On the way ─► Delivered
//!        │                 │ (any later step may be skipped, never revisited)              │
//!        ▼                 ▼                                                                ▼
//!    Cancelled ◄───────────┘                                     Processing Refund ◄─► Refund Success
//!                                                                          │                ▲
//!                                                                          ▼                │
//!                                                          Refund Rejected ─► Refund Escalated ─► Refund Declined
//! ```
//!
//! An order is cancelled before it leaves the shop: unpaid, or while it is Processing. A refund
//! returns some or all of an order's units (`crate::returns`); after one that left units
//! unreturned, the shopper may return more while the window is open, so Refund Success leads
//! back to Processing Refund. The use cases hold that condition: the machine only has the step.
//! The shop may reject a return instead (Refund Rejected); the shopper may then take it to the
//! Admin once (Refund Escalated), who approves it (Refund Success) or declines it for good (Refund
//! Declined).

use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StatusError {
    #[error("unknown order status `{0}`")]
    Unknown(String),
    #[error("an order cannot move from {from} to {to}")]
    NotAllowed { from: OrderStatus, to: OrderStatus },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OrderStatus {
    /// An online payment has been started but not confirmed.
    AwaitingPayment,
    Processing,
    TransferredToDeliveryPartner,
    Shipping,
    OnTheWay,
    Delivered,
    ProcessingRefund,
    RefundSuccess,
    /// The shop said no to the open return; the shopper may escalate it.
    RefundRejected,
    /// The shopper took a rejected return to the Admin.
    RefundEscalated,
    /// The Admin upheld the rejection; final.
    RefundDeclined,
    /// Unpaid in time, or cancelled before it left the shop; its stock has been released.
    Cancelled,
}

impl OrderStatus {
    pub const ALL: [OrderStatus; 12] = [
        OrderStatus::AwaitingPayment,
        OrderStatus::Processing,
        OrderStatus::TransferredToDeliveryPartner,
        OrderStatus::Shipping,
        OrderStatus::OnTheWay,
        OrderStatus::Delivered,
        OrderStatus::ProcessingRefund,
        OrderStatus::RefundSuccess,
        OrderStatus::RefundRejected,
        OrderStatus::RefundEscalated,
        OrderStatus::RefundDeclined,
        OrderStatus::Cancelled,
    ];

    /// The delivery path a shop walks an order along, in order.
    pub const DELIVERY_PATH: [OrderStatus; 5] = [
        OrderStatus::Processing,
        OrderStatus::TransferredToDeliveryPartner,
        OrderStatus::Shipping,
        OrderStatus::OnTheWay,
        OrderStatus::Delivered,
    ];

    /// The text the pages show and the API carries.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            OrderStatus::AwaitingPayment => "Awaiting payment",
            OrderStatus::Processing => "Processing",
            OrderStatus::TransferredToDeliveryPartner => "Transferred to delivery partner",
            OrderStatus::Shipping => "Shipping",
            OrderStatus::OnTheWay => "On the way",
            OrderStatus::Delivered => "Delivered",
            OrderStatus::ProcessingRefund => "Processing Refund",
            OrderStatus::RefundSuccess => "Refund Success",
            OrderStatus::RefundRejected => "Refund Rejected",
            OrderStatus::RefundEscalated => "Refund Escalated",
            OrderStatus::RefundDeclined => "Refund Declined",
            OrderStatus::Cancelled => "Cancelled",
        }
    }

    /// The catalogue's message naming it to a person, in their language (as the pages do).
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            OrderStatus::AwaitingPayment => "order-status-awaiting-payment",
            OrderStatus::Processing => "order-status-processing",
            OrderStatus::TransferredToDeliveryPartner => "order-status-transferred",
            OrderStatus::Shipping => "order-status-shipping",
            OrderStatus::OnTheWay => "order-status-on-the-way",
            OrderStatus::Delivered => "order-status-delivered",
            OrderStatus::ProcessingRefund => "order-status-processing-refund",
            OrderStatus::RefundSuccess => "order-status-refund-success",
            OrderStatus::RefundRejected => "order-status-refund-rejected",
            OrderStatus::RefundEscalated => "order-status-refund-escalated",
            OrderStatus::RefundDeclined => "order-status-refund-declined",
            OrderStatus::Cancelled => "order-status-cancelled",
        }
    }

    /// Position on the delivery path, for the forward-only rule.
    const fn delivery_step(self) -> Option<u8> {
        match self {
            OrderStatus::Processing => Some(0),
            OrderStatus::TransferredToDeliveryPartner => Some(1),
            OrderStatus::Shipping => Some(2),
            OrderStatus::OnTheWay => Some(3),
            OrderStatus::Delivered => Some(4),
            _ => None,
        }
    }

    /// Whether the status may change from `self` to `next`. Time-dependent conditions (the
    /// 14-day refund window, the 30-minute payment window) are the use cases' business.
    #[must_use]
    pub fn can_move_to(self, next: OrderStatus) -> bool {
        use OrderStatus::*;
        match (self, next) {
            (AwaitingPayment | Processing, Cancelled) | (AwaitingPayment, Processing) => true,
            (Delivered | RefundSuccess, ProcessingRefund) | (ProcessingRefund, RefundSuccess) => true,
            (ProcessingRefund, RefundRejected)
            | (RefundRejected, RefundEscalated)
            | (RefundEscalated, RefundSuccess | RefundDeclined) => true,
            (from, to) => match (from.delivery_step(), to.delivery_step()) {
                (Some(a), Some(b)) => b > a,
                _ => false,
            },
        }
    }

    /// Checks a move, naming both ends when it is not allowed.
    pub fn move_to(self, next: OrderStatus) -> Result<OrderStatus, StatusError> {
        if self.can_move_to(next) {
            Ok(next)
        } else {
            Err(StatusError::NotAllowed { from: self, to: next })
        }
    }

    /// No further change is possible.
    #[must_use]
    pub fn is_final(self) -> bool {
        OrderStatus::ALL.iter().all(|next| !self.can_move_to(*next))
    }
}

impl fmt::Display for OrderStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for OrderStatus {
    type Err = StatusError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        OrderStatus::ALL
            .into_iter()
            .find(|status| status.as_str() == s)
            .ok_or_else(|| StatusError::Unknown(s.chars().take(64).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::OrderStatus::*;
    use super::*;

    #[test]
    fn delivery_moves_forward_and_may_skip_steps() {
        assert!(Processing.can_move_to(TransferredToDeliveryPartner));
        assert!(
            Processing.can_move_to(Delivered),
            "the admin screen offers Processing then Delivered"
        );
        assert!(Shipping.can_move_to(OnTheWay));
    }

    #[test]
    fn delivery_never_moves_backwards_or_stays_put() {
        assert!(!Delivered.can_move_to(Processing));
        assert!(!OnTheWay.can_move_to(Shipping));
        assert!(!Processing.can_move_to(Processing));
    }

    #[test]
    fn refunds_start_only_from_delivered_and_end_in_refund_success() {
        assert!(Delivered.can_move_to(ProcessingRefund));
        assert!(!Shipping.can_move_to(ProcessingRefund));
        assert!(ProcessingRefund.can_move_to(RefundSuccess));
        assert!(!ProcessingRefund.can_move_to(Delivered));
        assert_eq!(
            Processing.move_to(RefundSuccess),
            Err(StatusError::NotAllowed {
                from: Processing,
                to: RefundSuccess
            })
        );
    }

    #[test]
    fn cancelled_is_final_and_delivered_and_refund_success_are_not() {
        assert!(
            !RefundSuccess.is_final(),
            "a partial refund may be followed by another"
        );
        assert!(Cancelled.is_final());
        assert!(RefundDeclined.is_final(), "the Admin's decision stands");
        assert!(!RefundRejected.is_final(), "the shopper may escalate");
        assert!(!Delivered.is_final());
        assert!(AwaitingPayment.can_move_to(Cancelled));
        assert!(Processing.can_move_to(Cancelled));
        assert!(
            !TransferredToDeliveryPartner.can_move_to(Cancelled),
            "an order that left the shop is returned, not cancelled"
        );
    }

    /// Every (from, to) pair, against the table written out by hand from docs/product.md §7.5: a change
    /// to the machine that is not also a change to this table fails here.
    #[test]
    fn every_entry_of_the_transition_table() {
        let allowed: &[(OrderStatus, &[OrderStatus])] = &[
            (AwaitingPayment, &[Processing, Cancelled]),
            (
                Processing,
                &[
                    TransferredToDeliveryPartner,
                    Shipping,
                    OnTheWay,
                    Delivered,
                    Cancelled,
                ],
            ),
            (TransferredToDeliveryPartner, &[Shipping, OnTheWay, Delivered]),
            (Shipping, &[OnTheWay, Delivered]),
            (OnTheWay, &[Delivered]),
            (Delivered, &[ProcessingRefund]),
            (ProcessingRefund, &[RefundSuccess, RefundRejected]),
            (RefundSuccess, &[ProcessingRefund]),
            (RefundRejected, &[RefundEscalated]),
            (RefundEscalated, &[RefundSuccess, RefundDeclined]),
            (RefundDeclined, &[]),
            (Cancelled, &[]),
        ];
        assert_eq!(allowed.len(), OrderStatus::ALL.len());
        for (from, targets) in allowed {
            for to in OrderStatus::ALL {
                assert_eq!(
                    from.can_move_to(to),
                    targets.contains(&to),
                    "{from} -> {to} should be {}",
                    if targets.contains(&to) {
                        "allowed"
                    } else {
                        "refused"
                    }
                );
            }
        }
    }

    #[test]
    fn statuses_round_trip_through_the_spec_texts() {
        for status in OrderStatus::ALL {
            assert_eq!(status.as_str().parse::<OrderStatus>().unwrap(), status);
        }
        assert!("processing".parse::<OrderStatus>().is_err());
    }
}
