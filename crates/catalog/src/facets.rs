//! The filter panel's counts from one grouped pass (docs/benchmarks.md).
//!
//! A listing shows how many products match, and for each facet (category, brand, size, colour)
//! how many products each value has under every *other* filter, so choosing one brand still
//! shows the others. Counting each facet with a query of its own read every matching product
//! four or five times, the sizes' through a join. Instead the database reads the products the
//! listing's price range and search match once, grouped by category, brand, colour and size set
//! together ([`Group`]; the facet index alone serves it), and the facet filters are applied here,
//! to the groups: a few hundred at 100,000 generated products, at most one per product.
//!
//! The database groups the products in the SQL adapter; the in-process index (`catalog-index`)
//! groups its own. Both hand the groups to [`FacetFilters::tally`], so the panel's counts have one
//! definition, and the SQL adapter writes the same filters as its WHERE from [`FacetFilters`]'s
//! accessors.

use std::collections::HashMap;

use crate::listing::{FacetCount, Facets, ProductQuery, Tally, filter_key};

/// Facet lists are cut at this many values, most frequent first.
const FACET_VALUES: usize = 40;

/// One of the panel's facets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Facet {
    Category,
    Brand,
    Size,
    Colour,
}

/// The products of one combination of category, brand, colour and size set.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Group {
    pub category: String,
    pub brand_key: String,
    /// The brand as shown: the smallest spelling among the group's products.
    pub brand: String,
    pub colour_key: Option<String>,
    pub colour: Option<String>,
    pub hex: Option<String>,
    /// The sizes the group's products come in, as stored.
    pub sizes: Vec<String>,
    pub products: u64,
}

/// A listing's facet filters, as the stored keys they are compared with.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FacetFilters {
    category: Option<&'static str>,
    brand_key: Option<String>,
    colour_key: Option<String>,
    /// A size, trimmed: matched whole against each stored size.
    size: Option<String>,
}

impl FacetFilters {
    #[must_use]
    pub fn of(query: &ProductQuery) -> Self {
        Self {
            category: query.category.map(|c| c.name()),
            brand_key: query.brand.as_deref().map(filter_key),
            colour_key: query.colour.as_deref().map(filter_key),
            size: query.size.as_deref().map(|size| size.trim().to_owned()),
        }
    }

    #[must_use]
    pub fn category(&self) -> Option<&'static str> {
        self.category
    }

    #[must_use]
    pub fn brand_key(&self) -> Option<&str> {
        self.brand_key.as_deref()
    }

    #[must_use]
    pub fn colour_key(&self) -> Option<&str> {
        self.colour_key.as_deref()
    }

    #[must_use]
    pub fn size(&self) -> Option<&str> {
        self.size.as_deref()
    }

    /// Whether a group's products pass every filter, as the SQL adapter's WHERE would.
    #[must_use]
    pub fn admits_all(&self, group: &Group) -> bool {
        self.admits(group, None)
    }

    /// Whether a group's products pass every filter but `skip`'s.
    fn admits(&self, group: &Group, skip: Option<Facet>) -> bool {
        let unless = |facet: Facet, passes: bool| skip == Some(facet) || passes;
        unless(Facet::Category, self.category.is_none_or(|c| group.category == c))
            && unless(
                Facet::Brand,
                self.brand_key.as_ref().is_none_or(|b| &group.brand_key == b),
            )
            && unless(
                Facet::Colour,
                self.colour_key
                    .as_ref()
                    .is_none_or(|c| group.colour_key.as_ref() == Some(c)),
            )
            && unless(
                Facet::Size,
                self.size
                    .as_ref()
                    .is_none_or(|size| group.sizes.iter().any(|s| s == size)),
            )
    }

    /// The total and every facet from the groups of the products the listing's other filters
    /// (price, search) match.
    #[must_use]
    pub fn tally(&self, groups: &[Group]) -> Tally {
        let mut categories = HashMap::new();
        let mut brands = HashMap::new();
        let mut sizes_seen = HashMap::new();
        let mut colours = HashMap::new();
        let mut total = 0;
        for group in groups {
            let n = group.products;
            if self.admits(group, None) {
                total += n;
            }
            if self.admits(group, Some(Facet::Category)) {
                add_to(&mut categories, &group.category, &group.category, None, n);
            }
            if self.admits(group, Some(Facet::Brand)) {
                add_to(&mut brands, &group.brand_key, &group.brand, None, n);
            }
            if self.admits(group, Some(Facet::Size)) {
                for size in &group.sizes {
                    add_to(&mut sizes_seen, size, size, None, n);
                }
            }
            if let (Some(key), true) = (&group.colour_key, self.admits(group, Some(Facet::Colour))) {
                let name = group.colour.as_deref().unwrap_or_default();
                add_to(&mut colours, key, name, group.hex.as_deref(), n);
            }
        }
        Tally {
            total,
            facets: Facets {
                categories: most_frequent(categories),
                brands: most_frequent(brands),
                sizes: most_frequent(sizes_seen),
                colours: most_frequent(colours),
            },
        }
    }
}

/// Adds a group's `n` products to the facet value under `key`, whose shown name and swatch are
/// the smallest among its groups (as `MIN` over all of them would give).
fn add_to(values: &mut HashMap<String, FacetCount>, key: &str, name: &str, hex: Option<&str>, n: u64) {
    let value = values.entry(key.to_owned()).or_insert_with(|| FacetCount {
        value: name.to_owned(),
        hex: hex.map(str::to_owned),
        count: 0,
    });
    value.count += n;
    if name < value.value.as_str() {
        name.clone_into(&mut value.value);
    }
    if hex.is_some() && (value.hex.is_none() || hex < value.hex.as_deref()) {
        value.hex = hex.map(str::to_owned);
    }
}

/// The [`FACET_VALUES`] most frequent values: most frequent first, then by name compared as
/// bytes, whatever the database's collation.
fn most_frequent(values: HashMap<String, FacetCount>) -> Vec<FacetCount> {
    let mut values: Vec<FacetCount> = values.into_values().collect();
    values.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.value.cmp(&b.value)));
    values.truncate(FACET_VALUES);
    values
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::Category;

    fn group(category: Category, brand: &str, colour: Option<&str>, sizes: &[&str], products: u64) -> Group {
        Group {
            category: category.name().to_owned(),
            brand_key: filter_key(brand),
            brand: brand.to_owned(),
            colour_key: colour.map(filter_key),
            colour: colour.map(str::to_owned),
            hex: colour.map(|_| "#800000".to_owned()),
            sizes: sizes.iter().map(|s| (*s).to_owned()).collect(),
            products,
        }
    }

    fn counts(values: &[FacetCount]) -> Vec<(&str, u64)> {
        values.iter().map(|v| (v.value.as_str(), v.count)).collect()
    }

    fn groups() -> Vec<Group> {
        vec![
            group(Category::Women, "Meera", Some("Maroon"), &["S", "M"], 5),
            group(Category::Women, "Urban Desi", Some("Blue"), &["M", "XL"], 3),
            group(Category::Men, "Urban Desi", None, &["XL"], 2),
            group(Category::Men, "meera", Some("maroon"), &[], 1),
        ]
    }

    #[test]
    fn without_filters_every_group_counts_everywhere() {
        let tally = FacetFilters::of(&ProductQuery::everything()).tally(&groups());
        assert_eq!(tally.total, 11);
        assert_eq!(counts(&tally.facets.categories), [("Women", 8), ("Men", 3)]);
        // One brand in two spellings is one value, shown as the smallest spelling.
        assert_eq!(counts(&tally.facets.brands), [("Meera", 6), ("Urban Desi", 5)]);
        assert_eq!(counts(&tally.facets.sizes), [("M", 8), ("S", 5), ("XL", 5)]);
        assert_eq!(counts(&tally.facets.colours), [("Maroon", 6), ("Blue", 3)]);
        assert_eq!(tally.facets.colours[0].hex.as_deref(), Some("#800000"));
    }

    #[test]
    fn a_facet_is_counted_under_every_filter_but_its_own() {
        let filters = FacetFilters::of(&ProductQuery {
            brand: Some("URBAN desi ".to_owned()),
            size: Some("XL".to_owned()),
            ..ProductQuery::everything()
        });
        let tally = filters.tally(&groups());
        assert_eq!(tally.total, 5, "Urban Desi in XL");
        assert_eq!(counts(&tally.facets.categories), [("Women", 3), ("Men", 2)]);
        // Brands in XL, whichever brand is chosen.
        assert_eq!(counts(&tally.facets.brands), [("Urban Desi", 5)]);
        // Sizes of Urban Desi, whichever size is chosen.
        assert_eq!(counts(&tally.facets.sizes), [("XL", 5), ("M", 3)]);
        assert_eq!(counts(&tally.facets.colours), [("Blue", 3)]);
    }

    #[test]
    fn a_size_matches_whole_and_text_holding_the_separator_matches_nothing() {
        let part_of_xl = FacetFilters::of(&ProductQuery {
            size: Some("L".to_owned()),
            ..ProductQuery::everything()
        });
        assert_eq!(part_of_xl.tally(&groups()).total, 0);
        let impossible = FacetFilters::of(&ProductQuery {
            size: Some("S\u{1f}M".to_owned()),
            ..ProductQuery::everything()
        });
        let tally = impossible.tally(&groups());
        assert_eq!(tally.total, 0);
        assert_eq!(
            tally.facets.sizes.len(),
            3,
            "the size facet ignores its own filter"
        );
    }

    #[test]
    fn a_category_or_colour_filter_leaves_its_own_facet_whole() {
        let filters = FacetFilters::of(&ProductQuery {
            category: Some(Category::Men),
            colour: Some("Maroon".to_owned()),
            ..ProductQuery::everything()
        });
        let tally = filters.tally(&groups());
        assert_eq!(tally.total, 1);
        assert_eq!(counts(&tally.facets.categories), [("Women", 5), ("Men", 1)]);
        assert_eq!(counts(&tally.facets.colours), [("maroon", 1)]);
    }

    #[test]
    fn only_the_forty_most_frequent_values_are_kept() {
        let many: Vec<Group> = (0..50)
            .map(|n| group(Category::Women, &format!("Brand {n:02}"), None, &[], 100 - n))
            .collect();
        let tally = FacetFilters::of(&ProductQuery::everything()).tally(&many);
        assert_eq!(tally.facets.brands.len(), FACET_VALUES);
        assert_eq!(tally.facets.brands[0].value, "Brand 00");
        assert_eq!(tally.facets.brands[39].value, "Brand 39");
    }
}
