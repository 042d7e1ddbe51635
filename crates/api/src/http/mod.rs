//! HTTP plumbing every feature shares: the one error mapping, how routes are declared, request
//! guards that are not about accounts (time budgets, control characters, HEAD, the client's
//! address, upload turns), security headers, paging, and serving the built frontend.

pub mod bench_ceiling;
pub mod client_address;
pub mod download;
pub mod error;
pub mod frontend;
pub mod head;
pub mod metrics;
pub mod origin;
pub mod paging;
pub mod request_timeout;
pub mod routes;
pub mod security_headers;
pub mod text_guard;
pub mod uploads;
