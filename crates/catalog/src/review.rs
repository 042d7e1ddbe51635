//! Reviews: a buyer's rating and words about a product they received.

use kernel::{MediaKey, ProductId, ReviewId, Timestamp, UserId};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    #[error("must be a whole number from 1 to 5")]
    InvalidRating,
    #[error("must be at most {max} characters")]
    CommentTooLong { max: usize },
}

impl kernel::Described for ReviewError {
    fn message(&self) -> kernel::Message {
        match self {
            Self::InvalidRating => kernel::Message::new("field-rating-range"),
            Self::CommentTooLong { max } => kernel::Message::new("field-comment-length").with("max", max),
        }
    }
}

/// Stars, 1 to 5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rating(u8);

impl Rating {
    /// # Errors
    /// [`ReviewError::InvalidRating`] outside 1–5.
    pub fn new(stars: i64) -> Result<Self, ReviewError> {
        u8::try_from(stars)
            .ok()
            .filter(|s| (1..=5).contains(s))
            .map(Self)
            .ok_or(ReviewError::InvalidRating)
    }

    #[must_use]
    pub const fn stars(self) -> u8 {
        self.0
    }
}

/// What the buyer wrote; may be empty (a rating alone is a review).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ReviewComment(String);

impl ReviewComment {
    pub const MAX_CHARS: usize = 2000;

    /// Trims the text and drops control characters other than line breaks.
    ///
    /// # Errors
    /// [`ReviewError::CommentTooLong`] beyond [`ReviewComment::MAX_CHARS`].
    pub fn parse(raw: &str) -> Result<Self, ReviewError> {
        let text: String = raw
            .trim()
            .chars()
            .filter(|c| !c.is_control() || matches!(c, '\n' | '\t'))
            .collect();
        if text.chars().count() > Self::MAX_CHARS {
            return Err(ReviewError::CommentTooLong { max: Self::MAX_CHARS });
        }
        Ok(Self(text))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A review to store: one per buyer and product; a second replaces the first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewReview {
    pub id: ReviewId,
    pub product_id: ProductId,
    pub user_id: UserId,
    pub rating: Rating,
    pub comment: ReviewComment,
    pub at: Timestamp,
}

/// A review as the product page shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublishedReview {
    pub id: ReviewId,
    pub user_id: UserId,
    pub user_name: String,
    pub user_avatar: Option<MediaKey>,
    pub rating: Rating,
    pub comment: String,
    pub created_at: Timestamp,
}

/// A review as a shop's page lists it: with the product it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShopReview {
    pub review: PublishedReview,
    pub product_id: ProductId,
    pub product_name: String,
    /// False once the product is deleted: its reviews still count in the shop's rating.
    pub product_live: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_are_one_to_five_stars() {
        assert!(Rating::new(0).is_err());
        assert_eq!(Rating::new(1).unwrap().stars(), 1);
        assert_eq!(Rating::new(5).unwrap().stars(), 5);
        assert!(Rating::new(6).is_err());
        assert!(Rating::new(-3).is_err());
    }

    #[test]
    fn comments_are_trimmed_cleaned_and_bounded() {
        assert_eq!(
            ReviewComment::parse("  Lovely\u{7} fabric.\n ").unwrap().as_str(),
            "Lovely fabric."
        );
        assert!(ReviewComment::parse("").is_ok());
        assert!(ReviewComment::parse(&"é".repeat(2000)).is_ok());
        assert_eq!(
            ReviewComment::parse(&"é".repeat(2001)),
            Err(ReviewError::CommentTooLong { max: 2000 })
        );
    }
}
