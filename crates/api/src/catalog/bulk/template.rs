//! `GET /shop-products-csv-template`: the catalogue CSV's header and one example row.

use actix_web::HttpResponse;

use crate::auth::CurrentSeller;
use crate::http::download::attachment;
use crate::http::error::ErrorBody;

/// The CSV a seller fills in to add or update products in bulk.
#[utoipa::path(
    get,
    path = "/api/v2/shop-products-csv-template",
    tag = "catalog",
    responses(
        (status = 200, description = "The columns `sku`, `name`, `description`, `category`, `brand`, `originalPrice`, `sellingPrice`, `stock`, `hsn`, `gstRate`, `countryOfOrigin` (required), then `sizes`, `colorName`, `colorHex` and `images` (optional; several sizes or pictures separated by `|`), and one example row", content_type = "text/csv", body = String),
        (status = 401, description = "No seller is signed in", body = ErrorBody),
    )
)]
pub async fn handle(CurrentSeller(_shop): CurrentSeller) -> HttpResponse {
    attachment(
        catalog::bulk::file::template(),
        "text/csv; charset=utf-8",
        "haat-products-template.csv".to_owned(),
    )
}
