//! Coupons ([`CouponRepository`]): a shop's and the platform's, with their owners and limits.

use anyhow::{Context as _, anyhow};
use async_trait::async_trait;
use cart_rules::{Coupon, CouponCode, Funder, Percent, UsageLimits};
use kernel::{CouponId, Money, Page, PageRequest, ProductId, ShopId, SortBy, Timestamp, UserId};
use orders::{CouponRepository, CouponSort, InsertCouponError, ShopCoupon};
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, QueryResult};

use super::SeaOrderStore;
use crate::sql::{Sql, count_rows, is_unique_violation, push_contains, push_order, push_page, removed};

const COUPON_COLUMNS: &str = "c.id, c.shop_id, c.code, c.percent, c.min_amount_paise, c.max_discount_paise, \
    c.product_id, c.expires_at, c.created_at, c.max_uses, c.max_uses_per_account, c.uses, c.owner_email";

/// The statement that stores a new coupon (also used by the newsletter's own coupons).
pub(crate) fn coupon_insert(coupon: &Coupon, at: Timestamp) -> Sql {
    let shop = match coupon.funder {
        Funder::Shop(shop) => Some(shop.as_uuid()),
        Funder::Platform => None,
    };
    let mut insert = Sql::new(
        "INSERT INTO coupons (id, shop_id, code, percent, min_amount_paise, max_discount_paise, product_id, \
         expires_at, max_uses, max_uses_per_account, owner_email, created_at) VALUES (",
    );
    insert
        .bind(coupon.id.as_uuid())
        .push(", ")
        .bind(shop)
        .push(", ")
        .bind(coupon.code.as_str().to_owned())
        .push(", ")
        .bind(i64::from(coupon.percent.value()))
        .push(", ")
        .bind(coupon.min_amount.map(Money::paise))
        .push(", ")
        .bind(coupon.max_discount.map(Money::paise))
        .push(", ")
        .bind(coupon.product.map(|p| p.as_uuid()))
        .push(", ")
        .bind(coupon.expires_at)
        .push(", ")
        .bind(coupon.limits.total.map(i64::from))
        .push(", ")
        .bind(coupon.limits.per_account.map(i64::from))
        .push(", ")
        .bind(coupon.owner.clone())
        .push(", ")
        .bind(at)
        .push(")");
    insert
}

fn coupon_of(row: &QueryResult) -> anyhow::Result<Coupon> {
    let percent: i64 = row.try_get("", "percent")?;
    Ok(Coupon {
        id: CouponId::from_uuid(row.try_get("", "id")?),
        code: CouponCode::parse(&row.try_get::<String>("", "code")?)
            .map_err(|e| anyhow!("a stored coupon code is not valid: {e}"))?,
        percent: Percent::new(percent)
            .ok_or_else(|| anyhow!("a stored coupon percentage is out of range"))?,
        funder: row
            .try_get::<Option<Uuid>>("", "shop_id")?
            .map_or(Funder::Platform, |shop| Funder::Shop(ShopId::from_uuid(shop))),
        min_amount: row
            .try_get::<Option<i64>>("", "min_amount_paise")?
            .map(Money::from_paise),
        max_discount: row
            .try_get::<Option<i64>>("", "max_discount_paise")?
            .map(Money::from_paise),
        product: row
            .try_get::<Option<Uuid>>("", "product_id")?
            .map(ProductId::from_uuid),
        expires_at: row.try_get("", "expires_at")?,
        limits: UsageLimits {
            total: limit(row, "max_uses")?,
            per_account: limit(row, "max_uses_per_account")?,
        },
        owner: row.try_get("", "owner_email")?,
        uses: u32::try_from(row.try_get::<i64>("", "uses")?)
            .context("a coupon's use count is out of range")?,
    })
}

fn limit(row: &QueryResult, column: &str) -> anyhow::Result<Option<u32>> {
    row.try_get::<Option<i64>>("", column)?
        .map(|n| u32::try_from(n).with_context(|| format!("a coupon's {column} is out of range")))
        .transpose()
}

#[async_trait]
impl CouponRepository for SeaOrderStore {
    async fn find_by_code(&self, code: &CouponCode) -> anyhow::Result<Option<Coupon>> {
        let mut select = Sql::new("SELECT ");
        select
            .push(COUPON_COLUMNS)
            .push(" FROM coupons c WHERE c.deleted_at IS NULL AND c.code = ")
            .bind(code.as_str().to_owned());
        self.rows(select).await?.first().map(coupon_of).transpose()
    }

    async fn insert(&self, coupon: &Coupon, at: Timestamp) -> Result<(), InsertCouponError> {
        let insert = coupon_insert(coupon, at);
        match self.db.execute_raw(insert.build(self.backend)).await {
            Ok(_) => Ok(()),
            // The partial unique index over live codes decides, so two sellers racing for one
            // code cannot both have it.
            Err(error) if is_unique_violation(&error) => Err(InsertCouponError::Duplicate),
            Err(error) => Err(InsertCouponError::Failed(
                anyhow::Error::from(error).context("storing a coupon"),
            )),
        }
    }

    async fn listed(
        &self,
        funder: Funder,
        search: Option<String>,
        sort: Option<SortBy<CouponSort>>,
        page: PageRequest,
    ) -> anyhow::Result<Page<ShopCoupon>> {
        let search = search.as_deref().map(str::trim).filter(|t| !t.is_empty());
        let filter = |sql: &mut Sql| {
            sql.push(
                " FROM coupons c LEFT JOIN products p ON p.id = c.product_id WHERE c.deleted_at IS NULL",
            );
            match funder {
                Funder::Shop(shop) => sql.push(" AND c.shop_id = ").bind(shop.as_uuid()),
                Funder::Platform => sql.push(" AND c.shop_id IS NULL"),
            };
            if let Some(text) = search {
                // Codes are stored upper-case; lower() makes the match ignore case like the rest.
                push_contains(sql, &["lower(c.code)"], text);
            }
        };
        let mut count = Sql::new("SELECT COUNT(*) AS n");
        filter(&mut count);
        let total = count_rows(&self.db, count).await?;
        // Each key is a column chosen here, never from the request, which only picks which.
        let (expression, descending) = sort.map_or(("c.created_at", true), |sort| {
            let expression = match sort.key() {
                CouponSort::Code => "c.code",
                CouponSort::Percent => "c.percent",
                CouponSort::Minimum => "c.min_amount_paise",
                CouponSort::Cap => "c.max_discount_paise",
                CouponSort::Expires => "c.expires_at",
                CouponSort::Created => "c.created_at",
            };
            (expression, sort.is_descending())
        });
        let mut select = Sql::new("SELECT ");
        select.push(COUPON_COLUMNS).push(", p.name AS product_name");
        filter(&mut select);
        push_order(&mut select, expression, descending, "c.id");
        push_page(&mut select, page);
        let items = self
            .rows(select)
            .await?
            .iter()
            .map(|row| {
                Ok(ShopCoupon {
                    coupon: coupon_of(row)?,
                    product_name: row.try_get("", "product_name")?,
                    created_at: row.try_get("", "created_at")?,
                })
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Page::new(items, total, page))
    }

    async fn delete(&self, funder: Funder, id: CouponId, at: Timestamp) -> anyhow::Result<kernel::Removed> {
        let mut update = Sql::new("UPDATE coupons SET deleted_at = ");
        update.bind(at).push(" WHERE id = ").bind(id.as_uuid());
        match funder {
            Funder::Shop(shop) => update.push(" AND shop_id = ").bind(shop.as_uuid()),
            Funder::Platform => update.push(" AND shop_id IS NULL"),
        };
        update.push(" AND deleted_at IS NULL");
        let deleted = self.db.execute_raw(update.build(self.backend)).await?;
        Ok(removed(deleted.rows_affected()))
    }

    async fn uses_by(&self, coupon: CouponId, user: UserId) -> anyhow::Result<u32> {
        crate::coupon_uses::counted_uses(&self.db, coupon, user).await
    }
}
