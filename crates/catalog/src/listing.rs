//! What the storefront asks of the catalogue: a filtered, sorted page of products with the
//! counts its filter panel shows, and the read models those answers are made of.

use std::str::FromStr;

use kernel::{MediaKey, Money, PageRequest, ShopId};

use crate::category::Category;
use crate::product::Product;
use crate::search::SearchText;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ListingError {
    #[error("must be at least ₹0")]
    NegativePrice,
    #[error("must not be below the lowest price asked for")]
    PriceRangeInverted,
    #[error("must be one of -createdAt, sellingPrice, -sellingPrice, -sold_out, -ratings")]
    UnknownSort,
}

impl kernel::Described for ListingError {
    fn message(&self) -> kernel::Message {
        kernel::Message::new(match self {
            Self::NegativePrice => "field-price-negative",
            Self::PriceRangeInverted => "field-price-range-inverted",
            Self::UnknownSort => "field-listing-sort",
        })
    }
}

/// The order of a listing. Each is backed by an index (see the catalogue migration).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Sort {
    #[default]
    Newest,
    PriceLowToHigh,
    PriceHighToLow,
    BestSelling,
    TopRated,
    /// Best match first; only meaningful with a search keyword.
    Relevance,
}

impl FromStr for Sort {
    type Err = ListingError;

    /// The spellings the storefront sends (`sort`, docs/product.md §5 and §7.2).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "-createdAt" | "newest" => Ok(Sort::Newest),
            "sellingPrice" | "price" => Ok(Sort::PriceLowToHigh),
            "-sellingPrice" | "-price" => Ok(Sort::PriceHighToLow),
            "-sold_out" | "best-selling" => Ok(Sort::BestSelling),
            "-ratings" | "rating" => Ok(Sort::TopRated),
            _ => Err(ListingError::UnknownSort),
        }
    }
}

/// An inclusive range of selling prices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PriceRange {
    lowest: Money,
    highest: Money,
}

impl PriceRange {
    /// The price filter runs from ₹0 to ₹80,000 unless asked otherwise (docs/product.md §7.2).
    pub const DEFAULT_HIGHEST_RUPEES: i64 = 80_000;

    /// # Errors
    /// [`ListingError::NegativePrice`] or [`ListingError::PriceRangeInverted`].
    pub fn new(lowest: Money, highest: Money) -> Result<Self, ListingError> {
        if lowest.is_negative() || highest.is_negative() {
            return Err(ListingError::NegativePrice);
        }
        if highest < lowest {
            return Err(ListingError::PriceRangeInverted);
        }
        Ok(Self { lowest, highest })
    }

    /// ₹0 to ₹80,000: the range when none is asked for.
    #[must_use]
    pub const fn everything() -> Self {
        Self {
            lowest: Money::ZERO,
            highest: Money::from_paise(Self::DEFAULT_HIGHEST_RUPEES * 100),
        }
    }

    #[must_use]
    pub const fn lowest(self) -> Money {
        self.lowest
    }

    #[must_use]
    pub const fn highest(self) -> Money {
        self.highest
    }
}

/// One storefront listing request, already validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProductQuery {
    pub page: PageRequest,
    pub price: PriceRange,
    pub sort: Sort,
    pub category: Option<Category>,
    /// Compared ignoring case.
    pub brand: Option<String>,
    /// Compared exactly: the panel sends back the sizes it was given.
    pub size: Option<String>,
    /// A colour name, compared ignoring case.
    pub colour: Option<String>,
    pub keyword: Option<SearchText>,
}

impl ProductQuery {
    /// The listing when nothing is chosen: every product in the default price range, newest
    /// first, the first page.
    #[must_use]
    pub fn everything() -> Self {
        Self {
            page: PageRequest::default(),
            price: PriceRange::everything(),
            sort: Sort::Newest,
            category: None,
            brand: None,
            size: None,
            colour: None,
            keyword: None,
        }
    }
}

/// Lower-cases a filter value the way the stored keys are lower-cased.
#[must_use]
pub fn filter_key(value: &str) -> String {
    value.trim().to_lowercase()
}

/// The public face of a product's shop, as listings show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShopSummary {
    pub id: ShopId,
    pub name: String,
    pub avatar: Option<MediaKey>,
    pub rating_total: u64,
    pub rating_count: u64,
}

/// What anyone may know about a shop: never its contact details, tax ids or money.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShopFront {
    pub shop: ShopSummary,
    pub description: Option<String>,
    /// The street address; its last comma-separated part is shown as the city.
    pub address: String,
    /// Its PIN code, which names its state (docs/orders.md "Delivery areas and estimates").
    pub zip_code: String,
    /// The business's legal name, when the seller gave one (the e-commerce rules' disclosure).
    pub legal_name: Option<String>,
    /// Whether it is registered for GST (it gave a GSTIN); the GSTIN itself stays private.
    pub gst_registered: bool,
    pub products: u64,
    pub created_at: kernel::Timestamp,
}

impl ShopFront {
    /// The town a shop's address ends with (`"21 Commercial Street, Bengaluru"` → `Bengaluru`).
    #[must_use]
    pub fn city(&self) -> Option<&str> {
        let mut parts = self.address.rsplit(',').map(str::trim);
        let last = parts.next()?;
        // A lone address line is a street, not a town.
        (self.address.contains(',') && !last.is_empty()).then_some(last)
    }
}

/// A product as shoppers see it, with its shop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed {
    pub product: Product,
    pub shop: ShopSummary,
}

/// A value of a filter with how many products have it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FacetCount {
    pub value: String,
    /// The swatch of a colour facet.
    pub hex: Option<String>,
    pub count: u64,
}

/// For each filter, the values on offer; each counted under every *other* filter of the query,
/// so choosing one brand still shows the others.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Facets {
    pub categories: Vec<FacetCount>,
    pub brands: Vec<FacetCount>,
    pub sizes: Vec<FacetCount>,
    pub colours: Vec<FacetCount>,
}

/// How many products match a listing's filters in all, and the filter panel's counts: the same
/// for every page and order of one set of filters.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tally {
    pub total: u64,
    pub facets: Facets,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sort_the_storefront_sends_is_understood() {
        assert_eq!("-createdAt".parse(), Ok(Sort::Newest));
        assert_eq!("sellingPrice".parse(), Ok(Sort::PriceLowToHigh));
        assert_eq!("-sellingPrice".parse(), Ok(Sort::PriceHighToLow));
        assert_eq!("-sold_out".parse(), Ok(Sort::BestSelling));
        assert_eq!("-ratings".parse(), Ok(Sort::TopRated));
        assert_eq!("cheapest".parse::<Sort>(), Err(ListingError::UnknownSort));
    }

    #[test]
    fn nothing_chosen_is_every_price_up_to_the_default_newest_first() {
        let everything = ProductQuery::everything();
        assert_eq!(
            everything.price,
            PriceRange::new(Money::ZERO, Money::from_rupees(80_000).unwrap()).unwrap()
        );
        assert_eq!(everything.sort, Sort::Newest);
        assert_eq!(everything.page, PageRequest::default());
    }

    #[test]
    fn a_price_range_is_never_negative_or_inverted() {
        let rupees = |r| Money::from_rupees(r).unwrap();
        assert!(PriceRange::new(rupees(0), rupees(0)).is_ok());
        assert_eq!(
            PriceRange::new(rupees(-1), rupees(10)),
            Err(ListingError::NegativePrice)
        );
        assert_eq!(
            PriceRange::new(rupees(100), rupees(99)),
            Err(ListingError::PriceRangeInverted)
        );
    }
}
