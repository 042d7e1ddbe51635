//! Storing uploaded images, as a port: the domain decides what may be uploaded, an adapter decides
//! how images are checked, re-encoded and where they live.

use async_trait::async_trait;

#[derive(Debug, thiserror::Error)]
pub enum ImageError {
    #[error("the file is not a JPEG, PNG, WebP or GIF image")]
    NotAnImage,
    #[error("the image is larger than {} MB", max_bytes / (1024 * 1024))]
    TooManyBytes { max_bytes: usize },
    /// More pixels than allowed, by side or in all, or more memory to decode than allowed
    /// (a 16-bit picture needs twice an 8-bit one's).
    #[error("the image is larger than {max_megapixels} megapixels or {max_side} pixels a side")]
    TooManyPixels { max_side: u32, max_megapixels: u32 },
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Where a stored image lives, relative to the media root, e.g. `avatars/5b1e….jpg`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MediaKey(String);

impl MediaKey {
    /// A key as stored: relative, made of plain path segments.
    #[must_use]
    pub fn from_stored(key: impl Into<String>) -> Option<Self> {
        let key = key.into();
        let plain = !key.is_empty()
            && !key.starts_with('/')
            && key.split('/').all(|segment| {
                !segment.is_empty()
                    && !segment.starts_with('.')
                    && segment
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
            });
        plain.then_some(Self(key))
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Stores uploaded images.
#[async_trait]
pub trait MediaStore: Send + Sync + 'static {
    /// Checks an uploaded avatar by its content, re-encodes it (dropping metadata) and stores it.
    ///
    /// # Errors
    /// [`ImageError::NotAnImage`], [`ImageError::TooManyBytes`], [`ImageError::TooManyPixels`] for
    /// uploads that are refused; [`ImageError::Unexpected`] when storage fails.
    async fn store_avatar(&self, upload: Vec<u8>) -> Result<MediaKey, ImageError>;
}

impl crate::Described for ImageError {
    fn message(&self) -> crate::Message {
        match self {
            Self::NotAnImage => crate::Message::new("field-image-not-an-image"),
            Self::TooManyBytes { max_bytes } => {
                crate::Message::new("field-image-too-many-bytes").with("mb", max_bytes / (1024 * 1024))
            }
            Self::TooManyPixels {
                max_side,
                max_megapixels,
            } => crate::Message::new("field-image-too-many-pixels")
                .with("megapixels", max_megapixels)
                .with("side", max_side),
            Self::Unexpected(_) => crate::Message::new("error-internal"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::MediaKey;

    #[test]
    fn stored_keys_are_relative_plain_paths() {
        assert!(MediaKey::from_stored("avatars/5b1e-01.jpg").is_some());
        for bad in [
            "",
            "/etc/passwd",
            "avatars/../secret",
            "avatars//x.jpg",
            ".hidden",
            "a/b c.jpg",
        ] {
            assert!(MediaKey::from_stored(bad).is_none(), "{bad:?}");
        }
    }
}
