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

/// The review sent JSON to `create-user`, which takes a form, and read "The request could not be
/// processed."
#[tokio::test]
async fn a_body_of_the_wrong_type_is_told_which_type_the_endpoint_takes() {
    let app = spawn_app().await;

    let json_to_a_form = app
        .post_json(
            "/api/v2/create-user",
            &serde_json::json!({"name": "Priya", "email": "priya@example.com", "password": "correct horse battery"}),
        )
        .await;
    let body = assert_error(json_to_a_form, 415, "unsupported_media_type").await;
    assert_eq!(
        body["message"],
        "Send the request body as a form (multipart/form-data)."
    );

    let text_to_json = app
        .client
        .post(app.url("/api/v2/login"))
        .header("Content-Type", "text/plain")
        .body("email=priya@example.com")
        .send()
        .await
        .unwrap();
    let body = assert_error(text_to_json, 415, "unsupported_media_type").await;
    assert_eq!(
        body["message"],
        "Send the request body as JSON (application/json)."
    );
}

/// HEAD answers what GET would, without the body: the review got the app's page for an image
/// and 404 for API routes.
#[tokio::test]
async fn head_answers_every_address_as_get_would_without_a_body() {
    let app = spawn_app().await;
    let form = reqwest::multipart::Form::new()
        .text("name", "Priya")
        .text("email", "priya@example.com")
        .text("password", "correct horse battery")
        .part(
            "avatar",
            reqwest::multipart::Part::bytes(crate::catalog::png(64, 64)).file_name("me.png"),
        );
    let created: serde_json::Value = app
        .client
        .post(app.url("/api/v2/create-user"))
        .multipart(form)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let avatar = created["user"]["avatar"].as_str().unwrap().to_owned();

    for path in [
        avatar.as_str(),
        "/api/v2/products",
        "/api/v2/getuser",
        "/healthz",
        "/api/openapi.json",
        "/api/v2/nope",
        "/products",
    ] {
        let get = app.client.get(app.url(path)).send().await.unwrap();
        let head = app.client.head(app.url(path)).send().await.unwrap();
        assert_eq!(head.status(), get.status(), "{path}");
        assert_eq!(
            head.headers().get("content-type"),
            get.headers().get("content-type"),
            "{path}"
        );
        let get_length = get.bytes().await.unwrap().len();
        let head_length = head
            .headers()
            .get("content-length")
            .map(|v| v.to_str().unwrap().parse::<usize>().unwrap());
        assert!(head.bytes().await.unwrap().is_empty(), "{path}: no body");
        if path == avatar {
            assert_eq!(head_length, Some(get_length), "an image's length is told");
        }
    }
}

#[tokio::test]
async fn the_api_docs_address_without_its_slash_leads_to_the_docs() {
    let app = spawn_app().await;
    for request in [
        app.client.get(app.url("/api/docs")),
        app.client.head(app.url("/api/docs")),
    ] {
        let response = request.send().await.unwrap();
        assert_eq!(response.status().as_u16(), 308);
        assert_eq!(response.headers()["location"], "/api/docs/");
    }
    assert_eq!(app.get("/api/docs/").await.status().as_u16(), 200);
}
