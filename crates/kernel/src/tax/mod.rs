//! The two GST facts a product carries and an order keeps: its HSN code and its rate slab. They
//! live here because the catalogue records them and orders tax with them (docs/tax.md).

pub mod hsn;
pub mod rate;

pub use hsn::{Hsn, HsnError};
pub use rate::{GstRate, GstRateError};
