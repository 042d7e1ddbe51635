//! The seller's own view of their shop (SPEC.md §3 Seller/shop). Only ever sent to the seller:
//! it carries the contact details and tax ids that public shop pages never show.

use kernel::Timestamp;
use serde::Serialize;
use shops::Shop;

use crate::users::dto::media_path;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SellerDto {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub shop_name: String,
    pub email: String,
    pub phone: String,
    pub address: String,
    pub zip_code: String,
    pub description: Option<String>,
    pub avatar: Option<String>,
    pub gstin: Option<String>,
    pub pan: Option<String>,
    pub status: &'static str,
    pub ratings: f64,
    pub created_at: Timestamp,
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
            status: shop.status.as_str(),
            ratings: (shop.rating() * 10.0).round() / 10.0,
            created_at: shop.created_at,
        }
    }
}

#[derive(Debug, Serialize)]
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
