//! The record of every Admin action (docs/product.md §7.8: who, what, when). Append-only: the port
//! has no way to change or remove an entry.

use async_trait::async_trait;

use crate::{Page, PageRequest, Timestamp, UserId};

/// One Admin action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditEntry {
    pub actor: UserId,
    /// What was done, e.g. `shop.suspend`, `withdrawal.pay` (docs/admin.md lists them).
    pub action: &'static str,
    /// What it was done to: `shop`, `user`, `product`, `order`, `withdrawal`, `coupon`.
    pub target_kind: &'static str,
    pub target_id: String,
    /// A short JSON text with the particulars (never a secret).
    pub details: String,
    pub at: Timestamp,
}

/// An entry as the Admin reads it, with the actor's name and email.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditRecord {
    pub id: uuid::Uuid,
    pub actor: UserId,
    pub actor_name: String,
    pub actor_email: String,
    pub action: String,
    pub target_kind: String,
    pub target_id: String,
    pub details: String,
    pub at: Timestamp,
}

#[async_trait]
pub trait AuditLog: Send + Sync + 'static {
    /// Appends one entry; entries are never changed or removed.
    async fn record(&self, entry: &AuditEntry) -> anyhow::Result<()>;
    /// One page of the entries, newest first, with their total; only those whose action, target
    /// id, or actor's name or email contains `search` (ignoring case) when given.
    async fn entries(&self, search: Option<String>, page: PageRequest) -> anyhow::Result<Page<AuditRecord>>;
}
