//! The checkout transaction (docs/orders.md "The checkout transaction"): the checkout, its key,
//! the stock taken under conditional updates, the payment, one order per shop with its lines and
//! first status, and the coupon's use, all or nothing.

use std::collections::HashMap;

use anyhow::Context as _;
use kernel::{ProductId, UserId};
use orders::{Actor, NewCheckout, OrderStatus, PlaceError};
use sea_orm::prelude::Uuid;
use sea_orm::{ConnectionTrait, DatabaseTransaction};

use super::SeaOrderStore;
use super::moves::history_insert;
use super::series;
use crate::db::begin_write;
use crate::sql::{Sql, exec};
use crate::sql::{is_unique_violation, push_ids};
use orders::tax::{FinancialYear, Series};

/// The products of `takes` that would put more than `cap` units in `user`'s undelivered
/// cash-on-delivery orders, each with the units already there.
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
    let year = FinancialYear::at(at);
    // Shop-id order, as series.rs asks, so two checkouts of the same shops never deadlock.
    let mut placing: Vec<&orders::NewOrder> = checkout.orders.iter().collect();
    placing.sort_by_key(|order| order.shop.as_uuid());
    for order in placing {
        let invoice = series::next_number(txn, order.shop, Series::Invoice, year).await?;
        let mut insert = Sql::new(
            "INSERT INTO orders (id, checkout_id, user_id, shop_id, status, payment_method, payment_status, \
             ship_name, ship_phone, address1, address2, city, state, country, zip_code, subtotal_paise, \
             shipping_paise, discount_paise, shop_discount_paise, total_paise, coupon_id, coupon_code, \
             commission_rate_bp, commission_gst_rate_bp, tcs_rate_bp, tds_rate_bp, invoice_number, buyer_gstin, \
             created_at, updated_at) VALUES (",
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
            .bind(i64::from(order.commission_rate.basis_points()))
            .push(", ")
            .bind(i64::from(checkout.levies.commission_gst.basis_points()))
            .push(", ")
            .bind(i64::from(checkout.levies.tcs.basis_points()))
            .push(", ")
            // Replaced below by the rate for a shop without a PAN, should it have none.
            .bind(i64::from(checkout.levies.tds.basis_points()))
            .push(", ")
            .bind(invoice.as_str())
            .push(", ")
            .bind(checkout.buyer_gstin.as_ref().map(|g| g.as_str().to_owned()))
            .push(", ")
            .bind(at)
            .push(", ")
            .bind(at)
            .push(")");
        exec(txn, insert).await.context("storing an order")?;
        // The supplier's identity as the invoice must keep it, and whether it has a PAN (a GSTIN
        // contains one) for its TDS rate, read in this transaction. One read of the shop's row
        // (`UPDATE … FROM`, PostgreSQL and SQLite 3.33+ alike).
        let mut supplier = Sql::new(
            "UPDATE orders SET supplier_gstin = s.gstin, supplier_name = COALESCE(s.legal_name, s.shop_name), \
             supplier_address = COALESCE(s.registered_address, s.address), supplier_zip = s.zip_code, \
             tds_rate_bp = CASE WHEN COALESCE(s.pan, '') = '' AND COALESCE(s.gstin, '') = '' THEN ",
        );
        supplier
            .bind(i64::from(checkout.levies.tds_without_pan.basis_points()))
            .push(" ELSE orders.tds_rate_bp END FROM shops s WHERE s.id = orders.shop_id AND orders.id = ")
            .bind(order.id.as_uuid());
        exec(txn, supplier).await.context("copying an order's supplier")?;

        for (position, line) in order.lines.iter().enumerate() {
            let mut insert = Sql::new(
                "INSERT INTO order_lines (order_id, position, product_id, name, image_key, size, colour_name, \
                 is_event, unit_price_paise, quantity, line_total_paise, discount_paise, hsn, gst_rate_bp, \
                 commission_rate_bp) VALUES (",
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
                .push(", ")
                .bind(line.hsn.as_str())
                .push(", ")
                .bind(i64::from(line.gst_rate.basis_points()))
                .push(", ")
                .bind(i64::from(line.commission_rate.basis_points()))
                .push(")");
            exec(txn, insert).await.context("storing an order line")?;
        }
        exec(
            txn,
            history_insert(order.id, order.status, Actor::Shopper(checkout.user), None, at),
        )
        .await
        .context("storing an order's first status")?;
    }
    // Last: counting the coupon's use locks its row until the commit (coupon_uses.rs).
    crate::coupon_uses::redeem(txn, checkout).await
}

/// Places the checkout in one transaction, all or nothing (the port's `place`).
#[tracing::instrument(skip_all, fields(checkout_id = %checkout.id))]
pub(super) async fn place(store: &SeaOrderStore, checkout: &NewCheckout) -> Result<(), PlaceError> {
    let txn = begin_write(&store.db).await.context("starting a checkout")?;
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
