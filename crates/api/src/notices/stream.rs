//! `GET /notifications/stream`: Server-Sent Events (ADR 0028) that keep a page's bell current.
//! The first event is the unread count; another follows whenever it may have changed, on this
//! server or any other (signals.rs). A comment line every 15 s keeps proxies from closing an idle
//! connection, the count is re-read every minute in case a signal was lost, and the stream ends
//! after 30 minutes so the browser reconnects and the session is checked again.
//!
//! Conversations use the same stream (docs/messages.md): when one of the account's changes (a new
//! message, or the other side read it), a `messages` event carries the number of conversations
//! with unread messages, and the page re-reads what it shows.

use std::time::Duration;

use actix_web::http::header;
use actix_web::{HttpResponse, web};
use bytes::Bytes;
use futures_util::stream;
use notices::{NotificationFeed, Recipient};
use tokio::sync::broadcast::error::RecvError;
use tokio::time::Instant;

use crate::app::state::AppState;
use crate::auth::{CurrentSeller, CurrentUser};
use crate::http::error::{ApiError, ErrorBody};
use crate::notices::feed::{Audience, recipient};
use crate::notices::signals::Signal;

const KEEP_ALIVE: Duration = Duration::from_secs(15);
const REREAD: Duration = Duration::from_secs(60);
const LIFETIME: Duration = Duration::from_secs(30 * 60);

struct Open {
    signals: tokio::sync::broadcast::Receiver<Signal>,
    feed: std::sync::Arc<dyn NotificationFeed>,
    conversations: std::sync::Arc<dyn messages::ConversationStore>,
    recipient: Recipient,
    me: String,
    /// Send the count before waiting: the first event, and after a signal or a re-read.
    due: bool,
    /// Send the conversations' event: one of them changed.
    due_messages: bool,
    last_read: Instant,
    ends: Instant,
}

/// One event of the stream, as a client's `EventSource` reads it.
#[derive(utoipa::ToSchema)]
pub struct UnreadEvent {
    /// Always `unread`.
    #[schema(example = "unread")]
    pub event: String,
    /// JSON: `{"unread": n}`, the account's unread count.
    #[schema(example = "{\"unread\":3}")]
    pub data: String,
}

/// The `messages` event: a conversation of the account's changed.
#[derive(utoipa::ToSchema)]
pub struct MessagesEvent {
    /// Always `messages`.
    #[schema(example = "messages")]
    pub event: String,
    /// JSON: `{"unread": n}`, the account's conversations with unread messages.
    #[schema(example = "{\"unread\":1}")]
    pub data: String,
}

fn messages_event(unread: u64) -> Bytes {
    let event = MessagesEvent {
        event: "messages".to_owned(),
        data: format!("{{\"unread\":{unread}}}"),
    };
    Bytes::from(format!("event: {}\ndata: {}\n\n", event.event, event.data))
}

fn event(unread: u64) -> Bytes {
    let event = UnreadEvent {
        event: "unread".to_owned(),
        data: format!("{{\"unread\":{unread}}}"),
    };
    Bytes::from(format!("event: {}\ndata: {}\n\n", event.event, event.data))
}

/// The account's unread count, now and whenever it changes.
#[utoipa::path(
    get,
    path = "/api/v2/notifications/stream",
    operation_id = "streamNotifications",
    tag = "notifications",
    params(Audience),
    responses(
        (status = 200, description = "`text/event-stream`: `unread` events whose data is `{\"unread\": n}` (the notifications' count), and `messages` events whose data is `{\"unread\": n}` (conversations with unread messages) when a conversation changes", content_type = "text/event-stream", body = UnreadEvent),
        (status = 400, description = "`as` is neither `user` nor `seller`", body = ErrorBody),
        (status = 401, description = "Not signed in as that kind of account", body = ErrorBody),
    )
)]
pub async fn open(
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    query: web::Query<Audience>,
) -> Result<HttpResponse, ApiError> {
    let recipient = recipient(query.audience.as_deref(), user, seller)?;
    let now = Instant::now();
    let open = Open {
        signals: state.signals.subscribe(),
        feed: std::sync::Arc::clone(&state.notice_feed),
        conversations: std::sync::Arc::clone(&state.conversations),
        recipient,
        me: recipient.to_string(),
        due: true,
        due_messages: false,
        last_read: now,
        ends: now + LIFETIME,
    };
    let events = stream::unfold(open, |mut open| async move {
        loop {
            if Instant::now() >= open.ends {
                return None;
            }
            if open.due || open.last_read.elapsed() >= REREAD {
                open.due = false;
                open.last_read = Instant::now();
                return match open.feed.unread(open.recipient).await {
                    Ok(unread) => Some((Ok::<_, actix_web::Error>(event(unread)), open)),
                    Err(error) => {
                        tracing::warn!(error = %format!("{error:#}"), "the unread count could not be read; the stream ends");
                        None
                    }
                };
            }
            if open.due_messages {
                open.due_messages = false;
                return match open.conversations.unread(open.recipient).await {
                    Ok(unread) => Some((Ok(messages_event(unread)), open)),
                    Err(error) => {
                        tracing::warn!(error = %format!("{error:#}"), "the unread conversations could not be counted; the stream ends");
                        None
                    }
                };
            }
            tokio::select! {
                received = open.signals.recv() => match received {
                    Ok(signal) if signal.to == open.me && signal.what == "messages" => open.due_messages = true,
                    Ok(signal) if signal.to == open.me => open.due = true,
                    Ok(_) => {}
                    Err(RecvError::Lagged(_)) => {
                        open.due = true;
                        open.due_messages = true;
                    }
                    Err(RecvError::Closed) => return None,
                },
                () = tokio::time::sleep(KEEP_ALIVE) => {
                    return Some((Ok(Bytes::from_static(b": keep-alive\n\n")), open));
                }
            }
        }
    });
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/event-stream"))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        // Compression would hold events back until a block fills; nginx would buffer them.
        .insert_header(header::ContentEncoding::Identity)
        .insert_header(("X-Accel-Buffering", "no"))
        .streaming(events))
}
