//! Orders: what a checkout becomes, and how it moves from placed to delivered or refunded.

pub mod status;

pub use status::{OrderStatus, StatusError};
