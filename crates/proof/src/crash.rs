//! Crash safety: concurrent checkouts, cancellations, deliveries, returns of some units (refunded
//! in pieces), withdrawals, payout decisions and newsletter sign-ups against the release server, which is killed with SIGKILL in the middle of
//! them and started again on the same database. Then:
//! - every invariant of [`crate::invariants`] holds;
//! - everything the server acknowledged before it died is still there;
//! - every checkout whose answer was lost, sent again with its idempotency key, places at most
//!   one checkout, and one the server had acknowledged answers the same checkout again.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::{Context as _, bail, ensure};
use serde_json::{Value, json};
use tokio::task::JoinSet;

use crate::client::{ADMIN, Account, Base, Browser, SELLERS, SHOPPERS, cart_line, checkout};
use crate::database::{Backend, Target, id_text, number, plain_id};
use crate::server::{Server, ServerConfig};
use crate::{Dice, invariants};

#[derive(Debug, clap::Args)]
pub struct CrashArgs {
    #[arg(long, value_enum, default_value = "sqlite")]
    pub database: Backend,
    /// Concurrent checkout workers.
    #[arg(long, default_value_t = 12)]
    pub checkouts: usize,
    /// How long the work runs before the kill, in milliseconds.
    #[arg(long, default_value_t = 4000)]
    pub kill_after_ms: u64,
    /// Seed of the random choices (printed, so a failing run can be repeated).
    #[arg(long)]
    pub seed: Option<u64>,
}

/// What a call's caller learnt: the server's answer, or nothing (the server died first).
#[derive(Debug, Clone)]
enum Outcome {
    Answered(u16, Value),
    Lost,
}

#[derive(Debug, Clone)]
struct CheckoutAttempt {
    shopper: usize,
    key: String,
    body: Value,
    outcome: Outcome,
}

/// What the server said it had done; each must survive the crash.
#[derive(Debug, Default)]
struct Acknowledged {
    checkouts: Vec<CheckoutAttempt>,
    /// (order id, the status the server confirmed)
    statuses: Vec<(String, &'static str)>,
    /// (withdrawal id, its status as confirmed)
    withdrawals: Vec<(String, &'static str)>,
    newsletter: Vec<String>,
}

struct World {
    base: Base,
    admin: Browser,
    shoppers: Vec<(Browser, String)>,
    sellers: Vec<(Browser, String)>,
    products: Vec<Value>,
    running: AtomicBool,
    acknowledged: Mutex<Acknowledged>,
}

impl World {
    fn record(&self, f: impl FnOnce(&mut Acknowledged)) {
        if let Ok(mut acknowledged) = self.acknowledged.lock() {
            f(&mut acknowledged);
        }
    }

    fn running(&self) -> bool {
        self.running.load(Ordering::Relaxed)
    }
}

pub async fn run(args: CrashArgs) -> anyhow::Result<()> {
    let seed = args.seed.unwrap_or_else(Dice::seed_from_clock);
    println!("crash test on {:?}, seed {seed}", args.database);
    let target = Target::new(args.database).await?;
    let outcome = scenario(&args, seed, &target).await;
    target.finish(outcome).await
}

async fn scenario(args: &CrashArgs, seed: u64, target: &Target) -> anyhow::Result<()> {
    let config = ServerConfig::for_target(target)?;
    let server = Server::start(&config, "first").await?;
    let world = Arc::new(sign_everyone_in(&server.base).await?);
    let db = target.connect().await?;
    let stock_before = invariants::stock_totals(&db).await?;
    let checkouts_before = number(&db, "SELECT COUNT(*) FROM checkouts").await?;

    let mut workers = JoinSet::new();
    for i in 0..args.checkouts {
        workers.spawn(checkout_worker(world.clone(), Dice::new(seed ^ (i as u64 + 1))));
    }
    for seller in 0..world.sellers.len() {
        workers.spawn(seller_worker(world.clone(), seller));
        workers.spawn(withdrawal_worker(world.clone(), seller));
    }
    workers.spawn(refund_worker(world.clone(), Dice::new(seed ^ 0xfeed)));
    workers.spawn(cancel_worker(world.clone(), Dice::new(seed ^ 0xca9c)));
    workers.spawn(payout_worker(world.clone()));
    workers.spawn(newsletter_worker(world.clone()));

    tokio::time::sleep(Duration::from_millis(args.kill_after_ms)).await;
    server.kill().await?;
    world.running.store(false, Ordering::Relaxed);
    let mut attempts = Vec::new();
    while let Some(done) = workers.join_next().await {
        attempts.extend(done??);
    }
    let lost = attempts
        .iter()
        .filter(|a| matches!(a.outcome, Outcome::Lost))
        .count();
    {
        let ack = world
            .acknowledged
            .lock()
            .map_err(|_| anyhow::anyhow!("poisoned"))?;
        println!(
            "before the kill: {} checkouts placed, {} answers lost with the server, {} status changes, \
             {} withdrawal steps, {} newsletter sign-ups",
            ack.checkouts.len(),
            lost,
            ack.statuses.len(),
            ack.withdrawals.len(),
            ack.newsletter.len()
        );
        // A run that did too little proves nothing.
        ensure!(ack.checkouts.len() >= 20, "too few checkouts before the kill");
        ensure!(
            ack.statuses.iter().any(|(_, s)| *s == "Delivered"),
            "no order was delivered before the kill"
        );
        ensure!(!ack.withdrawals.is_empty(), "no withdrawal before the kill");
    }

    let server = Server::start(&config, "restarted").await?;
    world.base.set(&server.base);
    let result = after_the_crash(&world, &db, &attempts, &stock_before, checkouts_before).await;
    server.stop_after(&result).await?;
    result
}

async fn after_the_crash(
    world: &World,
    db: &sea_orm::DatabaseConnection,
    attempts: &[CheckoutAttempt],
    stock_before: &std::collections::BTreeMap<String, i64>,
    checkouts_before: i64,
) -> anyhow::Result<()> {
    let mut problems = Vec::new();
    // Every checkout sent again with its key: an acknowledged one answers the same checkout; a
    // lost one is placed now or was placed then, once either way.
    let mut placed_keys = std::collections::BTreeSet::new();
    for attempt in attempts {
        let (browser, _) = &world.shoppers[attempt.shopper];
        let again = browser.place(&attempt.body, &attempt.key).await?;
        let id = again.body["checkoutId"].as_str().map(str::to_owned);
        match (&attempt.outcome, again.status) {
            (Outcome::Answered(201, first), 201) => {
                if first["checkoutId"].as_str() != id.as_deref() {
                    problems.push(format!(
                        "key {} answered checkout {} before the crash and {id:?} after",
                        attempt.key, first["checkoutId"]
                    ));
                }
            }
            (Outcome::Answered(201, _), status) => problems.push(format!(
                "key {}: acknowledged before the crash, {status} after: {}",
                attempt.key, again.body
            )),
            (_, 201 | 409) => {}
            (_, status) => problems.push(format!(
                "key {}: a replay answered {status}: {}",
                attempt.key, again.body
            )),
        }
        if again.status == 201 {
            placed_keys.insert((attempt.shopper, attempt.key.clone()));
        }
    }
    let checkouts_after = number(db, "SELECT COUNT(*) FROM checkouts").await?;
    let expected = checkouts_before + i64::try_from(placed_keys.len())?;
    if checkouts_after != expected {
        problems.push(format!(
            "{checkouts_after} checkouts in the database, but {} before plus {} keys placed",
            checkouts_before,
            placed_keys.len()
        ));
    }

    // What the server confirmed before it died is still so.
    let (statuses, withdrawals, newsletter) = {
        let ack = world
            .acknowledged
            .lock()
            .map_err(|_| anyhow::anyhow!("poisoned"))?;
        (
            ack.statuses.clone(),
            ack.withdrawals.clone(),
            ack.newsletter.clone(),
        )
    };
    // A confirmed status may since have moved on, but only forwards.
    for (order, status) in &statuses {
        let allowed: &[&str] = match *status {
            "Delivered" => &["Delivered", "Processing Refund", "Refund Success"],
            // A return approved and another asked for: the refund steps may alternate, whichever
            // of them was confirmed last (a refund in part leaves units the shopper may return).
            "Processing Refund" | "Refund Success" => &["Processing Refund", "Refund Success"],
            other => &[other],
        };
        if !still(db, "orders", order, allowed).await? {
            problems.push(format!("order {order} was confirmed {status} but is not so now"));
        }
    }
    for (withdrawal, status) in &withdrawals {
        let allowed: &[&str] = match *status {
            "pending" => &["pending", "paid", "rejected"],
            other => &[other],
        };
        if !still(db, "withdrawals", withdrawal, allowed).await? {
            problems.push(format!(
                "withdrawal {withdrawal} was confirmed {status} but is not so now"
            ));
        }
    }
    for email in &newsletter {
        let sql = format!("SELECT COUNT(*) FROM newsletter_subscribers WHERE email = '{email}'");
        if number(db, &sql).await? != 1 {
            problems.push(format!("the sign-up of {email} was confirmed but is gone"));
        }
    }

    // Each shop's balance, as the seller sees it, is the sum of its ledger lines.
    for (seller, shop) in &world.sellers {
        let answer = seller.get("/api/v2/shop-ledger").await?;
        ensure!(
            answer.status == 200,
            "shop-ledger: {} {}",
            answer.status,
            answer.body
        );
        for (field, account) in [
            ("pending", "pending"),
            ("available", "available"),
            ("held", "held"),
            ("paidOut", "paid_out"),
        ] {
            let shown = answer.body["balance"][field].as_f64().context("balance")?;
            let sql = format!(
                "SELECT CAST(COALESCE(SUM(amount_paise), 0) AS BIGINT) FROM ledger_lines WHERE {} = '{}' AND account = '{account}'",
                id_text(db, "shop_id"),
                plain_id(shop)
            );
            let summed = number(db, &sql).await?;
            #[allow(clippy::cast_possible_truncation)]
            let shown_paise = (shown * 100.0).round() as i64;
            if shown_paise != summed {
                problems.push(format!(
                    "shop {shop}: {field} shows {shown} but its ledger lines sum to {summed} paise"
                ));
            }
        }
    }

    // Every order event, from before the crash and after, is told by the restarted server.
    let untold = invariants::untold_after(db, Duration::from_secs(30)).await?;
    if untold > 0 {
        problems.push(format!(
            "{untold} order events still untold 30 s after the restart"
        ));
    }
    problems.extend(invariants::check(db, stock_before).await?);
    // The restarted server serves.
    let ready = world.admin.get("/readyz").await?;
    if ready.status != 200 {
        problems.push(format!("/readyz after the restart: {}", ready.status));
    }
    if problems.is_empty() {
        println!(
            "after the restart: {} checkouts replayed, every invariant holds",
            attempts.len()
        );
        Ok(())
    } else {
        bail!("after the crash:\n  {}", problems.join("\n  "))
    }
}

/// Whether the row `id` of `table` exists with one of the `allowed` statuses.
async fn still(
    db: &sea_orm::DatabaseConnection,
    table: &str,
    id: &str,
    allowed: &[&str],
) -> anyhow::Result<bool> {
    let list = allowed
        .iter()
        .map(|s| format!("'{s}'"))
        .collect::<Vec<_>>()
        .join(", ");
    let sql = format!(
        "SELECT COUNT(*) FROM {table} WHERE {} = '{}' AND status IN ({list})",
        id_text(db, "id"),
        plain_id(id)
    );
    Ok(number(db, &sql).await? == 1)
}

async fn sign_everyone_in(base: &str) -> anyhow::Result<World> {
    let base = Base::new(base);
    let admin = Browser::new(&base)?;
    admin.sign_in(Account::Shopper, ADMIN).await?;
    let mut shoppers = Vec::new();
    for email in SHOPPERS {
        let browser = Browser::new(&base)?;
        let id = browser.sign_in(Account::Shopper, email).await?;
        shoppers.push((browser, id));
    }
    let mut sellers = Vec::new();
    for (i, email) in SELLERS.iter().enumerate() {
        let browser = Browser::new(&base)?;
        let id = browser.sign_in(Account::Seller, email).await?;
        // Every shop needs somewhere to be paid before it can ask for a withdrawal.
        let method = browser
            .put(
                "/api/v2/add-seller-withdraw-methods",
                &json!({"type": "upi", "upiId": format!("proofshop{i}@okhdfcbank")}),
            )
            .await?;
        ensure!(
            method.status == 200,
            "payout method: {} {}",
            method.status,
            method.body
        );
        sellers.push((browser, id));
    }
    let listing = admin.get("/api/v2/products?limit=100").await?;
    let products: Vec<Value> = listing.body["products"]
        .as_array()
        .context("products")?
        .iter()
        .filter(|p| p["stock"].as_i64().unwrap_or(0) > 0)
        .cloned()
        .collect();
    ensure!(products.len() >= 10, "the demo has too few products in stock");
    Ok(World {
        base,
        admin,
        shoppers,
        sellers,
        products,
        running: AtomicBool::new(true),
        acknowledged: Mutex::new(Acknowledged::default()),
    })
}

/// Places cash-on-delivery checkouts of one or two products; one in five is sent twice at
/// once with the same key, as a double-clicking shopper would.
async fn checkout_worker(world: Arc<World>, mut dice: Dice) -> anyhow::Result<Vec<CheckoutAttempt>> {
    let mut attempts = Vec::new();
    while world.running() {
        let shopper = dice.below(world.shoppers.len());
        let mut cart = Vec::new();
        let first = dice.below(world.products.len());
        // A second, different product (a cart holds each product once).
        let second = (first + 1 + dice.below(world.products.len() - 1)) % world.products.len();
        for &pick in &[first, second][..=dice.below(2)] {
            let product = &world.products[pick];
            cart.push(cart_line(product, 1 + dice.below(2)));
        }
        let body = checkout(Value::Array(cart), "cod");
        let key = uuid::Uuid::new_v4().to_string();
        let (browser, _) = &world.shoppers[shopper];
        let send = || browser.place(&body, &key);
        let answers = if dice.below(5) == 0 {
            let (a, b) = tokio::join!(send(), send());
            vec![a, b]
        } else {
            vec![send().await]
        };
        for answer in answers {
            let outcome = match answer {
                Ok(answer) => {
                    if !matches!(answer.status, 201 | 409 | 422) {
                        bail!("create-order answered {}: {}", answer.status, answer.body);
                    }
                    Outcome::Answered(answer.status, answer.body)
                }
                Err(_) => Outcome::Lost,
            };
            let attempt = CheckoutAttempt {
                shopper,
                key: key.clone(),
                body: body.clone(),
                outcome,
            };
            if matches!(attempt.outcome, Outcome::Answered(201, _)) {
                world.record(|ack| ack.checkouts.push(attempt.clone()));
            }
            attempts.push(attempt);
        }
    }
    Ok(attempts)
}

/// Does what a seller does: delivers the shop's new orders and approves refund requests.
async fn seller_worker(world: Arc<World>, seller: usize) -> anyhow::Result<Vec<CheckoutAttempt>> {
    let (browser, shop) = &world.sellers[seller];
    while world.running() {
        let mut acted = false;
        for (list, path, next) in [
            (
                "Processing",
                format!("/api/v2/update-order-status/{{}}/{shop}"),
                "Delivered",
            ),
            (
                "Processing Refund",
                "/api/v2/shop-order-refund-success/{}".to_owned(),
                "Refund Success",
            ),
        ] {
            let Ok(page) = browser
                .get(&format!(
                    "/api/v2/get-all-orders-shop/{shop}?status={}&limit=5",
                    list.replace(' ', "+")
                ))
                .await
            else {
                break;
            };
            for order in page.body["orders"].as_array().into_iter().flatten() {
                let Some(id) = order["_id"].as_str() else { continue };
                let Ok(answer) = browser
                    .put(&path.replace("{}", id), &json!({"status": next}))
                    .await
                else {
                    break;
                };
                if answer.status == 200 {
                    acted = true;
                    world.record(|ack| ack.statuses.push((id.to_owned(), next)));
                }
            }
        }
        if !acted {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    Ok(Vec::new())
}

/// Shoppers return units of half of their delivered orders (and of those refunded in part): a
/// random line, a random number of what is left of it, so orders are refunded in pieces.
async fn refund_worker(world: Arc<World>, mut dice: Dice) -> anyhow::Result<Vec<CheckoutAttempt>> {
    while world.running() {
        let (browser, user) = &world.shoppers[dice.below(world.shoppers.len())];
        let Ok(page) = browser
            .get(&format!(
                "/api/v2/get-all-orders-user/{user}?status=Delivered&status=Refund+Success&limit=5"
            ))
            .await
        else {
            continue;
        };
        for order in page.body["orders"].as_array().into_iter().flatten() {
            let Some(id) = order["_id"].as_str() else { continue };
            if dice.below(2) == 0 || order["refundableUntil"].is_null() {
                continue;
            }
            let Some((line, left)) = unit_left_to_return(order, &mut dice) else {
                continue;
            };
            let body = json!({
                "status": "Processing Refund",
                "lines": [{"line": line, "qty": 1 + dice.below(left)}],
                "reason": "size_or_fit",
                "payout": {"type": "upi", "upiId": "crash.test@okaxis"},
            });
            if let Ok(answer) = browser.put(&format!("/api/v2/order-refund/{id}"), &body).await
                && answer.status == 200
            {
                world.record(|ack| ack.statuses.push((id.to_owned(), "Processing Refund")));
            }
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    Ok(Vec::new())
}

/// A random line of `order` with units no return names yet, and how many are left of it.
fn unit_left_to_return(order: &serde_json::Value, dice: &mut Dice) -> Option<(usize, usize)> {
    let lines = order["cart"].as_array()?;
    let mut left: Vec<usize> = lines
        .iter()
        .map(|l| usize::try_from(l["qty"].as_u64().unwrap_or(0)).unwrap_or(0))
        .collect();
    for ret in order["returns"].as_array().into_iter().flatten() {
        for line in ret["lines"].as_array().into_iter().flatten() {
            let (Some(i), Some(qty)) = (line["line"].as_u64(), line["qty"].as_u64()) else {
                continue;
            };
            if let Some(slot) = usize::try_from(i).ok().and_then(|i| left.get_mut(i)) {
                *slot = slot.saturating_sub(usize::try_from(qty).unwrap_or(0));
            }
        }
    }
    let open: Vec<usize> = (0..left.len()).filter(|&i| left[i] > 0).collect();
    if open.is_empty() {
        return None;
    }
    let line = open[dice.below(open.len())];
    Some((line, left[line]))
}

/// Shoppers cancel one in four of their orders still Processing.
async fn cancel_worker(world: Arc<World>, mut dice: Dice) -> anyhow::Result<Vec<CheckoutAttempt>> {
    while world.running() {
        let (browser, user) = &world.shoppers[dice.below(world.shoppers.len())];
        let Ok(page) = browser
            .get(&format!(
                "/api/v2/get-all-orders-user/{user}?status=Processing&limit=5"
            ))
            .await
        else {
            continue;
        };
        for order in page.body["orders"].as_array().into_iter().flatten() {
            let Some(id) = order["_id"].as_str() else { continue };
            if dice.below(4) != 0 {
                continue;
            }
            if let Ok(answer) = browser
                .post(
                    &format!("/api/v2/order-cancel/{id}"),
                    &json!({"reason": "changed_my_mind"}),
                )
                .await
                && answer.status == 200
            {
                world.record(|ack| ack.statuses.push((id.to_owned(), "Cancelled")));
            }
        }
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    Ok(Vec::new())
}

/// Each seller withdraws ₹1,000 whenever the balance allows.
async fn withdrawal_worker(world: Arc<World>, seller: usize) -> anyhow::Result<Vec<CheckoutAttempt>> {
    let (browser, _) = &world.sellers[seller];
    while world.running() {
        if let Ok(answer) = browser
            .post("/api/v2/create-withdraw-request", &json!({"amount": 1000}))
            .await
            && answer.status == 201
            && let Some(id) = answer.body["withdraw"]["_id"].as_str()
        {
            world.record(|ack| ack.withdrawals.push((id.to_owned(), "pending")));
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Ok(Vec::new())
}

/// The Admin pays or rejects (alternately) every waiting withdrawal.
async fn payout_worker(world: Arc<World>) -> anyhow::Result<Vec<CheckoutAttempt>> {
    let mut pay = true;
    while world.running() {
        let Ok(page) = world
            .admin
            .get("/api/v2/get-all-withdraw-request?status=Processing&limit=10")
            .await
        else {
            continue;
        };
        for withdrawal in page.body["withdraws"].as_array().into_iter().flatten() {
            let Some(id) = withdrawal["_id"].as_str() else {
                continue;
            };
            let (body, status) = if pay {
                (json!({"status": "Succeed"}), "paid")
            } else {
                (
                    json!({"status": "Rejected", "reason": "Bank details could not be verified"}),
                    "rejected",
                )
            };
            pay = !pay;
            if let Ok(answer) = world
                .admin
                .put(&format!("/api/v2/update-withdraw-request/{id}"), &body)
                .await
                && answer.status == 200
            {
                world.record(|ack| ack.withdrawals.push((id.to_owned(), status)));
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Ok(Vec::new())
}

/// Visitors sign up for the newsletter, each getting a coupon by email.
async fn newsletter_worker(world: Arc<World>) -> anyhow::Result<Vec<CheckoutAttempt>> {
    let visitor = Browser::new(&world.base)?;
    while world.running() {
        let email = format!("reader-{}@example.com", uuid::Uuid::new_v4().simple());
        if let Ok(answer) = visitor.post("/api/v2/newsletter", &json!({"email": email})).await
            && answer.status == 201
        {
            world.record(|ack| ack.newsletter.push(email));
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    Ok(Vec::new())
}
