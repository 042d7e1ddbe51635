use sea_orm::entity::prelude::*;

#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "products")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub shop_id: Uuid,
    /// `product` or `event`.
    pub kind: String,
    pub name: String,
    pub description: String,
    pub category: String,
    pub brand: String,
    /// `brand` lower-cased: the brand filter's index key.
    pub brand_key: String,
    pub colour_name: Option<String>,
    pub colour_hex: Option<String>,
    /// `colour_name` lower-cased: the colour filter's index key.
    pub colour_key: Option<String>,
    pub original_price_paise: i64,
    pub selling_price_paise: i64,
    pub stock: i64,
    pub sold_out: i64,
    pub rating_total: i64,
    pub rating_count: i64,
    /// The average rating × 100, kept for the "top rated" index.
    pub rating_score: i64,
    pub starts_at: Option<DateTimeUtc>,
    pub ends_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub deleted_at: Option<DateTimeUtc>,
    /// The sizes, each between U+001F separators, in the seller's order (`crate::sizes`).
    pub sizes: String,
    /// 4, 6 or 8 digits.
    pub hsn: String,
    /// The GST slab in basis points (`1800` is 18 %).
    pub gst_rate_bp: i32,
    /// ISO 3166-1 alpha-2.
    pub country_of_origin: String,
    /// The seller's own code; unique among the shop's live products.
    pub sku: Option<String>,
    #[sea_orm(belongs_to, from = "shop_id", to = "id")]
    pub shop: BelongsTo<super::shop::Entity>,
}

impl ActiveModelBehavior for ActiveModel {}
