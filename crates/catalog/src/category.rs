//! The fixed list of categories. A closed list keeps filters, facets and the category menus
//! consistent; adding one is a code change with a migration-free deploy.

use std::fmt;
use std::str::FromStr;

use kernel::{GstRate, Hsn};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    Women,
    Men,
    Kids,
    Shoes,
    Bags,
    Accessories,
    Jewellery,
    Watches,
    BeautyAndPersonalCare,
    HomeAndKitchen,
    Electronics,
    SportsAndFitness,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown category `{0}`")]
pub struct UnknownCategory(pub String);

impl kernel::Described for UnknownCategory {
    fn message(&self) -> kernel::Message {
        kernel::Message::new("field-category-unknown").with("category", &self.0)
    }
}

impl Category {
    pub const ALL: [Category; 12] = [
        Category::Women,
        Category::Men,
        Category::Kids,
        Category::Shoes,
        Category::Bags,
        Category::Accessories,
        Category::Jewellery,
        Category::Watches,
        Category::BeautyAndPersonalCare,
        Category::HomeAndKitchen,
        Category::Electronics,
        Category::SportsAndFitness,
    ];

    /// The name shoppers see and the API carries.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Category::Women => "Women",
            Category::Men => "Men",
            Category::Kids => "Kids",
            Category::Shoes => "Shoes",
            Category::Bags => "Bags",
            Category::Accessories => "Accessories",
            Category::Jewellery => "Jewellery",
            Category::Watches => "Watches",
            Category::BeautyAndPersonalCare => "Beauty & Personal Care",
            Category::HomeAndKitchen => "Home & Kitchen",
            Category::Electronics => "Electronics",
            Category::SportsAndFitness => "Sports & Fitness",
        }
    }
}

impl Category {
    /// The HSN heading and GST slab most goods of the category carry (docs/tax.md). Demo and
    /// generated products use them, and migration 21 gave them to products listed before HSN
    /// codes were asked for; a seller sets each product's own, since within a category they
    /// differ by material and price (cotton or silk, footwear under or over ₹1,000).
    #[must_use]
    pub const fn typical_tax(self) -> (Hsn, GstRate) {
        match self {
            // 6204: women's suits, dresses and skirts; 6203: men's; 6209: babies' garments.
            Category::Women => (Hsn::known("6204"), GstRate::FIVE),
            Category::Men => (Hsn::known("6203"), GstRate::FIVE),
            Category::Kids => (Hsn::known("6209"), GstRate::FIVE),
            // 6403: footwear with leather uppers.
            Category::Shoes => (Hsn::known("6403"), GstRate::TWELVE),
            // 4202: handbags, wallets and travel goods.
            Category::Bags => (Hsn::known("4202"), GstRate::EIGHTEEN),
            // 6217: made-up clothing accessories (stoles, belts of textile).
            Category::Accessories => (Hsn::known("6217"), GstRate::TWELVE),
            // 7113: articles of jewellery of precious metal.
            Category::Jewellery => (Hsn::known("7113"), GstRate::THREE),
            // 9102: wrist watches.
            Category::Watches => (Hsn::known("9102"), GstRate::EIGHTEEN),
            // 3304: beauty and make-up preparations.
            Category::BeautyAndPersonalCare => (Hsn::known("3304"), GstRate::EIGHTEEN),
            // 7323: table and kitchen articles of iron or steel.
            Category::HomeAndKitchen => (Hsn::known("7323"), GstRate::TWELVE),
            // 8518: headphones, earphones and loudspeakers.
            Category::Electronics => (Hsn::known("8518"), GstRate::EIGHTEEN),
            // 9506: articles and equipment for sports and exercise.
            Category::SportsAndFitness => (Hsn::known("9506"), GstRate::TWELVE),
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Category {
    type Err = UnknownCategory;

    /// Accepts a category's name in any case, and with `-` for `&` as the storefront's query
    /// encoding sends it (docs/product.md §7.2: `Home & Kitchen` travels as `Home+-+Kitchen`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim();
        Category::ALL
            .into_iter()
            .find(|c| {
                c.name().eq_ignore_ascii_case(wanted)
                    || c.name().replace('&', "-").eq_ignore_ascii_case(wanted)
            })
            .ok_or_else(|| UnknownCategory(wanted.chars().take(64).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_category_round_trips_through_its_name() {
        for category in Category::ALL {
            assert_eq!(category.name().parse::<Category>().unwrap(), category);
        }
        assert_eq!(
            "home & KITCHEN".parse::<Category>().unwrap(),
            Category::HomeAndKitchen
        );
        assert_eq!(
            "Home - Kitchen".parse::<Category>().unwrap(),
            Category::HomeAndKitchen
        );
        assert!("Groceries".parse::<Category>().is_err());
    }

    #[test]
    fn every_category_has_a_valid_typical_hsn_code_and_slab() {
        for category in Category::ALL {
            let (hsn, rate) = category.typical_tax();
            assert_eq!(kernel::Hsn::parse(hsn.as_str()).unwrap(), hsn, "{category}");
            assert!(GstRate::SLABS.contains(&rate), "{category}");
        }
        assert_eq!(Category::Jewellery.typical_tax().1.to_string(), "3");
    }
}
