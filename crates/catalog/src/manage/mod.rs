//! The seller's and the operator's use cases: adding, editing and removing products and events.

pub mod create;
pub mod delete;
pub mod edit;
pub mod purge;

use kernel::{ImageError, MediaKey, ProductId, ShopId};

use crate::ports::{ProductImageStore, ProductRepository};
use crate::product::{ProductDetails, ProductImage};

#[derive(Debug, thiserror::Error)]
pub enum ManageProductError {
    /// No such product, or not the caller's: the two are not told apart.
    #[error("There is no such product.")]
    NotFound,
    #[error("add from {min} to {max} images")]
    ImageCount { min: usize, max: usize },
    /// The upload at `index` (0-based, among the new uploads) was refused.
    #[error("image {}: {source}", index + 1)]
    Image {
        index: usize,
        #[source]
        source: ImageError,
    },
    #[error("is not one of this product's images")]
    UnknownImage,
    #[error("must be in the future")]
    EventEndsInPast,
    #[error("an event may run for at most {max_days} days")]
    EventTooLong { max_days: i64 },
    #[error("This event is still running; only an ended event can be removed here.")]
    EventRunning,
    /// A rate above 0 % from a shop with no GSTIN, which may not collect tax.
    #[error("add your GSTIN in the shop's settings to sell goods taxed above 0 %")]
    TaxableWithoutGstin,
    /// Another of the shop's live products has this SKU.
    #[error("another of your products has this SKU")]
    SkuTaken,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl kernel::Described for ManageProductError {
    fn message(&self) -> kernel::Message {
        use kernel::Message;
        match self {
            Self::NotFound => Message::new("error-not_found-product"),
            Self::ImageCount { min, max } => Message::new("field-images-count")
                .with("min", min)
                .with("max", max),
            // Counted from 1, as the seller sees the files they picked.
            Self::Image { index, source } => Message::new("field-images-one")
                .with("number", index + 1)
                .with_message("problem", source.message()),
            Self::UnknownImage => Message::new("field-keep-images-unknown"),
            Self::EventEndsInPast => Message::new("field-event-end-in-past"),
            Self::EventTooLong { max_days } => Message::new("field-event-too-long").with("days", max_days),
            Self::EventRunning => Message::new("error-event_running"),
            Self::TaxableWithoutGstin => Message::new("field-gst-rate-unregistered"),
            Self::SkuTaken => Message::new("field-product-sku-taken"),
            Self::Unexpected(_) => Message::new("error-internal"),
        }
    }
}

/// Whether the shop selling a product holds a GSTIN: the caller reads it from the seller's own
/// shop, never from the request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Supplier {
    Registered,
    Unregistered,
}

/// An unregistered supplier sells only goods at 0 % (its invoices are bills of supply).
pub(crate) fn check_supplier(details: &ProductDetails, supplier: Supplier) -> Result<(), ManageProductError> {
    if supplier == Supplier::Unregistered && details.is_taxable() {
        return Err(ManageProductError::TaxableWithoutGstin);
    }
    Ok(())
}

/// A SKU names one live product of a shop: `id` is the product being saved (`None` for a new one).
pub(crate) async fn check_sku(
    products: &dyn ProductRepository,
    shop: ShopId,
    details: &ProductDetails,
    id: Option<ProductId>,
) -> Result<(), ManageProductError> {
    let Some(sku) = &details.sku else {
        return Ok(());
    };
    match products.by_sku(shop, sku).await? {
        Some(other) if Some(other.id) != id => Err(ManageProductError::SkuTaken),
        _ => Ok(()),
    }
}

/// Stores each upload in turn. When one is refused, the ones already stored are removed, so a
/// refused request leaves nothing behind.
pub(crate) async fn store_all(
    media: &dyn ProductImageStore,
    uploads: Vec<Vec<u8>>,
) -> Result<Vec<ProductImage>, ManageProductError> {
    let mut stored = Vec::with_capacity(uploads.len());
    for (index, upload) in uploads.into_iter().enumerate() {
        match media.store_product_image(upload).await {
            Ok(image) => stored.push(image),
            Err(source) => {
                remove_quietly(media, &stored).await;
                return Err(match source {
                    ImageError::Unexpected(cause) => ManageProductError::Unexpected(cause),
                    refused => ManageProductError::Image {
                        index,
                        source: refused,
                    },
                });
            }
        }
    }
    Ok(stored)
}

/// Removes images that are no longer referenced. A failure only leaves an orphaned file, which
/// must not fail the request that already committed; it is logged.
pub(crate) async fn remove_quietly(media: &dyn ProductImageStore, images: &[ProductImage]) {
    let keys: Vec<MediaKey> = images
        .iter()
        .flat_map(|image| [image.display.clone(), image.thumbnail.clone()])
        .collect();
    if keys.is_empty() {
        return;
    }
    if let Err(error) = media.remove(&keys).await {
        tracing::warn!(error = ?error, "could not remove product images; they are orphaned");
    }
}
