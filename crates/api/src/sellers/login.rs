//! `POST /shop-login`: a seller signs in to their shop.

use actix_session::Session;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;
use shops::Shop;
use utoipa::ToSchema;

use super::dto::SellerResponse;
use crate::accounts::sign_in::sign_in;
use crate::app::state::AppState;
use crate::http::error::{ApiError, ErrorBody};

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = ShopLoginBody)]
pub struct LoginBody {
    #[schema(format = "email")]
    email: String,
    #[schema(format = Password)]
    password: String,
}

/// Signs a seller in to their shop (sets the session cookie).
#[utoipa::path(
    post,
    path = "/api/v2/shop-login",
    tag = "sellers",
    request_body = LoginBody,
    responses(
        (status = 200, description = "Signed in", body = SellerResponse),
        (status = 400, description = "Each wrong field named", body = ErrorBody),
        (status = 401, description = "The email or password is incorrect (`invalid_credentials`)", body = ErrorBody),
        (status = 403, description = "The shop is pending activation or suspended (`shop_not_active`)", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address or for this email", body = ErrorBody),
    )
)]

pub async fn handle(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    body: web::Json<LoginBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let shop: Shop = sign_in(&req, &state, &session, &body.email, body.password).await?;
    Ok(HttpResponse::Ok().json(SellerResponse::from(&shop)))
}
