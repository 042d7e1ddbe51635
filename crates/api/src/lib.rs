//! Haat's HTTP edge and wiring. `main.rs` only parses the command line, reads [`Settings`],
//! installs tracing and runs an [`Application`].

pub mod account_mail;
pub mod admin;
pub mod auth;
pub mod bench_ceiling;
pub mod catalog;
pub mod cli;
pub mod client_address;
pub mod coupons;
pub mod dashboards;
pub mod error;
pub mod frontend;
pub mod head;
pub mod health;
pub mod media;
pub mod openapi;
pub mod orders;
pub mod outreach;
pub mod paging;
pub mod request_timeout;
pub mod routes;
pub mod security_headers;
pub mod sellers;
pub mod settings;
pub mod startup;
pub mod state;
pub mod tasks;
pub mod telemetry;

pub mod text_guard;
pub mod uploads;
pub mod users;
pub mod withdrawals;

pub use settings::Settings;
pub use startup::Application;
