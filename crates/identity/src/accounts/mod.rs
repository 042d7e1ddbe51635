//! Identity use cases, one file each.

pub mod admin;
pub mod change_password;
pub mod password_reset;
pub mod register;
pub mod sign_in;
pub mod update_profile;
