//! What the catalogue needs from the outside world.

use async_trait::async_trait;
use kernel::{
    ImageError, MediaKey, Page, PageRequest, ProductId, ShopId, SortBy, SortKey, Timestamp, UserId,
};

use crate::listing::{Listed, ProductQuery, ShopFront, Tally};
use crate::moderation::{Decision, DecisionNotice, Hold, NewReport, QueueItem};
use crate::product::{Product, ProductDetails, ProductImage, Sku};
use crate::review::{NewReview, PublishedReview, ShopReview};
use crate::search::SearchPlan;

/// Which rows an owner-side or admin list covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Products,
    Events,
}

/// The columns the operator's product and event lists can be ordered by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CatalogueSort {
    Name,
    Shop,
    Price,
    Stock,
    Sold,
    Starts,
    Ends,
    Created,
}

impl SortKey for CatalogueSort {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("name", Self::Name),
        ("shop", Self::Shop),
        ("sellingPrice", Self::Price),
        ("stock", Self::Stock),
        ("sold_out", Self::Sold),
        ("start_date", Self::Starts),
        ("end_date", Self::Ends),
        ("createdAt", Self::Created),
    ];
}

/// The columns a shop's product list can be ordered by (its seller's table and its public page).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShopProductSort {
    Name,
    Price,
    Stock,
    Sold,
    Created,
}

impl SortKey for ShopProductSort {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("name", Self::Name),
        ("price", Self::Price),
        ("sellingPrice", Self::Price),
        ("stock", Self::Stock),
        ("sold_out", Self::Sold),
        ("createdAt", Self::Created),
    ];
}

/// What a shop's product list is narrowed and ordered by.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ShopProductsQuery {
    /// Products whose name contains this, ignoring case.
    pub search: Option<String>,
    /// Newest first when not given.
    pub sort: Option<SortBy<ShopProductSort>>,
}

/// The columns a shop's own event list can be ordered by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShopEventSort {
    Name,
    Price,
    Stock,
    Sold,
    Starts,
    Ends,
    Created,
}

impl SortKey for ShopEventSort {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("name", Self::Name),
        ("price", Self::Price),
        ("sellingPrice", Self::Price),
        ("stock", Self::Stock),
        ("sold_out", Self::Sold),
        ("start_date", Self::Starts),
        ("end_date", Self::Ends),
        ("createdAt", Self::Created),
    ];
}

/// What a shop's own event list is narrowed and ordered by.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ShopEventsQuery {
    /// Events whose name contains this, ignoring case.
    pub search: Option<String>,
    /// Newest first when not given.
    pub sort: Option<SortBy<ShopEventSort>>,
}

/// What the operator asks of [`Storefront::everything`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogueQuery {
    pub kind: Kind,
    /// Rows whose name or shop name contains this, ignoring case.
    pub search: Option<String>,
    /// Newest first when not given.
    pub sort: Option<SortBy<CatalogueSort>>,
}

/// Stores products and events: the seller's and the operator's side of the catalogue.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ProductRepository: Send + Sync + 'static {
    /// Stores a new product, with its sizes and images, in one transaction; `held` puts it in
    /// the moderation queue in the same transaction, so it is never public before the Admin
    /// approves it.
    ///
    /// # Errors
    /// Any storage failure, including a shop that does not exist.
    async fn insert(&self, product: &Product, held: bool) -> anyhow::Result<()>;

    /// How many products and events the shop has ever created, deleted ones too
    /// ([`ModerationMode::holds`](crate::moderation::ModerationMode::holds)).
    async fn created_by(&self, shop: ShopId) -> anyhow::Result<u64>;

    /// A product or event that has not been deleted, whatever its shop's status or schedule.
    async fn find(&self, id: ProductId) -> anyhow::Result<Option<Product>>;

    /// The shop's live product or event with this SKU (at most one: the store keeps SKUs unique
    /// among a shop's live products).
    async fn by_sku(&self, shop: ShopId, sku: &Sku) -> anyhow::Result<Option<Product>>;

    /// A page of the shop's live products (not events), oldest first: what an export writes.
    async fn of_shop(&self, shop: ShopId, page: PageRequest) -> anyhow::Result<Vec<Product>>;

    /// In one transaction: replaces a product's details and images and updates its search
    /// entry; a product the Admin rejected goes back to the moderation queue. `None` when there
    /// is no such live product.
    async fn update(
        &self,
        id: ProductId,
        details: &ProductDetails,
        images: &[ProductImage],
        now: Timestamp,
    ) -> anyhow::Result<Option<Product>>;

    /// Takes a product off the catalogue for good (orders keep their own copy of what was
    /// bought). Returns it as it was, so its images can be removed; `None` when there was no
    /// such live product.
    async fn delete(&self, id: ProductId, now: Timestamp) -> anyhow::Result<Option<Product>>;

    /// Events that ended before `ended_before` and are not deleted yet, oldest first.
    async fn ended_events(&self, ended_before: Timestamp, limit: u64) -> anyhow::Result<Vec<Product>>;

    /// How many products and events exist, deleted ones excluded.
    async fn count(&self) -> anyhow::Result<u64>;
}

/// The shopper's side: what the storefront may show. Every method leaves out deleted products,
/// products of shops that are not active or that the Admin has not approved, and events that are not running at `now`, unless it
/// says otherwise.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait Storefront: Send + Sync + 'static {
    /// The ids of a page of products (never events) matching the query, in its order. `plan`
    /// restricts the page to search matches.
    async fn page<'a>(
        &self,
        query: &ProductQuery,
        plan: Option<&'a SearchPlan>,
    ) -> anyhow::Result<Vec<ProductId>>;

    /// How many products match the query's filters (its page and order aside), and the facets.
    async fn tally<'a>(&self, query: &ProductQuery, plan: Option<&'a SearchPlan>) -> anyhow::Result<Tally>;

    /// The ids of products (never events) matching the plan, best first.
    async fn search(&self, plan: &SearchPlan, limit: u32) -> anyhow::Result<Vec<ProductId>>;

    /// The visible products (never events) among `ids`, as they are now, in the order of `ids`;
    /// any no longer on the storefront is left out.
    async fn listed(&self, ids: &[ProductId]) -> anyhow::Result<Vec<Listed>>;

    /// A visible product or running event.
    async fn details(&self, id: ProductId, now: Timestamp) -> anyhow::Result<Option<Listed>>;

    /// The ids of visible products of the same shop with the same name (variants, oldest
    /// first), then of the same category (best-selling, then newest, first); never `product`
    /// itself, never events. Ids only: the storefront keeps them for as long as a listing's page
    /// and reads the products themselves afresh with [`Storefront::listed`].
    async fn similar(&self, product: &Product, limit: u32) -> anyhow::Result<Vec<ProductId>>;

    /// A shop's products (not events) that match the query, in its order (newest first unless
    /// it says otherwise). Empty for a shop that is not active or not approved.
    async fn shop_products(
        &self,
        shop: ShopId,
        query: &ShopProductsQuery,
        page: PageRequest,
    ) -> anyhow::Result<Page<Listed>>;

    /// The same list for the shop's own seller: its live products whatever the shop's review says,
    /// so a shop waiting for approval sees what it will publish.
    async fn own_products(
        &self,
        shop: ShopId,
        query: &ShopProductsQuery,
        page: PageRequest,
    ) -> anyhow::Result<Page<Listed>>;

    /// Running events, soonest-ending first; only `shop`'s when given.
    async fn running_events(&self, shop: Option<ShopId>, now: Timestamp) -> anyhow::Result<Vec<Listed>>;

    /// The public facts of an active, approved shop.
    async fn shop_front(&self, shop: ShopId) -> anyhow::Result<Option<ShopFront>>;

    /// One page of a shop's live events that match the query, ended and upcoming too, in its
    /// order (newest first unless it says otherwise): the seller's own list.
    async fn events_of_shop(
        &self,
        shop: ShopId,
        query: &ShopEventsQuery,
        page: PageRequest,
    ) -> anyhow::Result<Page<Listed>>;

    /// Every live product or event of every shop, whatever its shop's status or schedule: the
    /// operator's lists.
    async fn everything(&self, query: &CatalogueQuery, page: PageRequest) -> anyhow::Result<Page<Listed>>;

    /// Whether any catalogue word starts with `prefix`.
    async fn has_word_with_prefix(&self, prefix: &str) -> anyhow::Result<bool>;

    /// Catalogue words that could be `term` with a typo: same first letter, length within two.
    async fn words_near(&self, term: &str) -> anyhow::Result<Vec<String>>;
}

/// A product as the in-process catalogue index keeps it: what listings filter, sort, count and
/// search by, as stored (keys lower-cased as the store keeps them, so both paths compare alike).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexEntry {
    pub id: ProductId,
    pub shop: ShopId,
    /// Deleted rows are fed too, so an index holding them drops them.
    pub deleted: bool,
    pub name: String,
    pub description: String,
    /// The category's name.
    pub category: String,
    pub brand: String,
    pub brand_key: String,
    pub colour: Option<String>,
    pub colour_hex: Option<String>,
    pub colour_key: Option<String>,
    pub sizes: Vec<String>,
    pub price_paise: i64,
    pub sold: i64,
    /// The average rating × 100.
    pub rating_score: i64,
    pub rating_count: i64,
    pub created_at: Timestamp,
    /// When the row last changed, in milliseconds of the database's clock.
    pub changed_at: i64,
}

/// What the storefront's rule hides besides deleted rows.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Hidden {
    /// Shops that are not active, or that the Admin has not approved.
    pub shops: Vec<ShopId>,
    /// Products held by moderation.
    pub products: Vec<ProductId>,
}

/// What an in-process index of the catalogue is built and kept current from: the database stays
/// the truth (docs/catalog.md "The catalogue index").
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait CatalogueFeed: Send + Sync + 'static {
    /// Products (never events), deleted ones too, changed at or after `since` (milliseconds of
    /// the database's clock; every live one when `None`), in order of when they changed and then
    /// of id, after `after` (the last entry's `changed_at` and id), at most `limit`.
    async fn entries(
        &self,
        since: Option<i64>,
        after: Option<(i64, ProductId)>,
        limit: u32,
    ) -> anyhow::Result<Vec<IndexEntry>>;

    /// The shops and products the storefront's rule hides now.
    async fn hidden(&self) -> anyhow::Result<Hidden>;

    /// The database's clock now, in milliseconds: what the next [`CatalogueFeed::entries`] is
    /// asked from.
    async fn clock(&self) -> anyhow::Result<i64>;
}

/// Stores reviews and keeps the ratings they add up to.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ReviewRepository: Send + Sync + 'static {
    /// Whether the shopper has a Delivered order containing the product.
    async fn has_received(&self, user: UserId, product: ProductId) -> anyhow::Result<bool>;

    /// In one transaction: stores the review (replacing the shopper's earlier review of the
    /// product) and recomputes the product's and its shop's ratings.
    async fn save(&self, review: &NewReview) -> anyhow::Result<()>;

    /// The product's reviews, newest first.
    async fn of_product(&self, product: ProductId, limit: u32) -> anyhow::Result<Vec<PublishedReview>>;

    /// Reviews of a shop's products and events, deleted ones' too, newest first: the reviews its
    /// rating is made of.
    async fn of_shop(&self, shop: ShopId, page: PageRequest) -> anyhow::Result<Page<ShopReview>>;
}

/// Stores product pictures.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ProductImageStore: Send + Sync + 'static {
    /// Checks an upload by its content, re-encodes it (dropping metadata) in the display and
    /// thumbnail sizes, and stores both.
    ///
    /// # Errors
    /// [`ImageError::NotAnImage`], [`ImageError::TooManyBytes`] or [`ImageError::TooManyPixels`]
    /// for a refused upload; [`ImageError::Unexpected`] when storage fails.
    async fn store_product_image(&self, upload: Vec<u8>) -> Result<ProductImage, ImageError>;

    /// Removes stored images; keys that are already gone are not an error.
    async fn remove(&self, keys: &[MediaKey]) -> anyhow::Result<()>;
}

/// Product moderation: holds, reports and the Admin's queue (docs/catalog.md "Moderation").
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ModerationStore: Send + Sync + 'static {
    /// The holds of those of `ids` that have one; a product not in the answer is public (as far
    /// as moderation goes).
    async fn holds_of(&self, ids: &[ProductId]) -> anyhow::Result<Vec<(ProductId, Hold)>>;

    /// Stores a report. `false`, storing nothing, when the reporter already has an open report
    /// on the product.
    async fn report(&self, report: &NewReport) -> anyhow::Result<bool>;

    /// Live products waiting for approval or with open reports, longest waiting first; only those
    /// whose name or shop name contains `search` (ignoring case) when given.
    async fn queue(&self, search: Option<String>, page: PageRequest) -> anyhow::Result<Page<QueueItem>>;

    /// In one transaction: applies the decision to a product that waits for approval or has open
    /// reports, closes its open reports, and writes `notice` to its shop when the decision changes
    /// what the seller sees (a rejection, or the approval of a waiting product). `false`, writing
    /// nothing, when the product is in neither state (or is gone).
    async fn decide(
        &self,
        product: ProductId,
        decision: &Decision,
        notice: &DecisionNotice,
        now: Timestamp,
    ) -> anyhow::Result<bool>;
}
