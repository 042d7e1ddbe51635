//! `POST /create-product` and `POST /create-event`: a seller adds to their own shop.

use actix_multipart::form::MultipartForm;
use actix_web::{HttpResponse, web};
use catalog::manage::Supplier;
use catalog::manage::create::{Created, NewProduct, create_product};
use catalog::moderation::{Hold, HoldStatus};
use catalog::{EventSchedule, Listed, Product, ShopSummary};
use kernel::Described as _;
use serde::Serialize;
use shops::Shop;
use utoipa::ToSchema;

use super::dto::ProductDto;
use super::form::ProductForm;
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::uploads::Uploader;

/// A product as saved (`create-product`, `edit-shop-product`).
#[derive(Serialize, ToSchema)]
#[schema(as = SavedProduct)]
pub(super) struct ProductResponse {
    pub(super) success: bool,
    pub(super) product: ProductDto,
}

/// An event as created.
#[derive(Serialize, ToSchema)]
#[schema(as = SavedEvent)]
pub(super) struct EventResponse {
    success: bool,
    event: ProductDto,
}

/// Whether the seller's own shop may charge GST: it may once it has given a GSTIN.
pub(crate) fn supplier(shop: &Shop) -> Supplier {
    if shop.gstin.is_some() {
        Supplier::Registered
    } else {
        Supplier::Unregistered
    }
}

/// The seller's own shop as its listings show it.
pub(crate) fn listed(shop: &Shop, product: Product) -> Listed {
    Listed {
        product,
        shop: ShopSummary {
            id: shop.id,
            name: shop.name.as_str().to_owned(),
            avatar: shop.avatar.clone(),
            rating_total: shop.rating_total,
            rating_count: shop.rating_count,
        },
    }
}

/// A new product as its seller sees it: with its hold when it waits for the Admin.
fn created_dto(shop: &Shop, created: Created) -> ProductDto {
    let hold = created.held.then_some(Hold {
        status: HoldStatus::Pending,
        reason: None,
        held_at: created.product.created_at,
    });
    ProductDto::from(&listed(shop, created.product)).with_hold(hold.as_ref())
}

/// A seller adds a product to their own shop.
#[utoipa::path(
    post,
    path = "/api/v2/create-product",
    tag = "catalog",
    request_body(content = ProductForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Created: on the storefront, or, when `catalog.moderation` holds it, waiting for the Admin (`moderation`)", body = ProductResponse),
        (status = 400, description = "Each wrong part named (every image problem on `images`; `gstRate` above 0 from a shop without a GSTIN); nothing is stored", body = ErrorBody),
        (status = 401, description = "No seller is signed in", body = ErrorBody),
        (status = 413, description = "The form is larger than allowed", body = ErrorBody),
        (status = 415, description = "Not sent as `multipart/form-data`", body = ErrorBody),
        (status = 429, description = "`uploads_in_flight`: this account already has its allowed uploads being processed; `too_many_requests`: it has started its allowed uploads this minute (both with `Retry-After`)", body = ErrorBody),
    )
)]
pub async fn product(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    MultipartForm(form): MultipartForm<ProductForm>,
) -> Result<HttpResponse, ApiError> {
    let parsed = form.parse(false)?;
    let _turn = state
        .uploads
        .turn_if(Uploader::Shop(shop.id), !parsed.uploads.is_empty())
        .await?;
    let created = create_product(
        state.products.as_ref(),
        state.product_images(),
        NewProduct {
            shop_id: shop.id,
            supplier: supplier(&shop),
            details: parsed.details,
            uploads: parsed.uploads,
            schedule: None,
            moderation: state.moderation_mode,
        },
        state.clock.now(),
    )
    .await?;
    state.catalogue_changed().await;
    Ok(HttpResponse::Created().json(ProductResponse {
        success: true,
        product: created_dto(&shop, created),
    }))
}

/// A seller adds an event (a product on offer from `startDate` to `endDate`) to their own shop.
#[utoipa::path(
    post,
    path = "/api/v2/create-event",
    tag = "catalog",
    request_body(content = ProductForm, content_type = "multipart/form-data", description = "The product's parts plus `startDate` and `endDate`"),
    responses(
        (status = 201, description = "Created; shown from its start until its end (once the Admin approves it, when `catalog.moderation` holds it: see `moderation`)", body = EventResponse),
        (status = 400, description = "Each wrong part named (every image problem on `images`; `gstRate` above 0 from a shop without a GSTIN); nothing is stored", body = ErrorBody),
        (status = 401, description = "No seller is signed in", body = ErrorBody),
        (status = 413, description = "The form is larger than allowed", body = ErrorBody),
        (status = 415, description = "Not sent as `multipart/form-data`", body = ErrorBody),
        (status = 429, description = "`uploads_in_flight`: this account already has its allowed uploads being processed; `too_many_requests`: it has started its allowed uploads this minute (both with `Retry-After`)", body = ErrorBody),
    )
)]
pub async fn event(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    MultipartForm(form): MultipartForm<ProductForm>,
) -> Result<HttpResponse, ApiError> {
    let parsed = form.parse(true)?;
    let schedule = parsed
        .schedule
        .map(|(start, end)| EventSchedule::new(start, end))
        .transpose()
        .map_err(|e| ApiError::field("endDate", e.message()))?;
    let _turn = state
        .uploads
        .turn_if(Uploader::Shop(shop.id), !parsed.uploads.is_empty())
        .await?;
    let created = create_product(
        state.products.as_ref(),
        state.product_images(),
        NewProduct {
            shop_id: shop.id,
            supplier: supplier(&shop),
            details: parsed.details,
            uploads: parsed.uploads,
            schedule,
            moderation: state.moderation_mode,
        },
        state.clock.now(),
    )
    .await?;
    state.catalogue_changed().await;
    Ok(HttpResponse::Created().json(EventResponse {
        success: true,
        event: created_dto(&shop, created),
    }))
}
