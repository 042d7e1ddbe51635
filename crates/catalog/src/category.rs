//! The fixed list of categories. A closed list keeps filters, facets and the category menus
//! consistent; adding one is a code change with a migration-free deploy.

use std::fmt;
use std::str::FromStr;

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
}
