//! Checkout and orders on sea-orm: [`OrderStore`] (every write one transaction), the catalogue
//! facts checkout needs ([`CheckoutCatalog`]) and coupons ([`CouponRepository`]).
//!
//! Hand-written SQL through [`Sql`], like the catalogue: the conditional stock updates and the
//! status changes guarded by the status they move from are the point of this module, and read
//! best as the statements they are.

use std::collections::HashMap;

use anyhow::{Context as _, anyhow};
use async_trait::async_trait;
use cart_rules::{Coupon, CouponCode, Funder, Percent, SellableItem, UsageLimits};
use kernel::{
    CheckoutId, CouponId, MediaKey, Money, OrderId, Page, PageRequest, ProductId, Rate, ShopId, SortBy,
    Timestamp, UserId,
};
use orders::{
    Actor, AddressCopy, Balance, Buyer, CatalogItem, CheckoutCatalog, CheckoutPayment, CouponRepository,
    CouponSort, HistoryEntry, IdempotencyKey, InsertCouponError, LedgerLine, LedgerRepository, NewCheckout,
    Order, OrderLine, OrderQuery, OrderScope, OrderStatus, OrderStore, PaymentMethod, PaymentStatus,
    PlaceError, PlacedAttempt, RefundStatus, Seller, ShopCoupon, StatusChange,
};
use sea_orm::prelude::Uuid;
use sea_orm::{
    ConnectionTrait, DatabaseBackend, DatabaseConnection, DatabaseTransaction, QueryResult, SqlErr,
};

use crate::db::{Database, begin_write};
use crate::sql::{Sql, count_rows, exec, money, push_contains, push_order, push_page};

#[derive(Debug, Clone)]
pub struct SeaOrderStore {
    db: DatabaseConnection,
    backend: DatabaseBackend,
}

impl SeaOrderStore {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        let connection = db.connection().clone();
        Self {
            backend: connection.get_database_backend(),
            db: connection,
        }
    }

    async fn rows(&self, sql: Sql) -> anyhow::Result<Vec<QueryResult>> {
        Ok(self.db.query_all_raw(sql.build(self.backend)).await?)
    }
}

/// `?, ?, ?` bound to `ids`.
pub(crate) fn push_ids(sql: &mut Sql, ids: impl IntoIterator<Item = Uuid>) {
    for (i, id) in ids.into_iter().enumerate() {
        if i > 0 {
            sql.push(", ");
        }
        sql.bind(id);
    }
}

// ---------------------------------------------------------------------------------------------
// What checkout reads from the catalogue.

#[async_trait]
impl CheckoutCatalog for SeaOrderStore {
    async fn items(&self, ids: &[ProductId], now: Timestamp) -> anyhow::Result<Vec<CatalogItem>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut select = Sql::new(
            "SELECT p.id, p.shop_id, p.kind, p.name, p.colour_name, p.selling_price_paise, p.stock, \
             p.sizes, p.deleted_at, p.starts_at, p.ends_at, s.status AS shop_status, s.shop_name, \
             (SELECT i.thumbnail_key FROM product_images i WHERE i.product_id = p.id \
              ORDER BY i.position LIMIT 1) AS thumbnail \
             FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.id IN (",
        );
        push_ids(&mut select, ids.iter().map(ProductId::as_uuid));
        select.push(")");
        let rows = self.rows(select).await?;

        rows.iter()
            .map(|row| {
                let id: Uuid = row.try_get("", "id")?;
                let is_event = row.try_get::<String>("", "kind")? == "event";
                let deleted: Option<Timestamp> = row.try_get("", "deleted_at")?;
                let starts: Option<Timestamp> = row.try_get("", "starts_at")?;
                let ends: Option<Timestamp> = row.try_get("", "ends_at")?;
                let running = !is_event || starts.is_some_and(|s| s <= now) && ends.is_some_and(|e| e > now);
                let on_sale =
                    deleted.is_none() && row.try_get::<String>("", "shop_status")? == "active" && running;
                let stock: i64 = row.try_get("", "stock")?;
                Ok(CatalogItem {
                    item: SellableItem {
                        product: ProductId::from_uuid(id),
                        shop: ShopId::from_uuid(row.try_get("", "shop_id")?),
                        is_event,
                        on_sale,
                        stock: u64::try_from(stock).unwrap_or(0),
                        price: money(row, "selling_price_paise")?,
                        sizes: crate::sizes::split(&row.try_get::<String>("", "sizes")?)
                            .map(str::to_owned)
                            .collect(),
                    },
                    name: row.try_get("", "name")?,
                    thumbnail: row
                        .try_get::<Option<String>>("", "thumbnail")?
                        .and_then(MediaKey::from_stored),
                    colour: row.try_get("", "colour_name")?,
                    shop_name: row.try_get("", "shop_name")?,
                })
            })
            .collect()
    }
}

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

    async fn of_shop(&self, shop: ShopId) -> anyhow::Result<Vec<ShopCoupon>> {
        let mut select = Sql::new("SELECT ");
        select
            .push(COUPON_COLUMNS)
            .push(", p.name AS product_name FROM coupons c LEFT JOIN products p ON p.id = c.product_id ")
            .push("WHERE c.deleted_at IS NULL AND c.shop_id = ")
            .bind(shop.as_uuid())
            .push(" ORDER BY c.created_at DESC, c.id");
        self.rows(select)
            .await?
            .iter()
            .map(|row| {
                Ok(ShopCoupon {
                    coupon: coupon_of(row)?,
                    product_name: row.try_get("", "product_name")?,
                    created_at: row.try_get("", "created_at")?,
                })
            })
            .collect()
    }

    async fn platform(
        &self,
        search: Option<String>,
        sort: Option<SortBy<CouponSort>>,
        page: PageRequest,
    ) -> anyhow::Result<Page<ShopCoupon>> {
        let search = search.as_deref().map(str::trim).filter(|t| !t.is_empty());
        let filter = |sql: &mut Sql| {
            sql.push(" FROM coupons c WHERE c.deleted_at IS NULL AND c.shop_id IS NULL");
            if let Some(text) = search {
                // Codes are stored upper-case; lower() makes the match ignore case like the rest.
                push_contains(sql, &["lower(c.code)"], text);
            }
        };
        let mut count = Sql::new("SELECT COUNT(*) AS n");
        filter(&mut count);
        let total = count_rows(&self.db, count).await?;
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
        select.push(COUPON_COLUMNS);
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
                    product_name: None,
                    created_at: row.try_get("", "created_at")?,
                })
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Page::new(items, total, page))
    }

    async fn delete(&self, funder: Funder, id: CouponId, at: Timestamp) -> anyhow::Result<bool> {
        let mut update = Sql::new("UPDATE coupons SET deleted_at = ");
        update.bind(at).push(" WHERE id = ").bind(id.as_uuid());
        match funder {
            Funder::Shop(shop) => update.push(" AND shop_id = ").bind(shop.as_uuid()),
            Funder::Platform => update.push(" AND shop_id IS NULL"),
        };
        update.push(" AND deleted_at IS NULL");
        Ok(self
            .db
            .execute_raw(update.build(self.backend))
            .await?
            .rows_affected()
            == 1)
    }

    async fn uses_by(&self, coupon: CouponId, user: UserId) -> anyhow::Result<u32> {
        crate::coupon_uses::counted_uses(&self.db, coupon, user).await
    }
}

// ---------------------------------------------------------------------------------------------
// Reading orders.

const ORDER_COLUMNS: &str = "o.id, o.checkout_id, o.user_id, o.shop_id, o.status, o.payment_method, \
    o.payment_status, o.ship_name, o.ship_phone, o.address1, o.address2, o.city, o.state, o.country, o.zip_code, \
    o.subtotal_paise, o.shipping_paise, o.discount_paise, o.shop_discount_paise, o.total_paise, o.coupon_code, \
    o.commission_rate_bp, o.delivered_at, o.refund_requested_at, o.refunded_at, o.cancelled_at, o.created_at, \
    o.updated_at, u.name AS buyer_name, u.email AS buyer_email, u.phone_number AS buyer_phone, \
    s.shop_name, s.email AS shop_email, s.phone AS shop_phone, s.address AS shop_address, \
    s.zip_code AS shop_zip, s.avatar_key AS shop_avatar";

const ORDER_FROM: &str = " FROM orders o JOIN users u ON u.id = o.user_id JOIN shops s ON s.id = o.shop_id";

fn status_of(text: &str) -> anyhow::Result<OrderStatus> {
    text.parse()
        .map_err(|e| anyhow!("a stored order status is not valid: {e}"))
}

fn order_of(row: &QueryResult) -> anyhow::Result<Order> {
    let method: String = row.try_get("", "payment_method")?;
    let payment: String = row.try_get("", "payment_status")?;
    let rate: i64 = row.try_get("", "commission_rate_bp")?;
    Ok(Order {
        id: OrderId::from_uuid(row.try_get("", "id")?),
        checkout: CheckoutId::from_uuid(row.try_get("", "checkout_id")?),
        buyer: Buyer {
            id: UserId::from_uuid(row.try_get("", "user_id")?),
            name: row.try_get("", "buyer_name")?,
            email: row.try_get("", "buyer_email")?,
            phone: row.try_get("", "buyer_phone")?,
        },
        seller: Seller {
            id: ShopId::from_uuid(row.try_get("", "shop_id")?),
            name: row.try_get("", "shop_name")?,
            email: row.try_get("", "shop_email")?,
            phone: row.try_get("", "shop_phone")?,
            address: row.try_get("", "shop_address")?,
            zip_code: row.try_get("", "shop_zip")?,
            avatar: row
                .try_get::<Option<String>>("", "shop_avatar")?
                .and_then(MediaKey::from_stored),
        },
        status: status_of(&row.try_get::<String>("", "status")?)?,
        payment_method: PaymentMethod::parse(&method)
            .ok_or_else(|| anyhow!("unknown payment method {method}"))?,
        payment_status: PaymentStatus::parse(&payment)
            .ok_or_else(|| anyhow!("unknown payment status {payment}"))?,
        address: AddressCopy {
            name: row.try_get("", "ship_name")?,
            phone: row.try_get("", "ship_phone")?,
            address1: row.try_get("", "address1")?,
            address2: row.try_get("", "address2")?,
            city: row.try_get("", "city")?,
            state: row.try_get("", "state")?,
            country: row.try_get("", "country")?,
            zip_code: row.try_get("", "zip_code")?,
        },
        lines: Vec::new(),
        subtotal: money(row, "subtotal_paise")?,
        shipping: money(row, "shipping_paise")?,
        discount: money(row, "discount_paise")?,
        shop_discount: money(row, "shop_discount_paise")?,
        total: money(row, "total_paise")?,
        coupon_code: row.try_get("", "coupon_code")?,
        commission_rate: Rate::from_basis_points(
            u32::try_from(rate).context("commission rate out of range")?,
        )
        .map_err(|e| anyhow!("a stored commission rate is not valid: {e}"))?,
        created_at: row.try_get("", "created_at")?,
        updated_at: row.try_get("", "updated_at")?,
        delivered_at: row.try_get("", "delivered_at")?,
        refund_requested_at: row.try_get("", "refund_requested_at")?,
        refunded_at: row.try_get("", "refunded_at")?,
        cancelled_at: row.try_get("", "cancelled_at")?,
        history: Vec::new(),
    })
}

impl SeaOrderStore {
    /// Orders from a `SELECT {ORDER_COLUMNS}{ORDER_FROM} …` statement, with their lines and history.
    async fn orders(&self, select: Sql) -> anyhow::Result<Vec<Order>> {
        let mut orders = self
            .rows(select)
            .await?
            .iter()
            .map(order_of)
            .collect::<anyhow::Result<Vec<_>>>()?;
        if orders.is_empty() {
            return Ok(orders);
        }
        let ids: Vec<Uuid> = orders.iter().map(|o| o.id.as_uuid()).collect();
        let mut lines = Sql::new(
            "SELECT order_id, product_id, name, image_key, size, colour_name, is_event, unit_price_paise, \
             quantity, line_total_paise, discount_paise FROM order_lines WHERE order_id IN (",
        );
        push_ids(&mut lines, ids.iter().copied());
        lines.push(") ORDER BY order_id, position");
        let mut by_order: HashMap<Uuid, Vec<OrderLine>> = HashMap::new();
        for row in self.rows(lines).await? {
            let qty: i64 = row.try_get("", "quantity")?;
            by_order
                .entry(row.try_get("", "order_id")?)
                .or_default()
                .push(OrderLine {
                    product: ProductId::from_uuid(row.try_get("", "product_id")?),
                    name: row.try_get("", "name")?,
                    image: row
                        .try_get::<Option<String>>("", "image_key")?
                        .and_then(MediaKey::from_stored),
                    unit_price: money(&row, "unit_price_paise")?,
                    qty: u32::try_from(qty).context("a stored quantity is out of range")?,
                    size: row.try_get("", "size")?,
                    colour: row.try_get("", "colour_name")?,
                    is_event: row.try_get("", "is_event")?,
                    total: money(&row, "line_total_paise")?,
                    discount: money(&row, "discount_paise")?,
                });
        }
        let mut history = Sql::new(
            "SELECT order_id, status, actor_kind, created_at FROM order_status_history WHERE order_id IN (",
        );
        push_ids(&mut history, ids.iter().copied());
        history.push(") ORDER BY order_id, created_at, id");
        let mut entries: HashMap<Uuid, Vec<HistoryEntry>> = HashMap::new();
        for row in self.rows(history).await? {
            entries
                .entry(row.try_get("", "order_id")?)
                .or_default()
                .push(HistoryEntry {
                    status: status_of(&row.try_get::<String>("", "status")?)?,
                    by: row.try_get("", "actor_kind")?,
                    at: row.try_get("", "created_at")?,
                });
        }
        for order in &mut orders {
            order.lines = by_order.remove(&order.id.as_uuid()).unwrap_or_default();
            order.history = entries.remove(&order.id.as_uuid()).unwrap_or_default();
        }
        Ok(orders)
    }

    fn push_scope(sql: &mut Sql, query: &OrderQuery) {
        sql.push(" WHERE 1 = 1");
        match query.scope {
            OrderScope::User(user) => {
                sql.push(" AND o.user_id = ").bind(user.as_uuid());
            }
            OrderScope::Shop(shop) => {
                sql.push(" AND o.shop_id = ").bind(shop.as_uuid());
            }
            OrderScope::All => {}
        }
        if !query.statuses.is_empty() {
            sql.push(" AND o.status IN (");
            for (i, status) in query.statuses.iter().enumerate() {
                if i > 0 {
                    sql.push(", ");
                }
                sql.bind(status.as_str());
            }
            sql.push(")");
        }
    }
}

fn payment_of(row: &QueryResult) -> anyhow::Result<CheckoutPayment> {
    let method: String = row.try_get("", "method")?;
    let status: String = row.try_get("", "status")?;
    Ok(CheckoutPayment {
        checkout: CheckoutId::from_uuid(row.try_get("", "checkout_id")?),
        user: UserId::from_uuid(row.try_get("", "user_id")?),
        method: PaymentMethod::parse(&method).ok_or_else(|| anyhow!("unknown payment method {method}"))?,
        // A checkout's payment has more states than an order's (`partially_refunded`); the use
        // cases only ask whether it is pending, succeeded or failed.
        status: PaymentStatus::parse(&status).unwrap_or(PaymentStatus::Refunded),
        amount: money(row, "amount_paise")?,
        provider_order_id: row.try_get("", "provider_order_id")?,
        provider_payment_id: row.try_get("", "provider_payment_id")?,
        created_at: row.try_get("", "created_at")?,
    })
}

const PAYMENT_SELECT: &str = "SELECT p.checkout_id, c.user_id, p.method, p.status, p.amount_paise, \
    p.provider_order_id, p.provider_payment_id, p.created_at FROM payments p \
    JOIN checkouts c ON c.id = p.checkout_id WHERE ";

// ---------------------------------------------------------------------------------------------
// Writing.

fn history_insert(order: OrderId, status: OrderStatus, by: Actor, at: Timestamp) -> Sql {
    let mut sql = Sql::new(
        "INSERT INTO order_status_history (id, order_id, status, actor_kind, actor_id, created_at) VALUES (",
    );
    sql.bind(Uuid::new_v4())
        .push(", ")
        .bind(order.as_uuid())
        .push(", ")
        .bind(status.as_str())
        .push(", ")
        .bind(by.kind())
        .push(", ")
        .bind(by.id())
        .push(", ")
        .bind(at)
        .push(")");
    sql
}

/// Haat itself moves an order out of "Awaiting payment" (a payment confirmed, an unpaid checkout
/// cancelled): its status, its share of the payment, the instant column that records the step,
/// and the history entry. An order no longer awaiting payment is left as it is.
async fn system_move(
    txn: &DatabaseTransaction,
    order: Uuid,
    to: OrderStatus,
    payment_status: PaymentStatus,
    instant_column: &str,
    at: Timestamp,
) -> Result<(), sea_orm::DbErr> {
    let mut update = Sql::new("UPDATE orders SET status = ");
    update
        .bind(to.as_str())
        .push(", payment_status = ")
        .bind(payment_status.as_str())
        .push(", ")
        .push(instant_column)
        .push(" = ")
        .bind(at)
        .push(", updated_at = ")
        .bind(at)
        .push(" WHERE id = ")
        .bind(order)
        // Only an order still awaiting its payment is Haat's to move (orders::moves).
        .push(" AND status = ")
        .bind(OrderStatus::AwaitingPayment.as_str());
    if exec(txn, update).await? == 0 {
        return Ok(());
    }
    exec(
        txn,
        history_insert(OrderId::from_uuid(order), to, Actor::System, at),
    )
    .await?;
    Ok(())
}

/// A ledger line, posted at most once: its entry key is unique.
fn ledger_insert(
    shop: ShopId,
    account: &'static str,
    kind: &str,
    amount: Money,
    order: OrderId,
    entry_key: String,
    at: Timestamp,
) -> Sql {
    let mut sql = Sql::new(
        "INSERT INTO ledger_lines (id, shop_id, account, kind, amount_paise, order_id, entry_key, created_at) \
         VALUES (",
    );
    sql.bind(Uuid::new_v4())
        .push(", ")
        .bind(shop.as_uuid())
        .push(", ")
        .bind(account)
        .push(", ")
        .bind(kind.to_owned())
        .push(", ")
        .bind(amount.paise())
        .push(", ")
        .bind(order.as_uuid())
        .push(", ")
        .bind(entry_key)
        .push(", ")
        .bind(at)
        .push(") ON CONFLICT (entry_key) DO NOTHING");
    sql
}

/// Puts `qty` back on the shelf; `sold_out` never drops below zero.
fn restock(product: ProductId, qty: u32) -> Sql {
    let qty = i64::from(qty);
    let mut sql = Sql::new("UPDATE products SET stock = stock + ");
    sql.bind(qty)
        .push(", sold_out = CASE WHEN sold_out >= ")
        .bind(qty)
        .push(" THEN sold_out - ")
        .bind(qty)
        .push(" ELSE 0 END WHERE id = ")
        .bind(product.as_uuid());
    sql
}

/// The products of `takes` that would put more than `cap` units in `user`'s undelivered
/// cash-on-delivery orders, each with the units already there (outside review).
async fn cod_units_over(
    txn: &DatabaseTransaction,
    user: UserId,
    takes: &[orders::StockTake],
    cap: u32,
) -> anyhow::Result<Vec<(ProductId, u32)>> {
    let mut held = Sql::new(
        "SELECT l.product_id, CAST(SUM(l.quantity) AS BIGINT) AS units FROM orders o \
         JOIN order_lines l ON l.order_id = o.id WHERE o.payment_method = 'cod' AND o.user_id = ",
    );
    held.bind(user.as_uuid()).push(" AND o.status IN (");
    for (i, status) in OrderStatus::DELIVERY_PATH
        .iter()
        .filter(|s| **s != OrderStatus::Delivered)
        .enumerate()
    {
        if i > 0 {
            held.push(", ");
        }
        held.bind(status.as_str());
    }
    held.push(") AND l.product_id IN (");
    push_ids(&mut held, takes.iter().map(|t| t.product.as_uuid()));
    held.push(") GROUP BY l.product_id");
    let rows = txn.query_all_raw(held.build(txn.get_database_backend())).await?;
    let mut units: HashMap<Uuid, u32> = HashMap::new();
    for row in &rows {
        let n: i64 = row.try_get("", "units")?;
        units.insert(
            row.try_get("", "product_id")?,
            u32::try_from(n).unwrap_or(u32::MAX),
        );
    }
    Ok(takes
        .iter()
        .filter_map(|take| {
            let already = units.get(&take.product.as_uuid()).copied().unwrap_or(0);
            (already.saturating_add(take.qty) > cap).then_some((take.product, already))
        })
        .collect())
}

fn is_unique_violation(error: &sea_orm::DbErr) -> bool {
    matches!(error.sql_err(), Some(SqlErr::UniqueConstraintViolation(_)))
}

async fn write_checkout(txn: &DatabaseTransaction, checkout: &NewCheckout) -> Result<(), PlaceError> {
    let at = checkout.at;
    let mut insert = Sql::new(
        "INSERT INTO checkouts (id, user_id, payment_method, subtotal_paise, shipping_paise, discount_paise, \
         total_paise, coupon_code, created_at) VALUES (",
    );
    insert
        .bind(checkout.id.as_uuid())
        .push(", ")
        .bind(checkout.user.as_uuid())
        .push(", ")
        .bind(checkout.method.as_str())
        .push(", ")
        .bind(checkout.subtotal.paise())
        .push(", ")
        .bind(checkout.shipping.paise())
        .push(", ")
        .bind(checkout.discount.paise())
        .push(", ")
        .bind(checkout.total.paise())
        .push(", ")
        .bind(checkout.coupon.as_ref().map(|(_, code)| code.clone()))
        .push(", ")
        .bind(at)
        .push(")");
    exec(txn, insert).await.context("storing a checkout")?;

    // The key right after its checkout, before any stock is touched: a concurrent request with
    // the same key waits here for the first to finish, then fails on the primary key.
    let mut key = Sql::new(
        "INSERT INTO idempotency_keys (user_id, key, request_hash, checkout_id, created_at) VALUES (",
    );
    key.bind(checkout.user.as_uuid())
        .push(", ")
        .bind(checkout.key.as_str().to_owned())
        .push(", ")
        .bind(checkout.request_hash.clone())
        .push(", ")
        .bind(checkout.id.as_uuid())
        .push(", ")
        .bind(at)
        .push(")");
    if let Err(error) = exec(txn, key).await {
        return Err(if is_unique_violation(&error) {
            PlaceError::KeyTaken
        } else {
            PlaceError::Failed(anyhow::Error::from(error).context("storing an idempotency key"))
        });
    }

    // Products in id order, so two checkouts always lock rows in the same order (no deadlock).
    let mut takes = checkout.takes.clone();
    takes.sort_by_key(|t| t.product.as_uuid());
    let mut short = Vec::new();
    for take in &takes {
        let qty = i64::from(take.qty);
        let mut update = Sql::new("UPDATE products SET stock = stock - ");
        update
            .bind(qty)
            .push(", sold_out = sold_out + ")
            .bind(qty)
            .push(" WHERE id = ")
            .bind(take.product.as_uuid())
            .push(" AND stock >= ")
            .bind(qty)
            .push(" AND selling_price_paise = ")
            .bind(take.price.paise())
            .push(" AND deleted_at IS NULL");
        if exec(txn, update).await.context("taking stock")? == 0 {
            short.push(take.product);
        }
    }
    if !short.is_empty() {
        return Err(PlaceError::Short(short));
    }
    if let Some(cap) = checkout.cod_max_units {
        // After the stock is taken: each product's row is now locked by this transaction, so a
        // concurrent COD checkout of the same product by the same shopper waits, then counts this
        // one's units too.
        let over = cod_units_over(txn, checkout.user, &takes, cap)
            .await
            .context("counting undelivered cash-on-delivery units")?;
        if !over.is_empty() {
            return Err(PlaceError::CodLimit(over));
        }
    }

    let mut payment = Sql::new(
        "INSERT INTO payments (id, checkout_id, method, status, amount_paise, created_at, updated_at) VALUES (",
    );
    payment
        .bind(Uuid::new_v4())
        .push(", ")
        .bind(checkout.id.as_uuid())
        .push(", ")
        .bind(checkout.method.as_str())
        .push(", 'pending', ")
        .bind(checkout.total.paise())
        .push(", ")
        .bind(at)
        .push(", ")
        .bind(at)
        .push(")");
    exec(txn, payment).await.context("storing a payment")?;

    let address = &checkout.address;
    for order in &checkout.orders {
        let mut insert = Sql::new(
            "INSERT INTO orders (id, checkout_id, user_id, shop_id, status, payment_method, payment_status, \
             ship_name, ship_phone, address1, address2, city, state, country, zip_code, subtotal_paise, \
             shipping_paise, discount_paise, shop_discount_paise, total_paise, coupon_id, coupon_code, \
             commission_rate_bp, created_at, updated_at) VALUES (",
        );
        insert
            .bind(order.id.as_uuid())
            .push(", ")
            .bind(checkout.id.as_uuid())
            .push(", ")
            .bind(checkout.user.as_uuid())
            .push(", ")
            .bind(order.shop.as_uuid())
            .push(", ")
            .bind(order.status.as_str())
            .push(", ")
            .bind(checkout.method.as_str())
            .push(", 'pending', ");
        for (i, part) in [
            Some(address.name.clone()),
            Some(address.phone.clone()),
            Some(address.address1.clone()),
            address.address2.clone(),
            Some(address.city.clone()),
            Some(address.state.clone()),
            Some(address.country.clone()),
            Some(address.zip_code.clone()),
        ]
        .into_iter()
        .enumerate()
        {
            if i > 0 {
                insert.push(", ");
            }
            insert.bind(part);
        }
        // Only the orders the coupon discounted refer to it.
        let coupon = checkout.coupon.as_ref().filter(|_| !order.discount.is_zero());
        insert
            .push(", ")
            .bind(order.subtotal.paise())
            .push(", ")
            .bind(order.shipping.paise())
            .push(", ")
            .bind(order.discount.paise())
            .push(", ")
            .bind(order.shop_discount.paise())
            .push(", ")
            .bind(order.total.paise())
            .push(", ")
            .bind(coupon.map(|(id, _)| id.as_uuid()))
            .push(", ")
            .bind(coupon.map(|(_, code)| code.clone()))
            .push(", ")
            .bind(i64::from(checkout.commission_rate.basis_points()))
            .push(", ")
            .bind(at)
            .push(", ")
            .bind(at)
            .push(")");
        exec(txn, insert).await.context("storing an order")?;

        for (position, line) in order.lines.iter().enumerate() {
            let mut insert = Sql::new(
                "INSERT INTO order_lines (order_id, position, product_id, name, image_key, size, colour_name, \
                 is_event, unit_price_paise, quantity, line_total_paise, discount_paise) VALUES (",
            );
            insert
                .bind(order.id.as_uuid())
                .push(", ")
                .bind(i64::try_from(position).context("too many lines")?)
                .push(", ")
                .bind(line.product.as_uuid())
                .push(", ")
                .bind(line.name.clone())
                .push(", ")
                .bind(line.image.as_ref().map(|k| k.as_str().to_owned()))
                .push(", ")
                .bind(line.size.clone())
                .push(", ")
                .bind(line.colour.clone())
                .push(", ")
                .bind(line.is_event)
                .push(", ")
                .bind(line.unit_price.paise())
                .push(", ")
                .bind(i64::from(line.qty))
                .push(", ")
                .bind(line.total.paise())
                .push(", ")
                .bind(line.discount.paise())
                .push(")");
            exec(txn, insert).await.context("storing an order line")?;
        }
        exec(
            txn,
            history_insert(order.id, order.status, Actor::Shopper(checkout.user), at),
        )
        .await
        .context("storing an order's first status")?;
    }
    // Last: counting the coupon's use locks its row until the commit (coupon_uses.rs).
    crate::coupon_uses::redeem(txn, checkout).await
}

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

    #[tracing::instrument(skip_all, fields(checkout_id = %checkout.id))]
    async fn place(&self, checkout: &NewCheckout) -> Result<(), PlaceError> {
        let txn = begin_write(&self.db).await.context("starting a checkout")?;
        match write_checkout(&txn, checkout).await {
            Ok(()) => {
                txn.commit().await.map_err(|error| {
                    if is_unique_violation(&error) {
                        PlaceError::KeyTaken
                    } else {
                        PlaceError::Failed(anyhow::Error::from(error).context("committing a checkout"))
                    }
                })?;
                Ok(())
            }
            Err(error) => {
                txn.rollback().await.context("rolling back a checkout")?;
                Err(error)
            }
        }
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

    async fn list(&self, query: &OrderQuery, page: PageRequest) -> anyhow::Result<Page<Order>> {
        let mut count = Sql::new("SELECT COUNT(*) AS n FROM orders o");
        Self::push_scope(&mut count, query);
        let total = count_rows(&self.db, count).await?;
        let mut select = Sql::new("SELECT ");
        select.push(ORDER_COLUMNS).push(ORDER_FROM);
        Self::push_scope(&mut select, query);
        select.push(" ORDER BY o.created_at DESC, o.id");
        push_page(&mut select, page);
        Ok(Page::new(self.orders(select).await?, total, page))
    }

    #[tracing::instrument(skip_all, fields(order_id = %change.order, to = %change.to))]
    async fn change_status(&self, change: &StatusChange) -> anyhow::Result<bool> {
        let txn = begin_write(&self.db).await?;
        let at = change.at;
        let mut update = Sql::new("UPDATE orders SET status = ");
        update.bind(change.to.as_str()).push(", updated_at = ").bind(at);
        match change.to {
            OrderStatus::Delivered => {
                update.push(", delivered_at = ").bind(at);
            }
            OrderStatus::ProcessingRefund => {
                update.push(", refund_requested_at = ").bind(at);
            }
            OrderStatus::RefundSuccess => {
                update
                    .push(", refunded_at = ")
                    .bind(at)
                    .push(", payment_status = 'refunded'");
            }
            OrderStatus::Cancelled => {
                update.push(", cancelled_at = ").bind(at);
            }
            _ => {}
        }
        if change.delivery.is_some_and(|d| d.mark_paid) {
            update.push(", payment_status = 'succeeded', paid_at = ").bind(at);
        }
        update
            .push(" WHERE id = ")
            .bind(change.order.as_uuid())
            .push(" AND status = ")
            .bind(change.from.as_str())
            .push(" AND payment_status = ")
            .bind(change.payment.as_str());
        if change.to == OrderStatus::ProcessingRefund {
            // Once settled, the order's earnings may already have been withdrawn: no refund can
            // be asked, however the clocks of two servers disagree about the window's end.
            update.push(" AND settled_at IS NULL");
        }
        if exec(&txn, update).await? == 0 {
            txn.rollback().await?;
            return Ok(false);
        }
        exec(&txn, history_insert(change.order, change.to, change.by, at)).await?;

        if let Some(delivery) = change.delivery {
            let order = change.order;
            exec(
                &txn,
                // Earnings wait in `pending` until the refund window closes (ADR 0011).
                ledger_insert(
                    delivery.shop,
                    "pending",
                    "sale_credit",
                    delivery.sale_credit,
                    order,
                    format!("sale:{order}"),
                    at,
                ),
            )
            .await?;
            let commission = delivery.commission.checked_neg()?;
            exec(
                &txn,
                ledger_insert(
                    delivery.shop,
                    "pending",
                    "commission",
                    commission,
                    order,
                    format!("commission:{order}"),
                    at,
                ),
            )
            .await?;
            if delivery.mark_paid {
                // The checkout's payment is whole once every one of its orders is paid.
                let mut paid = Sql::new("UPDATE payments SET status = 'succeeded', paid_at = ");
                paid.bind(at)
                    .push(", updated_at = ")
                    .bind(at)
                    .push(" WHERE status = 'pending' AND checkout_id = (SELECT checkout_id FROM orders WHERE id = ")
                    .bind(order.as_uuid())
                    .push(") AND NOT EXISTS (SELECT 1 FROM orders x WHERE x.checkout_id = payments.checkout_id \
                           AND x.payment_status <> 'succeeded')");
                exec(&txn, paid).await?;
            }
        }

        if let Some(refund) = &change.refund {
            let order = change.order;
            for (product, qty) in &refund.restock {
                exec(&txn, restock(*product, *qty)).await?;
            }
            // Reversed from the account the credit went to: `pending` for every order delivered
            // since ADR 0011, `available` for one credited before it.
            let mut credited = Sql::new("SELECT account FROM ledger_lines WHERE entry_key = ");
            credited.bind(format!("sale:{order}"));
            let account = match txn.query_one_raw(credited.build(self.backend)).await? {
                Some(row) if row.try_get::<String>("", "account")? == "available" => "available",
                _ => "pending",
            };
            exec(
                &txn,
                ledger_insert(
                    refund.shop,
                    account,
                    "refund_reversal",
                    refund.sale_credit.checked_neg()?,
                    order,
                    format!("refund:{order}"),
                    at,
                ),
            )
            .await?;
            exec(
                &txn,
                ledger_insert(
                    refund.shop,
                    account,
                    "refund_reversal",
                    refund.commission,
                    order,
                    format!("refund-commission:{order}"),
                    at,
                ),
            )
            .await?;
            let mut record = Sql::new(
                "INSERT INTO payment_refunds (id, order_id, payment_id, amount_paise, status, created_at, updated_at) \
                 SELECT ",
            );
            record
                .bind(Uuid::new_v4())
                .push(", ")
                .bind(order.as_uuid())
                .push(", p.id, ")
                .bind(refund.amount.paise())
                .push(", ")
                .bind(refund.refund_status.as_str())
                .push(", ")
                .bind(at)
                .push(", ")
                .bind(at)
                .push(" FROM payments p JOIN orders o ON o.checkout_id = p.checkout_id WHERE o.id = ")
                .bind(order.as_uuid());
            exec(&txn, record).await?;
        }
        if change.to == OrderStatus::RefundSuccess {
            // A review lives only as long as a purchase that allows it (outside review).
            crate::reviews::hide_refunded(&txn, change.order, at).await?;
        }
        if matches!(change.to, OrderStatus::RefundSuccess | OrderStatus::Cancelled) {
            let mut checkout = Sql::new("SELECT checkout_id FROM orders WHERE id = ");
            checkout.bind(change.order.as_uuid());
            if let Some(row) = txn.query_one_raw(checkout.build(self.backend)).await? {
                let checkout = CheckoutId::from_uuid(row.try_get("", "checkout_id")?);
                crate::coupon_uses::release_if_spent(&txn, checkout, at).await?;
            }
        }
        txn.commit().await?;
        Ok(true)
    }

    async fn refund_settled(
        &self,
        order: OrderId,
        status: RefundStatus,
        provider_refund_id: Option<String>,
        at: Timestamp,
    ) -> anyhow::Result<()> {
        let txn = begin_write(&self.db).await?;
        let mut update = Sql::new("UPDATE payment_refunds SET status = ");
        update
            .bind(status.as_str())
            .push(", provider_refund_id = ")
            .bind(provider_refund_id)
            .push(", updated_at = ")
            .bind(at)
            .push(" WHERE order_id = ")
            .bind(order.as_uuid());
        exec(&txn, update).await?;
        if status == RefundStatus::Succeeded {
            let mut payment = Sql::new(
                "UPDATE payments SET status = CASE WHEN NOT EXISTS (SELECT 1 FROM orders x \
                 WHERE x.checkout_id = payments.checkout_id AND x.status <> 'Refund Success') \
                 THEN 'refunded' ELSE 'partially_refunded' END, updated_at = ",
            );
            payment
                .bind(at)
                .push(" WHERE checkout_id = (SELECT checkout_id FROM orders WHERE id = ")
                .bind(order.as_uuid())
                .push(")");
            exec(&txn, payment).await?;
        }
        txn.commit().await?;
        Ok(())
    }

    async fn payment(&self, checkout: CheckoutId) -> anyhow::Result<Option<CheckoutPayment>> {
        let mut select = Sql::new(PAYMENT_SELECT);
        select.push("p.checkout_id = ").bind(checkout.as_uuid());
        self.rows(select).await?.first().map(payment_of).transpose()
    }

    async fn payment_by_provider_order(
        &self,
        provider_order_id: &str,
    ) -> anyhow::Result<Option<CheckoutPayment>> {
        let mut select = Sql::new(PAYMENT_SELECT);
        select
            .push("p.provider_order_id = ")
            .bind(provider_order_id.to_owned());
        self.rows(select).await?.first().map(payment_of).transpose()
    }

    async fn set_provider_order(
        &self,
        checkout: CheckoutId,
        provider_order_id: &str,
        at: Timestamp,
    ) -> anyhow::Result<String> {
        let mut update = Sql::new("UPDATE payments SET provider_order_id = ");
        update
            .bind(provider_order_id.to_owned())
            .push(", updated_at = ")
            .bind(at)
            .push(" WHERE checkout_id = ")
            .bind(checkout.as_uuid())
            .push(" AND provider_order_id IS NULL");
        self.db.execute_raw(update.build(self.backend)).await?;
        self.payment(checkout)
            .await?
            .and_then(|p| p.provider_order_id)
            .ok_or_else(|| anyhow!("a checkout's gateway order was not stored"))
    }

    #[tracing::instrument(skip_all, fields(checkout_id = %checkout))]
    async fn mark_paid(
        &self,
        checkout: CheckoutId,
        provider_payment_id: &str,
        at: Timestamp,
    ) -> anyhow::Result<bool> {
        let txn = begin_write(&self.db).await?;
        let mut paid = Sql::new("UPDATE payments SET status = 'succeeded', provider_payment_id = ");
        paid.bind(provider_payment_id.to_owned())
            .push(", paid_at = ")
            .bind(at)
            .push(", updated_at = ")
            .bind(at)
            .push(" WHERE checkout_id = ")
            .bind(checkout.as_uuid())
            .push(" AND status = 'pending'");
        if exec(&txn, paid).await? == 0 {
            txn.rollback().await?;
            return Ok(false);
        }
        let mut awaiting = Sql::new("SELECT id FROM orders WHERE checkout_id = ");
        awaiting
            .bind(checkout.as_uuid())
            .push(" AND status = ")
            .bind(OrderStatus::AwaitingPayment.as_str());
        let orders: Vec<Uuid> = txn
            .query_all_raw(awaiting.build(self.backend))
            .await?
            .iter()
            .map(|row| row.try_get("", "id"))
            .collect::<Result<_, _>>()?;
        for order in orders {
            system_move(
                &txn,
                order,
                OrderStatus::Processing,
                PaymentStatus::Succeeded,
                "paid_at",
                at,
            )
            .await?;
        }
        txn.commit().await?;
        Ok(true)
    }

    #[tracing::instrument(skip_all)]
    async fn cancel_unpaid(
        &self,
        placed_before: Timestamp,
        at: Timestamp,
        limit: u32,
    ) -> anyhow::Result<Vec<CheckoutId>> {
        let txn = begin_write(&self.db).await?;
        let mut due = Sql::new(
            "SELECT checkout_id FROM payments WHERE status = 'pending' AND method = 'razorpay' AND created_at < ",
        );
        due.bind(placed_before)
            .push(" ORDER BY created_at LIMIT ")
            .bind(i64::from(limit));
        if self.backend == DatabaseBackend::Postgres {
            // Several servers may run this task: each claims rows no other has locked.
            due.push(" FOR UPDATE SKIP LOCKED");
        }
        let checkouts: Vec<Uuid> = txn
            .query_all_raw(due.build(self.backend))
            .await?
            .iter()
            .map(|row| row.try_get("", "checkout_id"))
            .collect::<Result<_, _>>()?;
        for checkout in &checkouts {
            let mut failed = Sql::new("UPDATE payments SET status = 'failed', updated_at = ");
            failed
                .bind(at)
                .push(" WHERE checkout_id = ")
                .bind(*checkout)
                .push(" AND status = 'pending'");
            exec(&txn, failed).await?;
            let mut lines = Sql::new(
                "SELECT o.id, l.product_id, l.quantity FROM orders o JOIN order_lines l ON l.order_id = o.id \
                 WHERE o.checkout_id = ",
            );
            lines
                .bind(*checkout)
                .push(" AND o.status = ")
                .bind(OrderStatus::AwaitingPayment.as_str());
            let rows = txn.query_all_raw(lines.build(self.backend)).await?;
            let mut orders: Vec<Uuid> = Vec::new();
            for row in &rows {
                let order: Uuid = row.try_get("", "id")?;
                if !orders.contains(&order) {
                    orders.push(order);
                }
                let qty: i64 = row.try_get("", "quantity")?;
                exec(
                    &txn,
                    restock(
                        ProductId::from_uuid(row.try_get("", "product_id")?),
                        u32::try_from(qty).context("a stored quantity is out of range")?,
                    ),
                )
                .await?;
            }
            for order in orders {
                system_move(
                    &txn,
                    order,
                    OrderStatus::Cancelled,
                    PaymentStatus::Failed,
                    "cancelled_at",
                    at,
                )
                .await?;
            }
            crate::coupon_uses::release_if_spent(&txn, CheckoutId::from_uuid(*checkout), at).await?;
        }
        txn.commit().await?;
        Ok(checkouts.into_iter().map(CheckoutId::from_uuid).collect())
    }

    #[tracing::instrument(skip_all)]
    async fn settle_delivered(
        &self,
        delivered_before: Timestamp,
        at: Timestamp,
        limit: u32,
    ) -> anyhow::Result<Vec<OrderId>> {
        let txn = begin_write(&self.db).await?;
        let mut due = Sql::new("SELECT id, shop_id FROM orders WHERE status = ");
        due.bind(OrderStatus::Delivered.as_str())
            .push(" AND settled_at IS NULL AND delivered_at < ")
            .bind(delivered_before)
            .push(" ORDER BY delivered_at LIMIT ")
            .bind(i64::from(limit));
        if self.backend == DatabaseBackend::Postgres {
            // Several servers may run this task: each claims rows no other has locked, and a
            // refund request for a claimed order waits, then finds it settled.
            due.push(" FOR UPDATE SKIP LOCKED");
        }
        let rows = txn.query_all_raw(due.build(self.backend)).await?;
        let mut settled = Vec::with_capacity(rows.len());
        for row in &rows {
            let order = OrderId::from_uuid(row.try_get("", "id")?);
            let shop = ShopId::from_uuid(row.try_get("", "shop_id")?);
            let mut mark = Sql::new("UPDATE orders SET settled_at = ");
            mark.bind(at)
                .push(" WHERE id = ")
                .bind(order.as_uuid())
                .push(" AND status = ")
                .bind(OrderStatus::Delivered.as_str())
                .push(" AND settled_at IS NULL");
            if exec(&txn, mark).await? == 0 {
                continue;
            }
            // What the order left in `pending`: its credit less commission. Zero for an order
            // credited to `available` before ADR 0011, which then has nothing to move.
            let mut pending = Sql::new(
                "SELECT CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) AS total FROM ledger_lines \
                 WHERE account = 'pending' AND order_id = ",
            );
            pending.bind(order.as_uuid());
            let amount = match txn.query_one_raw(pending.build(self.backend)).await? {
                Some(row) => money(&row, "total")?,
                None => Money::ZERO,
            };
            if amount != Money::ZERO {
                for (account, signed, key) in [
                    (
                        "pending",
                        amount.checked_neg()?,
                        format!("settle:{order}:pending"),
                    ),
                    ("available", amount, format!("settle:{order}:available")),
                ] {
                    exec(
                        &txn,
                        ledger_insert(shop, account, "refund_window_closed", signed, order, key, at),
                    )
                    .await?;
                }
            }
            settled.push(order);
        }
        txn.commit().await?;
        Ok(settled)
    }
}

#[async_trait]
impl LedgerRepository for SeaOrderStore {
    async fn balance(&self, shop: ShopId) -> anyhow::Result<Balance> {
        let mut select = Sql::new(
            "SELECT account, CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) AS total FROM ledger_lines WHERE shop_id = ",
        );
        select.bind(shop.as_uuid()).push(" GROUP BY account");
        let mut balance = Balance::default();
        for row in self.rows(select).await? {
            let total = money(&row, "total")?;
            match row.try_get::<String>("", "account")?.as_str() {
                "pending" => balance.pending = total,
                "available" => balance.available = total,
                "held" => balance.held = total,
                "paid_out" => balance.paid_out = total,
                other => return Err(anyhow!("unknown ledger account {other}")),
            }
        }
        Ok(balance)
    }

    async fn lines(&self, shop: ShopId, page: PageRequest) -> anyhow::Result<Page<LedgerLine>> {
        let mut count = Sql::new("SELECT COUNT(*) AS n FROM ledger_lines WHERE shop_id = ");
        count.bind(shop.as_uuid());
        let total = count_rows(&self.db, count).await?;
        let mut select = Sql::new(
            "SELECT id, kind, account, amount_paise, order_id, withdrawal_id, created_at FROM ledger_lines \
             WHERE shop_id = ",
        );
        select.bind(shop.as_uuid()).push(" ORDER BY created_at DESC, id");
        push_page(&mut select, page);
        let lines = self
            .rows(select)
            .await?
            .iter()
            .map(|row| {
                Ok(LedgerLine {
                    id: row.try_get("", "id")?,
                    kind: row.try_get("", "kind")?,
                    account: row.try_get("", "account")?,
                    amount: money(row, "amount_paise")?,
                    order: row
                        .try_get::<Option<Uuid>>("", "order_id")?
                        .map(OrderId::from_uuid),
                    withdrawal: row.try_get("", "withdrawal_id")?,
                    at: row.try_get("", "created_at")?,
                })
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        Ok(Page::new(lines, total, page))
    }
}
