//! Every email Haat sends, drawn from two askama templates in `templates/`: `letter.html` and
//! `letter.txt` (ADR 0028). A use case fills a [`Letter`] with texts it has already taken from the
//! message catalogue in the recipient's language; the templates lay those blocks out. Askama
//! checks both templates against these structs when the crate compiles, and escapes every value
//! in the HTML part, so a shop called `Tea <b>& Co` can never become markup.

use askama::Template;
use chrono::Datelike as _;
use kernel::{Language, Money, OutgoingEmail, Texts};

/// An email before layout: blocks in the order they are shown.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Letter {
    pub subject: String,
    /// "Dear Asha,".
    pub greeting: String,
    pub paragraphs: Vec<String>,
    /// Orders or other itemised money: one table each.
    pub cards: Vec<Card>,
    /// Label and value pairs under the tables: a courier, a tracking number, a reason.
    pub details: Vec<Detail>,
    /// The button that takes the reader to the right page.
    pub action: Option<Action>,
    /// Said under the button, above the link written out, for clients that show no buttons.
    pub fallback: Option<String>,
    pub signature: String,
    pub footer: Option<Footer>,
}

/// A table of rows with amounts, such as one shop's order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Card {
    pub title: String,
    pub rows: Vec<Row>,
    pub totals: Vec<Row>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    pub label: String,
    pub quantity: Option<u32>,
    /// Already formatted: an en-IN rupee amount (`₹1,299.00`), or a plain figure.
    pub amount: String,
}

impl Row {
    /// A line of goods: its name, how many and what they cost.
    #[must_use]
    pub fn item(label: impl Into<String>, quantity: u32, amount: Money) -> Self {
        Self {
            label: label.into(),
            quantity: Some(quantity),
            amount: amount.to_string(),
        }
    }

    /// A sum, such as the order total.
    #[must_use]
    pub fn total(label: impl Into<String>, amount: Money) -> Self {
        Self {
            label: label.into(),
            quantity: None,
            amount: amount.to_string(),
        }
    }

    /// A figure that is not money, such as a count of orders.
    #[must_use]
    pub fn figure(label: impl Into<String>, figure: impl ToString) -> Self {
        Self {
            label: label.into(),
            quantity: None,
            amount: figure.to_string(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Detail {
    pub label: String,
    pub value: String,
}

impl Detail {
    #[must_use]
    pub fn new(label: impl Into<String>, value: impl Into<String>) -> Self {
        Self {
            label: label.into(),
            value: value.into(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Action {
    pub label: String,
    /// An absolute URL on the marketplace.
    pub url: String,
}

impl Action {
    #[must_use]
    pub fn new(label: impl Into<String>, url: impl Into<String>) -> Self {
        Self {
            label: label.into(),
            url: url.into(),
        }
    }
}

/// Who sends the email, as the law asks a marketplace to say, and where to switch such emails off.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Footer {
    /// The operator's legal name, address and contact, one line each.
    pub lines: Vec<String>,
    /// The account's notification settings.
    pub settings: Option<Action>,
}

/// A day as emails write it, "3 December 2026", in `language`.
#[must_use]
pub fn date(texts: &dyn Texts, language: Language, day: chrono::NaiveDate) -> String {
    texts.text(
        language,
        "email-date",
        &[
            ("day", day.day().to_string()),
            (
                "month",
                texts.text(language, &format!("month-{}", day.month()), &[]),
            ),
            ("year", day.year().to_string()),
        ],
    )
}

#[derive(Template)]
#[template(path = "letter.html")]
struct Html<'a> {
    language: &'a str,
    subject: &'a str,
    greeting: &'a str,
    paragraphs: &'a [String],
    cards: &'a [Card],
    details: &'a [Detail],
    action: &'a Option<Action>,
    fallback: &'a Option<String>,
    signature: &'a str,
    footer: &'a Option<Footer>,
}

#[derive(Template)]
#[template(path = "letter.txt")]
struct Text<'a> {
    greeting: &'a str,
    paragraphs: &'a [String],
    cards: &'a [Card],
    details: &'a [Detail],
    action: &'a Option<Action>,
    signature: &'a str,
    footer: &'a Option<Footer>,
}

/// Askama fails only when a filter fails or the writer does; these templates use no fallible
/// filter and write into a `String`, so rendering cannot fail.
const WHY_INFALLIBLE: &str = "the email templates use no fallible filter and render into a String";

impl Letter {
    /// Lays the letter out for `to` (an address its sender has validated), in `language`.
    #[must_use]
    pub fn render(&self, to: &str, language: Language) -> OutgoingEmail {
        let html = Html {
            language: language.code(),
            subject: &self.subject,
            greeting: &self.greeting,
            paragraphs: &self.paragraphs,
            cards: &self.cards,
            details: &self.details,
            action: &self.action,
            fallback: &self.fallback,
            signature: &self.signature,
            footer: &self.footer,
        }
        .render()
        .unwrap_or_else(|error| unreachable!("{error}: {WHY_INFALLIBLE}"));
        let text = Text {
            greeting: &self.greeting,
            paragraphs: &self.paragraphs,
            cards: &self.cards,
            details: &self.details,
            action: &self.action,
            signature: &self.signature,
            footer: &self.footer,
        }
        .render()
        .unwrap_or_else(|error| unreachable!("{error}: {WHY_INFALLIBLE}"));
        OutgoingEmail {
            to: to.to_owned(),
            subject: self.subject.clone(),
            text,
            html: Some(html),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn full() -> Letter {
        Letter {
            subject: "Your order from Tea <b>& Co".into(),
            greeting: "Dear <Asha>,".into(),
            paragraphs: vec!["Thank you for your order.".into(), "Line one\nline two".into()],
            cards: vec![Card {
                title: "Order #1A2B3C4D from Tea <b>& Co".into(),
                rows: vec![Row::item("Assam <tea>", 2, Money::from_paise(1_29_900))],
                totals: vec![Row::total("Total", Money::from_paise(1_00_000_00))],
            }],
            details: vec![Detail::new("Tracking number", "AWB<1>")],
            action: Some(Action::new(
                "Track your order",
                "https://haat.example/user/track/order/1?a=1&b=2",
            )),
            fallback: Some("If the button does not work, open this link:".into()),
            signature: "The Haat team".into(),
            footer: Some(Footer {
                lines: vec!["Haat Marketplace Pvt Ltd, Bengaluru".into()],
                settings: Some(Action::new(
                    "Email settings",
                    "https://haat.example/profile?tab=notifications",
                )),
            }),
        }
    }

    #[test]
    fn the_html_part_escapes_every_value_and_keeps_the_amounts() {
        let email = full().render("asha@example.com", Language::Hi);
        let html = email.html.unwrap();
        assert!(html.contains("<html lang=\"hi\">"));
        assert!(
            html.contains("Dear &#60;Asha&#62;,") || html.contains("Dear &lt;Asha&gt;,"),
            "{html}"
        );
        assert!(!html.contains("<Asha>") && !html.contains("<b>&"), "{html}");
        assert!(!html.contains("<tea>"));
        assert!(html.contains("₹1,299.00") && html.contains("₹1,00,000.00"));
        assert!(html.contains("× 2"));
        assert!(
            html.contains("a=1&#38;b=2") || html.contains("a=1&amp;b=2"),
            "{html}"
        );
        assert!(html.contains("Email settings"));
    }

    #[test]
    fn the_text_part_has_every_block_unescaped_and_in_order() {
        let email = full().render("asha@example.com", Language::En);
        let text = email.text;
        let order = [
            "Dear <Asha>,",
            "Thank you for your order.",
            "Line one\nline two",
            "Order #1A2B3C4D from Tea <b>& Co",
            "- Assam <tea> × 2: ₹1,299.00",
            "Total: ₹1,00,000.00",
            "Tracking number: AWB<1>",
            "Track your order: https://haat.example/user/track/order/1?a=1&b=2",
            "The Haat team",
            "Haat Marketplace Pvt Ltd, Bengaluru",
            "Email settings: https://haat.example/profile?tab=notifications",
        ];
        let mut from = 0;
        for part in order {
            let at = text[from..]
                .find(part)
                .unwrap_or_else(|| panic!("`{part}` missing or out of order in:\n{text}"));
            from += at + part.len();
        }
        assert!(!text.contains("&#"), "{text}");
        assert_eq!(email.subject, "Your order from Tea <b>& Co");
        assert_eq!(email.to, "asha@example.com");
    }

    #[test]
    fn a_plain_letter_leaves_out_the_blocks_it_has_not_got() {
        let letter = Letter {
            subject: "s".into(),
            greeting: "Hello,".into(),
            paragraphs: vec!["One.".into()],
            signature: "Haat".into(),
            ..Letter::default()
        };
        let email = letter.render("a@b.in", Language::En);
        assert_eq!(email.text, "Hello,\n\nOne.\n\nHaat\n");
        let html = email.html.unwrap();
        assert!(!html.contains("<table") && !html.contains("<a "), "{html}");
    }
}
