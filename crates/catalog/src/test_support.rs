//! Values for the use-case tests.
#![allow(clippy::unwrap_used)]

use chrono::{Duration, TimeZone, Utc};
use kernel::{MediaKey, Money, ProductId, ShopId, Timestamp};

use crate::category::Category;
use crate::product::{
    Brand, CountryOfOrigin, Description, EventSchedule, Pricing, Product, ProductDetails, ProductImage,
    ProductName, RatingSummary, Sizes, Stock,
};

/// Hours after a fixed instant.
pub fn instant(hours: i64) -> Timestamp {
    Utc.with_ymd_and_hms(2026, 11, 22, 0, 0, 0).unwrap() + Duration::hours(hours)
}

pub fn image(name: &str) -> ProductImage {
    ProductImage {
        display: MediaKey::from_stored(format!("products/{name}.jpg")).unwrap(),
        thumbnail: MediaKey::from_stored(format!("products/{name}-thumb.jpg")).unwrap(),
    }
}

pub fn details() -> ProductDetails {
    ProductDetails {
        sku: None,
        name: ProductName::parse("Block-printed kurta").unwrap(),
        description: Description::parse("Cotton.").unwrap(),
        category: Category::Women,
        brand: Brand::parse("Jaipur Looms").unwrap(),
        sizes: Sizes::parse(["S", "M"]).unwrap(),
        colour: None,
        pricing: Pricing::new(
            Money::from_rupees(1499).unwrap(),
            Money::from_rupees(999).unwrap(),
        )
        .unwrap(),
        stock: Stock::new(5).unwrap(),
        hsn: kernel::Hsn::known("6204"),
        gst_rate: kernel::GstRate::FIVE,
        origin: CountryOfOrigin::INDIA,
    }
}

pub fn product(schedule: Option<EventSchedule>) -> Product {
    Product {
        id: ProductId::new(),
        shop_id: ShopId::new(),
        details: details(),
        images: vec![image("one")],
        sold_out: 0,
        rating: RatingSummary::default(),
        schedule,
        created_at: instant(0),
        updated_at: instant(0),
    }
}

/// A product as the storefront lists it.
pub fn listed() -> crate::listing::Listed {
    let product = product(None);
    crate::listing::Listed {
        shop: crate::listing::ShopSummary {
            id: product.shop_id,
            name: "Meera's Looms".to_owned(),
            avatar: None,
            rating_total: 0,
            rating_count: 0,
        },
        product,
    }
}
