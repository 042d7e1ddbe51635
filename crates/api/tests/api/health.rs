use crate::helpers::spawn_app;

#[tokio::test]
async fn healthz_answers_ok_while_the_process_runs() {
    let app = spawn_app().await;

    let response = app.get("/healthz").await;

    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(
        response.json::<serde_json::Value>().await.unwrap(),
        serde_json::json!({"status": "ok"})
    );
}

#[tokio::test]
async fn readyz_answers_ready_when_the_database_answers() {
    let app = spawn_app().await;

    let response = app.get("/readyz").await;

    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(
        response.json::<serde_json::Value>().await.unwrap()["status"],
        "ready"
    );
}

#[tokio::test]
async fn every_response_carries_a_distinct_request_id() {
    let app = spawn_app().await;

    let first = app.get("/healthz").await;
    let second = app.get("/api/v2/nothing-here").await;

    let id = |r: &reqwest::Response| r.headers()["x-request-id"].to_str().unwrap().to_owned();
    let (a, b) = (id(&first), id(&second));
    assert_eq!(a.len(), 36, "a UUID: {a}");
    assert_ne!(a, b);
}

#[tokio::test]
async fn readyz_answers_503_when_the_database_stops_answering() {
    use actix_web::{App, test, web};
    let test_db = testkit::TestDatabase::fresh().await;
    let database = store_sea::Database::connect(test_db.url(), 1).await.unwrap();
    database.clone().close().await;
    let app = test::init_service(
        App::new()
            .app_data(web::Data::new(database))
            .configure(|config| api::health::routes(&mut api::http::routes::Routes::serve(config))),
    )
    .await;

    let response = test::call_service(&app, test::TestRequest::get().uri("/readyz").to_request()).await;

    assert_eq!(response.status().as_u16(), 503);
    let body: serde_json::Value = test::read_body_json(response).await;
    assert_eq!(body["error"]["code"], "unavailable");
}
