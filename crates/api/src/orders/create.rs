//! `POST /create-order`: places the cart as one order per shop (docs/orders.md, "The checkout
//! transaction"). An `Idempotency-Key` header is required, so a retry never places twice.

use actix_web::{HttpRequest, HttpResponse, web};
use orders::{Actor, CheckoutRequest, IdempotencyKey, PaymentMethod};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::body::{self, AddressBody, CartLineBody};
use super::dto::{OrderDto, PaymentMethodName};
use crate::app::state::AppState;
use crate::auth::CurrentUser;
use crate::catalog::dto::rupees;
use crate::http::error::{ApiError, ErrorBody, Fields};

/// A checkout: the cart, where it goes, the coupon and how it is paid.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateOrderBody {
    /// 1 to 50 lines, each product once.
    #[serde(default)]
    #[schema(required = true, min_items = 1, max_items = 50)]
    cart: Vec<CartLineBody>,
    // Required: an `Option` only so that its absence is named like any other field's.
    #[schema(value_type = AddressBody, required = true)]
    shipping_address: Option<AddressBody>,
    /// Blank or absent for none; one that does not apply is refused.
    #[serde(default)]
    coupon_code: Option<String>,
    /// `razorpay` only when online payment is offered (`/payment/config`).
    #[serde(default)]
    #[schema(value_type = PaymentMethodName, required = true)]
    payment_method: String,
    /// A business buyer's GSTIN (15 characters, its check character valid), printed on each
    /// order's tax invoice as the recipient's. Blank or absent for none.
    #[serde(default)]
    #[schema(max_length = 15)]
    gstin: Option<String>,
}

/// The placed checkout: one order per shop.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct CreateOrderResponse {
    success: bool,
    /// What `/payment/razorpay/order` takes to pay a `razorpay` checkout.
    #[schema(format = Uuid)]
    checkout_id: String,
    #[schema(value_type = PaymentMethodName)]
    payment_method: &'static str,
    /// The orders' totals added up, in rupees.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    total_price: Decimal,
    orders: Vec<OrderDto>,
}

/// Places the signed-in shopper's cart as one order per shop, taking the stock at once.
///
/// A `razorpay` checkout waits in `Awaiting payment` until paid. The same `Idempotency-Key` with
/// the same body answers the first result again.
#[utoipa::path(
    post,
    path = "/api/v2/create-order",
    operation_id = "createOrder",
    tag = "orders",
    params((
        "Idempotency-Key" = String, Header,
        description = "1 to 100 visible ASCII characters, new for each checkout the shopper means to place"
    )),
    request_body = CreateOrderBody,
    responses(
        (status = 201, description = "Placed (or the same request replayed)", body = CreateOrderResponse),
        (status = 400, description = "Each wrong field named: `Idempotency-Key`, `cart[0].qty`, `cart[0].size`, `shippingAddress.zipCode`, `couponCode` (also one that does not apply), `paymentMethod`…", body = ErrorBody),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
        (status = 409, description = "`out_of_stock` or `unavailable`: the lines that cannot be bought are named in `fields` (`cart[0]`); `cod_limit`: cash on delivery would put more units of a product in the shopper's undelivered orders than `orders.cod_max_units_per_product` allows, each such line named; nothing was placed", body = ErrorBody),
        (status = 422, description = "`idempotency_key_reused`: this key was used for a different checkout", body = ErrorBody),
    )
)]
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
            Err::<orders::ShippingAddress, _>(kernel::Message::new("field-required")),
        ),
    };
    let coupon = body::coupon(body.coupon_code.as_deref(), &mut fields);
    let method = fields.check(
        "paymentMethod",
        PaymentMethod::parse(body.payment_method.trim()).ok_or(kernel::Message::new("field-payment-method")),
    );
    let buyer_gstin = fields.check_optional("gstin", body.gstin.as_deref(), shops::Gstin::parse);
    let (key, request) = fields.finish(|| {
        Some((
            key?,
            CheckoutRequest {
                lines: lines?,
                address: address?,
                coupon: coupon?,
                method: method?,
                buyer_gstin: buyer_gstin?,
            },
        ))
    })?;

    let now = state.clock.now();
    let checkout = state.checkout(state.payments.is_some());
    let shopper = orders::Shopper {
        id: user.id,
        email: user.email.as_str(),
    };
    let placed = checkout.place(shopper, key, request, now).await?;
    // The stock shown moved with this order: the next read of any page shows it.
    state.storefront_cache.stock_moved();
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
