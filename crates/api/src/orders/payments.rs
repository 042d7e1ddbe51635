//! Razorpay's calls (docs/orders.md "Payments"): the gateway order, the browser's confirmation,
//! the provider's webhook; and which methods are offered.

use actix_web::{HttpRequest, HttpResponse, web};
use orders::{Actor, PaymentGateway, payments};
use serde::{Deserialize, Serialize};

use super::checkout_id;
use super::dto::OrderDto;
use crate::auth::CurrentUser;
use crate::error::ApiError;
use crate::state::AppState;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RazorpayConfigDto {
    key_id: String,
}

#[derive(Serialize)]
struct ConfigResponse {
    success: bool,
    razorpay: Option<RazorpayConfigDto>,
}

/// `GET /payment/config`: Razorpay's public key when online payment is offered.
pub async fn config(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok().json(ConfigResponse {
        success: true,
        razorpay: state
            .payments
            .as_ref()
            .map(|g| RazorpayConfigDto { key_id: g.key_id() }),
    })
}

fn gateway(state: &AppState) -> Result<&dyn PaymentGateway, ApiError> {
    state
        .payments
        .as_deref()
        .ok_or_else(|| orders::OrderError::PaymentsNotConfigured.into())
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StartBody {
    #[serde(default)]
    checkout_id: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StartResponse {
    success: bool,
    razorpay_order_id: String,
    /// In paise, as Razorpay Checkout takes it.
    amount: i64,
    currency: &'static str,
    key_id: String,
}

/// `POST /payment/razorpay/order`.
pub async fn start(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<StartBody>,
) -> Result<HttpResponse, ApiError> {
    let gateway = gateway(&state)?;
    let checkout = checkout_id(&body.checkout_id)?;
    let order = payments::start_online_payment(
        state.orders.as_ref(),
        gateway,
        user.id,
        checkout,
        state.clock.now(),
    )
    .await?;
    Ok(HttpResponse::Ok().json(StartResponse {
        success: true,
        razorpay_order_id: order.provider_order_id,
        amount: order.amount.paise(),
        currency: "INR",
        key_id: gateway.key_id(),
    }))
}

/// What Razorpay Checkout hands the page on success, as it names the fields.
#[derive(Deserialize)]
pub struct VerifyBody {
    #[serde(default)]
    razorpay_order_id: String,
    #[serde(default)]
    razorpay_payment_id: String,
    #[serde(default)]
    razorpay_signature: String,
}

#[derive(Serialize)]
struct VerifyResponse {
    success: bool,
    orders: Vec<OrderDto>,
}

/// `POST /payment/razorpay/verify`.
pub async fn verify(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<VerifyBody>,
) -> Result<HttpResponse, ApiError> {
    let gateway = gateway(&state)?;
    let now = state.clock.now();
    let orders = payments::confirm_payment(
        state.orders.as_ref(),
        gateway,
        user.id,
        body.razorpay_order_id.trim(),
        body.razorpay_payment_id.trim(),
        body.razorpay_signature.trim(),
        now,
    )
    .await?;
    Ok(HttpResponse::Ok().json(VerifyResponse {
        success: true,
        orders: OrderDto::all(&orders, Actor::Shopper(user.id), now),
    }))
}

#[derive(Serialize)]
struct Acknowledged {
    success: bool,
}

/// `POST /payment/razorpay/webhook`: the signature is over the raw body, so the body is read as
/// bytes, never re-serialised.
pub async fn webhook(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let gateway = gateway(&state)?;
    let signature = req
        .headers()
        .get("X-Razorpay-Signature")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    payments::handle_webhook(
        state.orders.as_ref(),
        gateway,
        &body,
        signature,
        state.clock.now(),
    )
    .await?;
    Ok(HttpResponse::Ok().json(Acknowledged { success: true }))
}
