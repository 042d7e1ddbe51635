//! A product and the values it is made of.

use std::fmt;

use kernel::{GstRate, Hsn, MediaKey, Money, ProductId, ShopId, Timestamp};

use crate::category::Category;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProductError {
    #[error("name must be between 1 and {max} characters")]
    InvalidName { max: usize },
    #[error("description must be between 1 and {max} characters")]
    InvalidDescription { max: usize },
    #[error("brand must be between 1 and {max} characters")]
    InvalidBrand { max: usize },
    #[error("a size must be between 1 and {max} characters")]
    InvalidSize { max: usize },
    #[error("colour name must be between 1 and {max} characters")]
    InvalidColourName { max: usize },
    #[error("colour must be a hex value such as #1a2b3c")]
    InvalidColourHex,
    #[error("prices must be more than ₹0 and at most {max}")]
    PriceOutOfRange { max: Money },
    #[error("the selling price cannot be more than the original price")]
    SellingAboveOriginal,
    #[error("stock must be a whole number from 0 to {max}")]
    StockOutOfRange { max: u32 },
    #[error("an event must end after it starts")]
    EventEndsBeforeStart,
    #[error("a product has at most {max} sizes")]
    TooManySizes { max: usize },
    #[error("choose the country the product was made in")]
    UnknownCountry,
    #[error("a SKU is 1 to {max} letters, digits, '-', '_', '.' or '/'")]
    InvalidSku { max: usize },
}

impl kernel::Described for ProductError {
    fn message(&self) -> kernel::Message {
        use kernel::Message;
        match self {
            // A product's name is worded like a person's, so it shares that message.
            Self::InvalidName { max } => Message::new("field-name-length").with("max", max),
            Self::InvalidDescription { max } => {
                Message::new("field-product-description-length").with("max", max)
            }
            Self::InvalidBrand { max } => Message::new("field-product-brand-length").with("max", max),
            Self::InvalidSize { max } => Message::new("field-product-size-length").with("max", max),
            Self::InvalidColourName { max } => {
                Message::new("field-product-colour-name-length").with("max", max)
            }
            Self::InvalidColourHex => Message::new("field-product-colour-hex"),
            Self::PriceOutOfRange { max } => Message::new("field-product-price-range").with("max", max),
            Self::SellingAboveOriginal => Message::new("field-product-selling-above-original"),
            Self::StockOutOfRange { max } => Message::new("field-product-stock-range").with("max", max),
            Self::EventEndsBeforeStart => Message::new("field-event-ends-before-start"),
            Self::TooManySizes { max } => Message::new("field-product-too-many-sizes").with("max", max),
            Self::UnknownCountry => Message::new("field-country-of-origin"),
            Self::InvalidSku { max } => Message::new("field-product-sku").with("max", max),
        }
    }
}

/// Trimmed text of bounded length with no control characters other than line breaks where
/// `multiline` allows them.
fn bounded_text(raw: &str, max: usize, multiline: bool) -> Option<String> {
    // Browsers send form text with CRLF line breaks; a line break is one character to the
    // seller's form, and must be one here too.
    let normalized = raw.replace("\r\n", "\n");
    let text = normalized.trim();
    let chars = text.chars().count();
    let clean = text
        .chars()
        .all(|c| !c.is_control() || (multiline && matches!(c, '\n' | '\r' | '\t')));
    (chars >= 1 && chars <= max && clean).then(|| text.to_owned())
}

macro_rules! text_value {
    ($(#[$meta:meta])* $name:ident, $max:expr, $multiline:expr, $error:ident) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
        pub struct $name(String);

        impl $name {
            pub const MAX_CHARS: usize = $max;

            pub fn parse(raw: &str) -> Result<Self, ProductError> {
                bounded_text(raw, Self::MAX_CHARS, $multiline)
                    .map(Self)
                    .ok_or(ProductError::$error { max: Self::MAX_CHARS })
            }

            #[must_use]
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }
    };
}

text_value!(
    /// A product's name. Cards cut it at 75 characters; the product page shows all of it.
    ProductName, 200, false, InvalidName
);
text_value!(
    /// What the seller says about the product; line breaks are kept.
    Description, 5000, true, InvalidDescription
);
text_value!(
    /// The maker's brand, used as a filter facet.
    Brand, 60, false, InvalidBrand
);
text_value!(
    /// One size a product comes in: `S`, `XL`, `UK 8`, `Free Size`.
    Size, 20, false, InvalidSize
);

/// The seller's own code for a product (stock-keeping unit): what a bulk upload matches rows by,
/// so uploading the same file twice updates products instead of repeating them. Unique among a
/// shop's live products. Kept to characters every spreadsheet and warehouse system keeps as typed.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sku(String);

impl Sku {
    pub const MAX_CHARS: usize = 40;

    /// # Errors
    /// [`ProductError::InvalidSku`] for a blank, too long or oddly spelt code.
    pub fn parse(raw: &str) -> Result<Self, ProductError> {
        let text = raw.trim();
        let valid = !text.is_empty()
            && text.len() <= Self::MAX_CHARS
            && text
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '/'));
        if valid {
            Ok(Self(text.to_owned()))
        } else {
            Err(ProductError::InvalidSku { max: Self::MAX_CHARS })
        }
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Sku {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The sizes a product comes in, in the seller's order, without repeats (compared ignoring case).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Sizes(Vec<Size>);

impl Sizes {
    pub const MAX: usize = 20;

    /// Parses each size; blanks are skipped and repeats dropped.
    ///
    /// # Errors
    /// [`ProductError::InvalidSize`] for a size that is too long or holds control characters;
    /// [`ProductError::TooManySizes`] beyond [`Sizes::MAX`].
    pub fn parse<'a>(raw: impl IntoIterator<Item = &'a str>) -> Result<Self, ProductError> {
        let mut sizes: Vec<Size> = Vec::new();
        for text in raw {
            if text.trim().is_empty() {
                continue;
            }
            let size = Size::parse(text)?;
            if !sizes
                .iter()
                .any(|s| s.as_str().eq_ignore_ascii_case(size.as_str()))
            {
                sizes.push(size);
            }
        }
        if sizes.len() > Self::MAX {
            return Err(ProductError::TooManySizes { max: Self::MAX });
        }
        Ok(Self(sizes))
    }

    #[must_use]
    pub fn as_slice(&self) -> &[Size] {
        &self.0
    }
}

/// A named colour with the swatch shown beside it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Colour {
    name: String,
    hex: String,
}

impl Colour {
    pub const MAX_NAME_CHARS: usize = 30;

    pub fn parse(name: &str, hex: &str) -> Result<Self, ProductError> {
        let name =
            bounded_text(name, Self::MAX_NAME_CHARS, false).ok_or(ProductError::InvalidColourName {
                max: Self::MAX_NAME_CHARS,
            })?;
        let hex = hex.trim().to_ascii_lowercase();
        let valid_hex =
            hex.len() == 7 && hex.starts_with('#') && hex[1..].chars().all(|c| c.is_ascii_hexdigit());
        if !valid_hex {
            return Err(ProductError::InvalidColourHex);
        }
        Ok(Self { name, hex })
    }

    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    #[must_use]
    pub fn hex(&self) -> &str {
        &self.hex
    }
}

/// Where a product was made, which the e-commerce rules ask every listing to show: an ISO 3166-1
/// country, carried as its two-letter code (`IN`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CountryOfOrigin(isocountry::CountryCode);

impl CountryOfOrigin {
    pub const INDIA: CountryOfOrigin = CountryOfOrigin(isocountry::CountryCode::IND);

    /// Reads a two-letter code in any case.
    ///
    /// # Errors
    /// [`ProductError::UnknownCountry`] for anything that is not an ISO 3166-1 alpha-2 code.
    pub fn parse(raw: &str) -> Result<Self, ProductError> {
        isocountry::CountryCode::for_alpha2_caseless(raw.trim())
            .map(Self)
            .map_err(|_| ProductError::UnknownCountry)
    }

    /// The two-letter code.
    #[must_use]
    pub fn code(self) -> &'static str {
        self.0.alpha2()
    }

    /// The country's English name as ISO writes it; screens name it in the reader's language.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.0.name()
    }

    /// Every country's code, India first and the rest in code order: the seller's choices.
    pub fn all_codes() -> impl Iterator<Item = &'static str> {
        std::iter::once(Self::INDIA.code()).chain(
            isocountry::CountryCode::iter_alpha2()
                .map(|country| country.alpha2())
                .filter(|code| *code != "IN"),
        )
    }
}

/// A product's two prices: what it was and what it sells for. Both positive, the selling price
/// never above the original, and neither above a crore, which no listing on a shop needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pricing {
    original: Money,
    selling: Money,
}

impl Pricing {
    pub const MAX: Money = Money::from_paise(1_00_00_000 * 100);

    pub fn new(original: Money, selling: Money) -> Result<Self, ProductError> {
        let in_range = |m: Money| !m.is_negative() && !m.is_zero() && m <= Self::MAX;
        if !in_range(original) || !in_range(selling) {
            return Err(ProductError::PriceOutOfRange { max: Self::MAX });
        }
        if selling > original {
            return Err(ProductError::SellingAboveOriginal);
        }
        Ok(Self { original, selling })
    }

    #[must_use]
    pub const fn original(self) -> Money {
        self.original
    }

    #[must_use]
    pub const fn selling(self) -> Money {
        self.selling
    }
}

/// Units in stock: never negative, and bounded so no arithmetic on it can overflow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Stock(u32);

impl Stock {
    pub const MAX: u32 = 1_000_000;

    pub fn new(units: i64) -> Result<Self, ProductError> {
        u32::try_from(units)
            .ok()
            .filter(|u| *u <= Self::MAX)
            .map(Self)
            .ok_or(ProductError::StockOutOfRange { max: Self::MAX })
    }

    #[must_use]
    pub const fn units(self) -> u32 {
        self.0
    }
}

/// When a flash deal runs. Shoppers see an event only between these instants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EventSchedule {
    starts_at: Timestamp,
    ends_at: Timestamp,
}

impl EventSchedule {
    pub fn new(starts_at: Timestamp, ends_at: Timestamp) -> Result<Self, ProductError> {
        if ends_at <= starts_at {
            return Err(ProductError::EventEndsBeforeStart);
        }
        Ok(Self { starts_at, ends_at })
    }

    #[must_use]
    pub const fn starts_at(self) -> Timestamp {
        self.starts_at
    }

    #[must_use]
    pub const fn ends_at(self) -> Timestamp {
        self.ends_at
    }

    #[must_use]
    pub fn is_running_at(self, now: Timestamp) -> bool {
        self.starts_at <= now && now < self.ends_at
    }
}

/// The sum and count of a product's review ratings, from which its average is derived exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct RatingSummary {
    pub total: u32,
    pub count: u32,
}

impl RatingSummary {
    /// The average rating, 0 when there are no reviews.
    #[must_use]
    pub fn average(self) -> f64 {
        if self.count == 0 {
            0.0
        } else {
            f64::from(self.total) / f64::from(self.count)
        }
    }

    /// The average × 100, rounded down: what "top rated" sorts by, kept as an exact integer.
    #[must_use]
    pub fn score(self) -> i64 {
        if self.count == 0 {
            0
        } else {
            i64::from(self.total) * 100 / i64::from(self.count)
        }
    }
}

/// One picture of a product, stored in two sizes: the product page's and the cards'.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ProductImage {
    pub display: MediaKey,
    pub thumbnail: MediaKey,
}

impl ProductImage {
    /// A product shows at least one picture and at most this many.
    pub const MAX_PER_PRODUCT: usize = 8;
}

/// What a seller writes about a product: everything but its identity, shop, images and the
/// figures only sales and reviews may change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProductDetails {
    /// The seller's own code, when they gave one.
    pub sku: Option<Sku>,
    pub name: ProductName,
    pub description: Description,
    pub category: Category,
    pub brand: Brand,
    pub sizes: Sizes,
    pub colour: Option<Colour>,
    pub pricing: Pricing,
    pub stock: Stock,
    /// What the invoice classifies it under.
    pub hsn: Hsn,
    /// The GST slab its tax-inclusive price carries.
    pub gst_rate: GstRate,
    pub origin: CountryOfOrigin,
}

impl ProductDetails {
    /// Whether selling it needs the shop to be GST-registered: any rate above 0 % does, since an
    /// unregistered supplier may not collect tax (docs/tax.md).
    #[must_use]
    pub fn is_taxable(&self) -> bool {
        self.gst_rate != GstRate::ZERO
    }
}

/// A product, or an event when it has a schedule. Events are products with their own price,
/// stock and time window, so cart, checkout and orders treat both alike.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Product {
    pub id: ProductId,
    pub shop_id: ShopId,
    pub details: ProductDetails,
    /// At least one; the first is the one shown on its own.
    pub images: Vec<ProductImage>,
    /// Units sold; written only by checkout and refunds.
    pub sold_out: u32,
    pub rating: RatingSummary,
    pub schedule: Option<EventSchedule>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

impl Product {
    #[must_use]
    pub fn is_event(&self) -> bool {
        self.schedule.is_some()
    }

    /// Whether shoppers may see it now: a product always, an event only while it runs.
    #[must_use]
    pub fn is_visible_at(&self, now: Timestamp) -> bool {
        self.schedule.is_none_or(|s| s.is_running_at(now))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{Duration, TimeZone, Utc};

    fn rupees(r: i64) -> Money {
        Money::from_rupees(r).unwrap()
    }

    #[test]
    fn selling_price_may_equal_but_not_exceed_the_original() {
        assert!(Pricing::new(rupees(999), rupees(999)).is_ok());
        assert_eq!(
            Pricing::new(rupees(999), rupees(1000)),
            Err(ProductError::SellingAboveOriginal)
        );
    }

    #[test]
    fn prices_must_be_positive_and_at_most_a_crore() {
        assert!(matches!(
            Pricing::new(rupees(0), rupees(0)),
            Err(ProductError::PriceOutOfRange { .. })
        ));
        assert!(matches!(
            Pricing::new(rupees(10), rupees(-1)),
            Err(ProductError::PriceOutOfRange { .. })
        ));
        assert!(Pricing::new(rupees(1_00_00_000), rupees(1)).is_ok());
        assert!(matches!(
            Pricing::new(rupees(1_00_00_001), rupees(1)),
            Err(ProductError::PriceOutOfRange { .. })
        ));
    }

    #[test]
    fn stock_is_never_negative() {
        assert_eq!(Stock::new(0).unwrap().units(), 0);
        assert_eq!(
            Stock::new(-1),
            Err(ProductError::StockOutOfRange { max: Stock::MAX })
        );
        assert_eq!(
            Stock::new(1_000_001),
            Err(ProductError::StockOutOfRange { max: Stock::MAX })
        );
    }

    #[test]
    fn colours_need_a_name_and_a_six_digit_hex() {
        let colour = Colour::parse(" Indigo ", "#3F51B5").unwrap();
        assert_eq!((colour.name(), colour.hex()), ("Indigo", "#3f51b5"));
        assert_eq!(
            Colour::parse("Indigo", "3f51b5"),
            Err(ProductError::InvalidColourHex)
        );
        assert_eq!(
            Colour::parse("Indigo", "#3f51bz"),
            Err(ProductError::InvalidColourHex)
        );
        assert!(Colour::parse("", "#3f51b5").is_err());
    }

    #[test]
    fn a_browsers_crlf_line_break_counts_as_one_character() {
        let text = format!("{}\r\n{}", "a".repeat(2500), "b".repeat(2499));
        assert_eq!(Description::parse(&text).unwrap().as_str().chars().count(), 5000);
    }

    #[test]
    fn descriptions_keep_line_breaks_but_names_may_not_have_them() {
        assert!(Description::parse("Soft cotton.\nMachine wash.").is_ok());
        assert!(ProductName::parse("Kurta\nSet").is_err());
        assert!(ProductName::parse(&"a".repeat(201)).is_err());
    }

    #[test]
    fn an_event_runs_from_its_start_until_just_before_its_end() {
        let start = Utc.with_ymd_and_hms(2026, 11, 22, 10, 0, 0).unwrap();
        let end = start + Duration::hours(6);
        assert_eq!(
            EventSchedule::new(end, start),
            Err(ProductError::EventEndsBeforeStart)
        );
        let schedule = EventSchedule::new(start, end).unwrap();
        assert!(!schedule.is_running_at(start - Duration::seconds(1)));
        assert!(schedule.is_running_at(start));
        assert!(!schedule.is_running_at(end));
    }

    #[test]
    fn sizes_drop_blanks_and_repeats_and_are_bounded() {
        let sizes = Sizes::parse(["M", " ", "m", "L"]).unwrap();
        let names: Vec<&str> = sizes.as_slice().iter().map(Size::as_str).collect();
        assert_eq!(names, ["M", "L"]);
        let many: Vec<String> = (0..21).map(|n| format!("UK {n}")).collect();
        assert_eq!(
            Sizes::parse(many.iter().map(String::as_str)),
            Err(ProductError::TooManySizes { max: 20 })
        );
        assert!(Sizes::parse(["x".repeat(21).as_str()]).is_err());
    }

    #[test]
    fn a_country_of_origin_is_an_iso_code_and_india_comes_first() {
        assert_eq!(CountryOfOrigin::parse(" in ").unwrap(), CountryOfOrigin::INDIA);
        assert_eq!(CountryOfOrigin::parse("BD").unwrap().name(), "Bangladesh");
        for wrong in ["", "IND", "XX", "India", "I"] {
            assert_eq!(
                CountryOfOrigin::parse(wrong),
                Err(ProductError::UnknownCountry),
                "{wrong:?}"
            );
        }
        let codes: Vec<&str> = CountryOfOrigin::all_codes().collect();
        assert_eq!(codes.first(), Some(&"IN"));
        assert_eq!(codes.iter().filter(|c| **c == "IN").count(), 1);
        assert!(codes.len() > 240, "{}", codes.len());
        assert!(codes.iter().all(|c| CountryOfOrigin::parse(c).is_ok()));
    }

    #[test]
    fn a_sku_is_a_short_plain_code() {
        assert_eq!(Sku::parse(" KRT-BLU/M_1.2 ").unwrap().as_str(), "KRT-BLU/M_1.2");
        for wrong in ["", "   ", "kurta blue", "KRT,1", "कुर्ता", &"A".repeat(41)] {
            assert_eq!(
                Sku::parse(wrong),
                Err(ProductError::InvalidSku { max: 40 }),
                "{wrong:?}"
            );
        }
        assert!(Sku::parse(&"A".repeat(40)).is_ok());
    }

    #[test]
    fn the_average_rating_of_no_reviews_is_zero() {
        assert!((RatingSummary::default().average() - 0.0).abs() < f64::EPSILON);
        assert!((RatingSummary { total: 9, count: 2 }.average() - 4.5).abs() < f64::EPSILON);
    }
}
