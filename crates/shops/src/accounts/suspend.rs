//! The Admin suspends a shop (what the original calls "delete seller") or reinstates it (docs/product.md §7.8).
//! Suspension takes the shop's products off every storefront read, search and checkout, and ends
//! its seller's sessions; its orders, coupons, ledger and withdrawals are kept untouched.

use kernel::{ShopId, Timestamp};

use crate::ports::ShopRepository;
use crate::shop::{Shop, ShopStatus};

#[derive(Debug, thiserror::Error)]
pub enum SuspendError {
    #[error("There is no such shop.")]
    NotFound,
    #[error("Only a suspended shop can be reinstated.")]
    NotSuspended,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// Suspends the shop; suspending a suspended shop changes nothing.
///
/// # Errors
/// [`SuspendError::NotFound`] for an unknown shop.
pub async fn suspend_shop(
    shops: &dyn ShopRepository,
    id: ShopId,
    now: Timestamp,
) -> Result<Shop, SuspendError> {
    let shop = shops.find(id).await?.ok_or(SuspendError::NotFound)?;
    if shop.status == ShopStatus::Suspended {
        return Ok(shop);
    }
    shops
        .set_status(id, ShopStatus::Suspended, now)
        .await?
        .ok_or(SuspendError::NotFound)
}

/// Makes a suspended shop active again. Sessions ended by the suspension stay ended.
///
/// # Errors
/// [`SuspendError::NotFound`], or [`SuspendError::NotSuspended`] for a shop that is active or
/// still waiting for its email to be confirmed.
pub async fn reinstate_shop(
    shops: &dyn ShopRepository,
    id: ShopId,
    now: Timestamp,
) -> Result<Shop, SuspendError> {
    let shop = shops.find(id).await?.ok_or(SuspendError::NotFound)?;
    if shop.status != ShopStatus::Suspended {
        return Err(SuspendError::NotSuspended);
    }
    shops
        .set_status(id, ShopStatus::Active, now)
        .await?
        .ok_or(SuspendError::NotFound)
}
