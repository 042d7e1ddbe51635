//! A coupon as the stores keep and list it: the model the coupon ports speak in. How a coupon
//! prices a cart is `cart_rules::Coupon`; who may make one is the use case in `coupons.rs`.

use cart_rules::Coupon;
use kernel::Timestamp;

/// The columns a coupon list (a shop's, or the operator's platform coupons) can be ordered by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CouponSort {
    Code,
    Percent,
    Minimum,
    Cap,
    Expires,
    Created,
}

impl kernel::SortKey for CouponSort {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("name", Self::Code),
        ("value", Self::Percent),
        ("minAmount", Self::Minimum),
        ("maxAmount", Self::Cap),
        ("expiresAt", Self::Expires),
        ("createdAt", Self::Created),
    ];
}

/// A coupon as its shop's list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShopCoupon {
    pub coupon: Coupon,
    pub product_name: Option<String>,
    pub created_at: Timestamp,
}

/// The answer of a coupon store asked to keep a new coupon.
#[derive(Debug, thiserror::Error)]
pub enum InsertCouponError {
    #[error("the code is taken")]
    Duplicate,
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}
