//! `GET /products-search?searchKeyword=`: the header's search panel.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use catalog::SearchText;
use catalog::browse::search_matches;
use kernel::Message;
use serde::Serialize;
use utoipa::ToSchema;

use super::dto::{ProductDto, products};
use crate::app::state::AppState;
use crate::http::error::{ApiError, ErrorBody, Fields};

const DEFAULT_LIMIT: u32 = 10;
const MAX_LIMIT: u32 = 50;

/// The search panel's matches, best first.
#[derive(Serialize, ToSchema)]
#[schema(as = ProductSearch)]
pub(super) struct SearchResponse {
    success: bool,
    /// Empty when nothing matches or nothing searchable was typed.
    product: Vec<ProductDto>,
}

/// The header's search: live products whose name, brand, category or description match every word
/// typed (the last as a prefix, small typos forgiven), best match first.
#[utoipa::path(
    get,
    path = "/api/v2/products-search",
    tag = "catalog",
    params(
        ("searchKeyword" = Option<String>, Query, description = "What the shopper typed; nothing searchable finds nothing"),
        ("limit" = Option<u32>, Query, minimum = 1, maximum = 50, description = "At most this many; 10 unless given"),
    ),
    responses(
        (status = 200, body = SearchResponse),
        (status = 400, description = "`limit` is not 1 to 50, or a parameter holds a control character", body = ErrorBody),
    )
)]
pub async fn handle(
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let mut fields = Fields::new();
    let limit = match params.get("limit").map(|l| l.trim()) {
        None | Some("") => Some(DEFAULT_LIMIT),
        Some(raw) => fields.check(
            "limit",
            raw.parse::<u32>()
                .ok()
                .filter(|l| (1..=MAX_LIMIT).contains(l))
                .ok_or_else(|| Message::new("field-limit-number").with("max", MAX_LIMIT)),
        ),
    };
    let limit = fields.finish(|| limit)?;
    // Nothing searchable (empty, or only punctuation) finds nothing; it is not an error.
    let Some(text) = params
        .get("searchKeyword")
        .and_then(|k| SearchText::parse(&k.chars().take(500).collect::<String>()))
    else {
        return Ok(HttpResponse::Ok().json(SearchResponse {
            success: true,
            product: Vec::new(),
        }));
    };
    let question = format!("products-search {text:?} {limit}");
    // Owned, so an aged answer can be recomputed after this request is answered.
    let app = state.clone();
    let answer = state.storefront_cache.json(question.clone(), async move {
        let store = app.storefront.as_ref();
        let ids = app
            .storefront_cache
            .page(question, async { Ok(search_matches(store, &text, limit).await?) })
            .await?;
        Ok(SearchResponse {
            success: true,
            product: products(&store.listed(&ids).await?),
        })
    });
    answer.await
}
