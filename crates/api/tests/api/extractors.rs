//! The one error mapping applied to what extractors reject, using the application's own
//! extractor configuration on a probe route.

use actix_web::middleware::ErrorHandlers;
use actix_web::{App, HttpResponse, test, web};
use api::error;
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Signup {
    email: String,
    quantity: u32,
}

#[derive(Deserialize)]
#[allow(dead_code)]
struct Paging {
    page: u32,
}

async fn body_probe(_: web::Json<Signup>) -> HttpResponse {
    HttpResponse::Ok().finish()
}

async fn query_probe(_: web::Query<Paging>) -> HttpResponse {
    HttpResponse::Ok().finish()
}

async fn path_probe(_: web::Path<kernel::ProductId>) -> HttpResponse {
    HttpResponse::Ok().finish()
}

async fn call(request: test::TestRequest) -> (u16, serde_json::Value) {
    let app = test::init_service(
        App::new()
            .wrap(ErrorHandlers::new().default_handler(error::normalize_error_response))
            .app_data(error::json_config(2048))
            .app_data(error::query_config())
            .app_data(error::path_config())
            .route("/probe", web::post().to(body_probe))
            .route("/probe", web::get().to(query_probe))
            .route("/probe/{id}", web::get().to(path_probe)),
    )
    .await;
    let response = test::call_service(&app, request.to_request()).await;
    let status = response.status().as_u16();
    let body: serde_json::Value = test::read_body_json(response).await;
    assert_eq!(body["success"], false);
    assert_eq!(body["message"], body["error"]["message"]);
    (status, body)
}

fn post(body: &str) -> test::TestRequest {
    test::TestRequest::post()
        .uri("/probe")
        .insert_header(("content-type", "application/json"))
        .set_payload(body.to_owned())
}

#[tokio::test]
async fn a_body_over_the_limit_is_413_with_the_limit_named() {
    let (status, body) = call(post(&format!("{{\"email\":\"{}\"}}", "a".repeat(4000)))).await;
    assert_eq!(status, 413);
    assert_eq!(body["error"]["code"], "payload_too_large");
    assert_eq!(
        body["message"],
        "The request body is larger than the 2 KiB allowed."
    );
}

#[tokio::test]
async fn malformed_json_is_400_invalid_json() {
    let (status, body) = call(post("{\"email\": ")).await;
    assert_eq!(status, 400);
    assert_eq!(body["error"]["code"], "invalid_json");
}

#[tokio::test]
async fn a_missing_field_is_named() {
    let (status, body) = call(post("{\"quantity\": 1}")).await;
    assert_eq!(status, 400);
    assert_eq!(body["error"]["code"], "validation_failed");
    assert_eq!(body["error"]["fields"]["email"], "is required");
}

#[tokio::test]
async fn an_unknown_field_is_named() {
    let (status, body) = call(post("{\"email\": \"a@b.in\", \"quantity\": 1, \"shop\": \"x\"}")).await;
    assert_eq!(status, 400);
    assert_eq!(
        body["error"]["fields"]["shop"],
        "is not a field this request accepts"
    );
}

#[tokio::test]
async fn a_value_of_the_wrong_type_says_what_was_expected() {
    let (status, body) = call(post("{\"email\": \"a@b.in\", \"quantity\": -1}")).await;
    assert_eq!(status, 400);
    assert_eq!(body["error"]["code"], "invalid_body");
    assert!(
        body["message"].as_str().unwrap().contains("expected u32"),
        "{body}"
    );
}

#[tokio::test]
async fn a_body_that_is_not_json_is_415() {
    let request = test::TestRequest::post()
        .uri("/probe")
        .insert_header(("content-type", "text/plain"))
        .set_payload("hi");
    let (status, body) = call(request).await;
    assert_eq!(status, 415);
    assert_eq!(body["error"]["code"], "unsupported_media_type");
}

#[tokio::test]
async fn a_query_that_does_not_parse_is_400() {
    let (status, body) = call(test::TestRequest::get().uri("/probe?page=abc")).await;
    assert_eq!(status, 400);
    assert_eq!(body["error"]["code"], "invalid_query");
}

#[tokio::test]
async fn a_malformed_id_in_the_path_is_400() {
    let (status, body) = call(test::TestRequest::get().uri("/probe/not-an-id")).await;
    assert_eq!(status, 400);
    assert_eq!(body["error"]["code"], "invalid_path");
}
