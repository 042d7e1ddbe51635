//! `POST /create-coupon-code`: a seller's coupon for their own shop.

use actix_web::{HttpResponse, web};
use cart_rules::{CouponCode, Percent, UsageLimits};
use kernel::{Message, ProductId};
use orders::CouponTerms;
use orders::coupons::create_coupon;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::dto::CouponDto;
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::catalog::dto::rupee_amount;
use crate::http::error::{ApiError, ErrorBody, Fields};

/// A new coupon's terms. The numbers are read leniently (any JSON value) so that each wrong
/// one is named in the answer; described here as what is accepted.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CouponBody {
    /// The code shoppers type: 3 to 32 letters, digits, `-` or `_`; stored upper-cased, so
    /// codes are case-insensitive.
    #[serde(default)]
    #[schema(required = true)]
    name: String,
    /// The discount in percent, a whole number from 1 to 100.
    #[serde(default)]
    #[schema(value_type = i64, required = true, minimum = 1, maximum = 100)]
    value: serde_json::Value,
    /// The least subtotal (rupees, at most two decimals) the coupon needs; null or absent for none.
    #[serde(default)]
    #[schema(value_type = Option<f64>, minimum = 0)]
    min_amount: serde_json::Value,
    /// The most it takes off (rupees, at most two decimals, above zero); null or absent for no cap.
    #[serde(default)]
    #[schema(value_type = Option<f64>, minimum = 0)]
    max_amount: serde_json::Value,
    /// One of the shop's own products to limit it to; blank or absent for every product.
    /// Platform coupons (`/admin-create-coupon`) name none.
    #[serde(default)]
    selected_product: Option<String>,
    /// When it stops applying (RFC 3339, in the future); blank or absent for never.
    #[serde(default)]
    #[schema(format = DateTime)]
    expires_at: Option<String>,
    /// How many times it may be used in all, a whole number from 1; null or absent for no limit.
    #[serde(default)]
    #[schema(value_type = Option<i64>, minimum = 1, maximum = 1_000_000)]
    max_uses: serde_json::Value,
    /// How many times one account may use it, a whole number from 1; null or absent for no limit
    /// on a shop's coupon, and once on a platform coupon (which the platform pays for).
    #[serde(default)]
    #[schema(value_type = Option<i64>, minimum = 1, maximum = 1_000_000)]
    max_uses_per_account: serde_json::Value,
}

/// Most uses a coupon can be limited to; more is no limit at all.
const MOST_USES: i64 = 1_000_000;

/// A use limit: null for none, else a whole number from 1.
fn use_limit(value: &serde_json::Value) -> Result<Option<u32>, Message> {
    if value.is_null() {
        return Ok(None);
    }
    value
        .as_i64()
        .filter(|n| (1..=MOST_USES).contains(n))
        .and_then(|n| u32::try_from(n).ok())
        .map(Some)
        .ok_or_else(|| Message::new("field-coupon-use-limit").with("max", MOST_USES))
}

/// A coupon just created.
#[derive(Serialize, ToSchema)]
#[schema(as = CreatedCoupon)]
pub(crate) struct Created {
    success: bool,
    coupon: CouponDto,
}

impl CouponBody {
    /// The terms asked for, each bad field named. `selectedProduct` is read only when
    /// `products_allowed` (platform coupons name no product).
    pub fn terms(&self, products_allowed: bool) -> Result<CouponTerms, ApiError> {
        let mut fields = Fields::new();
        let code = fields.check("name", CouponCode::parse(&self.name));
        let percent = fields.check(
            "value",
            self.value
                .as_i64()
                .and_then(Percent::new)
                .ok_or(Message::new("field-coupon-percent")),
        );
        let min_amount = fields.check("minAmount", rupee_amount(&self.min_amount));
        let max_amount = fields.check("maxAmount", rupee_amount(&self.max_amount));
        let product = match self
            .selected_product
            .as_deref()
            .map(str::trim)
            .filter(|p| !p.is_empty())
        {
            None => Some(None),
            Some(_) if !products_allowed => {
                fields.add(
                    "selectedProduct",
                    Message::new("field-coupon-platform-every-product"),
                );
                None
            }
            Some(raw) => fields
                .check(
                    "selectedProduct",
                    raw.parse::<ProductId>()
                        .map_err(|_| Message::new("field-coupon-product-id")),
                )
                .map(Some),
        };
        let expires_at = match self
            .expires_at
            .as_deref()
            .map(str::trim)
            .filter(|e| !e.is_empty())
        {
            None => Some(None),
            Some(raw) => fields.check(
                "expiresAt",
                chrono::DateTime::parse_from_rfc3339(raw)
                    .map(|at| Some(at.with_timezone(&chrono::Utc)))
                    .map_err(|_| Message::new("field-date-time").with("example", "2026-12-31T18:30:00Z")),
            ),
        };
        let total = fields.check("maxUses", use_limit(&self.max_uses));
        let per_account = fields.check("maxUsesPerAccount", use_limit(&self.max_uses_per_account));
        // `products_allowed` is false exactly for the platform's coupons.
        let platform = !products_allowed;
        fields.finish(|| {
            Some(CouponTerms {
                code: code?,
                percent: percent?,
                min_amount: min_amount?,
                max_discount: max_amount?,
                product: product?,
                expires_at: expires_at?,
                limits: UsageLimits {
                    total: total?,
                    per_account: per_account?.or(platform.then_some(1)),
                },
            })
        })
    }
}

/// The signed-in seller creates a coupon for their shop, optionally for one of its products.
#[utoipa::path(
    post,
    path = "/api/v2/create-coupon-code",
    operation_id = "createCouponCode",
    tag = "coupons",
    request_body = CouponBody,
    responses(
        (status = 201, description = "Created", body = Created),
        (status = 400, description = "Each wrong field named (also a product that is not the shop's, an expiry in the past, a zero cap, a use limit below 1)", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller", body = ErrorBody),
        (status = 409, description = "`duplicate_code`: another live coupon has this code", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    body: web::Json<CouponBody>,
) -> Result<HttpResponse, ApiError> {
    let terms = body.terms(true)?;
    let now = state.clock.now();
    let created = create_coupon(
        state.coupons.as_ref(),
        state.checkout_catalog.as_ref(),
        shop.id,
        terms,
        now,
    )
    .await?;
    Ok(HttpResponse::Created().json(Created {
        success: true,
        coupon: CouponDto::new(&created, now),
    }))
}

#[cfg(test)]
mod tests {
    use crate::catalog::dto::rupee_amount as amount;
    use serde_json::json;

    #[test]
    fn rupee_amounts_keep_their_paise_and_refuse_fractions_of_a_paisa() {
        let paise = |v: serde_json::Value| amount(&v).map(|m| m.map(kernel::Money::paise));
        assert_eq!(paise(json!(0.29)), Ok(Some(29)));
        assert_eq!(paise(json!(1299.5)), Ok(Some(1_29_950)));
        assert_eq!(paise(json!(500)), Ok(Some(50_000)));
        assert_eq!(paise(json!(null)), Ok(None));
        assert!(paise(json!(0.125)).is_err());
        assert!(paise(json!(-1)).is_err());
        assert!(paise(json!("500")).is_err());
    }
}
