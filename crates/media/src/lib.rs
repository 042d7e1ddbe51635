//! Uploaded images. Every upload is decoded (so it is checked by its content, whatever its name
//! or declared type), bounded in size and pixels, resized and re-encoded, which drops metadata
//! such as a phone's GPS position. Images are stored through object_store: a local folder by
//! default, S3-compatible storage when a deployment needs several servers.

use std::io::Cursor;
use std::path::Path;
use std::sync::Arc;

use anyhow::Context as _;
use async_trait::async_trait;
use bytes::Bytes;
use image::codecs::jpeg::JpegEncoder;
use image::imageops::FilterType;
use image::{DynamicImage, ImageFormat, ImageReader, Limits, Rgb, RgbImage};
use kernel::{ImageError, MediaKey, MediaStore};
use object_store::local::LocalFileSystem;
use object_store::path::Path as ObjectPath;
use object_store::{ObjectStore, ObjectStoreExt as _, PutPayload};

/// Largest upload accepted, in bytes.
pub const MAX_UPLOAD_BYTES: usize = 5 * 1024 * 1024;
/// Largest width or height accepted, in pixels.
pub const MAX_SIDE: u32 = 8000;
const AVATAR_SIDE: u32 = 256;
const JPEG_QUALITY: u8 = 85;

/// Images in an object store.
#[derive(Clone)]
pub struct ObjectMediaStore {
    store: Arc<dyn ObjectStore>,
}

impl ObjectMediaStore {
    /// Images under a local folder, which is created if missing.
    pub fn local(root: &Path) -> anyhow::Result<Self> {
        std::fs::create_dir_all(root)
            .with_context(|| format!("creating the media folder {}", root.display()))?;
        let store = LocalFileSystem::new_with_prefix(root).context("opening the media folder")?;
        Ok(Self {
            store: Arc::new(store),
        })
    }

    /// A stored image and its content type, or `None` when there is no such image.
    pub async fn get(&self, key: &MediaKey) -> anyhow::Result<Option<(Bytes, &'static str)>> {
        match self.store.get(&ObjectPath::from(key.as_str())).await {
            Ok(found) => Ok(Some((found.bytes().await?, content_type(key)))),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(other) => Err(other.into()),
        }
    }
}

fn content_type(key: &MediaKey) -> &'static str {
    match key.as_str().rsplit('.').next() {
        Some("jpg" | "jpeg") => "image/jpeg",
        Some("png") => "image/png",
        Some("webp") => "image/webp",
        _ => "application/octet-stream",
    }
}

#[async_trait]
impl MediaStore for ObjectMediaStore {
    async fn store_avatar(&self, upload: Vec<u8>) -> Result<MediaKey, ImageError> {
        if upload.len() > MAX_UPLOAD_BYTES {
            return Err(ImageError::TooManyBytes {
                max_bytes: MAX_UPLOAD_BYTES,
            });
        }
        // Decoding and resizing are CPU work: keep them off the async executor.
        let jpeg = tokio::task::spawn_blocking(move || square_jpeg(&upload, AVATAR_SIDE))
            .await
            .map_err(|e| ImageError::Unexpected(anyhow::anyhow!("image worker failed: {e}")))??;
        let key = format!("avatars/{}.jpg", uuid::Uuid::new_v4().simple());
        self.store
            .put(&ObjectPath::from(key.as_str()), PutPayload::from(jpeg))
            .await
            .context("storing an avatar")?;
        MediaKey::from_stored(key)
            .ok_or_else(|| ImageError::Unexpected(anyhow::anyhow!("generated an invalid key")))
    }
}

/// Decodes an upload with limits, crops it to a centred square of `side` pixels, flattens any
/// transparency onto white and encodes it as JPEG.
fn square_jpeg(upload: &[u8], side: u32) -> Result<Vec<u8>, ImageError> {
    let mut reader = ImageReader::new(Cursor::new(upload))
        .with_guessed_format()
        .map_err(|_| ImageError::NotAnImage)?;
    if !matches!(
        reader.format(),
        Some(ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP | ImageFormat::Gif)
    ) {
        return Err(ImageError::NotAnImage);
    }
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(512 * 1024 * 1024);
    reader.limits(limits);
    let decoded = reader.decode().map_err(|error| match error {
        image::ImageError::Limits(_) => ImageError::TooManyPixels { max_side: MAX_SIDE },
        _ => ImageError::NotAnImage,
    })?;
    let square = decoded.resize_to_fill(side, side, FilterType::Lanczos3);
    let flat = flatten_on_white(&square);
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY)
        .encode_image(&flat)
        .map_err(|e| ImageError::Unexpected(anyhow::anyhow!("encoding JPEG: {e}")))?;
    Ok(out)
}

fn flatten_on_white(image: &DynamicImage) -> RgbImage {
    let rgba = image.to_rgba8();
    RgbImage::from_fn(rgba.width(), rgba.height(), |x, y| {
        let [r, g, b, a] = rgba.get_pixel(x, y).0;
        let blend = |c: u8| -> u8 {
            let value = (u16::from(c) * u16::from(a) + 255 * (255 - u16::from(a))) / 255;
            u8::try_from(value).unwrap_or(u8::MAX)
        };
        Rgb([blend(r), blend(g), blend(b)])
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use image::{ImageEncoder, RgbaImage, codecs::png::PngEncoder};

    fn png(width: u32, height: u32) -> Vec<u8> {
        let img = RgbaImage::from_fn(width, height, |x, _| image::Rgba([(x % 256) as u8, 80, 160, 128]));
        let mut out = Vec::new();
        PngEncoder::new(&mut out)
            .write_image(img.as_raw(), width, height, image::ExtendedColorType::Rgba8)
            .unwrap();
        out
    }

    #[tokio::test]
    async fn an_avatar_is_stored_as_a_256_pixel_jpeg_and_can_be_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let store = ObjectMediaStore::local(dir.path()).unwrap();

        let key = store.store_avatar(png(640, 480)).await.unwrap();

        assert!(key.as_str().starts_with("avatars/") && key.as_str().ends_with(".jpg"));
        let (bytes, content_type) = store.get(&key).await.unwrap().unwrap();
        assert_eq!(content_type, "image/jpeg");
        let decoded = image::load_from_memory(&bytes).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (256, 256));
    }

    #[tokio::test]
    async fn a_file_that_is_not_an_image_is_refused_whatever_it_claims() {
        let dir = tempfile::tempdir().unwrap();
        let store = ObjectMediaStore::local(dir.path()).unwrap();

        let html = b"<html><script>alert(1)</script></html>".to_vec();
        assert!(matches!(
            store.store_avatar(html).await,
            Err(ImageError::NotAnImage)
        ));
        let truncated = png(64, 64)[..40].to_vec();
        assert!(matches!(
            store.store_avatar(truncated).await,
            Err(ImageError::NotAnImage)
        ));
    }

    #[tokio::test]
    async fn oversized_uploads_are_refused_by_bytes_and_by_pixels() {
        let dir = tempfile::tempdir().unwrap();
        let store = ObjectMediaStore::local(dir.path()).unwrap();

        let big = vec![0u8; MAX_UPLOAD_BYTES + 1];
        assert!(matches!(
            store.store_avatar(big).await,
            Err(ImageError::TooManyBytes { .. })
        ));
        // A small file that claims 9000 × 1 pixels: refused before the pixels are allocated.
        assert!(matches!(
            store.store_avatar(png(9000, 1)).await,
            Err(ImageError::TooManyPixels { .. })
        ));
    }

    #[tokio::test]
    async fn a_missing_image_is_none() {
        let dir = tempfile::tempdir().unwrap();
        let store = ObjectMediaStore::local(dir.path()).unwrap();
        assert!(
            store
                .get(&MediaKey::from_stored("avatars/none.jpg").unwrap())
                .await
                .unwrap()
                .is_none()
        );
    }
}
