//! Rate limits on sign-in, registration, activation, forgot-password, the newsletter and the
//! contact form: about N attempts a minute per client address, and per email address; messages
//! and uploads per account. The algorithm is GCRA (a leaky bucket that allows N at once, then one
//! every 60/N seconds). With one server it runs in this process (governor); when Redis is
//! configured it runs in Redis, in one Lua script per check, so every server counts against the
//! same budget (docs/decisions/0036-real-parts-for-several-servers.md).
//!
//! Sign-in is the exception: it counts per client address and per (email,
//! address) pair, not per email alone. Counted per email, five wrong passwords sent from anywhere
//! locked the real owner out of their account, even from their own address with the right
//! password. Guessing one account's password from one address is still limited to N a minute, and
//! every address is limited across all the accounts it tries.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::time::{Duration, Instant};

use governor::clock::{Clock as _, DefaultClock};
use governor::state::keyed::DefaultKeyedStateStore;
use governor::{Quota, RateLimiter};

use crate::http::error::ApiError;

/// What is being attempted; each has its own budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Attempt {
    SignIn,
    SellerSignIn,
    Register,
    RegisterShop,
    ActivateShop,
    ResendActivation,
    ForgotPassword,
    SellerForgotPassword,
    Newsletter,
    Contact,
    /// A complaint to the grievance officer.
    Grievance,
}

impl Attempt {
    /// Whether the email is counted on its own, or only together with the client's address.
    const fn counts_email_per_address(self) -> bool {
        matches!(self, Attempt::SignIn | Attempt::SellerSignIn)
    }

    const fn name(self) -> &'static str {
        match self {
            Attempt::SignIn => "sign-in",
            Attempt::SellerSignIn => "seller-sign-in",
            Attempt::Register => "register",
            Attempt::RegisterShop => "register-shop",
            Attempt::ActivateShop => "activate-shop",
            Attempt::ResendActivation => "resend-activation",
            Attempt::ForgotPassword => "forgot-password",
            Attempt::SellerForgotPassword => "seller-forgot-password",
            Attempt::Newsletter => "newsletter",
            Attempt::Contact => "contact",
            Attempt::Grievance => "grievance",
        }
    }
}

/// GCRA over Redis. `KEYS` are the budgets to count, in order; `ARGV[1]` is the interval between
/// two attempts in microseconds (60 s / N) and `ARGV[2]` the burst (N). Each key holds its
/// theoretical arrival time in microseconds of Redis's own clock, so servers whose clocks differ
/// still agree. The keys are counted one after another and counting stops at the first that is
/// spent, as governor does in-process: an attempt refused by its address's budget is not counted
/// against its email's. Answers 0 when allowed, otherwise the microseconds to wait.
const GCRA: &str = r"
local now_parts = redis.call('TIME')
local now = tonumber(now_parts[1]) * 1000000 + tonumber(now_parts[2])
local interval = tonumber(ARGV[1])
local limit = interval * tonumber(ARGV[2])
for _, key in ipairs(KEYS) do
  local tat = tonumber(redis.call('GET', key) or now)
  if tat < now then tat = now end
  local next_tat = tat + interval
  if next_tat - now > limit then
    return next_tat - now - limit
  end
  redis.call('SET', key, next_tat, 'PX', math.ceil((next_tat - now) / 1000))
end
return 0
";

/// The budgets in Redis, shared by every server that uses the same Redis and prefix.
struct Shared {
    client: redis::Client,
    connection: tokio::sync::OnceCell<redis::aio::ConnectionManager>,
    script: redis::Script,
    prefix: String,
    /// Set when a call failed: until then Redis is not asked again, so an outage costs each
    /// request nothing, and is logged once, not per request.
    down_until: std::sync::Mutex<Option<Instant>>,
}

/// How long Redis is left alone after a failed call.
const RETRY_REDIS_AFTER: Duration = Duration::from_secs(5);

impl Shared {
    /// Whether Redis is to be asked: it has not failed lately.
    fn is_up(&self) -> bool {
        let down_until = self
            .down_until
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        down_until.is_none_or(|until| Instant::now() >= until)
    }

    /// Redis answered: it is asked again from now on (said once, when it was down).
    fn mark_up(&self) {
        let mut down_until = self
            .down_until
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if down_until.take().is_some() {
            tracing::info!("rate limits are counted in Redis again");
        }
    }

    /// Redis failed: it is left alone for a while (said once, when it was up).
    fn mark_down(&self, error: &anyhow::Error) {
        let mut down_until = self
            .down_until
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if down_until.is_none() {
            tracing::warn!(error = %format!("{error:#}"),
                "rate limits cannot reach Redis; counting in this server alone until it is back");
        }
        *down_until = Some(Instant::now() + RETRY_REDIS_AFTER);
    }

    async fn spent(&self, keys: &[String], per_minute: NonZeroU32) -> anyhow::Result<Option<Duration>> {
        let connection = self
            .connection
            .get_or_try_init(|| {
                // A sign-in waits on this answer: a Redis that does not answer within half a
                // second is treated as down, and the server counts alone meanwhile.
                let config = redis::aio::ConnectionManagerConfig::new()
                    .set_number_of_retries(1)
                    .set_connection_timeout(Duration::from_millis(500))
                    .set_response_timeout(Duration::from_millis(500));
                redis::aio::ConnectionManager::new_with_config(self.client.clone(), config)
            })
            .await?;
        let interval = 60_000_000 / u64::from(per_minute.get());
        let mut invocation = self.script.prepare_invoke();
        for key in keys {
            invocation.key(format!("{}{key}", self.prefix));
        }
        invocation.arg(interval).arg(per_minute.get());
        let wait_micros: u64 = invocation.invoke_async(&mut connection.clone()).await?;
        Ok((wait_micros > 0).then(|| Duration::from_micros(wait_micros)))
    }
}

/// A set of budgets of `N` a minute each, keyed by what is counted.
pub struct AuthLimiter {
    limiter: RateLimiter<String, DefaultKeyedStateStore<String>, DefaultClock>,
    clock: DefaultClock,
    per_minute: NonZeroU32,
    shared: Option<Shared>,
}

impl AuthLimiter {
    /// Budgets kept in this process.
    #[must_use]
    pub fn per_minute(attempts: NonZeroU32) -> Self {
        Self {
            limiter: RateLimiter::keyed(Quota::per_minute(attempts)),
            clock: DefaultClock::default(),
            per_minute: attempts,
            shared: None,
        }
    }

    /// Budgets kept in Redis at `url`, under keys starting with `prefix`, so several servers
    /// share them. Nothing is contacted until the first check. While Redis cannot be reached,
    /// each server counts in its own process instead (logged once), so an outage loosens the
    /// limits to what one server allows, never lifts them.
    ///
    /// # Errors
    /// When `url` is not a Redis URL.
    pub fn shared(attempts: NonZeroU32, url: &str, prefix: &str) -> anyhow::Result<Self> {
        Ok(Self {
            shared: Some(Shared {
                client: redis::Client::open(url)?,
                connection: tokio::sync::OnceCell::new(),
                script: redis::Script::new(GCRA),
                prefix: prefix.to_owned(),
                down_until: std::sync::Mutex::new(None),
            }),
            ..Self::per_minute(attempts)
        })
    }

    /// Counts an attempt from `client` (and for `email`, when the request names one: on its own,
    /// or for sign-in together with `client`).
    ///
    /// # Errors
    /// [`ApiError::TooManyRequests`] with the seconds to wait, when either budget is spent.
    pub async fn check(&self, attempt: Attempt, client: IpAddr, email: Option<&str>) -> Result<(), ApiError> {
        let mut keys = vec![format!("{}:ip:{client}", attempt.name())];
        if let Some(email) = email {
            let email = email.trim().to_lowercase();
            keys.push(if attempt.counts_email_per_address() {
                format!("{}:email:{email}:ip:{client}", attempt.name())
            } else {
                format!("{}:email:{email}", attempt.name())
            });
        }
        self.count(&keys).await
    }

    /// Counts one more of something an account does, by the account's own `key` (its messages:
    /// `message:user:<id>`), whatever address it comes from.
    ///
    /// # Errors
    /// [`ApiError::TooManyRequests`] with the seconds to wait, when the budget is spent.
    pub async fn check_key(&self, key: &str) -> Result<(), ApiError> {
        self.count(&[key.to_owned()]).await
    }

    async fn count(&self, keys: &[String]) -> Result<(), ApiError> {
        let wait = match &self.shared {
            Some(shared) if shared.is_up() => match shared.spent(keys, self.per_minute).await {
                Ok(wait) => {
                    shared.mark_up();
                    wait
                }
                Err(error) => {
                    shared.mark_down(&error);
                    self.local(keys)
                }
            },
            _ => self.local(keys),
        };
        match wait {
            None => Ok(()),
            Some(wait) => Err({
                // The budget's kind is its key's first part: `sign-in`, `message`, `upload`, …
                let budget = keys
                    .first()
                    .and_then(|key| key.split(':').next())
                    .unwrap_or("other");
                crate::http::metrics::refused(budget);
                ApiError::TooManyRequests {
                    retry_after_secs: wait.as_secs().max(1),
                }
            }),
        }
    }

    /// The keys counted in this process: how long to wait, or `None` when allowed.
    fn local(&self, keys: &[String]) -> Option<Duration> {
        keys.iter().find_map(|key| {
            self.limiter
                .check_key(key)
                .err()
                .map(|not_until| not_until.wait_time_from(self.clock.now()))
        })
    }

    /// Forgets clients whose budget is full again, so memory stays bounded. (Redis forgets on
    /// its own: each key expires when its budget is full again.)
    pub fn forget_idle(&self) {
        self.limiter.retain_recent();
        self.limiter.shrink_to_fit();
    }
}

#[cfg(test)]
mod tests {
    //! Each rule is checked on both kinds of budget: in this process, and (the `in_redis` module,
    //! run when TEST_REDIS_URL is set, as CI does) in Redis.
    use super::*;
    use std::net::Ipv4Addr;

    fn ip(a: u8, b: u8) -> IpAddr {
        IpAddr::V4(Ipv4Addr::new(10, 0, a, b))
    }

    async fn the_sixth_attempt_is_refused(limiter: AuthLimiter) {
        for i in 0..5 {
            let email = format!("u{i}@example.com");
            assert!(
                limiter
                    .check(Attempt::SignIn, ip(0, 1), Some(&email))
                    .await
                    .is_ok()
            );
        }
        let Err(ApiError::TooManyRequests { retry_after_secs }) =
            limiter.check(Attempt::SignIn, ip(0, 1), None).await
        else {
            panic!("expected 429");
        };
        // Five a minute: the next attempt is allowed 12 s after the first.
        assert!((1..=12).contains(&retry_after_secs), "{retry_after_secs}");
    }

    async fn one_email_is_limited_across_addresses(limiter: AuthLimiter) {
        for i in 1..=2 {
            let allowed = limiter
                .check(Attempt::ForgotPassword, ip(0, i), Some("Priya@example.com"))
                .await;
            assert!(allowed.is_ok());
        }
        let refused = limiter
            .check(Attempt::ForgotPassword, ip(0, 9), Some("priya@EXAMPLE.com"))
            .await;
        assert!(refused.is_err());
    }

    async fn the_owner_is_never_locked_out(limiter: AuthLimiter) {
        let owner_email = "priya@example.com";
        for i in 1..=6 {
            for _ in 0..2 {
                let guess = limiter.check(Attempt::SignIn, ip(1, i), Some(owner_email)).await;
                assert!(guess.is_ok());
            }
        }
        let owner = limiter
            .check(Attempt::SignIn, ip(2, 1), Some("Priya@example.com"))
            .await;
        assert!(owner.is_ok());
        // One address guessing one account is still limited.
        let mut answers = Vec::new();
        for _ in 0..3 {
            answers.push(
                limiter
                    .check(Attempt::SellerSignIn, ip(1, 1), Some(owner_email))
                    .await
                    .is_ok(),
            );
        }
        assert_eq!(answers, [true, true, false]);
    }

    async fn each_kind_has_its_own_budget(limiter: AuthLimiter) {
        let here = IpAddr::V4(Ipv4Addr::LOCALHOST);
        assert!(limiter.check(Attempt::SignIn, here, None).await.is_ok());
        assert!(limiter.check(Attempt::ForgotPassword, here, None).await.is_ok());
        assert!(limiter.check(Attempt::SignIn, here, None).await.is_err());
        assert!(limiter.check_key("message:user:1").await.is_ok());
        assert!(limiter.check_key("message:user:1").await.is_err());
        assert!(limiter.check_key("message:user:2").await.is_ok());
    }

    fn local(n: u32) -> AuthLimiter {
        AuthLimiter::per_minute(NonZeroU32::new(n).unwrap())
    }

    #[tokio::test]
    async fn the_sixth_attempt_from_one_address_is_refused_with_a_wait() {
        the_sixth_attempt_is_refused(local(5)).await;
    }

    #[tokio::test]
    async fn one_email_is_limited_across_addresses_and_in_any_case_for_password_resets() {
        one_email_is_limited_across_addresses(local(2)).await;
    }

    #[tokio::test]
    async fn sign_in_failures_from_other_addresses_never_lock_the_owner_out() {
        the_owner_is_never_locked_out(local(2)).await;
    }

    #[tokio::test]
    async fn each_kind_of_attempt_has_its_own_budget() {
        each_kind_has_its_own_budget(local(1)).await;
    }

    #[tokio::test]
    async fn while_redis_cannot_be_reached_each_server_counts_alone() {
        // Nothing listens on the discard port: every call to Redis fails at once.
        let limiter =
            AuthLimiter::shared(NonZeroU32::new(2).unwrap(), "redis://127.0.0.1:9", "haat:limit:").unwrap();
        let here = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let started = std::time::Instant::now();
        assert!(limiter.check(Attempt::Contact, here, None).await.is_ok());
        assert!(limiter.check(Attempt::Contact, here, None).await.is_ok());
        assert!(limiter.check(Attempt::Contact, here, None).await.is_err());
        // Redis is asked once, then left alone for a while: an outage does not slow each request.
        assert!(
            started.elapsed() < Duration::from_secs(3),
            "{:?}",
            started.elapsed()
        );
    }

    /// Budgets in Redis. Each test has keys of its own, so tests may run at once on one Redis.
    mod in_redis {
        use super::*;

        fn shared(n: u32, prefix: &str) -> AuthLimiter {
            let url = std::env::var("TEST_REDIS_URL").expect("TEST_REDIS_URL, e.g. redis://127.0.0.1:6379");
            AuthLimiter::shared(NonZeroU32::new(n).unwrap(), &url, prefix).unwrap()
        }

        fn fresh(n: u32) -> AuthLimiter {
            shared(n, &format!("haat-test:{}:", uuid::Uuid::new_v4().simple()))
        }

        #[tokio::test]
        #[ignore = "needs Redis: set TEST_REDIS_URL (just test does when it is set)"]
        async fn redis_the_sixth_attempt_from_one_address_is_refused_with_a_wait() {
            the_sixth_attempt_is_refused(fresh(5)).await;
        }

        #[tokio::test]
        #[ignore = "needs Redis: set TEST_REDIS_URL (just test does when it is set)"]
        async fn redis_one_email_is_limited_across_addresses() {
            one_email_is_limited_across_addresses(fresh(2)).await;
        }

        #[tokio::test]
        #[ignore = "needs Redis: set TEST_REDIS_URL (just test does when it is set)"]
        async fn redis_sign_in_failures_from_other_addresses_never_lock_the_owner_out() {
            the_owner_is_never_locked_out(fresh(2)).await;
        }

        #[tokio::test]
        #[ignore = "needs Redis: set TEST_REDIS_URL (just test does when it is set)"]
        async fn redis_each_kind_of_attempt_has_its_own_budget() {
            each_kind_has_its_own_budget(fresh(1)).await;
        }

        #[tokio::test]
        #[ignore = "needs Redis: set TEST_REDIS_URL (just test does when it is set)"]
        async fn redis_two_servers_share_one_budget() {
            let prefix = format!("haat-test:{}:", uuid::Uuid::new_v4().simple());
            let (a, b) = (shared(5, &prefix), shared(5, &prefix));
            let here = IpAddr::V4(Ipv4Addr::LOCALHOST);
            for i in 0..5 {
                let server = if i % 2 == 0 { &a } else { &b };
                assert!(
                    server.check(Attempt::SignIn, here, None).await.is_ok(),
                    "attempt {i}"
                );
            }
            assert!(a.check(Attempt::SignIn, here, None).await.is_err());
            assert!(b.check(Attempt::SignIn, here, None).await.is_err());
            // Another deployment on the same Redis, under its own prefix, has its own budget.
            assert!(fresh(5).check(Attempt::SignIn, here, None).await.is_ok());
        }

        #[tokio::test]
        #[ignore = "needs Redis: set TEST_REDIS_URL (just test does when it is set)"]
        async fn redis_a_budget_refills_one_attempt_per_interval_and_its_key_expires() {
            // 60 a minute: one attempt back every second, far longer than 60 calls take.
            let prefix = format!("haat-test:{}:", uuid::Uuid::new_v4().simple());
            let limiter = shared(60, &prefix);
            for _ in 0..60 {
                assert!(limiter.check_key("upload:shop:1").await.is_ok());
            }
            assert!(limiter.check_key("upload:shop:1").await.is_err());
            tokio::time::sleep(Duration::from_millis(1100)).await;
            assert!(limiter.check_key("upload:shop:1").await.is_ok());
            assert!(limiter.check_key("upload:shop:1").await.is_err());
            // The key lives until its budget is full again (about a minute), then Redis drops it.
            let url = std::env::var("TEST_REDIS_URL").unwrap();
            let mut redis = redis::Client::open(url)
                .unwrap()
                .get_multiplexed_async_connection()
                .await
                .unwrap();
            let ttl: i64 = redis::cmd("PTTL")
                .arg(format!("{prefix}upload:shop:1"))
                .query_async(&mut redis)
                .await
                .unwrap();
            assert!((55_000..=60_100).contains(&ttl), "{ttl}");
        }
    }
}
