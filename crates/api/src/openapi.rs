//! The API's OpenAPI 3.1 description, generated from the handlers' own annotations
//! (`#[utoipa::path]`) and served at `/api/openapi.json`, with Swagger UI at `/api/docs/` from
//! assets compiled into the binary (no CDN: it works offline). Each module describes its own
//! endpoints ([`DESCRIBED`]); `openapi_agrees_with_the_route_table` (tests/api/openapi.rs) fails
//! when the description and `routes::table()` disagree.

use std::sync::OnceLock;

use actix_web::{HttpResponse, http::header};
use utoipa::OpenApi;
use utoipa::openapi::OpenApi as Description;

use crate::error::{ErrorBody, ErrorDetail};
use crate::routes::Routes;
use crate::{
    admin, catalog, coupons, dashboards, health, media, orders, outreach, sellers, users, withdrawals,
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
    media::api,
    orders::api,
    coupons::api,
    withdrawals::api,
    dashboards::api,
    admin::api,
];

/// The whole description, built once.
pub fn description() -> &'static Description {
    static DESCRIPTION: OnceLock<Description> = OnceLock::new();
    DESCRIPTION.get_or_init(|| {
        let mut api = Haat::openapi();
        for part in DESCRIBED {
            api.merge(part());
        }
        api
    })
}

pub fn routes(routes: &mut Routes<'_>) {
    routes.get("/api/openapi.json", openapi_json);
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
