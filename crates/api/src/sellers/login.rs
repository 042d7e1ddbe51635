//! `POST /shop-login`: a seller signs in to their shop.

use actix_session::Session;
use actix_web::{HttpRequest, HttpResponse, web};
use identity::Email;
use serde::Deserialize;
use shops::accounts::sign_in::sign_in_seller;
use utoipa::ToSchema;

use super::dto::SellerResponse;
use crate::app::state::AppState;
use crate::auth::rate_limit::Attempt;
use crate::auth::session::{self, Who};
use crate::http::error::{ApiError, ErrorBody, Fields};

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
    state
        .limiter
        .check(Attempt::SellerSignIn, state.client_ip(&req), Some(&body.email))?;
    let mut fields = Fields::new();
    let email = fields.check("email", Email::parse(&body.email));
    if body.password.is_empty() {
        fields.add("password", "is required");
    }
    let email = fields.finish(|| email)?;

    let shop = sign_in_seller(state.shops.as_ref(), state.hasher.as_ref(), &email, body.password).await?;
    session::sign_in(&session, Who::Seller, shop.id.as_uuid(), state.clock.now())?;
    Ok(HttpResponse::Ok().json(SellerResponse::from(&shop)))
}
