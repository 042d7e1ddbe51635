//! API tests: the real application on a random port with a fresh database per test, on SQLite
//! or PostgreSQL (`HAAT_TEST_BACKEND`, see the testkit crate).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod admin;
mod authz;
mod cancellations;
mod catalog;
mod colour_search;
mod coupon_limits;
mod coupons;
mod delivery;
mod demo;
mod errors;
mod extractors;
mod frontend;
mod health;
mod helpers;
mod hostile_input;
mod invoices;
mod languages;
mod media;
mod openapi;
mod order_moves;
mod orders;
mod outreach;
mod password_resets;
mod returns;
mod review_refunds;
mod security;
mod sellers;
mod sessions;
mod shop_activation;
mod statements;
mod tracking;
mod users;
mod withdrawals;
