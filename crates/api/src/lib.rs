//! Haat's HTTP edge and wiring. `main.rs` only parses the command line, reads [`Settings`],
//! installs tracing and runs an [`Application`].

pub mod cli;
pub mod demo;
pub mod error;
pub mod frontend;
pub mod health;
pub mod settings;
pub mod startup;
pub mod telemetry;

pub use settings::Settings;
pub use startup::Application;
