//! `GET /get-shop-product/{id}`: one of the seller's own products, for the edit page. The
//! storefront's details call shows only what is public (not a held product, nor any product of a
//! suspended or unapproved shop), and the seller's list is paged: a shop of thousands of products
//! must open any one of them by its id.

use actix_web::{HttpResponse, web};

use super::create::{ProductResponse, listed};
use super::dto::ProductDto;
use super::{NO_PRODUCT, product_id};
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody};

/// One of the signed-in seller's products or events as the seller sees it, whatever the
/// storefront shows of it, with its `moderation` when moderation holds it.
#[utoipa::path(
    get,
    path = "/api/v2/get-shop-product/{id}",
    tag = "catalog",
    params(("id" = String, Path, format = Uuid, description = "The product's or event's id")),
    responses(
        (status = 200, body = ProductResponse),
        (status = 401, description = "No seller is signed in", body = ErrorBody),
        (status = 404, description = "Not one of this seller's live products: unknown, deleted or another shop's", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = product_id(&id)?;
    let Some(product) = state
        .products
        .find(id)
        .await?
        .filter(|product| product.shop_id == shop.id)
    else {
        return Err(ApiError::NotFound(kernel::Message::new(NO_PRODUCT)));
    };
    let hold = state
        .moderation
        .holds_of(&[id])
        .await?
        .pop()
        .map(|(_, hold)| hold);
    Ok(HttpResponse::Ok().json(ProductResponse {
        success: true,
        product: ProductDto::from(&listed(&shop, product)).with_hold(hold.as_ref()),
    }))
}
