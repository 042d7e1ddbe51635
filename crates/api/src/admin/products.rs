//! The operator's catalogue: `DELETE /delete-product-admin/{id}`, `GET /admin-all-products`,
//! `GET /admin-all-events`.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use catalog::{CatalogueQuery, Kind};
use serde::Serialize;
use utoipa::{IntoParams, ToSchema};

use super::audit;
use crate::app::state::AppState;
use crate::auth::Admin;
use crate::catalog::delete::by_admin;
use crate::catalog::dto::{MessageResponse, ProductDto, products};
use crate::http::error::{ApiError, ErrorBody};
use crate::http::paging::{page_of_query, search_and_sort};

const DEFAULT_LIMIT: u32 = 20;

/// One page of every shop's live products.
#[derive(Serialize, ToSchema)]
#[schema(as = AdminProductsPage)]
pub(super) struct ProductsPage {
    success: bool,
    products: Vec<ProductDto>,
    /// How many match, on every page together.
    total: u64,
    page: u32,
    limit: u32,
}

/// One page of every shop's live events.
#[derive(Serialize, ToSchema)]
#[schema(as = AdminEventsPage)]
pub(super) struct EventsPage {
    success: bool,
    events: Vec<ProductDto>,
    /// How many match, on every page together.
    total: u64,
    page: u32,
    limit: u32,
}

/// The lists' query. Only describes it: [`page_of`] reads the query as a map, so it is never
/// built.
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(super) struct ListQuery {
    /// 1-based; 1 when absent.
    #[param(minimum = 1)]
    page: Option<u32>,
    /// Items per page, 1 to 100; 20 when absent.
    #[param(minimum = 1, maximum = 100)]
    limit: Option<u32>,
    /// Only items whose name or shop name contains this text; at most 100 characters are used.
    q: Option<String>,
    /// The same as `q`, its older name; read only when `q` is absent.
    search: Option<String>,
    /// `name`, `shop`, `sellingPrice`, `stock`, `sold_out`, `start_date`, `end_date` or
    /// `createdAt`, with a leading `-` for the reverse order; newest first when absent.
    sort: Option<String>,
}

/// Removes any shop's product or event, with its images.
#[utoipa::path(
    delete,
    path = "/api/v2/delete-product-admin/{id}",
    tag = "admin",
    params(("id" = String, Path, description = "The product's or event's id")),
    responses(
        (status = 200, description = "Deleted", body = MessageResponse),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
        (status = 404, description = "There is no such product", body = ErrorBody),
    )
)]
pub async fn delete(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let response = by_admin(&state, &id).await?;
    audit::record(
        &state,
        &admin,
        "product.delete",
        "product",
        id.into_inner(),
        serde_json::json!({}),
    )
    .await;
    Ok(response)
}

/// One page of every shop's live products or events, newest first unless `sort` names a column,
/// optionally only those whose name or shop name contains `search`.
async fn page_of(
    state: &AppState,
    params: &HashMap<String, String>,
    kind: Kind,
) -> Result<(Vec<ProductDto>, u64, u32, u32), ApiError> {
    let request = page_of_query(params, DEFAULT_LIMIT)?;
    let (search, sort) = search_and_sort(params)?;
    let query = CatalogueQuery { kind, search, sort };
    let page = state.storefront.everything(&query, request).await?;
    Ok((products(&page.items), page.total, request.page(), request.limit()))
}

/// Every shop's live products, whatever the shop's status; newest first unless sorted.
#[utoipa::path(
    get,
    path = "/api/v2/admin-all-products",
    tag = "admin",
    params(ListQuery),
    responses(
        (status = 200, description = "One page of products", body = ProductsPage),
        (status = 400, description = "A wrong `page`, `limit` or `sort`", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
    )
)]
pub async fn all_products(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let (products, total, page, limit) = page_of(&state, &params, Kind::Products).await?;
    Ok(HttpResponse::Ok().json(ProductsPage {
        success: true,
        products,
        total,
        page,
        limit,
    }))
}

/// Every shop's live events, whatever the shop's status or schedule; newest first unless sorted.
#[utoipa::path(
    get,
    path = "/api/v2/admin-all-events",
    tag = "admin",
    params(ListQuery),
    responses(
        (status = 200, description = "One page of events", body = EventsPage),
        (status = 400, description = "A wrong `page`, `limit` or `sort`", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
    )
)]
pub async fn all_events(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let (events, total, page, limit) = page_of(&state, &params, Kind::Events).await?;
    Ok(HttpResponse::Ok().json(EventsPage {
        success: true,
        events,
        total,
        page,
        limit,
    }))
}
