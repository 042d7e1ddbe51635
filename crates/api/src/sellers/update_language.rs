//! `PUT /update-shop-language`: the language the seller is answered and emailed in. Not a
//! security-sensitive change: it asks for no password.

use actix_session::Session;
use actix_web::{HttpResponse, web};

use super::dto::SellerResponse;
use crate::accounts::language::{LanguageBody, change};
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody};

/// Sets the signed-in seller's language; this answer and the next ones are in it.
#[utoipa::path(
    put,
    path = "/api/v2/update-shop-language",
    tag = "sellers",
    request_body = LanguageBody,
    responses(
        (status = 200, description = "The shop with its new language", body = SellerResponse),
        (status = 400, description = "`language` is not en, hi, es or fr", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller of an active shop", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    session: Session,
    state: web::Data<AppState>,
    body: web::Json<LanguageBody>,
) -> Result<HttpResponse, ApiError> {
    let shop = change(&state, &session, &shop, body.into_inner()).await?;
    Ok(HttpResponse::Ok().json(SellerResponse::from(&shop)))
}
