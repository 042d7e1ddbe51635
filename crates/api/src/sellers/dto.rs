//! The seller's own view of their shop (docs/identity.md "Shapes"). Only ever sent to the seller:
//! it carries the contact details and tax ids that public shop pages never show.

use kernel::Timestamp;
use serde::Serialize;
use shops::Shop;
use utoipa::ToSchema;

use crate::media::media_path;

/// A shop as its own seller (or the Admin) sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Seller)]
pub struct SellerDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    pub id: String,
    /// The owner's name.
    pub name: String,
    pub shop_name: String,
    #[schema(format = "email")]
    pub email: String,
    pub phone: String,
    pub address: String,
    /// Six digits.
    #[schema(example = "560001")]
    pub zip_code: String,
    #[schema(required = true)]
    pub description: Option<String>,
    /// A path on this host (`/media/…`), or null without a picture.
    #[schema(required = true)]
    pub avatar: Option<String>,
    #[schema(required = true)]
    pub gstin: Option<String>,
    #[schema(required = true)]
    pub pan: Option<String>,
    /// The name the business is registered under, for its invoices; null when it is the shop's.
    #[schema(required = true)]
    pub legal_name: Option<String>,
    /// The principal place of business as registered for GST; null when it is `address`.
    #[schema(required = true)]
    pub registered_address: Option<String>,
    /// `pending` until the emailed activation link is followed.
    #[schema(value_type = ShopStatusName, inline)]
    pub status: &'static str,
    /// The average of its products' reviews, to one decimal; 0 without any.
    #[schema(minimum = 0, maximum = 5)]
    pub ratings: f64,
    /// The language the seller is answered and emailed in.
    #[schema(value_type = crate::accounts::language::LanguageCode)]
    pub language: &'static str,
    #[schema(value_type = String, format = DateTime)]
    pub created_at: Timestamp,
    /// The Admin's review: nothing of the shop is public until it is `approved`.
    #[schema(value_type = ReviewStatusName, inline)]
    pub review_status: &'static str,
    /// Why the Admin last rejected the shop; null unless it was rejected.
    #[schema(required = true)]
    pub review_reason: Option<String>,
    /// Whether the seller has declared the business is not registered for GST.
    pub gst_unregistered: bool,
}

// `shops::ReviewStatus::as_str`, for the description only (see [`ShopStatusName`]).
#[derive(ToSchema)]
#[schema(rename_all = "lowercase")]
#[allow(dead_code)]
pub enum ReviewStatusName {
    Draft,
    Submitted,
    Approved,
    Rejected,
}

// `shops::ShopStatus::as_str`, for the description only: `SellerDto::status` holds the name
// itself, so this is never built (and has no doc comment, which would become its description).
#[derive(ToSchema)]
#[schema(rename_all = "lowercase")]
#[allow(dead_code)]
pub enum ShopStatusName {
    Pending,
    Active,
    Suspended,
}

impl From<&Shop> for SellerDto {
    fn from(shop: &Shop) -> Self {
        Self {
            id: shop.id.to_string(),
            name: shop.owner_name.as_str().to_owned(),
            shop_name: shop.name.as_str().to_owned(),
            email: shop.email.as_str().to_owned(),
            phone: shop.phone.as_str().to_owned(),
            address: shop.address.as_str().to_owned(),
            zip_code: shop.zip_code.as_str().to_owned(),
            description: shop.description.as_ref().map(|d| d.as_str().to_owned()),
            avatar: shop.avatar.as_ref().map(media_path),
            gstin: shop.gstin.as_ref().map(|g| g.as_str().to_owned()),
            pan: shop.pan.as_ref().map(|p| p.as_str().to_owned()),
            legal_name: shop.legal_name.as_ref().map(|n| n.as_str().to_owned()),
            registered_address: shop.registered_address.as_ref().map(|a| a.as_str().to_owned()),
            status: shop.status.as_str(),
            ratings: (shop.rating() * 10.0).round() / 10.0,
            language: shop.language.code(),
            created_at: shop.created_at,
            review_status: shop.review.status.as_str(),
            review_reason: (shop.review.status == shops::ReviewStatus::Rejected)
                .then(|| shop.review.reason.as_ref().map(|r| r.as_str().to_owned()))
                .flatten(),
            gst_unregistered: shop.gst_unregistered_at.is_some(),
        }
    }
}

/// The shop, after signing in, activating it or changing its picture.
#[derive(Debug, Serialize, ToSchema)]
pub struct SellerResponse {
    pub success: bool,
    pub seller: SellerDto,
}

impl From<&Shop> for SellerResponse {
    fn from(shop: &Shop) -> Self {
        Self {
            success: true,
            seller: SellerDto::from(shop),
        }
    }
}
