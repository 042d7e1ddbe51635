//! The figures behind the seller's dashboard and the Admin's (docs/orders.md "Seller dashboard
//! figures", docs/admin.md "Dashboard"). The store answers raw rows over a window; the days are
//! made here, in India's calendar, so both databases bucket alike and the rule is unit-tested.

use std::collections::HashMap;

use async_trait::async_trait;
use chrono::{Duration, NaiveDate};
use kernel::{Money, ProductId, ShopId, Timestamp};

use crate::status::OrderStatus;

pub use kernel::india;

/// The dashboards' windows: 7 to 90 days, 30 unless asked.
pub const DEFAULT_DAYS: u32 = 30;
pub const MIN_DAYS: u32 = 7;
pub const MAX_DAYS: u32 = 90;

/// An order as the dashboards count it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OrderFact {
    pub placed_at: Timestamp,
    pub status: OrderStatus,
    pub total: Money,
}

impl OrderFact {
    /// Orders that never became a sale (unpaid, cancelled, refunded) are left out of revenue.
    #[must_use]
    pub fn is_sale(&self) -> bool {
        !matches!(
            self.status,
            OrderStatus::AwaitingPayment | OrderStatus::Cancelled | OrderStatus::RefundSuccess
        )
    }
}

/// One ledger movement of commission: positive when earned at delivery, negative when a refund
/// gave it back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommissionFact {
    pub at: Timestamp,
    pub earned: Money,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Day {
    pub date: NaiveDate,
    pub orders: u64,
    pub revenue: Money,
    pub commission: Money,
}

/// The first day of a window of `days` days ending today (in India).
#[must_use]
pub fn window_start(now: Timestamp, days: u32) -> (NaiveDate, Timestamp) {
    let today = now.with_timezone(&india()).date_naive();
    let first = today - Duration::days(i64::from(days.max(1)) - 1);
    let start = first
        .and_hms_opt(0, 0, 0)
        .and_then(|midnight| midnight.and_local_timezone(india()).single())
        .map_or(now, |at| at.to_utc());
    (first, start)
}

/// One entry per day from `first`, `days` long, zeros included.
///
/// # Errors
/// When a sum overflows.
pub fn by_day(
    first: NaiveDate,
    days: u32,
    orders: &[OrderFact],
    commission: &[CommissionFact],
) -> Result<Vec<Day>, kernel::MoneyError> {
    let mut out: Vec<Day> = (0..i64::from(days))
        .map(|offset| Day {
            date: first + Duration::days(offset),
            orders: 0,
            revenue: Money::ZERO,
            commission: Money::ZERO,
        })
        .collect();
    let len = out.len();
    let slot = |at: Timestamp| -> Option<usize> {
        let day = at.with_timezone(&india()).date_naive();
        usize::try_from((day - first).num_days())
            .ok()
            .filter(|i| *i < len)
    };
    for order in orders.iter().filter(|o| o.is_sale()) {
        if let Some(i) = slot(order.placed_at) {
            out[i].orders += 1;
            out[i].revenue = out[i].revenue.checked_add(order.total)?;
        }
    }
    for line in commission {
        if let Some(i) = slot(line.at) {
            out[i].commission = out[i].commission.checked_add(line.earned)?;
        }
    }
    Ok(out)
}

/// A product running short.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LowStock {
    pub id: ProductId,
    pub name: String,
    pub stock: u32,
}

/// A shop's catalogue as its dashboard counts it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ShopCatalogue {
    pub products: u64,
    pub events: u64,
    /// Up to 10 live products with stock of [`LOW_STOCK`] or fewer, lowest first.
    pub low_stock: Vec<LowStock>,
}

pub const LOW_STOCK: u32 = 5;

/// The platform's counts right now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PlatformCounts {
    pub active_shops: u64,
    pub users: u64,
    pub products: u64,
    pub pending_withdrawals: u64,
}

#[cfg_attr(test, mockall::automock)]
#[async_trait]
pub trait Figures: Send + Sync {
    /// Orders placed since `since`, of one shop or all.
    async fn orders_since(&self, shop: Option<ShopId>, since: Timestamp) -> anyhow::Result<Vec<OrderFact>>;
    /// Commission movements (all shops) since `since`.
    async fn commission_since(&self, since: Timestamp) -> anyhow::Result<Vec<CommissionFact>>;
    /// How many orders are in each status now, of one shop or all.
    async fn status_counts(&self, shop: Option<ShopId>) -> anyhow::Result<HashMap<OrderStatus, u64>>;
    /// What a seller's dashboard counts of their catalogue: live products and events, low stock.
    async fn shop_catalogue(&self, shop: ShopId) -> anyhow::Result<ShopCatalogue>;
    /// What the Admin's dashboard counts across the platform: users, sellers, products, events.
    async fn platform_counts(&self) -> anyhow::Result<PlatformCounts>;
    /// For each shop: its live products and its available balance.
    async fn shop_summaries(&self, shops: &[ShopId]) -> anyhow::Result<HashMap<ShopId, (u64, Money)>>;
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone as _;

    use super::*;

    fn at(y: i32, m: u32, d: u32, h: u32, min: u32) -> Timestamp {
        chrono::Utc.with_ymd_and_hms(y, m, d, h, min, 0).unwrap()
    }

    #[test]
    fn days_are_indian_calendar_days() {
        // 22 Nov 2026, 20:00 UTC is already 23 Nov in India (01:30).
        let now = at(2026, 11, 22, 20, 0);
        let (first, start) = window_start(now, 7);
        assert_eq!(first, NaiveDate::from_ymd_opt(2026, 11, 17).unwrap());
        // Midnight in India is 18:30 UTC the day before.
        assert_eq!(start, at(2026, 11, 16, 18, 30));
    }

    #[test]
    fn orders_and_commission_fall_on_their_indian_day_and_non_sales_are_left_out() {
        let first = NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
        let rupees = Money::from_paise;
        let orders = [
            // 20 Nov 18:29 UTC = 20 Nov 23:59 IST → day 0.
            OrderFact {
                placed_at: at(2026, 11, 20, 18, 29),
                status: OrderStatus::Processing,
                total: rupees(10_000),
            },
            // 20 Nov 18:30 UTC = 21 Nov 00:00 IST → day 1.
            OrderFact {
                placed_at: at(2026, 11, 20, 18, 30),
                status: OrderStatus::Delivered,
                total: rupees(25_050),
            },
            OrderFact {
                placed_at: at(2026, 11, 20, 19, 0),
                status: OrderStatus::Cancelled,
                total: rupees(99_999),
            },
            OrderFact {
                placed_at: at(2026, 11, 20, 19, 0),
                status: OrderStatus::RefundSuccess,
                total: rupees(99_999),
            },
            OrderFact {
                placed_at: at(2026, 11, 20, 19, 0),
                status: OrderStatus::AwaitingPayment,
                total: rupees(99_999),
            },
            // Outside the window.
            OrderFact {
                placed_at: at(2026, 11, 25, 0, 0),
                status: OrderStatus::Processing,
                total: rupees(1),
            },
        ];
        let commission = [
            CommissionFact {
                at: at(2026, 11, 21, 12, 0),
                earned: rupees(2_505),
            },
            CommissionFact {
                at: at(2026, 11, 21, 13, 0),
                earned: rupees(-1_000),
            },
        ];
        let days = by_day(first, 3, &orders, &commission).unwrap();
        assert_eq!(days.len(), 3);
        assert_eq!((days[0].orders, days[0].revenue), (1, rupees(10_000)));
        assert_eq!((days[1].orders, days[1].revenue), (1, rupees(25_050)));
        assert_eq!(days[1].commission, rupees(1_505));
        assert_eq!(
            (days[2].orders, days[2].revenue, days[2].commission),
            (0, Money::ZERO, Money::ZERO)
        );
        assert_eq!(days[2].date, NaiveDate::from_ymd_opt(2026, 11, 22).unwrap());
    }
}
