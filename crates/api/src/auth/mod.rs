//! Authentication and its protections: sessions, guards, same-origin writes, rate limits and
//! password hashing.

pub mod account_kind;
pub mod csrf;
pub mod email_request;
pub mod guards;
pub mod hasher;
pub mod rate_limit;
pub mod session;

pub use guards::{Admin, CurrentSeller, CurrentUser, ShopOrAdmin, own_shop, own_user};
