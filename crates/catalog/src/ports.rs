//! What the catalogue needs from the outside world.

use async_trait::async_trait;

use crate::product::Product;

/// Stores products and events.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ProductRepository: Send + Sync + 'static {
    /// Stores a new product, with its sizes.
    ///
    /// # Errors
    /// Any storage failure, including a shop that does not exist.
    async fn insert(&self, product: &Product) -> anyhow::Result<()>;

    /// How many products and events exist, deleted ones excluded.
    ///
    /// # Errors
    /// Any storage failure.
    async fn count(&self) -> anyhow::Result<u64>;
}
