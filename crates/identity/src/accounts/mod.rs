//! Identity use cases, one file each. `sign_in`, `password_reset`, `avatar` and `language` serve both kinds of
//! account ([`crate::Account`]): shoppers and the Admin here, sellers through the shops crate.

pub mod admin;
pub mod avatar;
pub mod change_password;
pub mod language;
pub mod password_reset;
pub mod register;
pub mod sign_in;
pub mod update_profile;
