//! An amount in words, as Indian invoices write it: in the Indian system of lakhs and crores,
//! "Rupees One Lakh Twenty Thousand and Fifty Paise Only".

// Numbers here are grouped as India writes them (1,00,000 is a lakh), so they read as the words do.
#![allow(clippy::inconsistent_digit_grouping)]

use kernel::Money;

const ONES: [&str; 20] = [
    "Zero",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
];
const TENS: [&str; 10] = [
    "", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety",
];

/// 1 to 99.
fn below_hundred(n: u64, words: &mut Vec<&'static str>) {
    let n = usize::try_from(n).unwrap_or(0);
    if n < 20 {
        words.push(ONES[n]);
    } else {
        words.push(TENS[n / 10]);
        if n % 10 != 0 {
            words.push(ONES[n % 10]);
        }
    }
}

/// A whole number above zero in words, by crores, lakhs, thousands and hundreds; a number of
/// crores above 99 is itself written in words ("One Hundred Crore").
fn indian(n: u64, words: &mut Vec<&'static str>) {
    let crores = n / 1_00_00_000;
    if crores > 0 {
        indian(crores, words);
        words.push("Crore");
    }
    for (amount, name) in [
        ((n / 1_00_000) % 100, "Lakh"),
        ((n / 1_000) % 100, "Thousand"),
        ((n / 100) % 10, "Hundred"),
    ] {
        if amount > 0 {
            below_hundred(amount, words);
            words.push(name);
        }
    }
    if !n.is_multiple_of(100) {
        below_hundred(n % 100, words);
    }
}

/// "Rupees One Thousand Two Hundred Ninety Nine and Fifty Paise Only"; the sign is dropped (a
/// credit note writes its amount as a positive one).
#[must_use]
pub fn rupees_in_words(amount: Money) -> String {
    let paise = amount.paise().unsigned_abs();
    let (rupees, paise) = (paise / 100, paise % 100);
    let mut words = vec!["Rupees"];
    if rupees == 0 {
        words.push("Zero");
    } else {
        indian(rupees, &mut words);
    }
    if paise > 0 {
        words.push("and");
        below_hundred(paise, &mut words);
        words.push("Paise");
    }
    words.push("Only");
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(paise: i64) -> String {
        rupees_in_words(Money::from_paise(paise))
    }

    #[test]
    fn amounts_are_written_in_lakhs_and_crores() {
        assert_eq!(
            said(1_20_000_50),
            "Rupees One Lakh Twenty Thousand and Fifty Paise Only"
        );
        assert_eq!(said(0), "Rupees Zero Only");
        assert_eq!(said(5), "Rupees Zero and Five Paise Only");
        assert_eq!(
            said(1_299_50),
            "Rupees One Thousand Two Hundred Ninety Nine and Fifty Paise Only"
        );
        assert_eq!(said(10_00), "Rupees Ten Only");
        assert_eq!(said(1_00_00_000_00), "Rupees One Crore Only");
        assert_eq!(
            said(12_34_56_789_99),
            "Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and \
             Ninety Nine Paise Only"
        );
        assert_eq!(said(250_00_00_000_00), "Rupees Two Hundred Fifty Crore Only");
        assert_eq!(said(-4_05), "Rupees Four and Five Paise Only");
        assert_eq!(said(1_01_011_00), "Rupees One Lakh One Thousand Eleven Only");
    }
}
