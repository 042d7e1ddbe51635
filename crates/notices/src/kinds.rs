//! Who is told, about what, and which of it they may switch off.

use std::fmt;

use kernel::{ShopId, UserId};

/// The account a notice is for: a shopper, or a shop (whoever signs in as its seller).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Recipient {
    User(UserId),
    Shop(ShopId),
}

impl Recipient {
    /// `user` or `shop`, as stored.
    #[must_use]
    pub const fn kind(self) -> &'static str {
        match self {
            Recipient::User(_) => "user",
            Recipient::Shop(_) => "shop",
        }
    }

    #[must_use]
    pub fn id(self) -> uuid::Uuid {
        match self {
            Recipient::User(id) => id.as_uuid(),
            Recipient::Shop(id) => id.as_uuid(),
        }
    }

    /// The recipient stored as `kind` and `id`; `None` for a kind that is neither.
    #[must_use]
    pub fn of(kind: &str, id: uuid::Uuid) -> Option<Self> {
        match kind {
            "user" => Some(Recipient::User(UserId::from_uuid(id))),
            "shop" => Some(Recipient::Shop(ShopId::from_uuid(id))),
            _ => None,
        }
    }
}

impl fmt::Display for Recipient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.kind(), self.id())
    }
}

/// What happened, as the notification centre labels it and the catalogue words it
/// (`notice-<kind>-title`, `notice-<kind>-body`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    // To the shopper.
    OrderPlaced,
    PaymentReceived,
    OrderTransferred,
    OrderShipping,
    OrderOnTheWay,
    OrderDelivered,
    OrderCancelled,
    RefundRequested,
    RefundApproved,
    RefundRejected,
    ReviewReminder,
    // To the shop.
    NewOrder,
    ShopOrderCancelled,
    ShopRefundRequested,
    LowStock,
    DailySummary,
}

impl Kind {
    pub const ALL: [Kind; 16] = [
        Kind::OrderPlaced,
        Kind::PaymentReceived,
        Kind::OrderTransferred,
        Kind::OrderShipping,
        Kind::OrderOnTheWay,
        Kind::OrderDelivered,
        Kind::OrderCancelled,
        Kind::RefundRequested,
        Kind::RefundApproved,
        Kind::RefundRejected,
        Kind::ReviewReminder,
        Kind::NewOrder,
        Kind::ShopOrderCancelled,
        Kind::ShopRefundRequested,
        Kind::LowStock,
        Kind::DailySummary,
    ];

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Kind::OrderPlaced => "order-placed",
            Kind::PaymentReceived => "payment-received",
            Kind::OrderTransferred => "order-transferred",
            Kind::OrderShipping => "order-shipping",
            Kind::OrderOnTheWay => "order-on-the-way",
            Kind::OrderDelivered => "order-delivered",
            Kind::OrderCancelled => "order-cancelled",
            Kind::RefundRequested => "refund-requested",
            Kind::RefundApproved => "refund-approved",
            Kind::RefundRejected => "refund-rejected",
            Kind::ReviewReminder => "review-reminder",
            Kind::NewOrder => "new-order",
            Kind::ShopOrderCancelled => "shop-order-cancelled",
            Kind::ShopRefundRequested => "shop-refund-requested",
            Kind::LowStock => "low-stock",
            Kind::DailySummary => "daily-summary",
        }
    }

    #[must_use]
    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.as_str() == raw)
    }

    /// The email choice that covers this kind.
    #[must_use]
    pub const fn topic(self) -> Topic {
        match self {
            Kind::OrderPlaced => Topic::OrderPlaced,
            Kind::PaymentReceived => Topic::Payments,
            Kind::OrderTransferred | Kind::OrderShipping | Kind::OrderOnTheWay | Kind::OrderDelivered => {
                Topic::Deliveries
            }
            Kind::OrderCancelled | Kind::ShopOrderCancelled => Topic::Cancellations,
            Kind::RefundRequested
            | Kind::RefundApproved
            | Kind::RefundRejected
            | Kind::ShopRefundRequested => Topic::Refunds,
            Kind::ReviewReminder => Topic::Reviews,
            Kind::NewOrder => Topic::NewOrders,
            Kind::LowStock => Topic::LowStock,
            Kind::DailySummary => Topic::DailySummary,
        }
    }
}

/// A group of emails an account switches on or off together ("Notification settings").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Topic {
    OrderPlaced,
    Payments,
    Deliveries,
    Cancellations,
    Refunds,
    Reviews,
    NewOrders,
    LowStock,
    DailySummary,
    /// A shop's withdrawals, paid or rejected.
    Withdrawals,
}

impl Topic {
    /// The choices a shopper has, in the order the settings list them.
    pub const FOR_USERS: [Topic; 6] = [
        Topic::OrderPlaced,
        Topic::Payments,
        Topic::Deliveries,
        Topic::Cancellations,
        Topic::Refunds,
        Topic::Reviews,
    ];

    /// The choices a shop has.
    pub const FOR_SHOPS: [Topic; 6] = [
        Topic::NewOrders,
        Topic::Cancellations,
        Topic::Refunds,
        Topic::Withdrawals,
        Topic::LowStock,
        Topic::DailySummary,
    ];

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Topic::OrderPlaced => "order-placed",
            Topic::Payments => "payments",
            Topic::Deliveries => "deliveries",
            Topic::Cancellations => "cancellations",
            Topic::Refunds => "refunds",
            Topic::Reviews => "reviews",
            Topic::NewOrders => "new-orders",
            Topic::LowStock => "low-stock",
            Topic::DailySummary => "daily-summary",
            Topic::Withdrawals => "withdrawals",
        }
    }

    /// The topics `recipient`'s kind of account has.
    #[must_use]
    pub const fn of(recipient: Recipient) -> &'static [Topic] {
        match recipient {
            Recipient::User(_) => &Self::FOR_USERS,
            Recipient::Shop(_) => &Self::FOR_SHOPS,
        }
    }

    #[must_use]
    pub fn parse(raw: &str) -> Option<Self> {
        Self::FOR_USERS
            .into_iter()
            .chain(Self::FOR_SHOPS)
            .find(|topic| topic.as_str() == raw)
    }

    /// Emails the law or the money expects every account to get: the order confirmation, refunds
    /// and withdrawals. They cannot be switched off.
    #[must_use]
    pub const fn locked(self) -> bool {
        matches!(self, Topic::OrderPlaced | Topic::Refunds | Topic::Withdrawals)
    }

    /// Whether an account that has not chosen gets these emails: all but the daily summary,
    /// which a seller asks for.
    #[must_use]
    pub const fn on_by_default(self) -> bool {
        !matches!(self, Topic::DailySummary)
    }
}

/// An account's email choices: the topics whose setting differs from the default.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Preferences {
    pub chosen: Vec<(Topic, bool)>,
}

impl Preferences {
    /// Whether emails on `topic` go out.
    #[must_use]
    pub fn wants(&self, topic: Topic) -> bool {
        if topic.locked() {
            return true;
        }
        self.chosen
            .iter()
            .find(|(chosen, _)| *chosen == topic)
            .map_or(topic.on_by_default(), |(_, on)| *on)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_and_topics_read_back_from_their_names() {
        for kind in Kind::ALL {
            assert_eq!(Kind::parse(kind.as_str()), Some(kind));
        }
        for topic in Topic::FOR_USERS.into_iter().chain(Topic::FOR_SHOPS) {
            assert_eq!(Topic::parse(topic.as_str()), Some(topic));
        }
        assert_eq!(Kind::parse("nope"), None);
    }

    #[test]
    fn locked_topics_cannot_be_switched_off_and_the_summary_is_opt_in() {
        let prefs = Preferences {
            chosen: vec![
                (Topic::OrderPlaced, false),
                (Topic::Refunds, false),
                (Topic::Deliveries, false),
            ],
        };
        assert!(prefs.wants(Topic::OrderPlaced));
        assert!(prefs.wants(Topic::Refunds));
        assert!(!prefs.wants(Topic::Deliveries));
        assert!(prefs.wants(Topic::Reviews));
        assert!(!prefs.wants(Topic::DailySummary));
        let opted_in = Preferences {
            chosen: vec![(Topic::DailySummary, true)],
        };
        assert!(opted_in.wants(Topic::DailySummary));
    }

    #[test]
    fn every_kind_belongs_to_a_topic_its_recipient_can_set() {
        let user = Recipient::User(UserId::new());
        let shop = Recipient::Shop(ShopId::new());
        for kind in Kind::ALL {
            let topic = kind.topic();
            assert!(
                Topic::of(user).contains(&topic) || Topic::of(shop).contains(&topic),
                "{kind:?}"
            );
        }
    }
}
