//! `POST /create-product` and `POST /create-event`: a seller adds to their own shop.

use actix_multipart::form::MultipartForm;
use actix_web::{HttpResponse, web};
use catalog::manage::create::{NewProduct, create_product};
use catalog::{EventSchedule, Listed, Product, ShopSummary};
use serde::Serialize;
use shops::Shop;

use super::dto::ProductDto;
use super::form::ProductForm;
use crate::auth::CurrentSeller;
use crate::error::ApiError;
use crate::state::AppState;

#[derive(Serialize)]
struct ProductResponse {
    success: bool,
    product: ProductDto,
}

#[derive(Serialize)]
struct EventResponse {
    success: bool,
    event: ProductDto,
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

pub async fn product(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    MultipartForm(form): MultipartForm<ProductForm>,
) -> Result<HttpResponse, ApiError> {
    let parsed = form.parse(false)?;
    let created = create_product(
        state.products.as_ref(),
        state.product_images(),
        NewProduct {
            shop_id: shop.id,
            details: parsed.details,
            uploads: parsed.uploads,
            schedule: None,
        },
        state.clock.now(),
    )
    .await?;
    Ok(HttpResponse::Created().json(ProductResponse {
        success: true,
        product: ProductDto::from(&listed(&shop, created)),
    }))
}

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
        .map_err(|e| ApiError::field("endDate", e.to_string()))?;
    let created = create_product(
        state.products.as_ref(),
        state.product_images(),
        NewProduct {
            shop_id: shop.id,
            details: parsed.details,
            uploads: parsed.uploads,
            schedule,
        },
        state.clock.now(),
    )
    .await?;
    Ok(HttpResponse::Created().json(EventResponse {
        success: true,
        event: ProductDto::from(&listed(&shop, created)),
    }))
}
