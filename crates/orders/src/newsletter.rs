//! The footer's newsletter (docs/product.md §4 "Shared parts", §7.6: a 20%-off coupon): an address is
//! stored once and sent its own platform coupon. The subscriber, the coupon and the email are
//! written in one transaction, so a subscriber never lacks their coupon and never gets two.

use async_trait::async_trait;
use cart_rules::{Coupon, CouponCode, Funder, Percent, UsageLimits};
use chrono::Duration;
use identity::Email;
use kernel::{CouponId, Language, Money, OutgoingEmail, Texts, Timestamp};

/// 20% off, at most ₹500 off, for 30 days (docs/product.md §7.6).
pub const NEWSLETTER_PERCENT: u8 = 20;
pub const NEWSLETTER_MAX_DISCOUNT: Money = Money::from_paise(50_000);
pub const NEWSLETTER_VALID_DAYS: i64 = 30;

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait NewsletterStore: Send + Sync {
    /// In one transaction: stores the subscriber, their coupon and the email;
    /// [`Stored::AlreadySubscribed`], writing nothing, when the address is subscribed already.
    async fn subscribe(
        &self,
        email: &Email,
        coupon: &Coupon,
        message: &OutgoingEmail,
        now: Timestamp,
    ) -> anyhow::Result<Stored>;
}

/// What the newsletter store did with a sign-up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stored {
    Subscribed,
    AlreadySubscribed,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Subscription {
    New { coupon: Coupon },
    Already,
}

/// Letters and digits that cannot be misread for one another (no 0/O, 1/I/L).
const ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/// `HAAT20-` and 6 random characters.
fn fresh_code() -> CouponCode {
    let random = uuid::Uuid::new_v4();
    let tail: String = random.as_bytes()[..6]
        .iter()
        .map(|b| char::from(ALPHABET[usize::from(*b) % ALPHABET.len()]))
        .collect();
    CouponCode::parse(&format!("HAAT20-{tail}"))
        .unwrap_or_else(|_| unreachable!("13 letters, digits and a dash make a coupon code"))
}

/// Subscribes `email` and sends its coupon in `language` (the subscriber's request's);
/// `shop_link` is where the email invites them.
///
/// # Errors
/// When the store fails.
pub async fn subscribe(
    store: &dyn NewsletterStore,
    texts: &dyn Texts,
    language: Language,
    email: &Email,
    shop_link: &str,
    now: Timestamp,
) -> anyhow::Result<Subscription> {
    let coupon = Coupon {
        id: CouponId::new(),
        code: fresh_code(),
        percent: Percent::new(i64::from(NEWSLETTER_PERCENT))
            .unwrap_or_else(|| unreachable!("20 is a percentage")),
        funder: Funder::Platform,
        min_amount: None,
        max_discount: Some(NEWSLETTER_MAX_DISCOUNT),
        product: None,
        expires_at: Some(now + Duration::days(NEWSLETTER_VALID_DAYS)),
        // The subscriber's own, once: a code forwarded to others is worth nothing.
        limits: UsageLimits {
            total: Some(1),
            per_account: Some(1),
        },
        owner: Some(email.as_str().to_lowercase()),
        uses: 0,
    };
    let message = coupon_email(texts, language, email, &coupon, shop_link);
    if store.subscribe(email, &coupon, &message, now).await? == Stored::Subscribed {
        Ok(Subscription::New { coupon })
    } else {
        Ok(Subscription::Already)
    }
}

fn coupon_email(
    texts: &dyn Texts,
    language: Language,
    email: &Email,
    coupon: &Coupon,
    shop_link: &str,
) -> OutgoingEmail {
    let say = |id: &str, args: &[(&str, String)]| texts.text(language, id, args);
    let code = ("code", coupon.code.as_str().to_owned());
    let percent = ("percent", NEWSLETTER_PERCENT.to_string());
    let until = coupon
        .expires_at
        .map(|at| letters::date(texts, language, kernel::today_in_india(at)))
        .unwrap_or_default();
    letters::Letter {
        subject: say("email-newsletter-subject", &[percent.clone(), code.clone()]),
        greeting: say("email-greeting-anonymous", &[]),
        paragraphs: vec![
            say("email-newsletter-thanks", &[]),
            say(
                "email-newsletter-coupon",
                &[
                    percent,
                    code,
                    ("max", NEWSLETTER_MAX_DISCOUNT.to_string()),
                    ("until", until),
                ],
            ),
        ],
        action: Some(letters::Action::new(
            say("email-newsletter-action", &[]),
            shop_link,
        )),
        signature: say("email-signature", &[]),
        ..letters::Letter::default()
    }
    .render(email.as_str(), language)
}

#[cfg(test)]
mod tests {
    use kernel::EchoTexts;

    use super::*;

    #[tokio::test]
    async fn a_new_subscriber_gets_a_twenty_percent_platform_coupon_by_email() {
        let now = Timestamp::from_timestamp(1_795_000_000, 0).unwrap();
        let email = Email::parse("Priya@Example.com").unwrap();
        let mut store = MockNewsletterStore::new();
        store
            .expect_subscribe()
            .withf(move |to, coupon, message, _| {
                to.as_str() == "priya@example.com"
                    && coupon.funder == Funder::Platform
                    && coupon.percent.value() == 20
                    && coupon.max_discount == Some(Money::from_paise(50_000))
                    && coupon.expires_at == Some(now + Duration::days(30))
                    && coupon.code.as_str().starts_with("HAAT20-")
                    && coupon.code.as_str().len() == 13
                    && message.to == "priya@example.com"
                    && message.text.contains(coupon.code.as_str())
                    && message
                        .subject
                        .starts_with("email-newsletter-subject@hi percent=20")
            })
            .times(1)
            .returning(|_, _, _, _| Ok(Stored::Subscribed));
        let outcome = subscribe(
            &store,
            &EchoTexts,
            Language::Hi,
            &email,
            "https://haat.example/products",
            now,
        )
        .await
        .unwrap();
        assert!(matches!(outcome, Subscription::New { .. }));
    }

    #[tokio::test]
    async fn an_address_already_subscribed_is_told_so() {
        let mut store = MockNewsletterStore::new();
        store
            .expect_subscribe()
            .returning(|_, _, _, _| Ok(Stored::AlreadySubscribed));
        let email = Email::parse("a@example.com").unwrap();
        let outcome = subscribe(
            &store,
            &EchoTexts,
            Language::En,
            &email,
            "https://haat.example",
            Timestamp::default(),
        )
        .await
        .unwrap();
        assert_eq!(outcome, Subscription::Already);
    }

    #[test]
    fn codes_differ_and_avoid_lookalike_characters() {
        let codes: std::collections::HashSet<String> =
            (0..200).map(|_| fresh_code().as_str().to_owned()).collect();
        assert!(codes.len() > 195);
        assert!(codes.iter().all(|c| !c[7..].contains(['0', 'O', '1', 'I', 'L'])));
    }
}
