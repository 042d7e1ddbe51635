//! Identity: who is calling and what they may do.
//!
//! Value types of accounts (parsed, never re-validated), the password policy and its hashing,
//! one-time tokens, the texts of identity emails, ports, and the use cases in `accounts`.

pub mod account;
pub mod accounts;
pub mod address;
pub mod contact;
pub mod contact_form;
pub mod emails;
pub mod gst_codes;
pub mod links;
pub mod password;
pub mod ports;
pub mod postal;
pub mod role;
pub mod token;
pub mod user;

pub use account::{Account, Standing, Suspended};
pub use address::{Address, AddressError, AddressText, AddressType, INDIAN_STATES, IndianState};
pub use contact::{ContactError, Email, PersonName, PhoneNumber, PinCode};
pub use links::Links;
pub use password::{Password, PasswordError, PasswordHash};
pub use ports::{
    AccountStore, AdminOutcome, PasswordHasher, ProfileUpdate, SessionRecords, TokenRepository,
    UserRepository, UserSort, UserStoreError,
};
pub use role::Role;
pub use token::{IssuedToken, TokenError, TokenHash, TokenPurpose, TokenSubject};
pub use user::{AccountStatus, User};
