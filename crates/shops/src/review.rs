//! Seller approval: a new shop is reviewed by the Admin before anything of it is public
//! (docs/identity.md "A shop's review").
//!
//! ```text
//! draft ──submit──▶ submitted ──approve──▶ approved
//!   ▲                   │
//!   │                   └──reject──▶ rejected ──submit──▶ submitted
//! ```
//!
//! The seller submits once the [`Checklist`] is complete; the Admin approves, or rejects with a
//! [`ReviewReason`] the seller reads, fixes and submits again.

use std::str::FromStr;

pub use kernel::ReviewReason;
use kernel::Timestamp;

use crate::shop::{Shop, ShopError};

/// Where a shop is in its review.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReviewStatus {
    /// Being set up: not yet sent to the Admin.
    Draft,
    /// Waiting in the Admin's queue.
    Submitted,
    /// Public: its products are on the storefront.
    Approved,
    /// Sent back with a reason; the seller may fix it and submit again.
    Rejected,
}

impl ReviewStatus {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Draft => "draft",
            Self::Submitted => "submitted",
            Self::Approved => "approved",
            Self::Rejected => "rejected",
        }
    }
}

impl FromStr for ReviewStatus {
    type Err = ShopError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "draft" => Ok(Self::Draft),
            "submitted" => Ok(Self::Submitted),
            "approved" => Ok(Self::Approved),
            "rejected" => Ok(Self::Rejected),
            other => Err(ShopError::UnknownStatus(other.to_owned())),
        }
    }
}

/// A shop's review as it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    pub status: ReviewStatus,
    /// The reason of the last rejection; kept while the shop is resubmitted, cleared on approval.
    pub reason: Option<ReviewReason>,
    /// When it was last submitted: the Admin's queue is oldest first.
    pub submitted_at: Option<Timestamp>,
    /// When the Admin last decided.
    pub decided_at: Option<Timestamp>,
}

impl Review {
    /// The review of a shop that was trading before reviews existed, or that the demo seeds.
    #[must_use]
    pub const fn approved() -> Self {
        Self {
            status: ReviewStatus::Approved,
            reason: None,
            submitted_at: None,
            decided_at: None,
        }
    }

    /// The review of a newly registered shop.
    #[must_use]
    pub const fn draft() -> Self {
        Self {
            status: ReviewStatus::Draft,
            reason: None,
            submitted_at: None,
            decided_at: None,
        }
    }

    /// Whether the seller may submit now.
    ///
    /// # Errors
    /// [`ReviewError::AlreadySubmitted`] while it waits, [`ReviewError::AlreadyApproved`] once approved.
    pub const fn may_submit(&self) -> Result<(), ReviewError> {
        match self.status {
            ReviewStatus::Draft | ReviewStatus::Rejected => Ok(()),
            ReviewStatus::Submitted => Err(ReviewError::AlreadySubmitted),
            ReviewStatus::Approved => Err(ReviewError::AlreadyApproved),
        }
    }

    /// Whether the Admin may decide now.
    ///
    /// # Errors
    /// [`ReviewError::NotSubmitted`] unless it waits in the queue.
    pub const fn may_decide(&self) -> Result<(), ReviewError> {
        match self.status {
            ReviewStatus::Submitted => Ok(()),
            _ => Err(ReviewError::NotSubmitted),
        }
    }
}

/// One thing a shop needs before it can be submitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChecklistItem {
    /// A description of the shop for its public page (name, address and phone are asked at
    /// registration).
    Details,
    /// A GSTIN, or the seller's declaration that the business is not registered for GST.
    Gst,
    /// The business's PAN, which TDS and TCS are reported under.
    Pan,
    /// A payout method whose shape a bank or UPI app accepts (the withdrawals' own checks).
    Payout,
    /// At least one product.
    Products,
}

impl ChecklistItem {
    pub const ALL: [Self; 5] = [Self::Details, Self::Gst, Self::Pan, Self::Payout, Self::Products];

    /// The item's name in the API's checklist, and the field an unfinished one is reported under.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Details => "description",
            Self::Gst => "gstin",
            Self::Pan => "pan",
            Self::Payout => "withdrawMethod",
            Self::Products => "products",
        }
    }
}

/// What the checklist needs to know that the shop itself does not hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ReviewFacts {
    /// Whether the shop has saved a payout method (saving one checks its format).
    pub has_payout: bool,
    /// The shop's live products (not events).
    pub products: u64,
}

/// The checklist on the seller's dashboard: each item, done or not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checklist {
    pub items: Vec<(ChecklistItem, bool)>,
}

impl Checklist {
    /// The checklist of `shop`; `declares_unregistered` counts as the GST item when the shop has
    /// no GSTIN (the declaration is made as the shop is submitted).
    #[must_use]
    pub fn of(shop: &Shop, facts: ReviewFacts, declares_unregistered: bool) -> Self {
        let done = |item: ChecklistItem| match item {
            ChecklistItem::Details => shop.description.is_some(),
            ChecklistItem::Gst => {
                shop.gstin.is_some() || shop.gst_unregistered_at.is_some() || declares_unregistered
            }
            ChecklistItem::Pan => shop.pan.is_some(),
            ChecklistItem::Payout => facts.has_payout,
            ChecklistItem::Products => facts.products > 0,
        };
        Self {
            items: ChecklistItem::ALL
                .into_iter()
                .map(|item| (item, done(item)))
                .collect(),
        }
    }

    /// The items not done yet, in the checklist's order.
    #[must_use]
    pub fn missing(&self) -> Vec<ChecklistItem> {
        self.items
            .iter()
            .filter(|(_, done)| !done)
            .map(|(item, _)| *item)
            .collect()
    }
}

/// The Admin's decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    Approve,
    Reject(ReviewReason),
}

impl Decision {
    /// The status the decision leads to.
    #[must_use]
    pub const fn status(&self) -> ReviewStatus {
        match self {
            Self::Approve => ReviewStatus::Approved,
            Self::Reject(_) => ReviewStatus::Rejected,
        }
    }
}

/// What the seller is told of a decision, in the seller's language: a notification in the shop's
/// centre (`shop-approved` or `shop-rejected`) and its email, written with the decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewNotice {
    pub kind: &'static str,
    pub title: String,
    pub body: String,
    pub email: kernel::OutgoingEmail,
}

#[derive(Debug, thiserror::Error)]
pub enum ReviewError {
    #[error("There is no such shop.")]
    NotFound,
    #[error("The shop is not ready to be reviewed.")]
    NotReady(Vec<ChecklistItem>),
    #[error("The shop is already waiting for review.")]
    AlreadySubmitted,
    #[error("The shop is already approved.")]
    AlreadyApproved,
    #[error("The shop is not waiting for review.")]
    NotSubmitted,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shop::{ShopDescription, ShopStatus, sample};
    use crate::tax_ids::{Gstin, Pan};

    #[test]
    fn statuses_round_trip_through_their_stored_names() {
        for status in [
            ReviewStatus::Draft,
            ReviewStatus::Submitted,
            ReviewStatus::Approved,
            ReviewStatus::Rejected,
        ] {
            assert_eq!(status.as_str().parse::<ReviewStatus>().unwrap(), status);
        }
        assert!("pending".parse::<ReviewStatus>().is_err());
    }

    #[test]
    fn a_reason_is_trimmed_and_bounded() {
        assert_eq!(
            ReviewReason::parse("  PAN does not match the GSTIN ")
                .unwrap()
                .as_str(),
            "PAN does not match the GSTIN"
        );
        assert!(ReviewReason::parse("no").is_none());
        assert!(ReviewReason::parse(&"x".repeat(501)).is_none());
        assert!(ReviewReason::parse("bad\u{7}reason").is_none());
        assert!(ReviewReason::parse("line one\nline two").is_some());
    }

    #[test]
    fn a_draft_or_rejected_shop_may_be_submitted_and_only_a_submitted_one_decided() {
        let mut review = Review::draft();
        assert!(review.may_submit().is_ok());
        assert!(matches!(review.may_decide(), Err(ReviewError::NotSubmitted)));
        review.status = ReviewStatus::Submitted;
        assert!(matches!(review.may_submit(), Err(ReviewError::AlreadySubmitted)));
        assert!(review.may_decide().is_ok());
        review.status = ReviewStatus::Rejected;
        assert!(review.may_submit().is_ok());
        assert!(matches!(review.may_decide(), Err(ReviewError::NotSubmitted)));
        assert!(matches!(
            Review::approved().may_submit(),
            Err(ReviewError::AlreadyApproved)
        ));
    }

    #[test]
    fn a_new_shop_misses_every_item_and_a_complete_one_none() {
        let mut shop = sample(ShopStatus::Active);
        let empty = Checklist::of(&shop, ReviewFacts::default(), false);
        assert_eq!(empty.missing(), ChecklistItem::ALL.to_vec());

        shop.description = ShopDescription::parse("Handloom sarees since 1982.").unwrap();
        shop.pan = Some(Pan::parse("AAPFU0939F").unwrap());
        let facts = ReviewFacts {
            has_payout: true,
            products: 1,
        };
        assert_eq!(
            Checklist::of(&shop, facts, false).missing(),
            vec![ChecklistItem::Gst]
        );
        // The declaration, or a GSTIN, or a declaration made before, each completes it.
        assert!(Checklist::of(&shop, facts, true).missing().is_empty());
        let mut registered = shop.clone();
        registered.gstin = Some(Gstin::parse("27AAPFU0939F1ZV").unwrap());
        assert!(Checklist::of(&registered, facts, false).missing().is_empty());
        shop.gst_unregistered_at = Some(shop.created_at);
        assert!(Checklist::of(&shop, facts, false).missing().is_empty());
    }

    #[test]
    fn events_alone_do_not_count_and_the_keys_name_the_fields() {
        let shop = sample(ShopStatus::Active);
        let missing = Checklist::of(
            &shop,
            ReviewFacts {
                has_payout: true,
                products: 0,
            },
            true,
        )
        .missing();
        assert_eq!(
            missing.iter().map(|i| i.key()).collect::<Vec<_>>(),
            ["description", "pan", "products"]
        );
    }
}
