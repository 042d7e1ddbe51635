//! `GET /get-product-details/{id}` and `GET /get-same-products/{id}`.

use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::dto::{ProductDto, ReviewDto, products};
use super::{NO_PRODUCT, product_id};
use crate::app::state::AppState;
use crate::http::error::{ApiError, ErrorBody};

/// The product page shows this many reviews, newest first.
const REVIEWS_SHOWN: u32 = 50;
/// Variants, then more of the same category.
const SIMILAR_SHOWN: u32 = 8;

/// A product's page.
#[derive(Serialize, ToSchema)]
#[schema(as = ProductPage)]
pub(super) struct DetailsResponse {
    success: bool,
    product: ProductDto,
    /// Its newest reviews, at most 50.
    reviews: Vec<ReviewDto>,
}

/// Products like another one.
#[derive(Serialize, ToSchema)]
#[schema(as = SimilarProducts)]
pub(super) struct ProductsResponse {
    success: bool,
    /// Its variants, then more of its category; at most 8, never the product itself.
    products: Vec<ProductDto>,
}

/// A product or running event on the storefront, with its newest reviews.
#[utoipa::path(
    get,
    path = "/api/v2/get-product-details/{id}",
    tag = "catalog",
    params(("id" = String, Path, format = Uuid, description = "The product's id")),
    responses(
        (status = 200, body = DetailsResponse),
        (status = 404, description = "No such product on the storefront: unknown, deleted, its shop suspended, or an event not running", body = ErrorBody),
    )
)]
pub async fn product(state: web::Data<AppState>, id: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let id = product_id(&id)?;
    // Owned, so an aged answer can be recomputed after this request is answered.
    let app = state.clone();
    let page = async move {
        let Some(listed) = app.storefront.details(id, app.clock.now()).await? else {
            return Ok(None);
        };
        let reviews = app.reviews.of_product(id, REVIEWS_SHOWN).await?;
        Ok(Some(DetailsResponse {
            success: true,
            product: ProductDto::from(&listed),
            reviews: reviews.iter().map(ReviewDto::from).collect(),
        }))
    };
    let missing = || ApiError::NotFound(kernel::Message::new(NO_PRODUCT));
    state
        .storefront_cache
        .found(format!("details {id}"), page, missing)
        .await
}

/// Products like this one: its variants (same shop and name), then more of its category.
#[utoipa::path(
    get,
    path = "/api/v2/get-same-products/{id}",
    tag = "catalog",
    params(("id" = String, Path, format = Uuid, description = "The product's id")),
    responses(
        (status = 200, body = ProductsResponse),
        (status = 404, description = "No such product on the storefront", body = ErrorBody),
    )
)]
pub async fn same(state: web::Data<AppState>, id: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let id = product_id(&id)?;
    let app = state.clone();
    let page = async move {
        let Some(listed) = app.storefront.details(id, app.clock.now()).await? else {
            return Ok(None);
        };
        // Which products are alike changes only with the catalogue, so the ids are kept like a
        // listing's page; their prices and stock are read afresh with each answer.
        let ids = app
            .storefront_cache
            .page(format!("similar {id}"), async {
                Ok(app.storefront.similar(&listed.product, SIMILAR_SHOWN).await?)
            })
            .await?;
        let similar = app.storefront.listed(&ids).await?;
        Ok(Some(ProductsResponse {
            success: true,
            products: products(&similar),
        }))
    };
    let missing = || ApiError::NotFound(kernel::Message::new(NO_PRODUCT));
    state
        .storefront_cache
        .found(format!("same {id}"), page, missing)
        .await
}
