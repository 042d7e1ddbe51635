//! A seller adds a product, or an event (a product with a schedule), to their own shop.

use chrono::Duration;
use kernel::{ProductId, ShopId, Timestamp};

use super::{ManageProductError, Supplier, check_sku, check_supplier, remove_quietly, store_all};
use crate::moderation::ModerationMode;
use crate::ports::{ProductImageStore, ProductRepository};
use crate::product::{EventSchedule, Product, ProductDetails, ProductImage, RatingSummary};

/// The longest flash deal a seller may run.
pub const MAX_EVENT_DAYS: i64 = 30;

pub struct NewProduct {
    /// Always the signed-in seller's shop, never a value from the request.
    pub shop_id: ShopId,
    pub supplier: Supplier,
    pub details: ProductDetails,
    pub uploads: Vec<Vec<u8>>,
    /// `Some` for an event.
    pub schedule: Option<EventSchedule>,
    /// The setting `catalog.moderation` in force.
    pub moderation: ModerationMode,
}

/// A stored product, and whether it waits for the Admin before it is public.
#[derive(Debug)]
pub struct Created {
    pub product: Product,
    pub held: bool,
}

/// # Errors
/// [`ManageProductError::ImageCount`] without 1 to 8 uploads; [`ManageProductError::Image`] for
/// a refused upload; [`ManageProductError::EventEndsInPast`] or
/// [`ManageProductError::EventTooLong`] for an event's schedule;
/// [`ManageProductError::TaxableWithoutGstin`] for a taxed product of an unregistered shop.
/// Nothing is stored on error.
pub async fn create_product(
    products: &dyn ProductRepository,
    media: &dyn ProductImageStore,
    new: NewProduct,
    now: Timestamp,
) -> Result<Created, ManageProductError> {
    if new.uploads.is_empty() || new.uploads.len() > ProductImage::MAX_PER_PRODUCT {
        return Err(ManageProductError::ImageCount {
            min: 1,
            max: ProductImage::MAX_PER_PRODUCT,
        });
    }
    if let Some(schedule) = new.schedule {
        check_schedule(schedule, now)?;
    }
    check_supplier(&new.details, new.supplier)?;
    check_sku(products, new.shop_id, &new.details, None).await?;
    // Read before the images are stored, so a failure here leaves nothing to clean up.
    let held = new.moderation != ModerationMode::Off
        && new.moderation.holds(products.created_by(new.shop_id).await?);
    let images = store_all(media, new.uploads).await?;
    let product = Product {
        id: ProductId::new(),
        shop_id: new.shop_id,
        details: new.details,
        images,
        sold_out: 0,
        rating: RatingSummary::default(),
        schedule: new.schedule,
        created_at: now,
        updated_at: now,
    };
    if let Err(error) = products.insert(&product, held).await {
        remove_quietly(media, &product.images).await;
        return Err(error.into());
    }
    Ok(Created { product, held })
}

fn check_schedule(schedule: EventSchedule, now: Timestamp) -> Result<(), ManageProductError> {
    if schedule.ends_at() <= now {
        return Err(ManageProductError::EventEndsInPast);
    }
    if schedule.ends_at() - schedule.starts_at() > Duration::days(MAX_EVENT_DAYS) {
        return Err(ManageProductError::EventTooLong {
            max_days: MAX_EVENT_DAYS,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::manage::Supplier;
    use crate::ports::{MockProductImageStore, MockProductRepository};
    use crate::test_support::{details, image, instant};
    use kernel::ImageError;

    #[tokio::test]
    async fn a_refused_image_removes_the_ones_already_stored_and_stores_no_product() {
        let mut media = MockProductImageStore::new();
        let mut calls = 0;
        media.expect_store_product_image().times(2).returning(move |_| {
            calls += 1;
            if calls == 1 {
                Ok(image("a"))
            } else {
                Err(ImageError::NotAnImage)
            }
        });
        media
            .expect_remove()
            .withf(|keys| keys.len() == 2)
            .times(1)
            .returning(|_| Ok(()));
        let products = MockProductRepository::new(); // insert is never expected

        let result = create_product(
            &products,
            &media,
            NewProduct {
                shop_id: ShopId::new(),
                supplier: Supplier::Registered,
                details: details(),
                uploads: vec![vec![1], vec![2], vec![3]],
                schedule: None,
                moderation: ModerationMode::Off,
            },
            instant(0),
        )
        .await;

        assert!(matches!(result, Err(ManageProductError::Image { index: 1, .. })));
    }

    #[tokio::test]
    async fn a_product_needs_one_to_eight_images() {
        let products = MockProductRepository::new();
        let media = MockProductImageStore::new();
        for count in [0, 9] {
            let result = create_product(
                &products,
                &media,
                NewProduct {
                    shop_id: ShopId::new(),
                    supplier: Supplier::Registered,
                    details: details(),
                    uploads: vec![vec![0]; count],
                    schedule: None,
                    moderation: ModerationMode::Off,
                },
                instant(0),
            )
            .await;
            assert!(matches!(
                result,
                Err(ManageProductError::ImageCount { min: 1, max: 8 })
            ));
        }
    }

    #[tokio::test]
    async fn an_event_must_end_in_the_future_and_last_at_most_thirty_days() {
        let products = MockProductRepository::new();
        let media = MockProductImageStore::new();
        let now = instant(100);
        let cases = [
            (EventSchedule::new(instant(-10), instant(-1)).unwrap(), "past"),
            (EventSchedule::new(instant(0), instant(31 * 24)).unwrap(), "long"),
        ];
        for (schedule, case) in cases {
            let result = create_product(
                &products,
                &media,
                NewProduct {
                    shop_id: ShopId::new(),
                    supplier: Supplier::Registered,
                    details: details(),
                    uploads: vec![vec![0]],
                    schedule: Some(schedule),
                    moderation: ModerationMode::Off,
                },
                now,
            )
            .await;
            match case {
                "past" => assert!(matches!(result, Err(ManageProductError::EventEndsInPast))),
                _ => assert!(matches!(
                    result,
                    Err(ManageProductError::EventTooLong { max_days: 30 })
                )),
            }
        }
    }

    #[tokio::test]
    async fn a_shop_without_a_gstin_sells_only_goods_at_zero_percent() {
        // Neither images nor the product are stored for the refused one.
        let media = MockProductImageStore::new();
        let products = MockProductRepository::new();
        let taxed = details();
        assert!(taxed.is_taxable());
        let result = create_product(
            &products,
            &media,
            NewProduct {
                shop_id: ShopId::new(),
                supplier: Supplier::Unregistered,
                details: taxed,
                uploads: vec![vec![0]],
                schedule: None,
                moderation: ModerationMode::Off,
            },
            instant(0),
        )
        .await;
        assert!(matches!(result, Err(ManageProductError::TaxableWithoutGstin)));

        let mut media = MockProductImageStore::new();
        media.expect_store_product_image().returning(|_| Ok(image("a")));
        let mut products = MockProductRepository::new();
        products.expect_insert().times(1).returning(|_, _| Ok(()));
        let exempt = ProductDetails {
            gst_rate: kernel::GstRate::ZERO,
            ..details()
        };
        let created = create_product(
            &products,
            &media,
            NewProduct {
                shop_id: ShopId::new(),
                supplier: Supplier::Unregistered,
                details: exempt,
                uploads: vec![vec![0]],
                schedule: None,
                moderation: ModerationMode::Off,
            },
            instant(0),
        )
        .await
        .unwrap();
        assert!(!created.product.details.is_taxable());
        assert!(!created.held);
    }

    #[tokio::test]
    async fn a_failed_insert_removes_the_stored_images() {
        let mut media = MockProductImageStore::new();
        media.expect_store_product_image().returning(|_| Ok(image("a")));
        media.expect_remove().times(1).returning(|_| Ok(()));
        let mut products = MockProductRepository::new();
        products
            .expect_insert()
            .returning(|_, _| Err(anyhow::anyhow!("disk full")));

        let result = create_product(
            &products,
            &media,
            NewProduct {
                shop_id: ShopId::new(),
                supplier: Supplier::Registered,
                details: details(),
                uploads: vec![vec![0]],
                schedule: None,
                moderation: ModerationMode::Off,
            },
            instant(0),
        )
        .await;

        assert!(matches!(result, Err(ManageProductError::Unexpected(_))));
    }

    #[tokio::test]
    async fn under_new_sellers_a_shops_first_ten_products_wait_and_the_eleventh_does_not() {
        for (created_before, held) in [(0, true), (9, true), (10, false), (250, false)] {
            let mut media = MockProductImageStore::new();
            media.expect_store_product_image().returning(|_| Ok(image("a")));
            let mut products = MockProductRepository::new();
            products
                .expect_created_by()
                .times(1)
                .returning(move |_| Ok(created_before));
            products
                .expect_insert()
                .withf(move |_, stored_held| *stored_held == held)
                .times(1)
                .returning(|_, _| Ok(()));
            let created = create_product(
                &products,
                &media,
                NewProduct {
                    shop_id: ShopId::new(),
                    supplier: Supplier::Registered,
                    details: details(),
                    uploads: vec![vec![0]],
                    schedule: None,
                    moderation: ModerationMode::NewSellers,
                },
                instant(0),
            )
            .await
            .unwrap();
            assert_eq!(created.held, held, "{created_before} products before");
        }
    }
}
