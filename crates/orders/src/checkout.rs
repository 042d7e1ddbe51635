//! What a shopper asks for at checkout, checked: the lines, the delivery address, the coupon code
//! and the payment method, plus the idempotency key that makes a retry safe.

use cart_rules::{CouponCode, RequestedLine};
use identity::{AddressText, IndianState, PersonName, PhoneNumber, PinCode};
use sha2::{Digest as _, Sha256};

use crate::order::{AddressCopy, PaymentMethod};

/// A cart holds at most this many lines.
pub const MAX_LINES: usize = 50;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("send an Idempotency-Key header of 1 to 100 visible characters")]
pub struct IdempotencyKeyError;

/// The `Idempotency-Key` header: the same key from the same shopper is the same checkout.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct IdempotencyKey(String);

impl IdempotencyKey {
    pub fn parse(raw: &str) -> Result<Self, IdempotencyKeyError> {
        let valid = (1..=100).contains(&raw.len()) && raw.bytes().all(|b| b.is_ascii_graphic());
        if valid {
            Ok(Self(raw.to_owned()))
        } else {
            Err(IdempotencyKeyError)
        }
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A delivery address in India, every part checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShippingAddress {
    pub name: PersonName,
    pub phone: PhoneNumber,
    pub address1: AddressText,
    pub address2: Option<AddressText>,
    pub city: AddressText,
    pub state: IndianState,
    pub country: &'static str,
    pub zip_code: PinCode,
}

impl ShippingAddress {
    #[must_use]
    pub fn to_copy(&self) -> AddressCopy {
        AddressCopy {
            name: self.name.as_str().to_owned(),
            phone: self.phone.as_str().to_owned(),
            address1: self.address1.as_str().to_owned(),
            address2: self.address2.as_ref().map(|a| a.as_str().to_owned()),
            city: self.city.as_str().to_owned(),
            state: self.state.as_str().to_owned(),
            country: self.country.to_owned(),
            zip_code: self.zip_code.as_str().to_owned(),
        }
    }
}

/// A checked checkout request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckoutRequest {
    pub lines: Vec<RequestedLine>,
    pub address: ShippingAddress,
    pub coupon: Option<CouponCode>,
    pub method: PaymentMethod,
    /// The shopper's GSTIN, for a business buying: its invoices name it as the recipient's.
    pub buyer_gstin: Option<shops::Gstin>,
}

impl CheckoutRequest {
    /// SHA-256 of the request's canonical form: equal requests, however their JSON was written
    /// (key order, spacing, the informational `sellingPrice`), have equal fingerprints.
    #[must_use]
    pub fn fingerprint(&self) -> String {
        let mut hash = Sha256::new();
        // Every field is length-prefixed, so no two different requests can run together into
        // the same bytes.
        let mut field = |text: &str| {
            hash.update((text.len() as u64).to_be_bytes());
            hash.update(text.as_bytes());
        };
        field(&self.lines.len().to_string());
        for line in &self.lines {
            field(&line.product.to_string());
            field(if line.is_event { "event" } else { "product" });
            field(&line.qty.units().to_string());
            field(line.size.as_deref().unwrap_or("\u{0}"));
        }
        let address = self.address.to_copy();
        for part in [
            &address.name,
            &address.phone,
            &address.address1,
            address.address2.as_deref().unwrap_or("\u{0}"),
            &address.city,
            &address.state,
            &address.country,
            &address.zip_code,
        ] {
            field(part);
        }
        field(self.coupon.as_ref().map_or("\u{0}", CouponCode::as_str));
        field(self.method.as_str());
        field(self.buyer_gstin.as_ref().map_or("\u{0}", shops::Gstin::as_str));
        hex(&hash.finalize())
    }
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    bytes
        .iter()
        .fold(String::with_capacity(bytes.len() * 2), |mut out, b| {
            let _ = write!(out, "{b:02x}");
            out
        })
}

impl kernel::Described for IdempotencyKeyError {
    fn message(&self) -> kernel::Message {
        kernel::Message::new("field-idempotency-key")
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use cart_rules::Quantity;
    use kernel::ProductId;

    pub(crate) fn address() -> ShippingAddress {
        ShippingAddress {
            name: PersonName::parse("Asha Rao").unwrap(),
            phone: PhoneNumber::parse("9876543210").unwrap(),
            address1: AddressText::parse("12 MG Road", 120).unwrap(),
            address2: None,
            city: AddressText::parse("Bengaluru", 60).unwrap(),
            state: IndianState::parse("Karnataka").unwrap(),
            country: identity::address::COUNTRY,
            zip_code: PinCode::parse("560001").unwrap(),
        }
    }

    pub(crate) fn request(product: ProductId, qty: i64) -> CheckoutRequest {
        CheckoutRequest {
            lines: vec![RequestedLine {
                product,
                is_event: false,
                qty: Quantity::new(qty).unwrap(),
                size: None,
                seen_price: None,
            }],
            address: address(),
            coupon: None,
            method: PaymentMethod::Cod,
            buyer_gstin: None,
        }
    }

    #[test]
    fn keys_are_short_visible_text() {
        assert!(IdempotencyKey::parse("4b8f-…").is_err(), "non-ASCII");
        assert!(IdempotencyKey::parse("").is_err());
        assert!(IdempotencyKey::parse("a b").is_err());
        assert!(IdempotencyKey::parse(&"k".repeat(101)).is_err());
        assert_eq!(
            IdempotencyKey::parse("checkout-1").unwrap().as_str(),
            "checkout-1"
        );
    }

    #[test]
    fn equal_requests_have_equal_fingerprints_and_any_change_shows() {
        let product = ProductId::new();
        let base = request(product, 2);
        let mut seen_other_price = base.clone();
        seen_other_price.lines[0].seen_price = Some(kernel::Money::from_paise(1));
        assert_eq!(
            base.fingerprint(),
            seen_other_price.fingerprint(),
            "the seen price is not the request"
        );
        assert_eq!(base.fingerprint().len(), 64);

        assert_ne!(base.fingerprint(), request(product, 3).fingerprint());
        let mut other_method = base.clone();
        other_method.method = PaymentMethod::Razorpay;
        assert_ne!(base.fingerprint(), other_method.fingerprint());
        let mut other_coupon = base.clone();
        other_coupon.coupon = Some(CouponCode::parse("SAVE10").unwrap());
        assert_ne!(base.fingerprint(), other_coupon.fingerprint());
        let mut other_city = base.clone();
        other_city.address.city = AddressText::parse("Mysuru", 60).unwrap();
        assert_ne!(base.fingerprint(), other_city.fingerprint());
    }
}
