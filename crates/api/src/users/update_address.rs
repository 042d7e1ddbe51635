//! `PUT /update-user-address`: adds an address; a shopper has at most one of each type.

use actix_web::{HttpResponse, web};
use identity::address::parse_country;
use identity::{Address, AddressText, AddressType, IndianState, PinCode};
use kernel::AddressId;
use serde::Deserialize;
use utoipa::ToSchema;

use super::dto::UserResponse;
use crate::app::state::AppState;
use crate::auth::CurrentUser;
use crate::http::error::{ApiError, ErrorBody, Fields};

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
#[schema(as = UserAddressBody)]
pub struct AddressBody {
    /// `Default`, `Home` or `Office`.
    #[schema(example = "Home")]
    address_type: String,
    /// India, by name or ISO code.
    #[schema(example = "India")]
    country: String,
    /// A state or union territory of India, in any case.
    #[schema(example = "Karnataka")]
    state: String,
    city: String,
    /// Six digits.
    #[schema(example = "560001")]
    pincode: String,
    address1: String,
    /// Absent, null or blank means none.
    #[serde(default)]
    address2: Option<String>,
}

/// Adds a delivery address to the signed-in shopper's account; they may have one of each type.
#[utoipa::path(
    put,
    path = "/api/v2/update-user-address",
    tag = "users",
    request_body = AddressBody,
    responses(
        (status = 200, description = "The account with its addresses", body = UserResponse),
        (status = 400, description = "Each wrong field named", body = ErrorBody),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
        (status = 409, description = "An address of this type already exists (`addressType`)", body = ErrorBody),
    )
)]

pub async fn handle(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<AddressBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let mut fields = Fields::new();
    let address_type = fields.check("addressType", body.address_type.parse::<AddressType>());
    fields.check("country", parse_country(&body.country));
    let region = fields.check("state", IndianState::parse(&body.state));
    let city = fields.check("city", AddressText::parse(&body.city, Address::CITY_MAX));
    let pincode = fields.check("pincode", PinCode::parse(&body.pincode));
    let address1 = fields.check("address1", AddressText::parse(&body.address1, Address::LINE_MAX));
    let address2 = match body.address2.as_deref().map(str::trim).filter(|l| !l.is_empty()) {
        Some(line) => fields
            .check("address2", AddressText::parse(line, Address::LINE_MAX))
            .map(Some),
        None => Some(None),
    };
    let address = fields.finish(|| {
        Some(Address {
            id: AddressId::new(),
            address_type: address_type?,
            state: region?,
            city: city?,
            pincode: pincode?,
            address1: address1?,
            address2: address2?,
        })
    })?;

    let updated = state
        .users
        .add_address(user.id, &address, state.clock.now())
        .await?;
    Ok(HttpResponse::Ok().json(UserResponse::from(&updated)))
}
