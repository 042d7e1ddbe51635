//! Checking one cart line against the product as it is now: the browser's cart is the shopper's
//! wish, and may be hours or days old.

use kernel::{Money, ProductId, ShopId};

use crate::quantity::Quantity;

/// A cart line as the browser sends it. `seen_price` is only ever compared, never charged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestedLine {
    pub product: ProductId,
    pub is_event: bool,
    pub qty: Quantity,
    pub size: Option<String>,
    pub seen_price: Option<Money>,
}

/// What the server knows about a product that a line names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SellableItem {
    pub product: ProductId,
    pub shop: ShopId,
    pub is_event: bool,
    /// On the storefront now: not deleted, its shop active, an event running.
    pub on_sale: bool,
    pub stock: u64,
    pub price: Money,
    pub sizes: Vec<String>,
}

/// What keeps a line from being bought as asked, in the words of docs/orders.md.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineProblem {
    Unavailable,
    SizeRequired,
    OutOfStock,
    NotEnoughStock,
    /// The shop does not deliver to the PIN code the cart is priced for.
    NotDeliverable,
    /// Not blocking: the line is bought at the current price, which the shopper has been shown.
    PriceChanged,
}

impl LineProblem {
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            LineProblem::Unavailable => "unavailable",
            LineProblem::SizeRequired => "size_required",
            LineProblem::OutOfStock => "out_of_stock",
            LineProblem::NotEnoughStock => "not_enough_stock",
            LineProblem::NotDeliverable => "not_deliverable",
            LineProblem::PriceChanged => "price_changed",
        }
    }

    #[must_use]
    pub const fn blocks_checkout(self) -> bool {
        !matches!(self, LineProblem::PriceChanged)
    }
}

/// The first thing wrong with `line`, or `None` when it can be bought as asked.
#[must_use]
pub fn check_line(line: &RequestedLine, item: Option<&SellableItem>) -> Option<LineProblem> {
    let Some(item) = item.filter(|item| item.on_sale && item.is_event == line.is_event) else {
        return Some(LineProblem::Unavailable);
    };
    match &line.size {
        Some(size) if !item.sizes.iter().any(|offered| offered == size) => {
            // A size the product no longer offers (or never had).
            return Some(LineProblem::Unavailable);
        }
        None if !item.sizes.is_empty() => return Some(LineProblem::SizeRequired),
        _ => {}
    }
    if item.stock == 0 {
        return Some(LineProblem::OutOfStock);
    }
    if u64::from(line.qty.units()) > item.stock {
        return Some(LineProblem::NotEnoughStock);
    }
    line.seen_price
        .filter(|seen| *seen != item.price)
        .map(|_| LineProblem::PriceChanged)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item() -> SellableItem {
        SellableItem {
            product: ProductId::new(),
            shop: ShopId::new(),
            is_event: false,
            on_sale: true,
            stock: 3,
            price: Money::from_paise(49_900),
            sizes: vec!["S".into(), "M".into()],
        }
    }

    fn line(item: &SellableItem, qty: i64, size: Option<&str>) -> RequestedLine {
        RequestedLine {
            product: item.product,
            is_event: item.is_event,
            qty: Quantity::new(qty).unwrap(),
            size: size.map(str::to_owned),
            seen_price: None,
        }
    }

    #[test]
    fn a_line_within_stock_with_an_offered_size_is_fine() {
        let item = item();
        assert_eq!(check_line(&line(&item, 3, Some("M")), Some(&item)), None);
    }

    #[test]
    fn each_problem_is_named() {
        let item = item();
        assert_eq!(
            check_line(&line(&item, 1, Some("M")), None),
            Some(LineProblem::Unavailable)
        );
        assert_eq!(
            check_line(&line(&item, 1, Some("XL")), Some(&item)),
            Some(LineProblem::Unavailable)
        );
        assert_eq!(
            check_line(&line(&item, 1, None), Some(&item)),
            Some(LineProblem::SizeRequired)
        );
        assert_eq!(
            check_line(&line(&item, 4, Some("S")), Some(&item)),
            Some(LineProblem::NotEnoughStock)
        );
        let empty = SellableItem {
            stock: 0,
            ..item.clone()
        };
        assert_eq!(
            check_line(&line(&empty, 1, Some("S")), Some(&empty)),
            Some(LineProblem::OutOfStock)
        );
        let hidden = SellableItem {
            on_sale: false,
            ..item.clone()
        };
        assert_eq!(
            check_line(&line(&hidden, 1, Some("S")), Some(&hidden)),
            Some(LineProblem::Unavailable)
        );
        let mut as_event = line(&item, 1, Some("S"));
        as_event.is_event = true;
        assert_eq!(check_line(&as_event, Some(&item)), Some(LineProblem::Unavailable));
    }

    #[test]
    fn a_changed_price_is_flagged_but_does_not_block() {
        let item = item();
        let mut seen = line(&item, 1, Some("S"));
        seen.seen_price = Some(Money::from_paise(39_900));
        let problem = check_line(&seen, Some(&item)).unwrap();
        assert_eq!(problem, LineProblem::PriceChanged);
        assert!(!problem.blocks_checkout());
        assert!(LineProblem::NotEnoughStock.blocks_checkout());
    }
}
