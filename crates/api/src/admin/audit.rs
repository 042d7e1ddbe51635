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

use crate::auth::Admin;
use crate::error::ApiError;
use crate::paging::page_of_query;
use crate::state::AppState;

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

#[derive(Serialize)]
struct Actor {
    #[serde(rename = "_id")]
    id: String,
    name: String,
    email: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EntryDto {
    #[serde(rename = "_id")]
    id: String,
    actor: Actor,
    action: String,
    target_type: String,
    target_id: String,
    details: String,
    created_at: Timestamp,
}

#[derive(Serialize)]
struct EntriesPage {
    success: bool,
    entries: Vec<EntryDto>,
    total: u64,
    page: u32,
    limit: u32,
}

pub async fn list(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let request = page_of_query(&params, 20)?;
    let page = state.audit.entries(request).await?;
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
