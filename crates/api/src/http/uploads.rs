//! Fair turns for image uploads.
//!
//! Decoding and resizing a picture takes a core for up to a second or two, and the media store
//! runs only a few at once. Without turns, one account sending a dozen large pictures at once
//! filled that queue, and everyone else's uploads waited behind all of them. So:
//!
//! - each account (a signed-in shopper or shop; a visitor registering, by address) may have at
//!   most `limits.uploads_in_flight_per_account` uploads in flight; one more is answered 429
//!   at once, before any decoding;
//! - an account's uploads are processed one after another, so it holds at most one of the media
//!   store's decoding places at a time and another account's upload starts as soon as a place
//!   is free: each account waits behind at most one upload of each other account;
//! - each account may start at most `limits.uploads_per_minute` uploads a minute, counted in
//!   Redis across every server when Redis is configured. The in-flight count stays per server:
//!   it guards this server's cores, which another server's uploads do not use.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

use kernel::{ShopId, UserId};
use tokio::sync::{Mutex as TurnLock, OwnedMutexGuard};

use crate::auth::rate_limit::AuthLimiter;
use crate::http::error::ApiError;

/// Whose upload it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Uploader {
    User(UserId),
    Shop(ShopId),
    /// A visitor registering with a picture: they have no account yet.
    Address(IpAddr),
}

impl Uploader {
    /// The key its per-minute budget is counted under.
    fn budget(self) -> String {
        match self {
            Uploader::User(id) => format!("upload:user:{id}"),
            Uploader::Shop(id) => format!("upload:shop:{id}"),
            Uploader::Address(ip) => format!("upload:ip:{ip}"),
        }
    }
}

/// One account's uploads: how many are in flight, and the lock that gives them turns.
struct Lane {
    in_flight: usize,
    turn: Arc<TurnLock<()>>,
}

#[derive(Default)]
struct Lanes(Mutex<HashMap<Uploader, Lane>>);

impl Lanes {
    fn with<T>(&self, f: impl FnOnce(&mut HashMap<Uploader, Lane>) -> T) -> T {
        // A panic while holding this lock leaves only counters behind, which stay usable.
        f(&mut self.0.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

/// The upload turns of every account, shared by all workers of this server.
#[derive(Clone)]
pub struct UploadGate {
    lanes: Arc<Lanes>,
    per_account: usize,
    per_minute: Arc<AuthLimiter>,
}

impl UploadGate {
    #[must_use]
    pub fn new(per_account: usize, per_minute: Arc<AuthLimiter>) -> Self {
        Self {
            lanes: Arc::new(Lanes::default()),
            per_account: per_account.max(1),
            per_minute,
        }
    }

    /// Waits for `who`'s turn to process an upload; the turn lasts as long as the returned value.
    ///
    /// # Errors
    /// [`ApiError::UploadsInFlight`] at once when `who` already has the allowed number of
    /// uploads in flight; [`ApiError::TooManyRequests`] when it has started its allowed number
    /// this minute.
    pub async fn turn(&self, who: Uploader) -> Result<Turn, ApiError> {
        let turn = self.lanes.with(|lanes| {
            let lane = lanes.entry(who).or_insert_with(|| Lane {
                in_flight: 0,
                turn: Arc::new(TurnLock::new(())),
            });
            if lane.in_flight >= self.per_account {
                return Err(ApiError::UploadsInFlight {
                    limit: self.per_account,
                });
            }
            lane.in_flight += 1;
            Ok(Arc::clone(&lane.turn))
        })?;
        // Counted before waiting, so a request waiting for its turn counts as in flight, and
        // uncounted on drop even if the request is dropped while it waits.
        let ticket = Ticket {
            lanes: Arc::clone(&self.lanes),
            who,
        };
        // After the in-flight count, so an upload refused for being one too many in flight
        // does not spend a minute's budget; a refusal here uncounts it (the ticket's drop).
        self.per_minute.check_key(&who.budget()).await?;
        let guard = turn.lock_owned().await;
        Ok(Turn {
            _guard: guard,
            _ticket: ticket,
        })
    }

    /// [`UploadGate::turn`] when the request carries a picture, else nothing to wait for.
    ///
    /// # Errors
    /// As [`UploadGate::turn`].
    pub async fn turn_if(&self, who: Uploader, uploading: bool) -> Result<Option<Turn>, ApiError> {
        if uploading {
            self.turn(who).await.map(Some)
        } else {
            Ok(None)
        }
    }

    /// How many uploads `who` has in flight (tests).
    #[must_use]
    pub fn in_flight(&self, who: Uploader) -> usize {
        self.lanes
            .with(|lanes| lanes.get(&who).map_or(0, |lane| lane.in_flight))
    }
}

struct Ticket {
    lanes: Arc<Lanes>,
    who: Uploader,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.lanes.with(|lanes| {
            if let Some(lane) = lanes.get_mut(&self.who) {
                lane.in_flight = lane.in_flight.saturating_sub(1);
                if lane.in_flight == 0 {
                    // No lane is kept for an idle account, so the map stays as small as the
                    // uploads in flight.
                    lanes.remove(&self.who);
                }
            }
        });
    }
}

/// An account's turn to process its upload.
pub struct Turn {
    // The guard is released before the ticket: the next upload's turn starts before this
    // one stops counting, which changes nothing either may observe.
    _guard: OwnedMutexGuard<()>,
    _ticket: Ticket,
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::num::NonZeroU32;
    use std::time::Duration;

    fn gate(in_flight: usize, per_minute: u32) -> UploadGate {
        let per_minute = NonZeroU32::new(per_minute).unwrap();
        UploadGate::new(in_flight, Arc::new(AuthLimiter::per_minute(per_minute)))
    }

    #[tokio::test]
    async fn an_account_past_its_uploads_a_minute_is_refused_and_others_are_not() {
        let gate = gate(2, 2);
        let alice = Uploader::User(UserId::new());
        for _ in 0..2 {
            drop(gate.turn(alice).await.unwrap());
        }
        assert!(matches!(
            gate.turn(alice).await,
            Err(ApiError::TooManyRequests { .. })
        ));
        assert_eq!(gate.in_flight(alice), 0, "a refused upload is not left in flight");
        assert!(gate.turn(Uploader::Shop(ShopId::new())).await.is_ok());
    }

    #[tokio::test]
    async fn an_account_past_its_uploads_in_flight_is_refused_and_others_are_not() {
        let gate = gate(2, 1000);
        let alice = Uploader::User(UserId::new());
        let bob = Uploader::User(UserId::new());
        let first = gate.turn(alice).await.unwrap();
        // The second waits for the first's turn, but counts as in flight meanwhile.
        let gate2 = gate.clone();
        let second = tokio::spawn(async move { gate2.turn(alice).await.map(|_| ()) });
        tokio::time::sleep(Duration::from_millis(20)).await;
        assert_eq!(gate.in_flight(alice), 2);
        assert!(matches!(
            gate.turn(alice).await,
            Err(ApiError::UploadsInFlight { limit: 2 })
        ));
        assert!(!second.is_finished(), "one upload of an account at a time");
        let bobs = tokio::time::timeout(Duration::from_millis(100), gate.turn(bob)).await;
        assert!(
            bobs.is_ok_and(|turn| turn.is_ok()),
            "another account does not wait"
        );

        drop(first);
        second.await.unwrap().unwrap();
        assert_eq!(gate.in_flight(alice), 0, "nothing is left counted");
        assert!(gate.turn(alice).await.is_ok());
    }

    #[tokio::test]
    async fn a_request_dropped_while_waiting_for_its_turn_stops_counting() {
        let gate = gate(2, 1000);
        let shop = Uploader::Shop(ShopId::new());
        let first = gate.turn(shop).await.unwrap();
        let waiting = tokio::time::timeout(Duration::from_millis(20), gate.turn(shop)).await;
        assert!(waiting.is_err(), "still waiting when dropped");
        assert_eq!(gate.in_flight(shop), 1);
        drop(first);
        assert_eq!(gate.in_flight(shop), 0);
    }
}
