//! `PUT /add-seller-withdraw-methods` and `DELETE /delete-withdraw-methods`: the shop's one payout
//! method, a bank account or a UPI id.

use actix_web::{HttpResponse, web};
use orders::{AccountNumber, BankName, HolderName, Ifsc, PayoutMethod, UpiId};
use serde::{Deserialize, Serialize};

use super::dto::{PayoutDto, Viewer};
use crate::auth::CurrentSeller;
use crate::error::{ApiError, Fields};
use crate::state::AppState;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MethodBody {
    #[serde(rename = "type", default)]
    kind: String,
    #[serde(default)]
    holder_name: String,
    #[serde(default)]
    account_number: String,
    #[serde(default)]
    ifsc: String,
    #[serde(default)]
    bank_name: Option<String>,
    #[serde(default)]
    upi_id: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Saved {
    success: bool,
    withdraw_method: PayoutDto,
}

fn method_of(body: &MethodBody) -> Result<PayoutMethod, ApiError> {
    let mut fields = Fields::new();
    match body.kind.as_str() {
        "bank" => {
            let holder = fields.check("holderName", HolderName::parse(&body.holder_name));
            let number = fields.check("accountNumber", AccountNumber::parse(&body.account_number));
            let ifsc = fields.check("ifsc", Ifsc::parse(&body.ifsc));
            let bank_name = fields.check(
                "bankName",
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
            let id = fields.check("upiId", UpiId::parse(&body.upi_id));
            fields.finish(|| id.map(PayoutMethod::Upi))
        }
        _ => Err(ApiError::field("type", "must be \"bank\" or \"upi\"")),
    }
}

pub async fn put(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    body: web::Json<MethodBody>,
) -> Result<HttpResponse, ApiError> {
    let method = method_of(&body)?;
    state
        .withdrawals
        .set_payout_method(shop.id, &method, state.clock.now())
        .await?;
    Ok(HttpResponse::Ok().json(Saved {
        success: true,
        withdraw_method: PayoutDto::of(&method, Viewer::Seller),
    }))
}

#[derive(Serialize)]
struct Deleted {
    success: bool,
    message: &'static str,
}

pub async fn delete(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    if !state.withdrawals.delete_payout_method(shop.id).await? {
        return Err(ApiError::NotFound("There is no payout method to remove.".into()));
    }
    Ok(HttpResponse::Ok().json(Deleted {
        success: true,
        message: "Payout method removed.",
    }))
}
