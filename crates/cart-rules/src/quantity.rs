//! How many of one item a cart line holds.

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("quantity must be a whole number from 1 to {max}")]
pub struct QuantityError {
    pub max: u32,
}

/// At least 1 (the cart's `−` never goes below 1, docs/product.md §7.3), and bounded so that no price times
/// quantity can overflow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Quantity(u32);

impl Quantity {
    pub const MAX: u32 = 1_000;
    pub const ONE: Quantity = Quantity(1);

    pub fn new(units: i64) -> Result<Self, QuantityError> {
        u32::try_from(units)
            .ok()
            .filter(|u| (1..=Self::MAX).contains(u))
            .map(Self)
            .ok_or(QuantityError { max: Self::MAX })
    }

    #[must_use]
    pub const fn units(self) -> u32 {
        self.0
    }
}

impl kernel::Described for QuantityError {
    fn message(&self) -> kernel::Message {
        kernel::Message::new("field-quantity-range").with("max", self.max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantities_run_from_one_to_the_maximum() {
        assert!(Quantity::new(0).is_err());
        assert!(Quantity::new(-3).is_err());
        assert_eq!(Quantity::new(1).unwrap(), Quantity::ONE);
        assert_eq!(Quantity::new(1_000).unwrap().units(), 1_000);
        assert!(Quantity::new(1_001).is_err());
    }
}
