//! The notification centre's one rule-bearing write: an account's email choices.

use kernel::Timestamp;

use crate::kinds::{Preferences, Recipient, Topic};
use crate::ports::NotificationFeed;

#[derive(Debug, thiserror::Error)]
pub enum ChoiceError {
    /// Not a topic this kind of account has (the name is given back).
    #[error("`{0}` is not a topic of this account")]
    Unknown(String),
    /// The law or the money needs this email; it stays on.
    #[error("`{0}` cannot be switched off")]
    Locked(String),
    #[error(transparent)]
    Store(#[from] anyhow::Error),
}

/// Records the account's choices and returns them all. Every topic is checked before anything is
/// written, so a refused list changes nothing.
///
/// # Errors
/// [`ChoiceError::Unknown`] or [`ChoiceError::Locked`] for the first wrong topic; a store failure.
pub async fn choose(
    feed: &dyn NotificationFeed,
    recipient: Recipient,
    choices: &[(String, bool)],
    now: Timestamp,
) -> Result<Preferences, ChoiceError> {
    let mut parsed = Vec::with_capacity(choices.len());
    for (name, on) in choices {
        let topic = Topic::parse(name)
            .filter(|topic| Topic::of(recipient).contains(topic))
            .ok_or_else(|| ChoiceError::Unknown(name.clone()))?;
        if topic.locked() && !on {
            return Err(ChoiceError::Locked(name.clone()));
        }
        parsed.push((topic, *on));
    }
    feed.choose(recipient, &parsed, now).await?;
    Ok(feed.preferences(recipient).await?)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use kernel::{ShopId, UserId};

    use super::*;
    use crate::ports::MockNotificationFeed;

    fn now() -> Timestamp {
        Timestamp::from_timestamp(1_795_000_000, 0).unwrap()
    }

    #[tokio::test]
    async fn a_shopper_cannot_switch_off_the_order_confirmation_or_choose_a_sellers_topic() {
        let feed = MockNotificationFeed::new();
        let shopper = Recipient::User(UserId::new());
        let locked = choose(&feed, shopper, &[("order-placed".into(), false)], now()).await;
        assert!(matches!(locked, Err(ChoiceError::Locked(name)) if name == "order-placed"));
        let foreign = choose(&feed, shopper, &[("low-stock".into(), false)], now()).await;
        assert!(matches!(foreign, Err(ChoiceError::Unknown(name)) if name == "low-stock"));
        let unknown = choose(&feed, shopper, &[("x".into(), true)], now()).await;
        assert!(matches!(unknown, Err(ChoiceError::Unknown(_))));
    }

    #[tokio::test]
    async fn valid_choices_are_written_together() {
        let mut feed = MockNotificationFeed::new();
        let shop = Recipient::Shop(ShopId::new());
        feed.expect_choose()
            .withf(|_, choices, _| choices == [(Topic::DailySummary, true), (Topic::LowStock, false)])
            .times(1)
            .returning(|_, _, _| Ok(()));
        feed.expect_preferences().returning(|_| {
            Ok(Preferences {
                chosen: vec![(Topic::DailySummary, true), (Topic::LowStock, false)],
            })
        });
        let chosen = choose(
            &feed,
            shop,
            &[("daily-summary".into(), true), ("low-stock".into(), false)],
            now(),
        )
        .await
        .unwrap();
        assert!(chosen.wants(Topic::DailySummary) && !chosen.wants(Topic::LowStock));
    }
}
