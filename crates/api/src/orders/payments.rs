//! Razorpay's calls (docs/orders.md "Payments"): the gateway order, the browser's confirmation,
//! the provider's webhook; and which methods are offered.

use actix_web::{HttpRequest, HttpResponse, web};
use orders::{Actor, PaymentGateway, payments};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::checkout_id;
use super::dto::OrderDto;
use crate::app::state::AppState;
use crate::auth::CurrentUser;
use crate::http::error::{ApiError, ErrorBody};

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RazorpayConfig)]
pub(super) struct RazorpayConfigDto {
    /// Razorpay's public key id, for its checkout widget.
    key_id: String,
}

#[derive(Serialize, ToSchema)]
#[schema(as = PaymentConfig)]
pub(super) struct ConfigResponse {
    success: bool,
    /// Null when online payment is not offered: only cash on delivery is.
    #[schema(required = true)]
    razorpay: Option<RazorpayConfigDto>,
}

/// Which payment methods are offered: Razorpay's public key when online payment is, else null.
#[utoipa::path(
    get,
    path = "/api/v2/payment/config",
    operation_id = "getPaymentConfig",
    tag = "orders",
    responses((status = 200, body = ConfigResponse))
)]
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

/// Which checkout to pay.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RazorpayOrderBody)]
pub struct StartBody {
    /// `checkoutId` from `/create-order`.
    #[serde(default)]
    #[schema(format = Uuid, required = true)]
    checkout_id: String,
}

/// What Razorpay's checkout widget needs to take the payment.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RazorpayOrder)]
pub(super) struct StartResponse {
    success: bool,
    razorpay_order_id: String,
    /// In paise, as Razorpay Checkout takes it.
    amount: i64,
    /// Always `INR`.
    currency: &'static str,
    key_id: String,
}

/// Creates the Razorpay order that pays a checkout, once: asking again answers the same one.
///
/// Its amount is the checkout's total as the server computed it.
#[utoipa::path(
    post,
    path = "/api/v2/payment/razorpay/order",
    operation_id = "createRazorpayOrder",
    tag = "orders",
    request_body = StartBody,
    responses(
        (status = 200, body = StartResponse),
        (status = 400, description = "`checkoutId` is not a checkout's id", body = ErrorBody),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
        (status = 404, description = "Online payment is not configured, or no such checkout of this shopper (code `not_found` for both)", body = ErrorBody),
        (status = 409, description = "`not_awaiting_payment`: the checkout is cash on delivery, already paid, or past its payment window", body = ErrorBody),
        (status = 502, description = "Razorpay could not be reached or refused", body = ErrorBody),
    )
)]
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
#[derive(Deserialize, ToSchema)]
#[schema(as = RazorpayVerifyBody)]
pub struct VerifyBody {
    #[serde(default)]
    #[schema(required = true)]
    razorpay_order_id: String,
    #[serde(default)]
    #[schema(required = true)]
    razorpay_payment_id: String,
    #[serde(default)]
    #[schema(required = true)]
    razorpay_signature: String,
}

/// The paid checkout's orders.
#[derive(Serialize, ToSchema)]
#[schema(as = VerifiedPayment)]
pub(super) struct VerifyResponse {
    success: bool,
    orders: Vec<OrderDto>,
}

/// The page reports a payment Razorpay Checkout took; a valid signature marks the checkout paid.
///
/// The signature must prove the payment for the Razorpay order the server stored. A second
/// report changes nothing.
#[utoipa::path(
    post,
    path = "/api/v2/payment/razorpay/verify",
    operation_id = "verifyRazorpayPayment",
    tag = "orders",
    request_body = VerifyBody,
    responses(
        (status = 200, description = "Paid; the checkout's orders as they now are", body = VerifyResponse),
        (status = 400, description = "`bad_signature`: the payment could not be verified", body = ErrorBody),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
        (status = 404, description = "Online payment is not configured, or no such Razorpay order of this shopper (code `not_found` for both)", body = ErrorBody),
        (status = 502, description = "The payment arrived after the checkout was cancelled and Razorpay could not refund it", body = ErrorBody),
    )
)]
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

#[derive(Serialize, ToSchema)]
#[schema(as = WebhookAcknowledged)]
pub(super) struct Acknowledged {
    success: bool,
}

/// The parts of Razorpay's webhook event that Haat reads, for the description only: the handler
/// takes the body as raw bytes (the signature covers them exactly) and Razorpay sends much more.
#[derive(ToSchema)]
#[schema(as = RazorpayWebhookEvent)]
#[allow(dead_code)]
pub(super) struct WebhookEventBody {
    /// `payment.captured` and `order.paid` are acted on; any other event is acknowledged.
    event: String,
    /// May be absent, but not null.
    #[schema(required = false)]
    payload: WebhookPayloadBody,
}

#[derive(ToSchema)]
#[schema(as = RazorpayWebhookPayload)]
#[allow(dead_code)]
pub(super) struct WebhookPayloadBody {
    payment: Option<WebhookPaymentBody>,
}

#[derive(ToSchema)]
#[schema(as = RazorpayWebhookPayment)]
#[allow(dead_code)]
pub(super) struct WebhookPaymentBody {
    entity: WebhookPaymentEntity,
}

#[derive(ToSchema)]
#[schema(as = RazorpayWebhookPaymentEntity)]
#[allow(dead_code)]
pub(super) struct WebhookPaymentEntity {
    /// Razorpay's payment id.
    id: String,
    /// The Razorpay order paid; a payment without one is not Haat's and is ignored.
    order_id: Option<String>,
}

/// Razorpay's server-to-server event: a paid event marks its checkout paid.
///
/// It carries no session and no `Origin`: the `X-Razorpay-Signature` header, an HMAC of the raw
/// body with the webhook secret, proves it. Other events, unknown orders and replays are
/// acknowledged and change nothing.
#[utoipa::path(
    post,
    path = "/api/v2/payment/razorpay/webhook",
    operation_id = "razorpayWebhook",
    tag = "orders",
    params((
        "X-Razorpay-Signature" = String, Header,
        description = "Hex HMAC-SHA256 of the raw body with the webhook secret; missing counts as wrong"
    )),
    request_body(
        content = WebhookEventBody,
        description = "Razorpay's event, read as raw bytes: the signature is checked over them before they are parsed",
        content_type = "application/json"
    ),
    responses(
        (status = 200, description = "Acknowledged (acted on, or ignored)", body = Acknowledged),
        (status = 400, description = "`bad_signature`: the signature is missing or wrong, or the signed body is not an event Haat can read", body = ErrorBody),
        (status = 404, description = "Online payment is not configured (code `not_found`)", body = ErrorBody),
        (status = 502, description = "A payment arrived after its checkout was cancelled and Razorpay could not refund it", body = ErrorBody),
    )
)]
// The signature is over the raw body, so the body is read as bytes, never re-serialised.
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
