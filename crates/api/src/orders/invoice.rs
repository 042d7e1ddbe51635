//! `GET /order-invoice/{orderId}` and `GET /order-credit-note/{refundId}`: an order's tax invoice,
//! and an approved return's (or a cancellation's) credit note, as PDFs (docs/tax.md "The tax invoice", "Credit notes"),
//! for the order's shopper, its shop and the Admin.

use actix_web::{HttpResponse, web};
use kernel::OrderId;
use orders::tax::{InvoiceError, TaxInvoice};
use orders::{Actor, Order};

use super::order_id;
use crate::app::state::AppState;
use crate::auth::{CurrentSeller, CurrentUser};
use kernel::Message;

use crate::http::error::{ApiError, ErrorBody, RequestLanguage};

/// Who may read an order's documents: each signed-in account of this browser, as the actor it
/// reads as. The Admin reads as the Admin; a shopper as themself; a seller as their shop.
fn readers(user: Option<CurrentUser>, seller: Option<CurrentSeller>) -> Result<Vec<Actor>, ApiError> {
    let mut readers = Vec::new();
    if let Some(CurrentUser(user)) = user {
        readers.push(if user.is_admin() {
            Actor::Admin(user.id)
        } else {
            Actor::Shopper(user.id)
        });
    }
    if let Some(CurrentSeller(shop)) = seller {
        readers.push(Actor::Shop(shop.id));
    }
    if readers.is_empty() {
        return Err(ApiError::Unauthenticated);
    }
    Ok(readers)
}

/// The order's tax invoice (a bill of supply from a shop without a GSTIN), its labels in the
/// reader's language.
#[utoipa::path(
    get,
    path = "/api/v2/order-invoice/{orderId}",
    operation_id = "getOrderInvoice",
    tag = "orders",
    params(("orderId" = String, Path, format = Uuid, description = "The order's id")),
    responses(
        (status = 200, description = "The invoice, `application/pdf`, named after its number", content_type = "application/pdf", body = Vec<u8>),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 404, description = "Not an order of this shopper or shop (another's, or a malformed id, is not told apart), or one placed before invoices", body = ErrorBody),
    )
)]
pub async fn handle(
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    RequestLanguage(language): RequestLanguage,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = order_id(&path)?;
    let readers = readers(user, seller)?;
    let order = visible_order(&state, &readers, id)
        .await?
        .ok_or_else(|| ApiError::NotFound(Message::new(super::NO_ORDER)))?;
    let invoice = TaxInvoice::of(&order).map_err(|error| not_printable(error, &id.to_string()))?;
    pdf_answer(&invoice, &state, language)
}

/// The order `id` when one of `readers` may see it; `None` for another's, or none.
async fn visible_order(state: &AppState, readers: &[Actor], id: OrderId) -> Result<Option<Order>, ApiError> {
    Ok(state
        .orders
        .find(id)
        .await?
        .filter(|order| readers.iter().any(|reader| order.is_visible_to(*reader))))
}

/// The document as a PDF download named after its number (`INV-2627-000001.pdf`).
fn pdf_answer(
    document: &TaxInvoice,
    state: &AppState,
    language: kernel::Language,
) -> Result<HttpResponse, ApiError> {
    // The footer names the marketplace the goods were sold through: the operator's legal name
    // once it is set (`tax.legal_name`), Haat until then.
    let marketplace = state
        .operator
        .as_ref()
        .map_or("Haat", |operator| operator.name.as_str());
    let bytes = pdf::tax_invoice(document, state.texts.as_ref(), language, marketplace)?;
    let file = format!("{}.pdf", document.number.as_str().replace('/', "-"));
    Ok(crate::http::download::attachment(bytes, "application/pdf", file))
}

/// A document that cannot be printed: none exists (404), or its stored facts disagree (500).
fn not_printable(error: InvoiceError, what: &str) -> ApiError {
    match error {
        InvoiceError::NotInvoiced => ApiError::NotFound(Message::new("error-not_found-invoice")),
        InvoiceError::NoCreditNote => ApiError::NotFound(Message::new("error-not_found-credit_note")),
        InvoiceError::Inconsistent(why) => ApiError::Internal(anyhow::anyhow!("{what}: {why}")),
    }
}

/// An approved return's credit note against its order's invoice, its labels in the reader's
/// language.
#[utoipa::path(
    get,
    path = "/api/v2/order-credit-note/{refundId}",
    operation_id = "getOrderCreditNote",
    tag = "orders",
    params(("refundId" = String, Path, format = Uuid, description = "The return's id (`returns[]._id` of the order), or a cancelled order's id for the credit note of its cancellation")),
    responses(
        (status = 200, description = "The credit note, `application/pdf`, named after its number", content_type = "application/pdf", body = Vec<u8>),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 404, description = "Not a return (or cancelled order) of this shopper's or shop's (another's, or a malformed id, is not told apart), or one not approved, or of an order placed before invoices", body = ErrorBody),
    )
)]
pub async fn credit_note(
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    RequestLanguage(language): RequestLanguage,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let readers = readers(user, seller)?;
    let no_return = || ApiError::NotFound(Message::new("error-not_found-credit_note"));
    let return_id = uuid::Uuid::parse_str(path.trim()).map_err(|_| no_return())?;
    let note = match state.orders.order_of_return(return_id).await? {
        Some((order_id, number)) => {
            let order = visible_order(&state, &readers, order_id)
                .await?
                .ok_or_else(no_return)?;
            TaxInvoice::credit_note(&order, number)
                .map_err(|error| not_printable(error, &format!("return {return_id}")))?
        }
        // Not a return: a cancelled order's id names the credit note of its cancellation.
        None => {
            let order = visible_order(&state, &readers, OrderId::from_uuid(return_id))
                .await?
                .ok_or_else(no_return)?;
            TaxInvoice::cancellation_credit_note(&order)
                .map_err(|error| not_printable(error, &format!("order {return_id}")))?
        }
    };
    pdf_answer(&note, &state, language)
}
