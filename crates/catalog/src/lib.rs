//! The catalogue: what is for sale, by which shop, at what price, in what quantity.

pub mod category;
pub mod ports;
pub mod product;

pub use category::Category;
pub use ports::ProductRepository;
pub use product::{
    Brand, Colour, Description, EventSchedule, Pricing, Product, ProductError, ProductName, RatingSummary,
    Size, Stock,
};
