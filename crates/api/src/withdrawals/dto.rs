//! How payout methods and withdrawals look on the wire. The seller sees the last four digits of a
//! bank account; the Admin, who makes the transfer, sees it whole.

use kernel::Timestamp;
use orders::{PayoutMethod, Withdrawal};
use rust_decimal::Decimal;
use serde::Serialize;

use crate::catalog::dto::rupees;

#[derive(Debug, Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum PayoutDto {
    #[serde(rename = "bank", rename_all = "camelCase")]
    Bank {
        holder_name: String,
        bank_name: Option<String>,
        ifsc: String,
        account_last4: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        account_number: Option<String>,
    },
    #[serde(rename = "upi", rename_all = "camelCase")]
    Upi { upi_id: String },
}

/// Who is looking decides how much of an account number shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    Seller,
    Admin,
}

impl PayoutDto {
    #[must_use]
    pub fn of(method: &PayoutMethod, viewer: Viewer) -> Self {
        match method {
            PayoutMethod::Bank {
                holder,
                number,
                ifsc,
                bank_name,
            } => Self::Bank {
                holder_name: holder.as_str().to_owned(),
                bank_name: bank_name.as_ref().map(|b| b.as_str().to_owned()),
                ifsc: ifsc.as_str().to_owned(),
                account_last4: number.last4().to_owned(),
                account_number: (viewer == Viewer::Admin).then(|| number.as_str().to_owned()),
            },
            PayoutMethod::Upi(id) => Self::Upi {
                upi_id: id.as_str().to_owned(),
            },
        }
    }
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WithdrawDto {
    #[serde(rename = "_id")]
    id: String,
    shop_id: String,
    shop_name: String,
    #[serde(with = "rust_decimal::serde::float")]
    amount: Decimal,
    status: &'static str,
    payout: PayoutDto,
    reason: Option<String>,
    created_at: Timestamp,
    decided_at: Option<Timestamp>,
}

impl WithdrawDto {
    #[must_use]
    pub fn of(withdrawal: &Withdrawal, viewer: Viewer) -> Self {
        Self {
            id: withdrawal.id.to_string(),
            shop_id: withdrawal.shop.to_string(),
            shop_name: withdrawal.shop_name.clone(),
            amount: rupees(withdrawal.amount),
            status: withdrawal.status.label(),
            payout: PayoutDto::of(&withdrawal.payout, viewer),
            reason: withdrawal.reason.clone(),
            created_at: withdrawal.created_at,
            decided_at: withdrawal.decided_at,
        }
    }
}

#[derive(Serialize)]
pub struct WithdrawResponse {
    pub success: bool,
    pub withdraw: WithdrawDto,
}
