//! `POST /cart/quote`: the cart as the browser holds it, priced by the server.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::body::{self, CartLineBody};
use super::dto::QuoteDto;
use crate::app::state::AppState;
use crate::auth::CurrentUser;
use crate::http::error::{ApiError, ErrorBody, Fields, RequestLanguage};

/// The cart to price, and the coupon to try on it.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteBody {
    /// At most 50 lines, each product in each size once; an empty cart is quoted too.
    #[serde(default)]
    #[schema(max_items = 50)]
    cart: Vec<CartLineBody>,
    /// Blank or absent for none.
    #[serde(default)]
    coupon_code: Option<String>,
    /// The PIN code to deliver to (six digits, not starting with 0): each line then carries its
    /// `estimatedDate`, or the problem `not_deliverable`. Absent or blank for none.
    #[serde(default)]
    pincode: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct QuoteResponse {
    success: bool,
    quote: QuoteDto,
}

/// Prices the browser's cart on the server; anyone may ask.
///
/// The answer has each line as it can be bought now, each shop's part, the coupon's effect and
/// the payment methods offered.
#[utoipa::path(
    post,
    path = "/api/v2/cart/quote",
    operation_id = "quoteCart",
    tag = "orders",
    request_body = QuoteBody,
    responses(
        (status = 200, description = "The priced cart; lines that cannot be bought are named in it, not refused", body = QuoteResponse),
        (status = 400, description = "Each wrong line field named (`cart[0].qty`); also too many lines, a product twice, or a malformed coupon code", body = ErrorBody),
    )
)]
pub async fn handle(
    RequestLanguage(language): RequestLanguage,
    state: web::Data<AppState>,
    // A signed-in shopper's quote also checks a coupon's owner and their own uses of it.
    shopper: Option<CurrentUser>,
    body: web::Json<QuoteBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let mut fields = Fields::new();
    let lines = body::lines(&body.cart, &mut fields);
    let coupon = body::coupon(body.coupon_code.as_deref(), &mut fields);
    let pincode = fields.check_optional("pincode", body.pincode.as_deref(), identity::PinCode::parse);
    let (lines, coupon, pincode) = fields.finish(|| Some((lines?, coupon?, pincode?)))?;
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
        shopper.as_ref().map(|CurrentUser(user)| orders::Shopper {
            id: user.id,
            email: user.email.as_str(),
        }),
        pincode.as_ref(),
        state.clock.now(),
    )
    .await?;
    Ok(HttpResponse::Ok().json(QuoteResponse {
        success: true,
        quote: QuoteDto::new(&priced, state.payments.is_some(), |message| {
            message.say(state.texts.as_ref(), language)
        }),
    }))
}
