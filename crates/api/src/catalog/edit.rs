//! `PUT /edit-shop-product/{id}`: a seller edits their own product or event.

use actix_multipart::form::MultipartForm;
use actix_web::{HttpResponse, web};
use catalog::manage::edit::{ProductEdit, edit_product};
use serde::Serialize;

use super::create::listed;
use super::dto::ProductDto;
use super::form::ProductForm;
use super::product_id;
use crate::auth::CurrentSeller;
use crate::error::ApiError;
use crate::state::AppState;

#[derive(Serialize)]
struct ProductResponse {
    success: bool,
    product: ProductDto,
}

pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    id: web::Path<String>,
    MultipartForm(form): MultipartForm<ProductForm>,
) -> Result<HttpResponse, ApiError> {
    let id = product_id(&id)?;
    // An event keeps its schedule; the form's dates are not part of an edit.
    let parsed = form.parse(false)?;
    let updated = edit_product(
        state.products.as_ref(),
        state.product_images(),
        ProductEdit {
            shop_id: shop.id,
            id,
            details: parsed.details,
            keep: parsed.keep,
            uploads: parsed.uploads,
        },
        state.clock.now(),
    )
    .await?;
    Ok(HttpResponse::Ok().json(ProductResponse {
        success: true,
        product: ProductDto::from(&listed(&shop, updated)),
    }))
}
