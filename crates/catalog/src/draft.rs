//! A product as a seller types it, field by field, read into [`ProductDetails`] with every
//! problem named by its field. The product form and the bulk upload's rows both read through
//! here, so a value refused on one is refused on the other with the same words.

use kernel::{Described as _, GstRate, Hsn, Message, Money};

use crate::category::Category;
use crate::product::{
    Brand, Colour, CountryOfOrigin, Description, Pricing, ProductDetails, ProductError, ProductName, Sizes,
    Sku, Stock,
};

/// The raw text of each field; blank means not given. Field names are the form's and the CSV's
/// (`sellingPrice`, `colorName`, …).
#[derive(Debug, Clone, Copy, Default)]
pub struct ProductDraft<'a> {
    pub sku: &'a str,
    pub name: &'a str,
    pub description: &'a str,
    pub category: &'a str,
    pub brand: &'a str,
    /// Each entry may itself hold several sizes separated by `separator`.
    pub sizes: &'a [&'a str],
    pub color_name: &'a str,
    pub color_hex: &'a str,
    pub original_price: &'a str,
    pub selling_price: &'a str,
    pub stock: &'a str,
    pub hsn: &'a str,
    pub gst_rate: &'a str,
    pub country_of_origin: &'a str,
}

/// Problems by field, in the order found; the first problem of a field is the one kept.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Problems(Vec<(&'static str, Message)>);

impl Problems {
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Records a problem with `field`, unless it already has one.
    pub fn add(&mut self, field: &'static str, problem: Message) {
        if !self.0.iter().any(|(name, _)| *name == field) {
            self.0.push((field, problem));
        }
    }

    /// Keeps the value, or records the error's message against `field`.
    pub fn check<T, E: kernel::Described>(&mut self, field: &'static str, result: Result<T, E>) -> Option<T> {
        result.map_err(|error| self.add(field, error.message())).ok()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = &(&'static str, Message)> {
        self.0.iter()
    }

    #[must_use]
    pub fn into_vec(self) -> Vec<(&'static str, Message)> {
        self.0
    }
}

fn required<'a>(problems: &mut Problems, field: &'static str, value: &'a str) -> Option<&'a str> {
    if value.trim().is_empty() {
        problems.add(field, Message::new("field-required"));
        None
    } else {
        Some(value)
    }
}

/// Rupees with at most two decimals, as typed: `1299`, `1299.5`.
pub fn rupees(problems: &mut Problems, field: &'static str, value: &str) -> Option<Money> {
    let raw = required(problems, field, value)?;
    let parsed = raw.trim().parse::<Money>().ok();
    if parsed.is_none() {
        problems.add(field, Message::new("field-price-rupees"));
    }
    parsed
}

/// Both prices, with a problem on the one at fault: the selling price when it is above the
/// original, otherwise whichever is out of range.
pub fn pricing(problems: &mut Problems, original: Option<Money>, selling: Option<Money>) -> Option<Pricing> {
    let (original, selling) = (original?, selling?);
    match Pricing::new(original, selling) {
        Ok(pricing) => Some(pricing),
        Err(error @ ProductError::SellingAboveOriginal) => {
            problems.add("sellingPrice", error.message());
            None
        }
        Err(other) => {
            let field = if original.is_zero() || original.is_negative() || original > Pricing::MAX {
                "originalPrice"
            } else {
                "sellingPrice"
            };
            problems.add(field, other.message());
            None
        }
    }
}

/// Whole units from 0 to [`Stock::MAX`].
pub fn stock(problems: &mut Problems, value: &str) -> Option<Stock> {
    let raw = required(problems, "stock", value)?;
    let units = raw
        .trim()
        .parse::<i64>()
        .map_err(|_| ProductError::StockOutOfRange { max: Stock::MAX });
    problems.check("stock", units.and_then(Stock::new))
}

impl ProductDraft<'_> {
    /// # Errors
    /// Every field's problem, when any field is wrong.
    pub fn parse(&self, separator: char) -> Result<ProductDetails, Problems> {
        let mut problems = Problems::new();
        let sku = if self.sku.trim().is_empty() {
            Some(None)
        } else {
            problems.check("sku", Sku::parse(self.sku)).map(Some)
        };
        let name = required(&mut problems, "name", self.name)
            .and_then(|v| problems.check("name", ProductName::parse(v)));
        let description = required(&mut problems, "description", self.description)
            .and_then(|v| problems.check("description", Description::parse(v)));
        let category = required(&mut problems, "category", self.category)
            .and_then(|v| problems.check("category", v.parse::<Category>()));
        let brand = required(&mut problems, "brand", self.brand)
            .and_then(|v| problems.check("brand", Brand::parse(v)));
        let size_texts: Vec<&str> = self.sizes.iter().flat_map(|t| t.split(separator)).collect();
        let sizes = problems.check("sizes", Sizes::parse(size_texts));
        let colour = match (self.color_name.trim(), self.color_hex.trim()) {
            ("", "") => Some(None),
            ("", _) => {
                problems.add("colorName", Message::new("field-colour-name-required"));
                None
            }
            (_, "") => {
                problems.add("colorHex", Message::new("field-colour-hex-required"));
                None
            }
            (name, hex) => match Colour::parse(name, hex) {
                Ok(colour) => Some(Some(colour)),
                Err(error @ ProductError::InvalidColourHex) => {
                    problems.add("colorHex", error.message());
                    None
                }
                Err(other) => {
                    problems.add("colorName", other.message());
                    None
                }
            },
        };
        let original = rupees(&mut problems, "originalPrice", self.original_price);
        let selling = rupees(&mut problems, "sellingPrice", self.selling_price);
        let pricing = pricing(&mut problems, original, selling);
        let stock = stock(&mut problems, self.stock);
        let hsn = required(&mut problems, "hsn", self.hsn).and_then(|v| problems.check("hsn", Hsn::parse(v)));
        let gst_rate = required(&mut problems, "gstRate", self.gst_rate)
            .and_then(|v| problems.check("gstRate", v.parse::<GstRate>()));
        let origin = required(&mut problems, "countryOfOrigin", self.country_of_origin)
            .and_then(|v| problems.check("countryOfOrigin", CountryOfOrigin::parse(v)));
        let details = (|| {
            Some(ProductDetails {
                sku: sku?,
                name: name?,
                description: description?,
                category: category?,
                brand: brand?,
                sizes: sizes?,
                colour: colour?,
                pricing: pricing?,
                stock: stock?,
                hsn: hsn?,
                gst_rate: gst_rate?,
                origin: origin?,
            })
        })();
        match details {
            Some(details) if problems.is_empty() => Ok(details),
            _ => Err(problems),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn kurta() -> ProductDraft<'static> {
        ProductDraft {
            sku: "KRT-1",
            name: "Hand-block printed cotton kurta",
            description: "Soft cotton.",
            category: "Women",
            brand: "Meera's Looms",
            sizes: &["S|M|L"],
            color_name: "Indigo",
            color_hex: "#3f51b5",
            original_price: "1499",
            selling_price: "1299.50",
            stock: "12",
            hsn: "6211",
            gst_rate: "5",
            country_of_origin: "IN",
        }
    }

    fn fields(problems: &Problems) -> Vec<&'static str> {
        problems.iter().map(|(field, _)| *field).collect()
    }

    #[test]
    fn a_complete_draft_reads_into_details() {
        let details = kurta().parse('|').unwrap();
        assert_eq!(details.sku.unwrap().as_str(), "KRT-1");
        assert_eq!(details.sizes.as_slice().len(), 3);
        assert_eq!(details.pricing.selling(), Money::from_paise(129_950));
    }

    #[test]
    fn every_wrong_field_is_named_once() {
        let draft = ProductDraft {
            sku: "KRT 1",
            name: "",
            selling_price: "1500",
            stock: "-1",
            color_hex: "",
            ..kurta()
        };
        let problems = draft.parse('|').unwrap_err();
        assert_eq!(
            fields(&problems),
            ["sku", "name", "colorHex", "sellingPrice", "stock"]
        );
        let selling = problems.iter().find(|(f, _)| *f == "sellingPrice").unwrap();
        assert_eq!(selling.1, Message::new("field-product-selling-above-original"));
    }

    #[test]
    fn a_price_with_paise_beyond_two_places_is_refused() {
        let draft = ProductDraft {
            original_price: "10.005",
            ..kurta()
        };
        assert_eq!(fields(&draft.parse('|').unwrap_err()), ["originalPrice"]);
    }

    proptest::proptest! {
        /// Prices typed with up to two decimals are read to the paisa, and a row is refused
        /// exactly when the rules say: both more than 0, at most a crore, selling ≤ original.
        #[test]
        fn typed_prices_are_read_to_the_paisa_and_refused_only_by_the_rules(
            original in 0_i64..=1_00_00_000 * 100 + 500,
            selling in 0_i64..=1_00_00_000 * 100 + 500,
        ) {
            let typed = |paise: i64| format!("{}.{:02}", paise / 100, paise % 100);
            let (original_text, selling_text) = (typed(original), typed(selling));
            let draft = ProductDraft {
                original_price: &original_text,
                selling_price: &selling_text,
                ..kurta()
            };
            let max = Pricing::MAX.paise();
            let valid = original > 0 && selling > 0 && original <= max && selling <= max && selling <= original;
            match draft.parse('|') {
                Ok(details) => {
                    proptest::prop_assert!(valid);
                    proptest::prop_assert_eq!(details.pricing.original().paise(), original);
                    proptest::prop_assert_eq!(details.pricing.selling().paise(), selling);
                }
                Err(problems) => {
                    proptest::prop_assert!(!valid);
                    let fields = fields(&problems);
                    proptest::prop_assert!(
                        fields == ["originalPrice"] || fields == ["sellingPrice"],
                        "{:?}", fields
                    );
                }
            }
        }
    }
}
