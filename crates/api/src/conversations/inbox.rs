//! `GET /conversations` (the caller's inbox) and `POST /conversations` (a shopper asks a shop).

use actix_web::{HttpResponse, web};
use messages::start::{Ask, start as start_conversation};
use messages::{Access, Side};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::dto::{ConversationDto, MessageDto};
use super::wake;
use crate::app::state::AppState;
use crate::auth::{CurrentSeller, CurrentUser};
use crate::http::error::{ApiError, ErrorBody, message_problems};
use crate::http::paging::page_request;
use crate::notices::feed::recipient;

/// Conversations a page.
const LIMIT: u32 = 20;

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// `seller` for the signed-in seller's shop; the shopper otherwise.
    #[serde(default, rename = "as")]
    #[param(rename = "as")]
    audience: Option<String>,
    /// From 1; 20 a page, conversations with unread messages first, then the latest.
    #[serde(default)]
    page: Option<String>,
    /// Matches the other party's name, the product's name or the last message.
    #[serde(default)]
    q: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ConversationsPage {
    success: bool,
    items: Vec<ConversationDto>,
    total: u64,
    page: u32,
    limit: u32,
    /// The caller's conversations with unread messages, whatever the page or search.
    unread: u64,
}

/// The caller's conversations: the shopper's, or with `?as=seller` the shop's inbox.
#[utoipa::path(
    get,
    path = "/api/v2/conversations",
    operation_id = "listConversations",
    tag = "messages",
    params(ListQuery),
    responses(
        (status = 200, description = "Unread first, then by latest message", body = ConversationsPage),
        (status = 400, description = "`page` is not a page number, or `as` is neither `user` nor `seller`", body = ErrorBody),
        (status = 401, description = "Not signed in as that kind of account", body = ErrorBody),
    )
)]
pub async fn list(
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let party = recipient(query.audience.as_deref(), user, seller)?;
    let page = page_request(query.page.as_deref(), None, LIMIT)?;
    let side = match party {
        notices::Recipient::User(_) => Side::Shopper,
        notices::Recipient::Shop(_) => Side::Shop,
    };
    let search = query.q.map(|q| q.chars().take(100).collect::<String>());
    let found = state.conversations.list(party, search, page).await?;
    let unread = state.conversations.unread(party).await?;
    Ok(HttpResponse::Ok().json(ConversationsPage {
        success: true,
        items: found
            .items
            .iter()
            .map(|c| ConversationDto::of(c, Access::Party(side)))
            .collect(),
        total: found.total,
        page: page.page(),
        limit: page.limit(),
        unread,
    }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StartBody {
    /// The shop to ask.
    #[serde(default)]
    #[schema(format = Uuid)]
    shop_id: String,
    /// The shop's product it is about, or null.
    #[serde(default)]
    #[schema(format = Uuid)]
    product_id: Option<String>,
    /// One of the shopper's orders from the shop, or null.
    #[serde(default)]
    #[schema(format = Uuid)]
    order_id: Option<String>,
    /// Up to 2000 characters. Phone numbers and email addresses are masked.
    #[serde(default)]
    message: String,
}

#[derive(Serialize, ToSchema)]
pub struct Started {
    success: bool,
    conversation: ConversationDto,
    message: MessageDto,
}

/// A shopper asks a shop, about one of its products, one of their orders from it, or nothing in
/// particular. Asking again about the same thing continues the same conversation.
#[utoipa::path(
    post,
    path = "/api/v2/conversations",
    operation_id = "startConversation",
    tag = "messages",
    request_body = StartBody,
    responses(
        (status = 201, description = "The conversation, with the message written in it", body = Started),
        (status = 400, description = "Each wrong field named: `shopId`, `productId`, `orderId`, `message`", body = ErrorBody),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
        (status = 403, description = "`messaging_blocked`: the Admin has stopped this account from messaging", body = ErrorBody),
        (status = 429, description = "More messages a minute than allowed", body = ErrorBody),
    )
)]
pub async fn start(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<StartBody>,
) -> Result<HttpResponse, ApiError> {
    let shopper = notices::Recipient::User(user.id);
    state
        .message_limiter
        .check_key(&format!("message:{shopper}"))
        .await?;
    let (conversation, message) = start_conversation(
        state.conversations.as_ref(),
        state.message_images(),
        state.texts.as_ref(),
        user.id,
        Ask {
            shop: &body.shop_id,
            product: body.product_id.as_deref(),
            order: body.order_id.as_deref(),
            message: &body.message,
        },
        state.clock.now(),
    )
    .await
    .map_err(message_problems)?;
    let shop = conversation.recipient(Side::Shop);
    wake(&state, [shop, shopper], Some(shop)).await;
    let access = Access::Party(Side::Shopper);
    Ok(HttpResponse::Created().json(Started {
        success: true,
        message: MessageDto::of(&message, &conversation, access),
        conversation: ConversationDto::of(&conversation, access),
    }))
}
