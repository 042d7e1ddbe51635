//! Several servers: two `haat serve` processes on one PostgreSQL database with sessions in Redis,
//! sharing one data directory (standing in for S3-compatible storage). Proves that
//! - a session made on one server works on the other, and a sign-out on one ends it on both;
//! - each background task does each piece of work once while both run it: unpaid checkouts are
//!   cancelled once (their stock released once), ended events removed once, orders past their
//!   refund window settled once, each queued email sent once, each order event told once;
//! - a notification raised through one server reaches a page's live stream on the other;
//! - a message written through one server reaches the other side's stream on the other within a
//!   second.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail, ensure};
use serde_json::{Value, json};

use crate::client::{
    Account, Base, Browser, SELLERS, SHOPPERS, cart_line, checkout, next_event, next_unread,
};
use crate::database::{Backend, Target, keyed, number};
use crate::invariants;
use crate::server::{Server, ServerConfig};

/// Unpaid online checkouts left for the servers to cancel.
const UNPAID: usize = 12;
/// Newsletter sign-ups, whose coupon emails the two servers deliver between them.
const SIGN_UPS: usize = 30;

pub async fn run() -> anyhow::Result<()> {
    let redis = std::env::var("TEST_REDIS_URL").context("TEST_REDIS_URL must name a Redis server")?;
    let target = Target::new(Backend::Postgres).await?;
    let outcome = scenario(&target, redis).await;
    target.finish(outcome).await
}

async fn scenario(target: &Target, redis: String) -> anyhow::Result<()> {
    let mut config = ServerConfig::for_target(target)?;
    config.redis_url = Some(redis);
    config.env = [
        ("HAAT_LOG__FILTER", "info"),
        ("HAAT_LOG__FORMAT", "json"),
        // Online payment on, so checkouts can wait unpaid; nothing here calls Razorpay.
        ("HAAT_PAYMENTS__RAZORPAY__KEY_ID", "rzp_test_proof"),
        ("HAAT_PAYMENTS__RAZORPAY__KEY_SECRET", "proof-key-secret"),
        ("HAAT_PAYMENTS__RAZORPAY__WEBHOOK_SECRET", "proof-webhook-secret"),
        ("HAAT_PAYMENTS__RAZORPAY__API_BASE", "http://127.0.0.1:9"),
        ("HAAT_TASKS__CANCEL_UNPAID_EVERY_SECS", "1"),
        ("HAAT_TASKS__PURGE_EVENTS_EVERY_SECS", "1"),
        ("HAAT_TASKS__SETTLE_EARNINGS_EVERY_SECS", "1"),
        ("HAAT_TASKS__NOTIFY_EVERY_MS", "200"),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v.to_owned()))
    .collect();

    // One server loads the demo and takes the unpaid checkouts; then it stops, and the work is
    // made due: the checkouts backdated past their 30 minutes, some events ended two days ago,
    // the demo's recent deliveries moved past their refund window.
    let first = Server::start(&config, "setup").await?;
    let base = Base::new(&first.base);
    let shopper = Browser::new(&base)?;
    shopper.sign_in(Account::Shopper, SHOPPERS[0]).await?;
    let products = shopper.get("/api/v2/products?limit=50").await?.body["products"]
        .as_array()
        .context("products")?
        .clone();
    let mut placed = 0;
    for product in products
        .iter()
        .filter(|p| p["stock"].as_i64().unwrap_or(0) >= 2)
        .take(UNPAID)
    {
        let cart = json!([cart_line(product, 2)]);
        let body = checkout(cart, "razorpay");
        let key = uuid::Uuid::new_v4().to_string();
        let answer = shopper.place(&body, &key).await?;
        ensure!(
            answer.status == 201,
            "razorpay checkout: {} {}",
            answer.status,
            answer.body
        );
        placed += 1;
    }
    ensure!(
        placed == UNPAID,
        "only {placed} products had stock for the unpaid checkouts"
    );
    first.stop().await?;

    let db = target.connect().await?;
    let stock_before = invariants::stock_totals(&db).await?;
    for sql in [
        "UPDATE checkouts SET created_at = created_at - interval '2 hours'",
        "UPDATE orders SET created_at = created_at - interval '2 hours' WHERE status = 'Awaiting payment'",
        "UPDATE payments SET created_at = created_at - interval '2 hours'",
    ] {
        sea_orm::ConnectionTrait::execute_unprepared(&db, sql).await?;
    }
    let awaiting = number(
        &db,
        "SELECT COUNT(*) FROM orders WHERE status = 'Awaiting payment'",
    )
    .await?;
    let ended = sea_orm::ConnectionTrait::execute_unprepared(
        &db,
        "UPDATE products SET starts_at = now() - interval '3 days', ends_at = now() - interval '2 days' \
         WHERE kind = 'event' AND deleted_at IS NULL",
    )
    .await?
    .rows_affected();
    let unsettled = sea_orm::ConnectionTrait::execute_unprepared(
        &db,
        "UPDATE orders SET delivered_at = delivered_at - interval '15 days' \
         WHERE status = 'Delivered' AND settled_at IS NULL",
    )
    .await?
    .rows_affected();
    ensure!(
        awaiting >= i64::try_from(UNPAID)? && ended > 0 && unsettled > 0,
        "nothing for the tasks to do"
    );
    // The demo's history holds cancelled orders of its own.
    let cancelled_before = cancelled(&db).await?;
    // The unpaid orders themselves: the demo's own history may still hold untold cancellations,
    // which the two servers tell too, so the count is of these orders' notices alone.
    let unpaid_ids = keyed(
        &db,
        "SELECT CAST(id AS TEXT), CAST(0 AS BIGINT) FROM orders WHERE status = 'Awaiting payment'",
    )
    .await?
    .into_iter()
    .map(|(id, _)| format!("'{id}'"))
    .collect::<Vec<_>>()
    .join(", ");

    // Both servers start together and race for the same work.
    let (a, b) = tokio::join!(Server::start(&config, "a"), Server::start(&config, "b"));
    let (a, b) = (a?, b?);
    let due = Due {
        awaiting,
        ended,
        unsettled,
        cancelled_before,
        unpaid_ids,
    };
    let outcome = with_two(&config, &db, &a, &b, &stock_before, &due).await;
    a.stop_after(&outcome).await?;
    b.stop_after(&outcome).await?;
    outcome
}

async fn with_two(
    config: &ServerConfig,
    db: &sea_orm::DatabaseConnection,
    a: &Server,
    b: &Server,
    stock_before: &BTreeMap<String, i64>,
    due: &Due,
) -> anyhow::Result<()> {
    let Due {
        awaiting,
        ended,
        unsettled,
        cancelled_before: (orders_before, checkouts_before),
        ref unpaid_ids,
    } = *due;
    let mut problems = Vec::new();
    sessions_cross(a, b, &mut problems).await?;
    let live = live_across(a, b, &mut problems).await?;
    let message = message_across(a, b, &mut problems).await?;

    // Sign-ups alternate between the servers; each coupon email must be sent exactly once.
    let visitor_a = Browser::new(&Base::new(&a.base))?;
    let visitor_b = Browser::new(&Base::new(&b.base))?;
    let mut readers = Vec::new();
    for i in 0..SIGN_UPS {
        let email = format!("reader-{}@example.com", uuid::Uuid::new_v4().simple());
        let visitor = if i % 2 == 0 { &visitor_a } else { &visitor_b };
        let answer = visitor
            .post("/api/v2/newsletter", &json!({"email": email}))
            .await?;
        ensure!(
            answer.status == 201,
            "newsletter: {} {}",
            answer.status,
            answer.body
        );
        readers.push(email);
    }

    // Wait for the work to be done: no unpaid order left, no ended event live, every email out.
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let unpaid = number(
            db,
            "SELECT COUNT(*) FROM orders WHERE status = 'Awaiting payment'",
        )
        .await?;
        let live_ended = number(
            db,
            "SELECT COUNT(*) FROM products WHERE kind = 'event' AND deleted_at IS NULL AND ends_at < now()",
        )
        .await?;
        let unsent = number(db, "SELECT COUNT(*) FROM outbox_emails WHERE status <> 'sent'").await?;
        let due_settling = number(
            db,
            "SELECT COUNT(*) FROM orders WHERE status = 'Delivered' AND settled_at IS NULL",
        )
        .await?;
        if unpaid == 0 && live_ended == 0 && unsent == 0 && due_settling == 0 {
            break;
        }
        if Instant::now() > deadline {
            bail!(
                "after 60 s: {unpaid} unpaid orders, {live_ended} ended events, {unsent} unsent emails, \
                 {due_settling} orders past their refund window unsettled"
            );
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    // Give a duplicate send or a second cancellation the time to show itself.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let untold = invariants::untold_after(db, Duration::from_secs(20)).await?;
    if untold > 0 {
        problems.push(format!("{untold} order events untold by either server"));
    }
    let cancel_notices = number(
        db,
        &format!(
            "SELECT COUNT(*) FROM notifications WHERE kind = 'order-cancelled' AND subject_id IN ({unpaid_ids})"
        ),
    )
    .await?;
    if cancel_notices != awaiting {
        problems.push(format!(
            "{awaiting} unpaid orders cancelled, but {cancel_notices} cancellation notices written"
        ));
    }

    let mailbox = mailbox(&config.data_dir.join("mailbox"))?;
    for reader in &readers {
        let copies = mailbox
            .iter()
            .filter(|m| m.contains(&format!("To: {reader}")))
            .count();
        if copies != 1 {
            problems.push(format!("{reader} received {copies} copies of the coupon email"));
        }
    }
    let twice_cancelled = number(
        db,
        "SELECT COUNT(*) FROM (SELECT order_id FROM order_status_history WHERE status = 'Cancelled' \
         GROUP BY order_id HAVING COUNT(*) > 1) d",
    )
    .await?;
    if twice_cancelled > 0 {
        problems.push(format!("{twice_cancelled} orders were cancelled twice"));
    }
    let (orders_after, checkouts_after) = cancelled(db).await?;
    if orders_after - orders_before != awaiting {
        problems.push(format!(
            "{awaiting} unpaid orders, {} cancelled",
            orders_after - orders_before
        ));
    }
    // The servers count only the work their own conditional update did.
    let (a_log, b_log) = (logged_counts(a.log())?, logged_counts(b.log())?);
    let removed = a_log.get("removed").unwrap_or(&0) + b_log.get("removed").unwrap_or(&0);
    if removed != ended {
        problems.push(format!(
            "{ended} events ended, but the servers report removing {removed} (a: {a_log:?}, b: {b_log:?})"
        ));
    }
    let settled = a_log.get("settled").unwrap_or(&0) + b_log.get("settled").unwrap_or(&0);
    if settled != unsettled {
        problems.push(format!(
            "{unsettled} orders past their refund window, but the servers report settling {settled} \
             (a: {a_log:?}, b: {b_log:?})"
        ));
    }
    let checkouts = checkouts_after - checkouts_before;
    let reported = a_log.get("cancelled").unwrap_or(&0) + b_log.get("cancelled").unwrap_or(&0);
    if i64::try_from(reported)? != checkouts {
        problems.push(format!(
            "{checkouts} checkouts cancelled, but the servers report {reported} (a: {a_log:?}, b: {b_log:?})"
        ));
    }
    problems.extend(invariants::check(db, stock_before).await?);
    if problems.is_empty() {
        println!(
            "two servers: sessions shared, {awaiting} unpaid orders cancelled once, {ended} events removed once, \
             {unsettled} orders settled once (a {a_log:?}, b {b_log:?}), {SIGN_UPS} emails sent once each, \
             {awaiting} cancellations told once; a notification from a reached a stream on b in {live:?}, \
             a message in {message:?}; every invariant holds"
        );
        Ok(())
    } else {
        bail!("with two servers:\n  {}", problems.join("\n  "))
    }
}

/// The work made due before the two servers start.
struct Due {
    /// Orders awaiting payment, all past their 30 minutes.
    awaiting: i64,
    /// Events that ended two days ago.
    ended: u64,
    /// Delivered orders whose refund window closed a day ago, not yet settled.
    unsettled: u64,
    /// Cancelled orders and checkouts before (the demo's history has some).
    cancelled_before: (i64, i64),
    /// The unpaid orders' ids, quoted and comma-separated, for `IN (…)`.
    unpaid_ids: String,
}

/// A shopper's notification stream open on `b` hears of an order placed through `a` (the session
/// is shared through Redis; the signal too). Answers how long it took.
async fn live_across(a: &Server, b: &Server, problems: &mut Vec<String>) -> anyhow::Result<Duration> {
    let base = Base::new(&b.base);
    let shopper = Browser::new(&base)?;
    shopper.sign_in(Account::Shopper, SHOPPERS[2]).await?;
    let mut stream = shopper.stream("/api/v2/notifications/stream").await?;
    ensure!(stream.status() == 200, "the stream on b: {}", stream.status());
    let mut seen = String::new();
    let before = next_unread(&mut stream, &mut seen, Duration::from_secs(5)).await?;
    base.set(&a.base);
    shopper.buy_one(|_| true).await.context("checkout on a")?;
    let started = Instant::now();
    let after = next_unread(&mut stream, &mut seen, Duration::from_secs(5)).await?;
    let took = started.elapsed();
    if after <= before {
        problems.push(format!("the stream on b went from {before} to {after} unread"));
    }
    // The teller looks every 200 ms; the rest is the hop through Redis.
    if took > Duration::from_secs(2) {
        problems.push(format!("the notification took {took:?} to reach b"));
    }
    Ok(took)
}

/// A shopper writes to a shop through `a`; the seller's page, streaming from `b`, hears of it
/// within a second (the message is kept, then the signal goes through Redis to `b`).
async fn message_across(a: &Server, b: &Server, problems: &mut Vec<String>) -> anyhow::Result<Duration> {
    let seller = Browser::new(&Base::new(&b.base))?;
    let shop = seller.sign_in(Account::Seller, SELLERS[2]).await?;
    let mut stream = seller.stream("/api/v2/notifications/stream?as=seller").await?;
    ensure!(
        stream.status() == 200,
        "the seller's stream on b: {}",
        stream.status()
    );
    let mut seen = String::new();
    next_unread(&mut stream, &mut seen, Duration::from_secs(5)).await?;

    let shopper = Browser::new(&Base::new(&a.base))?;
    shopper.sign_in(Account::Shopper, SHOPPERS[3]).await?;
    let listing = shopper
        .get(&format!("/api/v2/get-all-product-shop/{shop}"))
        .await?;
    let product = listing.body["products"]
        .as_array()
        .and_then(|products| products.first())
        .with_context(|| format!("no product of the seller's shop: {}", listing.body))?
        .clone();
    let started = Instant::now();
    let asked = shopper
        .post(
            "/api/v2/conversations",
            &json!({"shopId": shop, "productId": product["_id"], "orderId": null,
                    "message": "Is this handwoven? Call me on 98765 43210."}),
        )
        .await?;
    ensure!(
        asked.status == 201,
        "asking on a: {} {}",
        asked.status,
        asked.body
    );
    let unread = next_event(&mut stream, &mut seen, "messages", Duration::from_secs(5)).await?;
    let took = started.elapsed();
    if unread == 0 {
        problems.push("the seller's stream on b says no conversation is unread".to_owned());
    }
    if took > Duration::from_secs(1) {
        problems.push(format!("the message took {took:?} to reach b"));
    }
    if asked.body["message"]["text"]
        .as_str()
        .is_some_and(|t| t.contains("98765"))
    {
        problems.push(format!(
            "the phone number was not masked: {}",
            asked.body["message"]["text"]
        ));
    }
    Ok(took)
}

/// Cancelled orders, and the checkouts they belong to.
async fn cancelled(db: &sea_orm::DatabaseConnection) -> anyhow::Result<(i64, i64)> {
    Ok((
        number(db, "SELECT COUNT(*) FROM orders WHERE status = 'Cancelled'").await?,
        number(
            db,
            "SELECT COUNT(DISTINCT checkout_id) FROM orders WHERE status = 'Cancelled'",
        )
        .await?,
    ))
}

/// A session made on `a` is honoured by `b`, for shoppers and sellers; signing out on `b` ends
/// it on `a` too.
async fn sessions_cross(a: &Server, b: &Server, problems: &mut Vec<String>) -> anyhow::Result<()> {
    for (kind, email, me, field, logout) in [
        (
            Account::Shopper,
            SHOPPERS[1],
            "/api/v2/getuser",
            "user",
            "/api/v2/user-logout",
        ),
        (
            Account::Seller,
            SELLERS[0],
            "/api/v2/getseller",
            "seller",
            "/api/v2/shop-logout",
        ),
    ] {
        let base = Base::new(&a.base);
        let browser = Browser::new(&base)?;
        let id = browser.sign_in(kind, email).await?;
        base.set(&b.base);
        let on_b = browser.get(me).await?;
        if on_b.status != 200 || on_b.body[field]["_id"].as_str() != Some(id.as_str()) {
            problems.push(format!(
                "{email}'s session from a, on b: {} {}",
                on_b.status, on_b.body
            ));
        }
        let out = browser.get(logout).await?;
        ensure!(out.status == 200, "{logout} on b: {}", out.status);
        base.set(&a.base);
        let after = browser.get(me).await?;
        if after.status != 401 {
            problems.push(format!("{email} signed out on b, still {} on a", after.status));
        }
    }
    Ok(())
}

/// Every message in the mailbox folder.
fn mailbox(dir: &std::path::Path) -> anyhow::Result<Vec<String>> {
    let mut messages = Vec::new();
    for entry in std::fs::read_dir(dir).with_context(|| dir.display().to_string())? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "eml") {
            messages.push(std::fs::read_to_string(&path)?.replace("=\r\n", ""));
        }
    }
    Ok(messages)
}

/// The sums of the `removed`, `cancelled` and `settled` counts a server logged (JSON log lines).
fn logged_counts(log: &std::path::Path) -> anyhow::Result<BTreeMap<&'static str, u64>> {
    let mut counts = BTreeMap::new();
    for line in std::fs::read_to_string(log)?.lines() {
        let Ok(entry) = serde_json::from_str::<Value>(line) else {
            continue;
        };
        for field in ["removed", "cancelled", "settled"] {
            if let Some(n) = entry["fields"][field].as_u64() {
                *counts.entry(field).or_insert(0) += n;
            }
        }
    }
    Ok(counts)
}
