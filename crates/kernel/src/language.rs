//! The languages Haat speaks, and the port that says a text in one of them.
//!
//! Every text a person reads from the server (an error's message, what is wrong with a field, an
//! email) has a stable message id; [`Texts`] turns an id and its arguments into the text in a
//! [`Language`]. Domain crates name ids and arguments only, through [`Message`]; the catalogue
//! itself (the `texts` crate) is an adapter.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A language Haat speaks; English unless someone chose another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub enum Language {
    /// English, the default and the fallback of every text.
    #[default]
    En,
    /// Hindi.
    Hi,
    /// Spanish.
    Es,
    /// French.
    Fr,
}

/// A language code Haat does not speak.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a language Haat speaks; use one of en, hi, es or fr")]
pub struct UnknownLanguage(pub String);

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 4] = [Language::En, Language::Hi, Language::Es, Language::Fr];

    /// The language's code, as it travels in JSON, sessions, the database and `Content-Language`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Hi => "hi",
            Language::Es => "es",
            Language::Fr => "fr",
        }
    }

    /// The language with exactly this code (`en`, `hi`, `es` or `fr`, lower case).
    ///
    /// # Errors
    /// [`UnknownLanguage`] for anything else, `EN` and `en-IN` included.
    pub fn parse(code: &str) -> Result<Self, UnknownLanguage> {
        Self::ALL
            .into_iter()
            .find(|language| language.code() == code)
            .ok_or_else(|| UnknownLanguage(code.chars().take(32).collect()))
    }

    /// The language a browser's `Accept-Language` header prefers most among those Haat speaks:
    /// entries are weighed by their `q` (1 when absent; 0 means "not this one"), a regional tag
    /// counts for its primary language (`hi-IN` is Hindi), and the earlier of two equal entries
    /// wins. `None` when the header names none of Haat's languages (or only `*`).
    #[must_use]
    pub fn from_accept_language(header: &str) -> Option<Language> {
        let mut best: Option<(Language, u16)> = None;
        for entry in header.split(',') {
            let mut parts = entry.split(';');
            let tag = parts.next().unwrap_or_default().trim();
            let primary = tag
                .split(['-', '_'])
                .next()
                .unwrap_or_default()
                .to_ascii_lowercase();
            let Ok(language) = Language::parse(&primary) else {
                continue;
            };
            let mut weight = 1000;
            for parameter in parts {
                let Some((name, value)) = parameter.split_once('=') else {
                    continue;
                };
                if name.trim().eq_ignore_ascii_case("q") {
                    weight = quality(value.trim()).unwrap_or(0);
                }
            }
            if weight > 0 && best.is_none_or(|(_, best_weight)| weight > best_weight) {
                best = Some((language, weight));
            }
        }
        best.map(|(language, _)| language)
    }
}

/// An HTTP quality value (`0` to `1` with up to three decimals) in thousandths; `None` when it is
/// not one.
fn quality(value: &str) -> Option<u16> {
    let (whole, fraction) = value.split_once('.').unwrap_or((value, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths = fraction
        .bytes()
        .chain(std::iter::repeat(b'0'))
        .take(3)
        .fold(0u16, |acc, b| acc * 10 + u16::from(b - b'0'));
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl std::str::FromStr for Language {
    type Err = UnknownLanguage;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Language::parse(s)
    }
}

impl Serialize for Language {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Language {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let code = String::deserialize(deserializer)?;
        Language::parse(&code).map_err(serde::de::Error::custom)
    }
}

/// A text to say to a person, by its message id in the catalogue and the values it names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The message id, e.g. `field-email-invalid`.
    pub id: &'static str,
    /// The values the text names, e.g. `("limit", "5")`.
    pub args: Vec<(&'static str, String)>,
    /// The values that are words to translate themselves (an order status's name, what is wrong
    /// with one image of several): messages said in the same language as this one.
    pub parts: Vec<(&'static str, Message)>,
}

impl Message {
    /// A message without values.
    #[must_use]
    pub const fn new(id: &'static str) -> Self {
        Self {
            id,
            args: Vec::new(),
            parts: Vec::new(),
        }
    }

    /// The message with one more named value.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl ToString) -> Self {
        self.args.push((name, value.to_string()));
        self
    }

    /// The message with one more named value that is a message itself, said in the language
    /// this one is said in.
    #[must_use]
    pub fn with_message(mut self, name: &'static str, part: Message) -> Self {
        self.parts.push((name, part));
        self
    }

    /// The text in `language`.
    #[must_use]
    pub fn say(&self, texts: &dyn Texts, language: Language) -> String {
        let args: Vec<(&str, String)> = self
            .args
            .iter()
            .map(|(n, v)| (*n, v.clone()))
            .chain(self.parts.iter().map(|(n, part)| (*n, part.say(texts, language))))
            .collect();
        texts.text(language, self.id, &args)
    }
}

/// What a domain error says to a person about the input it refuses. Its `Display` stays the
/// English text for logs; this is the catalogue's message for it.
pub trait Described {
    /// The message that tells a person what is wrong.
    fn message(&self) -> Message;
}

/// A message says itself.
impl Described for Message {
    fn message(&self) -> Message {
        self.clone()
    }
}

/// The message catalogue: every text the server says to people, in each [`Language`].
pub trait Texts: Send + Sync + 'static {
    /// The text with this message id in `language`, with `args` filled in; the English text when
    /// the language lacks it, and the id itself when no language has it.
    fn text(&self, language: Language, id: &str, args: &[(&str, String)]) -> String;

    /// Whether the catalogue has a message with this id in `language` itself (no fallback).
    fn has(&self, language: Language, id: &str) -> bool;
}

/// A catalogue for tests that shows what was asked of it: each text is `id@language` followed by
/// its arguments as `name=value`.
#[derive(Debug, Clone, Copy, Default)]
pub struct EchoTexts;

impl Texts for EchoTexts {
    fn text(&self, language: Language, id: &str, args: &[(&str, String)]) -> String {
        args.iter()
            .fold(format!("{id}@{language}"), |text, (name, value)| {
                format!("{text} {name}={value}")
            })
    }

    fn has(&self, _: Language, _: &str) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn codes_round_trip_and_english_is_the_default() {
        for language in Language::ALL {
            assert_eq!(Language::parse(language.code()), Ok(language));
            assert_eq!(language.to_string(), language.code());
        }
        assert_eq!(Language::default(), Language::En);
        assert_eq!(Language::ALL.map(Language::code), ["en", "hi", "es", "fr"]);
    }

    #[test]
    fn parsing_is_strict() {
        for bad in ["", "EN", "Hi", "en-IN", " en", "de", "hindi"] {
            let error = Language::parse(bad).unwrap_err();
            assert!(error.to_string().contains("en, hi, es or fr"), "{error}");
        }
    }

    #[test]
    fn serde_reads_the_code_and_nothing_else() {
        use serde::de::IntoDeserializer;
        use serde::de::value::{Error, StrDeserializer};
        let read = |code: &str| Language::deserialize::<StrDeserializer<'_, Error>>(code.into_deserializer());
        assert_eq!(read("fr").unwrap(), Language::Fr);
        assert!(read("xx").unwrap_err().to_string().contains("en, hi, es or fr"));
    }

    #[test]
    fn accept_language_honours_regions_and_weights() {
        let pick = Language::from_accept_language;
        assert_eq!(pick("hi-IN"), Some(Language::Hi));
        assert_eq!(pick("fr-CA;q=0.8"), Some(Language::Fr));
        assert_eq!(pick("de-DE, fr-CA;q=0.8, en;q=0.5"), Some(Language::Fr));
        assert_eq!(pick("en;q=0.5, es;q=0.9"), Some(Language::Es));
        assert_eq!(pick("en-GB,en;q=0.9,hi;q=0.8"), Some(Language::En));
        assert_eq!(pick("HI"), Some(Language::Hi));
        assert_eq!(pick("es;q=0, fr;q=0.1"), Some(Language::Fr));
        assert_eq!(pick("es;q=1.000"), Some(Language::Es));
        assert_eq!(pick("fr;q=0.5, hi;q=0.5"), Some(Language::Fr));
        assert_eq!(pick("de, ja;q=0.9"), None);
        assert_eq!(pick("*"), None);
        assert_eq!(pick(""), None);
        assert_eq!(pick("hi;q=2"), None);
        assert_eq!(pick("hi;q=abc"), None);
    }

    #[test]
    fn a_message_inside_a_message_is_said_in_the_same_language() {
        let message = Message::new("outer")
            .with("count", 2)
            .with_message("inner", Message::new("inner-id").with("n", 1));
        assert_eq!(
            message.say(&EchoTexts, Language::Fr),
            "outer@fr count=2 inner=inner-id@fr n=1"
        );
    }

    proptest! {
        #[test]
        fn any_header_is_read_without_panicking(header in any::<String>()) {
            let _ = Language::from_accept_language(&header);
        }

        #[test]
        fn headers_made_of_tags_and_weights_never_panic(
            header in "([a-zA-Z*_-]{0,12}(;[ ]?[qQ]=[0-9.]{0,6})?[, ]{0,2}){0,8}"
        ) {
            let _ = Language::from_accept_language(&header);
        }
    }
}
