//! A seller updates their shop's public and contact details.

use kernel::{ShopId, Timestamp};

use crate::ports::ShopRepository;
use crate::shop::{Shop, ShopProfileUpdate};
use crate::tax_ids::{TaxIdError, check_consistent};

#[derive(Debug, thiserror::Error)]
pub enum UpdateShopError {
    #[error(transparent)]
    TaxIds(#[from] TaxIdError),
    #[error("the shop no longer exists")]
    NotFound,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

pub async fn update_shop_profile(
    shops: &dyn ShopRepository,
    id: ShopId,
    update: &ShopProfileUpdate,
    now: Timestamp,
) -> Result<Shop, UpdateShopError> {
    check_consistent(update.gstin.as_ref(), update.pan.as_ref(), &update.zip_code)?;
    shops
        .update_profile(id, update, now)
        .await?
        .ok_or(UpdateShopError::NotFound)
}
