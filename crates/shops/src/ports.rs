//! What the shops domain needs from the outside world.

use async_trait::async_trait;
use identity::{AccountStore, IssuedToken, PasswordHash, TokenError, TokenHash};
use kernel::{OutgoingEmail, Page, PageRequest, ShopId, SortBy, SortKey, Timestamp};

use crate::delivery::Delivery;
use crate::review::{Decision, ReviewNotice, ReviewStatus};
use crate::shop::{Shop, ShopProfileUpdate, ShopStatus};

/// The columns the operator's shop list can be ordered by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShopSort {
    ShopName,
    Owner,
    Status,
    /// Live products (not events).
    Products,
    /// The available balance on the ledger.
    Balance,
    Joined,
}

impl SortKey for ShopSort {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("shopName", Self::ShopName),
        ("name", Self::Owner),
        ("status", Self::Status),
        ("productCount", Self::Products),
        ("availableBalance", Self::Balance),
        ("createdAt", Self::Joined),
    ];
}

#[derive(Debug, thiserror::Error)]
pub enum InsertShopError {
    #[error("a shop with the email {email} already exists")]
    DuplicateEmail { email: String },
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Stores shops and their sellers' credentials; finding them, their credentials, password resets
/// and pictures are the [`AccountStore`] part.
#[async_trait]
pub trait ShopRepository: AccountStore<Shop> {
    /// Stores a new shop with its seller's password hash (demo data; registration uses
    /// [`ShopRepository::register`]).
    ///
    /// # Errors
    /// [`InsertShopError::DuplicateEmail`] when another shop already uses the email.
    async fn insert(&self, shop: &Shop, password_hash: &PasswordHash) -> Result<(), InsertShopError>;

    /// In one transaction: stores a pending shop, its activation token, and the activation email.
    /// A shop with the same email that was never activated and whose activation links have all
    /// expired is replaced, with its links: nobody can hold an email they do not read.
    ///
    /// # Errors
    /// [`InsertShopError::DuplicateEmail`] when another shop already uses the email.
    async fn register(
        &self,
        shop: &Shop,
        password_hash: &PasswordHash,
        activation: &IssuedToken,
        email: &OutgoingEmail,
    ) -> Result<(), InsertShopError>;

    /// `None` when there is no such shop.
    async fn update_profile(
        &self,
        id: ShopId,
        update: &ShopProfileUpdate,
        now: Timestamp,
    ) -> anyhow::Result<Option<Shop>>;

    /// In one transaction: uses an activation token and makes the pending shop active.
    ///
    /// # Errors
    /// [`TokenError::Invalid`] for an unknown, used or expired token.
    async fn activate(&self, token: &TokenHash, now: Timestamp) -> Result<Shop, TokenError>;

    /// Sets the shop's status; suspending also ends every seller session signed in until now.
    /// `None` when there is no such shop.
    async fn set_status(
        &self,
        id: ShopId,
        status: ShopStatus,
        now: Timestamp,
    ) -> anyhow::Result<Option<Shop>>;

    /// Shops (newest first unless `sort` says otherwise), optionally those whose shop name, owner
    /// name or email contains `search`, and of one status.
    async fn list(
        &self,
        search: Option<String>,
        status: Option<ShopStatus>,
        sort: Option<SortBy<ShopSort>>,
        page: PageRequest,
    ) -> anyhow::Result<Page<Shop>>;

    /// How many shops exist, whatever their status.
    async fn count(&self) -> anyhow::Result<u64>;

    /// Moves the shop's review from `from` to submitted, and records the seller's declaration of
    /// not being registered for GST when `gst_unregistered_at` is given. `None` when there is no
    /// such shop or its review is no longer `from`.
    async fn submit_review(
        &self,
        id: ShopId,
        from: ReviewStatus,
        gst_unregistered_at: Option<Timestamp>,
        now: Timestamp,
    ) -> anyhow::Result<Option<Shop>>;

    /// In one transaction: moves a submitted review to the decision's status (keeping a
    /// rejection's reason), and stores the seller's notification and its email. `None` when the
    /// shop's review is not submitted (any more).
    async fn decide_review(
        &self,
        id: ShopId,
        decision: &Decision,
        notice: &ReviewNotice,
        now: Timestamp,
    ) -> anyhow::Result<Option<Shop>>;

    /// The shops waiting for review, longest waiting first; only those whose shop name, owner
    /// name or email contains `search` (ignoring case) when given.
    async fn review_queue(&self, search: Option<String>, page: PageRequest) -> anyhow::Result<Page<Shop>>;
}

/// A shop's delivery terms. A shop that never set them has [`Delivery::default`].
#[async_trait]
pub trait DeliveryRepository: Send + Sync {
    /// The shop's terms, or the default when it never set any.
    async fn delivery_of(&self, shop: ShopId) -> anyhow::Result<Delivery>;

    /// Replaces the shop's terms.
    async fn set_delivery(&self, shop: ShopId, delivery: &Delivery, now: Timestamp) -> anyhow::Result<()>;
}
