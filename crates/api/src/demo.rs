//! Demo data for `haat serve --demo`: loaded only into an empty database, through the same
//! domain types and repository ports as real data, so it can never hold what users could not.

use anyhow::Context as _;
use catalog::{
    Brand, Category, Colour, Description, Pricing, Product, ProductName, ProductRepository, RatingSummary,
    Size, Stock,
};
use identity::{
    Email, Password, PasswordHasher, PersonName, PhoneNumber, PinCode, Role, User, UserRepository,
};
use kernel::{Clock, Money, PageRequest, ProductId, ShopId};
use shops::{Shop, ShopAddress, ShopDescription, ShopName, ShopRepository, ShopStatus};

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
}

struct DemoProduct {
    name: &'static str,
    description: &'static str,
    category: Category,
    brand: &'static str,
    sizes: &'static [&'static str],
    colour: (&'static str, &'static str),
    original_rupees: i64,
    selling_rupees: i64,
    stock: i64,
}

const PRODUCTS: &[DemoProduct] = &[
    DemoProduct {
        name: "Hand-block printed cotton kurta",
        description: "Breathable cotton kurta, block-printed by hand in Sanganer with natural dyes. \
                      Straight cut, three-quarter sleeves.\nMachine wash cold; colours may bleed in the first wash.",
        category: Category::Women,
        brand: "Sanganer Prints",
        sizes: &["S", "M", "L", "XL"],
        colour: ("Indigo", "#3f51b5"),
        original_rupees: 1_499,
        selling_rupees: 999,
        stock: 40,
    },
    DemoProduct {
        name: "Men's pure linen shirt",
        description: "Relaxed-fit shirt in 100% linen that softens with every wash. Mother-of-pearl buttons.",
        category: Category::Men,
        brand: "Malabar Linen",
        sizes: &["M", "L", "XL", "XXL"],
        colour: ("White", "#ffffff"),
        original_rupees: 2_199,
        selling_rupees: 1_599,
        stock: 25,
    },
    DemoProduct {
        name: "Kolhapuri leather chappals",
        description: "Vegetable-tanned leather, hand-stitched in Kolhapur. Cushioned footbed.",
        category: Category::Shoes,
        brand: "Kolhapur Crafts",
        sizes: &["UK 6", "UK 7", "UK 8", "UK 9", "UK 10"],
        colour: ("Tan", "#c68e5a"),
        original_rupees: 1_299,
        selling_rupees: 899,
        stock: 30,
    },
    DemoProduct {
        name: "Jute tote bag with cotton lining",
        description: "Sturdy jute tote with an inner zip pocket. Fits a 14-inch laptop.",
        category: Category::Bags,
        brand: "Sundarban Jute",
        sizes: &["Free Size"],
        colour: ("Natural", "#d8c3a5"),
        original_rupees: 599,
        selling_rupees: 449,
        stock: 60,
    },
    DemoProduct {
        name: "Oxidised silver jhumka earrings",
        description: "Lightweight jhumkas in oxidised German silver with a hook closure.",
        category: Category::Jewellery,
        brand: "Chandni Chowk Silver",
        sizes: &[],
        colour: ("Silver", "#c0c0c0"),
        original_rupees: 799,
        selling_rupees: 499,
        stock: 50,
    },
    DemoProduct {
        name: "Banarasi silk dupatta",
        description: "Silk dupatta woven in Varanasi with a gold zari border. 2.25 metres.",
        category: Category::Women,
        brand: "Kashi Weaves",
        sizes: &["Free Size"],
        colour: ("Maroon", "#800000"),
        original_rupees: 2_999,
        selling_rupees: 2_499,
        stock: 12,
    },
];

/// Loads the demo data unless the database already has shops or users. Returns what was
/// loaded, or `None` when the database was not empty.
pub async fn load_if_empty(
    users: &dyn UserRepository,
    shops: &dyn ShopRepository,
    products: &dyn ProductRepository,
    hasher: &dyn PasswordHasher,
    clock: &dyn Clock,
) -> anyhow::Result<Option<DemoReport>> {
    if shops.count().await? > 0 || users.list(None, PageRequest::default()).await?.total > 0 {
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

    let shop = Shop {
        id: ShopId::new(),
        owner_name: PersonName::parse("Asha Verma")?,
        name: ShopName::parse("Haat Demo Bazaar")?,
        email: Email::parse(SELLER_EMAIL)?,
        phone: PhoneNumber::parse("98450 12345")?,
        address: ShopAddress::parse("21 Commercial Street, Shivajinagar, Bengaluru")?,
        zip_code: PinCode::parse("560001")?,
        description: ShopDescription::parse(
            "Handpicked crafts and clothing from across India: block prints from Jaipur, \
             chappals from Kolhapur, silk from Varanasi.",
        )?,
        avatar: None,
        gstin: None,
        pan: None,
        status: ShopStatus::Active,
        rating_total: 0,
        rating_count: 0,
        sessions_valid_from: None,
        created_at: now,
    };
    shops
        .insert(&shop, &hash)
        .await
        .context("inserting the demo shop")?;

    for demo in PRODUCTS {
        let product = Product {
            id: ProductId::new(),
            shop_id: shop.id,
            name: ProductName::parse(demo.name)?,
            description: Description::parse(demo.description)?,
            category: demo.category,
            brand: Brand::parse(demo.brand)?,
            sizes: demo
                .sizes
                .iter()
                .map(|s| Size::parse(s))
                .collect::<Result<_, _>>()?,
            colour: Some(Colour::parse(demo.colour.0, demo.colour.1)?),
            pricing: Pricing::new(
                Money::from_rupees(demo.original_rupees)?,
                Money::from_rupees(demo.selling_rupees)?,
            )?,
            stock: Stock::new(demo.stock)?,
            sold_out: 0,
            rating: RatingSummary::default(),
            schedule: None,
            created_at: now,
            updated_at: now,
        };
        products
            .insert(&product)
            .await
            .with_context(|| format!("inserting demo product {}", demo.name))?;
    }
    Ok(Some(DemoReport {
        accounts: vec![
            ("Admin", ADMIN_EMAIL),
            ("Seller", SELLER_EMAIL),
            ("Shopper", SHOPPER_EMAIL),
        ],
        shops: 1,
        products: PRODUCTS.len(),
    }))
}
