//! The notification centre: `GET /notifications`, `POST /notifications/read`, and the email
//! choices at `GET`/`PUT /notification-settings`. Each speaks for the signed-in shopper, or with
//! `?as=seller` for the signed-in seller's shop (one browser may hold both sign-ins, and the
//! shopper's header and the seller's dashboard each show their own bell).

use actix_web::{HttpResponse, web};
use notices::feed::{ChoiceError, choose};
use notices::{Notification, Preferences, Recipient, Topic, Which};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::app::state::AppState;
use crate::auth::{CurrentSeller, CurrentUser};
use crate::http::error::{ApiError, ErrorBody};
use crate::notices::signals::Signal;

/// Notifications per page.
const LIMIT: u32 = 20;

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Audience {
    /// `seller` for the signed-in seller's shop; the shopper otherwise.
    #[serde(default, rename = "as")]
    #[param(rename = "as")]
    pub(crate) audience: Option<String>,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// From 1; 20 a page, newest first.
    #[serde(default)]
    page: Option<String>,
    #[serde(default, rename = "as")]
    #[param(rename = "as")]
    audience: Option<String>,
}

/// Whom the request speaks for.
pub(crate) fn recipient(
    audience: Option<&str>,
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
) -> Result<Recipient, ApiError> {
    match audience {
        Some("seller") => seller
            .map(|CurrentSeller(shop)| Recipient::Shop(shop.id))
            .ok_or(ApiError::Unauthenticated),
        None | Some("user") => user
            .map(|CurrentUser(user)| Recipient::User(user.id))
            .ok_or(ApiError::Unauthenticated),
        Some(_) => Err(ApiError::field(
            "as",
            kernel::Message::new("field-notification-audience"),
        )),
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotificationDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    /// What happened: `order-placed`, `order-shipping`, `new-order`, `low-stock`…
    kind: String,
    title: String,
    body: String,
    /// The page it is about, inside the site.
    link: String,
    #[schema(value_type = String, format = DateTime)]
    created_at: kernel::Timestamp,
    read: bool,
}

impl From<Notification> for NotificationDto {
    fn from(n: Notification) -> Self {
        Self {
            id: n.id.to_string(),
            kind: n.kind,
            title: n.title,
            body: n.body,
            link: n.link,
            created_at: n.created_at,
            read: n.read_at.is_some(),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct NotificationsPage {
    success: bool,
    /// Newest first.
    items: Vec<NotificationDto>,
    /// How many of all the account's notifications are unread.
    unread: u64,
    total: u64,
    page: u32,
    limit: u32,
}

/// The account's notifications, newest first, with the unread count.
#[utoipa::path(
    get,
    path = "/api/v2/notifications",
    operation_id = "getNotifications",
    tag = "notifications",
    params(ListQuery),
    responses(
        (status = 200, description = "A page of notifications", body = NotificationsPage),
        (status = 400, description = "`page` or `as` is wrong", body = ErrorBody),
        (status = 401, description = "Not signed in as that kind of account", body = ErrorBody),
    )
)]
pub async fn list(
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let recipient = recipient(query.audience.as_deref(), user, seller)?;
    let page = crate::http::paging::page_request(query.page.as_deref(), None, LIMIT)?;
    let found = state.notice_feed.page(recipient, page).await?;
    let unread = state.notice_feed.unread(recipient).await?;
    Ok(HttpResponse::Ok()
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .json(NotificationsPage {
            success: true,
            items: found.items.into_iter().map(NotificationDto::from).collect(),
            unread,
            total: found.total,
            page: page.page(),
            limit: page.limit(),
        }))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReadBody {
    /// The notifications to mark read (others' ids are ignored)…
    #[serde(default)]
    #[schema(value_type = Option<Vec<String>>)]
    ids: Option<Vec<String>>,
    /// …or `true` for all of them.
    #[serde(default)]
    all: Option<bool>,
}

#[derive(Serialize, ToSchema)]
pub struct Unread {
    success: bool,
    unread: u64,
}

/// Marks notifications read: some by id, or all.
#[utoipa::path(
    post,
    path = "/api/v2/notifications/read",
    operation_id = "readNotifications",
    tag = "notifications",
    params(Audience),
    request_body = ReadBody,
    responses(
        (status = 200, description = "Marked; the unread count after", body = Unread),
        (status = 400, description = "Neither `ids` nor `all`, an id that is not a UUID, or `as` neither `user` nor `seller`", body = ErrorBody),
        (status = 401, description = "Not signed in as that kind of account", body = ErrorBody),
    )
)]
pub async fn read(
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    query: web::Query<Audience>,
    body: web::Json<ReadBody>,
) -> Result<HttpResponse, ApiError> {
    let recipient = recipient(query.audience.as_deref(), user, seller)?;
    let which = match (&body.ids, body.all) {
        (_, Some(true)) => Which::All,
        (Some(ids), _) if ids.len() <= 100 => Which::These(
            ids.iter()
                .map(|id| uuid::Uuid::parse_str(id))
                .collect::<Result<_, _>>()
                .map_err(|_| ApiError::field("ids", kernel::Message::new("field-notification-ids")))?,
        ),
        _ => {
            return Err(ApiError::field(
                "ids",
                kernel::Message::new("field-notification-ids"),
            ));
        }
    };
    let unread = state
        .notice_feed
        .mark_read(recipient, &which, state.clock.now())
        .await?;
    state.signals.publish(Signal::notifications(recipient)).await;
    Ok(HttpResponse::Ok().json(Unread {
        success: true,
        unread,
    }))
}

#[derive(Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicSetting {
    /// `order-placed`, `payments`, `deliveries`, `cancellations`, `refunds`, `reviews` (shoppers);
    /// `new-orders`, `cancellations`, `refunds`, `withdrawals`, `low-stock`, `daily-summary` (shops).
    topic: String,
    /// Whether these emails are sent.
    email: bool,
    /// Emails the law or the money needs; they stay on.
    #[serde(default)]
    locked: bool,
}

#[derive(Serialize, ToSchema)]
pub struct SettingsAnswer {
    success: bool,
    settings: Vec<TopicSetting>,
}

fn answer(recipient: Recipient, preferences: &Preferences) -> SettingsAnswer {
    SettingsAnswer {
        success: true,
        settings: Topic::of(recipient)
            .iter()
            .map(|topic| TopicSetting {
                topic: topic.as_str().to_owned(),
                email: preferences.wants(*topic),
                locked: topic.locked(),
            })
            .collect(),
    }
}

/// The account's email choices, one per topic.
#[utoipa::path(
    get,
    path = "/api/v2/notification-settings",
    operation_id = "getNotificationSettings",
    tag = "notifications",
    params(Audience),
    responses(
        (status = 200, description = "Every topic the account has, and whether its emails go out", body = SettingsAnswer),
        (status = 400, description = "`as` is neither `user` nor `seller`", body = ErrorBody),
        (status = 401, description = "Not signed in as that kind of account", body = ErrorBody),
    )
)]
pub async fn settings(
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    query: web::Query<Audience>,
) -> Result<HttpResponse, ApiError> {
    let recipient = recipient(query.audience.as_deref(), user, seller)?;
    let preferences = state.notice_feed.preferences(recipient).await?;
    Ok(HttpResponse::Ok().json(answer(recipient, &preferences)))
}

#[derive(Deserialize, ToSchema)]
pub struct SettingsBody {
    /// The topics to change; others stay as they are.
    #[serde(default)]
    settings: Vec<TopicSetting>,
}

/// Switches emails on or off by topic. The order confirmation, refunds and withdrawals stay on.
#[utoipa::path(
    put,
    path = "/api/v2/notification-settings",
    operation_id = "putNotificationSettings",
    tag = "notifications",
    params(Audience),
    request_body = SettingsBody,
    responses(
        (status = 200, description = "Saved; every topic as it now is", body = SettingsAnswer),
        (status = 400, description = "`settings` names a topic this account does not have, or switches off one that stays on (nothing is saved); or `as` is neither `user` nor `seller`", body = ErrorBody),
        (status = 401, description = "Not signed in as that kind of account", body = ErrorBody),
    )
)]
pub async fn update_settings(
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    query: web::Query<Audience>,
    body: web::Json<SettingsBody>,
) -> Result<HttpResponse, ApiError> {
    let recipient = recipient(query.audience.as_deref(), user, seller)?;
    if body.settings.is_empty() || body.settings.len() > 20 {
        return Err(ApiError::field(
            "settings",
            kernel::Message::new("field-notification-topic"),
        ));
    }
    let choices: Vec<(String, bool)> = body.settings.iter().map(|s| (s.topic.clone(), s.email)).collect();
    let preferences = choose(state.notice_feed.as_ref(), recipient, &choices, state.clock.now())
        .await
        .map_err(|error| match error {
            ChoiceError::Unknown(topic) => ApiError::field(
                "settings",
                kernel::Message::new("field-notification-topic").with("topic", topic),
            ),
            ChoiceError::Locked(topic) => ApiError::field(
                "settings",
                kernel::Message::new("field-notification-locked").with("topic", topic),
            ),
            ChoiceError::Store(error) => ApiError::Internal(error),
        })?;
    Ok(HttpResponse::Ok().json(answer(recipient, &preferences)))
}
