//! The Admin approves or rejects a product in the moderation queue; its seller is told.

use kernel::{Language, Texts, Timestamp};

use super::{Decision, DecisionNotice, ModerationError};
use crate::ports::ModerationStore;
use crate::product::Product;

/// Decides on `product` (as just read; the store checks it still waits). `language` is its
/// seller's.
///
/// # Errors
/// [`ModerationError::NothingToReview`] unless the product waits for approval or has open
/// reports (also when another decision came first); nothing is written then.
pub async fn decide_product(
    moderation: &dyn ModerationStore,
    texts: &dyn Texts,
    product: &Product,
    language: Language,
    decision: &Decision,
    now: Timestamp,
) -> Result<(), ModerationError> {
    let notice = decision_notice(texts, language, product, decision);
    if moderation.decide(product.id, decision, &notice, now).await? {
        Ok(())
    } else {
        Err(ModerationError::NothingToReview)
    }
}

/// The seller's notification of a decision, in their language.
#[must_use]
pub fn decision_notice(
    texts: &dyn Texts,
    language: Language,
    product: &Product,
    decision: &Decision,
) -> DecisionNotice {
    let name = ("product", product.details.name.as_str().to_owned());
    let say = |id: &str, args: &[(&str, String)]| texts.text(language, id, args);
    match decision {
        Decision::Approve => DecisionNotice {
            kind: "product-approved",
            title: say("notice-product-approved-title", std::slice::from_ref(&name)),
            body: say("notice-product-approved-body", std::slice::from_ref(&name)),
        },
        Decision::Reject(reason) => DecisionNotice {
            kind: "product-rejected",
            title: say("notice-product-rejected-title", std::slice::from_ref(&name)),
            body: say(
                "notice-product-rejected-body",
                &[name.clone(), ("reason", reason.as_str().to_owned())],
            ),
        },
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::ports::MockModerationStore;
    use crate::test_support::{instant, product};
    use kernel::{EchoTexts, ReviewReason};

    #[tokio::test]
    async fn a_rejection_tells_the_seller_why_in_their_language() {
        let product = product(None);
        let mut moderation = MockModerationStore::new();
        moderation
            .expect_decide()
            .withf(|_, _, notice, _| {
                notice.kind == "product-rejected"
                    && notice
                        .body
                        .contains("reason=The label says silk; it is polyester")
                    && notice.title.starts_with("notice-product-rejected-title@hi")
            })
            .times(1)
            .returning(|_, _, _, _| Ok(true));
        let reason = ReviewReason::parse("The label says silk; it is polyester").unwrap();
        decide_product(
            &moderation,
            &EchoTexts,
            &product,
            Language::Hi,
            &Decision::Reject(reason),
            instant(1),
        )
        .await
        .unwrap();
    }

    #[tokio::test]
    async fn a_product_that_no_longer_waits_is_not_decided_again() {
        let mut moderation = MockModerationStore::new();
        moderation.expect_decide().returning(|_, _, _, _| Ok(false));
        let result = decide_product(
            &moderation,
            &EchoTexts,
            &product(None),
            Language::En,
            &Decision::Approve,
            instant(1),
        )
        .await;
        assert!(matches!(result, Err(ModerationError::NothingToReview)));
    }
}
