//! `POST /cart/quote`: the cart as the browser holds it, priced by the server.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};

use super::body::{self, CartLineBody};
use super::dto::QuoteDto;
use crate::error::{ApiError, Fields};
use crate::state::AppState;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QuoteBody {
    #[serde(default)]
    cart: Vec<CartLineBody>,
    #[serde(default)]
    coupon_code: Option<String>,
}

#[derive(Serialize)]
struct QuoteResponse {
    success: bool,
    quote: QuoteDto,
}

pub async fn handle(
    state: web::Data<AppState>,
    body: web::Json<QuoteBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let mut fields = Fields::new();
    let lines = body::lines(&body.cart, &mut fields);
    let coupon = body::coupon(body.coupon_code.as_deref(), &mut fields);
    let (lines, coupon) = fields.finish(|| Some((lines?, coupon?)))?;
    if lines.len() > orders::MAX_LINES {
        return Err(orders::CartError::TooManyLines.into());
    }
    // An empty cart is quoted (it costs nothing and cannot be placed); duplicates are not.
    if !lines.is_empty() {
        orders::check_cart(&lines)?;
    }
    let priced = orders::price(
        state.checkout_catalog.as_ref(),
        state.coupons.as_ref(),
        lines,
        coupon.as_ref(),
        state.clock.now(),
    )
    .await?;
    Ok(HttpResponse::Ok().json(QuoteResponse {
        success: true,
        quote: QuoteDto::new(&priced, state.payments.is_some()),
    }))
}
