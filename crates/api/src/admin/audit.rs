//! The audit log: `record`, called by every Admin write once it has succeeded, and
//! `GET /admin-audit-log` to read it.
//!
//! Recording happens after the action's own transaction. An entry that fails to be written is
//! logged as an error rather than turned into a failed response, because the action itself has
//! already happened and an error would invite the Admin to do it again (ADR 0009).

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use identity::User;
use kernel::{AuditEntry, Timestamp};
use serde::Serialize;
use utoipa::{IntoParams, ToSchema};

use crate::app::state::AppState;
use crate::auth::Admin;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::paging::{page_of_query, search_text};

/// Records that `admin` did `action` to `target_kind` `target_id`.
pub async fn record(
    state: &AppState,
    admin: &User,
    action: &'static str,
    target_kind: &'static str,
    target_id: String,
    details: serde_json::Value,
) {
    let entry = AuditEntry {
        actor: admin.id,
        action,
        target_kind,
        target_id,
        details: details.to_string(),
        at: state.clock.now(),
    };
    if let Err(error) = state.audit.record(&entry).await {
        tracing::error!(%error, action, target = %entry.target_id, "the audit log refused an Admin action");
    }
}

/// The Admin who acted.
#[derive(Serialize, ToSchema)]
#[schema(as = AuditActor)]
pub(super) struct Actor {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    name: String,
    #[schema(format = "email")]
    email: String,
}

/// One Admin action.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AuditEntry)]
pub(super) struct EntryDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    actor: Actor,
    /// What was done, e.g. `shop.suspend`, `withdrawal.pay`, `coupon.create`.
    action: String,
    /// What kind of thing it was done to: `shop`, `user`, `product`, `coupon`, `withdrawal`.
    target_type: String,
    target_id: String,
    /// A JSON object, as text, with what the action needs remembered (a shop's name, an amount).
    details: String,
    #[schema(value_type = String, format = DateTime)]
    created_at: Timestamp,
}

/// One page of the audit log, newest first.
#[derive(Serialize, ToSchema)]
#[schema(as = AuditLogPage)]
pub(super) struct EntriesPage {
    success: bool,
    entries: Vec<EntryDto>,
    /// How many entries there are, on every page together.
    total: u64,
    page: u32,
    limit: u32,
}

/// Which page of the log. Only describes the query, which the handler reads as a map
/// ([`page_of_query`]), so it is never built.
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(super) struct LogQuery {
    /// 1-based; 1 when absent.
    #[param(minimum = 1)]
    page: Option<u32>,
    /// Entries per page, 1 to 100; 20 when absent.
    #[param(minimum = 1, maximum = 100)]
    limit: Option<u32>,
    /// Only entries whose action (`shop.suspend`), target id, or actor's name or email contains
    /// this, ignoring case; at most 100 characters are used.
    q: Option<String>,
}

/// What the Admin has done, newest first.
#[utoipa::path(
    get,
    path = "/api/v2/admin-audit-log",
    tag = "admin",
    params(LogQuery),
    responses(
        (status = 200, description = "One page of the log", body = EntriesPage),
        (status = 400, description = "`page` or `limit` is out of range", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
    )
)]
pub async fn list(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let request = page_of_query(&params, 20)?;
    let search = search_text(params.get("q").map(String::as_str));
    let page = state.audit.entries(search, request).await?;
    Ok(HttpResponse::Ok().json(EntriesPage {
        success: true,
        entries: page
            .items
            .into_iter()
            .map(|record| EntryDto {
                id: record.id.to_string(),
                actor: Actor {
                    id: record.actor.to_string(),
                    name: record.actor_name,
                    email: record.actor_email,
                },
                action: record.action,
                target_type: record.target_kind,
                target_id: record.target_id,
                details: record.details,
                created_at: record.at,
            })
            .collect(),
        total: page.total,
        page: request.page(),
        limit: request.limit(),
    }))
}
