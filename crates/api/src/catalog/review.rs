//! `PUT /create-new-review`: a buyer rates a product they received.

use actix_web::{HttpResponse, web};
use catalog::reviews::review_product;
use catalog::{Rating, ReviewComment};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::dto::ProductDto;
use super::product_id;
use crate::app::state::AppState;
use crate::auth::CurrentUser;
use crate::http::error::{ApiError, ErrorBody, Fields};

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReviewBody {
    #[schema(format = Uuid)]
    product_id: String,
    /// Stars, a whole number.
    #[schema(value_type = i64, minimum = 1, maximum = 5)]
    rating: serde_json::Value,
    /// At most 2000 characters once trimmed; may be left out.
    #[serde(default)]
    comment: String,
}

/// A review stored.
#[derive(Serialize, ToSchema)]
#[schema(as = Reviewed)]
pub(super) struct ReviewResponse {
    success: bool,
    message: &'static str,
    /// The product with its new rating; null when it is off the storefront (its shop suspended,
    /// its event over), though the review is stored.
    #[schema(required = true)]
    product: Option<ProductDto>,
}

/// A shopper rates a product they have received; a second review of it replaces the first.
#[utoipa::path(
    put,
    path = "/api/v2/create-new-review",
    tag = "catalog",
    request_body = ReviewBody,
    responses(
        (status = 200, description = "Stored; the ratings are updated", body = ReviewResponse),
        (status = 400, description = "Each wrong field named", body = ErrorBody),
        (status = 401, description = "No shopper is signed in", body = ErrorBody),
        (status = 403, description = "This shopper has no delivered order with this product", body = ErrorBody),
        (status = 404, description = "No such product", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<ReviewBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let mut fields = Fields::new();
    let product = fields.check(
        "productId",
        product_id(&body.product_id).map_err(|_| kernel::Message::new("field-product-id")),
    );
    let stars = body.rating.as_i64().ok_or(catalog::ReviewError::InvalidRating);
    let rating = fields.check("rating", stars.and_then(Rating::new));
    let comment = fields.check("comment", ReviewComment::parse(&body.comment));
    let (product, rating, comment) = fields.finish(|| Some((product?, rating?, comment?)))?;

    let now = state.clock.now();
    review_product(
        state.products.as_ref(),
        state.reviews.as_ref(),
        user.id,
        product,
        rating,
        comment,
        now,
    )
    .await?;
    state.catalogue_changed().await;
    // The product as shoppers now see it, with its new rating; null when it is off the storefront
    // (its shop suspended, its event over), though the review is stored.
    let listed = state.storefront.details(product, now).await?;
    Ok(HttpResponse::Ok().json(ReviewResponse {
        success: true,
        message: "Reviewed successfully!",
        product: listed.as_ref().map(ProductDto::from),
    }))
}
