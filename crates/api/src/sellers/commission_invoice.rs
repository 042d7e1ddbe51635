//! `GET /shop-commission-invoice?month=` and `GET /admin-commission-invoice/{shopId}?month=`: the
//! operator's tax invoice to a shop for the commission charged in a month that is over, and the
//! GST on it, as a PDF (docs/tax.md "Commission invoice"), for the shop and the Admin.

use actix_web::{HttpResponse, web};
use kernel::{GstRate, Language, Message};
use orders::statement::{Month, Statement};
use orders::tax::{CommissionCharge, CommissionInvoiceError, Party, TaxInvoice};
use serde::Deserialize;
use shops::Shop;
use utoipa::IntoParams;

use crate::app::state::AppState;
use crate::auth::{Admin, CurrentSeller};
use crate::http::download::attachment;
use crate::http::error::{ApiError, ErrorBody, RequestLanguage};

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CommissionInvoiceQuery {
    /// `YYYY-MM`: a month that is over, in India. Required; read as optional so that a caller
    /// who may not ask is told so before being told the month is missing.
    #[param(example = "2026-10", required = true)]
    month: Option<String>,
}

const NONE: &str = "error-not_found-commission_invoice";

/// The shop as a commission invoice's recipient: its legal name and registered address when it
/// gave them, its state from its GSTIN (or its PIN code), and its GSTIN.
fn recipient(shop: &Shop) -> Party {
    let state = shop
        .gstin
        .as_ref()
        .and_then(|gstin| identity::IndianState::of_gst_code(gstin.state_code()))
        .or_else(|| identity::postal::state_of(&shop.zip_code));
    Party {
        name: shop
            .legal_name
            .as_ref()
            .map_or_else(|| shop.name.as_str().to_owned(), |name| name.as_str().to_owned()),
        address_lines: vec![
            shop.registered_address
                .as_ref()
                .unwrap_or(&shop.address)
                .as_str()
                .to_owned(),
            format!("PIN {}", shop.zip_code.as_str()),
        ],
        state,
        gstin: shop.gstin.as_ref().map(|g| g.as_str().to_owned()),
    }
}

/// The invoice of `shop` for `month` as a PDF: issued now if it was not before.
async fn answer(
    state: &AppState,
    shop: &Shop,
    month: Option<&str>,
    language: Language,
) -> Result<HttpResponse, ApiError> {
    let month = Month::parse(month.unwrap_or_default())
        .map_err(|_| ApiError::field("month", Message::new("field-month")))?;
    // A month still running may see more sales and refunds: its figures are not final.
    if month.first_day() >= Month::of(state.clock.now()).first_day() {
        return Err(ApiError::field("month", Message::new("field-month-not-over")));
    }
    let operator = state
        .operator
        .clone()
        .ok_or_else(|| ApiError::NotFound(Message::new("error-not_found-commission_invoice_operator")))?;
    let (from, until) = month.span();
    let rows = state.ledger.statement_rows(shop.id, from, until).await?;
    let totals = Statement::of(shop.id, month, rows)
        .map_err(anyhow::Error::from)?
        .totals;
    if totals.commission.is_negative() || totals.commission.is_zero() {
        return Err(ApiError::NotFound(Message::new(NONE)));
    }
    let issued = state
        .commission_invoices
        .issue(
            shop.id,
            month,
            totals.commission,
            totals.commission_gst,
            state.clock.now(),
        )
        .await?;
    let rate =
        GstRate::from_basis_points(state.levies.commission_gst.basis_points()).unwrap_or(GstRate::EIGHTEEN);
    let invoice = TaxInvoice::commission(
        issued.number,
        kernel::today_in_india(issued.issued_at),
        month,
        operator,
        recipient(shop),
        CommissionCharge {
            commission: issued.commission,
            gst: issued.gst,
            rate,
        },
    )
    .map_err(|error| match error {
        CommissionInvoiceError::NothingCharged => ApiError::NotFound(Message::new(NONE)),
        other => ApiError::Internal(anyhow::anyhow!("shop {}'s commission invoice: {other}", shop.id)),
    })?;
    let bytes = pdf::tax_invoice(&invoice, state.texts.as_ref(), language, "")?;
    let file = format!("{}.pdf", invoice.number.as_str().replace('/', "-"));
    Ok(attachment(bytes, "application/pdf", file))
}

/// The signed-in seller's commission invoice for a month that is over: the commission the
/// marketplace charged the shop in it, net of refunds, and the GST on it, as posted to its ledger.
#[utoipa::path(
    get,
    path = "/api/v2/shop-commission-invoice",
    operation_id = "getShopCommissionInvoice",
    tag = "sellers",
    params(CommissionInvoiceQuery),
    responses(
        (status = 200, description = "The invoice, `application/pdf`, named after its number (`COM-2627-000001.pdf`); the same number every time", content_type = "application/pdf", body = Vec<u8>),
        (status = 400, description = "`month` is not `YYYY-MM`, or is not over yet", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller of an active shop", body = ErrorBody),
        (status = 404, description = "No commission was charged in the month, or the marketplace has set no GSTIN and issues no tax invoices", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    RequestLanguage(language): RequestLanguage,
    query: web::Query<CommissionInvoiceQuery>,
) -> Result<HttpResponse, ApiError> {
    answer(&state, &shop, query.month.as_deref(), language).await
}

/// Any shop's commission invoice for a month that is over, for the Admin.
#[utoipa::path(
    get,
    path = "/api/v2/admin-commission-invoice/{shopId}",
    operation_id = "getAdminCommissionInvoice",
    tag = "admin",
    params(("shopId" = String, Path, format = Uuid, description = "The shop's id"), CommissionInvoiceQuery),
    responses(
        (status = 200, description = "The invoice, `application/pdf`, named after its number", content_type = "application/pdf", body = Vec<u8>),
        (status = 400, description = "`month` is not `YYYY-MM`, or is not over yet", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
        (status = 404, description = "No such shop, no commission charged in the month, or no GSTIN set for the marketplace", body = ErrorBody),
    )
)]
pub async fn for_admin(
    _admin: Admin,
    state: web::Data<AppState>,
    RequestLanguage(language): RequestLanguage,
    path: web::Path<String>,
    query: web::Query<CommissionInvoiceQuery>,
) -> Result<HttpResponse, ApiError> {
    let id = crate::catalog::shop_id(&path)?;
    let shop = state
        .shops
        .find(id)
        .await?
        .ok_or_else(|| ApiError::NotFound(Message::new("error-not_found-shop")))?;
    answer(&state, &shop, query.month.as_deref(), language).await
}
