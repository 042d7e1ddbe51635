//! `GET /shop-products-export`: the seller's products as the catalogue CSV.

use actix_web::{HttpResponse, web};
use kernel::PageRequest;

use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::download::attachment;
use crate::http::error::{ApiError, ErrorBody};

/// Rows read from the store at a time: the largest page the store is asked for anywhere.
const READ_PAGE: u32 = PageRequest::MAX_LIMIT;

/// Every live product (not event) of the seller's shop, oldest first, in the template's columns;
/// edited and uploaded again, it updates the same products by SKU.
#[utoipa::path(
    get,
    path = "/api/v2/shop-products-export",
    tag = "catalog",
    responses(
        (status = 200, description = "The catalogue CSV; `images` holds each picture's public address", content_type = "text/csv", body = String),
        (status = 401, description = "No seller is signed in", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let mut products = Vec::new();
    for page in 1.. {
        let request = PageRequest::new(page, READ_PAGE).map_err(anyhow::Error::from)?;
        let batch = state.products.of_shop(shop.id, request).await?;
        let last = batch.len() < READ_PAGE as usize;
        products.extend(batch);
        if last {
            break;
        }
    }
    let media_base = format!("{}/media/", state.links.base());
    Ok(attachment(
        catalog::bulk::export::export(&products, &media_base),
        "text/csv; charset=utf-8",
        "haat-products.csv".to_owned(),
    ))
}
