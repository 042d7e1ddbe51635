//! `POST /create-coupon-code`: a seller's coupon for their own shop.

use actix_web::{HttpResponse, web};
use cart_rules::{CouponCode, Percent};
use kernel::ProductId;
use orders::CouponTerms;
use orders::coupons::create_coupon;
use serde::{Deserialize, Serialize};

use super::dto::CouponDto;
use crate::auth::CurrentSeller;
use crate::catalog::dto::rupee_amount;
use crate::error::{ApiError, Fields};
use crate::state::AppState;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CouponBody {
    #[serde(default)]
    name: String,
    #[serde(default)]
    value: serde_json::Value,
    #[serde(default)]
    min_amount: serde_json::Value,
    #[serde(default)]
    max_amount: serde_json::Value,
    #[serde(default)]
    selected_product: Option<String>,
    #[serde(default)]
    expires_at: Option<String>,
}

#[derive(Serialize)]
struct Created {
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
                .ok_or("must be a whole percentage from 1 to 100"),
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
                fields.add("selectedProduct", "a platform coupon applies to every product");
                None
            }
            Some(raw) => fields
                .check(
                    "selectedProduct",
                    raw.parse::<ProductId>()
                        .map_err(|_| "must be one of your products"),
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
                    .map_err(|_| "must be a date and time such as 2026-12-31T18:30:00Z"),
            ),
        };
        fields.finish(|| {
            Some(CouponTerms {
                code: code?,
                percent: percent?,
                min_amount: min_amount?,
                max_discount: max_amount?,
                product: product?,
                expires_at: expires_at?,
            })
        })
    }
}

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
