//! Haat's one shipping policy (docs/product.md §2): free when the cart subtotal is at least ₹1,000;
//! below that, 5% of the subtotal, rounded to the paisa.

use kernel::{Money, Rate};

/// The subtotal from which shipping is free: ₹1,000.
pub const FREE_SHIPPING_FROM: Money = Money::from_paise(1_000 * 100);

/// Shipping below the threshold, as a percentage of the subtotal.
pub const SHIPPING_RATE_PERCENT: u32 = 5;

/// What shipping costs for a cart with this subtotal.
#[must_use]
pub fn shipping_for(subtotal: Money) -> Money {
    if subtotal >= FREE_SHIPPING_FROM || subtotal <= Money::ZERO {
        return Money::ZERO;
    }
    // 5% is a valid rate by construction; ZERO only if that ever stops being true.
    Rate::from_percent(SHIPPING_RATE_PERCENT).map_or(Money::ZERO, |rate| subtotal.apply_rate(rate))
}

/// How much more the shopper must add for free shipping: the cart drawer's "₹X more" text.
#[must_use]
pub fn amount_for_free_shipping(subtotal: Money) -> Money {
    FREE_SHIPPING_FROM
        .checked_sub(subtotal)
        .ok()
        .filter(|m| !m.is_negative())
        .unwrap_or(Money::ZERO)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rupees(s: &str) -> Money {
        s.parse().unwrap()
    }

    #[test]
    fn shipping_is_free_from_one_thousand_rupees() {
        assert_eq!(shipping_for(rupees("1000")), Money::ZERO);
        assert_eq!(shipping_for(rupees("25000")), Money::ZERO);
    }

    #[test]
    fn shipping_below_one_thousand_is_five_percent_rounded_to_the_paisa() {
        assert_eq!(shipping_for(rupees("999.99")), rupees("50.00"));
        assert_eq!(shipping_for(rupees("499")), rupees("24.95"));
        assert_eq!(shipping_for(rupees("0.10")), rupees("0.01"));
        assert_eq!(
            shipping_for(Money::ZERO),
            Money::ZERO,
            "an empty cart ships nothing"
        );
    }

    #[test]
    fn the_drawer_says_how_much_more_is_needed_for_free_shipping() {
        assert_eq!(amount_for_free_shipping(rupees("870.50")), rupees("129.50"));
        assert_eq!(amount_for_free_shipping(rupees("1000")), Money::ZERO);
        assert_eq!(amount_for_free_shipping(rupees("5000")), Money::ZERO);
    }

    proptest! {
        #[test]
        fn shipping_is_never_negative_nor_more_than_five_percent_plus_half_a_paisa(paise in 0i64..10_000_000) {
            let subtotal = Money::from_paise(paise);
            let shipping = shipping_for(subtotal).paise();
            prop_assert!(shipping >= 0);
            prop_assert!(shipping * 100 <= paise * 5 + 50);
        }
    }
}
