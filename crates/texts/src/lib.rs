//! Haat's message catalogue: every text the server says to people, in English, Hindi, Spanish and
//! French, as Fluent files under `locales/<language>/` compiled into the binary.
//!
//! [`Catalogue`] implements the kernel's [`Texts`] port. A text missing in a language falls back to
//! English; an id no language has comes back as the id itself (and the tests below make sure
//! neither happens).

use std::borrow::Cow;
use std::collections::HashMap;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader};
use kernel::{Language, Texts};

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./locales",
        fallback_language: "en",
        // Fluent would wrap every value in Unicode isolation marks; the texts go into JSON and
        // plain-text emails, where those marks are invisible noise.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// The catalogue compiled from `locales/`.
#[derive(Debug, Clone, Copy, Default)]
pub struct Catalogue;

/// The one catalogue.
pub static CATALOGUE: Catalogue = Catalogue;

/// The Fluent files of `language`, as compiled in.
fn sources(language: Language) -> [&'static str; 5] {
    macro_rules! files {
        ($code:literal) => {
            [
                include_str!(concat!("../locales/", $code, "/errors.ftl")),
                include_str!(concat!("../locales/", $code, "/fields.ftl")),
                include_str!(concat!("../locales/", $code, "/emails.ftl")),
                include_str!(concat!("../locales/", $code, "/documents.ftl")),
                include_str!(concat!("../locales/", $code, "/notices.ftl")),
            ]
        };
    }
    match language {
        Language::En => files!("en"),
        Language::Hi => files!("hi"),
        Language::Es => files!("es"),
        Language::Fr => files!("fr"),
    }
}

fn identifier(language: Language) -> LanguageIdentifier {
    match language {
        Language::En => fluent_templates::langid!("en"),
        Language::Hi => fluent_templates::langid!("hi"),
        Language::Es => fluent_templates::langid!("es"),
        Language::Fr => fluent_templates::langid!("fr"),
    }
}

impl Texts for Catalogue {
    fn text(&self, language: Language, id: &str, args: &[(&str, String)]) -> String {
        let args: HashMap<Cow<'static, str>, FluentValue<'_>> = args
            .iter()
            .map(|(name, value)| (Cow::Owned((*name).to_owned()), FluentValue::from(value.clone())))
            .collect();
        LOCALES
            .try_lookup_complete(&identifier(language), id, Some(&args))
            .unwrap_or_else(|| id.to_owned())
    }

    fn has(&self, language: Language, id: &str) -> bool {
        sources(language).iter().any(|source| {
            source.lines().any(|line| {
                line.strip_prefix(id)
                    .is_some_and(|rest| rest.trim_start().starts_with('='))
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    use super::*;

    const FILES: [&str; 5] = ["errors", "fields", "emails", "documents", "notices"];

    /// Each message a file defines: its id and the names of the values it takes.
    fn messages(language: Language, file: &str) -> Vec<(String, Vec<String>)> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(language.code())
            .join(format!("{file}.ftl"));
        let text = std::fs::read_to_string(&path).unwrap();
        text.lines()
            .filter(|line| line.starts_with(|c: char| c.is_ascii_lowercase()))
            .map(|line| {
                let (id, value) = line.split_once('=').unwrap();
                let names = value
                    .split("{ $")
                    .skip(1)
                    .map(|rest| rest.split(' ').next().unwrap().to_owned())
                    .collect();
                (id.trim().to_owned(), names)
            })
            .collect()
    }

    /// The message ids a file defines.
    fn ids(language: Language, file: &str) -> BTreeSet<String> {
        messages(language, file).into_iter().map(|(id, _)| id).collect()
    }

    #[test]
    fn every_language_has_exactly_the_ids_english_has() {
        for file in FILES {
            let english = ids(Language::En, file);
            assert!(english.len() > 10, "{file}.ftl has {} ids", english.len());
            for language in [Language::Hi, Language::Es, Language::Fr] {
                let other = ids(language, file);
                let missing: Vec<_> = english.difference(&other).collect();
                let extra: Vec<_> = other.difference(&english).collect();
                assert!(
                    missing.is_empty() && extra.is_empty(),
                    "{language}/{file}.ftl lacks {missing:?} and has {extra:?} that en lacks"
                );
                for id in &english {
                    assert!(CATALOGUE.has(language, id), "{language} cannot say {id}");
                }
            }
        }
    }

    #[test]
    fn every_translation_takes_the_values_english_takes() {
        for file in FILES {
            let english: Vec<(String, Vec<String>)> = messages(Language::En, file);
            for language in [Language::Hi, Language::Es, Language::Fr] {
                let translated = messages(language, file);
                for (id, names) in &english {
                    let mut wanted = names.clone();
                    wanted.sort();
                    let Some((_, theirs)) = translated.iter().find(|(other, _)| other == id) else {
                        continue;
                    };
                    let mut theirs = theirs.clone();
                    theirs.sort();
                    // A value the translation leaves out would be lost; one English lacks would
                    // never be given and come out as an error in the text.
                    assert_eq!(theirs, wanted, "{language}/{file}.ftl: {id}");
                }
            }
        }
    }

    #[test]
    fn translations_are_not_english_copies() {
        // Ids whose text is the same in every language on purpose (codes, names, formats).
        let same_everywhere = [
            "media-json",
            "email-payout-upi",
            "email-date",
            // The tax's and codes' own names, and words the same in Spanish.
            "invoice-no",
            "invoice-gstin",
            "invoice-column-hsn",
            "invoice-column-total",
            "invoice-total-cgst",
            "invoice-total-sgst",
            "invoice-total-utgst",
            "invoice-total-igst",
            // The statement's columns that French or Spanish write as English does.
            "statement-column-date",
            "statement-column-commission",
            "statement-column-tcs",
            "statement-column-tds",
            "statement-column-net",
            "statement-total",
            // A bulk upload's picture and its problem, each already in the seller's language.
            "bulk-image-entry",
        ];
        for file in FILES {
            for (id, names) in messages(Language::En, file) {
                if same_everywhere.contains(&id.as_str()) {
                    continue;
                }
                let args: Vec<(&str, String)> = names.iter().map(|n| (n.as_str(), "X".to_owned())).collect();
                let english = CATALOGUE.text(Language::En, &id, &args);
                assert_ne!(english, id, "English cannot say {id} with {names:?}");
                for language in [Language::Hi, Language::Es, Language::Fr] {
                    let translated = CATALOGUE.text(language, &id, &args);
                    assert_ne!(translated, english, "{language} says {id} in English");
                }
            }
        }
    }

    #[test]
    fn arguments_are_filled_in_without_isolation_marks() {
        let args = [("seconds", "42".to_owned())];
        assert_eq!(
            CATALOGUE.text(Language::En, "error-too_many_requests", &args),
            "Too many attempts. Please wait 42 seconds and try again."
        );
        assert_eq!(
            CATALOGUE.text(Language::Hi, "error-too_many_requests", &args),
            "बहुत ज़्यादा प्रयास हो गए। कृपया 42 सेकंड रुककर फिर से कोशिश करें।"
        );
        assert_eq!(
            CATALOGUE.text(Language::Fr, "field-required", &[]),
            "est obligatoire"
        );
        assert_eq!(
            CATALOGUE.text(
                Language::Es,
                "email-withdrawal-paid-subject",
                &[("amount", "₹1,500.00".into())]
            ),
            "Tu retiro de ₹1,500.00 se ha pagado"
        );
    }

    #[test]
    fn an_unknown_id_comes_back_as_itself() {
        assert_eq!(
            CATALOGUE.text(Language::Hi, "no-such-message", &[]),
            "no-such-message"
        );
        assert!(!CATALOGUE.has(Language::En, "no-such-message"));
    }
}
