//! Conversations and messages as the API answers them.

use kernel::{ConversationId, MediaKey, Timestamp};
use messages::{Access, Conversation, Message, Side};
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use crate::catalog::dto::rupees;
use crate::media::media_path;

/// Where a message's picture is served: through its conversation, to its parties and the Admin.
pub(crate) fn image_path(conversation: ConversationId, key: &MediaKey) -> String {
    let name = key.as_str().rsplit('/').next().unwrap_or(key.as_str());
    format!("/api/v2/conversations/{conversation}/images/{name}")
}

/// One side of a conversation.
#[derive(Serialize, ToSchema)]
pub struct PartyDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    name: String,
    /// `/media/…`, or null.
    #[schema(required = true)]
    avatar: Option<String>,
}

/// The product a conversation is about.
#[derive(Serialize, ToSchema)]
pub struct ProductCardDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    name: String,
    /// `/media/…` thumbnail, or null.
    #[schema(required = true)]
    image: Option<String>,
    /// Its selling price, in rupees.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    price: Decimal,
}

/// The order a conversation is about.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderCardDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    status: String,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    total_price: Decimal,
    #[schema(value_type = String, format = DateTime)]
    created_at: Timestamp,
}

/// The last message, for the inbox.
#[derive(Serialize, ToSchema)]
pub struct LastMessageDto {
    /// Its first line or so; empty when it held only pictures.
    text: String,
    /// `user` (the shopper) or `shop`.
    from: String,
    #[schema(value_type = String, format = DateTime)]
    at: Timestamp,
}

/// A report of the conversation to the Admin.
#[derive(Serialize, ToSchema)]
pub struct ReportDto {
    /// `user` or `shop`.
    by: String,
    reason: String,
    #[schema(value_type = String, format = DateTime)]
    at: Timestamp,
}

/// Whether the Admin has stopped each party from messaging.
#[derive(Serialize, ToSchema)]
pub struct BlockedDto {
    user: bool,
    shop: bool,
}

/// A conversation as one of its parties, or the Admin, sees it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConversationDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    user: PartyDto,
    shop: PartyDto,
    /// The product it is about, or null.
    #[schema(required = true)]
    product: Option<ProductCardDto>,
    /// The order it is about, or null.
    #[schema(required = true)]
    order: Option<OrderCardDto>,
    /// Null before the first message.
    #[schema(required = true)]
    last_message: Option<LastMessageDto>,
    message_count: i64,
    /// Messages the caller has not read (0 for the Admin).
    unread: i64,
    /// The caller's side (`user` or `shop`); null for the Admin.
    #[schema(required = true)]
    me: Option<String>,
    /// How far the other side has read: the caller's messages with `seq` up to this are seen.
    seen_up_to: i64,
    /// The caller may write here: a party the Admin has not stopped.
    can_send: bool,
    /// The latest report: shown to the Admin, and to the party who made it; null otherwise.
    #[schema(required = true)]
    reported: Option<ReportDto>,
    /// Shown to the Admin only; null to the parties.
    #[schema(required = true)]
    blocked: Option<BlockedDto>,
    #[schema(value_type = String, format = DateTime)]
    created_at: Timestamp,
}

impl ConversationDto {
    pub(crate) fn of(c: &Conversation, access: Access) -> Self {
        let me = match access {
            Access::Party(side) => Some(side),
            Access::Admin => None,
        };
        let party = |id: String, party: &messages::Party| PartyDto {
            id,
            name: party.name.clone(),
            avatar: party.avatar.as_ref().map(media_path),
        };
        let reported = c
            .reported
            .as_ref()
            .filter(|report| me.is_none_or(|side| report.by == side))
            .map(|report| ReportDto {
                by: report.by.as_str().to_owned(),
                reason: report.reason.clone(),
                at: report.at,
            });
        Self {
            id: c.id.to_string(),
            user: party(c.user.to_string(), &c.shopper),
            shop: party(c.shop.to_string(), &c.seller),
            product: c.product.as_ref().map(|p| ProductCardDto {
                id: p.id.to_string(),
                name: p.name.clone(),
                image: p.thumbnail.as_ref().map(media_path),
                price: rupees(p.price),
            }),
            order: c.order.as_ref().map(|o| OrderCardDto {
                id: o.id.to_string(),
                status: o.status.clone(),
                total_price: rupees(o.total),
                created_at: o.placed_at,
            }),
            last_message: (c.message_count > 0).then(|| LastMessageDto {
                text: c.last_preview.clone(),
                from: c.last_from.as_str().to_owned(),
                at: c.last_message_at,
            }),
            message_count: c.message_count,
            unread: me.map_or(0, |side| c.unread_for(side)),
            me: me.map(|side| side.as_str().to_owned()),
            seen_up_to: me.map_or(0, |side| c.read_by(side.other())),
            can_send: match me {
                Some(Side::Shopper) => !c.shopper_blocked,
                Some(Side::Shop) => !c.shop_blocked,
                None => false,
            },
            reported,
            blocked: me.is_none().then_some(BlockedDto {
                user: c.shopper_blocked,
                shop: c.shop_blocked,
            }),
            created_at: c.created_at,
        }
    }
}

/// One message.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    /// Its place in the conversation, from 1.
    seq: i64,
    /// `user` (the shopper) or `shop`.
    from: String,
    /// Sent by the caller.
    mine: bool,
    /// Phone numbers and email addresses are masked (`••••••`). May be empty when it holds
    /// pictures.
    text: String,
    /// The pictures' paths, served only to the conversation's parties and the Admin.
    images: Vec<String>,
    /// The caller's message has been read by the other side.
    seen: bool,
    #[schema(value_type = String, format = DateTime)]
    created_at: Timestamp,
}

impl MessageDto {
    pub(crate) fn of(m: &Message, c: &Conversation, access: Access) -> Self {
        let mine = access == Access::Party(m.from);
        Self {
            id: m.id.to_string(),
            seq: m.seq,
            from: m.from.as_str().to_owned(),
            mine,
            text: m.text.clone(),
            images: m.images.iter().map(|key| image_path(c.id, key)).collect(),
            seen: mine && c.read_by(m.from.other()) >= m.seq,
            created_at: m.created_at,
        }
    }
}
