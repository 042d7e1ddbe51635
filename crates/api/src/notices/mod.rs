//! What Haat tells people (docs/notifications.md): the notification centre's endpoints, its live
//! stream, the signals that carry updates between servers, and the task that turns order events
//! into notifications and emails.

pub(crate) mod feed;
pub(crate) mod signals;
mod stream;
pub(crate) mod teller;

use utoipa::OpenApi;

use crate::http::routes::Routes;

pub fn routes(routes: &mut Routes<'_>) {
    routes
        .get("/notifications", feed::list)
        .post("/notifications/read", feed::read)
        .get("/notifications/stream", stream::open)
        .get("/notification-settings", feed::settings)
        .put("/notification-settings", feed::update_settings);
}

#[derive(OpenApi)]
#[openapi(
    paths(feed::list, feed::read, stream::open, feed::settings, feed::update_settings),
    components(schemas(
        feed::NotificationDto,
        feed::NotificationsPage,
        feed::ReadBody,
        feed::Unread,
        feed::TopicSetting,
        feed::SettingsAnswer,
        feed::SettingsBody,
        stream::UnreadEvent,
        stream::MessagesEvent,
    ))
)]
struct Api;

pub fn api() -> utoipa::openapi::OpenApi {
    Api::openapi()
}
