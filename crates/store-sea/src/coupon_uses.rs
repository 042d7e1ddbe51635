//! Counting coupon uses inside the transactions that place and unwind orders (migration 11,
//! docs/orders.md "Coupon owners and limits").
//!
//! A use is one redemption row per checkout. Placing a checkout with a coupon raises the coupon's
//! `uses` with a conditional update that refuses to pass `max_uses`; that update also locks the
//! coupon's row until the checkout commits, so the account's own count read next sees every use
//! committed before it, on PostgreSQL as on SQLite (where writers take turns anyway). Twenty
//! checkouts at once therefore take the last use once.
//!
//! A use is given back when no order it discounted is still live: each order a coupon discounted
//! names it (`orders.coupon_id`), so the last of them to be cancelled or refunded in full releases
//! the redemption and lowers `uses`, in that order's transaction.

use anyhow::Context as _;
use cart_rules::CouponProblem;
use kernel::{CheckoutId, CouponId, Timestamp, UserId};
use orders::{NewCheckout, OrderStatus, PlaceError};
use sea_orm::{ConnectionTrait as _, DatabaseTransaction};

use crate::sql::{Sql, exec};

/// Counts `checkout`'s use of its coupon, or refuses it when a limit is reached. Call it last in
/// the placing transaction: the coupon's row stays locked until the commit.
pub(crate) async fn redeem(txn: &DatabaseTransaction, checkout: &NewCheckout) -> Result<(), PlaceError> {
    let Some((coupon, _)) = &checkout.coupon else {
        return Ok(());
    };
    let mut take = Sql::new("UPDATE coupons SET uses = uses + 1 WHERE id = ");
    take.bind(coupon.as_uuid())
        .push(" AND deleted_at IS NULL AND (max_uses IS NULL OR uses < max_uses)");
    if exec(txn, take).await.context("counting a coupon use")? == 0 {
        return Err(PlaceError::Coupon(CouponProblem::UsedUp));
    }
    if let Some(per_account) = per_account_limit(txn, *coupon).await? {
        let uses = counted_uses(txn, *coupon, checkout.user).await?;
        if uses >= per_account {
            return Err(PlaceError::Coupon(CouponProblem::UsedByYou { per_account }));
        }
    }
    let mut insert =
        Sql::new("INSERT INTO coupon_redemptions (checkout_id, coupon_id, user_id, created_at) VALUES (");
    insert
        .bind(checkout.id.as_uuid())
        .push(", ")
        .bind(coupon.as_uuid())
        .push(", ")
        .bind(checkout.user.as_uuid())
        .push(", ")
        .bind(checkout.at)
        .push(")");
    exec(txn, insert).await.context("recording a coupon use")?;
    Ok(())
}

async fn per_account_limit(txn: &DatabaseTransaction, coupon: CouponId) -> Result<Option<u32>, PlaceError> {
    let mut select = Sql::new("SELECT max_uses_per_account FROM coupons WHERE id = ");
    select.bind(coupon.as_uuid());
    let row = txn
        .query_one_raw(select.build(txn.get_database_backend()))
        .await
        .context("reading a coupon's limit")?;
    let limit = match row {
        Some(row) => row
            .try_get::<Option<i64>>("", "max_uses_per_account")
            .context("reading a coupon's limit")?,
        None => None,
    };
    Ok(limit.map(|n| u32::try_from(n).unwrap_or(u32::MAX)))
}

/// Uses of `coupon` by `user` still counted.
pub(crate) async fn counted_uses<C: sea_orm::ConnectionTrait>(
    connection: &C,
    coupon: CouponId,
    user: UserId,
) -> anyhow::Result<u32> {
    let mut count = Sql::new("SELECT COUNT(*) AS n FROM coupon_redemptions WHERE coupon_id = ");
    count
        .bind(coupon.as_uuid())
        .push(" AND user_id = ")
        .bind(user.as_uuid())
        .push(" AND released_at IS NULL");
    let n = crate::sql::count_rows(connection, count).await?;
    Ok(u32::try_from(n).unwrap_or(u32::MAX))
}

/// Gives `checkout`'s coupon use back when none of the orders it discounted is live any more (all
/// cancelled or refunded in full); does nothing otherwise, or when it was given back already.
pub(crate) async fn release_if_spent(
    txn: &DatabaseTransaction,
    checkout: CheckoutId,
    at: Timestamp,
) -> Result<(), sea_orm::DbErr> {
    let mut release = Sql::new("UPDATE coupon_redemptions SET released_at = ");
    release
        .bind(at)
        .push(" WHERE checkout_id = ")
        .bind(checkout.as_uuid())
        .push(" AND released_at IS NULL AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.checkout_id = ")
        .bind(checkout.as_uuid())
        .push(" AND o.coupon_id IS NOT NULL AND o.status NOT IN (")
        .bind(OrderStatus::Cancelled.as_str())
        .push(", ")
        .bind(OrderStatus::RefundSuccess.as_str())
        .push("))");
    if exec(txn, release).await? == 0 {
        return Ok(());
    }
    let mut give_back = Sql::new(
        "UPDATE coupons SET uses = uses - 1 WHERE uses > 0 AND id = \
         (SELECT coupon_id FROM coupon_redemptions WHERE checkout_id = ",
    );
    give_back.bind(checkout.as_uuid()).push(")");
    exec(txn, give_back).await?;
    Ok(())
}
