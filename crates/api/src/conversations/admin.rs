//! The Admin's side of messages: `GET /admin-conversations` (reported conversations, latest
//! report first; each is read through `GET /conversations/{id}/messages`) and
//! `PUT /admin-conversation/{id}/block` (stop a party from messaging, or let it again).

use actix_web::{HttpResponse, web};
use messages::Access;
use messages::moderate::block as block_party;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::conversation_id;
use super::dto::ConversationDto;
use crate::app::state::AppState;
use crate::auth::Admin;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::paging::page_request;

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReportedQuery {
    /// From 1.
    #[serde(default)]
    page: Option<String>,
    /// 1 to 100; 20 by default.
    #[serde(default)]
    limit: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ReportedPage {
    success: bool,
    items: Vec<ConversationDto>,
    total: u64,
    page: u32,
    limit: u32,
}

/// Reported conversations, latest report first.
#[utoipa::path(
    get,
    path = "/api/v2/admin-conversations",
    operation_id = "adminConversations",
    tag = "messages",
    params(ReportedQuery),
    responses(
        (status = 200, description = "A page of reported conversations", body = ReportedPage),
        (status = 400, description = "`page` or `limit` is wrong", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not the Admin", body = ErrorBody),
    )
)]
pub async fn list(
    _admin: Admin,
    state: web::Data<AppState>,
    query: web::Query<ReportedQuery>,
) -> Result<HttpResponse, ApiError> {
    let page = page_request(query.page.as_deref(), query.limit.as_deref(), 20)?;
    let found = state.conversations.reported(page).await?;
    Ok(HttpResponse::Ok().json(ReportedPage {
        success: true,
        items: found
            .items
            .iter()
            .map(|c| ConversationDto::of(c, Access::Admin))
            .collect(),
        total: found.total,
        page: page.page(),
        limit: page.limit(),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct BlockBody {
    /// `shopper` or `shop`: which party of the conversation.
    #[serde(default)]
    party: String,
    /// `true` stops the party from sending messages anywhere; `false` lets it again.
    #[serde(default)]
    blocked: Option<bool>,
}

#[derive(Serialize, ToSchema)]
pub struct Blocked {
    success: bool,
    conversation: ConversationDto,
}

/// Stops one party of a conversation from sending messages (in any conversation), or lets it
/// again. The party still reads its conversations. Recorded in the audit log.
#[utoipa::path(
    put,
    path = "/api/v2/admin-conversation/{id}/block",
    operation_id = "adminBlockMessaging",
    tag = "messages",
    params(("id" = String, Path, description = "The conversation's `_id`")),
    request_body = BlockBody,
    responses(
        (status = 200, description = "Changed; the conversation as it is now", body = Blocked),
        (status = 400, description = "`party` is neither `shopper` nor `shop`, or `blocked` is missing", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Not the Admin", body = ErrorBody),
        (status = 404, description = "No such conversation", body = ErrorBody),
    )
)]
pub async fn block(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<BlockBody>,
) -> Result<HttpResponse, ApiError> {
    let id = conversation_id(&id)?;
    let Some(blocked) = body.blocked else {
        return Err(ApiError::field("blocked", kernel::Message::new("field-required")));
    };
    let (account, conversation) = block_party(
        state.conversations.as_ref(),
        id,
        body.party.trim(),
        blocked,
        state.clock.now(),
    )
    .await?;
    crate::admin::audit::record(
        &state,
        &admin,
        if blocked {
            "messaging.block"
        } else {
            "messaging.unblock"
        },
        account.kind(),
        account.id().to_string(),
        serde_json::json!({"conversation": id.to_string()}),
    )
    .await;
    Ok(HttpResponse::Ok().json(Blocked {
        success: true,
        conversation: ConversationDto::of(&conversation, Access::Admin),
    }))
}
