//! Wiring: the command line, the settings, building and running the application, its state,
//! its background tasks, logging, and the table of every route.

pub mod account_mail;
pub mod cli;
pub mod imports;
pub mod route_table;
pub mod settings;
pub mod startup;
pub mod state;
pub mod tasks;
pub mod telemetry;
pub mod traces;
