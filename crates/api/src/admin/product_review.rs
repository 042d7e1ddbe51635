//! `GET /admin-products-review` and `PUT /admin-product-review/{productId}`: the Admin's queue of
//! products waiting for approval or reported by shoppers, and the decision on one
//! (docs/catalog.md "Moderation").

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use catalog::moderation::decide::decide_product;
use catalog::moderation::{Decision, QueueItem};
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;

use super::audit;
use super::decision::ReviewDecision;
use crate::app::state::AppState;
use crate::auth::Admin;
use crate::catalog::dto::{ModerationDto, rupees};
use crate::catalog::product_id;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::paging::{page_of_query, search_text};
use crate::media::media_path;

/// How many shoppers reported a product for one reason.
#[derive(Serialize, ToSchema)]
#[schema(as = ProductReportCount)]
pub(super) struct ReportCountDto {
    /// `counterfeit`, `prohibited`, `wrong_information` or `offensive`.
    reason: &'static str,
    count: u64,
}

/// A product in the queue.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ProductReviewItem)]
pub(super) struct ItemDto {
    #[schema(format = Uuid)]
    product_id: String,
    name: String,
    is_event: bool,
    category: String,
    /// Rupees.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    selling_price: rust_decimal::Decimal,
    /// A `/media/…` path of its first picture, small.
    #[schema(required = true)]
    thumbnail: Option<String>,
    #[schema(format = Uuid)]
    shop_id: String,
    shop_name: String,
    /// Present while it waits for its (first, or renewed) approval; null for a live product in
    /// the queue because it was reported.
    #[schema(required = true)]
    moderation: Option<ModerationDto>,
    /// Its open reports by reason, most reported first; empty when none.
    reports: Vec<ReportCountDto>,
    /// The latest reports' own words, newest first (up to three).
    report_details: Vec<String>,
    /// Since when it waits: its hold's start, or its oldest open report.
    #[schema(value_type = String, format = DateTime)]
    waiting_since: kernel::Timestamp,
}

impl From<&QueueItem> for ItemDto {
    fn from(item: &QueueItem) -> Self {
        Self {
            product_id: item.product.to_string(),
            name: item.name.clone(),
            is_event: item.is_event,
            category: item.category.clone(),
            selling_price: rupees(item.price),
            thumbnail: item.thumbnail.as_ref().map(media_path),
            shop_id: item.shop.to_string(),
            shop_name: item.shop_name.clone(),
            moderation: item.hold.as_ref().map(ModerationDto::from),
            reports: item
                .reports
                .iter()
                .map(|(reason, count)| ReportCountDto {
                    reason: reason.as_str(),
                    count: *count,
                })
                .collect(),
            report_details: item.report_details.clone(),
            waiting_since: item.waiting_since,
        }
    }
}

/// One page of the queue.
#[derive(Serialize, ToSchema)]
#[schema(as = ProductReviewQueue)]
pub(super) struct QueuePage {
    success: bool,
    /// Longest waiting first.
    items: Vec<ItemDto>,
    /// How many wait, on every page together.
    total: u64,
    page: u32,
    limit: u32,
}

/// Products waiting for approval (`catalog.moderation`) or reported by shoppers, longest waiting
/// first.
#[utoipa::path(
    get,
    path = "/api/v2/admin-products-review",
    tag = "admin",
    params(
        ("page" = Option<u32>, Query, minimum = 1, description = "1-based; 1 unless given"),
        ("limit" = Option<u32>, Query, minimum = 1, maximum = 100, description = "20 unless given"),
        ("q" = Option<String>, Query, description = "Only products whose name or shop name contains this, ignoring case; at most 100 characters are used"),
    ),
    responses(
        (status = 200, body = QueuePage),
        (status = 400, description = "A wrong `page` or `limit`", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
    )
)]
pub async fn queue(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let request = page_of_query(&params, 20)?;
    let search = search_text(params.get("q").map(String::as_str));
    let page = state.moderation.queue(search, request).await?;
    Ok(HttpResponse::Ok().json(QueuePage {
        success: true,
        items: page.items.iter().map(ItemDto::from).collect(),
        total: page.total,
        page: request.page(),
        limit: request.limit(),
    }))
}

/// What the decision left.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ProductReviewDecided)]
pub(super) struct Decided {
    success: bool,
    /// `live` after an approval, `rejected` after a rejection.
    status: &'static str,
}

/// Approves a product, which is public at once (a reported one stays so, its reports closed), or
/// rejects it with a reason its seller reads in a notification and beside the product; the
/// seller's next edit sends it back to the queue. The decision goes in the audit log.
#[utoipa::path(
    put,
    path = "/api/v2/admin-product-review/{productId}",
    tag = "admin",
    params(("productId" = String, Path, format = Uuid, description = "The product's or event's id")),
    request_body = ReviewDecision,
    responses(
        (status = 200, description = "Decided", body = Decided),
        (status = 400, description = "A wrong `decision`, or a rejection without a `reason` of 3 to 500 characters", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
        (status = 404, description = "There is no such product", body = ErrorBody),
        (status = 409, description = "`nothing_to_review`: the product neither waits for approval nor has open reports, also when another decision came first", body = ErrorBody),
    )
)]
pub async fn decide(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<ReviewDecision>,
) -> Result<HttpResponse, ApiError> {
    let id = product_id(&id)?;
    let decision = match body.parse()? {
        None => Decision::Approve,
        Some(reason) => Decision::Reject(reason),
    };
    let not_found = || ApiError::NotFound(kernel::Message::new("error-not_found-product"));
    let product = state.products.find(id).await?.ok_or_else(not_found)?;
    let shop = state.shops.find(product.shop_id).await?.ok_or_else(not_found)?;
    decide_product(
        state.moderation.as_ref(),
        state.texts.as_ref(),
        &product,
        shop.language,
        &decision,
        state.clock.now(),
    )
    .await?;
    // What the storefront shows changed either way.
    state.catalogue_changed().await;
    state
        .signals
        .publish(crate::notices::signals::Signal::notifications(
            notices::Recipient::Shop(shop.id),
        ))
        .await;
    let name = product.details.name.as_str();
    let (action, details, status) = match &decision {
        Decision::Approve => ("product.review.approve", json!({"product": name}), "live"),
        Decision::Reject(reason) => (
            "product.review.reject",
            json!({"product": name, "reason": reason.as_str()}),
            "rejected",
        ),
    };
    audit::record(&state, &admin, action, "product", id.to_string(), details).await;
    Ok(HttpResponse::Ok().json(Decided {
        success: true,
        status,
    }))
}
