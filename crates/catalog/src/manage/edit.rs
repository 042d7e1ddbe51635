//! A seller edits one of their own products or events: its details, and which pictures it shows.

use kernel::{MediaKey, ProductId, ShopId, Timestamp};

use super::{ManageProductError, Supplier, check_sku, check_supplier, remove_quietly, store_all};
use crate::ports::{ProductImageStore, ProductRepository};
use crate::product::{Product, ProductDetails, ProductImage};

pub struct ProductEdit {
    pub shop_id: ShopId,
    pub id: ProductId,
    pub supplier: Supplier,
    pub details: ProductDetails,
    /// The current images to keep, in the order wanted, named by their display key.
    pub keep: Vec<MediaKey>,
    /// New pictures, shown after the kept ones.
    pub uploads: Vec<Vec<u8>>,
}

/// # Errors
/// [`ManageProductError::NotFound`] for another shop's or a deleted product;
/// [`ManageProductError::UnknownImage`] when `keep` names an image the product does not have;
/// [`ManageProductError::ImageCount`] when fewer than 1 or more than 8 images would remain;
/// [`ManageProductError::Image`] for a refused upload;
/// [`ManageProductError::TaxableWithoutGstin`] for a taxed product of an unregistered shop.
pub async fn edit_product(
    products: &dyn ProductRepository,
    media: &dyn ProductImageStore,
    edit: ProductEdit,
    now: Timestamp,
) -> Result<Product, ManageProductError> {
    let current = products
        .find(edit.id)
        .await?
        .filter(|p| p.shop_id == edit.shop_id)
        .ok_or(ManageProductError::NotFound)?;
    check_supplier(&edit.details, edit.supplier)?;
    check_sku(products, edit.shop_id, &edit.details, Some(edit.id)).await?;

    let mut kept = Vec::with_capacity(edit.keep.len());
    for key in &edit.keep {
        let image = current
            .images
            .iter()
            .find(|image| &image.display == key)
            .ok_or(ManageProductError::UnknownImage)?;
        if !kept.contains(image) {
            kept.push(image.clone());
        }
    }
    let total = kept.len() + edit.uploads.len();
    if total == 0 || total > ProductImage::MAX_PER_PRODUCT {
        return Err(ManageProductError::ImageCount {
            min: 1,
            max: ProductImage::MAX_PER_PRODUCT,
        });
    }

    let added = store_all(media, edit.uploads).await?;
    let images: Vec<ProductImage> = kept.iter().cloned().chain(added.iter().cloned()).collect();
    let updated = match products.update(edit.id, &edit.details, &images, now).await {
        Ok(Some(updated)) => updated,
        Ok(None) => {
            remove_quietly(media, &added).await;
            return Err(ManageProductError::NotFound);
        }
        Err(error) => {
            remove_quietly(media, &added).await;
            return Err(error.into());
        }
    };
    let dropped: Vec<ProductImage> = current
        .images
        .into_iter()
        .filter(|image| !kept.contains(image))
        .collect();
    remove_quietly(media, &dropped).await;
    Ok(updated)
}
