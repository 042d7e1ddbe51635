//! A coupon as its shop sees it.

use kernel::Timestamp;
use orders::ShopCoupon;
use rust_decimal::Decimal;
use serde::Serialize;

use crate::catalog::dto::rupees;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CouponDto {
    #[serde(rename = "_id")]
    id: String,
    name: String,
    value: u8,
    #[serde(with = "rust_decimal::serde::float_option")]
    min_amount: Option<Decimal>,
    #[serde(with = "rust_decimal::serde::float_option")]
    max_amount: Option<Decimal>,
    selected_product: Option<String>,
    selected_product_name: Option<String>,
    shop_id: Option<String>,
    expires_at: Option<Timestamp>,
    expired: bool,
    created_at: Timestamp,
}

impl CouponDto {
    #[must_use]
    pub fn new(shop_coupon: &ShopCoupon, now: Timestamp) -> Self {
        let coupon = &shop_coupon.coupon;
        Self {
            id: coupon.id.to_string(),
            name: coupon.code.as_str().to_owned(),
            value: coupon.percent.value(),
            min_amount: coupon.min_amount.map(rupees),
            max_amount: coupon.max_discount.map(rupees),
            selected_product: coupon.product.map(|p| p.to_string()),
            selected_product_name: shop_coupon.product_name.clone(),
            shop_id: match coupon.funder {
                cart_rules::Funder::Shop(shop) => Some(shop.to_string()),
                cart_rules::Funder::Platform => None,
            },
            expires_at: coupon.expires_at,
            expired: coupon.is_expired(now),
            created_at: shop_coupon.created_at,
        }
    }
}
