//! `PUT /update-shop`: the shop's public and contact details. The email and password change
//! elsewhere; the shop is always the caller's own, from the session.

use actix_session::Session;
use actix_web::{HttpResponse, web};
use identity::{PersonName, PhoneNumber, PinCode};
use serde::{Deserialize, Serialize};
use shops::accounts::update_profile::update_shop_profile;
use shops::{Gstin, LegalName, Pan, ShopAddress, ShopDescription, ShopName, ShopProfileUpdate};
use utoipa::ToSchema;

use super::dto::SellerDto;
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody, Fields, RequestLanguage};

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct UpdateShopBody {
    /// The owner's name.
    name: String,
    shop_name: String,
    /// Absent or null clears it.
    #[serde(default)]
    description: Option<String>,
    phone: String,
    address: String,
    /// Six digits.
    #[schema(example = "560001")]
    zip_code: String,
    /// Absent, null or blank means none.
    #[serde(default)]
    gstin: Option<String>,
    /// Absent, null or blank means none.
    #[serde(default)]
    pan: Option<String>,
    /// The name the business is registered under (2 to 100 characters), for its tax invoices;
    /// absent, null or blank when it trades under its own name.
    #[serde(default)]
    legal_name: Option<String>,
    /// The principal place of business as registered for GST (5 to 200 characters); absent, null
    /// or blank when it is `address`.
    #[serde(default)]
    registered_address: Option<String>,
    /// The language to be answered and emailed in; absent or null keeps it.
    #[serde(default)]
    #[schema(value_type = Option<crate::accounts::language::LanguageCode>)]
    language: Option<String>,
}

/// The spec names this answer's key `shop`.
#[derive(Serialize, ToSchema)]
#[schema(as = UpdateShopResponse)]
pub struct ShopResponse {
    success: bool,
    shop: SellerDto,
}

/// Changes the signed-in seller's shop details (not its email or password), and optionally the
/// language the seller is answered and emailed in.
#[utoipa::path(
    put,
    path = "/api/v2/update-shop",
    tag = "sellers",
    request_body = UpdateShopBody,
    responses(
        (status = 200, description = "The updated shop", body = ShopResponse),
        (status = 400, description = "Each wrong field named; a language Haat does not speak is `language`", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller of an active shop", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    session: Session,
    state: web::Data<AppState>,
    body: web::Json<UpdateShopBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let mut fields = Fields::new();
    let owner_name = fields.check("name", PersonName::parse(&body.name));
    let name = fields.check("shopName", ShopName::parse(&body.shop_name));
    let description = fields.check(
        "description",
        ShopDescription::parse(body.description.as_deref().unwrap_or("")),
    );
    let phone = fields.check("phone", PhoneNumber::parse(&body.phone));
    let address = fields.check("address", ShopAddress::parse(&body.address));
    let zip_code = fields.check("zipCode", PinCode::parse(&body.zip_code));
    let gstin = fields.check_optional("gstin", body.gstin.as_deref(), Gstin::parse);
    let pan = fields.check_optional("pan", body.pan.as_deref(), Pan::parse);
    let legal_name = fields.check(
        "legalName",
        LegalName::parse(body.legal_name.as_deref().unwrap_or("")),
    );
    let registered_address = fields.check_optional(
        "registeredAddress",
        body.registered_address.as_deref(),
        ShopAddress::parse,
    );
    let language = crate::accounts::language::check(&mut fields, body.language.as_deref());
    let update = fields.finish(|| {
        Some(ShopProfileUpdate {
            owner_name: owner_name?,
            name: name?,
            description: description?,
            phone: phone?,
            address: address?,
            zip_code: zip_code?,
            gstin: gstin?,
            pan: pan?,
            legal_name: legal_name?,
            registered_address: registered_address?,
            language: language?,
        })
    })?;

    let updated = update_shop_profile(state.shops.as_ref(), shop.id, &update, state.clock.now()).await?;
    state.catalogue_changed().await;
    RequestLanguage::remember(&session, updated.language);
    Ok(HttpResponse::Ok().json(ShopResponse {
        success: true,
        shop: SellerDto::from(&updated),
    }))
}
