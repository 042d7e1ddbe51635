//! The answers of docs/orders.md ("Shapes"). Money leaves as rupees; instants as RFC 3339.

use std::borrow::Cow;

use cart_rules::LineProblem;
use kernel::{Money, Timestamp};
use orders::{Actor, Order, OrderStatus, PaymentMethod, PaymentStatus, PricedCart};
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::{PartialSchema, ToSchema};

use crate::catalog::dto::rupees;
use crate::media::media_path;

/// One line of an order, priced as it was bought.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = OrderItem)]
pub struct OrderItemDto {
    /// The product's id again, as the pages read it.
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    #[schema(format = Uuid)]
    product_id: String,
    name: String,
    /// `/media/…` paths; empty when the product had no image.
    images: Vec<String>,
    /// The unit price paid, in rupees.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    selling_price: Decimal,
    qty: u32,
    #[schema(required = true)]
    size: Option<String>,
    #[schema(required = true)]
    color: Option<String>,
    is_event: bool,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    line_total: Decimal,
    /// This line's share of the coupon discount, in rupees.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    discount: Decimal,
}

#[derive(Debug, Serialize, ToSchema)]
#[schema(as = PaymentInfo)]
pub struct PaymentInfoDto {
    #[schema(value_type = PaymentStatusName)]
    status: &'static str,
    /// The method as the screens name it: `Cash On Delivery` or `Razorpay`.
    #[serde(rename = "type")]
    #[schema(value_type = PaymentMethodLabel)]
    kind: &'static str,
    #[schema(value_type = PaymentMethodName)]
    method: &'static str,
}

/// Where the order goes, as the shopper gave it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = OrderAddress)]
pub struct AddressDto {
    name: String,
    phone_number: String,
    address1: String,
    /// Empty when none was given.
    address2: String,
    city: String,
    state: String,
    country: String,
    zip_code: String,
}

/// The shopper who placed the order.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = OrderBuyer)]
pub struct BuyerDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    name: String,
    email: String,
    #[schema(required = true)]
    phone_number: Option<String>,
}

/// The shop that sells the order.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = OrderShop)]
pub struct OrderShopDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    shop_name: String,
    email: String,
    phone: String,
    address: String,
    zip_code: String,
    /// A `/media/…` path; null when the shop has no avatar.
    #[schema(required = true)]
    avatar: Option<String>,
}

/// One step of the order's history.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = OrderHistoryEntry)]
pub struct HistoryDto {
    #[schema(value_type = OrderStatusName)]
    status: &'static str,
    #[schema(value_type = String, format = DateTime)]
    created_at: Timestamp,
    /// Who moved it: `user` (the shopper), `shop`, `admin` or `system`.
    by: String,
    /// Why, as the mover gave it (a cancellation): one of the listed reason codes
    /// (docs/orders.md "Cancelling an order"), which pages name in the reader's language, or the
    /// mover's own words; null when none was given.
    #[schema(required = true)]
    reason: Option<String>,
}

/// Units of one line of a return.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ReturnLine)]
pub struct ReturnLineDto {
    /// The line's place in the order's `cart`, 0 for the first.
    line: u32,
    qty: u32,
}

/// One return of the order (docs/orders.md "Returns").
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = OrderReturn)]
pub struct ReturnDto {
    /// The return's id: its credit note is `GET /api/v2/order-credit-note/{_id}`.
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    /// 1 for the order's first return.
    number: u32,
    /// `requested` until the shop decides; `approved`, or `rejected` by the shop; `escalated` by
    /// the shopper to the Admin, who approves it or leaves it `declined`.
    #[schema(value_type = String, pattern = "^(requested|approved|rejected|escalated|declined)$")]
    status: &'static str,
    lines: Vec<ReturnLineDto>,
    #[schema(value_type = super::returns::ReasonName)]
    reason: &'static str,
    /// The shopper's own words; null when none were given.
    #[schema(required = true)]
    reason_text: Option<String>,
    /// Where a cash-on-delivery refund is paid (the whole account number only for the Admin,
    /// who pays it); null for an online payment.
    #[schema(required = true)]
    payout: Option<crate::withdrawals::dto::PayoutDto>,
    /// What it refunds, in rupees: reckoned when asked, fixed when approved. Null only for a
    /// refund asked before returns named their lines, until it is decided.
    #[serde(with = "rust_decimal::serde::float_option")]
    #[schema(value_type = Option<f64>, required = true)]
    amount: Option<Decimal>,
    /// How the money went back once approved: `pending` (the gateway is asked), `succeeded`,
    /// `failed` (the operator follows it up) or `manual` (cash on delivery: the operator pays
    /// it to `payout`); null while requested.
    #[schema(required = true)]
    refund_status: Option<&'static str>,
    #[schema(value_type = String, format = DateTime)]
    requested_at: Timestamp,
    #[schema(value_type = Option<String>, format = DateTime, required = true)]
    decided_at: Option<Timestamp>,
    /// Why the shop (or the Admin) rejected it; null unless rejected.
    #[schema(required = true)]
    rejection_reason: Option<String>,
    /// Why the shopper took it to the Admin; null unless escalated.
    #[schema(required = true)]
    escalation_reason: Option<String>,
    /// Why the Admin declined it; null unless declined.
    #[schema(required = true)]
    declined_reason: Option<String>,
    /// The number of the credit note issued when it was approved (docs/tax.md "Credit notes");
    /// null until then, and for an order placed before invoices.
    #[schema(required = true)]
    credit_note_number: Option<String>,
}

impl ReturnDto {
    fn of(ret: &orders::OrderReturn, viewer: Actor) -> Self {
        let payout_viewer = if matches!(viewer, Actor::Admin(_)) {
            crate::withdrawals::dto::Viewer::Admin
        } else {
            crate::withdrawals::dto::Viewer::Seller
        };
        Self {
            id: ret.id.to_string(),
            number: ret.number,
            status: ret.status.as_str(),
            lines: ret
                .lines
                .iter()
                .map(|l| ReturnLineDto {
                    line: l.line,
                    qty: l.qty,
                })
                .collect(),
            reason: ret.reason.as_str(),
            reason_text: ret.note.clone(),
            payout: ret
                .payout
                .as_ref()
                .map(|p| crate::withdrawals::dto::PayoutDto::of(p, payout_viewer)),
            amount: ret.figures.map(|f| rupees(f.amount)),
            refund_status: ret.refund_status.map(orders::RefundStatus::as_str),
            requested_at: ret.requested_at,
            decided_at: ret.decided_at,
            rejection_reason: ret.rejection.as_ref().map(|(reason, _)| reason.clone()),
            escalation_reason: ret.escalation.as_ref().map(|(reason, _)| reason.clone()),
            declined_reason: ret.declined_because.clone(),
            credit_note_number: ret
                .credit_note
                .as_ref()
                .map(|note| note.number.as_str().to_owned()),
        }
    }
}

/// One shop's order, as the viewer (its shopper, its shop or the Admin) sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Order)]
pub struct OrderDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    #[schema(format = Uuid)]
    shop_id: String,
    /// The checkout that placed it with the cart's other shops' orders.
    #[schema(format = Uuid)]
    checkout_id: String,
    #[schema(value_type = String, format = DateTime)]
    created_at: Timestamp,
    #[schema(value_type = String, format = DateTime)]
    updated_at: Timestamp,
    #[schema(value_type = OrderStatusName)]
    status: &'static str,
    cart: Vec<OrderItemDto>,
    payment_info: PaymentInfoDto,
    shipping_address: AddressDto,
    user: BuyerDto,
    shop: OrderShopDto,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    sub_total_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    shipping_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    discount_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    total_price: Decimal,
    /// The coupon applied to this shop's items; null for none.
    #[schema(required = true)]
    coupon_code: Option<String>,
    /// Its tax invoice's number in the shop's series (`INV/2627/000042`); null for an order
    /// placed before Haat issued invoices.
    #[schema(required = true, max_length = 16)]
    invoice_number: Option<String>,
    /// The credit note that cancelled the invoice when the order was cancelled (`CN/2627/000007`;
    /// `GET /order-credit-note/{orderId}`); null otherwise.
    #[schema(required = true, max_length = 16)]
    cancellation_credit_note_number: Option<String>,
    /// The GSTIN the shopper gave at checkout; null for none.
    #[schema(required = true)]
    gstin: Option<String>,
    #[schema(value_type = Option<String>, format = DateTime, required = true)]
    delivered_at: Option<Timestamp>,
    #[schema(value_type = Option<String>, format = DateTime, required = true)]
    refund_requested_at: Option<Timestamp>,
    #[schema(value_type = Option<String>, format = DateTime, required = true)]
    refunded_at: Option<Timestamp>,
    #[schema(value_type = Option<String>, format = DateTime, required = true)]
    cancelled_at: Option<Timestamp>,
    /// Until when a refund may be asked for; null unless delivered and still within the window.
    #[schema(value_type = Option<String>, format = DateTime, required = true)]
    refundable_until: Option<Timestamp>,
    /// Until when the shopper may take the rejected return to the Admin; null unless the order is
    /// Refund Rejected and the 7 days have not passed.
    #[schema(value_type = Option<String>, format = DateTime, required = true)]
    escalatable_until: Option<Timestamp>,
    /// The courier the shop handed the parcel to; null until then.
    #[schema(required = true)]
    courier: Option<String>,
    /// The courier's tracking number (AWB); null until the parcel is handed over.
    #[schema(required = true)]
    tracking_number: Option<String>,
    /// The day the shop expects the parcel to arrive (`YYYY-MM-DD`); null until handed over.
    #[schema(required = true, format = Date)]
    expected_delivery: Option<String>,
    history: Vec<HistoryDto>,
    /// Its returns, first first.
    returns: Vec<ReturnDto>,
    /// What its approved returns refunded, in rupees (the whole total once every unit is back).
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    refunded_price: Decimal,
    /// The statuses this viewer may move the order to next.
    #[schema(value_type = Vec<OrderStatusName>)]
    next_statuses: Vec<&'static str>,
}

impl OrderDto {
    /// The order as `viewer` sees it: `nextStatuses` lists what the viewer may move it to, and
    /// `refundableUntil` is only offered while the window is open.
    #[must_use]
    pub fn new(order: &Order, viewer: Actor, now: Timestamp) -> Self {
        Self {
            id: order.id.to_string(),
            shop_id: order.seller.id.to_string(),
            checkout_id: order.checkout.to_string(),
            created_at: order.created_at,
            updated_at: order.updated_at,
            status: order.status.as_str(),
            cart: order
                .lines
                .iter()
                .map(|line| OrderItemDto {
                    id: line.product.to_string(),
                    product_id: line.product.to_string(),
                    name: line.name.clone(),
                    images: line.image.iter().map(media_path).collect(),
                    selling_price: rupees(line.unit_price),
                    qty: line.qty,
                    size: line.size.clone(),
                    color: line.colour.clone(),
                    is_event: line.is_event,
                    line_total: rupees(line.total),
                    discount: rupees(line.discount),
                })
                .collect(),
            payment_info: PaymentInfoDto {
                status: order.payment_status.as_str(),
                kind: order.payment_method.label(),
                method: order.payment_method.as_str(),
            },
            shipping_address: AddressDto {
                name: order.address.name.clone(),
                phone_number: order.address.phone.clone(),
                address1: order.address.address1.clone(),
                address2: order.address.address2.clone().unwrap_or_default(),
                city: order.address.city.clone(),
                state: order.address.state.clone(),
                country: order.address.country.clone(),
                zip_code: order.address.zip_code.clone(),
            },
            user: BuyerDto {
                id: order.buyer.id.to_string(),
                name: order.buyer.name.clone(),
                email: order.buyer.email.clone(),
                phone_number: order.buyer.phone.clone(),
            },
            shop: OrderShopDto {
                id: order.seller.id.to_string(),
                shop_name: order.seller.name.clone(),
                email: order.seller.email.clone(),
                phone: order.seller.phone.clone(),
                address: order.seller.address.clone(),
                zip_code: order.seller.zip_code.clone(),
                avatar: order.seller.avatar.as_ref().map(media_path),
            },
            sub_total_price: rupees(order.subtotal),
            shipping_price: rupees(order.shipping),
            discount_price: rupees(order.discount),
            total_price: rupees(order.total),
            coupon_code: order.coupon_code.clone(),
            invoice_number: order.invoice_number.as_ref().map(|n| n.as_str().to_owned()),
            cancellation_credit_note_number: order
                .cancellation_credit_note
                .as_ref()
                .map(|note| note.number.as_str().to_owned()),
            gstin: order.buyer_gstin.as_ref().map(|g| g.as_str().to_owned()),
            delivered_at: order.delivered_at,
            refund_requested_at: order.refund_requested_at,
            refunded_at: order.refunded_at,
            cancelled_at: order.cancelled_at,
            refundable_until: order.refundable_until().filter(|until| *until >= now),
            escalatable_until: orders::disputes::escalatable_until(order).filter(|until| *until >= now),
            courier: order.shipment.as_ref().map(|s| s.courier.as_str().to_owned()),
            tracking_number: order
                .shipment
                .as_ref()
                .map(|s| s.tracking_number.as_str().to_owned()),
            expected_delivery: order
                .shipment
                .as_ref()
                .map(|s| s.expected_delivery.format("%Y-%m-%d").to_string()),
            history: order
                .history
                .iter()
                .map(|entry| HistoryDto {
                    status: entry.status.as_str(),
                    created_at: entry.at,
                    by: entry.by.clone(),
                    reason: entry.reason.clone(),
                })
                .collect(),
            returns: order.returns.iter().map(|r| ReturnDto::of(r, viewer)).collect(),
            refunded_price: rupees(order.refunded_amount()),
            next_statuses: orders::moves::next_statuses(order, viewer)
                .into_iter()
                .map(|s| s.as_str())
                .collect(),
        }
    }

    #[must_use]
    pub fn all(orders: &[Order], viewer: Actor, now: Timestamp) -> Vec<Self> {
        orders.iter().map(|order| Self::new(order, viewer, now)).collect()
    }
}

/// One line of the cart as the server found it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = QuoteLine)]
pub struct QuoteLineDto {
    #[schema(format = Uuid)]
    product_id: String,
    is_event: bool,
    qty: u32,
    #[schema(required = true)]
    size: Option<String>,
    #[schema(required = true)]
    color: Option<String>,
    /// Empty when the product is not found.
    name: String,
    /// A `/media/…` path; null when there is none.
    #[schema(required = true)]
    image: Option<String>,
    /// Null (as is `shopName`) when the product is not found.
    #[schema(format = Uuid, required = true)]
    shop_id: Option<String>,
    #[schema(required = true)]
    shop_name: Option<String>,
    /// The current unit price in rupees; 0 when the product is not found.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    selling_price: Decimal,
    /// 0 for a line that cannot be bought.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    line_total: Decimal,
    stock: u64,
    /// The sizes the product comes in; empty when it has none.
    sizes: Vec<String>,
    /// What keeps the line from being bought as asked; null when nothing does.
    #[schema(value_type = Option<LineProblemName>, required = true)]
    problem: Option<&'static str>,
    /// The day (`YYYY-MM-DD`, in India) the line is expected at the quote's PIN code; null when
    /// no PIN code was sent or the shop does not deliver there (`not_deliverable`).
    #[schema(required = true, format = Date)]
    estimated_date: Option<String>,
}

/// One shop's part of the quote; each becomes one order.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = QuoteShop)]
pub struct ShopAmountsDto {
    #[schema(format = Uuid)]
    shop_id: String,
    shop_name: String,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    sub_total_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    shipping_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    discount_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    total_price: Decimal,
}

/// The coupon asked for, and whether it applies.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = QuoteCoupon)]
pub struct QuoteCouponDto {
    /// The code, upper-cased.
    code: String,
    /// The discount in percent; 0 when there is no such coupon.
    #[schema(maximum = 100)]
    value: u8,
    applied: bool,
    /// Why it does not apply; null when it does.
    #[schema(required = true)]
    message: Option<String>,
}

/// The cart priced by the server.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Quote)]
pub struct QuoteDto {
    /// The lines in the order they were sent.
    lines: Vec<QuoteLineDto>,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    sub_total_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    shipping_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    discount_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    total_price: Decimal,
    shops: Vec<ShopAmountsDto>,
    /// Null when no code was sent.
    #[schema(required = true)]
    coupon: Option<QuoteCouponDto>,
    /// Whether `/create-order` would accept this cart as it is.
    can_checkout: bool,
    #[schema(value_type = Vec<PaymentMethodName>)]
    payment_methods: Vec<&'static str>,
}

impl QuoteDto {
    #[must_use]
    /// The quote, its coupon's message said by `say` (in the request's language).
    pub fn new(priced: &PricedCart, online_payments: bool, say: impl Fn(&kernel::Message) -> String) -> Self {
        let shop_name = |shop: kernel::ShopId| {
            priced
                .lines
                .iter()
                .filter_map(|l| l.item.as_ref())
                .find(|i| i.item.shop == shop)
                .map_or_else(String::new, |i| i.shop_name.clone())
        };
        let line_totals: Vec<Option<Money>> = (0..priced.lines.len())
            .map(|i| {
                let position = priced.buyable.iter().position(|&b| b == i)?;
                priced
                    .price
                    .shops
                    .iter()
                    .flat_map(|s| s.lines.iter())
                    .find(|l| l.index == position)
                    .map(|l| l.total)
            })
            .collect();
        Self {
            lines: priced
                .lines
                .iter()
                .zip(line_totals)
                .map(|(line, total)| {
                    let item = line.item.as_ref();
                    QuoteLineDto {
                        product_id: line.request.product.to_string(),
                        is_event: line.request.is_event,
                        qty: line.request.qty.units(),
                        size: line.request.size.clone(),
                        color: item.and_then(|i| i.colour.clone()),
                        name: item.map_or_else(String::new, |i| i.name.clone()),
                        image: item.and_then(|i| i.thumbnail.as_ref()).map(media_path),
                        shop_id: item.map(|i| i.item.shop.to_string()),
                        shop_name: item.map(|i| i.shop_name.clone()),
                        selling_price: rupees(item.map_or(Money::ZERO, |i| i.item.price)),
                        line_total: rupees(total.unwrap_or(Money::ZERO)),
                        stock: item.map_or(0, |i| i.item.stock),
                        sizes: item.map(|i| i.item.sizes.clone()).unwrap_or_default(),
                        problem: line.problem.map(cart_rules::LineProblem::code),
                        estimated_date: line
                            .estimated_delivery
                            .map(|day| day.format("%Y-%m-%d").to_string()),
                    }
                })
                .collect(),
            sub_total_price: rupees(priced.price.subtotal),
            shipping_price: rupees(priced.price.shipping),
            discount_price: rupees(priced.price.discount),
            total_price: rupees(priced.price.total),
            shops: priced
                .price
                .shops
                .iter()
                .map(|shop| ShopAmountsDto {
                    shop_id: shop.shop.to_string(),
                    shop_name: shop_name(shop.shop),
                    sub_total_price: rupees(shop.subtotal),
                    shipping_price: rupees(shop.shipping),
                    discount_price: rupees(shop.discount),
                    total_price: rupees(shop.total),
                })
                .collect(),
            coupon: priced.coupon.as_ref().map(|c| QuoteCouponDto {
                code: c.code.clone(),
                value: c.coupon.as_ref().map_or(0, |coupon| coupon.percent.value()),
                applied: c.problem.is_none(),
                message: c.problem.as_ref().map(&say),
            }),
            can_checkout: priced.can_checkout(),
            payment_methods: if online_payments {
                vec!["cod", "razorpay"]
            } else {
                vec!["cod"]
            },
        }
    }
}

// The string enumerations in these answers. The domain crates carry no OpenAPI derive, so each
// schema is built here from the domain's own strings and cannot drift from what is sent.

fn strings(values: impl IntoIterator<Item = &'static str>) -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(values))
        .into()
}

/// An order's status, as written in JSON (schema `OrderStatus`).
pub struct OrderStatusName;

impl PartialSchema for OrderStatusName {
    fn schema() -> RefOr<Schema> {
        strings(OrderStatus::ALL.map(OrderStatus::as_str))
    }
}

impl ToSchema for OrderStatusName {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("OrderStatus")
    }
}

/// A payment's status (schema `PaymentStatus`).
pub struct PaymentStatusName;

impl PartialSchema for PaymentStatusName {
    fn schema() -> RefOr<Schema> {
        strings(
            [
                PaymentStatus::Pending,
                PaymentStatus::Succeeded,
                PaymentStatus::Refunded,
                PaymentStatus::Failed,
            ]
            .map(PaymentStatus::as_str),
        )
    }
}

impl ToSchema for PaymentStatusName {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("PaymentStatus")
    }
}

const PAYMENT_METHODS: [PaymentMethod; 2] = [PaymentMethod::Cod, PaymentMethod::Razorpay];

/// A payment method's code (schema `PaymentMethod`).
pub struct PaymentMethodName;

impl PartialSchema for PaymentMethodName {
    fn schema() -> RefOr<Schema> {
        strings(PAYMENT_METHODS.map(PaymentMethod::as_str))
    }
}

impl ToSchema for PaymentMethodName {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("PaymentMethod")
    }
}

/// A payment method as the screens name it (schema `PaymentMethodLabel`).
pub struct PaymentMethodLabel;

impl PartialSchema for PaymentMethodLabel {
    fn schema() -> RefOr<Schema> {
        strings(PAYMENT_METHODS.map(PaymentMethod::label))
    }
}

impl ToSchema for PaymentMethodLabel {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("PaymentMethodLabel")
    }
}

/// What keeps a cart line from being bought as asked (schema `LineProblem`); `price_changed`
/// alone does not block the checkout.
pub struct LineProblemName;

impl PartialSchema for LineProblemName {
    fn schema() -> RefOr<Schema> {
        strings(
            [
                LineProblem::Unavailable,
                LineProblem::SizeRequired,
                LineProblem::OutOfStock,
                LineProblem::NotEnoughStock,
                LineProblem::NotDeliverable,
                LineProblem::PriceChanged,
            ]
            .map(LineProblem::code),
        )
    }
}

impl ToSchema for LineProblemName {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("LineProblem")
    }
}
