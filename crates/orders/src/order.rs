//! An order as the domain sees it: one shop's share of a checkout, with copies of what was bought,
//! where it goes, what it cost and what has happened to it.

use chrono::Duration;
use kernel::{CheckoutId, MediaKey, Money, OrderId, ProductId, Rate, ShopId, Timestamp, UserId};

use crate::shipment::Shipment;
use crate::status::OrderStatus;

/// The shopper may ask for a refund this long after delivery (docs/product.md §7.5).
pub const REFUND_WINDOW_DAYS: i64 = 14;

/// An online payment not confirmed within this many minutes is cancelled and its stock released.
pub const PAYMENT_WINDOW_MINUTES: i64 = 30;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PaymentMethod {
    Cod,
    Razorpay,
}

impl PaymentMethod {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            PaymentMethod::Cod => "cod",
            PaymentMethod::Razorpay => "razorpay",
        }
    }

    /// How the pages name it (`paymentInfo.type`).
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            PaymentMethod::Cod => "Cash On Delivery",
            PaymentMethod::Razorpay => "Razorpay",
        }
    }

    #[must_use]
    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "cod" => Some(PaymentMethod::Cod),
            "razorpay" => Some(PaymentMethod::Razorpay),
            _ => None,
        }
    }

    /// The status an order placed with this method starts in.
    #[must_use]
    pub const fn first_status(self) -> OrderStatus {
        match self {
            PaymentMethod::Cod => OrderStatus::Processing,
            PaymentMethod::Razorpay => OrderStatus::AwaitingPayment,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PaymentStatus {
    Pending,
    Succeeded,
    Refunded,
    Failed,
}

impl PaymentStatus {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            PaymentStatus::Pending => "pending",
            PaymentStatus::Succeeded => "succeeded",
            PaymentStatus::Refunded => "refunded",
            PaymentStatus::Failed => "failed",
        }
    }

    /// The catalogue's message naming it to a person, in their language.
    #[must_use]
    pub const fn message_id(self) -> &'static str {
        match self {
            PaymentStatus::Pending => "payment-status-pending",
            PaymentStatus::Succeeded => "payment-status-succeeded",
            PaymentStatus::Refunded => "payment-status-refunded",
            PaymentStatus::Failed => "payment-status-failed",
        }
    }

    #[must_use]
    pub fn parse(raw: &str) -> Option<Self> {
        [Self::Pending, Self::Succeeded, Self::Refunded, Self::Failed]
            .into_iter()
            .find(|s| s.as_str() == raw)
    }
}

/// Who did something to an order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Actor {
    Shopper(UserId),
    Shop(ShopId),
    Admin(UserId),
    /// Haat itself: a payment confirmation, the unpaid-order task.
    System,
}

impl Actor {
    #[must_use]
    pub const fn kind(self) -> &'static str {
        match self {
            Actor::Shopper(_) => "user",
            Actor::Shop(_) => "shop",
            Actor::Admin(_) => "admin",
            Actor::System => "system",
        }
    }

    #[must_use]
    pub fn id(self) -> Option<uuid::Uuid> {
        match self {
            Actor::Shopper(id) | Actor::Admin(id) => Some(id.as_uuid()),
            Actor::Shop(id) => Some(id.as_uuid()),
            Actor::System => None,
        }
    }
}

/// The delivery address, copied onto the order when it is placed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AddressCopy {
    pub name: String,
    pub phone: String,
    pub address1: String,
    pub address2: Option<String>,
    pub city: String,
    pub state: String,
    pub country: String,
    pub zip_code: String,
}

/// One line of an order: copies of the product as it was bought.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderLine {
    pub product: ProductId,
    pub name: String,
    /// Haat's own copy of the thumbnail, so deleting the product never breaks the order.
    pub image: Option<MediaKey>,
    pub unit_price: Money,
    pub qty: u32,
    pub size: Option<String>,
    pub colour: Option<String>,
    pub is_event: bool,
    pub total: Money,
    pub discount: Money,
    /// The product's HSN code and GST slab when the order was placed; `None` on lines placed
    /// before Haat kept them.
    pub tax: Option<(kernel::Hsn, kernel::GstRate)>,
    /// The commission rate fixed on it when the order was placed: its shop's and category's
    /// (`crate::commission`), or the order's own for lines placed before lines kept one.
    pub commission_rate: Rate,
}

/// The shop's identity as its invoice prints it, copied when the order was placed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SupplierCopy {
    /// `None` for a shop that was not GST-registered: its invoice is a bill of supply.
    pub gstin: Option<shops::Gstin>,
    /// The legal name, or the shop's name when it gave none.
    pub name: String,
    /// The registered address, or the shop's address.
    pub address: String,
    pub zip_code: String,
}

impl SupplierCopy {
    /// The state its PIN code is in.
    #[must_use]
    pub fn state(&self) -> Option<identity::IndianState> {
        identity::PinCode::parse(&self.zip_code)
            .ok()
            .and_then(|pin| identity::postal::state_of(&pin))
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryEntry {
    pub status: OrderStatus,
    pub by: String,
    pub at: Timestamp,
    /// Why, when the mover said (a cancellation's reason).
    pub reason: Option<String>,
}

/// Why someone moved an order (a cancellation): one of the reasons the pages list, sent as its
/// code (`out_of_stock`) and named to each reader in their language, or a person's own words,
/// shown as written. Haat keeps either as given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusReason(String);

impl StatusReason {
    /// `None` when the tidied text is shorter than 3 or longer than 500 characters, or holds
    /// control characters other than line breaks.
    #[must_use]
    pub fn parse(raw: &str) -> Option<Self> {
        let text = raw.trim();
        let len = text.chars().count();
        ((3..=500).contains(&len) && !text.chars().any(|c| c.is_control() && c != '\n'))
            .then(|| Self(text.to_owned()))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The buyer, as order screens show them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Buyer {
    pub id: UserId,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
}

/// The shop, as order screens and the invoice show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seller {
    pub id: ShopId,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub address: String,
    pub zip_code: String,
    pub avatar: Option<MediaKey>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Order {
    pub id: OrderId,
    pub checkout: CheckoutId,
    pub buyer: Buyer,
    pub seller: Seller,
    pub status: OrderStatus,
    pub payment_method: PaymentMethod,
    pub payment_status: PaymentStatus,
    pub address: AddressCopy,
    pub lines: Vec<OrderLine>,
    pub subtotal: Money,
    pub shipping: Money,
    pub discount: Money,
    /// The part of `discount` the shop funds (its own coupon).
    pub shop_discount: Money,
    pub total: Money,
    pub coupon_code: Option<String>,
    /// The shop's commission rate when the order was placed, whatever the category: the rate of
    /// every line placed before lines kept their own. Each line's is in `OrderLine`.
    pub commission_rate: Rate,
    /// The rates of GST on the commission, TCS and TDS, fixed when it was placed
    /// (`crate::earnings`).
    pub levies: crate::earnings::Levies,
    /// Its tax invoice's number, issued as it was placed; none for orders placed before Haat
    /// issued invoices (docs/tax.md "Invoice numbers").
    pub invoice_number: Option<crate::tax::DocumentNumber>,
    /// The credit note that cancelled its invoice when the order was cancelled (docs/tax.md
    /// "Credit notes"); `None` for any other order, and for one placed before invoices.
    pub cancellation_credit_note: Option<crate::returns::CreditNoteRef>,
    /// The GSTIN the shopper gave at checkout, for the invoice's recipient.
    pub buyer_gstin: Option<shops::Gstin>,
    /// The supplier as the invoice prints it; `None` for orders placed before invoices.
    pub supplier: Option<SupplierCopy>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    pub delivered_at: Option<Timestamp>,
    pub refund_requested_at: Option<Timestamp>,
    pub refunded_at: Option<Timestamp>,
    pub cancelled_at: Option<Timestamp>,
    /// The courier, tracking number and expected day, once the shop handed the parcel over.
    pub shipment: Option<Shipment>,
    /// Oldest first.
    pub history: Vec<HistoryEntry>,
    /// Its returns, first first (`crate::returns`).
    pub returns: Vec<crate::returns::OrderReturn>,
}

impl Order {
    /// Until when the shopper may ask for a refund: while the order is Delivered, or refunded in
    /// part with units left to return (a whole refund leaves its payment `refunded`).
    #[must_use]
    pub fn refundable_until(&self) -> Option<Timestamp> {
        let open = match self.status {
            OrderStatus::Delivered => true,
            OrderStatus::RefundSuccess => {
                self.payment_status == PaymentStatus::Succeeded && self.units_left_to_return() > 0
            }
            _ => false,
        };
        open.then_some(self.delivered_at)
            .flatten()
            .map(|at| at + Duration::days(REFUND_WINDOW_DAYS))
    }

    /// Units not named by any return yet.
    #[must_use]
    pub fn units_left_to_return(&self) -> u32 {
        crate::returns::units_left(self).into_iter().sum()
    }

    /// What its approved returns paid back.
    #[must_use]
    pub fn refunded_amount(&self) -> Money {
        self.returns
            .iter()
            .filter(|r| r.status == crate::returns::ReturnStatus::Approved)
            .filter_map(|r| r.figures.map(|f| f.amount))
            .fold(Money::ZERO, |sum, amount| sum.checked_add(amount).unwrap_or(sum))
    }

    /// What the shop earns from the order once delivered: what the buyer paid for its items
    /// after the shop's own coupon (a platform coupon is the platform's cost, not the shop's).
    #[must_use]
    pub fn sale_credit(&self) -> Money {
        self.subtotal
            .checked_sub(self.shop_discount)
            .unwrap_or(Money::ZERO)
    }

    /// How the order's TCS is split: as its GST is (`None` when the supply bears no TCS: a shop
    /// that was not GST-registered, or an order placed before invoices).
    #[must_use]
    pub fn tcs_regime(&self) -> Option<crate::tax::Regime> {
        let supplier = self.supplier.as_ref().filter(|s| s.gstin.is_some())?;
        let place = identity::IndianState::parse(&self.address.state).ok()?;
        Some(crate::tax::Regime::between(supplier.state()?, place))
    }

    /// Whether `actor` may see this order.
    #[must_use]
    pub fn is_visible_to(&self, actor: Actor) -> bool {
        match actor {
            Actor::Shopper(user) => self.buyer.id == user,
            Actor::Shop(shop) => self.seller.id == shop,
            Actor::Admin(_) | Actor::System => true,
        }
    }
}
