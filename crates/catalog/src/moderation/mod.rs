//! Product moderation (docs/catalog.md "Moderation"): products held back from the storefront
//! until the Admin approves them, and shoppers' reports of products already on it.
//!
//! ```text
//!  created ──(mode holds it)──▶ pending ──approve──▶ live (no hold)
//!                                  │  ▲
//!                           reject │  │ the seller edits it
//!                                  ▼  │
//!                               rejected
//!
//!  live ──reported──▶ live, in the queue ──approve──▶ live (reports closed)
//!                                        └─reject───▶ rejected
//! ```
//!
//! A product is public only without a hold; a held product is seen by its seller and the Admin.

pub mod decide;
pub mod report;

use std::fmt;
use std::str::FromStr;

use kernel::{Money, ProductId, ReviewReason, ShopId, Timestamp};

/// Which new products wait for the Admin before they are public (`catalog.moderation`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ModerationMode {
    /// Every product is public as soon as it is saved.
    #[default]
    Off,
    /// A shop's first [`ModerationMode::FIRST_PRODUCTS`] products wait; after them the shop is
    /// trusted.
    NewSellers,
    /// Every new product waits.
    All,
}

impl ModerationMode {
    /// How many products of a new shop the Admin sees before trusting it.
    pub const FIRST_PRODUCTS: u64 = 10;

    /// Whether a new product waits, given how many products (and events, deleted ones too, so
    /// deleting does not reset the count) its shop created before it.
    #[must_use]
    pub const fn holds(self, created_before: u64) -> bool {
        match self {
            Self::Off => false,
            Self::NewSellers => created_before < Self::FIRST_PRODUCTS,
            Self::All => true,
        }
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Off => "off",
            Self::NewSellers => "new_sellers",
            Self::All => "all",
        }
    }
}

impl FromStr for ModerationMode {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "off" => Ok(Self::Off),
            "new_sellers" => Ok(Self::NewSellers),
            "all" => Ok(Self::All),
            other => Err(format!(
                "catalog.moderation is `off`, `new_sellers` or `all`, not `{other}`"
            )),
        }
    }
}

/// Where a held product is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HoldStatus {
    /// Waiting in the Admin's queue.
    Pending,
    /// Sent back with a reason; the seller's next edit puts it back in the queue.
    Rejected,
}

impl HoldStatus {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Rejected => "rejected",
        }
    }
}

impl FromStr for HoldStatus {
    type Err = anyhow::Error;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "pending" => Ok(Self::Pending),
            "rejected" => Ok(Self::Rejected),
            other => Err(anyhow::anyhow!("a stored product hold is `{other}`")),
        }
    }
}

/// Why a product is not public.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hold {
    pub status: HoldStatus,
    /// The Admin's reason for the last rejection; kept while the product waits again.
    pub reason: Option<ReviewReason>,
    /// When it (last) started waiting.
    pub held_at: Timestamp,
}

/// What a shopper says is wrong with a product.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ReportReason {
    Counterfeit,
    Prohibited,
    WrongInformation,
    Offensive,
}

impl ReportReason {
    pub const ALL: [Self; 4] = [
        Self::Counterfeit,
        Self::Prohibited,
        Self::WrongInformation,
        Self::Offensive,
    ];

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Counterfeit => "counterfeit",
            Self::Prohibited => "prohibited",
            Self::WrongInformation => "wrong_information",
            Self::Offensive => "offensive",
        }
    }

    /// `None` for a name that is not one of [`ReportReason::ALL`].
    #[must_use]
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|reason| reason.as_str() == name)
    }
}

impl fmt::Display for ReportReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What the reporter adds in their own words: up to [`ReportDetails::MAX_CHARS`] characters,
/// trimmed, no control characters but line breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportDetails(String);

impl ReportDetails {
    pub const MAX_CHARS: usize = 1000;

    /// `Ok(None)` for blank text.
    ///
    /// # Errors
    /// [`DetailsRefused`] when it is too long or holds control characters.
    pub fn parse(raw: &str) -> Result<Option<Self>, DetailsRefused> {
        let text = raw.trim();
        if text.is_empty() {
            return Ok(None);
        }
        let clean = text.chars().all(|c| !c.is_control() || matches!(c, '\n' | '\r'));
        if text.chars().count() > Self::MAX_CHARS || !clean {
            return Err(DetailsRefused);
        }
        Ok(Some(Self(text.to_owned())))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Report details that are too long or hold control characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DetailsRefused;

/// A report as it is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewReport {
    pub product: ProductId,
    /// The signed-in reporter: reports are accountable, and one person has one open report on
    /// a product.
    pub reporter: kernel::UserId,
    pub reason: ReportReason,
    pub details: Option<ReportDetails>,
    pub at: Timestamp,
}

/// The Admin's decision on a product in the queue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Public (again); its open reports are closed.
    Approve,
    /// Off the storefront with a reason its seller reads; its open reports are closed.
    Reject(ReviewReason),
}

/// A product in the Admin's queue: waiting for its first approval, reported, or both.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueueItem {
    pub product: ProductId,
    pub name: String,
    pub is_event: bool,
    pub category: String,
    pub price: Money,
    pub thumbnail: Option<kernel::MediaKey>,
    pub shop: ShopId,
    pub shop_name: String,
    /// `Some` while it waits for approval; `None` for a live product that was reported.
    pub hold: Option<Hold>,
    /// Open reports by reason, most reported first.
    pub reports: Vec<(ReportReason, u64)>,
    /// The latest open reports' own words, newest first (a few).
    pub report_details: Vec<String>,
    /// Since when it waits: its hold's start, else its oldest open report. The queue is oldest
    /// first.
    pub waiting_since: Timestamp,
}

/// What the seller is told of a decision, in their language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecisionNotice {
    pub kind: &'static str,
    pub title: String,
    pub body: String,
}

#[derive(Debug, thiserror::Error)]
pub enum ModerationError {
    #[error("There is no such product.")]
    NotFound,
    /// Neither waiting for approval nor reported: nothing to decide (also when another decision
    /// came first).
    #[error("This product is not waiting for a decision.")]
    NothingToReview,
    /// The reporter already has an open report on this product.
    #[error("You have already reported this product.")]
    AlreadyReported,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl kernel::Described for ModerationError {
    fn message(&self) -> kernel::Message {
        use kernel::Message;
        match self {
            Self::NotFound => Message::new("error-not_found-product"),
            Self::NothingToReview => Message::new("error-nothing_to_review"),
            Self::AlreadyReported => Message::new("error-already_reported"),
            Self::Unexpected(_) => Message::new("error-internal"),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn modes_read_the_setting_names_and_nothing_else() {
        for mode in [
            ModerationMode::Off,
            ModerationMode::NewSellers,
            ModerationMode::All,
        ] {
            assert_eq!(mode.as_str().parse::<ModerationMode>(), Ok(mode));
        }
        assert!("new-sellers".parse::<ModerationMode>().is_err());
        assert!("".parse::<ModerationMode>().is_err());
    }

    proptest! {
        #[test]
        fn only_a_new_shops_first_ten_products_wait_under_new_sellers(before in 0u64..10_000) {
            prop_assert!(!ModerationMode::Off.holds(before));
            prop_assert!(ModerationMode::All.holds(before));
            prop_assert_eq!(ModerationMode::NewSellers.holds(before), before < 10);
        }
    }

    #[test]
    fn report_reasons_round_trip_and_unknown_ones_are_refused() {
        for reason in ReportReason::ALL {
            assert_eq!(ReportReason::parse(reason.as_str()), Some(reason));
        }
        assert_eq!(ReportReason::parse("Counterfeit"), None);
        assert_eq!(ReportReason::parse("spam"), None);
    }

    #[test]
    fn details_are_optional_trimmed_and_bounded() {
        assert_eq!(ReportDetails::parse("   "), Ok(None));
        assert_eq!(
            ReportDetails::parse("  the logo is fake \n")
                .unwrap()
                .unwrap()
                .as_str(),
            "the logo is fake"
        );
        assert!(ReportDetails::parse(&"x".repeat(1001)).is_err());
        assert!(ReportDetails::parse(&"x".repeat(1000)).is_ok());
        assert!(ReportDetails::parse("bell\u{7}").is_err());
    }
}
