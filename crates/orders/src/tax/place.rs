//! Where a supply is taxed: whether the supplier and the place of supply share a state (CGST +
//! SGST, or CGST + UTGST in a union territory without a legislature) or not (IGST). For goods sent
//! to a buyer the place of supply is where the movement ends: the delivery address (IGST Act
//! s.10(1)(a)). The states' GST codes are identity's (`IndianState::gst_code`).

use identity::IndianState;

/// Which taxes a supply bears.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Regime {
    /// Within a state: central and state tax, half the rate each.
    CgstSgst,
    /// Within a union territory without a legislature: central and union-territory tax.
    CgstUtgst,
    /// Between states: integrated tax at the whole rate.
    Igst,
}

impl Regime {
    /// The regime of a supply from a supplier in `supplier` to a place of supply in `place`.
    #[must_use]
    pub fn between(supplier: IndianState, place: IndianState) -> Self {
        if supplier != place {
            Self::Igst
        } else if place.is_union_territory_without_legislature() {
            Self::CgstUtgst
        } else {
            Self::CgstSgst
        }
    }

    /// Whether the tax is split in two halves.
    #[must_use]
    pub const fn is_split(self) -> bool {
        !matches!(self, Self::Igst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state(name: &str) -> IndianState {
        IndianState::parse(name).unwrap()
    }

    #[test]
    fn the_regime_follows_the_two_states() {
        assert_eq!(
            Regime::between(state("Karnataka"), state("Karnataka")),
            Regime::CgstSgst
        );
        assert_eq!(
            Regime::between(state("Rajasthan"), state("Karnataka")),
            Regime::Igst
        );
        assert_eq!(
            Regime::between(state("Chandigarh"), state("Chandigarh")),
            Regime::CgstUtgst
        );
        assert_eq!(
            Regime::between(state("Delhi"), state("Delhi")),
            Regime::CgstSgst,
            "Delhi levies SGST"
        );
        assert_eq!(
            Regime::between(state("Punjab"), state("Chandigarh")),
            Regime::Igst
        );
    }
}
