//! Product moderation on sea-orm ([`ModerationStore`]): holds in `product_holds`, reports in
//! `product_reports` (migration 33). The storefront's side of it is one line of
//! [`public_products`](crate::public_products).

use std::collections::HashMap;

use async_trait::async_trait;
use catalog::ModerationStore;
use catalog::moderation::{Decision, DecisionNotice, Hold, NewReport, QueueItem, ReportReason};
use kernel::{MediaKey, Page, PageRequest, ProductId, ReviewReason, ShopId, Timestamp};
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, QueryResult};

use super::SeaProductRepository;
use crate::db::begin_write;
use crate::notice_store::{NewNotification, insert_notification};
use crate::sql::{Sql, count_rows, exec, money, push_contains, push_ids, push_page};

/// How many of a product's latest report texts the queue shows.
const DETAILS_SHOWN: usize = 3;

/// Puts a new product in the queue, in its insert's transaction.
pub(super) async fn hold<C: ConnectionTrait>(
    connection: &C,
    id: ProductId,
    at: Timestamp,
) -> anyhow::Result<()> {
    let mut insert =
        Sql::new("INSERT INTO product_holds (product_id, status, reason, held_at, decided_at) VALUES (");
    insert
        .bind(id.as_uuid())
        .push(", 'pending', NULL, ")
        .bind(at)
        .push(", NULL)");
    exec(connection, insert).await?;
    Ok(())
}

/// Puts a rejected product back in the queue (its seller edited it), keeping the reason for the
/// Admin to compare; a product in any other state is left alone.
pub(super) async fn resubmit<C: ConnectionTrait>(
    connection: &C,
    id: ProductId,
    now: Timestamp,
) -> anyhow::Result<()> {
    let mut update = Sql::new("UPDATE product_holds SET status = 'pending', held_at = ");
    update
        .bind(now)
        .push(" WHERE status = 'rejected' AND product_id = ")
        .bind(id.as_uuid());
    exec(connection, update).await?;
    Ok(())
}

/// The products in the queue: live, and waiting for approval or reported.
const QUEUED: &str = " FROM products p JOIN shops s ON s.id = p.shop_id \
    LEFT JOIN product_holds h ON h.product_id = p.id \
    WHERE p.deleted_at IS NULL AND (h.status = 'pending' \
    OR p.id IN (SELECT product_id FROM product_reports WHERE resolved_at IS NULL))";

fn hold_of(row: &QueryResult, status: &str, reason: &str, at: &str) -> anyhow::Result<Option<Hold>> {
    let Some(status) = row.try_get::<Option<String>>("", status)? else {
        return Ok(None);
    };
    Ok(Some(Hold {
        status: status.parse()?,
        reason: row
            .try_get::<Option<String>>("", reason)?
            .as_deref()
            .and_then(ReviewReason::parse),
        held_at: row.try_get("", at)?,
    }))
}

impl SeaProductRepository {
    async fn all(&self, sql: Sql) -> anyhow::Result<Vec<QueryResult>> {
        Ok(self.db.query_all_raw(sql.build(self.backend)).await?)
    }

    /// Open reports of `ids` by reason, and their latest texts.
    async fn reports_of(
        &self,
        ids: &[Uuid],
    ) -> anyhow::Result<(
        HashMap<Uuid, Vec<(ReportReason, u64)>>,
        HashMap<Uuid, Vec<String>>,
    )> {
        let mut counts: HashMap<Uuid, Vec<(ReportReason, u64)>> = HashMap::new();
        let mut texts: HashMap<Uuid, Vec<String>> = HashMap::new();
        if ids.is_empty() {
            return Ok((counts, texts));
        }
        let mut sql = Sql::new(
            "SELECT product_id, reason, COUNT(*) AS n FROM product_reports \
             WHERE resolved_at IS NULL AND product_id IN (",
        );
        push_ids(&mut sql, ids.iter().copied());
        sql.push(") GROUP BY product_id, reason");
        for row in self.all(sql).await? {
            let reason: String = row.try_get("", "reason")?;
            let reason = ReportReason::parse(&reason)
                .ok_or_else(|| anyhow::anyhow!("a stored report's reason is `{reason}`"))?;
            let n: i64 = row.try_get("", "n")?;
            counts
                .entry(row.try_get("", "product_id")?)
                .or_default()
                .push((reason, u64::try_from(n).unwrap_or(0)));
        }
        for reasons in counts.values_mut() {
            reasons.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        }
        let mut sql = Sql::new(
            "SELECT product_id, details FROM product_reports \
             WHERE resolved_at IS NULL AND details IS NOT NULL AND product_id IN (",
        );
        push_ids(&mut sql, ids.iter().copied());
        sql.push(") ORDER BY created_at DESC, id LIMIT ")
            .integer(i64::try_from(ids.len() * DETAILS_SHOWN * 20).unwrap_or(i64::MAX));
        for row in self.all(sql).await? {
            let shown = texts.entry(row.try_get("", "product_id")?).or_default();
            if shown.len() < DETAILS_SHOWN {
                shown.push(row.try_get("", "details")?);
            }
        }
        Ok((counts, texts))
    }
}

#[async_trait]
impl ModerationStore for SeaProductRepository {
    async fn holds_of(&self, ids: &[ProductId]) -> anyhow::Result<Vec<(ProductId, Hold)>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut sql =
            Sql::new("SELECT product_id, status, reason, held_at FROM product_holds WHERE product_id IN (");
        push_ids(&mut sql, ids.iter().map(ProductId::as_uuid));
        sql.push(")");
        let mut holds = Vec::new();
        for row in self.all(sql).await? {
            if let Some(hold) = hold_of(&row, "status", "reason", "held_at")? {
                holds.push((ProductId::from_uuid(row.try_get("", "product_id")?), hold));
            }
        }
        Ok(holds)
    }

    async fn report(&self, report: &NewReport) -> anyhow::Result<bool> {
        let mut insert = Sql::new(
            "INSERT INTO product_reports (id, product_id, reporter_id, reason, details, created_at, resolved_at) \
             VALUES (",
        );
        insert
            .bind(Uuid::new_v4())
            .push(", ")
            .bind(report.product.as_uuid())
            .push(", ")
            .bind(report.reporter.as_uuid())
            .push(", ")
            .bind(report.reason.as_str())
            .push(", ")
            .bind(report.details.as_ref().map(|d| d.as_str().to_owned()))
            .push(", ")
            .bind(report.at)
            // The one conflict possible is the reporter's open report on it (the partial unique
            // index): the second is not stored.
            .push(", NULL) ON CONFLICT DO NOTHING");
        Ok(exec(&self.db, insert).await? == 1)
    }

    async fn queue(&self, search: Option<String>, page: PageRequest) -> anyhow::Result<Page<QueueItem>> {
        let search = search.as_deref().map(str::trim).filter(|t| !t.is_empty());
        let filter = |sql: &mut Sql| {
            sql.push(QUEUED);
            if let Some(text) = search {
                push_contains(sql, &["lower(p.name)", "lower(s.shop_name)"], text);
            }
        };
        let mut select = Sql::new(
            "SELECT p.id, p.name, p.kind, p.category, p.selling_price_paise, p.shop_id, s.shop_name, \
             (SELECT i.thumbnail_key FROM product_images i WHERE i.product_id = p.id \
              ORDER BY i.position LIMIT 1) AS thumbnail, \
             h.status AS hold_status, h.reason AS hold_reason, h.held_at, \
             CASE WHEN h.status = 'pending' THEN h.held_at ELSE (SELECT MIN(r.created_at) \
              FROM product_reports r WHERE r.product_id = p.id AND r.resolved_at IS NULL) END AS waiting_since",
        );
        filter(&mut select);
        select.push(" ORDER BY waiting_since, p.id");
        push_page(&mut select, page);
        let rows = self.all(select).await?;
        let mut count = Sql::new("SELECT COUNT(*) AS n");
        filter(&mut count);
        let total = count_rows(&self.db, count).await?;

        let ids: Vec<Uuid> = rows
            .iter()
            .map(|row| row.try_get::<Uuid>("", "id"))
            .collect::<Result<_, _>>()?;
        let (mut counts, mut texts) = self.reports_of(&ids).await?;
        let items = rows
            .iter()
            .zip(&ids)
            .map(|(row, id)| {
                Ok(QueueItem {
                    product: ProductId::from_uuid(*id),
                    name: row.try_get("", "name")?,
                    is_event: row.try_get::<String>("", "kind")? == "event",
                    category: row.try_get("", "category")?,
                    price: money(row, "selling_price_paise")?,
                    thumbnail: row
                        .try_get::<Option<String>>("", "thumbnail")?
                        .and_then(MediaKey::from_stored),
                    shop: ShopId::from_uuid(row.try_get("", "shop_id")?),
                    shop_name: row.try_get("", "shop_name")?,
                    hold: hold_of(row, "hold_status", "hold_reason", "held_at")?,
                    reports: counts.remove(id).unwrap_or_default(),
                    report_details: texts.remove(id).unwrap_or_default(),
                    waiting_since: row.try_get("", "waiting_since")?,
                })
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Page::new(items, total, page))
    }

    async fn decide(
        &self,
        product: ProductId,
        decision: &Decision,
        notice: &DecisionNotice,
        now: Timestamp,
    ) -> anyhow::Result<bool> {
        let id = product.as_uuid();
        let txn = begin_write(&self.db).await?;
        let mut live = Sql::new("SELECT COUNT(*) AS n FROM products WHERE deleted_at IS NULL AND id = ");
        live.bind(id);
        if count_rows(&txn, live).await? == 0 {
            txn.rollback().await?;
            return Ok(false);
        }
        // Each write below moves only what is still open, so of two decisions at once the second
        // finds nothing to do.
        let mut close = Sql::new("UPDATE product_reports SET resolved_at = ");
        close
            .bind(now)
            .push(" WHERE resolved_at IS NULL AND product_id = ")
            .bind(id);
        let closed = exec(&txn, close).await?;
        let was_pending = match decision {
            Decision::Approve => {
                let mut release =
                    Sql::new("DELETE FROM product_holds WHERE status = 'pending' AND product_id = ");
                release.bind(id);
                exec(&txn, release).await? == 1
            }
            Decision::Reject(reason) => {
                let mut reject = Sql::new("UPDATE product_holds SET status = 'rejected', reason = ");
                reject
                    .bind(reason.as_str())
                    .push(", decided_at = ")
                    .bind(now)
                    .push(" WHERE status = 'pending' AND product_id = ")
                    .bind(id);
                let moved = exec(&txn, reject).await? == 1;
                if !moved && closed > 0 {
                    // A live product taken down on reports.
                    let mut insert = Sql::new(
                        "INSERT INTO product_holds (product_id, status, reason, held_at, decided_at) VALUES (",
                    );
                    insert
                        .bind(id)
                        .push(", 'rejected', ")
                        .bind(reason.as_str())
                        .push(", ")
                        .bind(now)
                        .push(", ")
                        .bind(now)
                        .push(")");
                    exec(&txn, insert).await?;
                }
                moved
            }
        };
        if !was_pending && closed == 0 {
            txn.rollback().await?;
            return Ok(false);
        }
        // Dismissed reports change nothing the seller sees, so they are not told of those.
        let tell = was_pending || matches!(decision, Decision::Reject(_));
        if tell {
            let mut shop = Sql::new("SELECT shop_id FROM products WHERE id = ");
            shop.bind(id);
            let row = txn
                .query_one_raw(shop.build(self.backend))
                .await?
                .ok_or_else(|| anyhow::anyhow!("product vanished"))?;
            let shop_id: Uuid = row.try_get("", "shop_id")?;
            insert_notification(
                &txn,
                &NewNotification {
                    recipient_kind: "shop",
                    recipient_id: shop_id,
                    // Keyed by the decision's instant: each decision is told once.
                    event_key: &format!("{}:{}:{}", notice.kind, id, now.timestamp_micros()),
                    kind: notice.kind,
                    subject: Some(id),
                    title: &notice.title,
                    body: &notice.body,
                    link: "/shop-dashboard/products",
                    at: now,
                },
            )
            .await?;
        }
        txn.commit().await?;
        Ok(true)
    }
}
