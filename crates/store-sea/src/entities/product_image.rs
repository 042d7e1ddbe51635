use sea_orm::entity::prelude::*;

#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "product_images")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub product_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub position: i64,
    pub display_key: String,
    pub thumbnail_key: String,
    #[sea_orm(belongs_to, from = "product_id", to = "id")]
    pub product: BelongsTo<super::product::Entity>,
}

impl ActiveModelBehavior for ActiveModel {}
