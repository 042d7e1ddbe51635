//! Buyer–seller messages (docs/messages.md): a shopper's and a shop's conversations, their
//! messages and pictures, reports, and the Admin's side. New messages reach open pages over the
//! notification stream (`crate::notices`), as `messages` events.

mod admin;
mod dto;
mod images;
mod inbox;
mod marks;
mod thread;

use kernel::ConversationId;
use messages::Viewer;
use notices::Recipient;
use utoipa::OpenApi;

use crate::app::state::AppState;
use crate::auth::{CurrentSeller, CurrentUser};
use crate::http::error::ApiError;
use crate::http::routes::Routes;
use crate::notices::signals::Signal;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .get("/conversations", inbox::list)
        .post("/conversations", inbox::start)
        .get("/conversations/{id}/messages", thread::list)
        .post("/conversations/{id}/messages", thread::send)
        .post("/conversations/{id}/read", marks::read)
        .post("/conversations/{id}/report", marks::report)
        .get("/conversations/{id}/images/{name}", images::serve)
        .get("/admin-conversations", admin::list)
        .put("/admin-conversation/{id}/block", admin::block);
}

#[derive(OpenApi)]
#[openapi(
    paths(
        inbox::list,
        inbox::start,
        thread::list,
        thread::send,
        marks::read,
        marks::report,
        images::serve,
        admin::list,
        admin::block,
    ),
    components(schemas(
        dto::PartyDto,
        dto::ProductCardDto,
        dto::OrderCardDto,
        dto::LastMessageDto,
        dto::ReportDto,
        dto::BlockedDto,
        dto::ConversationDto,
        dto::MessageDto,
        inbox::StartBody,
        inbox::Started,
        inbox::ConversationsPage,
        thread::MessageBody,
        thread::MessageForm,
        thread::MessagesPage,
        thread::Sent,
        marks::ReadAnswer,
        marks::ReportBody,
        marks::Reported,
        admin::ReportedPage,
        admin::BlockBody,
        admin::Blocked,
    ))
)]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    Api::openapi()
}

/// Who is asking, from both sign-ins a browser may hold; 401 when neither.
fn viewer(user: Option<&CurrentUser>, seller: Option<&CurrentSeller>) -> Result<Viewer, ApiError> {
    if user.is_none() && seller.is_none() {
        return Err(ApiError::Unauthenticated);
    }
    Ok(Viewer {
        user: user.map(|CurrentUser(user)| user.id),
        shop: seller.map(|CurrentSeller(shop)| shop.id),
        admin: user.is_some_and(|CurrentUser(user)| user.is_admin()),
    })
}

/// A conversation id from the path; an id that does not parse is no conversation of anyone's.
fn conversation_id(raw: &str) -> Result<ConversationId, ApiError> {
    raw.parse()
        .map_err(|_| ApiError::NotFound(kernel::Message::new("error-not_found-conversation")))
}

/// Wakes the open pages of both parties: the recipient's inbox and bell, and the sender's other
/// tabs.
async fn wake(state: &AppState, parties: [Recipient; 2], bell: Option<Recipient>) {
    for party in parties {
        state.signals.publish(Signal::messages(party)).await;
    }
    if let Some(to) = bell {
        state.signals.publish(Signal::notifications(to)).await;
    }
}
