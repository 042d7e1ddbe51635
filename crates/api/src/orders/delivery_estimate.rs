//! `GET /delivery-estimate`: whether a product's shop delivers to a PIN code, and by when — the
//! product page's "Check delivery" box (docs/orders.md "Delivery areas and estimates").

use actix_web::{HttpResponse, web};
use identity::PinCode;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::app::state::AppState;
use crate::http::error::{ApiError, ErrorBody, Fields};

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct EstimateQuery {
    /// The product's id.
    #[serde(default)]
    #[param(required = true)]
    product_id: String,
    /// Six digits, not starting with 0.
    #[serde(default)]
    #[param(required = true)]
    pincode: String,
}

/// The answer for one product and PIN code.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = DeliveryEstimate)]
pub(super) struct EstimateResponse {
    success: bool,
    /// Whether the product's shop delivers to the PIN code.
    deliverable: bool,
    /// The day (`YYYY-MM-DD`, in India) an order placed today is expected; null when not
    /// deliverable.
    #[schema(required = true, format = Date)]
    estimated_date: Option<String>,
}

/// Whether the product can be delivered to the PIN code, and the day expected if ordered today:
/// the shop's dispatch days plus its days for the distance, judged from the shop's PIN code and
/// this one. Anyone may ask.
#[utoipa::path(
    get,
    path = "/api/v2/delivery-estimate",
    operation_id = "deliveryEstimate",
    tag = "orders",
    params(EstimateQuery),
    responses(
        (status = 200, description = "Deliverable with its day, or not deliverable", body = EstimateResponse),
        (status = 400, description = "`pincode` is not six digits starting 1–9, or `productId` is not an id", body = ErrorBody),
        (status = 404, description = "No such product on sale", body = ErrorBody),
    )
)]
pub async fn handle(
    state: web::Data<AppState>,
    query: web::Query<EstimateQuery>,
) -> Result<HttpResponse, ApiError> {
    let mut fields = Fields::new();
    let product = fields.check("productId", super::body::product_id(&query.product_id));
    let pincode = fields.check("pincode", PinCode::parse(&query.pincode));
    let (product, pincode) = fields.finish(|| Some((product?, pincode?)))?;
    let now = state.clock.now();
    let item = state
        .checkout_catalog
        .items(&[product], now)
        .await?
        .into_iter()
        .find(|item| item.item.on_sale)
        .ok_or_else(|| ApiError::NotFound(kernel::Message::new("error-not_found-product")))?;
    let estimate = item.delivery_by(&pincode, now);
    Ok(HttpResponse::Ok().json(EstimateResponse {
        success: true,
        deliverable: estimate.is_some(),
        estimated_date: estimate.map(|day| day.format("%Y-%m-%d").to_string()),
    }))
}
