//! The API's OpenAPI 3.1 description, generated from the handlers' own annotations
//! (`#[utoipa::path]`) and served at `/api/openapi.json`, with Swagger UI at `/api/docs/` from
//! assets compiled into the binary (no CDN: it works offline). Each module describes its own
//! endpoints ([`DESCRIBED`]); `openapi_agrees_with_the_route_table` (tests/api/openapi.rs) fails
//! when the description and `routes::table()` disagree.

use std::sync::OnceLock;

use actix_web::{HttpResponse, http::header};
use utoipa::OpenApi;
use utoipa::openapi::OpenApi as Description;

use crate::http::error::{ErrorBody, ErrorDetail};
use crate::http::routes::Routes;
use crate::{
    admin, catalog, conversations, coupons, dashboards, health, media, notices, orders, outreach, sellers,
    users, withdrawals,
};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Haat",
        description = "The marketplace's JSON API. Money is in rupees as numbers with two decimals; \
                       times are RFC 3339 in UTC; errors have the `Error` body. Sessions are cookies \
                       (`haat_session`), set by the sign-in calls.",
        license(name = "AGPL-3.0-or-later"),
    ),
    components(schemas(ErrorBody, ErrorDetail)),
    paths(openapi_json)
)]
struct Haat;

/// Each module's own description, merged into one.
const DESCRIBED: &[fn() -> Description] = &[
    health::api,
    outreach::api,
    users::api,
    sellers::api,
    catalog::api,
    catalog::bulk::api,
    media::api,
    orders::api,
    coupons::api,
    withdrawals::api,
    dashboards::api,
    notices::api,
    conversations::api,
    admin::api,
];

/// Each module's part of the description, unmerged (the agreement test compares their schemas:
/// merging keeps the first of two schemas with one name, silently).
pub fn parts() -> impl Iterator<Item = Description> {
    DESCRIBED.iter().map(|part| part())
}

/// The whole description, built once.
pub fn description() -> &'static Description {
    static DESCRIPTION: OnceLock<Description> = OnceLock::new();
    DESCRIPTION.get_or_init(|| {
        let mut api = Haat::openapi();
        for part in parts() {
            api.merge(part);
        }
        unique_operation_ids(&mut api);
        shared_layer_answers(&mut api);
        api
    })
}

/// utoipa names an operation after its handler, and most handlers are `handle` (one file per
/// use case). OpenAPI wants each id unique, as client generators and schemathesis read them: an
/// id that is missing or shared is replaced by one made of the method and the path
/// (`GET /api/v2/get-coupon/{shopId}` → `getGetCouponShopId`); ids a handler chose stay.
fn unique_operation_ids(api: &mut Description) {
    let mut seen = std::collections::HashMap::<String, usize>::new();
    for item in api.paths.paths.values_mut() {
        for (_, operation) in operations(item) {
            if let Some(id) = operation.as_ref().and_then(|o| o.operation_id.clone()) {
                *seen.entry(id).or_default() += 1;
            }
        }
    }
    for (path, item) in &mut api.paths.paths {
        for (method, operation) in operations(item) {
            let Some(operation) = operation else { continue };
            let shared = operation
                .operation_id
                .as_ref()
                .is_none_or(|id| seen.get(id).copied().unwrap_or(0) > 1);
            if shared {
                operation.operation_id = Some(id_from(method, path));
            }
        }
    }
}

/// Answers no handler writes, because a layer in front of every handler gives them: a write
/// without Haat's own `Origin` is refused (403, `auth::csrf`), a body the extractor cannot take
/// is refused before the handler runs (400 unreadable, 413 too large, 415 not JSON or
/// multipart), and any request past its time budget is answered 503 (`request_timeout`). Added
/// here once, where a handler's own list lacks them, so the description promises every status a
/// client can meet (schemathesis checks each answer's status).
fn shared_layer_answers(api: &mut Description) {
    use utoipa::openapi::{ContentBuilder, Ref, ResponseBuilder};
    let error = |description: &str| {
        ResponseBuilder::new()
            .description(description)
            .content(
                "application/json",
                ContentBuilder::new()
                    .schema(Some(Ref::from_schema_name("Error")))
                    .build(),
            )
            .build()
    };
    for (path, item) in &mut api.paths.paths {
        let signed_webhook = crate::auth::csrf::is_signed_webhook(path);
        for (method, operation) in operations(item) {
            let Some(operation) = operation else { continue };
            let write = method != "get";
            let answers = &mut operation.responses.responses;
            let mut add = |status: &str, description: &str| {
                answers
                    .entry(status.to_owned())
                    .or_insert_with(|| error(description).into());
            };
            add("503", "Took longer than the request budget (`timeout`)");
            if write && !signed_webhook {
                add(
                    "403",
                    "Not sent from Haat's own pages (`cross_origin`), or not allowed",
                );
            }
            if operation.request_body.is_some() {
                add("413", "The body is larger than allowed");
                // The webhook takes its body as bytes, whatever their type.
                if !signed_webhook {
                    add("400", "The body could not be read");
                    add("415", "The body is not of the type this call takes");
                }
            }
        }
    }
}

/// The operations of the methods the route table serves, by their lower-case names.
fn operations(
    item: &mut utoipa::openapi::PathItem,
) -> [(&'static str, &mut Option<utoipa::openapi::path::Operation>); 4] {
    [
        ("get", &mut item.get),
        ("put", &mut item.put),
        ("post", &mut item.post),
        ("delete", &mut item.delete),
    ]
}

fn id_from(method: &str, path: &str) -> String {
    let path = path.strip_prefix(crate::http::routes::API_PREFIX).unwrap_or(path);
    let mut id = method.to_owned();
    for word in path
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            id.push(first.to_ascii_uppercase());
            id.extend(chars);
        }
    }
    id
}

pub fn routes(routes: &mut Routes<'_>) {
    routes.get("/api/openapi.json", openapi_json);
}

#[cfg(test)]
mod tests {
    use super::id_from;

    #[test]
    fn an_operation_id_is_made_of_the_method_and_the_path() {
        assert_eq!(
            id_from("get", "/api/v2/get-coupon/{shopId}"),
            "getGetCouponShopId"
        );
        assert_eq!(id_from("post", "/api/v2/cart/quote"), "postCartQuote");
        assert_eq!(id_from("get", "/media/{key}"), "getMediaKey");
    }
}

/// This description.
#[utoipa::path(
    get,
    path = "/api/openapi.json",
    tag = "docs",
    responses((status = 200, description = "The OpenAPI 3.1 description of this API", content_type = "application/json"))
)]
async fn openapi_json() -> HttpResponse {
    static JSON: OnceLock<String> = OnceLock::new();
    let body = JSON.get_or_init(|| {
        description()
            .to_json()
            .unwrap_or_else(|error| unreachable!("the description always serialises: {error}"))
    });
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "application/json"))
        .body(body.as_str())
}

/// `/api/docs` without its slash: Swagger UI lives at `/api/docs/` and its assets are relative to
/// that, so the bare address is sent there (it once answered 404).
pub async fn docs_without_slash() -> HttpResponse {
    HttpResponse::PermanentRedirect()
        .insert_header((header::LOCATION, "/api/docs/"))
        .finish()
}
