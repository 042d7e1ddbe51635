//! Rate limits on sign-in, registration, activation, forgot-password, the newsletter and the
//! contact form: about N attempts a minute per client address, and per email address (governor's
//! GCRA, kept in this process).
//!
//! Sign-in is the exception: it counts per client address and per (email,
//! address) pair, not per email alone. Counted per email, five wrong passwords sent from anywhere
//! locked the real owner out of their account, even from their own address with the right
//! password. Guessing one account's password from one address is still limited to N a minute, and
//! every address is limited across all the accounts it tries.

use std::net::IpAddr;
use std::num::NonZeroU32;

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

    /// Counts an attempt from `client` (and for `email`, when the request names one: on its own,
    /// or for sign-in together with `client`).
    ///
    /// # Errors
    /// [`ApiError::TooManyRequests`] with the seconds to wait, when either budget is spent.
    pub fn check(&self, attempt: Attempt, client: IpAddr, email: Option<&str>) -> Result<(), ApiError> {
        let mut keys = vec![format!("{}:ip:{client}", attempt.name())];
        if let Some(email) = email {
            let email = email.trim().to_lowercase();
            keys.push(if attempt.counts_email_per_address() {
                format!("{}:email:{email}:ip:{client}", attempt.name())
            } else {
                format!("{}:email:{email}", attempt.name())
            });
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

    /// Counts one more of something an account does, by the account's own `key` (its messages:
    /// `message:user:<id>`), whatever address it comes from.
    ///
    /// # Errors
    /// [`ApiError::TooManyRequests`] with the seconds to wait, when the budget is spent.
    pub fn check_key(&self, key: &str) -> Result<(), ApiError> {
        self.limiter
            .check_key(&key.to_owned())
            .map_err(|not_until| ApiError::TooManyRequests {
                retry_after_secs: not_until.wait_time_from(self.clock.now()).as_secs().max(1),
            })
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
    fn one_email_is_limited_across_addresses_and_in_any_case_for_password_resets() {
        let limiter = limiter(2);
        for i in 1..=2 {
            let ip = IpAddr::V4(Ipv4Addr::new(10, 0, 0, i));
            assert!(
                limiter
                    .check(Attempt::ForgotPassword, ip, Some("Priya@example.com"))
                    .is_ok()
            );
        }
        let other_ip = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 9));
        assert!(
            limiter
                .check(Attempt::ForgotPassword, other_ip, Some("priya@EXAMPLE.com"))
                .is_err()
        );
    }

    #[test]
    fn sign_in_failures_from_other_addresses_never_lock_the_owner_out() {
        let limiter = limiter(2);
        for i in 1..=6 {
            let attacker = IpAddr::V4(Ipv4Addr::new(10, 0, 1, i));
            for _ in 0..2 {
                assert!(
                    limiter
                        .check(Attempt::SignIn, attacker, Some("priya@example.com"))
                        .is_ok()
                );
            }
        }
        let owner = IpAddr::V4(Ipv4Addr::new(10, 0, 2, 1));
        assert!(
            limiter
                .check(Attempt::SignIn, owner, Some("Priya@example.com"))
                .is_ok()
        );
        // One address guessing one account is still limited.
        let attacker = IpAddr::V4(Ipv4Addr::new(10, 0, 1, 1));
        assert!(
            limiter
                .check(Attempt::SellerSignIn, attacker, Some("priya@example.com"))
                .and_then(|()| limiter.check(Attempt::SellerSignIn, attacker, Some("priya@example.com")))
                .and_then(|()| limiter.check(Attempt::SellerSignIn, attacker, Some("priya@example.com")))
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
