//! `GET /get-all-events-user` (running events, for everyone) and `GET /get-all-event-shop/{shopId}`
//! (every event of the seller's own shop).

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use serde::Serialize;

use super::dto::{ProductDto, products};
use super::shop_id;
use crate::auth::CurrentSeller;
use crate::error::ApiError;
use crate::state::AppState;

#[derive(Serialize)]
struct EventsResponse {
    success: bool,
    events: Vec<ProductDto>,
}

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

pub async fn of_shop(
    CurrentSeller(seller): CurrentSeller,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    // Only the seller's own shop: another shop's upcoming deals are its business.
    if shop_id(&id).ok() != Some(seller.id) {
        return Err(ApiError::Forbidden);
    }
    let events = state.storefront.events_of_shop(seller.id).await?;
    Ok(HttpResponse::Ok().json(EventsResponse {
        success: true,
        events: products(&events),
    }))
}
