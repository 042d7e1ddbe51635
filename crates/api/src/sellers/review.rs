//! `GET /shop-review-checklist` and `POST /shop-submit-review`: the seller readies the shop for
//! the Admin's review and submits it (docs/identity.md "A shop's review").

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use shops::accounts::review::submit_for_review;
use shops::{Checklist, ChecklistItem, ReviewFacts, Shop};
use utoipa::ToSchema;

use super::dto::{ReviewStatusName, SellerDto, SellerResponse};
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody};

/// One item of the checklist.
#[derive(Serialize, ToSchema)]
#[schema(as = ReviewChecklistItem)]
pub(super) struct ItemDto {
    /// `description`, `gstin` (a GSTIN or the declaration of not being registered), `pan`,
    /// `withdrawMethod` or `products`: the field a refused submission names.
    key: &'static str,
    done: bool,
}

/// Where the shop's review stands, and what it still needs.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ReviewChecklist)]
pub(super) struct ChecklistAnswer {
    success: bool,
    #[schema(value_type = ReviewStatusName, inline)]
    review_status: &'static str,
    /// Why the Admin rejected the shop; null unless it is rejected.
    #[schema(required = true)]
    review_reason: Option<String>,
    /// In the order the dashboard shows them.
    items: Vec<ItemDto>,
    /// Whether every item is done (`gstin` may still be done by declaring, as the shop is submitted).
    ready: bool,
}

/// What the checklist needs beyond the shop: its payout method and its products.
pub(crate) async fn facts_of(state: &AppState, shop: &Shop) -> Result<ReviewFacts, ApiError> {
    let has_payout = state.withdrawals.payout_method(shop.id).await?.is_some();
    let summaries = state.figures.shop_summaries(&[shop.id]).await?;
    let products = summaries.get(&shop.id).map_or(0, |(count, _)| *count);
    Ok(ReviewFacts { has_payout, products })
}

/// The signed-in seller's review checklist.
#[utoipa::path(
    get,
    path = "/api/v2/shop-review-checklist",
    tag = "sellers",
    responses(
        (status = 200, body = ChecklistAnswer),
        (status = 401, description = "Not signed in as a seller of an active shop", body = ErrorBody),
    )
)]
pub async fn checklist(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let facts = facts_of(&state, &shop).await?;
    let checklist = Checklist::of(&shop, facts, false);
    let seller = SellerDto::from(&shop);
    Ok(HttpResponse::Ok().json(ChecklistAnswer {
        success: true,
        review_status: seller.review_status,
        review_reason: seller.review_reason,
        ready: checklist.missing().is_empty(),
        items: checklist
            .items
            .iter()
            .map(|&(item, done): &(ChecklistItem, bool)| ItemDto {
                key: item.key(),
                done,
            })
            .collect(),
    }))
}

/// The submission.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SubmitReviewBody)]
pub struct SubmitBody {
    /// The seller declares the business is not registered for GST (its turnover is under the
    /// threshold, or it sells only exempt goods). Needed for a shop without a GSTIN; kept with
    /// its time.
    #[serde(default)]
    gst_unregistered: bool,
}

/// Sends the shop to the Admin's review queue. Nothing of it is public until it is approved.
#[utoipa::path(
    post,
    path = "/api/v2/shop-submit-review",
    tag = "sellers",
    request_body(content = SubmitBody, description = "May be empty (`{}`)"),
    responses(
        (status = 200, description = "Submitted: `reviewStatus` is `submitted`", body = SellerResponse),
        (status = 400, description = "The body is not JSON of this shape", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller of an active shop", body = ErrorBody),
        (status = 409, description = "`review_incomplete` naming each item left in `fields`; `review_pending` while it waits; `review_approved` once approved", body = ErrorBody),
    )
)]
pub async fn submit(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    body: web::Json<SubmitBody>,
) -> Result<HttpResponse, ApiError> {
    let facts = facts_of(&state, &shop).await?;
    let shop = submit_for_review(
        state.shops.as_ref(),
        &shop,
        facts,
        body.gst_unregistered,
        state.clock.now(),
    )
    .await?;
    Ok(HttpResponse::Ok().json(SellerResponse::from(&shop)))
}
