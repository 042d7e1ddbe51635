//! Why the Admin sent something back (a shop, a product), in words its seller can act on.

use std::fmt;

/// Why the Admin rejected a shop or a product, in words the seller can act on: the shop's review
/// and product moderation read it the same way.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ReviewReason(String);

impl ReviewReason {
    pub const MIN_CHARS: usize = 3;
    pub const MAX_CHARS: usize = 500;

    /// `None` when it is too short or too long once trimmed, or holds control characters other
    /// than line breaks.
    #[must_use]
    pub fn parse(raw: &str) -> Option<Self> {
        let text = raw.trim();
        let chars = text.chars().count();
        let clean = text.chars().all(|c| !c.is_control() || matches!(c, '\n' | '\r'));
        ((Self::MIN_CHARS..=Self::MAX_CHARS).contains(&chars) && clean).then(|| Self(text.to_owned()))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ReviewReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
