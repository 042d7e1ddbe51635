//! `GET /shop-withdraw-requests` (the seller's own) and `GET /get-all-withdraw-request` (Admin).

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use kernel::Page;
use orders::{Withdrawal, WithdrawalScope, WithdrawalStatus};
use serde::Serialize;
use utoipa::{IntoParams, ToSchema};

use super::dto::{Viewer, WithdrawDto, WithdrawStatus};
use crate::app::state::AppState;
use crate::auth::{Admin, CurrentSeller};
use crate::http::error::{ApiError, ErrorBody};
use crate::http::paging::{page_of_query, sort_by};

const DEFAULT_LIMIT: u32 = 20;

/// One page of withdrawal requests, newest first unless sorted.
#[derive(Serialize, ToSchema)]
#[schema(as = WithdrawalsPage)]
pub(super) struct WithdrawsPage {
    success: bool,
    withdraws: Vec<WithdrawDto>,
    /// How many there are on every page together.
    total: u64,
    page: u32,
    limit: u32,
}

// The handlers read their query as a map (`page_of_query`, `sort_by`); these structs only describe
// it, so they are never built.

/// The seller's list: which page.
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(super) struct OwnQuery {
    /// 1-based; 1 when absent.
    #[param(minimum = 1)]
    page: Option<u32>,
    /// Requests per page, 1 to 100; 20 when absent.
    #[param(minimum = 1, maximum = 100)]
    limit: Option<u32>,
}

/// The Admin's list: which page, which status, in what order.
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(super) struct AllQuery {
    /// 1-based; 1 when absent.
    #[param(minimum = 1)]
    page: Option<u32>,
    /// Requests per page, 1 to 100; 20 when absent.
    #[param(minimum = 1, maximum = 100)]
    limit: Option<u32>,
    /// Only the requests in this state; every state when absent or empty.
    #[param(value_type = Option<WithdrawStatus>)]
    status: Option<String>,
    /// `shopName`, `amount`, `status` or `createdAt`, with a leading `-` for the reverse order;
    /// newest first when absent.
    sort: Option<String>,
}

fn respond(page: &Page<Withdrawal>, viewer: Viewer, request: kernel::PageRequest) -> HttpResponse {
    HttpResponse::Ok().json(WithdrawsPage {
        success: true,
        withdraws: page.items.iter().map(|w| WithdrawDto::of(w, viewer)).collect(),
        total: page.total,
        page: request.page(),
        limit: request.limit(),
    })
}

/// The signed-in shop's own withdrawal requests, newest first; the account number is masked.
#[utoipa::path(
    get,
    path = "/api/v2/shop-withdraw-requests",
    tag = "withdrawals",
    params(OwnQuery),
    responses(
        (status = 200, description = "One page of the shop's requests", body = WithdrawsPage),
        (status = 400, description = "`page` or `limit` is out of range", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller", body = ErrorBody),
    )
)]
pub async fn own(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let request = page_of_query(&params, DEFAULT_LIMIT)?;
    let page = state
        .withdrawals
        .list(WithdrawalScope::Shop(shop.id), None, request)
        .await?;
    Ok(respond(&page, Viewer::Seller, request))
}

/// Every shop's withdrawal requests for the Admin, with whole account numbers to pay to.
#[utoipa::path(
    get,
    path = "/api/v2/get-all-withdraw-request",
    tag = "withdrawals",
    params(AllQuery),
    responses(
        (status = 200, description = "One page of requests", body = WithdrawsPage),
        (status = 400, description = "A wrong `page`, `limit`, `status` or `sort`", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
    )
)]
pub async fn all(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let request = page_of_query(&params, DEFAULT_LIMIT)?;
    let status = match params.get("status").map(String::as_str) {
        None | Some("") => None,
        Some(label) => Some(WithdrawalStatus::from_label(label).ok_or_else(|| {
            ApiError::field("status", kernel::Message::new("field-withdrawal-status-filter"))
        })?),
    };
    let sort = sort_by(params.get("sort").map(String::as_str))?;
    let page = state
        .withdrawals
        .list(WithdrawalScope::All { status }, sort, request)
        .await?;
    Ok(respond(&page, Viewer::Admin, request))
}

#[cfg(test)]
mod tests {
    use crate::admin::{documented_sort_names, sort_names};

    #[test]
    fn the_admin_list_documents_exactly_the_sort_names_it_accepts() {
        assert_eq!(
            documented_sort_names::<super::AllQuery>(),
            sort_names::<orders::WithdrawalSort>()
        );
    }
}
