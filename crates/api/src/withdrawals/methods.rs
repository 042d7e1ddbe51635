//! `PUT /add-seller-withdraw-methods` and `DELETE /delete-withdraw-methods`: the shop's one payout
//! method, a bank account or a UPI id.

use actix_web::{HttpResponse, web};
use orders::{AccountNumber, BankName, HolderName, Ifsc, PayoutMethod, UpiId};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::dto::{PayoutDto, PayoutKind, Viewer};
use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::http::error::{ApiError, ErrorBody, Fields};

/// A bank account (`holderName`, `accountNumber`, `ifsc`, optional `bankName`) or a UPI id
/// (`upiId`); the fields of the other kind are ignored.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PayoutMethodBody)]
pub struct MethodBody {
    #[serde(rename = "type", default)]
    #[schema(value_type = PayoutKind, required = true)]
    kind: String,
    /// 2 to 100 characters.
    #[serde(default)]
    holder_name: String,
    /// 9 to 18 digits; spaces between groups are dropped.
    #[serde(default)]
    account_number: String,
    /// 11 characters such as `HDFC0001234`; letters are upper-cased.
    #[serde(default)]
    ifsc: String,
    /// At most 100 characters; empty or null for none.
    #[serde(default)]
    bank_name: Option<String>,
    /// `name@handle`, stored lower-cased.
    #[serde(default)]
    upi_id: String,
}

/// The payout method as saved, the account number masked.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = PayoutMethodSaved)]
pub(super) struct Saved {
    success: bool,
    withdraw_method: PayoutDto,
}

/// The payout method `body` describes, each wrong field named after `prefix` (`payout.ifsc` for
/// a refund's, `ifsc` for the shop's own).
pub(crate) fn method_of(body: &MethodBody, prefix: &str) -> Result<PayoutMethod, ApiError> {
    let mut fields = Fields::new();
    let name = |field: &str| format!("{prefix}{field}");
    match body.kind.as_str() {
        "bank" => {
            let holder = fields.check(&name("holderName"), HolderName::parse(&body.holder_name));
            let number = fields.check(&name("accountNumber"), AccountNumber::parse(&body.account_number));
            let ifsc = fields.check(&name("ifsc"), Ifsc::parse(&body.ifsc));
            let bank_name = fields.check(
                &name("bankName"),
                BankName::parse(body.bank_name.as_deref().unwrap_or("")),
            );
            fields.finish(|| {
                Some(PayoutMethod::Bank {
                    holder: holder?,
                    number: number?,
                    ifsc: ifsc?,
                    bank_name: bank_name?,
                })
            })
        }
        "upi" => {
            let id = fields.check(&name("upiId"), UpiId::parse(&body.upi_id));
            fields.finish(|| id.map(PayoutMethod::Upi))
        }
        _ => Err(ApiError::field(
            name("type"),
            kernel::Message::new("field-payout-type"),
        )),
    }
}

/// Sets the shop's payout method, replacing any it had.
#[utoipa::path(
    put,
    path = "/api/v2/add-seller-withdraw-methods",
    tag = "withdrawals",
    request_body = MethodBody,
    responses(
        (status = 200, description = "Saved", body = Saved),
        (status = 400, description = "A wrong `type`, or each wrong field named", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller", body = ErrorBody),
    )
)]
pub async fn put(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    body: web::Json<MethodBody>,
) -> Result<HttpResponse, ApiError> {
    let method = method_of(&body, "")?;
    state
        .withdrawals
        .set_payout_method(shop.id, &method, state.clock.now())
        .await?;
    Ok(HttpResponse::Ok().json(Saved {
        success: true,
        withdraw_method: PayoutDto::of(&method, Viewer::Seller),
    }))
}

/// The payout method is gone.
#[derive(Serialize, ToSchema)]
#[schema(as = PayoutMethodRemoved)]
pub(super) struct Deleted {
    success: bool,
    /// What to tell the seller.
    message: &'static str,
}

/// Removes the shop's payout method.
#[utoipa::path(
    delete,
    path = "/api/v2/delete-withdraw-methods",
    tag = "withdrawals",
    responses(
        (status = 200, description = "Removed", body = Deleted),
        (status = 401, description = "Not signed in as a seller", body = ErrorBody),
        (status = 404, description = "The shop has no payout method", body = ErrorBody),
    )
)]
pub async fn delete(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    if state.withdrawals.delete_payout_method(shop.id).await? == kernel::Removed::NotFound {
        return Err(ApiError::NotFound(kernel::Message::new(
            "error-not_found-payout-method",
        )));
    }
    Ok(HttpResponse::Ok().json(Deleted {
        success: true,
        message: "Payout method removed.",
    }))
}
