//! Reading the cart lines and the delivery address of a request, naming each bad field the way
//! docs/orders.md does (`cart[2].qty`, `shippingAddress.zipCode`). Unknown keys are ignored: a
//! client may send whatever it shows (prices, names), and none of it is trusted.

use cart_rules::{CouponCode, Quantity, RequestedLine};
use identity::address::{Address, AddressText, IndianState, parse_country};
use identity::contact::{PersonName, PhoneNumber, PinCode};
use kernel::{Money, ProductId};
use orders::ShippingAddress;
use rust_decimal::Decimal;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::http::error::Fields;

/// One cart line as the browser holds it. Only the product, the quantity and the size are
/// trusted; the price is compared, nothing else is read.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CartLine)]
pub struct CartLineBody {
    #[serde(default)]
    #[schema(format = Uuid, required = true)]
    product_id: String,
    /// Whether the line is bought at its event's price.
    #[serde(default)]
    is_event: bool,
    /// A whole number from 1 to 1000.
    #[serde(default)]
    #[schema(value_type = i64, required = true, minimum = 1, maximum = 1000)]
    qty: serde_json::Value,
    /// Required when the product comes in sizes; at most 32 characters.
    #[serde(default)]
    size: Option<String>,
    /// Informational: a colour belongs to the product (variants are separate products).
    #[serde(default)]
    #[allow(dead_code)]
    color: Option<String>,
    /// What the browser last showed (rupees); only compared, to flag `price_changed`.
    #[serde(default)]
    #[schema(value_type = Option<f64>)]
    selling_price: Option<serde_json::Value>,
}

/// The delivery address of a checkout.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ShippingAddressBody)]
pub struct AddressBody {
    #[serde(default)]
    #[schema(required = true)]
    name: String,
    /// An Indian mobile number.
    #[serde(default)]
    #[schema(required = true)]
    phone_number: String,
    #[serde(default)]
    #[schema(required = true)]
    address1: String,
    #[serde(default)]
    address2: Option<String>,
    #[serde(default)]
    #[schema(required = true)]
    city: String,
    /// An Indian state or union territory, by name.
    #[serde(default)]
    #[schema(required = true)]
    state: String,
    /// Only India is served (`India`, `IN` or `IND`); absent or null means India.
    #[serde(default)]
    country: Option<String>,
    /// A six-digit PIN code.
    #[serde(default)]
    #[schema(required = true)]
    zip_code: String,
}

/// A product id as a shopper's request gives it (a cart line's, the delivery estimate's).
pub fn product_id(raw: &str) -> Result<ProductId, kernel::Message> {
    raw.trim()
        .parse::<ProductId>()
        .map_err(|_| kernel::Message::new("field-product-id"))
}

/// The lines of a cart, each checked; `None` when any field is wrong (all are recorded).
pub fn lines(body: &[CartLineBody], fields: &mut Fields) -> Option<Vec<RequestedLine>> {
    let mut lines = Vec::with_capacity(body.len());
    let mut all_good = true;
    for (i, line) in body.iter().enumerate() {
        let product = fields.check(&format!("cart[{i}].productId"), product_id(&line.product_id));
        let qty = fields.check(
            &format!("cart[{i}].qty"),
            line.qty
                .as_i64()
                .ok_or(cart_rules::QuantityError { max: Quantity::MAX })
                .and_then(Quantity::new),
        );
        let size = line
            .size
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_owned);
        let size_ok = fields
            .check(
                &format!("cart[{i}].size"),
                match &size {
                    Some(s) if s.chars().count() > 32 => Err(kernel::Message::new("field-too-long")),
                    _ => Ok(()),
                },
            )
            .is_some();
        let seen_price = line
            .selling_price
            .as_ref()
            .and_then(|v| v.as_f64())
            .and_then(|v| Decimal::try_from(v).ok())
            .and_then(|d| Money::from_decimal(d.round_dp(2)).ok());
        match (product, qty) {
            (Some(product), Some(qty)) if size_ok => lines.push(RequestedLine {
                product,
                is_event: line.is_event,
                qty,
                size,
                seen_price,
            }),
            _ => all_good = false,
        }
    }
    all_good.then_some(lines)
}

/// An optional coupon code; blank means none.
pub fn coupon(raw: Option<&str>, fields: &mut Fields) -> Option<Option<CouponCode>> {
    match raw.map(str::trim).filter(|c| !c.is_empty()) {
        None => Some(None),
        Some(code) => fields.check("couponCode", CouponCode::parse(code)).map(Some),
    }
}

/// The delivery address, every part checked.
pub fn address(body: &AddressBody, fields: &mut Fields) -> Option<ShippingAddress> {
    let f = |name: &str| format!("shippingAddress.{name}");
    let name = fields.check(&f("name"), PersonName::parse(&body.name));
    let phone = fields.check(&f("phoneNumber"), PhoneNumber::parse(&body.phone_number));
    let address1 = fields.check(
        &f("address1"),
        AddressText::parse(&body.address1, Address::LINE_MAX),
    );
    let address2 = match body.address2.as_deref().map(str::trim).filter(|a| !a.is_empty()) {
        None => Some(None),
        Some(text) => fields
            .check(&f("address2"), AddressText::parse(text, Address::LINE_MAX))
            .map(Some),
    };
    let city = fields.check(&f("city"), AddressText::parse(&body.city, Address::CITY_MAX));
    let state = fields.check(&f("state"), IndianState::parse(&body.state));
    let country = fields.check(
        &f("country"),
        parse_country(body.country.as_deref().unwrap_or("India")),
    );
    let zip_code = fields.check(&f("zipCode"), PinCode::parse(&body.zip_code));
    Some(ShippingAddress {
        name: name?,
        phone: phone?,
        address1: address1?,
        address2: address2?,
        city: city?,
        state: state?,
        country: country?,
        zip_code: zip_code?,
    })
}
