//! `GET` and `PUT /shop-delivery`: where the signed-in seller's shop delivers, and in how many
//! days (docs/orders.md "Delivery areas and estimates").

use actix_web::{HttpResponse, web};
use identity::IndianState;
use kernel::Described;
use serde::{Deserialize, Serialize};
use shops::{Delivery, DeliveryArea, DeliveryDays, DeliveryError, PinPrefix};
use utoipa::ToSchema;

use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody, Fields};

/// Where the shop delivers: `india`, or `listed` for only its `states` and `pinPrefixes`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum AreaName {
    India,
    Listed,
}

const INDIA: &str = "india";
const LISTED: &str = "listed";

/// A shop's delivery terms, as the seller sets and reads them.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = ShopDelivery)]
pub struct DeliveryBody {
    // Read as text so that a wrong value is named like any other field.
    #[serde(default)]
    #[schema(value_type = AreaName, required = true)]
    area: String,
    /// With `listed`: states and union territories of India by name (any case), at most 36.
    /// Ignored with `india`.
    #[serde(default)]
    states: Vec<String>,
    /// With `listed`: starts of PIN codes, 1 to 6 digits not starting with 0, at most 100 (`560`
    /// is Bengaluru). Ignored with `india`.
    #[serde(default)]
    pin_prefixes: Vec<String>,
    /// Days from the order to handing the parcel to the courier, 0 to 30.
    dispatch_days: i64,
    /// The courier's days within the shop's own sorting district (the first three digits of
    /// the PIN code), 0 to 30.
    days_same_city: i64,
    /// The courier's days within the shop's state, judged from the PIN code, 0 to 30.
    days_same_state: i64,
    /// The courier's days anywhere else in India, 0 to 30.
    days_rest_of_india: i64,
}

impl From<&Delivery> for DeliveryBody {
    fn from(delivery: &Delivery) -> Self {
        let (area, states, pin_prefixes) = match &delivery.area {
            DeliveryArea::AllIndia => (INDIA, Vec::new(), Vec::new()),
            DeliveryArea::Listed { states, prefixes } => (
                LISTED,
                states.iter().map(|s| s.as_str().to_owned()).collect(),
                prefixes.iter().map(|p| p.as_str().to_owned()).collect(),
            ),
        };
        Self {
            area: area.to_owned(),
            states,
            pin_prefixes,
            dispatch_days: i64::from(delivery.dispatch.get()),
            days_same_city: i64::from(delivery.same_city.get()),
            days_same_state: i64::from(delivery.same_state.get()),
            days_rest_of_india: i64::from(delivery.rest_of_india.get()),
        }
    }
}

#[derive(Serialize, ToSchema)]
#[schema(as = ShopDeliveryResponse)]
pub(super) struct DeliveryResponse {
    success: bool,
    delivery: DeliveryBody,
}

/// The terms `body` describes, each wrong field named (`states[2]`, `pinPrefixes[0]`,
/// `daysSameCity`).
fn terms_of(body: &DeliveryBody) -> Result<Delivery, ApiError> {
    let mut fields = Fields::new();
    let mut days = |name: &str, value: i64| fields.check(name, DeliveryDays::parse(value));
    let dispatch = days("dispatchDays", body.dispatch_days);
    let same_city = days("daysSameCity", body.days_same_city);
    let same_state = days("daysSameState", body.days_same_state);
    let rest_of_india = days("daysRestOfIndia", body.days_rest_of_india);
    let area = match body.area.as_str() {
        INDIA => Some(DeliveryArea::AllIndia),
        LISTED => listed_area(body, &mut fields),
        _ => fields.check("area", Err::<DeliveryArea, _>(DeliveryError::UnknownArea)),
    };
    fields.finish(|| {
        Some(Delivery {
            area: area?,
            dispatch: dispatch?,
            same_city: same_city?,
            same_state: same_state?,
            rest_of_india: rest_of_india?,
        })
    })
}

fn listed_area(body: &DeliveryBody, fields: &mut Fields) -> Option<DeliveryArea> {
    let states: Vec<Option<IndianState>> = body
        .states
        .iter()
        .enumerate()
        .map(|(i, name)| fields.check(&format!("states[{i}]"), IndianState::parse(name)))
        .collect();
    let prefixes: Vec<Option<PinPrefix>> = body
        .pin_prefixes
        .iter()
        .enumerate()
        .map(|(i, prefix)| fields.check(&format!("pinPrefixes[{i}]"), PinPrefix::parse(prefix)))
        .collect();
    let states: Option<Vec<IndianState>> = states.into_iter().collect();
    let prefixes: Option<Vec<PinPrefix>> = prefixes.into_iter().collect();
    let (states, prefixes) = (states?, prefixes?);
    // Name the list at fault: the seller fixes one list at a time.
    let faults = [
        (
            "states",
            DeliveryArea::list_error(&states, DeliveryArea::MAX_STATES),
        ),
        (
            "pinPrefixes",
            DeliveryArea::list_error(&prefixes, DeliveryArea::MAX_PREFIXES),
        ),
    ];
    let mut whole_lists_ok = true;
    for (name, fault) in faults {
        if let Some(error) = fault {
            fields.add(name, error.message());
            whole_lists_ok = false;
        }
    }
    if !whole_lists_ok {
        return None;
    }
    // What is left to refuse is an empty list.
    fields.check("area", DeliveryArea::listed(states, prefixes))
}

/// The signed-in seller's delivery terms; a shop that never set them has the defaults (all of
/// India; 2 days to dispatch; 1, 3 or 6 days by zone).
#[utoipa::path(
    get,
    path = "/api/v2/shop-delivery",
    operation_id = "getShopDelivery",
    tag = "sellers",
    responses(
        (status = 200, description = "The shop's delivery terms", body = DeliveryResponse),
        (status = 401, description = "Not signed in as a seller of an active shop", body = ErrorBody),
    )
)]
pub async fn get(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let delivery = state.delivery.delivery_of(shop.id).await?;
    Ok(HttpResponse::Ok().json(DeliveryResponse {
        success: true,
        delivery: DeliveryBody::from(&delivery),
    }))
}

/// Replaces the signed-in seller's delivery terms. From now on the product page's estimates, the
/// quote and the checkout follow them; orders already placed keep their own dates.
#[utoipa::path(
    put,
    path = "/api/v2/shop-delivery",
    operation_id = "updateShopDelivery",
    tag = "sellers",
    request_body = DeliveryBody,
    responses(
        (status = 200, description = "The terms as saved (state names as Haat spells them)", body = DeliveryResponse),
        (status = 400, description = "Each wrong field named: `states[i]`, `pinPrefixes[i]`, `states` or `pinPrefixes` (too many, or an entry twice), `area` (a list with nothing in it), `dispatchDays`, `daysSameCity`, `daysSameState`, `daysRestOfIndia`", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller of an active shop", body = ErrorBody),
    )
)]
pub async fn put(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    body: web::Json<DeliveryBody>,
) -> Result<HttpResponse, ApiError> {
    let delivery = terms_of(&body)?;
    state
        .delivery
        .set_delivery(shop.id, &delivery, state.clock.now())
        .await?;
    Ok(HttpResponse::Ok().json(DeliveryResponse {
        success: true,
        delivery: DeliveryBody::from(&delivery),
    }))
}
