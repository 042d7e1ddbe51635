//! Coupons (docs/product.md §7.6): a percentage off the eligible items of one shop, or of every
//! shop for a platform coupon, with an optional minimum eligible amount, maximum discount, single
//! product and expiry.

use kernel::{CouponId, Money, ProductId, Rate, ShopId, Timestamp};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CouponCodeError {
    #[error("enter a coupon code of 3 to 32 letters, digits, '-' or '_'")]
    Invalid,
}

/// A code as shoppers type it; stored and compared upper-cased, so codes are case-insensitive.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CouponCode(String);

impl CouponCode {
    pub const MAX_LEN: usize = 32;

    pub fn parse(raw: &str) -> Result<Self, CouponCodeError> {
        let code = raw.trim().to_ascii_uppercase();
        let valid = (3..=Self::MAX_LEN).contains(&code.len())
            && code
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if valid {
            Ok(Self(code))
        } else {
            Err(CouponCodeError::Invalid)
        }
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A percentage from 1 to 100.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Percent(u8);

impl Percent {
    #[must_use]
    pub fn new(value: i64) -> Option<Self> {
        u8::try_from(value)
            .ok()
            .filter(|v| (1..=100).contains(v))
            .map(Self)
    }

    #[must_use]
    pub const fn value(self) -> u8 {
        self.0
    }

    fn rate(self) -> Rate {
        // 1..=100 percent is always a valid rate.
        Rate::from_percent(u32::from(self.0)).unwrap_or_else(|_| unreachable!("1-100% is a rate"))
    }
}

/// Who pays for a coupon's discount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Funder {
    /// A shop's own coupon: only its items are eligible, and the discount comes out of its sales.
    Shop(ShopId),
    /// The platform's (the newsletter's 20%): every item is eligible; the shops are paid in full.
    Platform,
}

/// How often a coupon may be used (docs/product.md §7.6). A use is counted
/// when an order is placed with it and given back when every order it discounted is cancelled or
/// refunded in full.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct UsageLimits {
    /// Uses by everyone together; `None` for no limit.
    pub total: Option<u32>,
    /// Uses by one account; `None` for no limit.
    pub per_account: Option<u32>,
}

impl UsageLimits {
    pub const UNLIMITED: UsageLimits = UsageLimits {
        total: None,
        per_account: None,
    };

    /// What a platform coupon allows unless the Admin says otherwise: the platform pays for
    /// every use, so each account gets one.
    pub const PLATFORM_DEFAULT: UsageLimits = UsageLimits {
        total: None,
        per_account: Some(1),
    };
}

/// The account about to use a coupon, as its owner and limits need it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Redeemer<'a> {
    pub email: &'a str,
    /// Uses of this coupon by this account still counted (not given back).
    pub uses: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coupon {
    pub id: CouponId,
    pub code: CouponCode,
    pub percent: Percent,
    pub funder: Funder,
    pub min_amount: Option<Money>,
    pub max_discount: Option<Money>,
    pub product: Option<ProductId>,
    pub expires_at: Option<Timestamp>,
    pub limits: UsageLimits,
    /// The email of the only account that may use it, lower-cased: a newsletter coupon belongs to
    /// its subscriber.
    pub owner: Option<String>,
    /// Uses by everyone still counted.
    pub uses: u32,
}

/// Why a coupon takes nothing off this cart. The texts are shown beside the coupon box.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CouponProblem {
    #[error("This coupon has expired.")]
    Expired,
    #[error("This coupon does not apply to any item in your cart.")]
    NothingEligible,
    #[error("This coupon needs at least {needed} of eligible items; your cart has {has}.")]
    BelowMinimum { needed: Money, has: Money },
    #[error("This coupon was sent to another email address and can only be used from that account.")]
    NotYours,
    #[error("This coupon has been used as many times as it allows.")]
    UsedUp,
    #[error("{}", used_already(*per_account))]
    UsedByYou { per_account: u32 },
}

fn used_already(per_account: u32) -> String {
    if per_account == 1 {
        "You have already used this coupon.".to_owned()
    } else {
        format!("You have already used this coupon the {per_account} times it allows each account.")
    }
}

impl Coupon {
    /// Whether a cart line of this product and shop counts toward the coupon.
    #[must_use]
    pub fn covers(&self, shop: ShopId, product: ProductId) -> bool {
        let shop_ok = match self.funder {
            Funder::Shop(own) => own == shop,
            Funder::Platform => true,
        };
        shop_ok && self.product.is_none_or(|only| only == product)
    }

    /// Whether another use is allowed: by anyone (the total), and when the account is known, by
    /// this account (its owner, its own uses). Counting is the store's, in the transaction that
    /// places the order; this is the check the quote and the checkout make first.
    pub fn check_use(&self, redeemer: Option<Redeemer<'_>>) -> Result<(), CouponProblem> {
        if self.limits.total.is_some_and(|total| self.uses >= total) {
            return Err(CouponProblem::UsedUp);
        }
        let Some(redeemer) = redeemer else {
            return Ok(());
        };
        if self
            .owner
            .as_deref()
            .is_some_and(|owner| !owner.eq_ignore_ascii_case(redeemer.email.trim()))
        {
            return Err(CouponProblem::NotYours);
        }
        match self.limits.per_account {
            Some(per_account) if redeemer.uses >= per_account => {
                Err(CouponProblem::UsedByYou { per_account })
            }
            _ => Ok(()),
        }
    }

    #[must_use]
    pub fn is_expired(&self, now: Timestamp) -> bool {
        self.expires_at.is_some_and(|end| end <= now)
    }

    /// The discount on `eligible`, the total of the lines it covers: the percentage rounded to the
    /// paisa, capped by the maximum, and never more than the eligible amount itself.
    pub fn discount_on(&self, eligible: Money, now: Timestamp) -> Result<Money, CouponProblem> {
        if self.is_expired(now) {
            return Err(CouponProblem::Expired);
        }
        if eligible <= Money::ZERO {
            return Err(CouponProblem::NothingEligible);
        }
        if let Some(needed) = self.min_amount.filter(|min| eligible < *min) {
            return Err(CouponProblem::BelowMinimum {
                needed,
                has: eligible,
            });
        }
        let raw = eligible.apply_rate(self.percent.rate());
        let capped = self.max_discount.map_or(raw, |max| raw.min(max));
        Ok(capped.min(eligible))
    }
}

impl kernel::Described for CouponCodeError {
    fn message(&self) -> kernel::Message {
        kernel::Message::new("field-coupon-code")
    }
}

impl kernel::Described for CouponProblem {
    fn message(&self) -> kernel::Message {
        match self {
            Self::Expired => kernel::Message::new("coupon-expired"),
            Self::NothingEligible => kernel::Message::new("coupon-nothing-eligible"),
            Self::BelowMinimum { needed, has } => kernel::Message::new("coupon-below-minimum")
                .with("needed", needed)
                .with("has", has),
            Self::NotYours => kernel::Message::new("coupon-not-yours"),
            Self::UsedUp => kernel::Message::new("coupon-used-up"),
            Self::UsedByYou { per_account: 1 } => kernel::Message::new("coupon-used-by-you-once"),
            Self::UsedByYou { per_account } => {
                kernel::Message::new("coupon-used-by-you").with("times", per_account)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{Duration, TimeZone, Utc};

    fn rupees(s: &str) -> Money {
        s.parse().unwrap()
    }

    fn coupon(percent: i64) -> Coupon {
        Coupon {
            id: CouponId::new(),
            code: CouponCode::parse("save10").unwrap(),
            percent: Percent::new(percent).unwrap(),
            funder: Funder::Platform,
            min_amount: None,
            max_discount: None,
            product: None,
            expires_at: None,
            limits: UsageLimits::UNLIMITED,
            owner: None,
            uses: 0,
        }
    }

    fn now() -> Timestamp {
        Utc.with_ymd_and_hms(2026, 11, 22, 10, 0, 0).unwrap()
    }

    #[test]
    fn codes_are_case_insensitive_and_plain() {
        assert_eq!(CouponCode::parse(" save10 ").unwrap().as_str(), "SAVE10");
        assert!(CouponCode::parse("ab").is_err());
        assert!(CouponCode::parse("SAVE 10").is_err());
        assert!(CouponCode::parse("'; DROP").is_err());
        assert!(CouponCode::parse(&"A".repeat(33)).is_err());
    }

    #[test]
    fn percentages_run_from_one_to_a_hundred() {
        assert!(Percent::new(0).is_none());
        assert!(Percent::new(101).is_none());
        assert_eq!(Percent::new(100).unwrap().value(), 100);
    }

    #[test]
    fn the_discount_is_the_percentage_rounded_to_the_paisa() {
        assert_eq!(
            coupon(10).discount_on(rupees("999.95"), now()),
            Ok(rupees("100.00"))
        );
        assert_eq!(coupon(15).discount_on(rupees("0.10"), now()), Ok(rupees("0.02")));
    }

    #[test]
    fn the_maximum_caps_the_discount_and_the_minimum_gates_it() {
        let mut capped = coupon(50);
        capped.max_discount = Some(rupees("200"));
        assert_eq!(capped.discount_on(rupees("1000"), now()), Ok(rupees("200")));
        capped.min_amount = Some(rupees("500"));
        assert_eq!(
            capped.discount_on(rupees("499.99"), now()),
            Err(CouponProblem::BelowMinimum {
                needed: rupees("500"),
                has: rupees("499.99")
            })
        );
        assert_eq!(capped.discount_on(rupees("500"), now()), Ok(rupees("200")));
    }

    #[test]
    fn expired_and_empty_coupons_take_nothing() {
        let mut old = coupon(10);
        old.expires_at = Some(now());
        assert_eq!(old.discount_on(rupees("100"), now()), Err(CouponProblem::Expired));
        old.expires_at = Some(now() + Duration::seconds(1));
        assert!(old.discount_on(rupees("100"), now()).is_ok());
        assert_eq!(
            coupon(10).discount_on(Money::ZERO, now()),
            Err(CouponProblem::NothingEligible)
        );
    }

    fn as_priya(uses: u32) -> Option<Redeemer<'static>> {
        Some(Redeemer {
            email: "priya@example.com",
            uses,
        })
    }

    #[test]
    fn an_owned_coupon_is_only_its_owners_whatever_the_case_of_the_address() {
        let mut owned = coupon(20);
        owned.owner = Some("priya@example.com".into());
        assert_eq!(owned.check_use(as_priya(0)), Ok(()));
        let shouting = Some(Redeemer {
            email: "PRIYA@Example.com",
            uses: 0,
        });
        assert_eq!(owned.check_use(shouting), Ok(()));
        let ravi = Some(Redeemer {
            email: "ravi@example.com",
            uses: 0,
        });
        assert_eq!(owned.check_use(ravi), Err(CouponProblem::NotYours));
    }

    #[test]
    fn the_per_account_and_total_limits_say_which_was_reached() {
        let mut limited = coupon(20);
        limited.limits = UsageLimits::PLATFORM_DEFAULT;
        assert_eq!(limited.check_use(as_priya(0)), Ok(()));
        assert_eq!(
            limited.check_use(as_priya(1)),
            Err(CouponProblem::UsedByYou { per_account: 1 })
        );
        assert_eq!(
            CouponProblem::UsedByYou { per_account: 1 }.to_string(),
            "You have already used this coupon."
        );
        limited.limits.total = Some(3);
        limited.uses = 3;
        assert_eq!(limited.check_use(as_priya(0)), Err(CouponProblem::UsedUp));
        assert_eq!(limited.check_use(None), Err(CouponProblem::UsedUp));
    }

    proptest::proptest! {
        /// A use is allowed exactly when the total, the owner and the account's own uses all
        /// allow it; no combination of counts lets a use past a limit.
        #[test]
        fn a_use_is_allowed_exactly_below_every_limit(
            total in proptest::option::of(1u32..50),
            per_account in proptest::option::of(1u32..5),
            uses in 0u32..60,
            by_them in 0u32..8,
            owned_by_them in proptest::option::of(proptest::bool::ANY),
        ) {
            let mut limited = coupon(10);
            limited.limits = UsageLimits { total, per_account };
            limited.uses = uses;
            limited.owner = owned_by_them.map(|theirs| if theirs { "priya@example.com" } else { "ravi@example.com" }.to_owned());
            let allowed = total.is_none_or(|t| uses < t)
                && owned_by_them != Some(false)
                && per_account.is_none_or(|p| by_them < p);
            proptest::prop_assert_eq!(limited.check_use(as_priya(by_them)).is_ok(), allowed);
        }
    }

    #[test]
    fn a_shop_coupon_covers_only_its_shop_and_its_chosen_product() {
        let (shop, other) = (ShopId::new(), ShopId::new());
        let (product, another) = (ProductId::new(), ProductId::new());
        let mut own = coupon(10);
        own.funder = Funder::Shop(shop);
        assert!(own.covers(shop, product));
        assert!(!own.covers(other, product));
        own.product = Some(product);
        assert!(!own.covers(shop, another));
        assert!(
            coupon(10).covers(other, another),
            "a platform coupon covers every shop"
        );
    }
}
