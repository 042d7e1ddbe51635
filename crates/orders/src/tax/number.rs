//! Invoice and credit-note numbers (CGST Rule 46(b)): a consecutive serial in a series of the
//! supplier's, unique within a financial year, at most 16 characters of letters, digits, `-` and
//! `/`. Each shop is its own supplier, so each has its own series; the store hands out the serial
//! inside the transaction that places the order or records the refund (ADR 0024).

use std::fmt;

use chrono::{Datelike as _, NaiveDate};
use kernel::Timestamp;

/// India's financial year, April to March, named by the calendar year it starts in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FinancialYear(i32);

impl FinancialYear {
    /// The year a day in India falls in: 31 March 2027 is in 2026-27, 1 April 2027 in 2027-28.
    #[must_use]
    pub fn of(day: NaiveDate) -> Self {
        Self(if day.month() >= 4 {
            day.year()
        } else {
            day.year() - 1
        })
    }

    /// The year an instant falls in, read on India's clock.
    #[must_use]
    pub fn at(now: Timestamp) -> Self {
        Self::of(kernel::today_in_india(now))
    }

    /// The calendar year it starts in (`2026` for 2026-27).
    #[must_use]
    pub const fn starting_year(self) -> i32 {
        self.0
    }

    /// A year by the calendar year it starts in, as the store keeps it.
    #[must_use]
    pub const fn starting_in(year: i32) -> Self {
        Self(year)
    }

    /// `2627` for 2026-27: the part of a document number that names the year.
    #[must_use]
    pub fn short(self) -> String {
        format!("{:02}{:02}", self.0.rem_euclid(100), (self.0 + 1).rem_euclid(100))
    }
}

/// `2026-27`, as returns and reports name the year.
impl fmt::Display for FinancialYear {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{:02}", self.0, (self.0 + 1).rem_euclid(100))
    }
}

/// Which series a number belongs to: a shop's invoices or credit notes, or the operator's
/// commission invoices to its shops (one series for the whole marketplace, as the operator is one
/// supplier).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Series {
    Invoice,
    CreditNote,
    Commission,
}

impl Series {
    /// As the store names the series.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Series::Invoice => "invoice",
            Series::CreditNote => "credit_note",
            Series::Commission => "commission",
        }
    }

    const fn prefix(self) -> &'static str {
        match self {
            Series::Invoice => "INV",
            Series::CreditNote => "CN",
            Series::Commission => "COM",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DocumentNumberError {
    /// The serial would need more than 16 characters: ten million documents in one year.
    #[error("the {series:?} series of {year} is used up")]
    SeriesExhausted { series: Series, year: FinancialYear },
}

/// A document's number: `INV/2627/000042`, `CN/2627/000007` or `COM/2627/000003`, the serial zero-padded to six
/// digits so a year's first million sort as they were issued; beyond that it grows to seven.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DocumentNumber(String);

impl DocumentNumber {
    pub const MAX_CHARS: usize = 16;
    /// The highest serial that still fits in [`DocumentNumber::MAX_CHARS`].
    pub const MAX_SERIAL: u32 = 9_999_999;

    /// The `serial`-th (from 1) number of `series` in `year`.
    ///
    /// # Errors
    /// [`DocumentNumberError::SeriesExhausted`] beyond [`DocumentNumber::MAX_SERIAL`].
    pub fn new(series: Series, year: FinancialYear, serial: u32) -> Result<Self, DocumentNumberError> {
        if serial == 0 || serial > Self::MAX_SERIAL {
            return Err(DocumentNumberError::SeriesExhausted { series, year });
        }
        Ok(Self(format!("{}/{}/{serial:06}", series.prefix(), year.short())))
    }

    /// A number as stored: the shape [`DocumentNumber::new`] writes.
    #[must_use]
    pub fn from_stored(raw: &str) -> Option<Self> {
        let mut parts = raw.split('/');
        let shaped = matches!(parts.next(), Some("INV" | "CN" | "COM"))
            && parts
                .next()
                .is_some_and(|y| y.len() == 4 && y.bytes().all(|b| b.is_ascii_digit()))
            && parts
                .next()
                .is_some_and(|n| (6..=7).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit()))
            && parts.next().is_none();
        shaped.then(|| Self(raw.to_owned()))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for DocumentNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone as _, Utc};

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn the_financial_year_turns_on_the_first_of_april_in_india() {
        assert_eq!(FinancialYear::of(day(2027, 3, 31)).to_string(), "2026-27");
        assert_eq!(FinancialYear::of(day(2027, 4, 1)).to_string(), "2027-28");
        assert_eq!(FinancialYear::of(day(2026, 11, 27)).short(), "2627");
        assert_eq!(FinancialYear::of(day(2099, 12, 1)).short(), "9900");
        // 18:29 UTC on 31 March is 23:59 in India; a minute later it is April there.
        let before = Utc.with_ymd_and_hms(2027, 3, 31, 18, 29, 0).unwrap();
        let after = Utc.with_ymd_and_hms(2027, 3, 31, 18, 30, 0).unwrap();
        assert_eq!(FinancialYear::at(before).starting_year(), 2026);
        assert_eq!(FinancialYear::at(after).starting_year(), 2027);
    }

    #[test]
    fn numbers_are_at_most_sixteen_allowed_characters_and_sort_as_issued() {
        let year = FinancialYear::starting_in(2026);
        let first = DocumentNumber::new(Series::Invoice, year, 1).unwrap();
        assert_eq!(first.as_str(), "INV/2627/000001");
        assert_eq!(
            DocumentNumber::new(Series::CreditNote, year, 42)
                .unwrap()
                .as_str(),
            "CN/2627/000042"
        );
        let last = DocumentNumber::new(Series::Invoice, year, DocumentNumber::MAX_SERIAL).unwrap();
        assert_eq!(last.as_str(), "INV/2627/9999999");
        assert_eq!(last.as_str().len(), DocumentNumber::MAX_CHARS);
        let longest = DocumentNumber::new(Series::Commission, year, DocumentNumber::MAX_SERIAL).unwrap();
        assert_eq!(longest.as_str(), "COM/2627/9999999");
        assert_eq!(longest.as_str().len(), DocumentNumber::MAX_CHARS);
        let every = [Series::Invoice, Series::CreditNote, Series::Commission];
        for (series, serial) in every.into_iter().flat_map(|series| {
            [1, 9, 10, 999_999, 1_000_000, DocumentNumber::MAX_SERIAL].map(|serial| (series, serial))
        }) {
            let number = DocumentNumber::new(series, year, serial).unwrap();
            assert!(number.as_str().len() <= DocumentNumber::MAX_CHARS);
            assert!(
                number
                    .as_str()
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '/' || c == '-')
            );
            assert_eq!(DocumentNumber::from_stored(number.as_str()), Some(number));
        }
        let mut issued: Vec<String> = (1..=120)
            .map(|n| DocumentNumber::new(Series::Invoice, year, n).unwrap().0)
            .collect();
        let in_order = issued.clone();
        issued.sort();
        assert_eq!(issued, in_order);
        assert!(DocumentNumber::new(Series::Invoice, year, 0).is_err());
        assert_eq!(
            DocumentNumber::new(Series::Invoice, year, DocumentNumber::MAX_SERIAL + 1),
            Err(DocumentNumberError::SeriesExhausted {
                series: Series::Invoice,
                year
            })
        );
        for wrong in [
            "",
            "INV/2627",
            "XX/2627/000001",
            "INV/26-27/000001",
            "INV/2627/00001",
        ] {
            assert_eq!(DocumentNumber::from_stored(wrong), None, "{wrong}");
        }
    }
}
