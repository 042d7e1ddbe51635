//! What the order use cases need from the outside world: the catalogue's current facts, coupons,
//! the order store (whose writes are each one transaction), and a payment gateway.

use async_trait::async_trait;
use cart_rules::{Coupon, CouponCode, Funder, SellableItem};
use kernel::{
    CheckoutId, CouponId, MediaKey, Money, OrderId, Page, PageRequest, ProductId, Rate, ShopId, SortBy,
    Timestamp, UserId,
};

use crate::checkout::IdempotencyKey;
use crate::coupon::{CouponSort, InsertCouponError, ShopCoupon};
use crate::order::{Actor, AddressCopy, Order, PaymentMethod, PaymentStatus, StatusReason};
use crate::returns::{ReturnFigures, ReturnRequest, ReturnStatus};
use crate::shipment::Shipment;
use crate::status::OrderStatus;

/// A product as checkout needs it: what can be sold, and what an order line copies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogItem {
    pub item: SellableItem,
    pub name: String,
    /// The thumbnail an order line copies.
    pub thumbnail: Option<MediaKey>,
    pub colour: Option<String>,
    pub shop_name: String,
    /// What an invoice line classifies it under and the slab in its price.
    pub hsn: kernel::Hsn,
    pub gst_rate: kernel::GstRate,
    /// Where the shop dispatches from, and where and how fast it delivers.
    pub dispatch_from: identity::PinCode,
    pub delivery: shops::Delivery,
    /// What the commission rules look at, beside the shop.
    pub category: catalog::Category,
}

impl CatalogItem {
    /// The day an order placed at `now` is expected at `to`, or `None` when the shop does not
    /// deliver there.
    #[must_use]
    pub fn delivery_by(&self, to: &identity::PinCode, now: Timestamp) -> Option<chrono::NaiveDate> {
        self.delivery
            .estimate(&self.dispatch_from, to, kernel::today_in_india(now))
    }
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait CheckoutCatalog: Send + Sync {
    /// The products among `ids` that exist (deleted ones included, as not on sale).
    async fn items(&self, ids: &[ProductId], now: Timestamp) -> anyhow::Result<Vec<CatalogItem>>;
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait CouponRepository: Send + Sync {
    /// A coupon that has not been deleted (expired ones included: the rules say why they fail).
    async fn find_by_code(&self, code: &CouponCode) -> anyhow::Result<Option<Coupon>>;
    /// Keeps a new coupon; its code must not be a live coupon's already.
    async fn insert(&self, coupon: &Coupon, at: Timestamp) -> Result<(), InsertCouponError>;
    /// One page of `funder`'s live coupons (a shop's, or the platform's), newest first unless
    /// `sort` says otherwise; only codes containing `search`, ignoring case, when given.
    async fn listed(
        &self,
        funder: Funder,
        search: Option<String>,
        sort: Option<SortBy<CouponSort>>,
        page: PageRequest,
    ) -> anyhow::Result<Page<ShopCoupon>>;
    /// Deletes (softly) one of `funder`'s coupons: [`kernel::Removed::NotFound`] when it has no
    /// such live coupon.
    async fn delete(&self, funder: Funder, id: CouponId, at: Timestamp) -> anyhow::Result<kernel::Removed>;
    /// How many uses of `coupon` by `user` are still counted (placed, not given back).
    async fn uses_by(&self, coupon: CouponId, user: UserId) -> anyhow::Result<u32>;
}

/// One line of a new order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewOrderLine {
    pub product: ProductId,
    pub name: String,
    pub image: Option<MediaKey>,
    pub unit_price: Money,
    pub qty: u32,
    pub size: Option<String>,
    pub colour: Option<String>,
    pub is_event: bool,
    pub total: Money,
    pub discount: Money,
    pub hsn: kernel::Hsn,
    pub gst_rate: kernel::GstRate,
    /// The commission rate in force for it (`crate::commission`).
    pub commission_rate: Rate,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewOrder {
    pub id: OrderId,
    pub shop: ShopId,
    pub status: OrderStatus,
    pub subtotal: Money,
    pub shipping: Money,
    pub discount: Money,
    pub shop_discount: Money,
    pub total: Money,
    /// The shop's rate whatever the category (`CommissionRules::shop_rate`); each line keeps its
    /// own.
    pub commission_rate: Rate,
    pub lines: Vec<NewOrderLine>,
}

/// Stock one checkout takes: `qty` of `product`, only while it still sells at `price`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StockTake {
    pub product: ProductId,
    pub qty: u32,
    pub price: Money,
}

/// Everything one checkout writes, in one transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCheckout {
    pub id: CheckoutId,
    pub user: UserId,
    pub key: IdempotencyKey,
    pub request_hash: String,
    pub method: PaymentMethod,
    pub subtotal: Money,
    pub shipping: Money,
    pub discount: Money,
    pub total: Money,
    pub coupon: Option<(CouponId, String)>,
    /// The charges' rates; each order takes its TDS rate by whether its shop has a PAN.
    pub levies: crate::earnings::LevyPolicy,
    /// For cash on delivery: the most units of one product the shopper may hold in undelivered
    /// COD orders, this checkout's included; checked in the placing transaction.
    pub cod_max_units: Option<u32>,
    pub address: AddressCopy,
    /// Printed on each order's invoice as the recipient's.
    pub buyer_gstin: Option<shops::Gstin>,
    pub takes: Vec<StockTake>,
    pub orders: Vec<NewOrder>,
    pub at: Timestamp,
}

#[derive(Debug, thiserror::Error)]
pub enum PlaceError {
    /// These products no longer have the stock asked for, or no longer sell at the price quoted;
    /// nothing was written.
    #[error("some items are short or changed")]
    Short(Vec<ProductId>),
    /// Another request with the same idempotency key got there first.
    #[error("the idempotency key is taken")]
    KeyTaken,
    /// The coupon's limits were reached, by this checkout's time in the transaction (another
    /// checkout took the last use meanwhile); nothing was written.
    #[error("the coupon cannot be used: {0}")]
    Coupon(cart_rules::CouponProblem),
    /// Cash on delivery would pass `cod_max_units` for these products, with the units of each
    /// already held in the shopper's undelivered COD orders; nothing was written.
    #[error("cash on delivery is limited for some products")]
    CodLimit(Vec<(ProductId, u32)>),
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

/// A checkout already placed under an idempotency key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacedAttempt {
    pub request_hash: String,
    pub checkout: CheckoutId,
}

/// Whose orders a list holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderScope {
    User(UserId),
    Shop(ShopId),
    All,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderQuery {
    pub scope: OrderScope,
    /// Only these statuses; all when empty.
    pub statuses: Vec<OrderStatus>,
    /// Only orders whose id starts with it, or whose buyer's name or email, shop's name,
    /// addressee or invoice number contains it (any case); every order when `None`.
    pub search: Option<String>,
}

/// What delivery does besides the status: a COD order is paid, and the shop is credited with
/// the sale and debited each charge on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Delivery {
    pub shop: ShopId,
    pub mark_paid: bool,
    pub earnings: crate::earnings::Earnings,
    /// The supply the TCS line is collected on; `None` when it bears none.
    pub tcs: Option<crate::returns::TcsSupply>,
}

/// A return the shopper asks for, kept with the request's status change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewReturn {
    pub id: uuid::Uuid,
    /// One more than the order's returns so far.
    pub number: u32,
    pub request: ReturnRequest,
    /// What approving it would move, as reckoned when asked.
    pub figures: ReturnFigures,
}

/// What approving a return does besides the status: its units go back on the shelf, their share
/// of the shop's credit and of the commission is reversed, and their share of what the buyer paid
/// is refunded. Once every unit is back the order's payment is `refunded`; the store then also
/// gives back the order's coupon use if no order it discounted is left. The buyer's reviews of
/// `products_back` that no other order of theirs still allows are hidden, recounting the ratings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefundApproval {
    pub shop: ShopId,
    /// The return approved.
    pub return_id: uuid::Uuid,
    pub number: u32,
    pub restock: Vec<(ProductId, u32)>,
    pub figures: ReturnFigures,
    /// The part of the TCS supply the return takes back; `None` when the order bears no TCS.
    pub tcs: Option<crate::returns::TcsSupply>,
    /// `manual` for COD (the operator pays it back), `pending` until the gateway confirms.
    pub refund_status: RefundStatus,
    /// Every unit of the order is back.
    pub whole: bool,
    /// Products of which the buyer keeps no unit from this order.
    pub products_back: Vec<ProductId>,
}

/// A return's decision that moves no money: rejected by the shop, escalated by the shopper, or
/// declined by the Admin. Applied only while the return is still `from`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReturnUpdate {
    pub id: uuid::Uuid,
    pub from: ReturnStatus,
    pub to: ReturnStatus,
    /// The rejection's, the escalation's or the decline's reason.
    pub reason: StatusReason,
}

/// Which refund the gateway answered about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefundOf {
    /// A cancelled order's, of its total.
    Cancellation(OrderId),
    /// An approved return's.
    Return { order: OrderId, id: uuid::Uuid },
}

impl RefundOf {
    #[must_use]
    pub const fn order(self) -> OrderId {
        match self {
            RefundOf::Cancellation(order) | RefundOf::Return { order, .. } => order,
        }
    }
}

/// What cancelling a Processing order does besides the status: its stock goes back on the
/// shelf, and an online payment is recorded for refunding (`refund`, the order's total). The store
/// also gives back the order's coupon use if no order it discounted is left. Nothing was credited
/// to the shop yet, so the ledger is untouched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cancellation {
    pub restock: Vec<(ProductId, u32)>,
    pub refund: Option<Money>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefundStatus {
    Pending,
    Succeeded,
    Failed,
    Manual,
}

impl RefundStatus {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            RefundStatus::Pending => "pending",
            RefundStatus::Succeeded => "succeeded",
            RefundStatus::Failed => "failed",
            RefundStatus::Manual => "manual",
        }
    }
}

/// A status change with its effects, applied in one transaction only if the order is still in
/// `from` with its payment still `payment` (so two concurrent changes cannot both apply, and a
/// payment that failed meanwhile stops the change the rules allowed when it was pending).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusChange {
    pub order: OrderId,
    pub from: OrderStatus,
    pub payment: PaymentStatus,
    pub to: OrderStatus,
    pub by: Actor,
    pub at: Timestamp,
    pub delivery: Option<Delivery>,
    pub refund: Option<RefundApproval>,
    /// The return asked for with Processing Refund.
    pub new_return: Option<NewReturn>,
    /// A return rejected, escalated or declined.
    pub return_update: Option<ReturnUpdate>,
    pub cancellation: Option<Cancellation>,
    /// Kept in the history entry.
    pub reason: Option<StatusReason>,
    /// Stored on the order: the parcel's courier, tracking number and expected day.
    pub shipment: Option<Shipment>,
}

impl StatusChange {
    /// `by` moves `order`, as it was read, to `to` at `at`, with no effects besides the status.
    #[must_use]
    pub fn new(order: &Order, to: OrderStatus, by: Actor, at: Timestamp) -> StatusChange {
        StatusChange {
            order: order.id,
            from: order.status,
            payment: order.payment_status,
            to,
            by,
            at,
            delivery: None,
            refund: None,
            new_return: None,
            return_update: None,
            cancellation: None,
            reason: None,
            shipment: None,
        }
    }
}

/// What became of a [`StatusChange`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusChanged {
    /// The change and its effects were written.
    Applied,
    /// The order no longer had the status (or payment status) the change was decided on:
    /// someone else changed it first; nothing was written.
    Stale,
}

/// What became of a verified payment reported to [`OrderStore::mark_paid`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentMarked {
    /// The payment was recorded and the checkout's orders moved to Processing.
    Paid,
    /// The checkout's payment was not pending any more (already paid, or failed when the
    /// checkout was cancelled unpaid); nothing was written.
    NotPending,
}

/// A checkout's payment, as payment calls need it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckoutPayment {
    pub checkout: CheckoutId,
    pub user: UserId,
    pub method: PaymentMethod,
    pub status: PaymentStatus,
    pub amount: Money,
    pub provider_order_id: Option<String>,
    pub provider_payment_id: Option<String>,
    pub created_at: Timestamp,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait OrderStore: Send + Sync {
    /// The checkout `user` placed under `key` before, if any (a retried request's first answer).
    async fn attempt(&self, user: UserId, key: &IdempotencyKey) -> anyhow::Result<Option<PlacedAttempt>>;
    /// Writes the whole checkout or nothing (see docs/orders.md, "The checkout transaction").
    ///
    /// # Errors
    /// [`PlaceError::Short`] naming the products short or repriced; [`PlaceError::KeyTaken`] when
    /// a concurrent request with the key committed first; [`PlaceError::Coupon`] when the
    /// coupon's limits were reached; [`PlaceError::CodLimit`] past the cash-on-delivery limit.
    async fn place(&self, checkout: &NewCheckout) -> Result<(), PlaceError>;
    /// The orders of one checkout, by id.
    async fn of_checkout(&self, checkout: CheckoutId) -> anyhow::Result<Vec<Order>>;
    /// One order with its lines and history; `None` when there is no such order.
    async fn find(&self, id: OrderId) -> anyhow::Result<Option<Order>>;
    /// The order a return belongs to, with the return's number; `None` when there is no such
    /// return.
    async fn order_of_return(&self, return_id: uuid::Uuid) -> anyhow::Result<Option<(OrderId, u32)>>;
    /// One page of the orders `query` selects, newest first, with their total.
    async fn list(&self, query: &OrderQuery, page: PageRequest) -> anyhow::Result<Page<Order>>;
    /// Applies the change and its effects in one transaction, only while the order still has
    /// `change.from` and `change.payment`.
    async fn change_status(&self, change: &StatusChange) -> anyhow::Result<StatusChanged>;
    /// Withdraws a checkout still awaiting its payment, as the unpaid-order task does (its
    /// payment failed, each order Cancelled with its stock back, the coupon use given back), by
    /// `by` for `reason`; [`StatusChanged::Stale`] when it no longer awaits its payment.
    async fn withdraw_unpaid(
        &self,
        checkout: CheckoutId,
        by: Actor,
        reason: &StatusReason,
        at: Timestamp,
    ) -> anyhow::Result<StatusChanged>;
    /// Records how the gateway answered a refund.
    async fn refund_settled(
        &self,
        refund: RefundOf,
        status: RefundStatus,
        provider_refund_id: Option<String>,
        at: Timestamp,
    ) -> anyhow::Result<()>;

    /// A checkout's payment; `None` when there is no such checkout.
    async fn payment(&self, checkout: CheckoutId) -> anyhow::Result<Option<CheckoutPayment>>;
    /// The payment whose gateway order is `provider_order_id`; `None` when Haat made no such
    /// gateway order.
    async fn payment_by_provider_order(
        &self,
        provider_order_id: &str,
    ) -> anyhow::Result<Option<CheckoutPayment>>;
    /// Stores the gateway's order id unless one is stored already; answers the stored one.
    async fn set_provider_order(
        &self,
        checkout: CheckoutId,
        provider_order_id: &str,
        at: Timestamp,
    ) -> anyhow::Result<String>;
    /// Marks the checkout's payment succeeded and its orders Processing, once.
    async fn mark_paid(
        &self,
        checkout: CheckoutId,
        provider_payment_id: &str,
        at: Timestamp,
    ) -> anyhow::Result<PaymentMarked>;
    /// Cancels checkouts still awaiting payment that were placed before `placed_before`, releasing
    /// their stock; each claimed by one server only. Answers the checkouts cancelled.
    async fn cancel_unpaid(
        &self,
        placed_before: Timestamp,
        at: Timestamp,
        limit: u32,
    ) -> anyhow::Result<Vec<CheckoutId>>;
    /// Settles orders delivered before `delivered_before` with no refund open: still Delivered,
    /// or refunded in part (Refund Success with the payment still `succeeded`). Moves what each
    /// has left in the shop's `pending` account to `available`, once, and marks it settled so a
    /// refund can no longer be asked. Each order is claimed by one
    /// server only. Answers the orders settled.
    async fn settle_delivered(
        &self,
        delivered_before: Timestamp,
        at: Timestamp,
        limit: u32,
    ) -> anyhow::Result<Vec<OrderId>>;
}

/// Keeps order lines' pictures independent of the catalogue's.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait OrderImages: Send + Sync {
    /// A copy of a product thumbnail that outlives the product; answers the copy's key.
    async fn keep(&self, thumbnail: &MediaKey) -> anyhow::Result<MediaKey>;
}

/// A payment provider's answer to a webhook call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WebhookEvent {
    /// A payment for one of our gateway orders was captured.
    Paid {
        provider_order_id: String,
        payment_id: String,
    },
    /// An event Haat does not act on.
    Ignored,
}

#[derive(Debug, thiserror::Error)]
pub enum GatewayError {
    #[error("the signature does not match")]
    BadSignature,
    #[error("the payment provider's message could not be read")]
    Malformed,
    #[error("the payment provider did not answer as expected")]
    Provider(#[source] anyhow::Error),
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait PaymentGateway: Send + Sync {
    /// The public key the browser's checkout widget needs.
    fn key_id(&self) -> String;
    /// Creates the provider's order for `amount`; answers its id.
    async fn create_order(&self, amount: Money, receipt: &str) -> Result<String, GatewayError>;
    /// Whether `signature` proves that `payment_id` paid `provider_order_id`.
    fn payment_signature_is_valid(&self, provider_order_id: &str, payment_id: &str, signature: &str) -> bool;
    /// Checks a webhook's signature over its raw body and reads it.
    fn read_webhook(&self, body: &[u8], signature: &str) -> Result<WebhookEvent, GatewayError>;
    /// Refunds `amount` of a captured payment; answers the provider's refund id.
    async fn refund(&self, payment_id: &str, amount: Money, receipt: &str) -> Result<String, GatewayError>;
}
