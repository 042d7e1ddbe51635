//! Checkout and orders on sea-orm: [`OrderStore`](orders::OrderStore) (every write one
//! transaction), the catalogue facts checkout needs ([`CheckoutCatalog`](orders::CheckoutCatalog))
//! and coupons ([`CouponRepository`](orders::CouponRepository)), one port per file:
//!
//! - `catalog.rs`: the catalogue facts checkout reads;
//! - `commission_rules.rs`: the Admin's commission rules, which checkout reads too;
//! - `coupons.rs`: coupons;
//! - `store.rs`: the order store, whose parts live beside it: `rows.rs` reads orders back,
//!   `place.rs` is the checkout transaction, `moves.rs` the status changes with their effects (`returns.rs` the returns they ask for
//!   and approve),
//!   `payments.rs` the online payments, `jobs.rs` the background work (unpaid checkouts, settling).
//!
//! The ledger the order store posts to is `crate::ledger`; coupon uses are `crate::coupon_uses`.
//!
//! Hand-written SQL through [`Sql`](crate::sql::Sql), like the catalogue: the conditional stock
//! updates and the status changes guarded by the status they move from are the point of this
//! module, and read best as the statements they are.

mod catalog;
mod commission_rules;
mod coupons;
mod jobs;
mod moves;
mod payments;
mod place;
mod returns;
mod rows;
mod series;
mod store;

use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, QueryResult};

pub(crate) use coupons::coupon_insert;

use crate::db::Database;
use crate::sql::Sql;

#[derive(Debug, Clone)]
pub struct SeaOrderStore {
    db: DatabaseConnection,
    backend: DatabaseBackend,
}

impl SeaOrderStore {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        let connection = db.connection().clone();
        Self {
            backend: connection.get_database_backend(),
            db: connection,
        }
    }

    async fn rows(&self, sql: Sql) -> anyhow::Result<Vec<QueryResult>> {
        Ok(self.db.query_all_raw(sql.build(self.backend)).await?)
    }
}
