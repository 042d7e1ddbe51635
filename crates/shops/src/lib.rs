//! Shops: the seller's side of the marketplace.

pub mod ports;
pub mod shop;
pub mod tax_ids;

pub use ports::{InsertShopError, ShopRepository};
pub use shop::{Shop, ShopAddress, ShopError, ShopName, ShopStatus};
pub use tax_ids::{Gstin, Pan, TaxIdError};
