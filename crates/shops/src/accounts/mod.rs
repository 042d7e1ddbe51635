//! Seller account use cases, one file each.

pub mod activate;
pub mod password_reset;
pub mod register;
pub mod sign_in;
pub mod suspend;
pub mod update_profile;
