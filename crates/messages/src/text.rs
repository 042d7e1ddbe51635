//! What a message may say.

use crate::error::MessageError;
use crate::mask::mask_contacts;

/// Most characters in a message.
pub const MAX_CHARS: usize = 2000;
/// Most pictures in a message.
pub const MAX_IMAGES: usize = 4;
/// Characters of a message shown in a list or a notification.
pub const PREVIEW_CHARS: usize = 140;

/// A message's text as kept: trimmed, line breaks as `\n`, no other control characters, at most
/// [`MAX_CHARS`], contact details masked. Empty only when the message brings pictures.
///
/// # Errors
/// [`MessageError::Text`] when it is empty without pictures, too long, or holds control
/// characters.
pub fn message_text(raw: &str, with_images: bool) -> Result<String, MessageError> {
    let text = raw.trim().replace("\r\n", "\n");
    let length = text.chars().count();
    let clean = !text.chars().any(|c| c.is_control() && !matches!(c, '\n' | '\t'));
    if !clean || length > MAX_CHARS || (length == 0 && !with_images) {
        return Err(MessageError::Text);
    }
    Ok(mask_contacts(&text))
}

/// The start of `text` on one line, for lists and notifications.
#[must_use]
pub fn preview(text: &str) -> String {
    let line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if line.chars().count() <= PREVIEW_CHARS {
        return line;
    }
    let mut cut: String = line.chars().take(PREVIEW_CHARS - 1).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_trimmed_checked_and_masked() {
        assert_eq!(
            message_text("  Is it silk?\r\nCall 9876543210 ", false).unwrap(),
            "Is it silk?\nCall ••••••"
        );
        assert!(matches!(message_text("   ", false), Err(MessageError::Text)));
        assert_eq!(message_text("", true).unwrap(), "");
        assert!(matches!(
            message_text("bell\u{7}", false),
            Err(MessageError::Text)
        ));
        assert!(message_text(&"क".repeat(MAX_CHARS), false).is_ok());
        assert!(matches!(
            message_text(&"क".repeat(MAX_CHARS + 1), false),
            Err(MessageError::Text)
        ));
    }

    #[test]
    fn a_preview_is_one_line_and_short() {
        assert_eq!(preview("Is it\nsilk?"), "Is it silk?");
        let long = preview(&"a".repeat(500));
        assert_eq!(long.chars().count(), PREVIEW_CHARS);
        assert!(long.ends_with('…'));
    }
}
