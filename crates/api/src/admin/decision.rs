//! The Admin's decision on something waiting for review: a shop (`PUT /admin-seller-review`) or
//! a product (`PUT /admin-product-review`), read the same way.

use kernel::ReviewReason;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::http::error::{ApiError, Fields};

/// The decision.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ReviewDecision {
    /// `approve` or `reject`.
    #[serde(default)]
    #[schema(value_type = DecisionName, required = true)]
    decision: String,
    /// Needed to reject, 3 to 500 characters: the seller reads it, fixes what it says and tries
    /// again. Ignored on approval.
    #[serde(default)]
    reason: Option<String>,
}

// The decisions, for the description only (`ReviewDecision::decision` holds the name itself).
#[derive(ToSchema)]
#[schema(rename_all = "lowercase")]
#[allow(dead_code)]
pub enum DecisionName {
    Approve,
    Reject,
}

impl ReviewDecision {
    /// `None` to approve, the reason to reject.
    ///
    /// # Errors
    /// 400 naming `decision` for a name that is neither, or `reason` for a rejection without a
    /// reason of 3 to 500 characters.
    pub(super) fn parse(&self) -> Result<Option<ReviewReason>, ApiError> {
        let mut fields = Fields::new();
        let decision = match self.decision.as_str() {
            "approve" => Some(None),
            "reject" => {
                let reason = self.reason.as_deref().and_then(ReviewReason::parse);
                if reason.is_none() {
                    fields.add("reason", kernel::Message::new("field-review-reason"));
                }
                reason.map(Some)
            }
            _ => {
                fields.add("decision", kernel::Message::new("field-review-decision"));
                None
            }
        };
        fields.finish(|| decision)
    }
}
