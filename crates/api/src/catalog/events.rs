//! `GET /get-all-events-user` (running events, for everyone) and `GET /get-all-event-shop/{shopId}`
//! (every event of the seller's own shop).

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::dto::{ProductDto, products};
use super::shop_id;
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody};

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

/// Every event of the seller's own shop, newest first: running, upcoming and ended (until purged).
#[utoipa::path(
    get,
    path = "/api/v2/get-all-event-shop/{shopId}",
    tag = "catalog",
    params(("shopId" = String, Path, format = Uuid, description = "The signed-in seller's own shop")),
    responses(
        (status = 200, body = EventsResponse),
        (status = 401, description = "No seller is signed in", body = ErrorBody),
        (status = 403, description = "Another shop's id", body = ErrorBody),
    )
)]
pub async fn of_shop(
    CurrentSeller(seller): CurrentSeller,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    // Only the seller's own shop: another shop's upcoming deals are its business.
    crate::auth::own_shop(&id, seller.id)?;
    let events = state.storefront.events_of_shop(seller.id).await?;
    Ok(HttpResponse::Ok().json(EventsResponse {
        success: true,
        events: products(&events),
    }))
}
