//! A signed-in person reports a product on the storefront to the Admin.

use super::{ModerationError, NewReport};
use crate::ports::{ModerationStore, Storefront};

/// # Errors
/// [`ModerationError::NotFound`] unless the product is on the storefront now (a held product
/// cannot be reported: it is already out of sight), [`ModerationError::AlreadyReported`] while
/// the reporter's earlier report on it is open. Nothing is stored on error.
pub async fn report_product(
    storefront: &dyn Storefront,
    moderation: &dyn ModerationStore,
    report: &NewReport,
) -> Result<(), ModerationError> {
    if storefront.details(report.product, report.at).await?.is_none() {
        return Err(ModerationError::NotFound);
    }
    if !moderation.report(report).await? {
        return Err(ModerationError::AlreadyReported);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moderation::ReportReason;
    use crate::ports::{MockModerationStore, MockStorefront};
    use crate::test_support::instant;
    use kernel::{ProductId, UserId};

    fn report() -> NewReport {
        NewReport {
            product: ProductId::new(),
            reporter: UserId::new(),
            reason: ReportReason::Counterfeit,
            details: None,
            at: instant(0),
        }
    }

    #[tokio::test]
    async fn a_product_not_on_the_storefront_cannot_be_reported() {
        let mut storefront = MockStorefront::new();
        storefront.expect_details().returning(|_, _| Ok(None));
        let moderation = MockModerationStore::new(); // report is never expected
        let result = report_product(&storefront, &moderation, &report()).await;
        assert!(matches!(result, Err(ModerationError::NotFound)));
    }

    #[tokio::test]
    async fn a_second_open_report_by_the_same_person_is_refused() {
        let mut storefront = MockStorefront::new();
        storefront
            .expect_details()
            .returning(|_, _| Ok(Some(crate::test_support::listed())));
        let mut moderation = MockModerationStore::new();
        moderation.expect_report().times(1).returning(|_| Ok(false));
        let result = report_product(&storefront, &moderation, &report()).await;
        assert!(matches!(result, Err(ModerationError::AlreadyReported)));
    }
}
