//! What a bulk upload needs from the outside world: somewhere to keep its files and its
//! progress, and a way to fetch the pictures a row names by URL.

use async_trait::async_trait;
use kernel::{Language, ShopId, Timestamp};

use super::job::{ImportId, ImportJob, JobCounts, ReportLine};

/// Why a picture named by URL could not be fetched. Each is told to the seller against the row's
/// `images` field, so none says more about the server's network than the seller already knows.
#[derive(Debug, thiserror::Error)]
pub enum FetchError {
    #[error("is not a web address")]
    InvalidUrl,
    /// Only `https` addresses are fetched: a picture on a shop's own site is served over https.
    #[error("is not an https address")]
    NotHttps,
    /// The host is, or resolves to, a loopback, private, link-local or otherwise internal
    /// address: fetching it would let a seller probe the marketplace's own network (SSRF).
    #[error("points to an address that is not public")]
    NotPublic,
    #[error("is larger than {} MB", max_bytes / (1024 * 1024))]
    TooLarge { max_bytes: usize },
    #[error("did not answer within {seconds} seconds")]
    TimedOut { seconds: u64 },
    /// The host answered with something other than 200, redirected too often or elsewhere than
    /// https, or the connection failed.
    #[error("could not be downloaded ({0})")]
    Failed(String),
}

impl kernel::Described for FetchError {
    fn message(&self) -> kernel::Message {
        use kernel::Message;
        match self {
            Self::InvalidUrl => Message::new("bulk-image-url-invalid"),
            Self::NotHttps => Message::new("bulk-image-url-not-https"),
            Self::NotPublic => Message::new("bulk-image-url-not-public"),
            Self::TooLarge { max_bytes } => {
                Message::new("bulk-image-url-too-large").with("mb", max_bytes / (1024 * 1024))
            }
            Self::TimedOut { seconds } => Message::new("bulk-image-url-timed-out").with("seconds", seconds),
            Self::Failed(reason) => Message::new("bulk-image-url-failed").with("reason", reason.as_str()),
        }
    }
}

/// Downloads a picture a row names by URL.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ImageFetcher: Send + Sync + 'static {
    /// The bytes at `url`: only over https, only from public addresses (also after every
    /// redirect), within a size and a time limit.
    ///
    /// # Errors
    /// A [`FetchError`] naming why not.
    async fn fetch(&self, url: &str) -> Result<Vec<u8>, FetchError>;
}

/// The files of an upload, kept until its job ends: the CSV and the pictures of its ZIP. Kept
/// beside the product images (a folder, or the S3 bucket), so any server can run the job.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ImportFiles: Send + Sync + 'static {
    /// Keeps one file of the upload under `name` (`upload.csv`, or `images/3`).
    async fn keep(&self, job: ImportId, name: &str, bytes: Vec<u8>) -> anyhow::Result<()>;

    /// A kept file; `None` when there is none by that name.
    async fn read(&self, job: ImportId, name: &str) -> anyhow::Result<Option<Vec<u8>>>;

    /// Removes every file of the upload; removing twice is not an error.
    async fn discard(&self, job: ImportId) -> anyhow::Result<()>;
}

/// What a new job starts with.
#[derive(Debug, Clone)]
pub struct NewJob {
    pub id: ImportId,
    pub shop: ShopId,
    /// Rows in the file (the header aside).
    pub total: u32,
    /// The ZIP's picture names, in the order kept: the `n`th is the file `images/n`.
    pub images: Vec<String>,
    /// The seller's language when they uploaded: the report's problems are worded in it.
    pub language: Language,
    pub created_at: Timestamp,
}

/// Bulk upload jobs and their reports. A job is claimed by one server at a time for a lease; a
/// server that stops mid-job lets the lease run out, and the next server to claim the job goes
/// on from the last rows it recorded.
#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait ImportJobs: Send + Sync + 'static {
    /// Stores a queued job. `false`, storing nothing, when the shop already has a job that is
    /// queued or running: a shop's uploads run one at a time, so two never race on one SKU.
    async fn enqueue(&self, job: &NewJob) -> anyhow::Result<bool>;

    /// The job, if it belongs to `shop`.
    async fn find(&self, shop: ShopId, id: ImportId) -> anyhow::Result<Option<ImportJob>>;

    /// The shop's latest jobs, newest first.
    async fn recent(&self, shop: ShopId, limit: u64) -> anyhow::Result<Vec<ImportJob>>;

    /// Claims the oldest job that is queued, or running with its lease run out, for this server
    /// until `lease_until`.
    async fn claim(&self, now: Timestamp, lease_until: Timestamp) -> anyhow::Result<Option<ImportJob>>;

    /// Records rows done since the last call, with their report lines, and extends the lease;
    /// in one transaction, so a row is counted exactly when its problems are recorded. Only if
    /// the job is still running with `from` rows done, as this server left it: `false` (and
    /// nothing written) when another server took the job over and recorded the same rows first,
    /// so the rows of one batch are never counted, nor reported, twice.
    async fn progress(
        &self,
        id: ImportId,
        from: u32,
        counts: JobCounts,
        lines: &[ReportLine],
        lease_until: Timestamp,
    ) -> anyhow::Result<bool>;

    /// Marks the job done (or failed, when it could not go on) at `now`.
    async fn finish(&self, id: ImportId, failed: bool, now: Timestamp) -> anyhow::Result<()>;

    /// The job's report lines, in row order.
    async fn report(&self, id: ImportId) -> anyhow::Result<Vec<ReportLine>>;
}
