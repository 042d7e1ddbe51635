//! `GET /shop-withdraw-requests` (the seller's own) and `GET /get-all-withdraw-request` (Admin).

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use kernel::Page;
use orders::{Withdrawal, WithdrawalScope, WithdrawalStatus};
use serde::Serialize;

use super::dto::{Viewer, WithdrawDto};
use crate::auth::{Admin, CurrentSeller};
use crate::error::ApiError;
use crate::paging::{page_of_query, sort_by};
use crate::state::AppState;

const DEFAULT_LIMIT: u32 = 20;

#[derive(Serialize)]
struct WithdrawsPage {
    success: bool,
    withdraws: Vec<WithdrawDto>,
    total: u64,
    page: u32,
    limit: u32,
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

pub async fn all(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let request = page_of_query(&params, DEFAULT_LIMIT)?;
    let status = match params.get("status").map(String::as_str) {
        None | Some("") => None,
        Some(label) => Some(
            WithdrawalStatus::from_label(label)
                .ok_or_else(|| ApiError::field("status", "must be Processing, Succeed or Rejected"))?,
        ),
    };
    let sort = sort_by(params.get("sort").map(String::as_str))?;
    let page = state
        .withdrawals
        .list(WithdrawalScope::All { status }, sort, request)
        .await?;
    Ok(respond(&page, Viewer::Admin, request))
}
