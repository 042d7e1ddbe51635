//! The catalogue's answers (docs/catalog.md "Shapes"). Money leaves as rupees with at most two
//! decimals; image keys leave as `/media/…` paths the browser prefixes with the API host.

use catalog::moderation::Hold;
use catalog::{Category, FacetCount, Facets, Listed, PublishedReview, ShopFront, ShopReview, ShopSummary};
use kernel::{Message, Money, Timestamp};
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa::openapi::schema::{Object, ObjectBuilder, Type};

use crate::media::media_path;

/// Rupees as a JSON number: `1299.5`, never a float computed from paise.
pub fn rupees(money: Money) -> Decimal {
    money.to_decimal().normalize()
}

/// An amount as a spreadsheet reads it (the CSV downloads): `1234.50`, no grouping, no symbol.
pub fn plain_rupees(money: Money) -> String {
    let mut rupees = rupees(money);
    rupees.rescale(2);
    rupees.to_string()
}

/// An optional rupee amount: null or absent is none; otherwise a non-negative number with at most
/// two decimals.
pub fn rupee_amount(value: &serde_json::Value) -> Result<Option<Money>, Message> {
    if value.is_null() {
        return Ok(None);
    }
    let number = value
        .as_f64()
        .and_then(|v| Decimal::try_from(v).ok())
        .ok_or(Message::new("field-amount-rupees"))?;
    let to_the_paisa = || Message::new("field-amount-rupees-to-the-paisa");
    if number.is_sign_negative() || (number.scale() > 2 && number.round_dp(2) != number) {
        return Err(to_the_paisa());
    }
    Money::from_decimal(number).map(Some).map_err(|_| to_the_paisa())
}

/// An average rounded to one decimal, as the stars show it.
fn one_decimal(total: u64, count: u64) -> f64 {
    if count == 0 {
        return 0.0;
    }
    // Ratings are at most 5 per review; these counts stay far below 2^52.
    #[allow(clippy::cast_precision_loss)]
    let average = total as f64 / count as f64;
    (average * 10.0).round() / 10.0
}

/// A product's colour: its name and how to draw it.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Color)]
pub struct ColorDto {
    pub name: String,
    /// `#` and six lower-case hex digits.
    #[schema(pattern = "^#[0-9a-f]{6}$")]
    pub hex: String,
}

/// The shop a product is sold by, as its card shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ProductShop)]
pub struct ProductShopDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    pub id: String,
    pub shop_name: String,
    /// A `/media/…` path; null without an avatar.
    #[schema(required = true)]
    pub avatar: Option<String>,
    /// The average of its products' reviews, to one decimal; 0 without reviews.
    #[schema(minimum = 0, maximum = 5)]
    pub ratings: f64,
}

impl From<&ShopSummary> for ProductShopDto {
    fn from(shop: &ShopSummary) -> Self {
        Self {
            id: shop.id.to_string(),
            shop_name: shop.name.clone(),
            avatar: shop.avatar.as_ref().map(media_path),
            ratings: one_decimal(shop.rating_total, shop.rating_count),
        }
    }
}

/// A product or an event (an event is a product with a schedule), as every list and page shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Product)]
pub struct ProductDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    pub id: String,
    /// The seller's own code for it; absent when they gave none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sku: Option<String>,
    pub name: String,
    pub description: String,
    #[schema(schema_with = category_schema)]
    pub category: &'static str,
    pub brand: String,
    /// In the seller's order; empty for a product without sizes.
    pub sizes: Vec<String>,
    /// Null for a product without a colour.
    #[schema(required = true)]
    pub color: Option<ColorDto>,
    /// Rupees.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pub original_price: Decimal,
    /// Rupees; at most `originalPrice`.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pub selling_price: Decimal,
    pub stock: u32,
    /// The HSN code its invoices classify it under: 4, 6 or 8 digits.
    #[schema(pattern = "^[0-9]{4}([0-9]{2}){0,2}$")]
    pub hsn: String,
    /// Its GST slab in percent (0, 0.25, 3, 5, 12, 18 or 28), already included in its prices.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    pub gst_rate: Decimal,
    /// Where it was made: an ISO 3166-1 alpha-2 code (`IN`).
    #[schema(pattern = "^[A-Z]{2}$")]
    pub country_of_origin: &'static str,
    /// Units sold.
    #[serde(rename = "sold_out")]
    pub sold_out: u32,
    /// The average review, to one decimal; 0 without reviews.
    #[schema(minimum = 0, maximum = 5)]
    pub ratings: f64,
    pub num_of_reviews: u32,
    /// `/media/…` paths of the full-size images, in order.
    pub images: Vec<String>,
    /// `/media/…` paths of the same images, small, in the same order.
    pub thumbnails: Vec<String>,
    #[schema(format = Uuid)]
    pub shop_id: String,
    pub shop: ProductShopDto,
    pub is_event: bool,
    /// When an event starts; null for a product.
    #[serde(rename = "start_date")]
    #[schema(value_type = Option<DateTime<Utc>>, required = true)]
    pub start_date: Option<Timestamp>,
    /// When an event ends; null for a product.
    #[serde(rename = "end_date")]
    #[schema(value_type = Option<DateTime<Utc>>, required = true)]
    pub end_date: Option<Timestamp>,
    #[schema(value_type = DateTime<Utc>)]
    pub created_at: Timestamp,
    /// Only in its own seller's lists, and only while the product is not public because of
    /// moderation (docs/catalog.md "Moderation"); absent once it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moderation: Option<ModerationDto>,
}

/// Why a product is not public yet: it waits for the Admin, or the Admin sent it back.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ProductModeration)]
pub struct ModerationDto {
    /// `pending` (waiting for the Admin) or `rejected` (the seller's next edit sends it again).
    #[schema(schema_with = hold_status_schema)]
    pub status: &'static str,
    /// The Admin's reason for the last rejection; null if it was never rejected.
    #[schema(required = true)]
    pub reason: Option<String>,
    /// Since when it waits, or was last sent.
    #[schema(value_type = DateTime<Utc>)]
    pub held_at: Timestamp,
}

fn hold_status_schema() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(["pending", "rejected"]))
        .build()
}

impl From<&Hold> for ModerationDto {
    fn from(hold: &Hold) -> Self {
        Self {
            status: hold.status.as_str(),
            reason: hold.reason.as_ref().map(|r| r.as_str().to_owned()),
            held_at: hold.held_at,
        }
    }
}

impl ProductDto {
    /// The product as its own seller sees it, with its moderation hold if it has one.
    #[must_use]
    pub fn with_hold(mut self, hold: Option<&Hold>) -> Self {
        self.moderation = hold.map(ModerationDto::from);
        self
    }
}

/// `category` takes only the catalogue's fixed names, so the description lists them from the
/// same list the API parses.
pub(super) fn category_schema() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(Category::ALL.iter().map(|c| c.name())))
        .build()
}

/// A GST slab as a JSON number of percent: `18`, `0.25`.
pub fn gst_percent(rate: kernel::GstRate) -> Decimal {
    Decimal::new(i64::from(rate.basis_points()), 2).normalize()
}

/// The countries a product may come from, India first: the seller's form offers them.
pub(super) fn country_schema() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(catalog::CountryOfOrigin::all_codes()))
        .build()
}

/// The GST slabs as a form writes them.
pub(super) fn gst_rate_schema() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(kernel::GstRate::SLABS.iter().map(ToString::to_string)))
        .build()
}

impl From<&Listed> for ProductDto {
    fn from(listed: &Listed) -> Self {
        let p = &listed.product;
        let d = &p.details;
        Self {
            id: p.id.to_string(),
            sku: d.sku.as_ref().map(|sku| sku.as_str().to_owned()),
            name: d.name.as_str().to_owned(),
            description: d.description.as_str().to_owned(),
            category: d.category.name(),
            brand: d.brand.as_str().to_owned(),
            sizes: d.sizes.as_slice().iter().map(|s| s.as_str().to_owned()).collect(),
            color: d.colour.as_ref().map(|c| ColorDto {
                name: c.name().to_owned(),
                hex: c.hex().to_owned(),
            }),
            original_price: rupees(d.pricing.original()),
            selling_price: rupees(d.pricing.selling()),
            stock: d.stock.units(),
            hsn: d.hsn.as_str().to_owned(),
            gst_rate: gst_percent(d.gst_rate),
            country_of_origin: d.origin.code(),
            sold_out: p.sold_out,
            ratings: one_decimal(u64::from(p.rating.total), u64::from(p.rating.count)),
            num_of_reviews: p.rating.count,
            images: p.images.iter().map(|i| media_path(&i.display)).collect(),
            thumbnails: p.images.iter().map(|i| media_path(&i.thumbnail)).collect(),
            shop_id: listed.shop.id.to_string(),
            shop: ProductShopDto::from(&listed.shop),
            is_event: p.is_event(),
            start_date: p.schedule.map(|s| s.starts_at()),
            end_date: p.schedule.map(|s| s.ends_at()),
            created_at: p.created_at,
            moderation: None,
        }
    }
}

pub fn products(listed: &[Listed]) -> Vec<ProductDto> {
    listed.iter().map(ProductDto::from).collect()
}

/// One value of a filter with how many products have it.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Facet)]
pub struct FacetDto {
    pub value: String,
    /// A colour facet's swatch; absent from the other facets (never null).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub hex: Option<String>,
    pub count: u64,
}

impl From<&FacetCount> for FacetDto {
    fn from(facet: &FacetCount) -> Self {
        Self {
            value: facet.value.clone(),
            hex: facet.hex.clone(),
            count: facet.count,
        }
    }
}

/// The filter panel: each filter's values, each counted under every other filter of the query.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Facets)]
pub struct FacetsDto {
    pub categories: Vec<FacetDto>,
    pub brands: Vec<FacetDto>,
    pub sizes: Vec<FacetDto>,
    pub colors: Vec<FacetDto>,
}

impl From<&Facets> for FacetsDto {
    fn from(facets: &Facets) -> Self {
        let list = |values: &[FacetCount]| values.iter().map(FacetDto::from).collect();
        Self {
            categories: list(&facets.categories),
            brands: list(&facets.brands),
            sizes: list(&facets.sizes),
            colors: list(&facets.colours),
        }
    }
}

/// Who wrote a review.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ReviewUser)]
pub struct ReviewUserDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    pub id: String,
    pub name: String,
    /// A `/media/…` path; null without an avatar.
    #[schema(required = true)]
    pub avatar: Option<String>,
}

/// A buyer's review of a product.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Review)]
pub struct ReviewDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    pub id: String,
    pub user: ReviewUserDto,
    /// Stars.
    #[schema(minimum = 1, maximum = 5)]
    pub rating: u8,
    /// May be empty: a rating alone is a review.
    pub comment: String,
    #[schema(value_type = DateTime<Utc>)]
    pub created_at: Timestamp,
}

impl From<&PublishedReview> for ReviewDto {
    fn from(review: &PublishedReview) -> Self {
        Self {
            id: review.id.to_string(),
            user: ReviewUserDto {
                id: review.user_id.to_string(),
                name: review.user_name.clone(),
                avatar: review.user_avatar.as_ref().map(media_path),
            },
            rating: review.rating.stars(),
            comment: review.comment.clone(),
            created_at: review.created_at,
        }
    }
}

/// A review on a shop's page: the product's review with what it is about.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ShopReview)]
pub struct ShopReviewDto {
    #[serde(flatten)]
    pub review: ReviewDto,
    pub product: ReviewedProductDto,
}

/// The product a shop's review is about.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ReviewedProduct)]
pub struct ReviewedProductDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    pub id: String,
    pub name: String,
    /// False once the product is deleted (its review still counts in the shop's rating).
    pub available: bool,
}

impl From<&ShopReview> for ShopReviewDto {
    fn from(shop_review: &ShopReview) -> Self {
        Self {
            review: ReviewDto::from(&shop_review.review),
            product: ReviewedProductDto {
                id: shop_review.product_id.to_string(),
                name: shop_review.product_name.clone(),
                available: shop_review.product_live,
            },
        }
    }
}

/// What anyone may see of an active shop: no email, phone or full address.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PublicShop)]
pub struct ShopInfoDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    pub id: String,
    pub shop_name: String,
    /// Null when the seller wrote none.
    #[schema(required = true)]
    pub description: Option<String>,
    /// The town its address ends with; null when the address names none.
    #[schema(required = true)]
    pub city: Option<String>,
    /// The state its PIN code is in; null when the PIN code names none.
    #[schema(required = true)]
    pub state: Option<String>,
    /// The business's legal name (the e-commerce rules' disclosure); null when the seller gave
    /// none, and the shop's name stands for it.
    #[schema(required = true)]
    pub legal_name: Option<String>,
    /// Whether the shop is registered for GST; its GSTIN itself is never public.
    pub gst_registered: bool,
    /// A `/media/…` path; null without an avatar.
    #[schema(required = true)]
    pub avatar: Option<String>,
    /// The average of its products' reviews, to one decimal; 0 without reviews.
    #[schema(minimum = 0, maximum = 5)]
    pub ratings: f64,
    pub num_of_reviews: u64,
    /// Its products on the storefront (events not counted).
    pub products_count: u64,
    #[schema(value_type = DateTime<Utc>)]
    pub created_at: Timestamp,
}

impl From<&ShopFront> for ShopInfoDto {
    fn from(front: &ShopFront) -> Self {
        Self {
            id: front.shop.id.to_string(),
            shop_name: front.shop.name.clone(),
            description: front.description.clone(),
            city: front.city().map(str::to_owned),
            state: identity::PinCode::parse(&front.zip_code)
                .ok()
                .and_then(|pin| identity::postal::state_of(&pin))
                .map(|state| state.as_str().to_owned()),
            legal_name: front.legal_name.clone(),
            gst_registered: front.gst_registered,
            avatar: front.shop.avatar.as_ref().map(media_path),
            ratings: one_decimal(front.shop.rating_total, front.shop.rating_count),
            num_of_reviews: front.shop.rating_count,
            products_count: front.products,
            created_at: front.created_at,
        }
    }
}

/// What a removal answers.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Removed)]
pub struct MessageResponse {
    pub success: bool,
    pub message: &'static str,
}

impl MessageResponse {
    pub const fn new(message: &'static str) -> Self {
        Self {
            success: true,
            message,
        }
    }
}
