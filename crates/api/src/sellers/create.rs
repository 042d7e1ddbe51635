//! `POST /shop-create`: opens a pending shop and emails its activation link.

use actix_web::{HttpRequest, HttpResponse, web};
use identity::{Email, Password, PersonName, PhoneNumber, PinCode};
use serde::{Deserialize, Serialize};
use shops::accounts::register::{ShopRegistration, register_shop};
use shops::{Gstin, Pan, ShopAddress, ShopName};
use utoipa::ToSchema;

use crate::app::state::AppState;
use crate::auth::rate_limit::Attempt;
use crate::http::error::{ApiError, ErrorBody, Fields, RequestLanguage};

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ShopCreateBody {
    /// The owner's name.
    name: String,
    shop_name: String,
    #[schema(format = "email")]
    email: String,
    phone: String,
    address: String,
    /// Six digits.
    #[schema(example = "560001")]
    zip_code: String,
    #[schema(format = Password)]
    password: String,
    /// Absent, null or blank means none.
    #[serde(default)]
    gstin: Option<String>,
    /// Absent, null or blank means none.
    #[serde(default)]
    pan: Option<String>,
}

/// The shop is pending: `message` asks the seller to follow the emailed activation link.
#[derive(Serialize, ToSchema)]
#[schema(as = ShopCreated)]
pub struct Created {
    success: bool,
    message: String,
}

/// Opens a pending shop and emails its activation link; the seller is not signed in yet. The shop
/// speaks the request's language (`Accept-Language`, else English), and the email is in it.
#[utoipa::path(
    post,
    path = "/api/v2/shop-create",
    tag = "sellers",
    request_body = ShopCreateBody,
    responses(
        (status = 201, description = "Pending until the emailed link is followed", body = Created),
        (status = 400, description = "Each wrong field named", body = ErrorBody),
        (status = 409, description = "A shop with this email already exists", body = ErrorBody),
        (status = 429, description = "Too many registrations from this address or for this email", body = ErrorBody),
    )
)]
pub async fn handle(
    req: HttpRequest,
    RequestLanguage(language): RequestLanguage,
    state: web::Data<AppState>,
    body: web::Json<ShopCreateBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    state
        .limiter
        .check(Attempt::RegisterShop, state.client_ip(&req), Some(&body.email))
        .await?;
    let mut fields = Fields::new();
    let owner_name = fields.check("name", PersonName::parse(&body.name));
    let name = fields.check("shopName", ShopName::parse(&body.shop_name));
    let email = fields.check("email", Email::parse(&body.email));
    let phone = fields.check("phone", PhoneNumber::parse(&body.phone));
    let address = fields.check("address", ShopAddress::parse(&body.address));
    let zip_code = fields.check("zipCode", PinCode::parse(&body.zip_code));
    let password = fields.check("password", Password::parse(body.password));
    let gstin = fields.check_optional("gstin", body.gstin.as_deref(), Gstin::parse);
    let pan = fields.check_optional("pan", body.pan.as_deref(), Pan::parse);
    let registration = fields.finish(|| {
        Some(ShopRegistration {
            owner_name: owner_name?,
            name: name?,
            email: email?,
            phone: phone?,
            address: address?,
            zip_code: zip_code?,
            password: password?,
            gstin: gstin?,
            pan: pan?,
            language,
        })
    })?;

    let shop = register_shop(
        state.shops.as_ref(),
        state.hasher.as_ref(),
        state.texts.as_ref(),
        &state.links,
        registration,
        state.clock.now(),
    )
    .await?;
    state.email_queued();
    Ok(HttpResponse::Created().json(Created {
        success: true,
        message: format!(
            "Your shop is almost ready. Please check your email ({}) and follow the link to activate it.",
            shop.email
        ),
    }))
}
