//! Seller account use cases, one file each.

pub mod activate;
pub mod register;
pub mod review;
pub mod suspend;
pub mod update_profile;
