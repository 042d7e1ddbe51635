//! Bulk catalogue: a seller uploads a CSV of up to 5,000 products (with a ZIP of their
//! pictures, or pictures by https address), which runs as a background job with a report of every
//! bad row; or exports their products as the same CSV (docs/catalog.md "Bulk catalogue").

pub mod export;
pub mod file;
pub mod job;
pub mod ports;
pub mod run;

pub use file::{FileError, FileKind, MAX_ROWS, UploadFile};
pub use job::{ImportId, ImportJob, JobCounts, JobStatus, ReportLine};
pub use ports::{FetchError, ImageFetcher, ImportFiles, ImportJobs, NewJob};
pub use run::{Importer, RowOutcome, ShopStanding};
