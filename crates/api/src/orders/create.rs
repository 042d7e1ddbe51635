//! `POST /create-order`: places the cart as one order per shop (docs/orders.md, "The checkout
//! transaction"). An `Idempotency-Key` header is required, so a retry never places twice.

use actix_web::{HttpRequest, HttpResponse, web};
use orders::{Actor, Checkout, CheckoutRequest, IdempotencyKey, PaymentMethod};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use super::body::{self, AddressBody, CartLineBody};
use super::dto::OrderDto;
use crate::auth::CurrentUser;
use crate::catalog::dto::rupees;
use crate::error::{ApiError, Fields};
use crate::state::AppState;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateOrderBody {
    #[serde(default)]
    cart: Vec<CartLineBody>,
    shipping_address: Option<AddressBody>,
    #[serde(default)]
    coupon_code: Option<String>,
    #[serde(default)]
    payment_method: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CreateOrderResponse {
    success: bool,
    checkout_id: String,
    payment_method: &'static str,
    #[serde(with = "rust_decimal::serde::float")]
    total_price: Decimal,
    orders: Vec<OrderDto>,
}

pub async fn handle(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<CreateOrderBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let mut fields = Fields::new();
    let key = fields.check(
        "Idempotency-Key",
        req.headers()
            .get("Idempotency-Key")
            .and_then(|v| v.to_str().ok())
            .ok_or(orders::IdempotencyKeyError)
            .and_then(IdempotencyKey::parse),
    );
    let lines = body::lines(&body.cart, &mut fields);
    let address = match &body.shipping_address {
        Some(address) => body::address(address, &mut fields),
        None => fields.check(
            "shippingAddress",
            Err::<orders::ShippingAddress, _>("is required"),
        ),
    };
    let coupon = body::coupon(body.coupon_code.as_deref(), &mut fields);
    let method = fields.check(
        "paymentMethod",
        PaymentMethod::parse(body.payment_method.trim()).ok_or("must be cod or razorpay"),
    );
    let (key, request) = fields.finish(|| {
        Some((
            key?,
            CheckoutRequest {
                lines: lines?,
                address: address?,
                coupon: coupon?,
                method: method?,
            },
        ))
    })?;

    let now = state.clock.now();
    let checkout = Checkout {
        catalog: state.checkout_catalog.as_ref(),
        coupons: state.coupons.as_ref(),
        store: state.orders.as_ref(),
        images: state.order_images(),
        commission_rate: state.commission_rate,
        online_payments: state.payments.is_some(),
    };
    let placed = checkout.place(user.id, key, request, now).await?;
    let total = kernel::Money::checked_sum(placed.orders.iter().map(|o| o.total))
        .map_err(|e| ApiError::Internal(e.into()))?;
    let method = placed
        .orders
        .first()
        .map_or(PaymentMethod::Cod, |o| o.payment_method)
        .as_str();
    // A replay answers exactly what the first request did.
    Ok(HttpResponse::Created().json(CreateOrderResponse {
        success: true,
        checkout_id: placed.checkout.to_string(),
        payment_method: method,
        total_price: rupees(total),
        orders: OrderDto::all(&placed.orders, Actor::Shopper(user.id), now),
    }))
}
