//! The emailed link activates a pending shop.

use identity::{TokenError, TokenHash};
use kernel::Timestamp;

use crate::ports::ShopRepository;
use crate::shop::Shop;

pub async fn activate_shop(
    shops: &dyn ShopRepository,
    secret: &str,
    now: Timestamp,
) -> Result<Shop, TokenError> {
    shops.activate(&TokenHash::of(secret), now).await
}
