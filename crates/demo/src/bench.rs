//! A deterministic marketplace at benchmark size for `haat generate` (docs/benchmarks.md):
//! by default 100,000 products across 500 shops, with flash deals, reviews, shoppers and delivered
//! orders. It is written through the same repository ports and use cases as real data, so every
//! derived row (search index, vocabulary, ratings, stock, ledger) is what the application itself
//! would have written; only the pictures are shared, eight stored once, since a benchmark of
//! reads never decodes them.

use anyhow::{Context as _, ensure};
use catalog::{Colour, EventSchedule, NewReview, Product, ProductImage, Rating, ReviewComment};
use chrono::Duration;
use futures_util::TryStreamExt as _;
use identity::{Email, Password, PersonName, User};
use kernel::{ProductId, Timestamp, UserId};
use orders::{Actor, CheckoutRequest, IdempotencyKey, OrderStatus, PaymentMethod, manage};

use super::{COMMENTS, DEMO_PASSWORD, Dice, art, catalogue, demo_product_from, demo_shop};
use crate::Marketplace;

/// How big a marketplace to make.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Size {
    pub products: usize,
    pub shops: usize,
    pub shoppers: usize,
    /// Checkouts placed (cash on delivery); most are delivered.
    pub orders: usize,
    pub seed: u64,
}

impl Size {
    /// The defaults scaled to `products`: a shop per 200 products (at least one), a shopper per
    /// 100, a checkout per 50.
    #[must_use]
    pub fn for_products(products: usize) -> Self {
        Self {
            products,
            shops: (products / 200).max(1),
            shoppers: (products / 100).clamp(10, 2_000),
            orders: products / 50,
            seed: 2026,
        }
    }
}

/// What was written, and the accounts a load generator signs in with.
#[derive(Debug, Clone)]
pub struct Generated {
    pub products: usize,
    pub events: usize,
    pub reviews: usize,
    pub orders: usize,
    /// `shopper{n}@bench.example`, n from 0; every account's password is the demo password.
    pub shoppers: usize,
    pub shops: usize,
}

/// Words put before the demo catalogue's item names, so 100,000 names are varied enough for
/// search to rank and common enough ("cotton", "classic") to match thousands.
const STYLES: &[&str] = &[
    "Classic",
    "Festive",
    "Handloom",
    "Everyday",
    "Premium",
    "Organic",
    "Cotton",
    "Silk-blend",
    "Heritage",
    "Modern",
    "Handmade",
    "Royal",
    "Summer",
    "Monsoon",
    "Wedding",
    "Travel",
];

/// How many products are written at once on PostgreSQL, which takes them in parallel.
pub const IN_FLIGHT: usize = 8;

/// Fills an empty database, `writers` writes at a time. Refuses a database that already has shops.
///
/// SQLite takes one writer at a time: give it one. Writers queued in its lock each wait at most
/// the busy timeout, and a write that merges the search index's segments can hold the lock for
/// seconds once the catalogue is large, so eight queued writers timed out at 74,000 products.
pub async fn generate(
    market: &Marketplace,
    size: Size,
    now: Timestamp,
    writers: usize,
) -> anyhow::Result<Generated> {
    let writers = writers.max(1);
    ensure!(
        market.shops.count().await? == 0,
        "haat generate needs an empty database; this one already has shops"
    );
    ensure!(
        size.shops > 0 && size.shoppers > 0,
        "at least one shop and one shopper"
    );
    let hash = market.hasher.hash(Password::parse(DEMO_PASSWORD)?).await?;
    let mut dice = Dice(size.seed);

    let mut shops = Vec::with_capacity(size.shops);
    for n in 0..size.shops {
        let demo = &catalogue::SHOPS[n % catalogue::SHOPS.len()];
        let shop = demo_shop(
            demo,
            &format!("{} {}", demo.name, n + 1),
            &format!("seller{n}@bench.example"),
            now - Duration::days(120),
        )?;
        market
            .shops
            .insert(&shop, &hash)
            .await
            .context("inserting a shop")?;
        shops.push(shop.id);
    }
    let mut shoppers: Vec<(UserId, String)> = Vec::with_capacity(size.shoppers);
    for n in 0..size.shoppers {
        let user = User::new_shopper(
            PersonName::parse("Bench Shopper")?,
            Email::parse(&format!("shopper{n}@bench.example"))?,
            now - Duration::days(60),
        );
        market
            .users
            .insert(&user, &hash)
            .await
            .context("inserting a shopper")?;
        shoppers.push((user.id, user.email.as_str().to_owned()));
    }

    let mut pictures: Vec<Vec<ProductImage>> = Vec::new();
    for n in 0..4usize {
        let mut pair = Vec::with_capacity(2);
        for picture in [n * 2, n * 2 + 1] {
            let item = &catalogue::SHOPS[n % catalogue::SHOPS.len()].items[0];
            let png = art::product_picture(item.category, item.colours[0].1, picture)?;
            pair.push(market.media.store_product_image(png).await?);
        }
        pictures.push(pair);
    }

    // Every item of every demo shop, in every colour: the templates products are made from.
    let templates: Vec<(&catalogue::Item, &str, &str)> = catalogue::SHOPS
        .iter()
        .flat_map(|shop| shop.items.iter())
        .flat_map(|item| item.colours.iter().map(move |(name, hex)| (item, *name, *hex)))
        .collect();
    let events = (size.products / 50).max(1).min(size.products);
    let mut made = Vec::with_capacity(size.products);
    for n in 0..size.products {
        let (item, colour, hex) = templates[n % templates.len()];
        let style = STYLES[(n / templates.len() + dice.below(STYLES.len())) % STYLES.len()];
        // The last products are flash deals, most running now, some not yet started.
        let schedule = (n >= size.products - events)
            .then(|| {
                let start = if n % 5 == 0 {
                    now + Duration::days(1)
                } else {
                    now - Duration::hours(2)
                };
                EventSchedule::new(
                    start,
                    start + Duration::days(3 + i64::try_from(n % 5).unwrap_or(0)),
                )
            })
            .transpose()?;
        let created = now - Duration::minutes(i64::try_from(dice.below(60 * 24 * 90)).unwrap_or(0));
        let product = demo_product_from(
            shops[n % shops.len()],
            item,
            &format!("{style} {}", item.name),
            Colour::parse(colour, hex)?,
            n,
            &mut dice,
            schedule,
            created,
            pictures[n % pictures.len()].clone(),
        )?;
        made.push(product);
    }
    futures_util::stream::iter(made.iter().map(Ok::<&Product, anyhow::Error>))
        .try_for_each_concurrent(writers, |product| async move {
            market
                .products
                .insert(product, false)
                .await
                .context("inserting a product")
        })
        .await?;
    let product_ids: Vec<ProductId> = made
        .iter()
        .filter(|p| p.schedule.is_none())
        .map(|p| p.id)
        .collect();
    drop(made);

    // A review on one product in five, from a shopper, mostly good.
    let mut writes = Vec::new();
    for (n, product) in product_ids.iter().enumerate().filter(|(n, _)| n % 5 == 0) {
        writes.push(NewReview {
            id: kernel::ReviewId::new(),
            product_id: *product,
            user_id: shoppers[n % shoppers.len()].0,
            rating: Rating::new([5, 4, 5, 3, 4][dice.below(5)])?,
            comment: ReviewComment::parse(COMMENTS[dice.below(COMMENTS.len())])?,
            at: now - Duration::hours(i64::try_from(dice.below(24 * 60)).unwrap_or(0)),
        });
    }
    futures_util::stream::iter(writes.iter().map(Ok::<&NewReview, anyhow::Error>))
        .try_for_each_concurrent(writers, |review| async move {
            market.reviews.save(review).await.context("inserting a review")
        })
        .await?;

    let orders = place_orders(market, size, &shoppers, &product_ids, &mut dice, now).await?;
    Ok(Generated {
        products: size.products,
        events,
        reviews: writes.len(),
        orders,
        shoppers: size.shoppers,
        shops: size.shops,
    })
}

/// Cash-on-delivery checkouts of one or two products, most delivered over the past weeks, placed
/// and moved through the use cases so stock, ledger and history agree.
async fn place_orders(
    market: &Marketplace,
    size: Size,
    shoppers: &[(UserId, String)],
    products: &[ProductId],
    dice: &mut Dice,
    now: Timestamp,
) -> anyhow::Result<usize> {
    if products.is_empty() {
        return Ok(0);
    }
    let checkout = market.checkout(false);
    let picks: Vec<ProductId> = (0..size.orders * 2)
        .map(|_| products[dice.below(products.len())])
        .collect();
    let items = market.checkout_catalog.items(&picks, now).await?;
    let mut placed = 0usize;
    for n in 0..size.orders {
        let mut lines = Vec::with_capacity(2);
        for pick in &picks[n * 2..n * 2 + 1 + usize::from(n % 3 == 0)] {
            if let Some(item) = items.iter().find(|i| i.item.product == *pick)
                && lines
                    .iter()
                    .all(|l: &cart_rules::RequestedLine| l.product != *pick)
            {
                lines.push(super::orders::line(item, 1)?);
            }
        }
        let age = Duration::hours(i64::try_from(dice.below(24 * 40)).unwrap_or(0));
        let at = now - age;
        let request = CheckoutRequest {
            lines,
            address: super::orders::address(n)?,
            coupon: None,
            method: PaymentMethod::Cod,
            buyer_gstin: None,
        };
        let key = IdempotencyKey::parse(&uuid::Uuid::new_v4().to_string())?;
        let Ok(done) = checkout
            .place(shopper_of(&shoppers[n % shoppers.len()]), key, request, at)
            .await
        else {
            continue; // sold out: a real shopper would be refused too
        };
        placed += 1;
        if n % 4 == 0 {
            continue; // still Processing
        }
        for order in &done.orders {
            manage::update_status(
                market.orders.as_ref(),
                Actor::Shop(order.seller.id),
                order.id,
                OrderStatus::Delivered,
                None,
                at + Duration::hours(30),
            )
            .await
            .context("delivering a generated order")?;
        }
    }
    orders::settlement::settle_due(market.orders.as_ref(), now).await?;
    Ok(placed)
}

fn shopper_of((id, email): &(UserId, String)) -> orders::Shopper<'_> {
    orders::Shopper { id: *id, email }
}
