//! Shops: the seller's side of the marketplace.

pub mod account;
pub mod accounts;
pub mod delivery;
pub mod ports;
pub mod review;
pub mod shop;
pub mod tax_ids;

pub use account::NotTrading;
pub use delivery::{Delivery, DeliveryArea, DeliveryDays, DeliveryError, PinPrefix, Zone};
pub use ports::{DeliveryRepository, InsertShopError, ShopRepository, ShopSort};
pub use review::{
    Checklist, ChecklistItem, Decision, Review, ReviewError, ReviewFacts, ReviewNotice, ReviewReason,
    ReviewStatus,
};
pub use shop::{
    LegalName, Shop, ShopAddress, ShopDescription, ShopError, ShopName, ShopProfileUpdate, ShopStatus,
};
pub use tax_ids::{Gstin, Pan, TaxIdError};
