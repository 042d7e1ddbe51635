//! The catalogue's answers (docs/catalog.md "Shapes"). Money leaves as rupees with at most two
//! decimals; image keys leave as `/media/…` paths the browser prefixes with the API host.

use catalog::{FacetCount, Facets, Listed, PublishedReview, ShopFront, ShopReview, ShopSummary};
use kernel::{Money, Timestamp};
use rust_decimal::Decimal;
use serde::Serialize;

use crate::users::dto::media_path;

/// Rupees as a JSON number: `1299.5`, never a float computed from paise.
pub fn rupees(money: Money) -> Decimal {
    money.to_decimal().normalize()
}

/// An optional rupee amount: null or absent is none; otherwise a non-negative number with at most
/// two decimals.
pub fn rupee_amount(value: &serde_json::Value) -> Result<Option<Money>, &'static str> {
    if value.is_null() {
        return Ok(None);
    }
    let number = value
        .as_f64()
        .and_then(|v| Decimal::try_from(v).ok())
        .ok_or("must be an amount in rupees")?;
    if number.is_sign_negative() || (number.scale() > 2 && number.round_dp(2) != number) {
        return Err("must be an amount in rupees of 0 or more, to the paisa");
    }
    Money::from_decimal(number)
        .map(Some)
        .map_err(|_| "must be an amount in rupees of 0 or more, to the paisa")
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

#[derive(Debug, Serialize)]
pub struct ColorDto {
    pub name: String,
    pub hex: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProductShopDto {
    #[serde(rename = "_id")]
    pub id: String,
    pub shop_name: String,
    pub avatar: Option<String>,
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

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProductDto {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub description: String,
    pub category: &'static str,
    pub brand: String,
    pub sizes: Vec<String>,
    pub color: Option<ColorDto>,
    #[serde(with = "rust_decimal::serde::float")]
    pub original_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    pub selling_price: Decimal,
    pub stock: u32,
    #[serde(rename = "sold_out")]
    pub sold_out: u32,
    pub ratings: f64,
    pub num_of_reviews: u32,
    pub images: Vec<String>,
    pub thumbnails: Vec<String>,
    pub shop_id: String,
    pub shop: ProductShopDto,
    pub is_event: bool,
    #[serde(rename = "start_date")]
    pub start_date: Option<Timestamp>,
    #[serde(rename = "end_date")]
    pub end_date: Option<Timestamp>,
    pub created_at: Timestamp,
}

impl From<&Listed> for ProductDto {
    fn from(listed: &Listed) -> Self {
        let p = &listed.product;
        let d = &p.details;
        Self {
            id: p.id.to_string(),
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
        }
    }
}

pub fn products(listed: &[Listed]) -> Vec<ProductDto> {
    listed.iter().map(ProductDto::from).collect()
}

#[derive(Debug, Serialize)]
pub struct FacetDto {
    pub value: String,
    #[serde(skip_serializing_if = "Option::is_none")]
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

#[derive(Debug, Serialize)]
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

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReviewUserDto {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub avatar: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReviewDto {
    #[serde(rename = "_id")]
    pub id: String,
    pub user: ReviewUserDto,
    pub rating: u8,
    pub comment: String,
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
#[derive(Debug, Serialize)]
pub struct ShopReviewDto {
    #[serde(flatten)]
    pub review: ReviewDto,
    pub product: ReviewedProductDto,
}

#[derive(Debug, Serialize)]
pub struct ReviewedProductDto {
    #[serde(rename = "_id")]
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

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShopInfoDto {
    #[serde(rename = "_id")]
    pub id: String,
    pub shop_name: String,
    pub description: Option<String>,
    pub city: Option<String>,
    pub avatar: Option<String>,
    pub ratings: f64,
    pub num_of_reviews: u64,
    pub products_count: u64,
    pub created_at: Timestamp,
}

impl From<&ShopFront> for ShopInfoDto {
    fn from(front: &ShopFront) -> Self {
        Self {
            id: front.shop.id.to_string(),
            shop_name: front.shop.name.clone(),
            description: front.description.clone(),
            city: front.city().map(str::to_owned),
            avatar: front.shop.avatar.as_ref().map(media_path),
            ratings: one_decimal(front.shop.rating_total, front.shop.rating_count),
            num_of_reviews: front.shop.rating_count,
            products_count: front.products,
            created_at: front.created_at,
        }
    }
}

#[derive(Debug, Serialize)]
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
