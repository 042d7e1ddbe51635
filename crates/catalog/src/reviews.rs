//! A buyer reviews a product they received.

use kernel::{ProductId, ReviewId, Timestamp, UserId};

use crate::ports::{ProductRepository, ReviewRepository};
use crate::review::{NewReview, Rating, ReviewComment};

#[derive(Debug, thiserror::Error)]
pub enum ReviewProductError {
    #[error("There is no such product.")]
    NotFound,
    #[error("Only a shopper who has received this product can review it.")]
    NotABuyer,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Stores the shopper's review (replacing an earlier one) and updates the ratings.
///
/// # Errors
/// [`ReviewProductError::NotFound`] for an unknown or deleted product;
/// [`ReviewProductError::NotABuyer`] without a Delivered order containing it.
pub async fn review_product(
    products: &dyn ProductRepository,
    reviews: &dyn ReviewRepository,
    user: UserId,
    product: ProductId,
    rating: Rating,
    comment: ReviewComment,
    now: Timestamp,
) -> Result<(), ReviewProductError> {
    if products.find(product).await?.is_none() {
        return Err(ReviewProductError::NotFound);
    }
    if !reviews.has_received(user, product).await? {
        return Err(ReviewProductError::NotABuyer);
    }
    reviews
        .save(&NewReview {
            id: ReviewId::new(),
            product_id: product,
            user_id: user,
            rating,
            comment,
            at: now,
        })
        .await?;
    Ok(())
}
