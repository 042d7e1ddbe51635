//! Pricing a cart from the catalogue as it is now: the quote shows it, and checkout places it.

use cart_rules::{
    CartPrice, Coupon, CouponCode, CouponOutcome, LineProblem, PricedLine, Redeemer, RequestedLine,
    check_line, price_cart,
};
use chrono::NaiveDate;
use identity::PinCode;
use kernel::{Described, ProductId, Timestamp, UserId};

use crate::checkout::MAX_LINES;
use crate::ports::{CatalogItem, CheckoutCatalog, CouponRepository};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CartError {
    #[error("Your cart is empty.")]
    Empty,
    #[error("A cart holds at most {MAX_LINES} different items.")]
    TooManyLines,
    /// The line at this index names a product an earlier line already names.
    #[error("This item is in the cart twice.")]
    Duplicate(usize),
}

/// Whether `shopper` (or, for a visitor, anyone) may use `coupon` now.
async fn usable(
    coupons: &dyn CouponRepository,
    coupon: &Coupon,
    shopper: Option<Shopper<'_>>,
) -> anyhow::Result<Result<(), cart_rules::CouponProblem>> {
    let redeemer = match shopper {
        Some(shopper) => Some(Redeemer {
            email: shopper.email,
            uses: if coupon.limits.per_account.is_some() {
                coupons.uses_by(coupon.id, shopper.id).await?
            } else {
                0
            },
        }),
        None => None,
    };
    Ok(coupon.check_use(redeemer))
}

/// Checks the shape of a cart: not empty, not too long, each product once.
pub fn check_cart(lines: &[RequestedLine]) -> Result<(), CartError> {
    if lines.is_empty() {
        return Err(CartError::Empty);
    }
    if lines.len() > MAX_LINES {
        return Err(CartError::TooManyLines);
    }
    // A line is the product in one size, at its event's price or not: one product in two sizes
    // is two lines.
    for (i, line) in lines.iter().enumerate() {
        if lines[..i].iter().any(|earlier| {
            earlier.product == line.product && earlier.size == line.size && earlier.is_event == line.is_event
        }) {
            return Err(CartError::Duplicate(i));
        }
    }
    Ok(())
}

/// One cart line with what the server found for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuotedLine {
    pub request: RequestedLine,
    pub item: Option<CatalogItem>,
    pub problem: Option<LineProblem>,
    /// The day the line is expected, when the cart is priced for a PIN code the shop delivers to.
    pub estimated_delivery: Option<NaiveDate>,
}

impl QuotedLine {
    #[must_use]
    pub fn is_buyable(&self) -> bool {
        self.item.is_some() && self.problem.is_none_or(|p| !p.blocks_checkout())
    }
}

/// The coupon code the shopper gave, and what became of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuotedCoupon {
    pub code: String,
    pub coupon: Option<Coupon>,
    /// Why it takes nothing off, for the shopper; `None` when applied.
    pub problem: Option<kernel::Message>,
}

/// A cart priced: every line with its problem, and the amounts over the buyable lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PricedCart {
    pub lines: Vec<QuotedLine>,
    /// Indexes into `lines` of the lines `price` counts; `price`'s line indexes point here.
    pub buyable: Vec<usize>,
    pub price: CartPrice,
    pub coupon: Option<QuotedCoupon>,
}

impl PricedCart {
    /// No line keeps the cart from being placed.
    #[must_use]
    pub fn can_checkout(&self) -> bool {
        !self.lines.is_empty() && self.buyable.len() == self.lines.len()
    }
}

/// The signed-in shopper a cart is priced for: a coupon's owner and per-account limit are theirs
/// to meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shopper<'a> {
    pub id: UserId,
    pub email: &'a str,
}

/// Prices `lines` (already checked by [`check_cart`]) with an optional coupon code, for
/// `shopper` when one is signed in (a visitor's quote cannot check who may use a coupon), and
/// for delivery to `deliver_to` when the PIN code is known: a line whose shop does not deliver
/// there is [`LineProblem::NotDeliverable`], never dropped.
pub async fn price(
    catalog: &dyn CheckoutCatalog,
    coupons: &dyn CouponRepository,
    lines: Vec<RequestedLine>,
    code: Option<&CouponCode>,
    shopper: Option<Shopper<'_>>,
    deliver_to: Option<&PinCode>,
    now: Timestamp,
) -> anyhow::Result<PricedCart> {
    let ids: Vec<ProductId> = lines.iter().map(|l| l.product).collect();
    let items = catalog.items(&ids, now).await?;
    let quoted: Vec<QuotedLine> = lines
        .into_iter()
        .map(|request| {
            let item = items.iter().find(|i| i.item.product == request.product).cloned();
            let mut problem = check_line(&request, item.as_ref().map(|i| &i.item));
            let estimated_delivery = match (&item, deliver_to) {
                (Some(item), Some(to)) => {
                    let estimate = item.delivery_by(to, now);
                    // What is wrong with the product itself comes first: no delivery date
                    // helps a line that cannot be bought anyway.
                    if estimate.is_none() && problem.is_none_or(|p| !p.blocks_checkout()) {
                        problem = Some(LineProblem::NotDeliverable);
                    }
                    estimate
                }
                _ => None,
            };
            QuotedLine {
                request,
                item,
                problem,
                estimated_delivery,
            }
        })
        .collect();
    let mut quoted = quoted;
    short_across_lines(&mut quoted);
    let buyable: Vec<usize> = (0..quoted.len()).filter(|&i| quoted[i].is_buyable()).collect();
    let priced_lines: Vec<PricedLine> = buyable
        .iter()
        .filter_map(|&i| {
            let line = &quoted[i];
            line.item.as_ref().map(|item| PricedLine {
                shop: item.item.shop,
                product: item.item.product,
                unit_price: item.item.price,
                qty: line.request.qty,
            })
        })
        .collect();

    let coupon = match code {
        Some(code) => Some((code, coupons.find_by_code(code).await?)),
        None => None,
    };
    // A coupon this shopper may not use prices nothing; the quote says why.
    let refused = match coupon.as_ref().and_then(|(_, c)| c.as_ref()) {
        Some(found) => usable(coupons, found, shopper).await?.err(),
        None => None,
    };
    let applicable = coupon
        .as_ref()
        .and_then(|(_, c)| c.as_ref())
        .filter(|_| refused.is_none());
    let price = price_cart(&priced_lines, applicable, now)?;
    let quoted_coupon = coupon.map(|(code, coupon)| {
        let problem = match (&coupon, &price.coupon) {
            (None, _) => Some(kernel::Message::new("coupon-unknown")),
            _ if refused.is_some() => refused.as_ref().map(Described::message),
            (Some(_), Some(CouponOutcome::NotApplied(problem))) => Some(problem.message()),
            _ => None,
        };
        QuotedCoupon {
            code: code.as_str().to_owned(),
            coupon,
            problem,
        }
    });
    Ok(PricedCart {
        lines: quoted,
        buyable,
        price,
        coupon: quoted_coupon,
    })
}

/// Lines of one product (in several sizes) share its stock: once the units asked for, line by
/// line, pass the stock, the line that passes it and those after it are short.
fn short_across_lines(quoted: &mut [QuotedLine]) {
    let mut asked: Vec<(kernel::ProductId, u64)> = Vec::new();
    for line in quoted.iter_mut() {
        let Some(item) = line.item.as_ref() else { continue };
        let units = u64::from(line.request.qty.units());
        let total = match asked
            .iter_mut()
            .find(|(product, _)| *product == line.request.product)
        {
            Some((_, sum)) => {
                *sum += units;
                *sum
            }
            None => {
                asked.push((line.request.product, units));
                units
            }
        };
        if total > item.item.stock && line.problem.is_none_or(|p| !p.blocks_checkout()) {
            line.problem = Some(LineProblem::NotEnoughStock);
        }
    }
}

impl kernel::Described for CartError {
    fn message(&self) -> kernel::Message {
        match self {
            Self::Empty => kernel::Message::new("field-cart-empty"),
            Self::TooManyLines => kernel::Message::new("field-cart-too-many-lines").with("max", MAX_LINES),
            Self::Duplicate(_) => kernel::Message::new("field-cart-duplicate"),
        }
    }
}
