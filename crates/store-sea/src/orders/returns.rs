//! Returns (`order_returns` and their lines): written with the status change that asks for or
//! approves one, read back with their orders.

use std::collections::HashMap;

use anyhow::{Context as _, anyhow};
use kernel::{OrderId, Timestamp};
use orders::{
    AccountNumber, BankName, HolderName, Ifsc, NewReturn, OrderReturn, PayoutMethod, RefundApproval,
    RefundStatus, ReturnFigures, ReturnLine, ReturnReason, ReturnStatus, ReturnUpdate, UpiId,
};
use sea_orm::QueryResult;
use sea_orm::prelude::Uuid;

use super::SeaOrderStore;
use crate::sql::{Sql, money, push_ids};

/// The statements that keep a new return of `order`: the return, then its lines.
pub(super) fn insert(order: OrderId, new: &NewReturn, at: Timestamp) -> Vec<Sql> {
    let text = |value: Option<&str>| value.map(str::to_owned);
    let (kind, holder, number, ifsc, bank, upi) = match &new.request.payout {
        Some(PayoutMethod::Bank {
            holder,
            number,
            ifsc,
            bank_name,
        }) => (
            Some("bank"),
            text(Some(holder.as_str())),
            text(Some(number.as_str())),
            text(Some(ifsc.as_str())),
            text(bank_name.as_ref().map(BankName::as_str)),
            None,
        ),
        Some(PayoutMethod::Upi(id)) => (Some("upi"), None, None, None, None, text(Some(id.as_str()))),
        None => (None, None, None, None, None, None),
    };
    let mut row = Sql::new(
        "INSERT INTO order_returns (id, order_id, number, status, reason, note, payout_kind, \
         payout_holder_name, payout_account_number, payout_ifsc, payout_bank_name, payout_upi_id, \
         amount_paise, sale_credit_paise, commission_paise, commission_gst_paise, tcs_paise, tds_paise, \
         requested_at, updated_at) VALUES (",
    );
    row.bind(new.id)
        .push(", ")
        .bind(order.as_uuid())
        .push(", ")
        .bind(i64::from(new.number))
        .push(", ")
        .bind(ReturnStatus::Requested.as_str())
        .push(", ")
        .bind(new.request.reason.as_str())
        .push(", ")
        .bind(new.request.note.as_ref().map(|n| n.as_str().to_owned()))
        .push(", ")
        .bind(kind.map(str::to_owned))
        .push(", ")
        .bind(holder)
        .push(", ")
        .bind(number)
        .push(", ")
        .bind(ifsc)
        .push(", ")
        .bind(bank)
        .push(", ")
        .bind(upi)
        .push(", ")
        .bind(new.figures.amount.paise())
        .push(", ")
        .bind(new.figures.sale_credit.paise())
        .push(", ")
        .bind(new.figures.commission.paise())
        .push(", ")
        .bind(new.figures.commission_gst.paise())
        .push(", ")
        .bind(new.figures.tcs.paise())
        .push(", ")
        .bind(new.figures.tds.paise())
        .push(", ")
        .bind(at)
        .push(", ")
        .bind(at)
        .push(")");
    let mut statements = vec![row];
    for line in &new.request.lines {
        let mut insert = Sql::new("INSERT INTO order_return_lines (return_id, position, quantity) VALUES (");
        insert
            .bind(new.id)
            .push(", ")
            .bind(i64::from(line.line))
            .push(", ")
            .bind(i64::from(line.qty))
            .push(")");
        statements.push(insert);
    }
    statements
}

/// Marks the return approved with the figures it was approved at; nothing when it is not open.
pub(super) fn approve(refund: &RefundApproval, at: Timestamp) -> Sql {
    let mut update = Sql::new("UPDATE order_returns SET status = ");
    update
        .bind(ReturnStatus::Approved.as_str())
        .push(", amount_paise = ")
        .bind(refund.figures.amount.paise())
        .push(", sale_credit_paise = ")
        .bind(refund.figures.sale_credit.paise())
        .push(", commission_paise = ")
        .bind(refund.figures.commission.paise())
        .push(", commission_gst_paise = ")
        .bind(refund.figures.commission_gst.paise())
        .push(", tcs_paise = ")
        .bind(refund.figures.tcs.paise())
        .push(", tds_paise = ")
        .bind(refund.figures.tds.paise())
        .push(", refund_status = ")
        .bind(refund.refund_status.as_str())
        .push(", decided_at = ")
        .bind(at)
        .push(", updated_at = ")
        .bind(at)
        .push(" WHERE id = ")
        .bind(refund.return_id)
        // The shop's open return, or one the shopper escalated to the Admin.
        .push(" AND status IN (")
        .bind(ReturnStatus::Requested.as_str())
        .push(", ")
        .bind(ReturnStatus::Escalated.as_str())
        .push(")");
    update
}

/// A return rejected, escalated or declined, with its reason; nothing when it moved meanwhile.
pub(super) fn update(change: &ReturnUpdate, at: Timestamp) -> Sql {
    let (reason_column, at_column) = match change.to {
        ReturnStatus::Rejected => ("rejection_reason", Some("rejected_at")),
        ReturnStatus::Escalated => ("escalation_reason", Some("escalated_at")),
        _ => ("declined_reason", None),
    };
    let mut update = Sql::new("UPDATE order_returns SET status = ");
    update
        .bind(change.to.as_str())
        .push(", ")
        .push(reason_column)
        .push(" = ")
        .bind(change.reason.as_str().to_owned());
    if let Some(column) = at_column {
        update.push(", ").push(column).push(" = ").bind(at);
    }
    if matches!(change.to, ReturnStatus::Rejected | ReturnStatus::Declined) {
        update.push(", decided_at = ").bind(at);
    }
    update
        .push(", updated_at = ")
        .bind(at)
        .push(" WHERE id = ")
        .bind(change.id)
        .push(" AND status = ")
        .bind(change.from.as_str());
    update
}

/// Records how the gateway answered a return's refund.
pub(super) fn refund_settled(
    id: Uuid,
    status: RefundStatus,
    provider_refund_id: Option<String>,
    at: Timestamp,
) -> Sql {
    let mut update = Sql::new("UPDATE order_returns SET refund_status = ");
    update
        .bind(status.as_str())
        .push(", provider_refund_id = ")
        .bind(provider_refund_id)
        .push(", updated_at = ")
        .bind(at)
        .push(" WHERE id = ")
        .bind(id);
    update
}

fn refund_status_of(text: &str) -> anyhow::Result<RefundStatus> {
    [
        RefundStatus::Pending,
        RefundStatus::Succeeded,
        RefundStatus::Failed,
        RefundStatus::Manual,
    ]
    .into_iter()
    .find(|s| s.as_str() == text)
    .ok_or_else(|| anyhow!("unknown refund status {text}"))
}

fn payout_of(row: &QueryResult) -> anyhow::Result<Option<PayoutMethod>> {
    let text = |column: &str| -> anyhow::Result<String> {
        row.try_get::<Option<String>>("", column)?
            .ok_or_else(|| anyhow!("a return's payout without {column}"))
    };
    Ok(
        match row.try_get::<Option<String>>("", "payout_kind")?.as_deref() {
            None => None,
            Some("bank") => Some(PayoutMethod::Bank {
                holder: HolderName::parse(&text("payout_holder_name")?)?,
                number: AccountNumber::parse(&text("payout_account_number")?)?,
                ifsc: Ifsc::parse(&text("payout_ifsc")?)?,
                bank_name: BankName::parse(
                    &row.try_get::<Option<String>>("", "payout_bank_name")?
                        .unwrap_or_default(),
                )?,
            }),
            Some("upi") => Some(PayoutMethod::Upi(UpiId::parse(&text("payout_upi_id")?)?)),
            Some(other) => return Err(anyhow!("unknown payout kind {other}")),
        },
    )
}

fn return_of(row: &QueryResult) -> anyhow::Result<OrderReturn> {
    let amount = |column: &str| -> anyhow::Result<Option<kernel::Money>> {
        Ok(match row.try_get::<Option<i64>>("", column)? {
            Some(_) => Some(money(row, column)?),
            None => None,
        })
    };
    let figures = match (
        amount("amount_paise")?,
        amount("sale_credit_paise")?,
        amount("commission_paise")?,
    ) {
        (Some(amount), Some(sale_credit), Some(commission)) => Some(ReturnFigures {
            amount,
            sale_credit,
            commission,
            commission_gst: money(row, "commission_gst_paise")?,
            tcs: money(row, "tcs_paise")?,
            tds: money(row, "tds_paise")?,
        }),
        _ => None,
    };
    let status: String = row.try_get("", "status")?;
    let reason: String = row.try_get("", "reason")?;
    Ok(OrderReturn {
        id: row.try_get("", "id")?,
        number: u32::try_from(row.try_get::<i64>("", "number")?)
            .context("a return number is out of range")?,
        status: ReturnStatus::parse(&status).ok_or_else(|| anyhow!("unknown return status {status}"))?,
        lines: Vec::new(),
        reason: ReturnReason::parse(&reason).ok_or_else(|| anyhow!("unknown return reason {reason}"))?,
        note: row.try_get("", "note")?,
        payout: payout_of(row)?,
        figures,
        refund_status: row
            .try_get::<Option<String>>("", "refund_status")?
            .as_deref()
            .map(refund_status_of)
            .transpose()?,
        requested_at: row.try_get("", "requested_at")?,
        decided_at: row.try_get("", "decided_at")?,
        rejection: said(row, "rejection_reason", "rejected_at")?,
        escalation: said(row, "escalation_reason", "escalated_at")?,
        declined_because: row.try_get("", "declined_reason")?,
        credit_note: match (
            row.try_get::<Option<String>>("", "credit_note_number")?,
            row.try_get::<Option<kernel::Timestamp>>("", "credit_note_at")?,
        ) {
            (Some(number), Some(issued_at)) => Some(orders::CreditNoteRef {
                number: orders::tax::DocumentNumber::from_stored(&number)
                    .ok_or_else(|| anyhow!("a stored credit note number is not valid: {number}"))?,
                issued_at,
            }),
            _ => None,
        },
    })
}

/// A reason with the instant it was given, when both are there.
fn said(row: &QueryResult, reason: &str, at: &str) -> anyhow::Result<Option<(String, Timestamp)>> {
    Ok(
        match (
            row.try_get::<Option<String>>("", reason)?,
            row.try_get::<Option<Timestamp>>("", at)?,
        ) {
            (Some(reason), Some(at)) => Some((reason, at)),
            _ => None,
        },
    )
}

impl SeaOrderStore {
    /// The returns of the orders `ids`, each order's first first.
    pub(super) async fn returns_of(&self, ids: &[Uuid]) -> anyhow::Result<HashMap<Uuid, Vec<OrderReturn>>> {
        let mut select = Sql::new(
            "SELECT r.*, c.number AS credit_note_number, c.issued_at AS credit_note_at FROM order_returns r \
             LEFT JOIN credit_notes c ON c.return_id = r.id WHERE r.order_id IN (",
        );
        push_ids(&mut select, ids.iter().copied());
        select.push(") ORDER BY r.order_id, r.number");
        let rows = self.rows(select).await?;
        let mut by_order: HashMap<Uuid, Vec<OrderReturn>> = HashMap::new();
        if rows.is_empty() {
            return Ok(by_order);
        }
        let mut returns: Vec<(Uuid, OrderReturn)> = rows
            .iter()
            .map(|row| Ok((row.try_get("", "order_id")?, return_of(row)?)))
            .collect::<anyhow::Result<_>>()?;
        let mut lines =
            Sql::new("SELECT return_id, position, quantity FROM order_return_lines WHERE return_id IN (");
        push_ids(&mut lines, returns.iter().map(|(_, r)| r.id));
        lines.push(") ORDER BY return_id, position");
        let mut lines_of: HashMap<Uuid, Vec<ReturnLine>> = HashMap::new();
        for row in self.rows(lines).await? {
            lines_of
                .entry(row.try_get("", "return_id")?)
                .or_default()
                .push(ReturnLine {
                    line: u32::try_from(row.try_get::<i64>("", "position")?)
                        .context("a return line is out of range")?,
                    qty: u32::try_from(row.try_get::<i64>("", "quantity")?)
                        .context("a return quantity is out of range")?,
                });
        }
        for (order, mut ret) in returns.drain(..) {
            ret.lines = lines_of.remove(&ret.id).unwrap_or_default();
            by_order.entry(order).or_default().push(ret);
        }
        Ok(by_order)
    }
}
