//! The catalogue: what is for sale, by which shop, at what price, in what quantity; how shoppers
//! find it (listings, search) and what buyers say about it (reviews).

pub mod browse;
pub mod bulk;
pub mod category;
pub mod draft;
pub mod facets;
pub mod listing;
pub mod manage;
pub mod moderation;
pub mod ports;
pub mod product;
pub mod review;
pub mod reviews;
pub mod search;
#[cfg(test)]
mod test_support;

pub use category::Category;
pub use listing::{
    FacetCount, Facets, Listed, ListingError, PriceRange, ProductQuery, ShopFront, ShopSummary, Sort, Tally,
};
pub use ports::{
    CatalogueFeed, CatalogueQuery, CatalogueSort, Hidden, IndexEntry, Kind, ModerationStore,
    ProductImageStore, ProductRepository, ReviewRepository, ShopEventSort, ShopEventsQuery, ShopProductSort,
    ShopProductsQuery, Storefront,
};
pub use product::{
    Brand, Colour, CountryOfOrigin, Description, EventSchedule, Pricing, Product, ProductDetails,
    ProductError, ProductImage, ProductName, RatingSummary, Size, Sizes, Sku, Stock,
};
pub use review::{NewReview, PublishedReview, Rating, ReviewComment, ReviewError, ShopReview};
pub use search::{SearchPlan, SearchText, TermGroup};
