//! Identity: who is calling and what they may do.
//!
//! This crate holds the value types of accounts (parsed, never re-validated), the password
//! policy and its hashing. Use cases and ports for sign-up, sign-in and sessions build on these.

pub mod contact;
pub mod password;
pub mod role;

pub use contact::{ContactError, Email, PersonName, PhoneNumber, PinCode};
pub use password::{Password, PasswordError, PasswordHash};
pub use role::Role;
