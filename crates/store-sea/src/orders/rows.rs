//! Orders read back into the domain: one query for the orders, one for their lines, one for
//! their history, two for their returns (`returns.rs`).

use std::collections::HashMap;

use anyhow::{Context as _, anyhow};
use kernel::{CheckoutId, MediaKey, OrderId, ProductId, Rate, ShopId, UserId};
use orders::{
    AddressCopy, Buyer, Courier, HistoryEntry, Order, OrderLine, OrderQuery, OrderScope, OrderStatus,
    PaymentMethod, PaymentStatus, Seller, Shipment, TrackingNumber,
};
use sea_orm::QueryResult;
use sea_orm::prelude::Uuid;

use super::SeaOrderStore;
use crate::sql::{Sql, contains_pattern, money, push_ids};

pub(super) const ORDER_COLUMNS: &str = "o.id, o.checkout_id, o.user_id, o.shop_id, o.status, o.payment_method, \
    o.payment_status, o.ship_name, o.ship_phone, o.address1, o.address2, o.city, o.state, o.country, o.zip_code, \
    o.subtotal_paise, o.shipping_paise, o.discount_paise, o.shop_discount_paise, o.total_paise, o.coupon_code, \
    o.commission_rate_bp, o.commission_gst_rate_bp, o.tcs_rate_bp, o.tds_rate_bp, o.invoice_number, o.cancellation_credit_note, o.cancellation_credit_note_at, o.buyer_gstin, o.supplier_gstin, o.supplier_name, \
    o.supplier_address, o.supplier_zip, o.delivered_at, o.refund_requested_at, o.refunded_at, o.cancelled_at, o.created_at, \
    o.courier, o.tracking_number, o.expected_delivery, \
    o.updated_at, u.name AS buyer_name, u.email AS buyer_email, u.phone_number AS buyer_phone, \
    s.shop_name, s.email AS shop_email, s.phone AS shop_phone, s.address AS shop_address, \
    s.zip_code AS shop_zip, s.avatar_key AS shop_avatar";

pub(super) const ORDER_FROM: &str =
    " FROM orders o JOIN users u ON u.id = o.user_id JOIN shops s ON s.id = o.shop_id";

pub(super) fn status_of(text: &str) -> anyhow::Result<OrderStatus> {
    text.parse()
        .map_err(|e| anyhow!("a stored order status is not valid: {e}"))
}

/// The parcel's details, when the order was handed to a courier (all three are written together).
fn shipment_of(row: &QueryResult) -> anyhow::Result<Option<Shipment>> {
    let courier: Option<String> = row.try_get("", "courier")?;
    let number: Option<String> = row.try_get("", "tracking_number")?;
    let day: Option<String> = row.try_get("", "expected_delivery")?;
    let (Some(courier), Some(number), Some(day)) = (courier, number, day) else {
        return Ok(None);
    };
    Ok(Some(Shipment {
        courier: Courier::parse(&courier).context("a stored courier is not valid")?,
        tracking_number: TrackingNumber::parse(&number).context("a stored tracking number is not valid")?,
        expected_delivery: chrono::NaiveDate::parse_from_str(&day, "%Y-%m-%d")
            .context("a stored expected delivery is not a date")?,
    }))
}

/// A line's HSN code and slab, kept together from migration 22 on.
fn line_tax(row: &QueryResult) -> anyhow::Result<Option<(kernel::Hsn, kernel::GstRate)>> {
    let hsn: Option<String> = row.try_get("", "hsn")?;
    let rate: Option<i32> = row.try_get("", "gst_rate_bp")?;
    let (Some(hsn), Some(rate)) = (hsn, rate) else {
        return Ok(None);
    };
    Ok(Some((
        kernel::Hsn::parse(&hsn).context("a stored HSN code is not valid")?,
        kernel::GstRate::from_basis_points(u32::try_from(rate)?)
            .context("a stored GST rate is not a slab")?,
    )))
}

/// The supplier copied at placing; its name is always written with it.
fn supplier_of(row: &QueryResult) -> anyhow::Result<Option<orders::SupplierCopy>> {
    let name: Option<String> = row.try_get("", "supplier_name")?;
    let (Some(name), Some(address), Some(zip_code)) = (
        name,
        row.try_get::<Option<String>>("", "supplier_address")?,
        row.try_get::<Option<String>>("", "supplier_zip")?,
    ) else {
        return Ok(None);
    };
    let gstin = row
        .try_get::<Option<String>>("", "supplier_gstin")?
        .map(|g| shops::Gstin::parse(&g))
        .transpose()
        .context("a stored supplier GSTIN is not valid")?;
    Ok(Some(orders::SupplierCopy {
        gstin,
        name,
        address,
        zip_code,
    }))
}

fn order_of(row: &QueryResult) -> anyhow::Result<Order> {
    let method: String = row.try_get("", "payment_method")?;
    let payment: String = row.try_get("", "payment_status")?;
    let rate = |column: &str| -> anyhow::Result<Rate> {
        let bp: i64 = row.try_get("", column)?;
        u32::try_from(bp)
            .ok()
            .and_then(|bp| Rate::from_basis_points(bp).ok())
            .ok_or_else(|| anyhow!("a stored {column} is not a rate: {bp}"))
    };
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
        commission_rate: rate("commission_rate_bp")?,
        levies: orders::Levies {
            commission_gst: rate("commission_gst_rate_bp")?,
            tcs: rate("tcs_rate_bp")?,
            tds: rate("tds_rate_bp")?,
        },
        invoice_number: row
            .try_get::<Option<String>>("", "invoice_number")?
            .map(|n| {
                orders::tax::DocumentNumber::from_stored(&n)
                    .ok_or_else(|| anyhow!("a stored invoice number is not valid: {n}"))
            })
            .transpose()?,
        cancellation_credit_note: match (
            row.try_get::<Option<String>>("", "cancellation_credit_note")?,
            row.try_get::<Option<kernel::Timestamp>>("", "cancellation_credit_note_at")?,
        ) {
            (Some(number), Some(issued_at)) => Some(orders::CreditNoteRef {
                number: orders::tax::DocumentNumber::from_stored(&number)
                    .ok_or_else(|| anyhow!("a stored credit note number is not valid: {number}"))?,
                issued_at,
            }),
            _ => None,
        },
        buyer_gstin: row
            .try_get::<Option<String>>("", "buyer_gstin")?
            .map(|g| shops::Gstin::parse(&g))
            .transpose()
            .context("a stored buyer GSTIN is not valid")?,
        supplier: supplier_of(row)?,
        created_at: row.try_get("", "created_at")?,
        updated_at: row.try_get("", "updated_at")?,
        delivered_at: row.try_get("", "delivered_at")?,
        refund_requested_at: row.try_get("", "refund_requested_at")?,
        refunded_at: row.try_get("", "refunded_at")?,
        cancelled_at: row.try_get("", "cancelled_at")?,
        shipment: shipment_of(row)?,
        history: Vec::new(),
        returns: Vec::new(),
    })
}

impl SeaOrderStore {
    /// Orders from a `SELECT {ORDER_COLUMNS}{ORDER_FROM} …` statement, with their lines and history.
    pub(super) async fn orders(&self, select: Sql) -> anyhow::Result<Vec<Order>> {
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
             quantity, line_total_paise, discount_paise, hsn, gst_rate_bp, commission_rate_bp FROM order_lines \
             WHERE order_id IN (",
        );
        push_ids(&mut lines, ids.iter().copied());
        lines.push(") ORDER BY order_id, position");
        // With each line, its own commission rate: none on lines placed before migration 32,
        // which take their order's.
        let mut by_order: HashMap<Uuid, Vec<(OrderLine, Option<Rate>)>> = HashMap::new();
        for row in self.rows(lines).await? {
            let qty: i64 = row.try_get("", "quantity")?;
            let own_rate = row
                .try_get::<Option<i32>>("", "commission_rate_bp")?
                .map(|bp| Rate::from_basis_points(u32::try_from(bp)?).map_err(anyhow::Error::from))
                .transpose()
                .context("a stored line's commission rate is out of range")?;
            let line = OrderLine {
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
                tax: line_tax(&row)?,
                commission_rate: Rate::ZERO,
            };
            by_order
                .entry(row.try_get("", "order_id")?)
                .or_default()
                .push((line, own_rate));
        }
        let mut history = Sql::new(
            "SELECT order_id, status, actor_kind, created_at, reason FROM order_status_history WHERE order_id IN (",
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
                    reason: row.try_get("", "reason")?,
                });
        }
        let mut returns = self.returns_of(&ids).await?;
        for order in &mut orders {
            order.returns = returns.remove(&order.id.as_uuid()).unwrap_or_default();
            let fallback = order.commission_rate;
            order.lines = by_order
                .remove(&order.id.as_uuid())
                .unwrap_or_default()
                .into_iter()
                .map(|(line, own)| OrderLine {
                    commission_rate: own.unwrap_or(fallback),
                    ..line
                })
                .collect();
            order.history = entries.remove(&order.id.as_uuid()).unwrap_or_default();
        }
        Ok(orders)
    }

    pub(super) fn push_scope(&self, sql: &mut Sql, query: &OrderQuery) {
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
        if let Some(text) = query.search.as_deref() {
            self.push_search(sql, text);
        }
    }

    /// ` AND (…)`: the order's id starts with `text` (as the pages print it, with or without its
    /// dashes), or a name, email or invoice number contains it.
    fn push_search(&self, sql: &mut Sql, text: &str) {
        let pattern = contains_pattern(text);
        sql.push(" AND (");
        for expression in [
            "LOWER(u.name)",
            "LOWER(u.email)",
            "LOWER(s.shop_name)",
            "LOWER(o.ship_name)",
            "LOWER(COALESCE(o.invoice_number, ''))",
        ] {
            sql.push(expression)
                .push(" LIKE ")
                .bind(pattern.clone())
                .push(" ESCAPE '\\' OR ");
        }
        // An id is hex digits and dashes; SQLite keeps it as 16 bytes, PostgreSQL as a uuid.
        let hex: String = text.to_lowercase().chars().filter(|c| *c != '-').collect();
        if !hex.is_empty() && hex.len() <= 32 && hex.chars().all(|c| c.is_ascii_hexdigit()) {
            match self.backend {
                sea_orm::DatabaseBackend::Postgres => {
                    sql.push("REPLACE(CAST(o.id AS TEXT), '-', '') LIKE ");
                }
                _ => {
                    sql.push("LOWER(HEX(o.id)) LIKE ");
                }
            }
            sql.bind(format!("{hex}%")).push(")");
        } else {
            sql.push("1 = 0)");
        }
    }
}
