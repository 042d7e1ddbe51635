//! A coupon as its shop sees it.

use kernel::Timestamp;
use orders::ShopCoupon;
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use crate::catalog::dto::rupees;

/// A coupon: a shop's, or (with `shopId` null) a platform coupon funded by Haat.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Coupon)]
pub struct CouponDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    /// The code, upper-cased.
    name: String,
    /// The discount in percent, 1 to 100.
    #[schema(minimum = 1, maximum = 100)]
    value: u8,
    /// The least subtotal (rupees) the coupon needs; null for none.
    #[serde(with = "rust_decimal::serde::float_option")]
    #[schema(value_type = Option<f64>, required = true)]
    min_amount: Option<Decimal>,
    /// The most it takes off (rupees); null for no cap.
    #[serde(with = "rust_decimal::serde::float_option")]
    #[schema(value_type = Option<f64>, required = true)]
    max_amount: Option<Decimal>,
    /// The one product it applies to; null for every product of its shop.
    #[schema(format = Uuid, required = true)]
    selected_product: Option<String>,
    /// That product's name; null when it names none.
    #[schema(required = true)]
    selected_product_name: Option<String>,
    /// The shop funding it; null for a platform coupon.
    #[schema(format = Uuid, required = true)]
    shop_id: Option<String>,
    #[schema(value_type = Option<String>, format = DateTime, required = true)]
    expires_at: Option<Timestamp>,
    expired: bool,
    /// How many times it may be used in all; null for no limit.
    #[schema(required = true)]
    max_uses: Option<u32>,
    /// How many times one account may use it; null for no limit.
    #[schema(required = true)]
    max_uses_per_account: Option<u32>,
    /// Uses so far: placed orders, less those cancelled or refunded in full.
    uses: u32,
    #[schema(value_type = String, format = DateTime)]
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
            max_uses: coupon.limits.total,
            max_uses_per_account: coupon.limits.per_account,
            uses: coupon.uses,
            created_at: shop_coupon.created_at,
        }
    }
}
