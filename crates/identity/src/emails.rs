//! The texts of identity emails, laid out by the `letters` templates (which escape every value:
//! names are typed by users).

use kernel::{Language, OutgoingEmail, Texts};
use letters::{Action, Letter};

use crate::contact::Email;

#[allow(clippy::too_many_arguments)]
/// An account email: the greeting, `paragraphs`, the link with its `action`, and the signature,
/// each text from the catalogue in `language`.
fn message(
    texts: &dyn Texts,
    language: Language,
    to: &Email,
    subject: &str,
    greeting_name: &str,
    paragraphs: &[&str],
    link: &str,
    action: &str,
) -> OutgoingEmail {
    let say = |id: &str| texts.text(language, id, &[]);
    Letter {
        subject: subject.to_owned(),
        greeting: texts.text(language, "email-greeting", &[("name", greeting_name.to_owned())]),
        paragraphs: paragraphs.iter().map(|p| (*p).to_owned()).collect(),
        action: Some(Action::new(action, link)),
        fallback: Some(say("email-link-fallback")),
        signature: say("email-signature"),
        ..Letter::default()
    }
    .render(to.as_str(), language)
}

/// The link that activates a new shop, in the seller's language.
#[must_use]
pub fn shop_activation(
    texts: &dyn Texts,
    language: Language,
    to: &Email,
    owner_name: &str,
    shop_name: &str,
    link: &str,
) -> OutgoingEmail {
    let say = |id: &str| texts.text(language, id, &[]);
    let intro = texts.text(
        language,
        "email-shop-activation-intro",
        &[("shop", shop_name.to_owned())],
    );
    message(
        texts,
        language,
        to,
        &say("email-shop-activation-subject"),
        owner_name,
        &[&intro, &say("email-shop-activation-expiry")],
        link,
        &say("email-shop-activation-action"),
    )
}

/// A password-reset link, in the account's language.
#[must_use]
pub fn password_reset(
    texts: &dyn Texts,
    language: Language,
    to: &Email,
    name: &str,
    link: &str,
) -> OutgoingEmail {
    let say = |id: &str| texts.text(language, id, &[]);
    message(
        texts,
        language,
        to,
        &say("email-password-reset-subject"),
        name,
        &[
            &say("email-password-reset-intro"),
            &say("email-password-reset-expiry"),
        ],
        link,
        &say("email-password-reset-action"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn user_given_names_are_escaped_in_html_but_kept_in_text() {
        let to = Email::parse("a@example.com").unwrap();
        let email = shop_activation(
            &kernel::EchoTexts,
            Language::En,
            &to,
            "<b>Asha</b>",
            "Tea & Co",
            "https://haat.example/shop-activation/x",
        );
        assert!(email.text.contains("email-greeting@en name=<b>Asha</b>"));
        let html = email.html.unwrap();
        assert!(html.contains("&#60;b&#62;Asha&#60;/b&#62;"), "{html}");
        assert!(html.contains("Tea &#38; Co"), "{html}");
        assert!(!html.contains("<b>Asha"));
        assert!(email.text.contains("https://haat.example/shop-activation/x"));
    }
}
