//! Notices that no status change causes: "review your purchase" three days after delivery, and
//! the seller's daily summary, which goes out after 09:00 India time for the day before.

use chrono::{Duration, NaiveTime, Timelike as _};
use kernel::{Timestamp, india, today_in_india};
use letters::{Card, Row};
use orders::status::OrderStatus;

use crate::kinds::{Kind, Recipient};
use crate::teller::{Draft, Teller, number, pages};

/// The shopper is asked for a review this long after delivery...
pub const REVIEW_AFTER: Duration = Duration::days(3);
/// ...unless the order was delivered longer ago than this before that (a server that was off).
pub const REVIEW_WINDOW: Duration = Duration::days(7);
/// The hour, India time, from which yesterday's summaries go out.
pub const SUMMARY_HOUR: u32 = 9;

const BATCH: u32 = 100;

impl Teller<'_> {
    /// Asks shoppers to review orders delivered three days ago; returns who was told.
    ///
    /// # Errors
    /// A store failure.
    pub async fn remind_reviews(&self, now: Timestamp) -> anyhow::Result<Vec<Recipient>> {
        let to = now - REVIEW_AFTER;
        let mut woken = Vec::new();
        for id in self.store.to_remind(to - REVIEW_WINDOW, to, BATCH).await? {
            let Some(order) = self.orders.find(id).await? else {
                continue;
            };
            if order.status != OrderStatus::Delivered {
                continue;
            }
            let Some(shopper) = self.contact(Recipient::User(order.buyer.id)).await? else {
                continue;
            };
            let bought = Card {
                title: self.order_title(shopper.language, &order),
                rows: order
                    .lines
                    .iter()
                    .map(|line| Row {
                        label: line.name.clone(),
                        quantity: Some(line.qty),
                        amount: String::new(),
                    })
                    .collect(),
                totals: Vec::new(),
            };
            let draft = Draft::new(
                Kind::ReviewReminder,
                format!("review-reminder:{}", order.id),
                now,
                pages::user_order(order.id),
                "notice-action-review",
            )
            .about(order.id.as_uuid())
            .with("order", number(&order))
            .with("shop", &order.seller.name)
            .cards([bought]);
            let notice = self.finish(&shopper, draft);
            woken.extend(self.store.tell(None, &[notice], now).await?);
        }
        Ok(woken)
    }

    /// Sends yesterday's summary to each shop that asked for one, once the morning has come.
    ///
    /// # Errors
    /// A store failure.
    pub async fn send_summaries(&self, now: Timestamp) -> anyhow::Result<Vec<Recipient>> {
        if now.with_timezone(&india()).hour() < SUMMARY_HOUR {
            return Ok(Vec::new());
        }
        let today = today_in_india(now);
        let yesterday = today - Duration::days(1);
        let midnight = |day: chrono::NaiveDate| {
            day.and_time(NaiveTime::MIN)
                .and_local_timezone(india())
                .single()
                .map(|at| at.to_utc())
        };
        let (Some(from), Some(to)) = (midnight(yesterday), midnight(today)) else {
            return Ok(Vec::new());
        };
        let mut woken = Vec::new();
        for shop_id in self.store.awaiting_summary(to).await? {
            let Some(shop) = self.contact(Recipient::Shop(shop_id)).await? else {
                continue;
            };
            let day = self.store.shop_day(shop_id, from, to).await?;
            let say = |id: &str| self.say(shop.language, id, &[]);
            let date = letters::date(self.texts, shop.language, yesterday);
            let draft = Draft::new(
                Kind::DailySummary,
                format!("daily-summary:{shop_id}:{yesterday}"),
                now,
                pages::shop_dashboard(),
                "notice-action-dashboard",
            )
            .with("day", &date)
            .with("orders", day.orders)
            .with("sales", day.sales)
            .with("pending", day.to_dispatch)
            .cards([Card {
                title: date,
                rows: vec![
                    Row::figure(say("notice-label-new-orders"), day.orders),
                    Row::total(say("notice-label-sales"), day.sales),
                    Row::figure(say("notice-label-to-dispatch"), day.to_dispatch),
                ],
                totals: Vec::new(),
            }]);
            let notice = self.finish(&shop, draft);
            woken.extend(self.store.tell(None, &[notice], now).await?);
        }
        Ok(woken)
    }
}
