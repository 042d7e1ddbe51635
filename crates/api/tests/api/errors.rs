use crate::helpers::{assert_error, spawn_app};

#[tokio::test]
async fn an_unknown_api_path_answers_the_json_404() {
    let app = spawn_app().await;

    for path in [
        "/api/v2/no-such-endpoint",
        "/api",
        "/api/v1/products",
        "/api/v2/products/%2e%2e/secret",
    ] {
        let response = app.get(path).await;
        let body = assert_error(response, 404, "not_found").await;
        assert_eq!(
            body["message"], "There is no API endpoint at this address.",
            "{path}"
        );
    }
}

#[tokio::test]
async fn a_wrong_method_answers_the_json_405() {
    let app = spawn_app().await;

    let response = app.client.delete(app.url("/healthz")).send().await.unwrap();

    let body = assert_error(response, 405, "method_not_allowed").await;
    assert_eq!(body["message"], "This address does not accept DELETE requests.");
}

#[tokio::test]
async fn a_write_to_a_page_address_is_refused_as_json() {
    let app = spawn_app().await;

    let response = app.client.post(app.url("/login")).body("x").send().await.unwrap();

    assert_error(response, 405, "method_not_allowed").await;
}

#[tokio::test]
async fn error_responses_are_never_cached() {
    let app = spawn_app().await;

    let response = app.get("/api/v2/nope").await;

    assert_eq!(response.headers()["cache-control"], "no-store");
}
