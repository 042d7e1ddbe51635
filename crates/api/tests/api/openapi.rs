//! The OpenAPI description (docs/security.md): served, 3.1, browsable offline, and in agreement
//! with the application's route table.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use crate::helpers::spawn_app;

fn table() -> BTreeSet<String> {
    api::app::route_table::table()
        .into_iter()
        // actix's `{key:.*}` (a tail match) is OpenAPI's `{key}`.
        .map(|e| format!("{} {}", e.method, e.path.replace(":.*}", "}")))
        .collect()
}

#[tokio::test]
async fn the_description_is_served_and_agrees_with_the_route_table() {
    let app = spawn_app().await;
    let response = app.get("/api/openapi.json").await;
    assert_eq!(response.status().as_u16(), 200);
    let description: Value = response.json().await.unwrap();
    assert!(
        description["openapi"]
            .as_str()
            .unwrap_or_default()
            .starts_with("3.1"),
        "{}",
        description["openapi"]
    );

    let mut described = BTreeSet::new();
    let mut ids = BTreeMap::<String, Vec<String>>::new();
    for (path, operations) in description["paths"].as_object().unwrap() {
        for (method, operation) in operations.as_object().unwrap() {
            let endpoint = format!("{} {path}", method.to_uppercase());
            let id = operation["operationId"].as_str().unwrap_or_default().to_owned();
            ids.entry(id).or_default().push(endpoint.clone());
            described.insert(endpoint);
        }
    }
    let routes = table();
    let phantom: Vec<_> = described.difference(&routes).collect();
    assert!(phantom.is_empty(), "described but not served: {phantom:#?}");
    let undescribed: Vec<_> = routes.difference(&described).collect();
    assert!(
        undescribed.is_empty(),
        "served but not described: {undescribed:#?}"
    );
    // Clients and schemathesis name operations by their ids.
    let shared: Vec<_> = ids
        .iter()
        .filter(|(id, endpoints)| id.is_empty() || endpoints.len() > 1)
        .collect();
    assert!(shared.is_empty(), "operation ids missing or shared: {shared:#?}");
    // Every described error is the one error body.
    let error = &description["components"]["schemas"]["Error"];
    assert_eq!(
        error["properties"]["error"]["$ref"], "#/components/schemas/ErrorDetail",
        "{error}"
    );
}

#[tokio::test]
async fn swagger_ui_is_served_from_the_binary() {
    let app = spawn_app().await;
    let page = app.get("/api/docs/").await;
    assert_eq!(page.status().as_u16(), 200);
    // Its own policy: inline style allowed (Swagger UI's markup needs it), scripts still only its own.
    let policy = page.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(policy.contains("style-src 'self' 'unsafe-inline'"), "{policy}");
    assert!(
        policy.contains("script-src 'self';") && !policy.contains("unsafe-eval"),
        "{policy}"
    );
    let html = page.text().await.unwrap();
    assert!(html.contains("swagger-ui"), "{html}");
    assert!(
        !html.contains("https://"),
        "no asset may come from elsewhere: {html}"
    );
    for asset in [
        "/api/docs/swagger-ui.css",
        "/api/docs/swagger-ui-bundle.js",
        "/api/docs/swagger-initializer.js",
    ] {
        let response = app.get(asset).await;
        assert_eq!(response.status().as_u16(), 200, "{asset}");
    }
    let initializer = app
        .get("/api/docs/swagger-initializer.js")
        .await
        .text()
        .await
        .unwrap();
    assert!(initializer.contains("/api/openapi.json"), "{initializer}");
}

/// Merging the modules' parts keeps the first of two schemas with one name and drops the other
/// without a word, so a name used by two modules must mean the same schema in both.
#[test]
fn no_module_shadows_another_modules_schema() {
    let mut seen: BTreeMap<String, (usize, Value)> = BTreeMap::new();
    let mut clashes = Vec::new();
    for (module, part) in api::openapi::parts().enumerate() {
        let Some(components) = part.components else {
            continue;
        };
        for (name, schema) in components.schemas {
            let schema = serde_json::to_value(&schema).unwrap();
            match seen.get(&name) {
                Some((first, earlier)) if *earlier != schema => {
                    clashes.push(format!("{name}: module {first} and module {module} differ"));
                }
                Some(_) => {}
                None => {
                    seen.insert(name, (module, schema));
                }
            }
        }
    }
    assert!(clashes.is_empty(), "{clashes:#?}");
}

/// Error codes are one enum in the description, so the frontend's generated client compares
/// constants; `haat openapi` prints the same description without a server.
#[tokio::test]
async fn error_codes_are_described_as_an_enum_and_the_command_prints_the_served_description() {
    let app = spawn_app().await;
    let served: serde_json::Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let codes = served["components"]["schemas"]["ErrorCode"]["enum"]
        .as_array()
        .unwrap_or_else(|| panic!("{}", served["components"]["schemas"]["ErrorCode"]));
    for code in [
        "validation_failed",
        "idempotency_key_reused",
        "cod_limit",
        "uploads_in_flight",
    ] {
        assert!(codes.iter().any(|c| c == code), "{code} is not described");
    }
    assert_eq!(codes.len(), api::error::ErrorCode::ALL.len());

    let printed = std::process::Command::new(env!("CARGO_BIN_EXE_haat"))
        .arg("openapi")
        .output()
        .unwrap();
    assert!(printed.status.success());
    let printed: serde_json::Value = serde_json::from_slice(&printed.stdout).unwrap();
    assert_eq!(printed, served);
}
