//! The texts of identity emails. Plain text first; a small HTML version with every user-given
//! value escaped, since names are typed by users.

use kernel::OutgoingEmail;

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

fn message(
    to: &Email,
    subject: &str,
    greeting_name: &str,
    paragraphs: &[&str],
    link: &str,
    action: &str,
) -> OutgoingEmail {
    let mut text = format!("Hello {greeting_name},\n\n");
    for paragraph in paragraphs {
        text.push_str(paragraph);
        text.push_str("\n\n");
    }
    text.push_str(&format!("{action}: {link}\n\nThe Haat team\n"));

    let mut html = format!("<p>Hello {},</p>", escape_html(greeting_name));
    for paragraph in paragraphs {
        html.push_str(&format!("<p>{}</p>", escape_html(paragraph)));
    }
    html.push_str(&format!(
        "<p><a href=\"{0}\">{1}</a></p><p>If the button does not work, copy this address into your browser:<br>{0}</p><p>The Haat team</p>",
        escape_html(link),
        escape_html(action)
    ));
    OutgoingEmail {
        to: to.to_string(),
        subject: subject.to_owned(),
        text,
        html: Some(html),
    }
}

#[must_use]
pub fn shop_activation(to: &Email, owner_name: &str, shop_name: &str, link: &str) -> OutgoingEmail {
    let intro = format!(
        "Thank you for opening {shop_name} on Haat. Confirm your email address to activate your shop."
    );
    message(
        to,
        "Activate your shop on Haat",
        owner_name,
        &[&intro, "The link works once and expires in 48 hours."],
        link,
        "Activate your shop",
    )
}

#[must_use]
pub fn password_reset(to: &Email, name: &str, link: &str) -> OutgoingEmail {
    message(
        to,
        "Reset your Haat password",
        name,
        &[
            "Someone, hopefully you, asked to reset the password of your Haat account.",
            "The link works once and expires in 30 minutes. If you did not ask for it, ignore this email: your password stays as it is.",
        ],
        link,
        "Choose a new password",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn user_given_names_are_escaped_in_html_but_kept_in_text() {
        let to = Email::parse("a@example.com").unwrap();
        let email = shop_activation(
            &to,
            "<b>Asha</b>",
            "Tea & Co",
            "https://haat.example/shop-activation/x",
        );
        assert!(email.text.contains("Hello <b>Asha</b>,"));
        let html = email.html.unwrap();
        assert!(html.contains("&lt;b&gt;Asha&lt;/b&gt;"));
        assert!(html.contains("Tea &amp; Co"));
        assert!(!html.contains("<b>Asha"));
        assert!(email.text.contains("https://haat.example/shop-activation/x"));
    }
}
