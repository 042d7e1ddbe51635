//! sea-orm entities, one module per table, in the 2.0 dense format. They mirror `migrations/`.

pub mod product;
pub mod product_size;
pub mod shop;
