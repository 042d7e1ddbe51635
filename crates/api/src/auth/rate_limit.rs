//! Rate limits on sign-in, registration, activation, forgot-password, the newsletter and the
//! contact form: about N attempts a
//! minute per client address and per email address (governor's GCRA, kept in this process).

use std::net::IpAddr;
use std::num::NonZeroU32;

use governor::clock::{Clock as _, DefaultClock};
use governor::state::keyed::DefaultKeyedStateStore;
use governor::{Quota, RateLimiter};

use crate::error::ApiError;

/// What is being attempted; each has its own budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Attempt {
    SignIn,
    SellerSignIn,
    Register,
    RegisterShop,
    ActivateShop,
    ForgotPassword,
    SellerForgotPassword,
    Newsletter,
    Contact,
}

impl Attempt {
    const fn name(self) -> &'static str {
        match self {
            Attempt::SignIn => "sign-in",
            Attempt::SellerSignIn => "seller-sign-in",
            Attempt::Register => "register",
            Attempt::RegisterShop => "register-shop",
            Attempt::ActivateShop => "activate-shop",
            Attempt::ForgotPassword => "forgot-password",
            Attempt::SellerForgotPassword => "seller-forgot-password",
            Attempt::Newsletter => "newsletter",
            Attempt::Contact => "contact",
        }
    }
}

pub struct AuthLimiter {
    limiter: RateLimiter<String, DefaultKeyedStateStore<String>, DefaultClock>,
    clock: DefaultClock,
}

impl AuthLimiter {
    #[must_use]
    pub fn per_minute(attempts: NonZeroU32) -> Self {
        Self {
            limiter: RateLimiter::keyed(Quota::per_minute(attempts)),
            clock: DefaultClock::default(),
        }
    }

    /// Counts an attempt from `client` (and for `email`, when the request names one).
    ///
    /// # Errors
    /// [`ApiError::TooManyRequests`] with the seconds to wait, when either budget is spent.
    pub fn check(&self, attempt: Attempt, client: IpAddr, email: Option<&str>) -> Result<(), ApiError> {
        let mut keys = vec![format!("{}:ip:{client}", attempt.name())];
        if let Some(email) = email {
            keys.push(format!(
                "{}:email:{}",
                attempt.name(),
                email.trim().to_lowercase()
            ));
        }
        for key in keys {
            if let Err(not_until) = self.limiter.check_key(&key) {
                let wait = not_until.wait_time_from(self.clock.now());
                return Err(ApiError::TooManyRequests {
                    retry_after_secs: wait.as_secs().max(1),
                });
            }
        }
        Ok(())
    }

    /// Forgets clients whose budget is full again, so memory stays bounded.
    pub fn forget_idle(&self) {
        self.limiter.retain_recent();
        self.limiter.shrink_to_fit();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    fn limiter(n: u32) -> AuthLimiter {
        AuthLimiter::per_minute(NonZeroU32::new(n).unwrap())
    }

    #[test]
    fn the_sixth_attempt_from_one_address_is_refused_with_a_wait() {
        let limiter = limiter(5);
        let ip = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1));
        for i in 0..5 {
            assert!(
                limiter
                    .check(Attempt::SignIn, ip, Some(&format!("u{i}@example.com")))
                    .is_ok()
            );
        }
        let Err(ApiError::TooManyRequests { retry_after_secs }) = limiter.check(Attempt::SignIn, ip, None)
        else {
            panic!("expected 429");
        };
        assert!((1..=60).contains(&retry_after_secs));
    }

    #[test]
    fn one_email_is_limited_across_addresses_and_in_any_case() {
        let limiter = limiter(2);
        for i in 1..=2 {
            let ip = IpAddr::V4(Ipv4Addr::new(10, 0, 0, i));
            assert!(
                limiter
                    .check(Attempt::SignIn, ip, Some("Priya@example.com"))
                    .is_ok()
            );
        }
        let other_ip = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 9));
        assert!(
            limiter
                .check(Attempt::SignIn, other_ip, Some("priya@EXAMPLE.com"))
                .is_err()
        );
    }

    #[test]
    fn each_kind_of_attempt_has_its_own_budget() {
        let limiter = limiter(1);
        let ip = IpAddr::V4(Ipv4Addr::LOCALHOST);
        assert!(limiter.check(Attempt::SignIn, ip, None).is_ok());
        assert!(limiter.check(Attempt::ForgotPassword, ip, None).is_ok());
        assert!(limiter.check(Attempt::SignIn, ip, None).is_err());
    }
}
