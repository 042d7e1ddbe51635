//! How payout methods and withdrawals look on the wire. The seller sees the last four digits of a
//! bank account; the Admin, who makes the transfer, sees it whole.

use kernel::Timestamp;
use orders::{PayoutMethod, Withdrawal};
use rust_decimal::Decimal;
use serde::Serialize;
use utoipa::ToSchema;

use crate::catalog::dto::rupees;

/// Where a shop is paid: a bank account or a UPI id, told apart by `type`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(tag = "type", rename_all = "camelCase")]
#[schema(as = PayoutMethod)]
pub enum PayoutDto {
    #[serde(rename = "bank", rename_all = "camelCase")]
    Bank {
        holder_name: String,
        #[schema(required = true)]
        bank_name: Option<String>,
        /// Upper case, as stored.
        ifsc: String,
        account_last4: String,
        /// The whole number: only in the Admin's answers, absent (never null) in the seller's.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[schema(nullable = false)]
        account_number: Option<String>,
    },
    #[serde(rename = "upi", rename_all = "camelCase")]
    Upi { upi_id: String },
}

/// The two kinds of payout method.
// Only describes `MethodBody::kind`, which is read as text, so it is never built.
#[derive(ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PayoutKind {
    Bank,
    Upi,
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

/// A withdrawal request.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Withdrawal)]
pub struct WithdrawDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    #[schema(format = Uuid)]
    shop_id: String,
    shop_name: String,
    /// Rupees.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    amount: Decimal,
    #[schema(value_type = WithdrawStatus)]
    status: &'static str,
    /// The method to pay to, as it was when the request was made.
    payout: PayoutDto,
    /// Why the Admin rejected it; null unless `Rejected`.
    #[schema(required = true)]
    reason: Option<String>,
    // `Timestamp` is an alias utoipa cannot see through: described as the RFC 3339 text it is.
    #[schema(value_type = String, format = DateTime)]
    created_at: Timestamp,
    /// When the Admin paid or rejected it; null while `Processing`.
    #[schema(value_type = Option<String>, format = DateTime, required = true)]
    decided_at: Option<Timestamp>,
}

/// A withdrawal's state: `Processing` while held, `Succeed` once paid, or `Rejected`.
// `orders::WithdrawalStatus::label`. Only describes `WithdrawDto::status`, which holds the label
// itself, so it is never built.
#[derive(ToSchema)]
pub enum WithdrawStatus {
    Processing,
    Succeed,
    Rejected,
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

/// One withdrawal request, as just made or decided.
#[derive(Serialize, ToSchema)]
#[schema(as = WithdrawalAnswer)]
pub struct WithdrawResponse {
    pub success: bool,
    pub withdraw: WithdrawDto,
}
