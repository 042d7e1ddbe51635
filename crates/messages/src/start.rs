//! A shopper asks a shop: from a product page ("Ask the seller"), from an order ("Contact
//! seller"), or about nothing in particular. Asking again about the same thing continues the
//! same conversation.

use kernel::{ConversationId, OrderId, ProductId, ShopId, Texts, Timestamp, UserId};

use crate::conversation::{Conversation, Message, Side};
use crate::error::MessageError;
use crate::ports::{ConversationStore, MessageImages, NewConversation, Subject};
use crate::send::post;
use crate::text::message_text;

/// A shopper's first message, as sent, before it is checked.
#[derive(Debug, Clone)]
pub struct Ask<'a> {
    pub shop: &'a str,
    pub product: Option<&'a str>,
    pub order: Option<&'a str>,
    pub message: &'a str,
}

fn named(raw: Option<&str>) -> Option<&str> {
    raw.map(str::trim).filter(|raw| !raw.is_empty())
}

/// Starts (or continues) `shopper`'s conversation with a shop about a product or an order and
/// writes `ask.message` in it.
///
/// # Errors
/// Every wrong field, named: `shopId` (no such shop trading, or the shopper's own),
/// `productId` (not the shop's), `orderId` (not the shopper's from that shop), `message`; or
/// [`MessageError::Blocked`] alone.
pub async fn start(
    store: &dyn ConversationStore,
    images: &dyn MessageImages,
    texts: &dyn Texts,
    shopper: UserId,
    ask: Ask<'_>,
    now: Timestamp,
) -> Result<(Conversation, Message), Vec<MessageError>> {
    let mut problems = Vec::new();
    let shop = ask.shop.trim().parse::<ShopId>().ok();
    let product = named(ask.product).map(|raw| raw.parse::<ProductId>().ok());
    let order = named(ask.order).map(|raw| raw.parse::<OrderId>().ok());
    if message_text(ask.message, false).is_err() {
        problems.push(MessageError::Text);
    }
    let Some(shop) = shop else {
        problems.insert(0, MessageError::Shop);
        return Err(problems);
    };
    let subject = Subject {
        product: product.flatten(),
        order: order.flatten(),
    };
    let check = store
        .check(shopper, shop, subject)
        .await
        .map_err(|e| vec![MessageError::Store(e)])?;
    let mut wrong = Vec::new();
    if !check.shop_trading {
        wrong.push(MessageError::Shop);
    } else if check.own_shop {
        wrong.push(MessageError::OwnShop);
    }
    if product == Some(None) || !check.product_of_shop {
        wrong.push(MessageError::Product);
    }
    if order == Some(None) || !check.order_of_shopper {
        wrong.push(MessageError::Order);
    }
    wrong.append(&mut problems);
    if !wrong.is_empty() {
        return Err(wrong);
    }
    let id = store
        .open(&NewConversation {
            id: ConversationId::new(),
            user: shopper,
            shop,
            subject,
            at: now,
        })
        .await
        .map_err(|e| vec![MessageError::Store(e)])?;
    let conversation = store
        .find(id)
        .await
        .map_err(|e| vec![MessageError::Store(e)])?
        .ok_or_else(|| vec![MessageError::NotFound])?;
    post(
        store,
        images,
        texts,
        &conversation,
        Side::Shopper,
        (ask.message, Vec::new()),
        now,
    )
    .await
    .map_err(|e| vec![e])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conversation::Party;
    use crate::ports::{MockConversationStore, MockMessageImages, SubjectCheck};
    use chrono::TimeZone as _;
    use kernel::{EchoTexts, Language};

    fn now() -> Timestamp {
        chrono::Utc.with_ymd_and_hms(2026, 11, 28, 6, 30, 0).unwrap()
    }

    fn kept(id: ConversationId, user: UserId, shop: ShopId) -> Conversation {
        let party = |name: &str, language| Party {
            name: name.to_owned(),
            avatar: None,
            language,
        };
        Conversation {
            id,
            user,
            shop,
            shopper: party("Priya", Language::En),
            seller: party("Banaras Silk House", Language::Hi),
            product: None,
            order: None,
            created_at: now(),
            last_message_at: now(),
            last_preview: String::new(),
            last_from: Side::Shopper,
            message_count: 0,
            user_read: 0,
            shop_read: 0,
            reported: None,
            shopper_blocked: false,
            shop_blocked: false,
        }
    }

    #[tokio::test]
    async fn asking_opens_the_conversation_and_tells_the_shop_in_its_language_with_the_number_masked() {
        let (user, shop, id) = (UserId::new(), ShopId::new(), ConversationId::new());
        let mut store = MockConversationStore::new();
        store.expect_check().returning(|_, _, _| {
            Ok(SubjectCheck {
                shop_trading: true,
                own_shop: false,
                product_of_shop: true,
                order_of_shopper: true,
            })
        });
        store
            .expect_open()
            .withf(move |new| new.user == user && new.shop == shop && new.subject.product.is_some())
            .returning(move |_| Ok(id));
        store
            .expect_find()
            .returning(move |_| Ok(Some(kept(id, user, shop))));
        store.expect_is_blocked().returning(|_| Ok(false));
        store
            .expect_post()
            .withf(move |message, notice| {
                message.text == "Is this pure silk? Call ••••••"
                    && message.from == Side::Shopper
                    && notice.recipient == notices::Recipient::Shop(shop)
                    && notice.title == "notice-message-title@hi name=Priya"
                    && notice.link == format!("/shop-dashboard-messages?conversation={id}")
            })
            .times(1)
            .returning(|message, _| {
                Ok(Message {
                    seq: 1,
                    ..message.clone()
                })
            });
        let images = MockMessageImages::new();
        let product = ProductId::new().to_string();
        let (_, message) = start(
            &store,
            &images,
            &EchoTexts,
            user,
            Ask {
                shop: &shop.to_string(),
                product: Some(&product),
                order: None,
                message: "Is this pure silk? Call 98765 43210",
            },
            now(),
        )
        .await
        .unwrap();
        assert_eq!(message.seq, 1);
    }

    #[tokio::test]
    async fn each_wrong_field_is_named_and_nothing_is_opened() {
        let mut store = MockConversationStore::new();
        store.expect_check().returning(|_, _, _| {
            Ok(SubjectCheck {
                shop_trading: true,
                own_shop: false,
                product_of_shop: false,
                order_of_shopper: false,
            })
        });
        store.expect_open().never();
        let images = MockMessageImages::new();
        let problems = start(
            &store,
            &images,
            &EchoTexts,
            UserId::new(),
            Ask {
                shop: &ShopId::new().to_string(),
                product: Some(&ProductId::new().to_string()),
                order: Some("not-an-id"),
                message: " ",
            },
            now(),
        )
        .await
        .unwrap_err();
        assert_eq!(
            problems.iter().map(MessageError::field).collect::<Vec<_>>(),
            [Some("productId"), Some("orderId"), Some("message")]
        );
    }
}
