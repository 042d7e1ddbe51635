//! What the notices need from storage: the events still to tell, and one transaction that tells
//! an event ([`NoticeStore`]); and the notification centre's reads and writes
//! ([`NotificationFeed`]).

use async_trait::async_trait;
use kernel::{Money, OrderId, OutgoingEmail, Page, PageRequest, ProductId, ShopId, Timestamp};
use orders::status::OrderStatus;

use crate::kinds::{Kind, Preferences, Recipient, Topic};

/// One row of an order's status history that no one has been told about yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderEvent {
    pub id: uuid::Uuid,
    pub order: OrderId,
    pub status: OrderStatus,
    /// `user`, `shop`, `admin` or `system`: who moved the order.
    pub actor: String,
    pub reason: Option<String>,
    pub at: Timestamp,
}

/// What one recipient is told about one event: a notification, and an email unless they switched
/// its topic off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub recipient: Recipient,
    pub kind: Kind,
    /// The record it is about: the order, or the checkout of an order confirmation, or the
    /// product running low; `None` for a daily summary.
    pub subject: Option<uuid::Uuid>,
    /// Names the event and the recipient, such as `order-placed:<checkout>:user`. It is unique:
    /// a notice whose key is already stored is not written again, nor is its email queued.
    pub event_key: String,
    pub title: String,
    pub body: String,
    /// The page it is about, inside the site (`/user/order/<id>`).
    pub link: String,
    pub email: Option<OutgoingEmail>,
    /// When it happened: the event's time, which orders the centre and the outbox.
    pub at: Timestamp,
}

/// A product that has run low.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LowStock {
    pub product: ProductId,
    pub shop: ShopId,
    pub name: String,
    pub stock: u32,
}

/// A shop's day, for its daily summary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ShopDay {
    pub orders: u64,
    pub sales: Money,
    /// Orders in Processing now: waiting for the shop to hand them to a courier.
    pub to_dispatch: u64,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait NoticeStore: Send + Sync + 'static {
    /// Up to `limit` history rows not yet told, oldest first.
    async fn untold(&self, limit: u32) -> anyhow::Result<Vec<OrderEvent>>;

    /// In one transaction: marks `event` told (when given; if another server told it first,
    /// nothing is written) and stores each notice whose key is new, with its email in the outbox.
    /// Returns the recipients that got something, to wake their open pages.
    async fn tell(
        &self,
        event: Option<uuid::Uuid>,
        notices: &[Notice],
        at: Timestamp,
    ) -> anyhow::Result<Vec<Recipient>>;

    /// Of `products`, those with 3 units or fewer in stock now.
    async fn low_stock(&self, products: &[ProductId]) -> anyhow::Result<Vec<LowStock>>;

    /// Orders delivered between `from` and `to`, still Delivered, whose shopper has not yet been
    /// reminded to review them (no `review-reminder` notification about them); at most `limit`.
    async fn to_remind(&self, from: Timestamp, to: Timestamp, limit: u32) -> anyhow::Result<Vec<OrderId>>;

    /// Shops that asked for the daily summary and have had none since `since`.
    async fn awaiting_summary(&self, since: Timestamp) -> anyhow::Result<Vec<ShopId>>;

    /// What `shop` sold between `from` and `to`, and what it has still to dispatch.
    async fn shop_day(&self, shop: ShopId, from: Timestamp, to: Timestamp) -> anyhow::Result<ShopDay>;

    /// The account's email choices (the defaults when it has made none).
    async fn preferences(&self, recipient: Recipient) -> anyhow::Result<Preferences>;
}

/// One stored notification, as its recipient reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notification {
    pub id: uuid::Uuid,
    pub kind: String,
    pub title: String,
    pub body: String,
    pub link: String,
    pub created_at: Timestamp,
    pub read_at: Option<Timestamp>,
}

/// Which notifications a "mark read" is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Which {
    All,
    These(Vec<uuid::Uuid>),
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait NotificationFeed: Send + Sync + 'static {
    /// One page of the recipient's notifications, newest first, and how many there are.
    async fn page(&self, recipient: Recipient, page: PageRequest) -> anyhow::Result<Page<Notification>>;

    /// How many of the recipient's notifications are unread.
    async fn unread(&self, recipient: Recipient) -> anyhow::Result<u64>;

    /// Marks the recipient's notifications read (others' ids are ignored); returns the unread
    /// count after.
    async fn mark_read(&self, recipient: Recipient, which: &Which, at: Timestamp) -> anyhow::Result<u64>;

    /// The account's email choices (the defaults when it has made none).
    async fn preferences(&self, recipient: Recipient) -> anyhow::Result<Preferences>;

    /// Records the account's choices, each replacing an earlier one on the same topic.
    async fn choose(
        &self,
        recipient: Recipient,
        choices: &[(Topic, bool)],
        at: Timestamp,
    ) -> anyhow::Result<()>;
}
