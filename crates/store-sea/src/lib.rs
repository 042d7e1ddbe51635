//! The sea-orm adapter. Entities live here and nowhere else; every repository port of the
//! domain crates is implemented here; sea-orm `Model`s and `DbErr` never leave this crate.

pub mod db;
mod entities;
mod products;
mod shops;

pub use db::{Backend, ConnectError, Database};
pub use products::SeaProductRepository;
pub use shops::SeaShopRepository;
