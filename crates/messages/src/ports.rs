//! What the messages domain needs from outside: a store for conversations and a place for their
//! pictures that nobody else can reach.

use async_trait::async_trait;
use kernel::{
    ConversationId, ImageError, MediaKey, MessageId, OrderId, Page, PageRequest, ProductId, ShopId,
    Timestamp, UserId,
};
use notices::Recipient;

use crate::conversation::{Conversation, Message, Report, Side};

/// A conversation to open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewConversation {
    pub id: ConversationId,
    pub user: UserId,
    pub shop: ShopId,
    pub subject: Subject,
    pub at: Timestamp,
}

/// What a conversation is about: one conversation per shopper, shop and subject.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Subject {
    pub product: Option<ProductId>,
    pub order: Option<OrderId>,
}

/// What the store knows of a conversation's would-be subject.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SubjectCheck {
    /// The shop exists and trades.
    pub shop_trading: bool,
    /// The shop's owner is this shopper (the owner's own shopper account).
    pub own_shop: bool,
    /// The product is the shop's (true when no product is named).
    pub product_of_shop: bool,
    /// The order is the shopper's, from the shop (true when no order is named).
    pub order_of_shopper: bool,
}

/// The notification a new message leaves for its recipient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessageNotice {
    pub recipient: Recipient,
    pub title: String,
    pub body: String,
    pub link: String,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ConversationStore: Send + Sync {
    /// Whether `shop` trades, `product` is its and `order` is `user`'s from it.
    async fn check(&self, user: UserId, shop: ShopId, subject: Subject) -> anyhow::Result<SubjectCheck>;
    /// The conversation of `new`'s shopper, shop and subject, opened now when there is none. Two
    /// servers opening the same one at once end with one conversation.
    async fn open(&self, new: &NewConversation) -> anyhow::Result<ConversationId>;
    async fn find(&self, id: ConversationId) -> anyhow::Result<Option<Conversation>>;
    /// In one transaction: gives `message` the next number in its conversation and keeps it,
    /// counts the conversation read by its sender up to it, makes it the conversation's last
    /// message, and leaves `notice` unless the recipient still has an unread one for this
    /// conversation. The message as kept, numbered.
    async fn post(&self, message: &Message, notice: &MessageNotice) -> anyhow::Result<Message>;
    /// Up to `limit` messages before `before` (all when `None`), newest first.
    async fn messages(
        &self,
        id: ConversationId,
        before: Option<MessageId>,
        limit: u32,
    ) -> anyhow::Result<Vec<Message>>;
    /// `party`'s conversations, those with unread messages first, then by latest message;
    /// `search` matches the other party's name, the product's name or the last message.
    async fn list(
        &self,
        party: Recipient,
        search: Option<String>,
        page: PageRequest,
    ) -> anyhow::Result<Page<Conversation>>;
    /// How many of `party`'s conversations have messages `party` has not read.
    async fn unread(&self, party: Recipient) -> anyhow::Result<u64>;
    /// Counts everything in the conversation read by `side`, and marks `side`'s notifications
    /// of it read.
    async fn mark_read(&self, id: ConversationId, side: Side, at: Timestamp) -> anyhow::Result<()>;
    /// Records `report` (a later one replaces an earlier one).
    async fn report(&self, id: ConversationId, report: &Report) -> anyhow::Result<()>;
    /// Reported conversations, latest report first.
    async fn reported(&self, page: PageRequest) -> anyhow::Result<Page<Conversation>>;
    /// Whether one of the conversation's messages holds the picture `key`.
    async fn holds_image(&self, id: ConversationId, key: &MediaKey) -> anyhow::Result<bool>;
    async fn is_blocked(&self, party: Recipient) -> anyhow::Result<bool>;
    /// Stops `party` from sending messages (with the Admin's reason), or lets it again (`None`).
    async fn set_blocked(
        &self,
        party: Recipient,
        reason: Option<String>,
        at: Timestamp,
    ) -> anyhow::Result<()>;
}

/// Where messages' pictures are kept: checked and re-encoded like every upload, and never at a
/// public address.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait MessageImages: Send + Sync {
    /// Checks `upload` by its content, re-encodes it (dropping metadata) and keeps it.
    ///
    /// # Errors
    /// The [`ImageError`]s of a refused upload; [`ImageError::Unexpected`] when storage fails.
    async fn store_message_image(&self, upload: Vec<u8>) -> Result<MediaKey, ImageError>;
    /// Removes pictures of a message that was not kept.
    async fn remove_message_images(&self, keys: &[MediaKey]) -> anyhow::Result<()>;
}
