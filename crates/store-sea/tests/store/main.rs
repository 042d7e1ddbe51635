//! The adapter against a real database: a fresh one per test, on SQLite or PostgreSQL
//! (`HAAT_TEST_BACKEND`, see the testkit crate).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod catalog;
mod commission_rules;
mod conversations;
mod coupons;
mod helpers;
mod import_jobs;
mod notices;
mod outbox;
mod sessions;
mod shops;
mod tokens;
mod users;
