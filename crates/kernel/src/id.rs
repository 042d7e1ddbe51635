//! Typed identifiers.
//!
//! Every aggregate has its own id type so a `ShopId` can never be passed where a `UserId` is
//! expected. Ids are random UUID v4 values: they reveal nothing about volume or order, and their
//! first nine characters (what admin screens show, docs/product.md §3) differ between any two orders
//! with overwhelming probability, unlike time-ordered UUIDs whose prefixes repeat.

use std::fmt;
use std::str::FromStr;

use uuid::Uuid;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{value}` is not a valid id")]
pub struct IdError {
    pub value: String,
}

macro_rules! typed_id {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
        #[serde(transparent)]
        pub struct $name(Uuid);

        impl $name {
            /// A fresh random id.
            #[must_use]
            pub fn new() -> Self {
                Self(Uuid::new_v4())
            }

            #[must_use]
            pub const fn from_uuid(uuid: Uuid) -> Self {
                Self(uuid)
            }

            #[must_use]
            pub const fn as_uuid(&self) -> Uuid {
                self.0
            }

            /// The first eight hex digits, as pages and emails refer to a record. (The original
            /// showed nine characters of a 24-digit id; a UUID's ninth is a hyphen.)
            #[must_use]
            pub fn short(&self) -> String {
                self.0.simple().to_string()[..8].to_owned()
            }
        }

        impl Default for $name {
            fn default() -> Self {
                Self::new()
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0.hyphenated(), f)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!(stringify!($name), "({})"), self.0.hyphenated())
            }
        }

        impl FromStr for $name {
            type Err = IdError;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                Uuid::try_parse(s).map(Self).map_err(|_| IdError { value: s.chars().take(64).collect() })
            }
        }

        impl From<$name> for Uuid {
            fn from(id: $name) -> Uuid {
                id.0
            }
        }
    };
}

typed_id!(
    /// A shopper's or the Admin's account.
    UserId
);
typed_id!(
    /// One of a user's saved addresses.
    AddressId
);
typed_id!(
    /// A seller's shop, which is also the seller's account.
    ShopId
);
typed_id!(
    /// A product or an event (a flash deal is a product with a start and an end).
    ProductId
);
typed_id!(
    /// One image of a product.
    ProductImageId
);
typed_id!(
    /// A shopper's review of a product.
    ReviewId
);
typed_id!(
    /// One checkout: a cart placed at once, which becomes one order per shop.
    CheckoutId
);
typed_id!(
    /// One shop's part of a checkout.
    OrderId
);
typed_id!(
    /// The payment of one checkout.
    PaymentId
);
typed_id!(
    /// A shop's or the platform's coupon.
    CouponId
);
typed_id!(
    /// One line of a shop's ledger.
    LedgerLineId
);
typed_id!(
    /// A seller's request to be paid out.
    WithdrawalId
);
typed_id!(
    /// A message in the email outbox.
    EmailId
);
typed_id!(
    /// A conversation between a shopper and a shop.
    ConversationId
);
typed_id!(
    /// One message of a conversation.
    MessageId
);
typed_id!(
    /// A seller's bulk upload of products, run as a background job.
    ImportId
);

impl crate::Described for IdError {
    fn message(&self) -> crate::Message {
        crate::Message::new("field-id-invalid").with("value", &self.value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_through_their_text_form() {
        let id = OrderId::new();
        assert_eq!(id.to_string().parse::<OrderId>().unwrap(), id);
    }

    #[test]
    fn new_ids_are_random_v4_and_their_short_forms_differ() {
        let a = OrderId::new();
        let b = OrderId::new();
        assert_eq!(a.as_uuid().get_version_num(), 4);
        // Eight hex digits, the UUID's first group: no trailing hyphen, as nine characters had.
        assert_eq!(a.short().len(), 8);
        assert!(a.short().chars().all(|c| c.is_ascii_hexdigit()));
        assert_eq!(&a.to_string()[..8], a.short());
        assert_ne!(a.short(), b.short());
    }

    #[test]
    fn garbage_is_not_an_id_and_the_error_does_not_echo_unbounded_input() {
        let long = "x".repeat(10_000);
        let err = long.parse::<ShopId>().unwrap_err();
        assert_eq!(err.value.len(), 64);
        assert!("not-a-uuid".parse::<ShopId>().is_err());
    }
}
