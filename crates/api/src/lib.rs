//! Haat's HTTP edge and wiring. `main.rs` only parses the command line, reads [`Settings`],
//! installs tracing and runs an [`Application`].
//!
//! - `app`: wiring (settings, start-up, state, tasks, the route table, the command line);
//! - `http`: plumbing every feature shares (errors, routes, guards, headers, the frontend);
//! - one module per feature: the accounts (`auth`, `users`, `sellers`), `catalog`, `orders`,
//!   `coupons`, `withdrawals`, `dashboards`, `outreach`, `admin`, and the probes, pictures and API
//!   description (`health`, `media`, `openapi`).

pub mod accounts;
pub mod admin;
pub mod app;
pub mod auth;
pub mod catalog;
pub mod conversations;
pub mod coupons;
pub mod dashboards;
pub mod health;
pub mod http;
pub mod media;
pub mod notices;
pub mod openapi;
pub mod orders;
pub mod outreach;
pub mod sellers;
pub mod users;
pub mod withdrawals;

pub use app::settings::{self, Settings};
pub use app::startup::Application;
pub use app::{cli, telemetry};
pub use http::error;
