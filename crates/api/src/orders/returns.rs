//! `PUT /order-refund/{id}`: the shopper returns units of a delivered order, naming the lines and
//! quantities, why, and for cash on delivery where the refund is paid (docs/orders.md "Returns").

use actix_web::{HttpResponse, web};
use orders::{Actor, OrderStatus, ReturnLine, ReturnReason, ReturnRequest, StatusReason, manage};
use serde::Deserialize;
use utoipa::ToSchema;

use super::status::{Moved, moved};
use super::{order_id, parse_status};
use crate::app::state::AppState;
use crate::auth::CurrentUser;
use crate::http::error::{ApiError, ErrorBody, Fields};
use crate::withdrawals::methods::{MethodBody, method_of};

/// Units of one line of the order.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = ReturnLineBody)]
pub struct LineBody {
    /// The line's place in the order's `cart`, 0 for the first.
    #[serde(default)]
    #[schema(value_type = i64, required = true, minimum = 0)]
    line: serde_json::Value,
    /// How many of its units, from 1 to what is left to return.
    #[serde(default)]
    #[schema(value_type = i64, required = true, minimum = 1)]
    qty: serde_json::Value,
}

/// The return: `status` is "Processing Refund", as the original call sent it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RefundRequestBody)]
pub struct RefundBody {
    #[serde(default)]
    #[schema(value_type = super::dto::OrderStatusName, required = true)]
    status: String,
    /// The lines and units going back; absent for every unit not returned yet.
    #[serde(default)]
    lines: Option<Vec<LineBody>>,
    /// `damaged`, `wrong_item`, `size_or_fit`, `not_as_described`, `changed_my_mind` or `other`.
    #[serde(default)]
    #[schema(value_type = ReasonName, required = true)]
    reason: String,
    /// The shopper's own words, 3 to 500 characters: required with `other`.
    #[serde(default)]
    reason_text: Option<String>,
    /// For a cash-on-delivery order, where the refund is paid: a UPI id or a bank account.
    /// Ignored for an online payment, which is refunded to where it came from.
    #[serde(default)]
    payout: Option<MethodBody>,
}

/// The reasons a return may give.
#[derive(ToSchema)]
#[schema(as = ReturnReasonName)]
#[allow(dead_code)]
pub enum ReasonName {
    #[schema(rename = "damaged")]
    Damaged,
    #[schema(rename = "wrong_item")]
    WrongItem,
    #[schema(rename = "size_or_fit")]
    SizeOrFit,
    #[schema(rename = "not_as_described")]
    NotAsDescribed,
    #[schema(rename = "changed_my_mind")]
    ChangedMyMind,
    #[schema(rename = "other")]
    Other,
}

fn whole_number(value: &serde_json::Value, min: i64) -> Option<u32> {
    value
        .as_i64()
        .filter(|n| *n >= min && *n <= 1000)
        .and_then(|n| u32::try_from(n).ok())
}

impl RefundBody {
    /// The request, every wrong field named; without `lines`, its lines are left empty for the
    /// caller to fill with every unit left.
    fn request(&self) -> Result<ReturnRequest, ApiError> {
        let mut fields = Fields::new();
        if parse_status(&self.status).ok() != Some(OrderStatus::ProcessingRefund) {
            fields.add("status", kernel::Message::new("field-status-refund"));
        }
        let lines = match &self.lines {
            None => Some(Vec::new()),
            Some(lines) => {
                let mut parsed = Vec::with_capacity(lines.len());
                for (i, line) in lines.iter().enumerate() {
                    let position = whole_number(&line.line, 0);
                    if position.is_none() {
                        fields.add(
                            &format!("lines[{i}].line"),
                            kernel::Message::new("field-return-line"),
                        );
                    }
                    let qty = whole_number(&line.qty, 1);
                    if qty.is_none() {
                        fields.add(
                            &format!("lines[{i}].qty"),
                            kernel::Message::new("field-return-qty"),
                        );
                    }
                    if let (Some(line), Some(qty)) = (position, qty) {
                        parsed.push(ReturnLine { line, qty });
                    }
                }
                Some(parsed)
            }
        };
        let reason = ReturnReason::parse(self.reason.trim());
        if reason.is_none() {
            fields.add("reason", kernel::Message::new("field-return-reason"));
        }
        let note = match self
            .reason_text
            .as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
        {
            None => None,
            Some(text) => {
                let note = StatusReason::parse(text);
                if note.is_none() {
                    fields.add("reasonText", kernel::Message::new("field-return-reason-text"));
                }
                note
            }
        };
        let payout = match &self.payout {
            None => None,
            Some(body) => match method_of(body, "payout.") {
                Ok(method) => Some(method),
                Err(ApiError::Validation { fields: wrong }) => {
                    for (field, problem) in wrong {
                        fields.add(&field, problem);
                    }
                    None
                }
                Err(other) => return Err(other),
            },
        };
        fields.finish(|| {
            Some(ReturnRequest {
                lines: lines?,
                reason: reason?,
                note,
                payout,
            })
        })
    }
}

/// The shopper returns units of a delivered order, within 14 days of its delivery.
///
/// The order moves to Processing Refund with the return kept beside it: its lines and units, the
/// reason, and for cash on delivery the payout. The answer's `returns` shows what it would refund.
#[utoipa::path(
    put,
    path = "/api/v2/order-refund/{id}",
    operation_id = "orderRefund",
    tag = "orders",
    params(("id" = String, Path, description = "The order's id")),
    request_body(content = RefundBody, description = "`{\"status\": \"Processing Refund\", \"lines\": [{\"line\": 0, \"qty\": 1}], \"reason\": \"size_or_fit\"}`, with `payout` for cash on delivery"),
    responses(
        (status = 200, body = Moved),
        (status = 400, description = "Each wrong field named: `status` is not `Processing Refund`; `lines[i].line` or `lines[i].qty` (not a line of the order, named twice, 0, negative, more than is left); `reason`; `reasonText` (missing with `other`, too short or long); `payout` (missing for cash on delivery) or `payout.upiId`, `payout.ifsc`, `payout.accountNumber`…", body = ErrorBody),
        (status = 401, description = "Not signed in as a shopper", body = ErrorBody),
        (status = 404, description = "No such order of this shopper", body = ErrorBody),
        (status = 409, description = "`status_not_allowed` (not delivered, a return already open, or nothing left to return), `refund_window_closed` or `changed_meanwhile`", body = ErrorBody),
    )
)]
pub async fn request_refund(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: web::Json<RefundBody>,
) -> Result<HttpResponse, ApiError> {
    let id = order_id(&path)?;
    let actor = Actor::Shopper(user.id);
    let mut request = body.request()?;
    if body.lines.is_none() {
        let order = manage::visible_order(state.orders.as_ref(), actor, id).await?;
        request.lines = unreturned(&order);
    }
    let order =
        manage::request_refund(state.orders.as_ref(), user.id, id, request, state.clock.now()).await?;
    Ok(moved(
        &order,
        actor,
        &state,
        "Your refund request has been sent to the shop.".to_owned(),
    ))
}

/// Every unit of `order` no return names yet.
fn unreturned(order: &orders::Order) -> Vec<ReturnLine> {
    orders::returns::units_left(order)
        .into_iter()
        .enumerate()
        .filter(|(_, left)| *left > 0)
        .filter_map(|(i, qty)| {
            Some(ReturnLine {
                line: u32::try_from(i).ok()?,
                qty,
            })
        })
        .collect()
}
