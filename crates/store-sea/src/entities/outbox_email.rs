use sea_orm::entity::prelude::*;

#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "outbox_emails")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub to_address: String,
    pub subject: String,
    pub body_text: String,
    pub body_html: Option<String>,
    pub status: String,
    pub attempts: i64,
    pub next_attempt_at: DateTimeUtc,
    pub locked_until: Option<DateTimeUtc>,
    pub last_error: Option<String>,
    pub created_at: DateTimeUtc,
    pub sent_at: Option<DateTimeUtc>,
    /// The event it was written for (`notifications.event_key`); unique.
    pub event_key: Option<String>,
}

impl ActiveModelBehavior for ActiveModel {}
