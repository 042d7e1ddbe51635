//! Razorpay behind the `orders::PaymentGateway` port, over its REST API
//! (<https://razorpay.com/docs/api/>): create an order for the amount the server computed,
//! verify the Checkout's payment signature, verify and read webhooks, refund a payment.
//!
//! Signatures are HMAC-SHA256 in lower-case hex, compared in constant time (`Mac::verify_slice`).

use std::time::Duration;

use anyhow::{Context as _, anyhow};
use async_trait::async_trait;
use hmac::{Hmac, Mac};
use kernel::Money;
use orders::{GatewayError, PaymentGateway, WebhookEvent};
use secrecy::{ExposeSecret, SecretString};
use serde::Deserialize;
use serde_json::json;
use sha2::Sha256;

/// Razorpay's API address; tests point it at a local mock server.
pub const API_BASE: &str = "https://api.razorpay.com";

/// Razorpay's receipts are at most 40 characters.
const RECEIPT_MAX: usize = 40;

#[derive(Clone)]
pub struct RazorpayConfig {
    pub api_base: String,
    pub key_id: String,
    pub key_secret: SecretString,
    pub webhook_secret: SecretString,
}

pub struct Razorpay {
    http: reqwest::Client,
    config: RazorpayConfig,
}

impl Razorpay {
    /// # Errors
    /// When the HTTP client cannot be built (no TLS backend).
    pub fn new(config: RazorpayConfig) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(15))
            .connect_timeout(Duration::from_secs(5))
            .build()
            .context("building the Razorpay HTTP client")?;
        Ok(Self { http, config })
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.config.api_base.trim_end_matches('/'))
    }

    async fn post<T: for<'de> Deserialize<'de>>(
        &self,
        path: &str,
        body: serde_json::Value,
    ) -> Result<T, GatewayError> {
        let response = self
            .http
            .post(self.url(path))
            .basic_auth(&self.config.key_id, Some(self.config.key_secret.expose_secret()))
            .json(&body)
            .send()
            .await
            .map_err(|e| {
                GatewayError::Provider(anyhow::Error::from(e).context(format!("calling Razorpay {path}")))
            })?;
        let status = response.status();
        if !status.is_success() {
            // Razorpay's error body names the problem; it is logged by the caller, never shown.
            let text = response.text().await.unwrap_or_default();
            return Err(GatewayError::Provider(anyhow!(
                "Razorpay {path} answered {status}: {}",
                text.chars().take(300).collect::<String>()
            )));
        }
        response.json::<T>().await.map_err(|e| {
            GatewayError::Provider(anyhow::Error::from(e).context(format!("reading Razorpay {path}")))
        })
    }
}

fn receipt(text: &str) -> String {
    text.chars().take(RECEIPT_MAX).collect()
}

/// Whether `signature` (hex) is HMAC-SHA256 of `message` under `secret`.
fn signed(secret: &str, message: &[u8], signature: &str) -> bool {
    let Ok(expected) = hex::decode(signature.trim()) else {
        return false;
    };
    let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(secret.as_bytes()) else {
        return false;
    };
    mac.update(message);
    mac.verify_slice(&expected).is_ok()
}

#[derive(Deserialize)]
struct CreatedOrder {
    id: String,
    amount: i64,
}

#[derive(Deserialize)]
struct CreatedRefund {
    id: String,
}

#[derive(Deserialize)]
struct Webhook {
    event: String,
    #[serde(default)]
    payload: WebhookPayload,
}

#[derive(Deserialize, Default)]
struct WebhookPayload {
    payment: Option<Wrapped<PaymentEntity>>,
}

#[derive(Deserialize)]
struct Wrapped<T> {
    entity: T,
}

#[derive(Deserialize)]
struct PaymentEntity {
    id: String,
    order_id: Option<String>,
}

#[async_trait]
impl PaymentGateway for Razorpay {
    fn key_id(&self) -> String {
        self.config.key_id.clone()
    }

    async fn create_order(&self, amount: Money, receipt_text: &str) -> Result<String, GatewayError> {
        let created: CreatedOrder = self
            .post(
                "/v1/orders",
                json!({"amount": amount.paise(), "currency": "INR", "receipt": receipt(receipt_text)}),
            )
            .await?;
        if created.amount != amount.paise() {
            return Err(GatewayError::Provider(anyhow!(
                "Razorpay created order {} for {} paise, not {}",
                created.id,
                created.amount,
                amount.paise()
            )));
        }
        Ok(created.id)
    }

    fn payment_signature_is_valid(&self, provider_order_id: &str, payment_id: &str, signature: &str) -> bool {
        !provider_order_id.is_empty()
            && signed(
                self.config.key_secret.expose_secret(),
                format!("{provider_order_id}|{payment_id}").as_bytes(),
                signature,
            )
    }

    fn read_webhook(&self, body: &[u8], signature: &str) -> Result<WebhookEvent, GatewayError> {
        if !signed(self.config.webhook_secret.expose_secret(), body, signature) {
            return Err(GatewayError::BadSignature);
        }
        let webhook: Webhook = serde_json::from_slice(body).map_err(|_| GatewayError::Malformed)?;
        if !matches!(webhook.event.as_str(), "payment.captured" | "order.paid") {
            return Ok(WebhookEvent::Ignored);
        }
        let payment = webhook.payload.payment.ok_or(GatewayError::Malformed)?.entity;
        match payment.order_id {
            Some(provider_order_id) => Ok(WebhookEvent::Paid {
                provider_order_id,
                payment_id: payment.id,
            }),
            // A payment not made against an order (a payment link): not Haat's.
            None => Ok(WebhookEvent::Ignored),
        }
    }

    async fn refund(
        &self,
        payment_id: &str,
        amount: Money,
        receipt_text: &str,
    ) -> Result<String, GatewayError> {
        if payment_id.is_empty() || !payment_id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            return Err(GatewayError::Provider(anyhow!("not a Razorpay payment id")));
        }
        let refund: CreatedRefund = self
            .post(
                &format!("/v1/payments/{payment_id}/refund"),
                json!({"amount": amount.paise(), "receipt": receipt(receipt_text)}),
            )
            .await?;
        Ok(refund.id)
    }
}
