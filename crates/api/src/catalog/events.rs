//! `GET /get-all-events-user` (running events, for everyone) and `GET /get-all-event-shop/{shopId}`
//! (one page of the seller's own shop's events).

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use catalog::moderation::Hold;
use catalog::{ShopEventSort, ShopEventsQuery};
use kernel::ProductId;
use serde::Serialize;
use utoipa::{IntoParams, ToSchema};

use super::dto::{ProductDto, products};
use super::shop_id;
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::paging::{page_of_query, search_text, sort_by};

/// A list of events.
#[derive(Serialize, ToSchema)]
#[schema(as = Events)]
pub(super) struct EventsResponse {
    success: bool,
    events: Vec<ProductDto>,
}

/// The events running now, soonest-ending first; with `shopId`, only that shop's.
#[utoipa::path(
    get,
    path = "/api/v2/get-all-events-user",
    tag = "catalog",
    params(("shopId" = Option<String>, Query, description = "Only this shop's events; one that is not a shop's id has none")),
    responses(
        (status = 200, body = EventsResponse),
        (status = 400, description = "A parameter holds a control character", body = ErrorBody),
    )
)]
pub async fn running(
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let shop = match params.get("shopId").map(|s| s.trim()).filter(|s| !s.is_empty()) {
        // An id that does not parse is no shop's: it has no running events.
        Some(raw) => match shop_id(raw) {
            Ok(id) => Some(id),
            Err(_) => {
                return Ok(HttpResponse::Ok().json(EventsResponse {
                    success: true,
                    events: Vec::new(),
                }));
            }
        },
        None => None,
    };
    let events = state.storefront.running_events(shop, state.clock.now()).await?;
    Ok(HttpResponse::Ok().json(EventsResponse {
        success: true,
        events: products(&events),
    }))
}

/// One page of a shop's own events.
#[derive(Serialize, ToSchema)]
#[schema(as = ShopEvents)]
pub(super) struct ShopEventsResponse {
    success: bool,
    events: Vec<ProductDto>,
    /// How many match, on every page.
    total: u64,
    page: u32,
    limit: u32,
}

/// The seller's event list's query. Only describes it: the handler reads the query as a map
/// ([`page_of_query`]), so it is never built.
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(super) struct ShopEventsQueryParams {
    /// 1-based; 1 when absent.
    #[param(minimum = 1)]
    page: Option<u32>,
    /// Events per page, 1 to 100; 20 when absent.
    #[param(minimum = 1, maximum = 100)]
    limit: Option<u32>,
    /// Only events whose name contains this, ignoring case; at most 100 characters are used.
    q: Option<String>,
    /// `name`, `price` (or `sellingPrice`), `stock`, `sold_out`, `start_date`, `end_date` or
    /// `createdAt`, with a leading `-` for the reverse order; newest first when absent.
    sort: Option<String>,
}

/// One page of the seller's own shop's events: running, upcoming and ended (until purged), newest
/// first unless sorted, optionally searched by name. Each event moderation holds carries its
/// `moderation`.
#[utoipa::path(
    get,
    path = "/api/v2/get-all-event-shop/{shopId}",
    tag = "catalog",
    params(
        ("shopId" = String, Path, format = Uuid, description = "The signed-in seller's own shop"),
        ShopEventsQueryParams,
    ),
    responses(
        (status = 200, body = ShopEventsResponse),
        (status = 400, description = "A wrong `page`, `limit` or `sort`", body = ErrorBody),
        (status = 401, description = "No seller is signed in", body = ErrorBody),
        (status = 403, description = "Another shop's id", body = ErrorBody),
    )
)]
pub async fn of_shop(
    CurrentSeller(seller): CurrentSeller,
    state: web::Data<AppState>,
    id: web::Path<String>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    // Only the seller's own shop: another shop's upcoming deals are its business.
    crate::auth::own_shop(&id, seller.id)?;
    let request = page_of_query(&params, 20)?;
    let query = ShopEventsQuery {
        search: search_text(params.get("q").map(String::as_str)),
        sort: sort_by::<ShopEventSort>(params.get("sort").map(String::as_str))?,
    };
    let page = state
        .storefront
        .events_of_shop(seller.id, &query, request)
        .await?;
    let ids: Vec<ProductId> = page.items.iter().map(|l| l.product.id).collect();
    let holds: HashMap<ProductId, Hold> = state.moderation.holds_of(&ids).await?.into_iter().collect();
    Ok(HttpResponse::Ok().json(ShopEventsResponse {
        success: true,
        events: page
            .items
            .iter()
            .map(|l| ProductDto::from(l).with_hold(holds.get(&l.product.id)))
            .collect(),
        total: page.total,
        page: request.page(),
        limit: request.limit(),
    }))
}
