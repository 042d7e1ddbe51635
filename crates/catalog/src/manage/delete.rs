//! Removing a product or an event: by its own seller, by the operator, or (an ended event
//! only) by anyone, as the storefront's countdown does when a deal runs out.

use kernel::{ProductId, ShopId, Timestamp};

use super::{ManageProductError, remove_quietly};
use crate::ports::{ProductImageStore, ProductRepository};
use crate::product::Product;

/// Who asks for the removal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Remover {
    /// The seller of this shop: only its own products and events.
    Seller(ShopId),
    /// The operator: anything.
    Admin,
    /// Anyone at all: only an event that has already ended.
    Anyone,
}

/// What may be removed through the call used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    Product,
    Event,
    Either,
}

/// # Errors
/// [`ManageProductError::NotFound`] when there is no such live product, it is not the seller's,
/// or it is not of the expected kind; [`ManageProductError::EventRunning`] when anyone but its
/// seller or the operator asks to remove an event that has not ended.
pub async fn delete_product(
    products: &dyn ProductRepository,
    media: &dyn ProductImageStore,
    remover: Remover,
    expect: Expect,
    id: ProductId,
    now: Timestamp,
) -> Result<Product, ManageProductError> {
    let product = products.find(id).await?.ok_or(ManageProductError::NotFound)?;
    let kind_matches = match expect {
        Expect::Product => !product.is_event(),
        Expect::Event => product.is_event(),
        Expect::Either => true,
    };
    let allowed = match remover {
        Remover::Seller(shop) => product.shop_id == shop,
        Remover::Admin => true,
        Remover::Anyone => product.is_event(),
    };
    if !kind_matches || !allowed {
        return Err(ManageProductError::NotFound);
    }
    if remover == Remover::Anyone && product.schedule.is_some_and(|s| s.ends_at() > now) {
        return Err(ManageProductError::EventRunning);
    }
    let removed = products
        .delete(id, now)
        .await?
        .ok_or(ManageProductError::NotFound)?;
    remove_quietly(media, &removed.images).await;
    Ok(removed)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::ports::{MockProductImageStore, MockProductRepository};
    use crate::product::EventSchedule;
    use crate::test_support::{instant, product};

    fn repository_with(found: Product) -> MockProductRepository {
        let mut products = MockProductRepository::new();
        let copy = found.clone();
        products.expect_find().returning(move |_| Ok(Some(found.clone())));
        products
            .expect_delete()
            .returning(move |_, _| Ok(Some(copy.clone())));
        products
    }

    fn media() -> MockProductImageStore {
        let mut media = MockProductImageStore::new();
        media.expect_remove().returning(|_| Ok(()));
        media
    }

    #[tokio::test]
    async fn a_seller_cannot_remove_another_shops_product() {
        let item = product(None);
        let products = repository_with(item.clone());
        let result = delete_product(
            &products,
            &media(),
            Remover::Seller(ShopId::new()),
            Expect::Product,
            item.id,
            instant(0),
        )
        .await;
        assert!(matches!(result, Err(ManageProductError::NotFound)));
    }

    #[tokio::test]
    async fn anyone_may_remove_an_ended_event_but_never_a_running_one() {
        let event = product(Some(EventSchedule::new(instant(0), instant(10)).unwrap()));
        let products = repository_with(event.clone());

        let running = delete_product(
            &products,
            &media(),
            Remover::Anyone,
            Expect::Event,
            event.id,
            instant(5),
        )
        .await;
        assert!(matches!(running, Err(ManageProductError::EventRunning)));

        let ended = delete_product(
            &products,
            &media(),
            Remover::Anyone,
            Expect::Event,
            event.id,
            instant(10),
        )
        .await;
        assert!(ended.is_ok());
    }

    #[tokio::test]
    async fn anyone_may_never_remove_a_product() {
        let item = product(None);
        let products = repository_with(item.clone());
        let result = delete_product(
            &products,
            &media(),
            Remover::Anyone,
            Expect::Either,
            item.id,
            instant(0),
        )
        .await;
        assert!(matches!(result, Err(ManageProductError::NotFound)));
    }

    #[tokio::test]
    async fn the_shop_product_call_does_not_remove_an_event() {
        let event = product(Some(EventSchedule::new(instant(0), instant(10)).unwrap()));
        let products = repository_with(event.clone());
        let result = delete_product(
            &products,
            &media(),
            Remover::Seller(event.shop_id),
            Expect::Product,
            event.id,
            instant(1),
        )
        .await;
        assert!(matches!(result, Err(ManageProductError::NotFound)));
    }
}
