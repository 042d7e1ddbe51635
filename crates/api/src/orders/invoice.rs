//! `GET /order-invoice/{orderId}`: the order's tax invoice as a PDF (docs/tax.md "The tax
//! invoice"), for the order's shopper, its shop and the Admin.

use actix_web::{HttpResponse, web};
use orders::Actor;
use orders::tax::{InvoiceError, TaxInvoice};

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
    let order = state
        .orders
        .find(id)
        .await?
        .filter(|order| readers.iter().any(|reader| order.is_visible_to(*reader)))
        .ok_or_else(|| ApiError::NotFound(Message::new(super::NO_ORDER)))?;
    let invoice = TaxInvoice::of(&order).map_err(|error| match error {
        InvoiceError::NotInvoiced => ApiError::NotFound(Message::new("error-not_found-invoice")),
        InvoiceError::Inconsistent(what) => ApiError::Internal(anyhow::anyhow!("order {id}: {what}")),
    })?;
    let bytes = pdf::tax_invoice(&invoice, state.texts.as_ref(), language, "Haat")?;
    let file = format!("{}.pdf", invoice.number.as_str().replace('/', "-"));
    Ok(crate::http::download::attachment(bytes, "application/pdf", file))
}
