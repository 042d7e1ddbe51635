//! The Admin's commission rules ([`CommissionRuleStore`]): one row per rule and one for the
//! default, replaced whole in one transaction (migration 32).

use std::collections::HashSet;

use anyhow::Context as _;
use async_trait::async_trait;
use kernel::{Rate, ShopId, Timestamp};
use orders::commission::{CommissionRule, CommissionRuleStore, CommissionRules, ReplaceError};
use sea_orm::prelude::Uuid;

use super::SeaOrderStore;
use crate::db::begin_write;
use crate::sql::{Sql, exec, push_ids};

/// The row's unique key: what makes two rules the same rule.
fn scope_key(shop: Option<ShopId>, category: Option<catalog::Category>) -> String {
    match (shop, category) {
        (None, None) => "default".to_owned(),
        (Some(shop), None) => format!("shop:{shop}"),
        (None, Some(category)) => format!("category:{}", category.name()),
        (Some(shop), Some(category)) => format!("shop:{shop}/category:{}", category.name()),
    }
}

#[async_trait]
impl CommissionRuleStore for SeaOrderStore {
    async fn rules(&self) -> anyhow::Result<Option<CommissionRules>> {
        let rows = self
            .rows(Sql::new(
                "SELECT shop_id, category, rate_bp FROM commission_rules ORDER BY position",
            ))
            .await?;
        let mut default = None;
        let mut rules = Vec::with_capacity(rows.len());
        for row in &rows {
            let shop: Option<Uuid> = row.try_get("", "shop_id")?;
            let category = row
                .try_get::<Option<String>>("", "category")?
                .map(|name| name.parse::<catalog::Category>())
                .transpose()
                .map_err(|e| anyhow::anyhow!("a stored commission rule: {e}"))?;
            let rate = Rate::from_basis_points(u32::try_from(row.try_get::<i32>("", "rate_bp")?)?)?;
            match (shop, category) {
                (None, None) => default = Some(rate),
                (shop, category) => rules.push(CommissionRule {
                    shop: shop.map(ShopId::from_uuid),
                    category,
                    rate,
                }),
            }
        }
        let Some(default) = default else {
            return Ok(None);
        };
        CommissionRules::new(default, rules)
            .map(Some)
            .map_err(|e| anyhow::anyhow!("the stored commission rules do not check: {e}"))
    }

    async fn replace(&self, rules: &CommissionRules, at: Timestamp) -> Result<(), ReplaceError> {
        let txn = begin_write(&self.db)
            .await
            .context("starting to replace commission rules")?;
        // Two Admins saving at once: the second waits for the first and then replaces its rules
        // whole, instead of inserting beside rows its statement's snapshot did not see.
        if self.backend == sea_orm::DatabaseBackend::Postgres {
            exec(&txn, Sql::new("LOCK TABLE commission_rules IN EXCLUSIVE MODE"))
                .await
                .context("locking commission rules")?;
        }
        let wanted: Vec<Uuid> = rules
            .rules()
            .iter()
            .filter_map(|r| r.shop.map(|s| s.as_uuid()))
            .collect::<HashSet<_>>()
            .into_iter()
            .collect();
        if !wanted.is_empty() {
            let mut select = Sql::new("SELECT id FROM shops WHERE id IN (");
            push_ids(&mut select, wanted.iter().copied());
            select.push(")");
            let backend = self.backend;
            let found: HashSet<Uuid> = sea_orm::ConnectionTrait::query_all_raw(&txn, select.build(backend))
                .await
                .context("reading the rules' shops")?
                .iter()
                .map(|row| row.try_get::<Uuid>("", "id"))
                .collect::<Result<_, _>>()
                .context("reading the rules' shops")?;
            let unknown: Vec<usize> = rules
                .rules()
                .iter()
                .enumerate()
                .filter(|(_, r)| r.shop.is_some_and(|s| !found.contains(&s.as_uuid())))
                .map(|(i, _)| i)
                .collect();
            if !unknown.is_empty() {
                return Err(ReplaceError::UnknownShops(unknown));
            }
        }
        exec(&txn, Sql::new("DELETE FROM commission_rules"))
            .await
            .context("clearing commission rules")?;
        let default = CommissionRule {
            shop: None,
            category: None,
            rate: rules.default_rate(),
        };
        for (position, rule) in std::iter::once(&default).chain(rules.rules()).enumerate() {
            let mut insert = Sql::new(
                "INSERT INTO commission_rules (scope_key, shop_id, category, rate_bp, position, updated_at) VALUES (",
            );
            insert
                .bind(scope_key(rule.shop, rule.category))
                .push(", ")
                .bind(rule.shop.map(|s| s.as_uuid()))
                .push(", ")
                .bind(rule.category.map(|c| c.name().to_owned()))
                .push(", ")
                .bind(i64::from(rule.rate.basis_points()))
                .push(", ")
                .bind(i64::try_from(position).context("too many rules")?)
                .push(", ")
                .bind(at)
                .push(")");
            exec(&txn, insert).await.context("storing a commission rule")?;
        }
        txn.commit().await.context("committing commission rules")?;
        Ok(())
    }
}
