//! A conversation between one shopper and one shop, and who may see it.

use kernel::{
    ConversationId, Language, MediaKey, MessageId, Money, OrderId, ProductId, ShopId, Timestamp, UserId,
};
use notices::Recipient;

/// The side of a conversation a message comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    Shopper,
    Shop,
}

impl Side {
    /// `user` or `shop`, as stored.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Side::Shopper => "user",
            Side::Shop => "shop",
        }
    }

    #[must_use]
    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "user" => Some(Side::Shopper),
            "shop" => Some(Side::Shop),
            _ => None,
        }
    }

    #[must_use]
    pub const fn other(self) -> Self {
        match self {
            Side::Shopper => Side::Shop,
            Side::Shop => Side::Shopper,
        }
    }
}

/// Who asks to see a conversation: the signed-in shopper, the signed-in seller's shop, and
/// whether the shopper account is the Admin's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Viewer {
    pub user: Option<UserId>,
    pub shop: Option<ShopId>,
    pub admin: bool,
}

/// What a viewer may do with a conversation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// One of its two parties: reads, writes, marks read, reports.
    Party(Side),
    /// The Admin, who is not a party: reads only (to judge a report).
    Admin,
}

/// One side as the other sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Party {
    pub name: String,
    pub avatar: Option<MediaKey>,
    /// The language notifications to this side are written in.
    pub language: Language,
}

/// The product a conversation is about, as its card shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProductCard {
    pub id: ProductId,
    pub name: String,
    pub thumbnail: Option<MediaKey>,
    pub price: Money,
}

/// The order a conversation is about, as its card shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderCard {
    pub id: OrderId,
    pub status: String,
    pub total: Money,
    pub placed_at: Timestamp,
}

/// A conversation as kept, with its parties and its card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conversation {
    pub id: ConversationId,
    pub user: UserId,
    pub shop: ShopId,
    pub shopper: Party,
    pub seller: Party,
    pub product: Option<ProductCard>,
    pub order: Option<OrderCard>,
    pub created_at: Timestamp,
    pub last_message_at: Timestamp,
    /// The last message's text (masked), or empty when it held only pictures.
    pub last_preview: String,
    pub last_from: Side,
    /// Messages in all; each message's `seq` counts from 1.
    pub message_count: i64,
    /// The `seq` of the last message each side has read.
    pub user_read: i64,
    pub shop_read: i64,
    /// When and by whom it was last reported, and why.
    pub reported: Option<Report>,
    /// Whether the Admin has stopped each party from messaging.
    pub shopper_blocked: bool,
    pub shop_blocked: bool,
}

/// A report of a conversation to the Admin.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    pub by: Side,
    pub reason: String,
    pub at: Timestamp,
}

impl Conversation {
    /// What `viewer` may do here; `None` when it is none of theirs (the API answers 404 then,
    /// never confirming the conversation exists).
    #[must_use]
    pub fn access(&self, viewer: Viewer) -> Option<Access> {
        if viewer.user == Some(self.user) {
            Some(Access::Party(Side::Shopper))
        } else if viewer.shop == Some(self.shop) {
            Some(Access::Party(Side::Shop))
        } else if viewer.admin {
            Some(Access::Admin)
        } else {
            None
        }
    }

    /// Messages `side` has not read yet.
    #[must_use]
    pub fn unread_for(&self, side: Side) -> i64 {
        (self.message_count - self.read_by(side)).max(0)
    }

    /// The `seq` of the last message `side` has read.
    #[must_use]
    pub const fn read_by(&self, side: Side) -> i64 {
        match side {
            Side::Shopper => self.user_read,
            Side::Shop => self.shop_read,
        }
    }

    /// The account on `side`.
    #[must_use]
    pub const fn recipient(&self, side: Side) -> Recipient {
        match side {
            Side::Shopper => Recipient::User(self.user),
            Side::Shop => Recipient::Shop(self.shop),
        }
    }

    /// `side` as the other side sees it.
    #[must_use]
    pub const fn party(&self, side: Side) -> &Party {
        match side {
            Side::Shopper => &self.shopper,
            Side::Shop => &self.seller,
        }
    }
}

/// One message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub id: MessageId,
    pub conversation: ConversationId,
    /// Its place in the conversation, from 1: what "read up to" and "seen" count in.
    pub seq: i64,
    pub from: Side,
    /// Masked text; may be empty when the message holds pictures.
    pub text: String,
    pub images: Vec<MediaKey>,
    pub created_at: Timestamp,
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone as _;

    fn party(name: &str) -> Party {
        Party {
            name: name.to_owned(),
            avatar: None,
            language: Language::En,
        }
    }

    fn conversation() -> Conversation {
        let at = chrono::Utc.with_ymd_and_hms(2026, 11, 28, 6, 0, 0).unwrap();
        Conversation {
            id: ConversationId::new(),
            user: UserId::new(),
            shop: ShopId::new(),
            shopper: party("Priya"),
            seller: party("Banaras Silk House"),
            product: None,
            order: None,
            created_at: at,
            last_message_at: at,
            last_preview: String::new(),
            last_from: Side::Shopper,
            message_count: 5,
            user_read: 5,
            shop_read: 2,
            reported: None,
            shopper_blocked: false,
            shop_blocked: false,
        }
    }

    #[test]
    fn only_its_two_parties_and_the_admin_see_a_conversation() {
        let c = conversation();
        let nobody = Viewer {
            user: None,
            shop: None,
            admin: false,
        };
        assert_eq!(c.access(nobody), None);
        assert_eq!(
            c.access(Viewer {
                user: Some(UserId::new()),
                shop: Some(ShopId::new()),
                admin: false
            }),
            None
        );
        assert_eq!(
            c.access(Viewer {
                user: Some(c.user),
                ..nobody
            }),
            Some(Access::Party(Side::Shopper))
        );
        assert_eq!(
            c.access(Viewer {
                shop: Some(c.shop),
                ..nobody
            }),
            Some(Access::Party(Side::Shop))
        );
        assert_eq!(
            c.access(Viewer {
                user: Some(UserId::new()),
                admin: true,
                ..nobody
            }),
            Some(Access::Admin)
        );
    }

    #[test]
    fn unread_counts_what_each_side_has_not_read() {
        let c = conversation();
        assert_eq!(c.unread_for(Side::Shopper), 0);
        assert_eq!(c.unread_for(Side::Shop), 3);
    }
}
