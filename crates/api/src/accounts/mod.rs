//! The account endpoints shoppers and sellers share, written once over
//! [`AccountKind`](crate::auth::account_kind::AccountKind): signing in, asking for a reset link,
//! setting a new password with it, a new picture, and the language the account is answered in. Each endpoint's handler (in `users` and
//! `sellers`) keeps its own path, body and OpenAPI entry, and calls these.

pub mod avatar;
pub mod forgot_password;
pub mod language;
pub mod reset_password;
pub mod sign_in;
pub mod sign_out;
