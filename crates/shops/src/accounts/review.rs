//! The seller submits the shop for review; the Admin approves or rejects it
//! ([`crate::review`]). Each step moves the review only from the status it was read in, so two
//! Admins deciding at once, or a seller submitting twice, change it once.

use identity::Links;
use kernel::{ShopId, Texts, Timestamp};

use crate::ports::ShopRepository;
use crate::review::{Checklist, Decision, ReviewError, ReviewFacts, ReviewNotice};
use crate::shop::Shop;

/// Submits `shop`, as its seller's session just read it (the move below checks it has not
/// changed since). `declares_unregistered` is the seller's declaration that the business is
/// not registered for GST; it is kept (with its time) for a shop without a GSTIN.
///
/// # Errors
/// [`ReviewError::NotReady`] naming what the checklist lacks, [`ReviewError::AlreadySubmitted`]
/// or [`ReviewError::AlreadyApproved`]; nothing is written then.
pub async fn submit_for_review(
    shops: &dyn ShopRepository,
    shop: &Shop,
    facts: ReviewFacts,
    declares_unregistered: bool,
    now: Timestamp,
) -> Result<Shop, ReviewError> {
    shop.review.may_submit()?;
    let missing = Checklist::of(shop, facts, declares_unregistered).missing();
    if !missing.is_empty() {
        return Err(ReviewError::NotReady(missing));
    }
    let declared =
        (shop.gstin.is_none() && shop.gst_unregistered_at.is_none() && declares_unregistered).then_some(now);
    shops
        .submit_review(shop.id, shop.review.status, declared, now)
        .await?
        // Another request moved it first: it is waiting now.
        .ok_or(ReviewError::AlreadySubmitted)
}

/// The Admin's decision on a submitted shop, with the seller's notification and email written in
/// the same transaction.
///
/// # Errors
/// [`ReviewError::NotFound`], or [`ReviewError::NotSubmitted`] unless the shop waits in the
/// queue (also when another decision came first).
pub async fn decide_review(
    shops: &dyn ShopRepository,
    texts: &dyn Texts,
    links: &Links,
    id: ShopId,
    decision: &Decision,
    now: Timestamp,
) -> Result<Shop, ReviewError> {
    let shop = shops.find(id).await?.ok_or(ReviewError::NotFound)?;
    shop.review.may_decide()?;
    let notice = decision_notice(texts, links, &shop, decision);
    shops
        .decide_review(id, decision, &notice, now)
        .await?
        .ok_or(ReviewError::NotSubmitted)
}

/// The notification and email of a decision, in the seller's language.
#[must_use]
pub fn decision_notice(texts: &dyn Texts, links: &Links, shop: &Shop, decision: &Decision) -> ReviewNotice {
    let language = shop.language;
    let say = |id: &str, args: &[(&str, String)]| texts.text(language, id, args);
    let name = ("shop", shop.name.as_str().to_owned());
    let (kind, subject, body) = match decision {
        Decision::Approve => (
            "shop-approved",
            say("email-shop-approved-subject", std::slice::from_ref(&name)),
            say("email-shop-approved-body", std::slice::from_ref(&name)),
        ),
        Decision::Reject(reason) => (
            "shop-rejected",
            say("email-shop-rejected-subject", std::slice::from_ref(&name)),
            say(
                "email-shop-rejected-body",
                &[name.clone(), ("reason", reason.as_str().to_owned())],
            ),
        ),
    };
    let email = letters::Letter {
        subject: subject.clone(),
        greeting: say("email-greeting", &[("name", shop.owner_name.as_str().to_owned())]),
        paragraphs: vec![body.clone()],
        action: Some(letters::Action::new(
            say("email-shop-review-action", &[]),
            links.shop_dashboard(),
        )),
        signature: say("email-signature", &[]),
        ..letters::Letter::default()
    }
    .render(shop.email.as_str(), language);
    ReviewNotice {
        kind,
        title: subject,
        body,
        email,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::ReviewReason;
    use crate::shop::{ShopStatus, sample};
    use kernel::EchoTexts;

    #[test]
    fn the_seller_is_told_in_their_language_with_the_reason_and_a_link_to_the_dashboard() {
        let shop = sample(ShopStatus::Active);
        let links = Links::new("https://haat.example");
        let approved = decision_notice(&EchoTexts, &links, &shop, &Decision::Approve);
        assert_eq!(approved.kind, "shop-approved");
        assert_eq!(
            approved.title,
            "email-shop-approved-subject@hi shop=Meera's Looms"
        );
        assert!(
            approved
                .email
                .text
                .contains("https://haat.example/shop-dashboard")
        );
        assert_eq!(approved.email.to, shop.email.as_str());

        let reason = ReviewReason::parse("The PAN is not the business's").unwrap();
        let rejected = decision_notice(&EchoTexts, &links, &shop, &Decision::Reject(reason));
        assert_eq!(rejected.kind, "shop-rejected");
        assert!(rejected.body.contains("reason=The PAN is not the business's"));
        assert!(
            rejected
                .email
                .text
                .contains("reason=The PAN is not the business's")
        );
        // The shop's name is escaped in the HTML part, as every value is.
        let html = rejected.email.html.unwrap();
        assert!(html.contains("reason=The PAN is not the business") && !html.contains("Meera's"));
    }
}
