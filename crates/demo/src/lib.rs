//! Demo data for `haat serve --demo`, and the benchmark marketplace of `haat generate`
//! ([`bench`]): written only into an empty database, through the same domain types, use cases and
//! ports as real data ([`Marketplace`]), so it can never hold what users could not have made.

mod art;
pub mod bench;
mod catalogue;
pub mod orders;

use std::sync::Arc;

use anyhow::Context as _;
use catalog::{
    Brand, Colour, CountryOfOrigin, Description, EventSchedule, NewReview, Pricing, Product, ProductDetails,
    ProductImageStore, ProductName, ProductRepository, Rating, RatingSummary, ReviewComment,
    ReviewRepository, Sizes, Stock,
};
use chrono::Duration;
use identity::{
    Email, IndianState, Password, PasswordHasher, PersonName, PhoneNumber, PinCode, Role, User,
    UserRepository,
};
use kernel::{Clock, Money, PageRequest, ProductId, ShopId, Timestamp};
use shops::{
    Delivery, DeliveryArea, DeliveryDays, DeliveryRepository, Gstin, Pan, Shop, ShopAddress, ShopDescription,
    ShopName, ShopRepository, ShopStatus,
};

/// The application's ports the demo writes through; the server builds it from its own state.
pub struct Marketplace {
    pub users: Arc<dyn UserRepository>,
    pub shops: Arc<dyn ShopRepository>,
    pub products: Arc<dyn ProductRepository>,
    pub reviews: Arc<dyn ReviewRepository>,
    pub media: Arc<dyn ProductImageStore>,
    pub hasher: Arc<dyn PasswordHasher>,
    pub checkout_catalog: Arc<dyn ::orders::CheckoutCatalog>,
    pub coupons: Arc<dyn ::orders::CouponRepository>,
    pub orders: Arc<dyn ::orders::OrderStore>,
    pub order_images: Arc<dyn ::orders::OrderImages>,
    pub ledger: Arc<dyn ::orders::LedgerRepository>,
    pub withdrawals: Arc<dyn ::orders::WithdrawalStore>,
    pub audit: Arc<dyn kernel::AuditLog>,
    /// The message catalogue the emails of demo actions are written with.
    pub texts: Arc<dyn kernel::Texts>,
    /// The commission rules and their default before any are saved, the charges' rates and
    /// cash-on-delivery limit the server's checkouts use.
    pub commission: Arc<dyn ::orders::CommissionRuleStore>,
    pub commission_rate: kernel::Rate,
    pub levies: ::orders::LevyPolicy,
    pub cod_max_units: u32,
}

impl Marketplace {
    /// Checkout over these ports, as the server's own; `online_payments` says whether Razorpay
    /// may be chosen.
    #[must_use]
    pub fn checkout(&self, online_payments: bool) -> ::orders::Checkout<'_> {
        ::orders::Checkout {
            catalog: self.checkout_catalog.as_ref(),
            coupons: self.coupons.as_ref(),
            store: self.orders.as_ref(),
            images: self.order_images.as_ref(),
            commission: self.commission.as_ref(),
            default_commission: self.commission_rate,
            levies: self.levies,
            online_payments,
            cod_max_units: self.cod_max_units,
        }
    }
}

/// The demo accounts, printed at start-up and listed in the README. They exist only when the
/// server was started with `--demo` on an empty database.
pub const ADMIN_EMAIL: &str = "admin@example.com";
pub const SELLER_EMAIL: &str = "seller@example.com";
pub const SHOPPER_EMAIL: &str = "shopper@example.com";
pub const DEMO_PASSWORD: &str = "haat-demo-2026";

/// What was loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DemoReport {
    pub accounts: Vec<(&'static str, &'static str)>,
    pub shops: usize,
    pub products: usize,
    /// Filled in by [`orders::load`] once the application's state exists.
    pub orders: usize,
    admin: kernel::UserId,
    shopper_ids: Vec<kernel::UserId>,
    shop_ids: Vec<ShopId>,
    product_ids: Vec<ProductId>,
    /// The shop waiting for review (not among `shop_ids`, which the order history is made from).
    review_shop: ShopId,
}

impl DemoReport {
    /// What the demo's order history is made from.
    #[must_use]
    pub fn order_inputs(&self) -> orders::DemoOrders<'_> {
        orders::DemoOrders {
            shoppers: &self.shopper_ids,
            shops: &self.shop_ids,
            products: &self.product_ids,
            admin: self.admin,
            review_shop: self.review_shop,
        }
    }
}

/// More demo shoppers, who wrote the demo reviews. They sign in with the demo password too.
const REVIEWERS: &[(&str, &str)] = &[
    ("Rahul Mehta", "rahul@example.com"),
    ("Ananya Rao", "ananya@example.com"),
    ("Vikram Singh", "vikram@example.com"),
    ("Fatima Sheikh", "fatima@example.com"),
];

const COMMENTS: &[&str] = &[
    "Lovely quality, exactly as pictured. Delivered in four days.",
    "The colour is a little darker than the photo but I like it even more.",
    "Good value for the price. Stitching is neat.",
    "Bought it as a gift and my mother loved it!",
    "Fits true to size. Would buy again from this shop.",
    "Decent, though packaging could be better.",
    "",
];

/// A small deterministic generator, so the demo is the same on every machine.
struct Dice(u64);

impl Dice {
    /// A number in `0..n`.
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let n = u64::try_from(n.max(1)).unwrap_or(u64::MAX);
        usize::try_from((self.0 >> 33) % n).unwrap_or(0)
    }
}

/// The delivery terms of a demo shop that delivers to some states only: one of them shows the
/// product page's "This shop does not deliver to …" (docs/orders.md "Delivery areas and
/// estimates"); the others keep the defaults.
fn demo_delivery(demo: &catalogue::DemoShop) -> anyhow::Result<Option<Delivery>> {
    if demo.delivers_to.is_empty() {
        return Ok(None);
    }
    let states = demo
        .delivers_to
        .iter()
        .map(|name| IndianState::parse(name))
        .collect::<Result<Vec<_>, _>>()?;
    let days = |n| DeliveryDays::parse(n);
    Ok(Some(Delivery {
        area: DeliveryArea::listed(states, Vec::new())?,
        dispatch: days(1)?,
        same_city: days(1)?,
        same_state: days(2)?,
        rest_of_india: days(4)?,
    }))
}

/// An active shop made from a demo shop's details, under `name` and `email`.
fn demo_shop(
    demo: &catalogue::DemoShop,
    name: &str,
    email: &str,
    created_at: Timestamp,
) -> anyhow::Result<Shop> {
    let gstin = Gstin::parse(demo.gstin)?;
    shops::tax_ids::check_consistent(Some(&gstin), None, &PinCode::parse(demo.pin)?)?;
    Ok(Shop {
        id: ShopId::new(),
        owner_name: PersonName::parse(demo.owner)?,
        name: ShopName::parse(name)?,
        email: Email::parse(email)?,
        phone: PhoneNumber::parse(demo.phone)?,
        address: ShopAddress::parse(demo.address)?,
        zip_code: PinCode::parse(demo.pin)?,
        description: ShopDescription::parse(demo.description)?,
        avatar: None,
        pan: Some(Pan::parse(gstin.pan())?),
        gstin: Some(gstin),
        legal_name: None,
        registered_address: None,
        status: ShopStatus::Active,
        rating_total: 0,
        rating_count: 0,
        sessions_valid_from: None,
        language: kernel::Language::En,
        created_at,
        review: shops::Review::approved(),
        gst_unregistered_at: None,
    })
}

/// One product (or event) of an item in one colour, with two generated pictures.
#[allow(clippy::too_many_arguments)]
async fn demo_product(
    media: &dyn ProductImageStore,
    shop: ShopId,
    item: &catalogue::Item,
    colour: Colour,
    number: usize,
    dice: &mut Dice,
    schedule: Option<EventSchedule>,
    created_at: Timestamp,
) -> anyhow::Result<Product> {
    let mut images = Vec::with_capacity(2);
    for picture in [number * 2, number * 2 + 1] {
        let png = art::product_picture(item.category, colour.hex(), picture)?;
        images.push(media.store_product_image(png).await?);
    }
    demo_product_from(
        shop, item, item.name, colour, number, dice, schedule, created_at, images,
    )
}

/// [`demo_product`] under a given name and with pictures already stored.
#[allow(clippy::too_many_arguments)]
fn demo_product_from(
    shop: ShopId,
    item: &catalogue::Item,
    name: &str,
    colour: Colour,
    number: usize,
    dice: &mut Dice,
    schedule: Option<EventSchedule>,
    created_at: Timestamp,
    images: Vec<catalog::ProductImage>,
) -> anyhow::Result<Product> {
    // Events sell a little cheaper than the shop's usual price.
    let discount = item.discount + if schedule.is_some() { 15 } else { 0 };
    let selling = item.original_rupees * (100 - discount.min(90)) / 100;
    // Prices end in 9, as Indian shops price them.
    let selling = (selling / 10 * 10 - 1).max(99);
    let sold_out = match dice.below(4) {
        0 => 20 + dice.below(180),
        _ => dice.below(20),
    };
    Ok(Product {
        id: ProductId::new(),
        shop_id: shop,
        details: ProductDetails {
            sku: None,
            name: ProductName::parse(name)?,
            description: Description::parse(item.description)?,
            category: item.category,
            brand: Brand::parse(item.brand)?,
            sizes: Sizes::parse(item.sizes.iter().copied())?,
            colour: Some(colour),
            pricing: Pricing::new(
                Money::from_rupees(item.original_rupees)?,
                Money::from_rupees(selling)?,
            )?,
            stock: Stock::new(
                i64::try_from(dice.below(60)).unwrap_or(0) + if number.is_multiple_of(11) { 0 } else { 3 },
            )?,
            hsn: item.category.typical_tax().0,
            gst_rate: item.category.typical_tax().1,
            origin: CountryOfOrigin::INDIA,
        },
        images,
        sold_out: u32::try_from(sold_out).unwrap_or(0),
        rating: RatingSummary::default(),
        schedule,
        created_at,
        updated_at: created_at,
    })
}

/// Loads the demo data unless the database already has shops or users. Returns what was
/// loaded, or `None` when the database was not empty.
#[allow(clippy::too_many_arguments)]
pub async fn load_if_empty(
    users: &dyn UserRepository,
    shops: &dyn ShopRepository,
    delivery: &dyn DeliveryRepository,
    products: &dyn ProductRepository,
    media: &dyn ProductImageStore,
    reviews: &dyn ReviewRepository,
    hasher: &dyn PasswordHasher,
    clock: &dyn Clock,
) -> anyhow::Result<Option<DemoReport>> {
    if shops.count().await? > 0 || users.list(None, None, PageRequest::default()).await?.total > 0 {
        return Ok(None);
    }
    let now = clock.now();
    let hash = hasher.hash(Password::parse(DEMO_PASSWORD)?).await?;

    let mut admin = User::new_shopper(
        PersonName::parse("Haat Operator")?,
        Email::parse(ADMIN_EMAIL)?,
        now,
    );
    admin.role = Role::Admin;
    users
        .insert(&admin, &hash)
        .await
        .context("inserting the demo Admin")?;
    let shopper = User::new_shopper(
        PersonName::parse("Priya Sharma")?,
        Email::parse(SHOPPER_EMAIL)?,
        now,
    );
    users
        .insert(&shopper, &hash)
        .await
        .context("inserting the demo shopper")?;

    let mut created_shops = Vec::with_capacity(catalogue::SHOPS.len());
    for (index, demo) in catalogue::SHOPS.iter().enumerate() {
        let shop = demo_shop(
            demo,
            demo.name,
            if index == 0 { SELLER_EMAIL } else { demo.email },
            now - Duration::days(90),
        )?;
        shops
            .insert(&shop, &hash)
            .await
            .with_context(|| format!("inserting the demo shop {}", demo.name))?;
        if let Some(terms) = demo_delivery(demo)? {
            delivery.set_delivery(shop.id, &terms, now).await?;
        }
        created_shops.push(shop);
    }

    // One shop waits for the Admin's review: its checklist done, its products not yet public.
    let waiting = {
        let demo = &catalogue::REVIEW_SHOP;
        let mut shop = demo_shop(demo, demo.name, demo.email, now - Duration::days(2))?;
        shop.review = shops::Review {
            status: shops::ReviewStatus::Submitted,
            reason: None,
            submitted_at: Some(now - Duration::hours(20)),
            decided_at: None,
        };
        shops
            .insert(&shop, &hash)
            .await
            .context("inserting the demo shop waiting for review")?;
        shop
    };

    let mut reviewers = vec![shopper.id];
    for (name, email) in REVIEWERS {
        let user = User::new_shopper(PersonName::parse(name)?, Email::parse(email)?, now);
        users
            .insert(&user, &hash)
            .await
            .with_context(|| format!("inserting the demo shopper {email}"))?;
        reviewers.push(user.id);
    }

    let mut dice = Dice(0x5eed_2026);
    let mut count = 0usize;
    let mut made = Vec::new();
    for (shop, demo) in created_shops.iter().zip(catalogue::SHOPS) {
        for item in demo.items {
            for (colour_name, hex) in item.colours {
                count += 1;
                let age = Duration::hours(i64::try_from(dice.below(24 * 60)).unwrap_or(0));
                let product = demo_product(
                    media,
                    shop.id,
                    item,
                    Colour::parse(colour_name, hex)?,
                    count,
                    &mut dice,
                    None,
                    now - age,
                )
                .await?;
                products
                    .insert(&product, false)
                    .await
                    .with_context(|| format!("inserting demo product {}", item.name))?;
                made.push(product.id);
            }
        }
    }

    let mut waiting_products = 0;
    for item in catalogue::REVIEW_SHOP.items {
        for (colour_name, hex) in item.colours {
            waiting_products += 1;
            let product = demo_product(
                media,
                waiting.id,
                item,
                Colour::parse(colour_name, hex)?,
                count + waiting_products,
                &mut dice,
                None,
                now - Duration::days(1),
            )
            .await?;
            products
                .insert(&product, false)
                .await
                .with_context(|| format!("inserting demo product {}", item.name))?;
        }
    }

    // Three flash deals running now, ending at different times so the banner moves on.
    let deals = [(0usize, 0usize, 2i64), (1, 3, 4), (3, 7, 6)];
    for (shop_index, item_index, days) in deals {
        let (shop, demo) = (&created_shops[shop_index], &catalogue::SHOPS[shop_index]);
        let item = &demo.items[item_index];
        let (colour_name, hex) = item.colours[0];
        count += 1;
        let schedule = EventSchedule::new(now - Duration::hours(1), now + Duration::days(days))?;
        let event = demo_product(
            media,
            shop.id,
            item,
            Colour::parse(colour_name, hex)?,
            count,
            &mut dice,
            Some(schedule),
            now - Duration::hours(1),
        )
        .await?;
        products
            .insert(&event, false)
            .await
            .with_context(|| format!("inserting demo event {}", item.name))?;
    }

    // Reviews from the demo shoppers on most products: ratings lean good, as on a trusted shop.
    for (n, product) in made.iter().enumerate() {
        let how_many = dice.below(4);
        for reviewer in reviewers.iter().skip(n % 3).take(how_many) {
            let stars = [5, 4, 5, 3, 4, 5, 4][dice.below(7)];
            let comment = COMMENTS[dice.below(COMMENTS.len())];
            reviews
                .save(&NewReview {
                    id: kernel::ReviewId::new(),
                    product_id: *product,
                    user_id: *reviewer,
                    rating: Rating::new(stars)?,
                    comment: ReviewComment::parse(comment)?,
                    at: now - Duration::hours(i64::try_from(dice.below(24 * 30)).unwrap_or(0)),
                })
                .await
                .context("inserting a demo review")?;
        }
    }

    Ok(Some(DemoReport {
        accounts: vec![
            ("Admin", ADMIN_EMAIL),
            ("Seller", SELLER_EMAIL),
            ("Shopper", SHOPPER_EMAIL),
        ],
        shops: created_shops.len() + 1,
        products: count,
        review_shop: waiting.id,
        orders: 0,
        admin: admin.id,
        shopper_ids: reviewers,
        shop_ids: created_shops.iter().map(|s| s.id).collect(),
        product_ids: made,
    }))
}
