//! Search as the shopper types: every word must match, each as a word prefix, and a word the
//! catalogue does not know is widened to the known words a small typo away (ADR 0006).
//!
//! The rules live here; the index (SQLite FTS5, PostgreSQL `tsvector`) lives in the adapter,
//! which is handed a [`SearchPlan`] of plain alphanumeric terms, so no user text ever reaches a
//! query language unescaped.

use crate::category::Category;

/// What a shopper typed, split into lower-case words of letters and digits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchText {
    terms: Vec<String>,
}

impl SearchText {
    /// Words beyond this are ignored: nobody types more, and each costs an index lookup.
    pub const MAX_TERMS: usize = 8;
    /// Longer "words" are cut: no catalogue word is longer, and it bounds the work per word.
    pub const MAX_TERM_CHARS: usize = 40;

    /// `None` when the text holds no letters or digits at all.
    #[must_use]
    pub fn parse(raw: &str) -> Option<Self> {
        let terms: Vec<String> = words(raw)
            .map(|word| word.chars().take(Self::MAX_TERM_CHARS).collect())
            .take(Self::MAX_TERMS)
            .collect();
        (!terms.is_empty()).then_some(Self { terms })
    }

    #[must_use]
    pub fn terms(&self) -> &[String] {
        &self.terms
    }
}

/// The lower-case words of a text, as both search indexes split it.
pub fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
}

/// One word of the search: it matches as a prefix, or exactly as one of its corrections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermGroup {
    pub prefix: String,
    pub corrections: Vec<String>,
}

/// Every group must match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchPlan {
    pub groups: Vec<TermGroup>,
}

/// Colour words shoppers search by, whether or not a product of that colour is listed now. They
/// are never "corrected": "black" once became "block" because no black product had yet put the
/// word in the vocabulary.
const COLOURS: &[&str] = &[
    "aqua",
    "beige",
    "black",
    "blue",
    "bronze",
    "brown",
    "burgundy",
    "charcoal",
    "copper",
    "coral",
    "cream",
    "crimson",
    "cyan",
    "gold",
    "golden",
    "gray",
    "green",
    "grey",
    "indigo",
    "ivory",
    "khaki",
    "lavender",
    "lilac",
    "magenta",
    "maroon",
    "mint",
    "multicolor",
    "multicolour",
    "mustard",
    "navy",
    "olive",
    "orange",
    "peach",
    "pink",
    "purple",
    "red",
    "rose",
    "rust",
    "saffron",
    "silver",
    "tan",
    "teal",
    "turquoise",
    "violet",
    "white",
    "wine",
    "yellow",
];

/// Whether `term` is a known colour or a word of a category's name: such a word is meant as
/// written and never corrected to another. (Brands are known from the catalogue's own
/// vocabulary, which matches them as prefixes before any correction is tried.)
#[must_use]
pub fn is_known_word(term: &str) -> bool {
    COLOURS.binary_search(&term).is_ok()
        || Category::ALL
            .iter()
            .any(|category| words(category.name()).any(|word| word == term))
}

/// How far a word may be from the word meant: one edit for short words, two for long ones.
/// Words under four letters are never corrected; too many real words lie one edit apart.
#[must_use]
pub fn allowed_edits(term: &str) -> usize {
    match term.chars().count() {
        0..=3 => 0,
        4..=6 => 1,
        _ => 2,
    }
}

/// The vocabulary words within [`allowed_edits`] of `term` (transpositions count as one edit),
/// closest first, at most `limit`.
#[must_use]
pub fn corrections<'a>(
    term: &str,
    vocabulary: impl IntoIterator<Item = &'a str>,
    limit: usize,
) -> Vec<String> {
    let allowed = allowed_edits(term);
    if allowed == 0 {
        return Vec::new();
    }
    let mut near: Vec<(usize, &str)> = vocabulary
        .into_iter()
        .filter(|word| *word != term)
        .map(|word| (strsim::damerau_levenshtein(term, word), word))
        .filter(|(distance, _)| *distance <= allowed)
        .collect();
    near.sort_unstable();
    near.into_iter()
        .take(limit)
        .map(|(_, word)| word.to_owned())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_split_into_lower_case_words_of_letters_and_digits() {
        let text = SearchText::parse("  Blue T-Shirt, size 42!  ").unwrap();
        assert_eq!(text.terms(), ["blue", "t", "shirt", "size", "42"]);
        assert!(SearchText::parse(" -- '; DROP TABLE products; -- ").is_some());
        assert_eq!(SearchText::parse("*** ''' %%%"), None);
    }

    #[test]
    fn query_language_characters_never_survive_parsing() {
        let text = SearchText::parse(r#"kurta" OR name:* AND (x) NEAR/2 'y' \ %_"#).unwrap();
        for term in text.terms() {
            assert!(term.chars().all(char::is_alphanumeric), "{term:?}");
        }
    }

    #[test]
    fn long_input_is_bounded_in_words_and_in_letters() {
        let text = SearchText::parse(&"word ".repeat(2_000)).unwrap();
        assert_eq!(text.terms().len(), SearchText::MAX_TERMS);
        let long = SearchText::parse(&"a".repeat(10_000)).unwrap();
        assert_eq!(long.terms()[0].chars().count(), SearchText::MAX_TERM_CHARS);
    }

    #[test]
    fn indian_scripts_are_words_too() {
        let text = SearchText::parse("साड़ी silk").unwrap();
        assert_eq!(text.terms().len(), 3, "{:?}", text.terms());
    }

    #[test]
    fn a_transposed_or_missing_letter_is_corrected() {
        let vocabulary = ["shirt", "shorts", "skirt", "saree", "kurta", "kurti"];
        assert_eq!(corrections("shrit", vocabulary, 3), ["shirt"]);
        assert_eq!(corrections("kruta", vocabulary, 3), ["kurta"]);
        assert_eq!(corrections("sare", vocabulary, 3), ["saree"]);
    }

    #[test]
    fn colours_and_category_words_are_known_and_the_colour_list_is_sorted() {
        assert!(
            COLOURS.windows(2).all(|pair| pair[0] < pair[1]),
            "binary search needs order"
        );
        for word in ["black", "navy", "kitchen", "jewellery", "women"] {
            assert!(is_known_word(word), "{word}");
        }
        for word in ["block", "kurta", "blak"] {
            assert!(!is_known_word(word), "{word}");
        }
    }

    #[test]
    fn short_words_are_never_corrected_and_far_words_never_offered() {
        let vocabulary = ["top", "tops", "toy"];
        assert!(corrections("tpo", vocabulary, 3).is_empty());
        assert!(corrections("jacket", ["blanket", "pocket"], 3).is_empty());
        assert!(corrections("sandals", ["kurta"], 3).is_empty());
    }

    #[test]
    fn the_closest_corrections_come_first() {
        let found = corrections("kurtaa", ["kurti", "kurta"], 1);
        assert_eq!(found, ["kurta"]);
    }
}
