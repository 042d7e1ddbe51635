//! Masking phone numbers and email addresses in what the parties write. Marketplaces keep the
//! trade on the platform, where a refund, a return and a complaint are possible; a number typed
//! into a chat is the usual way off it. The masked text is what is kept: neither party, nor the
//! Admin, ever reads the original.
//!
//! A phone number is a run of at least ten digits (an Indian mobile, or a landline with its STD
//! code; `+91` adds two), written in any script's digits and broken up by spaces, dashes, dots or
//! brackets as people do: "98765 43210", "+91-98765-43210", "(080) 2345 6789". Shorter runs stay:
//! a price, a PIN code, a size or a quantity. An email address is a word with an `@` between a
//! name and a domain that has a dot.

/// What stands in for a masked number or address.
pub const MASK: &str = "••••••";

/// Fewest digits in a run that counts as a phone number.
const PHONE_DIGITS: usize = 10;

/// `text` with every phone number and email address replaced by [`MASK`].
#[must_use]
pub fn mask_contacts(text: &str) -> String {
    mask_phones(&mask_emails(text))
}

/// Whether `text` held something [`mask_contacts`] masks.
#[must_use]
pub fn has_contacts(text: &str) -> bool {
    mask_contacts(text) != text
}

fn is_digit(c: char) -> bool {
    // Any script's decimal digits: Hindi and Tamil speakers may type their own.
    c.is_ascii_digit() || (c.is_numeric() && !c.is_ascii())
}

fn is_separator(c: char) -> bool {
    matches!(c, ' ' | '-' | '.' | '(' | ')' | '\u{a0}' | '/')
}

fn mask_phones(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let starts_number = is_digit(chars[i])
            || (matches!(chars[i], '+' | '(') && chars.get(i + 1).copied().is_some_and(is_digit));
        if !starts_number {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        // The run: digits, with single separators between them (a `+` or `(` may lead).
        let mut end = i + 1;
        let mut last_digit = if is_digit(chars[i]) { Some(i) } else { None };
        let mut digits = usize::from(is_digit(chars[i]));
        while end < chars.len() {
            let c = chars[end];
            if is_digit(c) {
                digits += 1;
                last_digit = Some(end);
                end += 1;
            } else if is_separator(c)
                && end + 1 < chars.len()
                && (is_digit(chars[end + 1])
                    || is_separator(chars[end + 1]) && chars.get(end + 2).copied().is_some_and(is_digit))
            {
                end += 1;
            } else {
                break;
            }
        }
        let Some(last) = last_digit else {
            out.push(chars[i]);
            i += 1;
            continue;
        };
        if digits >= PHONE_DIGITS {
            out.push_str(MASK);
            // A closing bracket that belongs to the number goes with it.
            i = last + 1;
        } else {
            out.extend(&chars[i..=last]);
            i = last + 1;
        }
    }
    out
}

fn mask_emails(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        let word_end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let (word, after) = rest.split_at(word_end);
        out.push_str(&mask_word(word));
        let space_end = after.find(|c: char| !c.is_whitespace()).unwrap_or(after.len());
        out.push_str(&after[..space_end]);
        rest = &after[space_end..];
    }
    out
}

/// One word, with an email address in it masked: leading and trailing punctuation stay.
fn mask_word(word: &str) -> String {
    let Some(at) = word.find('@') else {
        return word.to_owned();
    };
    let edge = |c: char| !(c.is_alphanumeric() || matches!(c, '.' | '_' | '-' | '+' | '%' | '@'));
    let start = word[..at]
        .rfind(edge)
        .map_or(0, |i| i + word[i..].chars().next().map_or(1, char::len_utf8));
    let end = word[at..].find(edge).map_or(word.len(), |i| at + i);
    let local = &word[start..at];
    let domain = word[at + 1..end].trim_end_matches('.');
    let is_email = !local.is_empty()
        && domain
            .split_once('.')
            .is_some_and(|(name, tld)| !name.is_empty() && !tld.is_empty());
    if is_email {
        format!("{}{MASK}{}", &word[..start], &word[at + 1 + domain.len()..])
    } else {
        word.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn numbers_and_addresses_as_people_write_them_are_masked() {
        for (said, kept) in [
            ("call me on 9876543210", "call me on ••••••"),
            ("call 98765 43210 after 6", "call •••••• after 6"),
            ("+91-98765-43210.", "••••••."),
            ("(080) 2345 6789 is the shop", "•••••• is the shop"),
            ("फ़ोन ९८७६५४३२१० पर", "फ़ोन •••••• पर"),
            ("mail priya.nair@gmail.com today", "mail •••••• today"),
            ("(priya@example.in)", "(••••••)"),
        ] {
            assert_eq!(mask_contacts(said), kept, "{said}");
        }
    }

    #[test]
    fn prices_pin_codes_sizes_and_handles_are_left_alone() {
        for text in [
            "₹1,299 for size 42, PIN 560001",
            "order of 12 pieces by 3 Dec 2026",
            "follow @banarassilk on the site",
            "is it 100% cotton? 2 x 1.5 m",
            "write to us at the shop",
        ] {
            assert_eq!(mask_contacts(text), text);
            assert!(!has_contacts(text));
        }
    }

    fn mobile() -> impl Strategy<Value = String> {
        // A mobile number, written with one of the usual breaks.
        (
            "[6-9][0-9]{9}",
            prop::sample::select(vec!["", " ", "-", "."]),
            any::<bool>(),
        )
            .prop_map(|(digits, sep, prefix)| {
                let (a, b) = digits.split_at(5);
                let number = format!("{a}{sep}{b}");
                if prefix {
                    format!("+91{sep}{number}")
                } else {
                    number
                }
            })
    }

    fn email() -> impl Strategy<Value = String> {
        "[a-z][a-z0-9._]{0,12}@[a-z]{2,10}\\.(com|in|co\\.in|org)"
    }

    proptest! {
        #[test]
        fn no_mobile_number_survives_in_any_sentence(before in "[a-zA-Z ,?]{0,30}", number in mobile(), after in "[a-zA-Z ,?]{0,30}") {
            let masked = mask_contacts(&format!("{before} {number} {after}"));
            let digits: String = masked.chars().filter(char::is_ascii_digit).collect();
            prop_assert!(digits.len() < 10, "{masked}");
            prop_assert!(masked.contains(MASK));
        }

        #[test]
        fn no_email_address_survives_in_any_sentence(before in "[a-zA-Z ,?]{0,30}", address in email(), after in "[a-zA-Z ,?]{0,30}") {
            let masked = mask_contacts(&format!("{before} {address} {after}"));
            prop_assert!(!masked.contains('@'), "{masked}");
            prop_assert!(masked.contains(MASK));
        }

        #[test]
        fn masking_twice_changes_nothing_more(text in "[a-z0-9@. +-]{0,60}") {
            let once = mask_contacts(&text);
            prop_assert_eq!(mask_contacts(&once), once.clone());
        }

        #[test]
        fn text_without_ten_digits_or_an_at_sign_is_kept_as_written(text in "[^@]{0,80}") {
            prop_assume!(text.chars().filter(|c| is_digit(*c)).count() < 10);
            prop_assert_eq!(mask_contacts(&text), text);
        }
    }
}
