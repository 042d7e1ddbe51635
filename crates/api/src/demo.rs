//! Demo data for `haat serve --demo`: loaded only into an empty database, through the same
//! domain types and repository ports as real data, so it can never hold what users could not.

use anyhow::Context as _;
use catalog::{
    Brand, Category, Colour, Description, Pricing, Product, ProductName, ProductRepository, RatingSummary,
    Size, Stock,
};
use identity::{Email, Password, PersonName, PhoneNumber, PinCode};
use kernel::{Clock, Money, ProductId, ShopId};
use shops::{Shop, ShopAddress, ShopName, ShopRepository, ShopStatus};

/// The demo seller's sign-in, printed at start-up and listed in the README.
pub const SELLER_EMAIL: &str = "seller@example.com";
pub const DEMO_PASSWORD: &str = "haat-demo-2026";

/// What was loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DemoReport {
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

/// Loads the demo data unless the database already has shops. Returns what was loaded, or
/// `None` when the database was not empty.
pub async fn load_if_empty(
    shops: &dyn ShopRepository,
    products: &dyn ProductRepository,
    clock: &dyn Clock,
) -> anyhow::Result<Option<DemoReport>> {
    if shops.count().await? > 0 {
        return Ok(None);
    }
    let now = clock.now();
    let shop = Shop {
        id: ShopId::new(),
        owner_name: PersonName::parse("Asha Verma")?,
        name: ShopName::parse("Haat Demo Bazaar")?,
        email: Email::parse(SELLER_EMAIL)?,
        phone: PhoneNumber::parse("98450 12345")?,
        address: ShopAddress::parse("21 Commercial Street, Shivajinagar, Bengaluru")?,
        zip_code: PinCode::parse("560001")?,
        gstin: None,
        pan: None,
        status: ShopStatus::Active,
        created_at: now,
    };
    let password = Password::parse(DEMO_PASSWORD)?;
    // Argon2 is deliberately slow; keep it off the async executor.
    let hash = tokio::task::spawn_blocking(move || password.hash())
        .await
        .context("hashing thread")??;
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
        shops: 1,
        products: PRODUCTS.len(),
    }))
}
