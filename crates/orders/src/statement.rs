//! A shop's settlement statement for a month (docs/tax.md "Settlement statement"): per order, what
//! the ledger posted in that month for the sale and each charge on it, refunds netted in, and
//! what the shop keeps. It is read from the ledger's lines, never worked out again, so it always
//! agrees with the balance; a refund in a later month shows in that month's statement.

use chrono::{Datelike, NaiveDate};
use kernel::{Money, MoneyError, OrderId, ShopId, Timestamp};

use crate::earnings::Earnings;
use crate::figures::india;

/// A calendar month, as India's clocks count it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Month {
    first: NaiveDate,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("give a month as YYYY-MM, such as 2026-11, from 2020 to next month")]
pub struct MonthError;

impl Month {
    /// `2026-11`; years 2020 to 2999.
    ///
    /// # Errors
    /// [`MonthError`] for anything else.
    pub fn parse(raw: &str) -> Result<Self, MonthError> {
        let (year, month) = raw.trim().split_once('-').ok_or(MonthError)?;
        if year.len() != 4 || month.len() != 2 {
            return Err(MonthError);
        }
        let year: i32 = year.parse().map_err(|_| MonthError)?;
        let month: u32 = month.parse().map_err(|_| MonthError)?;
        if !(2020..=2999).contains(&year) {
            return Err(MonthError);
        }
        NaiveDate::from_ymd_opt(year, month, 1)
            .map(|first| Self { first })
            .ok_or(MonthError)
    }

    /// The month `now` falls in, in India.
    #[must_use]
    pub fn of(now: Timestamp) -> Self {
        let today = now.with_timezone(&india()).date_naive();
        Self {
            first: today.with_day(1).unwrap_or(today),
        }
    }

    #[must_use]
    pub const fn first_day(self) -> NaiveDate {
        self.first
    }

    /// Its last day.
    #[must_use]
    pub fn last_day(self) -> NaiveDate {
        self.next().first.pred_opt().unwrap_or(self.first)
    }

    #[must_use]
    pub fn next(self) -> Self {
        let (year, month) = if self.first.month() == 12 {
            (self.first.year() + 1, 1)
        } else {
            (self.first.year(), self.first.month() + 1)
        };
        Self {
            first: NaiveDate::from_ymd_opt(year, month, 1).unwrap_or(self.first),
        }
    }

    /// Its first instant, and the first instant of the next month, in India.
    #[must_use]
    pub fn span(self) -> (Timestamp, Timestamp) {
        let start = |day: NaiveDate| {
            day.and_hms_opt(0, 0, 0)
                .and_then(|midnight| midnight.and_local_timezone(india()).single())
                .map(|at| at.to_utc())
        };
        let from = start(self.first).unwrap_or_default();
        (from, start(self.next().first).unwrap_or(from))
    }

    /// `2026-11`, as it is asked for and as files are named.
    #[must_use]
    pub fn label(self) -> String {
        self.first.format("%Y-%m").to_string()
    }
}

/// One order's movements in the month: the sale and each charge, refunds netted in, as positive
/// amounts (a month whose refunds outweigh its sales has negative ones).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatementRow {
    pub order: OrderId,
    /// Its tax invoice's number; `None` for an order placed before invoices.
    pub invoice_number: Option<String>,
    /// When its first line of the month was posted.
    pub first_posted: Timestamp,
    pub figures: Earnings,
}

impl StatementRow {
    /// What the shop keeps from the order this month.
    ///
    /// # Errors
    /// When a sum overflows.
    pub fn net(&self) -> Result<Money, MoneyError> {
        self.figures.net()
    }
}

/// A shop's statement for a month.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    pub shop: ShopId,
    pub month: Month,
    /// Oldest first.
    pub rows: Vec<StatementRow>,
    pub totals: Earnings,
}

impl Statement {
    /// The statement of `rows`, with their totals.
    ///
    /// # Errors
    /// When a sum overflows.
    pub fn of(shop: ShopId, month: Month, mut rows: Vec<StatementRow>) -> Result<Self, MoneyError> {
        rows.sort_by_key(|row| (row.first_posted, row.order.as_uuid()));
        let mut totals = Earnings::default();
        for row in &rows {
            totals = totals.checked_add(&row.figures)?;
        }
        Ok(Self {
            shop,
            month,
            rows,
            totals,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use proptest::prelude::*;

    #[test]
    fn a_month_is_parsed_strictly_and_spans_indias_calendar() {
        let november = Month::parse("2026-11").unwrap();
        assert_eq!(november.label(), "2026-11");
        assert_eq!(
            november.last_day(),
            NaiveDate::from_ymd_opt(2026, 11, 30).unwrap()
        );
        let (from, to) = november.span();
        // Midnight in India is 18:30 the day before in UTC.
        assert_eq!(
            from,
            chrono::Utc.with_ymd_and_hms(2026, 10, 31, 18, 30, 0).unwrap()
        );
        assert_eq!(to, chrono::Utc.with_ymd_and_hms(2026, 11, 30, 18, 30, 0).unwrap());
        assert_eq!(Month::parse("2026-12").unwrap().next().label(), "2027-01");
        for bad in [
            "2026-13", "2026-1", "26-11", "2026/11", "", "1999-01", "2026-00", "x",
        ] {
            assert_eq!(Month::parse(bad), Err(MonthError), "{bad}");
        }
        // 23:59 on 30 November in India is still November.
        let late = chrono::Utc.with_ymd_and_hms(2026, 11, 30, 18, 29, 0).unwrap();
        assert_eq!(Month::of(late), november);
    }

    fn row(paise: [i64; 5], at: i64) -> StatementRow {
        StatementRow {
            order: OrderId::new(),
            invoice_number: None,
            first_posted: chrono::Utc.timestamp_opt(1_800_000_000 + at, 0).unwrap(),
            figures: Earnings {
                sale_credit: Money::from_paise(paise[0]),
                commission: Money::from_paise(paise[1]),
                commission_gst: Money::from_paise(paise[2]),
                tcs: Money::from_paise(paise[3]),
                tds: Money::from_paise(paise[4]),
            },
        }
    }

    proptest! {
        #[test]
        fn the_totals_are_the_sums_of_the_rows_and_the_net_total_the_sum_of_the_nets(
            rows in prop::collection::vec((prop::array::uniform5(-10_000_000i64..10_000_000), 0i64..1_000), 0..20)
        ) {
            let rows: Vec<StatementRow> = rows.into_iter().map(|(p, at)| row(p, at)).collect();
            let statement = Statement::of(ShopId::new(), Month::parse("2026-11").unwrap(), rows.clone()).unwrap();
            let net: i64 = rows.iter().map(|r| r.net().unwrap().paise()).sum();
            prop_assert_eq!(statement.totals.net().unwrap().paise(), net);
            let sale: i64 = rows.iter().map(|r| r.figures.sale_credit.paise()).sum();
            prop_assert_eq!(statement.totals.sale_credit.paise(), sale);
            prop_assert!(statement.rows.windows(2).all(|w| w[0].first_posted <= w[1].first_posted));
        }
    }
}
