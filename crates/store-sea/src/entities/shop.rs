use sea_orm::entity::prelude::*;

#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "shops")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub owner_name: String,
    pub shop_name: String,
    #[sea_orm(unique)]
    pub email: String,
    pub password_hash: String,
    pub phone: String,
    pub address: String,
    pub zip_code: String,
    pub description: Option<String>,
    pub avatar_key: Option<String>,
    pub gstin: Option<String>,
    pub pan: Option<String>,
    pub legal_name: Option<String>,
    pub registered_address: Option<String>,
    pub status: String,
    pub rating_total: i64,
    pub rating_count: i64,
    pub sessions_valid_from: Option<DateTimeUtc>,
    /// `kernel::Language::code`.
    pub language: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// `shops::ReviewStatus::as_str`.
    pub review_status: String,
    pub review_reason: Option<String>,
    pub review_submitted_at: Option<DateTimeUtc>,
    pub reviewed_at: Option<DateTimeUtc>,
    pub gst_unregistered_at: Option<DateTimeUtc>,
}

impl ActiveModelBehavior for ActiveModel {}
