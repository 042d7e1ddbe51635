//! Removing products and events: the seller's own (`/delete-shop-product/{id}`,
//! `/delete-shop-event/{id}`) and, for anyone, an event that has already ended
//! (`/delete-event/{id}`, which the storefront's countdown calls; docs/product.md §7.2).

use actix_web::{HttpResponse, web};
use catalog::manage::delete::{Expect, Remover, delete_product};

use super::dto::MessageResponse;
use super::product_id;
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody};

pub const PRODUCT_DELETED: &str = "Product deleted successfully!";
pub const EVENT_DELETED: &str = "Event deleted successfully!";

async fn remove(
    state: &AppState,
    remover: Remover,
    expect: Expect,
    raw_id: &str,
    message: &'static str,
) -> Result<HttpResponse, ApiError> {
    let id = product_id(raw_id)?;
    delete_product(
        state.products.as_ref(),
        state.product_images(),
        remover,
        expect,
        id,
        state.clock.now(),
    )
    .await?;
    state.catalogue_changed().await;
    Ok(HttpResponse::Ok().json(MessageResponse::new(message)))
}

/// A seller removes their own product (not an event), with its images.
#[utoipa::path(
    delete,
    path = "/api/v2/delete-shop-product/{id}",
    tag = "catalog",
    params(("id" = String, Path, format = Uuid, description = "The product's id")),
    responses(
        (status = 200, description = "Removed", body = MessageResponse),
        (status = 401, description = "No seller is signed in", body = ErrorBody),
        (status = 404, description = "Not one of this seller's products", body = ErrorBody),
    )
)]
pub async fn shop_product(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    remove(
        &state,
        Remover::Seller(shop.id),
        Expect::Product,
        &id,
        PRODUCT_DELETED,
    )
    .await
}

/// A seller removes their own event, running or not, with its images.
#[utoipa::path(
    delete,
    path = "/api/v2/delete-shop-event/{id}",
    tag = "catalog",
    params(("id" = String, Path, format = Uuid, description = "The event's id")),
    responses(
        (status = 200, description = "Removed", body = MessageResponse),
        (status = 401, description = "No seller is signed in", body = ErrorBody),
        (status = 404, description = "Not one of this seller's events", body = ErrorBody),
    )
)]
pub async fn shop_event(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    remove(
        &state,
        Remover::Seller(shop.id),
        Expect::Event,
        &id,
        EVENT_DELETED,
    )
    .await
}

/// Anyone removes an event that has ended, as the storefront's countdown does when a deal runs out.
#[utoipa::path(
    delete,
    path = "/api/v2/delete-event/{id}",
    tag = "catalog",
    params(("id" = String, Path, format = Uuid, description = "The event's id")),
    responses(
        (status = 200, description = "Removed", body = MessageResponse),
        (status = 404, description = "No such event", body = ErrorBody),
        (status = 409, description = "The event has not ended yet", body = ErrorBody),
    )
)]
pub async fn ended_event(
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    remove(&state, Remover::Anyone, Expect::Event, &id, EVENT_DELETED).await
}

/// The operator removes any product or event (`DELETE /delete-product-admin/{id}`).
pub async fn by_admin(state: &AppState, raw_id: &str) -> Result<HttpResponse, ApiError> {
    remove(state, Remover::Admin, Expect::Either, raw_id, PRODUCT_DELETED).await
}
