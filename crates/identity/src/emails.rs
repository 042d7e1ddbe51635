//! The texts of identity emails. Plain text first; a small HTML version with every user-given
//! value escaped, since names are typed by users.

use kernel::{Language, OutgoingEmail, Texts};

use crate::contact::Email;

pub fn escape_html(text: &str) -> String {
    text.chars()
        .fold(String::with_capacity(text.len()), |mut out, c| {
            match c {
                '&' => out.push_str("&amp;"),
                '<' => out.push_str("&lt;"),
                '>' => out.push_str("&gt;"),
                '"' => out.push_str("&quot;"),
                '\'' => out.push_str("&#39;"),
                c => out.push(c),
            }
            out
        })
}

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
    let greeting = texts.text(language, "email-greeting", &[("name", greeting_name.to_owned())]);
    let signature = say("email-signature");
    let mut text = format!("{greeting}\n\n");
    for paragraph in paragraphs {
        text.push_str(paragraph);
        text.push_str("\n\n");
    }
    text.push_str(&format!("{action}: {link}\n\n{signature}\n"));

    let mut html = format!("<p>{}</p>", escape_html(&greeting));
    for paragraph in paragraphs {
        html.push_str(&format!("<p>{}</p>", escape_html(paragraph)));
    }
    html.push_str(&format!(
        "<p><a href=\"{0}\">{1}</a></p><p>{2}<br>{0}</p><p>{3}</p>",
        escape_html(link),
        escape_html(action),
        escape_html(&say("email-link-fallback")),
        escape_html(&signature),
    ));
    OutgoingEmail {
        to: to.to_string(),
        subject: subject.to_owned(),
        text,
        html: Some(html),
    }
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
        assert!(html.contains("&lt;b&gt;Asha&lt;/b&gt;"));
        assert!(html.contains("Tea &amp; Co"));
        assert!(!html.contains("<b>Asha"));
        assert!(email.text.contains("https://haat.example/shop-activation/x"));
    }
}
