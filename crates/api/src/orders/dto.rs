//! The answers of docs/orders.md ("Shapes"). Money leaves as rupees; instants as RFC 3339.

use kernel::{Money, Timestamp};
use orders::{Actor, Order, PricedCart};
use rust_decimal::Decimal;
use serde::Serialize;

use crate::catalog::dto::rupees;
use crate::users::dto::media_path;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderItemDto {
    #[serde(rename = "_id")]
    id: String,
    product_id: String,
    name: String,
    images: Vec<String>,
    #[serde(with = "rust_decimal::serde::float")]
    selling_price: Decimal,
    qty: u32,
    size: Option<String>,
    color: Option<String>,
    is_event: bool,
    #[serde(with = "rust_decimal::serde::float")]
    line_total: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    discount: Decimal,
}

#[derive(Debug, Serialize)]
pub struct PaymentInfoDto {
    status: &'static str,
    #[serde(rename = "type")]
    kind: &'static str,
    method: &'static str,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AddressDto {
    name: String,
    phone_number: String,
    address1: String,
    address2: String,
    city: String,
    state: String,
    country: String,
    zip_code: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BuyerDto {
    #[serde(rename = "_id")]
    id: String,
    name: String,
    email: String,
    phone_number: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderShopDto {
    #[serde(rename = "_id")]
    id: String,
    shop_name: String,
    email: String,
    phone: String,
    address: String,
    zip_code: String,
    avatar: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HistoryDto {
    status: &'static str,
    created_at: Timestamp,
    by: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderDto {
    #[serde(rename = "_id")]
    id: String,
    shop_id: String,
    checkout_id: String,
    created_at: Timestamp,
    updated_at: Timestamp,
    status: &'static str,
    cart: Vec<OrderItemDto>,
    payment_info: PaymentInfoDto,
    shipping_address: AddressDto,
    user: BuyerDto,
    shop: OrderShopDto,
    #[serde(with = "rust_decimal::serde::float")]
    sub_total_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    shipping_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    discount_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    total_price: Decimal,
    coupon_code: Option<String>,
    delivered_at: Option<Timestamp>,
    refund_requested_at: Option<Timestamp>,
    refunded_at: Option<Timestamp>,
    cancelled_at: Option<Timestamp>,
    refundable_until: Option<Timestamp>,
    history: Vec<HistoryDto>,
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
            delivered_at: order.delivered_at,
            refund_requested_at: order.refund_requested_at,
            refunded_at: order.refunded_at,
            cancelled_at: order.cancelled_at,
            refundable_until: order.refundable_until().filter(|until| *until >= now),
            history: order
                .history
                .iter()
                .map(|entry| HistoryDto {
                    status: entry.status.as_str(),
                    created_at: entry.at,
                    by: entry.by.clone(),
                })
                .collect(),
            next_statuses: order
                .next_statuses(viewer)
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

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct QuoteLineDto {
    product_id: String,
    is_event: bool,
    qty: u32,
    size: Option<String>,
    color: Option<String>,
    name: String,
    image: Option<String>,
    shop_id: Option<String>,
    shop_name: Option<String>,
    #[serde(with = "rust_decimal::serde::float")]
    selling_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    line_total: Decimal,
    stock: u64,
    sizes: Vec<String>,
    problem: Option<&'static str>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShopAmountsDto {
    shop_id: String,
    shop_name: String,
    #[serde(with = "rust_decimal::serde::float")]
    sub_total_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    shipping_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    discount_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    total_price: Decimal,
}

#[derive(Debug, Serialize)]
pub struct QuoteCouponDto {
    code: String,
    value: u8,
    applied: bool,
    message: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct QuoteDto {
    lines: Vec<QuoteLineDto>,
    #[serde(with = "rust_decimal::serde::float")]
    sub_total_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    shipping_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    discount_price: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    total_price: Decimal,
    shops: Vec<ShopAmountsDto>,
    coupon: Option<QuoteCouponDto>,
    can_checkout: bool,
    payment_methods: Vec<&'static str>,
}

impl QuoteDto {
    #[must_use]
    pub fn new(priced: &PricedCart, online_payments: bool) -> Self {
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
                message: c.problem.clone(),
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
