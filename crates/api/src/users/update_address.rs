//! `PUT /update-user-address`: adds an address; a shopper has at most one of each type.

use actix_web::{HttpResponse, web};
use identity::address::parse_country;
use identity::{Address, AddressText, AddressType, IndianState, PinCode};
use kernel::AddressId;
use serde::Deserialize;

use super::dto::UserResponse;
use crate::auth::CurrentUser;
use crate::error::{ApiError, Fields};
use crate::state::AppState;

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct AddressBody {
    address_type: String,
    country: String,
    state: String,
    city: String,
    pincode: String,
    address1: String,
    #[serde(default)]
    address2: Option<String>,
}

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
