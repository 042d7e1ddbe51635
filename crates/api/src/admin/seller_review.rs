//! `GET /admin-sellers-review` and `PUT /admin-seller-review/{shopId}`: the Admin's queue of shops
//! waiting for review, and the decision on one (docs/identity.md "A shop's review").

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use kernel::{ShopId, Timestamp};
use serde::Serialize;
use serde_json::json;
use shops::Decision;
use shops::accounts::review::decide_review;
use utoipa::ToSchema;

use super::audit;
use super::decision::ReviewDecision;
use crate::app::state::AppState;
use crate::auth::Admin;
use crate::catalog::shop_id;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::paging::{page_of_query, search_text};
use crate::sellers::dto::{SellerDto, SellerResponse};
use crate::withdrawals::dto::{PayoutDto, Viewer};

/// A shop in the queue: what its seller filled in, with what the checklist looked at.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SellerReviewItem)]
pub(super) struct ItemDto {
    #[serde(flatten)]
    seller: SellerDto,
    /// Live products (not events).
    product_count: u64,
    /// The payout method, whole, for the Admin to check against the PAN and legal name.
    #[schema(required = true)]
    withdraw_method: Option<PayoutDto>,
    /// When it was (last) submitted.
    #[schema(value_type = Option<String>, format = DateTime, required = true)]
    submitted_at: Option<Timestamp>,
    /// Why the Admin rejected it the time before, when it was; null otherwise.
    #[schema(required = true)]
    previous_reason: Option<String>,
}

/// One page of the queue.
#[derive(Serialize, ToSchema)]
#[schema(as = SellerReviewQueue)]
pub(super) struct QueuePage {
    success: bool,
    /// Longest waiting first.
    items: Vec<ItemDto>,
    /// How many wait, on every page together.
    total: u64,
    page: u32,
    limit: u32,
}

/// The shops waiting for review, longest waiting first.
#[utoipa::path(
    get,
    path = "/api/v2/admin-sellers-review",
    tag = "admin",
    params(
        ("page" = Option<u32>, Query, minimum = 1, description = "1-based; 1 unless given"),
        ("limit" = Option<u32>, Query, minimum = 1, maximum = 100, description = "20 unless given"),
        ("q" = Option<String>, Query, description = "Only shops whose shop name, owner name or email contains this, ignoring case; at most 100 characters are used"),
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
    let page = state.shops.review_queue(search, request).await?;
    let ids: Vec<ShopId> = page.items.iter().map(|s| s.id).collect();
    let summaries = state.figures.shop_summaries(&ids).await?;
    let mut items = Vec::with_capacity(page.items.len());
    for shop in &page.items {
        let method = state.withdrawals.payout_method(shop.id).await?;
        items.push(ItemDto {
            seller: SellerDto::from(shop),
            product_count: summaries.get(&shop.id).map_or(0, |(count, _)| *count),
            withdraw_method: method.as_ref().map(|m| PayoutDto::of(m, Viewer::Admin)),
            submitted_at: shop.review.submitted_at,
            previous_reason: shop.review.reason.as_ref().map(|r| r.as_str().to_owned()),
        });
    }
    Ok(HttpResponse::Ok().json(QueuePage {
        success: true,
        items,
        total: page.total,
        page: request.page(),
        limit: request.limit(),
    }))
}

/// Approves a waiting shop, which goes live at once, or rejects it with a reason. Either way the
/// seller gets a notification and an email, and the decision goes in the audit log.
#[utoipa::path(
    put,
    path = "/api/v2/admin-seller-review/{shopId}",
    tag = "admin",
    params(("shopId" = String, Path, format = Uuid, description = "The shop's id")),
    request_body = ReviewDecision,
    responses(
        (status = 200, description = "Decided: the shop as it is now", body = SellerResponse),
        (status = 400, description = "A wrong `decision`, or a rejection without a `reason` of 3 to 500 characters", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
        (status = 404, description = "There is no such shop", body = ErrorBody),
        (status = 409, description = "The shop is not waiting for review (`review_not_submitted`), also when another decision came first", body = ErrorBody),
    )
)]
pub async fn decide(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<ReviewDecision>,
) -> Result<HttpResponse, ApiError> {
    let id = shop_id(&id)?;
    let decision = match body.parse()? {
        None => Decision::Approve,
        Some(reason) => Decision::Reject(reason),
    };
    let shop = decide_review(
        state.shops.as_ref(),
        state.texts.as_ref(),
        &state.links,
        id,
        &decision,
        state.clock.now(),
    )
    .await?;
    state.email_queued();
    state
        .signals
        .publish(crate::notices::signals::Signal::notifications(
            notices::Recipient::Shop(shop.id),
        ))
        .await;
    let (action, details) = match &decision {
        Decision::Approve => {
            // Its products join the storefront now.
            state.catalogue_changed().await;
            ("shop.review.approve", json!({"shop": shop.name.as_str()}))
        }
        Decision::Reject(reason) => (
            "shop.review.reject",
            json!({"shop": shop.name.as_str(), "reason": reason.as_str()}),
        ),
    };
    audit::record(&state, &admin, action, "shop", id.to_string(), details).await;
    Ok(HttpResponse::Ok().json(SellerResponse::from(&shop)))
}
