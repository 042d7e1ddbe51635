//! Time as a port, so every rule that depends on it (refund windows, event ends, token expiry,
//! unpaid-order cancellation) can be tested by moving a clock instead of sleeping.

use std::sync::Mutex;

use chrono::{DateTime, Duration, DurationRound, FixedOffset, NaiveDate, TimeDelta, Utc};

/// An instant in UTC. Stored with microsecond precision, which both databases keep exactly.
pub type Timestamp = DateTime<Utc>;

/// India Standard Time: UTC+05:30 all year, one zone for the whole country, no daylight saving.
#[must_use]
pub fn india() -> FixedOffset {
    FixedOffset::east_opt(5 * 3600 + 30 * 60).unwrap_or_else(|| unreachable!("UTC+05:30 is a valid offset"))
}

/// The day in India at `now`: the day a shop and a shopper both call today.
#[must_use]
pub fn today_in_india(now: Timestamp) -> NaiveDate {
    now.with_timezone(&india()).date_naive()
}

/// Where use cases read the time, so tests can set it.
pub trait Clock: Send + Sync + 'static {
    /// The current instant, to the microsecond.
    fn now(&self) -> Timestamp;
}

/// The real clock, truncated to microseconds so a value read back from PostgreSQL equals the
/// value that was written.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        truncate_to_micros(Utc::now())
    }
}

/// A clock that only moves when told to. For tests and for deterministic demo data.
#[derive(Debug)]
pub struct ManualClock {
    now: Mutex<Timestamp>,
}

impl ManualClock {
    #[must_use]
    pub fn new(start: Timestamp) -> Self {
        Self {
            now: Mutex::new(truncate_to_micros(start)),
        }
    }

    pub fn set(&self, to: Timestamp) {
        *self.lock() = truncate_to_micros(to);
    }

    pub fn advance(&self, by: Duration) {
        let mut now = self.lock();
        *now = truncate_to_micros(*now + by);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Timestamp> {
        // A poisoned clock only means another test thread panicked; the instant is still valid.
        self.now.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        *self.lock()
    }
}

fn truncate_to_micros(t: Timestamp) -> Timestamp {
    t.duration_trunc(TimeDelta::microseconds(1)).unwrap_or(t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn a_manual_clock_moves_only_when_told() {
        let start = Utc.with_ymd_and_hms(2026, 11, 22, 10, 0, 0).unwrap();
        let clock = ManualClock::new(start);
        assert_eq!(clock.now(), start);
        clock.advance(Duration::days(14));
        assert_eq!(clock.now(), Utc.with_ymd_and_hms(2026, 12, 6, 10, 0, 0).unwrap());
    }

    #[test]
    fn the_system_clock_keeps_microseconds_only() {
        let now = SystemClock.now();
        assert_eq!(now.timestamp_subsec_nanos() % 1_000, 0);
    }
}
