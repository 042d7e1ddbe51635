//! `PUT /edit-shop-product/{id}`: a seller edits their own product or event.

use actix_multipart::form::MultipartForm;
use actix_web::{HttpResponse, web};
use catalog::manage::edit::{ProductEdit, edit_product};

use super::create::{ProductResponse, listed, supplier};
use super::dto::ProductDto;
use super::form::ProductForm;
use super::product_id;
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::uploads::Uploader;

/// A seller replaces their own product or event with the form's: the whole product as it should
/// be, the kept images first. An event keeps its schedule. A product the Admin rejected goes back
/// to the Admin's queue (`moderation`).
#[utoipa::path(
    put,
    path = "/api/v2/edit-shop-product/{id}",
    tag = "catalog",
    params(("id" = String, Path, format = Uuid, description = "The product's or event's id")),
    request_body(content = ProductForm, content_type = "multipart/form-data", description = "The product's parts; `keepImages` names the current images to keep"),
    responses(
        (status = 200, description = "Saved", body = ProductResponse),
        (status = 400, description = "Each wrong part named (every image problem on `images`; `gstRate` above 0 from a shop without a GSTIN); nothing is stored", body = ErrorBody),
        (status = 401, description = "No seller is signed in", body = ErrorBody),
        (status = 404, description = "Not one of this seller's products", body = ErrorBody),
        (status = 413, description = "The form is larger than allowed", body = ErrorBody),
        (status = 415, description = "Not sent as `multipart/form-data`", body = ErrorBody),
        (status = 429, description = "`uploads_in_flight`: this account already has its allowed uploads being processed; `too_many_requests`: it has started its allowed uploads this minute (both with `Retry-After`)", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    id: web::Path<String>,
    MultipartForm(form): MultipartForm<ProductForm>,
) -> Result<HttpResponse, ApiError> {
    let id = product_id(&id)?;
    // An event keeps its schedule; the form's dates are not part of an edit.
    let parsed = form.parse(false)?;
    let _turn = state
        .uploads
        .turn_if(Uploader::Shop(shop.id), !parsed.uploads.is_empty())
        .await?;
    let updated = edit_product(
        state.products.as_ref(),
        state.product_images(),
        ProductEdit {
            shop_id: shop.id,
            id,
            supplier: supplier(&shop),
            details: parsed.details,
            keep: parsed.keep,
            uploads: parsed.uploads,
        },
        state.clock.now(),
    )
    .await?;
    state.catalogue_changed().await;
    // A rejected product is back in the queue now; the seller sees so at once.
    let hold = state
        .moderation
        .holds_of(&[updated.id])
        .await?
        .pop()
        .map(|(_, hold)| hold);
    Ok(HttpResponse::Ok().json(ProductResponse {
        success: true,
        product: ProductDto::from(&listed(&shop, updated)).with_hold(hold.as_ref()),
    }))
}
