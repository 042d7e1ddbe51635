//! Pure cart and pricing rules. No I/O, no clock: every function here is a calculation that the
//! quote, the checkout and the storefront's texts share, so they can never disagree.

pub mod coupon;
pub mod line;
pub mod pricing;
pub mod quantity;
pub mod shipping;

pub use coupon::{
    Coupon, CouponCode, CouponCodeError, CouponProblem, Funder, Percent, Redeemer, UsageLimits,
};
pub use line::{LineProblem, RequestedLine, SellableItem, check_line};
pub use pricing::{CartPrice, CouponOutcome, LinePrice, PricedLine, PricingError, ShopPrice, price_cart};
pub use quantity::{Quantity, QuantityError};
pub use shipping::{FREE_SHIPPING_FROM, SHIPPING_RATE_PERCENT, amount_for_free_shipping, shipping_for};
