//! What a store answers when asked to remove something that must be the caller's.

/// Whether a removal found what it was asked to remove.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Removed {
    /// It existed (and was the caller's) and is gone now.
    Removed,
    /// There was no such thing, or it was someone else's: nothing was written.
    NotFound,
}
