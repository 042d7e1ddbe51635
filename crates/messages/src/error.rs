//! Why a conversation or a message was refused, naming the field at fault.

use kernel::ImageError;

#[derive(Debug, thiserror::Error)]
pub enum MessageError {
    #[error("write a message of up to 2000 characters, or attach a picture")]
    Text,
    #[error("attach at most 4 pictures")]
    TooManyImages,
    #[error(transparent)]
    Image(ImageError),
    /// No such shop, or one that is not trading.
    #[error("no such shop")]
    Shop,
    /// Not a product of that shop.
    #[error("that product is not sold by this shop")]
    Product,
    /// Not one of the shopper's orders from that shop: not told apart from no order at all.
    #[error("that is not one of your orders from this shop")]
    Order,
    #[error("say why, in 3 to 500 characters")]
    Reason,
    #[error("name the party to block: shopper or shop")]
    PartyToBlock,
    /// A shop cannot start a conversation with itself through its owner's shopper account.
    #[error("a shop cannot write to itself")]
    OwnShop,
    /// The Admin has stopped this account from messaging.
    #[error("you cannot send messages")]
    Blocked,
    /// The Admin reads a conversation to judge a report, but writes nothing in it.
    #[error("the Admin reads conversations but does not write in them")]
    NotAParty,
    /// None of the caller's: not told apart from missing.
    #[error("no such conversation")]
    NotFound,
    #[error(transparent)]
    Store(#[from] anyhow::Error),
}

impl MessageError {
    /// The input at fault, when there is one.
    #[must_use]
    pub const fn field(&self) -> Option<&'static str> {
        match self {
            Self::Text => Some("message"),
            Self::TooManyImages | Self::Image(_) => Some("images"),
            Self::Shop | Self::OwnShop => Some("shopId"),
            Self::Product => Some("productId"),
            Self::Order => Some("orderId"),
            Self::Reason => Some("reason"),
            Self::PartyToBlock => Some("party"),
            _ => None,
        }
    }
}

impl kernel::Described for MessageError {
    fn message(&self) -> kernel::Message {
        match self {
            Self::Image(image) => image.message(),
            Self::TooManyImages => {
                kernel::Message::new("field-message-images").with("max", crate::text::MAX_IMAGES)
            }
            other => kernel::Message::new(match other {
                Self::Text => "field-message-text",
                Self::Shop => "field-message-shop",
                Self::OwnShop => "field-message-own-shop",
                Self::Product => "field-message-product",
                Self::Order => "field-message-order",
                Self::Reason => "field-message-reason",
                Self::PartyToBlock => "field-message-party",
                Self::Blocked => "error-messaging_blocked",
                Self::NotAParty => "error-forbidden",
                _ => "error-not_found-conversation",
            }),
        }
    }
}
