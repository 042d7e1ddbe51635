#![allow(clippy::unwrap_used)]
//! The Razorpay adapter against a local mock of Razorpay's API, and signatures against vectors
//! computed independently (Python's `hmac` module).

use kernel::Money;
use orders::{GatewayError, PaymentGateway, WebhookEvent};
use razorpay::{Razorpay, RazorpayConfig};
use wiremock::matchers::{basic_auth, body_partial_json, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn gateway(api_base: &str) -> Razorpay {
    Razorpay::new(RazorpayConfig {
        api_base: api_base.to_owned(),
        key_id: "rzp_test_key".to_owned(),
        key_secret: "test_key_secret".into(),
        webhook_secret: "whsec_test".into(),
    })
    .unwrap()
}

// hmac.new(b'test_key_secret', b'order_IluGWxBm9U8zJ8|pay_IluGWxBm9U8zJ9', hashlib.sha256).hexdigest()
const PAYMENT_SIGNATURE: &str = "1b7c366b19bc8f59686e3c092e1fc541be2a084e631d3645e93eb32bcaf9f8ea";
const WEBHOOK_BODY: &str = r#"{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_29QQoUBi66xm2f","order_id":"order_9A33XWu170gUtm","amount":50000,"status":"captured"}}}}"#;
// hmac.new(b'whsec_test', WEBHOOK_BODY, hashlib.sha256).hexdigest()
const WEBHOOK_SIGNATURE: &str = "0657490a7ca7ebaafe0b0d703a8fd606b0b7c0531cbd9800d47d9f8927c42ac8";

#[test]
fn the_payment_signature_is_checked_against_the_order_and_payment() {
    let razorpay = gateway("http://unused");
    assert!(razorpay.payment_signature_is_valid(
        "order_IluGWxBm9U8zJ8",
        "pay_IluGWxBm9U8zJ9",
        PAYMENT_SIGNATURE
    ));
    assert!(
        !razorpay.payment_signature_is_valid("order_other", "pay_IluGWxBm9U8zJ9", PAYMENT_SIGNATURE),
        "a signature for one order does not pay another"
    );
    assert!(!razorpay.payment_signature_is_valid("order_IluGWxBm9U8zJ8", "pay_IluGWxBm9U8zJ9", "not hex"));
    assert!(!razorpay.payment_signature_is_valid("", "pay_IluGWxBm9U8zJ9", PAYMENT_SIGNATURE));
}

#[test]
fn a_webhook_is_read_only_when_signed_with_the_webhook_secret() {
    let razorpay = gateway("http://unused");
    assert_eq!(
        razorpay
            .read_webhook(WEBHOOK_BODY.as_bytes(), WEBHOOK_SIGNATURE)
            .unwrap(),
        WebhookEvent::Paid {
            provider_order_id: "order_9A33XWu170gUtm".into(),
            payment_id: "pay_29QQoUBi66xm2f".into(),
        }
    );
    let tampered = WEBHOOK_BODY.replace("50000", "5");
    assert!(matches!(
        razorpay.read_webhook(tampered.as_bytes(), WEBHOOK_SIGNATURE),
        Err(GatewayError::BadSignature)
    ));
    assert!(matches!(
        razorpay.read_webhook(WEBHOOK_BODY.as_bytes(), PAYMENT_SIGNATURE),
        Err(GatewayError::BadSignature)
    ));
}

#[tokio::test]
async fn an_order_is_created_for_the_amount_in_paise_with_the_key_pair() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/orders"))
        .and(basic_auth("rzp_test_key", "test_key_secret"))
        .and(body_partial_json(serde_json::json!({"amount": 129_950, "currency": "INR"})))
        .respond_with(ResponseTemplate::new(200).set_body_json(serde_json::json!({
            "id": "order_EKwxwAgItmmXdp", "entity": "order", "amount": 129_950, "currency": "INR", "status": "created"
        })))
        .expect(1)
        .mount(&server)
        .await;
    let id = gateway(&server.uri())
        .create_order(Money::from_paise(129_950), "checkout-1")
        .await
        .unwrap();
    assert_eq!(id, "order_EKwxwAgItmmXdp");
}

#[tokio::test]
async fn an_order_for_another_amount_or_an_error_answer_is_refused() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/orders"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(serde_json::json!({"id": "order_x", "amount": 1})),
        )
        .mount(&server)
        .await;
    let wrong = gateway(&server.uri())
        .create_order(Money::from_paise(500), "c")
        .await;
    assert!(matches!(wrong, Err(GatewayError::Provider(_))));

    let failing = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(401).set_body_string(r#"{"error":{"code":"BAD_REQUEST_ERROR"}}"#))
        .mount(&failing)
        .await;
    let refused = gateway(&failing.uri())
        .create_order(Money::from_paise(500), "c")
        .await;
    assert!(matches!(refused, Err(GatewayError::Provider(_))));
}

#[tokio::test]
async fn a_refund_is_posted_for_the_payment_and_amount() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/payments/pay_29QQoUBi66xm2f/refund"))
        .and(body_partial_json(serde_json::json!({"amount": 50_000})))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(serde_json::json!({"id": "rfnd_FP8QHiV938haTz", "amount": 50_000})),
        )
        .expect(1)
        .mount(&server)
        .await;
    let refund = gateway(&server.uri())
        .refund("pay_29QQoUBi66xm2f", Money::from_paise(50_000), "order-1")
        .await
        .unwrap();
    assert_eq!(refund, "rfnd_FP8QHiV938haTz");
    assert!(
        gateway(&server.uri())
            .refund("../orders", Money::from_paise(1), "x")
            .await
            .is_err()
    );
}
