//! The GST rate of a product: one of the slabs the GST Council sets.

use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GstRateError {
    #[error("choose a GST rate of 0, 0.25, 3, 5, 12, 18 or 28 %")]
    NotASlab,
}

/// A GST slab, kept in basis points (a hundredth of a percent) so 0.25 % is exact.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GstRate(u16);

impl GstRate {
    /// The slabs, lowest first: 0 (fresh produce, books), 0.25 (rough stones), 3 (gold and
    /// jewellery), 5, 12, 18 and 28 %.
    pub const SLABS: [GstRate; 7] = [
        Self::ZERO,
        Self::QUARTER,
        Self::THREE,
        Self::FIVE,
        Self::TWELVE,
        Self::EIGHTEEN,
        Self::TWENTY_EIGHT,
    ];
    pub const ZERO: GstRate = GstRate(0);
    pub const QUARTER: GstRate = GstRate(25);
    pub const THREE: GstRate = GstRate(300);
    pub const FIVE: GstRate = GstRate(500);
    pub const TWELVE: GstRate = GstRate(1200);
    pub const EIGHTEEN: GstRate = GstRate(1800);
    pub const TWENTY_EIGHT: GstRate = GstRate(2800);

    /// A slab by its basis points (`1800` is 18 %).
    pub fn from_basis_points(basis_points: u32) -> Result<Self, GstRateError> {
        Self::SLABS
            .into_iter()
            .find(|slab| u32::from(slab.0) == basis_points)
            .ok_or(GstRateError::NotASlab)
    }

    #[must_use]
    pub const fn basis_points(self) -> u32 {
        self.0 as u32
    }
}

/// Reads a percentage as written on a form or in JSON: `18`, `0.25`, `5.0`.
impl FromStr for GstRate {
    type Err = GstRateError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim().trim_end_matches('%').trim();
        let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
        let digits =
            |part: &str| !part.is_empty() && part.len() <= 2 && part.bytes().all(|b| b.is_ascii_digit());
        if !digits(whole) || !(fraction.is_empty() || digits(fraction)) {
            return Err(GstRateError::NotASlab);
        }
        let whole: u32 = whole.parse().map_err(|_| GstRateError::NotASlab)?;
        let hundredths: u32 = match fraction.len() {
            0 => 0,
            1 => fraction.parse::<u32>().map_err(|_| GstRateError::NotASlab)? * 10,
            _ => fraction.parse().map_err(|_| GstRateError::NotASlab)?,
        };
        Self::from_basis_points(whole * 100 + hundredths)
    }
}

/// `18`, `0.25`: the percentage without a sign, as invoices and answers write it.
impl fmt::Display for GstRate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (whole, hundredths) = (self.0 / 100, self.0 % 100);
        match hundredths {
            0 => write!(f, "{whole}"),
            h if h % 10 == 0 => write!(f, "{whole}.{}", h / 10),
            h => write!(f, "{whole}.{h:02}"),
        }
    }
}

impl crate::Described for GstRateError {
    fn message(&self) -> crate::Message {
        crate::Message::new("field-gst-rate")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_slabs_are_rates() {
        for (text, shown) in [
            ("0", "0"),
            ("0.25", "0.25"),
            ("3", "3"),
            ("5.0", "5"),
            ("12", "12"),
            ("18%", "18"),
            (" 28 ", "28"),
        ] {
            assert_eq!(text.parse::<GstRate>().unwrap().to_string(), shown, "{text}");
        }
        for wrong in ["", "7", "18.5", "0.2", "-5", "1e1", "abc", "100", "5.001", ".5"] {
            assert_eq!(wrong.parse::<GstRate>(), Err(GstRateError::NotASlab), "{wrong:?}");
        }
        assert_eq!(GstRate::from_basis_points(25).unwrap().to_string(), "0.25");
        assert!(GstRate::from_basis_points(1000).is_err());
    }
}
