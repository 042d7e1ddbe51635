//! The sea-orm adapter. Entities live here and nowhere else; every repository port of the
//! domain crates is implemented here; sea-orm `Model`s and `DbErr` never leave this crate.

pub mod db;
mod entities;
mod orders;
mod outbox;
mod products;
mod reviews;
mod sessions;
mod shops;
mod sql;
mod tokens;
mod users;

pub use db::{Backend, ConnectError, Database};
pub use orders::SeaOrderStore;
pub use outbox::SeaEmailOutbox;
pub use products::SeaProductRepository;
pub use reviews::SeaReviewRepository;
pub use sessions::SeaSessionRecords;
pub use shops::SeaShopRepository;
pub use tokens::SeaTokenRepository;
pub use users::SeaUserRepository;
