//! A product's sizes as stored on its row (migration 10): each size between U+001F unit
//! separators, in the seller's order (`\x1fS\x1fM\x1f`), or empty for none. A size never holds a
//! control character (`catalog::Size`), so the separator cannot be part of one, and a size is
//! found in the column by looking for it between two separators.

use catalog::Sizes;

/// The unit separator between sizes.
const SEPARATOR: char = '\u{1f}';

/// The column's text for `sizes`.
pub(crate) fn column(sizes: &Sizes) -> String {
    let sizes = sizes.as_slice();
    if sizes.is_empty() {
        return String::new();
    }
    let mut text = String::from(SEPARATOR);
    for size in sizes {
        text.push_str(size.as_str());
        text.push(SEPARATOR);
    }
    text
}

/// The sizes in a column's text, in order.
pub(crate) fn split(column: &str) -> impl Iterator<Item = &str> {
    column.split(SEPARATOR).filter(|size| !size.is_empty())
}

/// What the column holds wherever it lists `size`: the size between two separators. None for a
/// text holding the separator, which no size can.
pub(crate) fn needle(size: &str) -> Option<String> {
    (!size.contains(SEPARATOR)).then(|| format!("{SEPARATOR}{size}{SEPARATOR}"))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn sizes_survive_the_column_in_order() {
        let sizes = Sizes::parse(["XL", "S", "UK 8", "Free Size"]).unwrap();
        let text = column(&sizes);
        assert_eq!(text, "\u{1f}XL\u{1f}S\u{1f}UK 8\u{1f}Free Size\u{1f}");
        assert_eq!(split(&text).collect::<Vec<_>>(), ["XL", "S", "UK 8", "Free Size"]);
    }

    #[test]
    fn no_sizes_is_an_empty_column() {
        let none = Sizes::parse([]).unwrap();
        assert_eq!(column(&none), "");
        assert_eq!(split("").count(), 0);
    }

    #[test]
    fn a_size_is_found_only_whole() {
        let text = column(&Sizes::parse(["XL", "S"]).unwrap());
        assert!(text.contains(&needle("S").unwrap()));
        assert!(text.contains(&needle("XL").unwrap()));
        assert!(
            !text.contains(&needle("L").unwrap()),
            "L is part of XL, not a size of its own"
        );
        assert_eq!(needle("S\u{1f}XL"), None, "no size holds the separator");
    }
}
