//! `POST /conversations/{id}/read` (the caller has read it: the other side sees "seen") and
//! `POST /conversations/{id}/report` (to the Admin).

use actix_web::{HttpResponse, web};
use messages::Access;
use messages::read::mark_read;
use messages::report::report as report_conversation;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::dto::ConversationDto;
use super::{conversation_id, viewer, wake};
use crate::app::state::AppState;
use crate::auth::{CurrentSeller, CurrentUser};
use crate::http::error::{ApiError, ErrorBody};

#[derive(Serialize, ToSchema)]
pub struct ReadAnswer {
    success: bool,
    conversation: ConversationDto,
    /// The caller's conversations still with unread messages.
    unread: u64,
}

/// Marks everything in the conversation read by the caller's side, and its notifications too.
#[utoipa::path(
    post,
    path = "/api/v2/conversations/{id}/read",
    operation_id = "readConversation",
    tag = "messages",
    params(("id" = String, Path, description = "The conversation's `_id`")),
    responses(
        (status = 200, description = "Read; the other side's pages now show the caller's messages seen", body = ReadAnswer),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "The Admin's reading marks nothing", body = ErrorBody),
        (status = 404, description = "No conversation of the caller's", body = ErrorBody),
    )
)]
pub async fn read(
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let viewer = viewer(user.as_ref(), seller.as_ref())?;
    let id = conversation_id(&id)?;
    let conversation = mark_read(state.conversations.as_ref(), viewer, id, state.clock.now()).await?;
    let Some(Access::Party(side)) = conversation.access(viewer) else {
        return Err(ApiError::Forbidden);
    };
    let me = conversation.recipient(side);
    wake(&state, [conversation.recipient(side.other()), me], Some(me)).await;
    Ok(HttpResponse::Ok().json(ReadAnswer {
        success: true,
        unread: state.conversations.unread(me).await?,
        conversation: ConversationDto::of(&conversation, Access::Party(side)),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct ReportBody {
    /// Why: 3 to 500 characters.
    #[serde(default)]
    reason: String,
}

#[derive(Serialize, ToSchema)]
pub struct Reported {
    success: bool,
}

/// Reports the conversation to the Admin, who reads it and may stop a party from messaging.
#[utoipa::path(
    post,
    path = "/api/v2/conversations/{id}/report",
    operation_id = "reportConversation",
    tag = "messages",
    params(("id" = String, Path, description = "The conversation's `_id`")),
    request_body = ReportBody,
    responses(
        (status = 200, description = "Reported", body = Reported),
        (status = 400, description = "`reason` is not 3 to 500 characters", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "The Admin does not report", body = ErrorBody),
        (status = 404, description = "No conversation of the caller's", body = ErrorBody),
    )
)]
pub async fn report(
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<ReportBody>,
) -> Result<HttpResponse, ApiError> {
    let viewer = viewer(user.as_ref(), seller.as_ref())?;
    let id = conversation_id(&id)?;
    let made = report_conversation(
        state.conversations.as_ref(),
        viewer,
        id,
        &body.reason,
        state.clock.now(),
    )
    .await?;
    tracing::info!(conversation = %id, by = made.by.as_str(), "a conversation was reported");
    Ok(HttpResponse::Ok().json(Reported { success: true }))
}
