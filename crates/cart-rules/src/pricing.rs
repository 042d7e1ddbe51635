//! Pricing a cart and splitting it into one order per shop (docs/product.md §2 and §7.4): the
//! subtotal, one shipping charge for the whole cart, the coupon's discount, and the
//! share of shipping and discount each shop's order carries. Shares are made by the largest
//! remainder method, so the orders always add up to the cart exactly, to the paisa.

use kernel::{Money, MoneyError, ProductId, ShopId, Timestamp};

use crate::coupon::{Coupon, CouponProblem, Funder};
use crate::quantity::Quantity;
use crate::shipping::shipping_for;

/// A line with the price the server read for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PricedLine {
    pub shop: ShopId,
    pub product: ProductId,
    pub unit_price: Money,
    pub qty: Quantity,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PricingError {
    #[error("the cart's amounts are too large")]
    Overflow,
}

impl From<MoneyError> for PricingError {
    fn from(_: MoneyError) -> Self {
        PricingError::Overflow
    }
}

/// One line's figures inside its shop's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LinePrice {
    /// Position of the line in the cart as given.
    pub index: usize,
    pub total: Money,
    /// This line's share of the coupon's discount.
    pub discount: Money,
}

/// What one shop's order costs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShopPrice {
    pub shop: ShopId,
    pub subtotal: Money,
    pub shipping: Money,
    pub discount: Money,
    /// The part of `discount` the shop funds (its own coupon); the rest is the platform's.
    pub shop_funded_discount: Money,
    pub total: Money,
    pub lines: Vec<LinePrice>,
}

/// Whether the coupon given took anything off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CouponOutcome {
    Applied,
    NotApplied(CouponProblem),
}

/// What the whole cart costs, and its split by shop (shops in the order they first appear).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CartPrice {
    pub subtotal: Money,
    pub shipping: Money,
    pub discount: Money,
    pub total: Money,
    pub coupon: Option<CouponOutcome>,
    pub shops: Vec<ShopPrice>,
}

/// Prices `lines` with an optional coupon at `now`.
///
/// # Errors
/// [`PricingError::Overflow`] if an amount does not fit (quantities and prices are bounded long
/// before that, so this is a guard, not a rule).
pub fn price_cart(
    lines: &[PricedLine],
    coupon: Option<&Coupon>,
    now: Timestamp,
) -> Result<CartPrice, PricingError> {
    let totals = lines
        .iter()
        .map(|line| line.unit_price.checked_mul(i64::from(line.qty.units())))
        .collect::<Result<Vec<_>, _>>()?;
    let subtotal = Money::checked_sum(totals.iter().copied())?;
    let shipping = shipping_for(subtotal);

    // The discount, and each covered line's share of it.
    let covered: Vec<usize> = coupon.map_or_else(Vec::new, |coupon| {
        (0..lines.len())
            .filter(|&i| coupon.covers(lines[i].shop, lines[i].product))
            .collect()
    });
    let eligible = Money::checked_sum(covered.iter().map(|&i| totals[i]))?;
    let (discount, outcome) = match coupon.map(|c| c.discount_on(eligible, now)) {
        None => (Money::ZERO, None),
        Some(Ok(discount)) => (discount, Some(CouponOutcome::Applied)),
        Some(Err(problem)) => (Money::ZERO, Some(CouponOutcome::NotApplied(problem))),
    };
    let mut line_discounts = vec![Money::ZERO; lines.len()];
    if !discount.is_zero() {
        let weights: Vec<Money> = covered.iter().map(|&i| totals[i]).collect();
        for (&i, share) in covered.iter().zip(discount.allocate(&weights)?) {
            line_discounts[i] = share;
        }
    }

    // Shops in order of first appearance, each with its lines.
    let mut shops: Vec<(ShopId, Vec<usize>)> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        match shops.iter_mut().find(|(shop, _)| *shop == line.shop) {
            Some((_, indexes)) => indexes.push(i),
            None => shops.push((line.shop, vec![i])),
        }
    }
    let shop_subtotals = shops
        .iter()
        .map(|(_, indexes)| Money::checked_sum(indexes.iter().map(|&i| totals[i])))
        .collect::<Result<Vec<_>, _>>()?;
    let shipping_shares = shipping.allocate(&shop_subtotals)?;

    let funder = coupon.map(|c| c.funder);
    let mut priced_shops = Vec::with_capacity(shops.len());
    for (((shop, indexes), subtotal), shipping) in shops.into_iter().zip(shop_subtotals).zip(shipping_shares)
    {
        let discount = Money::checked_sum(indexes.iter().map(|&i| line_discounts[i]))?;
        let shop_funded_discount = match funder {
            Some(Funder::Shop(owner)) if owner == shop => discount,
            _ => Money::ZERO,
        };
        priced_shops.push(ShopPrice {
            shop,
            subtotal,
            shipping,
            discount,
            shop_funded_discount,
            total: subtotal.checked_add(shipping)?.checked_sub(discount)?,
            lines: indexes
                .iter()
                .map(|&i| LinePrice {
                    index: i,
                    total: totals[i],
                    discount: line_discounts[i],
                })
                .collect(),
        });
    }
    Ok(CartPrice {
        subtotal,
        shipping,
        discount,
        total: subtotal.checked_add(shipping)?.checked_sub(discount)?,
        coupon: outcome,
        shops: priced_shops,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coupon::{CouponCode, Percent};
    use chrono::{TimeZone, Utc};
    use kernel::CouponId;
    use proptest::prelude::*;

    fn rupees(s: &str) -> Money {
        s.parse().unwrap()
    }

    fn now() -> Timestamp {
        Utc.with_ymd_and_hms(2026, 11, 22, 10, 0, 0).unwrap()
    }

    fn line(shop: ShopId, price: &str, qty: i64) -> PricedLine {
        PricedLine {
            shop,
            product: ProductId::new(),
            unit_price: rupees(price),
            qty: Quantity::new(qty).unwrap(),
        }
    }

    fn coupon(funder: Funder, percent: i64) -> Coupon {
        Coupon {
            id: CouponId::new(),
            code: CouponCode::parse("SAVE").unwrap(),
            percent: Percent::new(percent).unwrap(),
            funder,
            min_amount: None,
            max_discount: None,
            product: None,
            expires_at: None,
            limits: crate::UsageLimits::UNLIMITED,
            owner: None,
            uses: 0,
        }
    }

    #[test]
    fn a_single_shop_cart_under_a_thousand_pays_five_percent_shipping() {
        let shop = ShopId::new();
        let price = price_cart(&[line(shop, "300", 2), line(shop, "99.50", 1)], None, now()).unwrap();
        assert_eq!(price.subtotal, rupees("699.50"));
        assert_eq!(price.shipping, rupees("34.98"));
        assert_eq!(price.total, rupees("734.48"));
        assert_eq!(price.shops.len(), 1);
        assert_eq!(price.shops[0].total, price.total);
        assert_eq!(price.coupon, None);
    }

    #[test]
    fn shipping_is_shared_by_subtotal_and_the_shares_add_up() {
        let (a, b, c) = (ShopId::new(), ShopId::new(), ShopId::new());
        let price = price_cart(
            &[line(a, "100", 1), line(b, "100", 1), line(c, "100", 1)],
            None,
            now(),
        )
        .unwrap();
        assert_eq!(price.shipping, rupees("15"));
        let shares: Vec<Money> = price.shops.iter().map(|s| s.shipping).collect();
        assert_eq!(shares, vec![rupees("5"), rupees("5"), rupees("5")]);
        let odd = price_cart(
            &[line(a, "0.01", 1), line(b, "0.01", 1), line(c, "0.08", 1)],
            None,
            now(),
        )
        .unwrap();
        assert_eq!(odd.shipping, rupees("0.01"));
        assert_eq!(
            odd.shops.iter().map(|s| s.shipping).collect::<Vec<_>>(),
            vec![Money::ZERO, Money::ZERO, rupees("0.01")],
            "the paisa goes to the largest share"
        );
    }

    #[test]
    fn a_shop_coupon_discounts_only_its_shop_and_is_funded_by_it() {
        let (a, b) = (ShopId::new(), ShopId::new());
        let price = price_cart(
            &[line(a, "800", 1), line(b, "500", 1)],
            Some(&coupon(Funder::Shop(a), 10)),
            now(),
        )
        .unwrap();
        assert_eq!(price.discount, rupees("80"));
        assert_eq!(
            price.shipping,
            Money::ZERO,
            "the subtotal before discount decides shipping"
        );
        assert_eq!(price.shops[0].discount, rupees("80"));
        assert_eq!(price.shops[0].shop_funded_discount, rupees("80"));
        assert_eq!(price.shops[1].discount, Money::ZERO);
        assert_eq!(price.total, rupees("1220"));
        assert_eq!(price.coupon, Some(CouponOutcome::Applied));
    }

    #[test]
    fn a_platform_coupon_is_shared_across_shops_and_funded_by_no_shop() {
        let (a, b) = (ShopId::new(), ShopId::new());
        let price = price_cart(
            &[line(a, "600", 1), line(b, "400", 1)],
            Some(&coupon(Funder::Platform, 20)),
            now(),
        )
        .unwrap();
        assert_eq!(price.discount, rupees("200"));
        assert_eq!(price.shops[0].discount, rupees("120"));
        assert_eq!(price.shops[1].discount, rupees("80"));
        assert!(price.shops.iter().all(|s| s.shop_funded_discount.is_zero()));
    }

    #[test]
    fn a_coupon_that_does_not_apply_says_why_and_takes_nothing() {
        let (a, b) = (ShopId::new(), ShopId::new());
        let price = price_cart(&[line(a, "600", 1)], Some(&coupon(Funder::Shop(b), 20)), now()).unwrap();
        assert_eq!(price.discount, Money::ZERO);
        assert_eq!(
            price.coupon,
            Some(CouponOutcome::NotApplied(CouponProblem::NothingEligible))
        );
    }

    #[test]
    fn an_empty_cart_costs_nothing() {
        let price = price_cart(&[], None, now()).unwrap();
        assert_eq!((price.total, price.shops.len()), (Money::ZERO, 0));
    }

    fn carts() -> impl Strategy<Value = (Vec<PricedLine>, Option<Coupon>)> {
        let shops: Vec<ShopId> = (0..3).map(|_| ShopId::new()).collect();
        let line_shops = shops.clone();
        let lines = prop::collection::vec((0usize..3, 1i64..2_000_000, 1i64..6), 0..8).prop_map(move |raw| {
            raw.into_iter()
                .map(|(shop, paise, qty)| PricedLine {
                    shop: line_shops[shop],
                    product: ProductId::new(),
                    unit_price: Money::from_paise(paise),
                    qty: Quantity::new(qty).unwrap(),
                })
                .collect::<Vec<_>>()
        });
        let coupons = prop::option::of((
            prop::option::of(0usize..3),
            1i64..=100,
            prop::option::of(0i64..5_000_000),
            prop::option::of(0i64..500_000),
            any::<bool>(),
        ));
        (lines, coupons).prop_map(move |(lines, coupon)| {
            let coupon = coupon.map(|(shop, percent, min, max, one_product)| Coupon {
                id: CouponId::new(),
                code: CouponCode::parse("PROP").unwrap(),
                percent: Percent::new(percent).unwrap(),
                funder: shop.map_or(Funder::Platform, |s| Funder::Shop(shops[s])),
                min_amount: min.map(Money::from_paise),
                max_discount: max.map(Money::from_paise),
                product: one_product.then(|| lines.first().map(|l| l.product)).flatten(),
                expires_at: None,
                limits: crate::UsageLimits::UNLIMITED,
                owner: None,
                uses: 0,
            });
            (lines, coupon)
        })
    }

    proptest! {
        #[test]
        fn the_orders_always_add_up_to_the_cart((lines, coupon) in carts()) {
            let price = price_cart(&lines, coupon.as_ref(), now()).unwrap();
            let sum = |f: fn(&ShopPrice) -> Money| Money::checked_sum(price.shops.iter().map(f)).unwrap();
            prop_assert_eq!(sum(|s| s.total), price.total);
            prop_assert_eq!(sum(|s| s.subtotal), price.subtotal);
            prop_assert_eq!(sum(|s| s.shipping), price.shipping);
            prop_assert_eq!(sum(|s| s.discount), price.discount);
            prop_assert_eq!(price.total, price.subtotal.checked_add(price.shipping).unwrap().checked_sub(price.discount).unwrap());
            let lines_counted: usize = price.shops.iter().map(|s| s.lines.len()).sum();
            prop_assert_eq!(lines_counted, lines.len());
        }

        #[test]
        fn no_amount_is_ever_negative((lines, coupon) in carts()) {
            let price = price_cart(&lines, coupon.as_ref(), now()).unwrap();
            prop_assert!(!price.total.is_negative() && !price.discount.is_negative());
            for shop in &price.shops {
                for amount in [shop.subtotal, shop.shipping, shop.discount, shop.shop_funded_discount, shop.total] {
                    prop_assert!(!amount.is_negative());
                }
                for line in &shop.lines {
                    prop_assert!(!line.discount.is_negative());
                    prop_assert!(line.discount <= line.total, "a line's discount never exceeds the line");
                }
            }
        }

        #[test]
        fn a_discount_never_exceeds_the_eligible_amount_or_the_coupons_maximum((lines, coupon) in carts()) {
            let price = price_cart(&lines, coupon.as_ref(), now()).unwrap();
            let Some(coupon) = coupon else {
                prop_assert_eq!(price.discount, Money::ZERO);
                return Ok(());
            };
            let eligible = Money::checked_sum(
                lines.iter()
                    .filter(|l| coupon.covers(l.shop, l.product))
                    .map(|l| l.unit_price.checked_mul(i64::from(l.qty.units())).unwrap()),
            ).unwrap();
            prop_assert!(price.discount <= eligible);
            if let Some(max) = coupon.max_discount {
                prop_assert!(price.discount <= max);
            }
            if let Some(min) = coupon.min_amount
                && eligible < min
            {
                prop_assert_eq!(price.discount, Money::ZERO);
            }
            for shop in &price.shops {
                for line in &shop.lines {
                    let l = &lines[line.index];
                    if !coupon.covers(l.shop, l.product) {
                        prop_assert_eq!(line.discount, Money::ZERO);
                    }
                }
            }
        }
    }
}
