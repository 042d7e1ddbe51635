//! The order store ([`OrderStore`]): each method is one transaction or one read; the larger ones
//! live in the files beside this one.

use async_trait::async_trait;
use kernel::{CheckoutId, OrderId, Page, PageRequest, Timestamp, UserId};
use orders::{
    Actor, CheckoutPayment, IdempotencyKey, NewCheckout, Order, OrderQuery, OrderStore, PaymentMarked,
    PlaceError, PlacedAttempt, RefundOf, RefundStatus, StatusChange, StatusChanged, StatusReason,
};

use super::rows::{ORDER_COLUMNS, ORDER_FROM};
use super::{SeaOrderStore, jobs, moves, payments, place};
use crate::sql::{Sql, count_rows, push_page};

#[async_trait]
impl OrderStore for SeaOrderStore {
    async fn attempt(&self, user: UserId, key: &IdempotencyKey) -> anyhow::Result<Option<PlacedAttempt>> {
        let mut select = Sql::new("SELECT request_hash, checkout_id FROM idempotency_keys WHERE user_id = ");
        select
            .bind(user.as_uuid())
            .push(" AND key = ")
            .bind(key.as_str().to_owned());
        self.rows(select)
            .await?
            .first()
            .map(|row| {
                Ok(PlacedAttempt {
                    request_hash: row.try_get("", "request_hash")?,
                    checkout: CheckoutId::from_uuid(row.try_get("", "checkout_id")?),
                })
            })
            .transpose()
    }

    async fn place(&self, checkout: &NewCheckout) -> Result<(), PlaceError> {
        place::place(self, checkout).await
    }

    async fn of_checkout(&self, checkout: CheckoutId) -> anyhow::Result<Vec<Order>> {
        let mut select = Sql::new("SELECT ");
        select
            .push(ORDER_COLUMNS)
            .push(ORDER_FROM)
            .push(" WHERE o.checkout_id = ")
            .bind(checkout.as_uuid())
            .push(" ORDER BY o.id");
        // Shops in the order the cart listed them is not kept; a stable order by id is enough.
        self.orders(select).await
    }

    async fn find(&self, id: OrderId) -> anyhow::Result<Option<Order>> {
        let mut select = Sql::new("SELECT ");
        select
            .push(ORDER_COLUMNS)
            .push(ORDER_FROM)
            .push(" WHERE o.id = ")
            .bind(id.as_uuid());
        Ok(self.orders(select).await?.pop())
    }

    async fn order_of_return(
        &self,
        return_id: sea_orm::prelude::Uuid,
    ) -> anyhow::Result<Option<(OrderId, u32)>> {
        let mut select = Sql::new("SELECT order_id, number FROM order_returns WHERE id = ");
        select.bind(return_id);
        self.rows(select)
            .await?
            .first()
            .map(|row| {
                Ok((
                    OrderId::from_uuid(row.try_get("", "order_id")?),
                    u32::try_from(row.try_get::<i64>("", "number")?)?,
                ))
            })
            .transpose()
    }

    async fn list(&self, query: &OrderQuery, page: PageRequest) -> anyhow::Result<Page<Order>> {
        // The joins are on required keys, so they never change the count; the search needs them.
        let mut count = Sql::new("SELECT COUNT(*) AS n");
        count.push(ORDER_FROM);
        self.push_scope(&mut count, query);
        let total = count_rows(&self.db, count).await?;
        let mut select = Sql::new("SELECT ");
        select.push(ORDER_COLUMNS).push(ORDER_FROM);
        self.push_scope(&mut select, query);
        select.push(" ORDER BY o.created_at DESC, o.id");
        push_page(&mut select, page);
        Ok(Page::new(self.orders(select).await?, total, page))
    }

    async fn change_status(&self, change: &StatusChange) -> anyhow::Result<StatusChanged> {
        moves::change_status(self, change).await
    }

    async fn withdraw_unpaid(
        &self,
        checkout: CheckoutId,
        by: Actor,
        reason: &StatusReason,
        at: Timestamp,
    ) -> anyhow::Result<StatusChanged> {
        jobs::withdraw_unpaid(self, checkout, by, reason, at).await
    }

    async fn refund_settled(
        &self,
        refund: RefundOf,
        status: RefundStatus,
        provider_refund_id: Option<String>,
        at: Timestamp,
    ) -> anyhow::Result<()> {
        moves::refund_settled(self, refund, status, provider_refund_id, at).await
    }

    async fn payment(&self, checkout: CheckoutId) -> anyhow::Result<Option<CheckoutPayment>> {
        payments::payment(self, checkout).await
    }

    async fn payment_by_provider_order(
        &self,
        provider_order_id: &str,
    ) -> anyhow::Result<Option<CheckoutPayment>> {
        payments::payment_by_provider_order(self, provider_order_id).await
    }

    async fn set_provider_order(
        &self,
        checkout: CheckoutId,
        provider_order_id: &str,
        at: Timestamp,
    ) -> anyhow::Result<String> {
        payments::set_provider_order(self, checkout, provider_order_id, at).await
    }

    async fn mark_paid(
        &self,
        checkout: CheckoutId,
        provider_payment_id: &str,
        at: Timestamp,
    ) -> anyhow::Result<PaymentMarked> {
        payments::mark_paid(self, checkout, provider_payment_id, at).await
    }

    async fn cancel_unpaid(
        &self,
        placed_before: Timestamp,
        at: Timestamp,
        limit: u32,
    ) -> anyhow::Result<Vec<CheckoutId>> {
        jobs::cancel_unpaid(self, placed_before, at, limit).await
    }

    async fn settle_delivered(
        &self,
        delivered_before: Timestamp,
        at: Timestamp,
        limit: u32,
    ) -> anyhow::Result<Vec<OrderId>> {
        jobs::settle_delivered(self, delivered_before, at, limit).await
    }
}
