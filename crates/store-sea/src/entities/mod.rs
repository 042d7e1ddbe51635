//! sea-orm entities, one module per table, in the 2.0 dense format. They mirror `migrations/`.

pub mod address;
pub mod one_time_token;
pub mod outbox_email;
pub mod product;
pub mod product_image;
pub mod session;
pub mod shop;
pub mod user;
