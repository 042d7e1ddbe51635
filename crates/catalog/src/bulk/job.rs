//! A bulk upload as a job: what it has done so far and what its report says.

pub use kernel::ImportId;
use kernel::{Language, ShopId, Timestamp};

/// Where a job is. `Queued` until a server claims it; `Running` while one works through its
/// rows; `Done` when every row was tried; `Failed` when it could not go on at all (its file
/// vanished, say): the rows recorded by then stay as they are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobStatus {
    Queued,
    Running,
    Done,
    Failed,
}

impl JobStatus {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Queued => "queued",
            Self::Running => "running",
            Self::Done => "done",
            Self::Failed => "failed",
        }
    }

    #[must_use]
    pub fn parse(text: &str) -> Option<Self> {
        [Self::Queued, Self::Running, Self::Done, Self::Failed]
            .into_iter()
            .find(|status| status.as_str() == text)
    }

    #[must_use]
    pub const fn is_finished(self) -> bool {
        matches!(self, Self::Done | Self::Failed)
    }
}

/// Rows done, and how each ended: a row either created a product, updated one, or failed
/// (nothing of it stored).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct JobCounts {
    pub done: u32,
    pub created: u32,
    pub updated: u32,
    pub failed: u32,
}

impl JobCounts {
    /// Adds another batch's counts.
    #[must_use]
    pub const fn plus(self, other: Self) -> Self {
        Self {
            done: self.done + other.done,
            created: self.created + other.created,
            updated: self.updated + other.updated,
            failed: self.failed + other.failed,
        }
    }
}

/// One problem of the report: a bad row's field and what is wrong with it, worded in the
/// seller's language when the row was tried. `row` counts the file's lines as a spreadsheet
/// does: the header is row 1, the first product row 2.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportLine {
    pub row: u32,
    pub sku: String,
    pub field: String,
    pub problem: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportJob {
    pub id: ImportId,
    pub shop: ShopId,
    pub status: JobStatus,
    pub total: u32,
    pub counts: JobCounts,
    /// The ZIP's picture names: the `n`th is kept as `images/n`.
    pub images: Vec<String>,
    pub language: Language,
    pub created_at: Timestamp,
    pub finished_at: Option<Timestamp>,
}
