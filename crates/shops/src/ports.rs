//! What the shops domain needs from the outside world.

use async_trait::async_trait;
use identity::PasswordHash;

use crate::shop::Shop;

#[derive(Debug, thiserror::Error)]
pub enum InsertShopError {
    #[error("a shop with the email {email} already exists")]
    DuplicateEmail { email: String },
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Stores shops.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ShopRepository: Send + Sync + 'static {
    /// Stores a new shop with its seller's password hash.
    ///
    /// # Errors
    /// - [`InsertShopError::DuplicateEmail`] when another shop already uses the email.
    /// - [`InsertShopError::Unexpected`] for any storage failure.
    async fn insert(&self, shop: &Shop, password_hash: &PasswordHash) -> Result<(), InsertShopError>;

    /// How many shops exist, whatever their status.
    ///
    /// # Errors
    /// Any storage failure.
    async fn count(&self) -> anyhow::Result<u64>;
}
