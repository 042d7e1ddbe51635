//! `GET /getseller`: the signed-in seller's shop.

use actix_web::HttpResponse;

use super::dto::SellerResponse;
use crate::auth::CurrentSeller;

pub async fn handle(CurrentSeller(shop): CurrentSeller) -> HttpResponse {
    HttpResponse::Ok().json(SellerResponse::from(&shop))
}
