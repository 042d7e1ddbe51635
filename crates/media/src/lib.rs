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
use catalog::{ProductImage, ProductImageStore};
use image::{DynamicImage, ImageDecoder as _, ImageFormat, ImageReader, Limits};
use kernel::{ImageError, MediaKey, MediaStore};
use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path as ObjectPath;
use object_store::{ObjectStore, ObjectStoreExt as _, PutPayload};
use tokio::sync::Semaphore;

pub mod fetch;
mod pixels;

/// Largest upload accepted, in bytes.
pub const MAX_UPLOAD_BYTES: usize = 5 * 1024 * 1024;
/// Largest width or height accepted, in pixels.
pub const MAX_SIDE: u32 = 8000;
/// Most pixels accepted in all: a phone's 48-megapixel photo exported at full size is refused,
/// everything a product page shows (800 px) is far below it. Bounds decoding time as well as
/// memory: an 8000 × 8000 picture took four seconds of a core.
pub const MAX_MEGAPIXELS: u32 = 40;
const MAX_PIXELS: u64 = MAX_MEGAPIXELS as u64 * 1_000_000;
/// Most memory one decoded picture may take: 40 megapixels of 8-bit RGBA. A 16-bit picture
/// needs twice as much a pixel, so it is held to half the pixels.
const MAX_DECODED_BYTES: u64 = MAX_PIXELS * 4;
const AVATAR_SIDE: u32 = 256;
/// Product pictures: the product page's size and the cards' size, both square so pages can
/// reserve their space before they load.
pub const DISPLAY_SIDE: u32 = 800;
pub const THUMBNAIL_SIDE: u32 = 400;
/// Pictures in messages keep their shape, scaled to fit this many pixels a side: enough to read a
/// label or see a stain, far below what a phone sends.
pub const MESSAGE_SIDE: u32 = 1600;
/// Where messages' pictures are kept. Nothing under it is served at `/media/`: only the API,
/// to the conversation's two parties and the Admin.
pub const PRIVATE_PREFIX: &str = "messages/";

mod import_files;
pub use import_files::IMPORTS_PREFIX;

/// Whether a key is kept from `/media/`: messages' pictures (served only to their conversation)
/// and bulk uploads' files (their seller's until they become products).
#[must_use]
pub fn is_private(key: &MediaKey) -> bool {
    key.as_str().starts_with(PRIVATE_PREFIX) || key.as_str().starts_with(IMPORTS_PREFIX)
}
/// Decoding holds a whole image in memory (up to [`MAX_DECODED_BYTES`], 160 MB); at most this
/// many are decoded at once, so a burst of uploads cannot exhaust the server's memory. Which
/// account's upload goes next is the caller's business: the API lets each account have one upload
/// in here at a time, so one account cannot hold every worker.
const CONCURRENT_DECODES: usize = 2;

/// Images in an object store.
#[derive(Clone)]
pub struct ObjectMediaStore {
    store: Arc<dyn ObjectStore>,
    decoding: Arc<Semaphore>,
}

/// Where an S3-compatible bucket is and how to sign in to it.
#[derive(Debug, Clone)]
pub struct S3Location {
    pub bucket: String,
    pub region: String,
    /// For S3-compatible services (MinIO, R2, …); `None` for AWS itself.
    pub endpoint: Option<String>,
    pub access_key_id: String,
    pub secret_access_key: String,
    /// Allow plain HTTP to the endpoint (a local MinIO); never for production.
    pub allow_http: bool,
}

impl ObjectMediaStore {
    /// Images under a local folder, which is created if missing.
    pub fn local(root: &Path) -> anyhow::Result<Self> {
        std::fs::create_dir_all(root)
            .with_context(|| format!("creating the media folder {}", root.display()))?;
        let store = LocalFileSystem::new_with_prefix(root).context("opening the media folder")?;
        Ok(Self::over(Arc::new(store)))
    }

    /// Images in an S3-compatible bucket, for deployments with several servers. Nothing is
    /// contacted until the first image is stored or read.
    pub fn s3(location: &S3Location) -> anyhow::Result<Self> {
        let mut builder = AmazonS3Builder::new()
            .with_bucket_name(&location.bucket)
            .with_region(&location.region)
            .with_access_key_id(&location.access_key_id)
            .with_secret_access_key(&location.secret_access_key)
            .with_allow_http(location.allow_http);
        if let Some(endpoint) = &location.endpoint {
            builder = builder
                .with_endpoint(endpoint)
                .with_virtual_hosted_style_request(false);
        }
        let store = builder.build().context("configuring the S3 media store")?;
        Ok(Self::over(Arc::new(store)))
    }

    /// Images in any object store (tests use the in-memory one).
    #[must_use]
    pub fn over(store: Arc<dyn ObjectStore>) -> Self {
        Self {
            store,
            decoding: Arc::new(Semaphore::new(CONCURRENT_DECODES)),
        }
    }

    async fn put(&self, key: String, bytes: Vec<u8>) -> Result<MediaKey, ImageError> {
        self.store
            .put(&ObjectPath::from(key.as_str()), PutPayload::from(bytes))
            .await
            .with_context(|| format!("storing the image {key}"))?;
        MediaKey::from_stored(key)
            .ok_or_else(|| ImageError::Unexpected(anyhow::anyhow!("generated an invalid key")))
    }

    /// Runs CPU-heavy image work off the async executor, a bounded number at a time.
    async fn decode<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> Result<T, ImageError> + Send + 'static,
    ) -> Result<T, ImageError> {
        let _permit = self
            .decoding
            .acquire()
            .await
            .map_err(|e| ImageError::Unexpected(anyhow::anyhow!("image workers closed: {e}")))?;
        tokio::task::spawn_blocking(work)
            .await
            .map_err(|e| ImageError::Unexpected(anyhow::anyhow!("image worker failed: {e}")))?
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
        let jpeg = self
            .decode(move || {
                let decoded = decode_checked(&upload)?;
                let square = pixels::filled_square(&pixels::flattened(decoded), AVATAR_SIDE)?;
                pixels::jpeg(&square)
            })
            .await?;
        self.put(format!("avatars/{}.jpg", uuid::Uuid::new_v4().simple()), jpeg)
            .await
    }
}

#[async_trait]
impl ProductImageStore for ObjectMediaStore {
    async fn store_product_image(&self, upload: Vec<u8>) -> Result<ProductImage, ImageError> {
        if upload.len() > MAX_UPLOAD_BYTES {
            return Err(ImageError::TooManyBytes {
                max_bytes: MAX_UPLOAD_BYTES,
            });
        }
        let (display, thumbnail) = self
            .decode(move || {
                let decoded = decode_checked(&upload)?;
                let display = pixels::fitted_square(&pixels::flattened(decoded), DISPLAY_SIDE)?;
                // From the display size, not the upload: one pass over the full picture, not two.
                let thumbnail = pixels::square(&display, THUMBNAIL_SIDE)?;
                Ok((pixels::jpeg(&display)?, pixels::jpeg(&thumbnail)?))
            })
            .await?;
        let name = uuid::Uuid::new_v4().simple();
        let display = self.put(format!("products/{name}.jpg"), display).await?;
        let thumbnail = match self.put(format!("products/{name}-thumb.jpg"), thumbnail).await {
            Ok(key) => key,
            Err(error) => {
                let _ = self.store.delete(&ObjectPath::from(display.as_str())).await;
                return Err(error);
            }
        };
        Ok(ProductImage { display, thumbnail })
    }

    async fn remove(&self, keys: &[MediaKey]) -> anyhow::Result<()> {
        for key in keys {
            match self.store.delete(&ObjectPath::from(key.as_str())).await {
                Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
                Err(error) => {
                    return Err(error).with_context(|| format!("removing the image {}", key.as_str()));
                }
            }
        }
        Ok(())
    }
}

#[async_trait]
impl messages::MessageImages for ObjectMediaStore {
    async fn store_message_image(&self, upload: Vec<u8>) -> Result<MediaKey, ImageError> {
        if upload.len() > MAX_UPLOAD_BYTES {
            return Err(ImageError::TooManyBytes {
                max_bytes: MAX_UPLOAD_BYTES,
            });
        }
        let jpeg = self
            .decode(move || {
                let decoded = decode_checked(&upload)?;
                let fitted = pixels::shrunk_to_fit(pixels::flattened(decoded), MESSAGE_SIDE)?;
                pixels::jpeg(&fitted)
            })
            .await?;
        self.put(
            format!("{PRIVATE_PREFIX}{}.jpg", uuid::Uuid::new_v4().simple()),
            jpeg,
        )
        .await
    }

    async fn remove_message_images(&self, keys: &[MediaKey]) -> anyhow::Result<()> {
        ProductImageStore::remove(self, keys).await
    }
}

/// Order lines keep their own copy of a product's thumbnail under `orders/`, so deleting the
/// product (which removes its images) never blanks an order or an invoice. Copies are keyed by the
/// product image's name, so every order of one picture shares one copy.
#[async_trait]
impl orders::OrderImages for ObjectMediaStore {
    async fn keep(&self, thumbnail: &MediaKey) -> anyhow::Result<MediaKey> {
        let name = thumbnail
            .as_str()
            .rsplit('/')
            .next()
            .unwrap_or(thumbnail.as_str());
        let kept = format!("orders/{name}");
        let to = ObjectPath::from(kept.as_str());
        match self.store.head(&to).await {
            Ok(_) => {}
            Err(object_store::Error::NotFound { .. }) => {
                self.store
                    .copy(&ObjectPath::from(thumbnail.as_str()), &to)
                    .await
                    .with_context(|| format!("keeping a copy of {} for an order", thumbnail.as_str()))?;
            }
            Err(error) => return Err(error).context("looking for an order's image copy"),
        }
        MediaKey::from_stored(kept).context("an order image key is not a plain path")
    }
}

/// The whole picture, scaled to fit a `side`-pixel square and centred on white: products are
/// never cropped, so a shoe keeps its toe.
fn too_many_pixels() -> ImageError {
    ImageError::TooManyPixels {
        max_side: MAX_SIDE,
        max_megapixels: MAX_MEGAPIXELS,
    }
}

/// Decodes an upload by its content, refusing anything but JPEG, PNG, WebP and GIF, and any
/// image whose header claims more than [`MAX_SIDE`] pixels a side, [`MAX_MEGAPIXELS`] in all or
/// [`MAX_DECODED_BYTES`] of memory, before its pixels are allocated or decoded (a decompression
/// bomb is a small file that claims a huge picture; a 486 KB PNG can claim 512 MB of pixels).
fn decode_checked(upload: &[u8]) -> Result<DynamicImage, ImageError> {
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
    limits.max_alloc = Some(MAX_DECODED_BYTES);
    reader.limits(limits);
    let refused = |error: image::ImageError| match error {
        image::ImageError::Limits(_) => too_many_pixels(),
        _ => ImageError::NotAnImage,
    };
    // Only the header is read here: the size is judged before any pixel is decoded.
    let decoder = reader.into_decoder().map_err(refused)?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_PIXELS || decoder.total_bytes() > MAX_DECODED_BYTES {
        return Err(too_many_pixels());
    }
    DynamicImage::from_decoder(decoder).map_err(refused)
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
    async fn a_message_picture_keeps_its_shape_within_1600_pixels_under_the_private_prefix() {
        use messages::MessageImages as _;
        let dir = tempfile::tempdir().unwrap();
        let store = ObjectMediaStore::local(dir.path()).unwrap();

        let key = store.store_message_image(png(3200, 1000)).await.unwrap();

        assert!(key.as_str().starts_with(PRIVATE_PREFIX) && key.as_str().ends_with(".jpg"));
        let (bytes, _) = store.get(&key).await.unwrap().unwrap();
        let decoded = image::load_from_memory(&bytes).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (1600, 500));
        store
            .remove_message_images(std::slice::from_ref(&key))
            .await
            .unwrap();
        assert!(store.get(&key).await.unwrap().is_none());
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

    /// A PNG that is only a header claiming `width` × `height` pixels of 16-bit RGBA: what a
    /// small hostile upload looks like until its pixels are decoded.
    fn png_header(width: u32, height: u32) -> Vec<u8> {
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Sixteen);
        let mut writer = encoder.write_header().unwrap();
        // The start of the pixel data, so a decoder can read the whole header.
        writer.write_chunk(png::chunk::IDAT, &[0x78, 0x9c, 0x01]).unwrap();
        drop(writer);
        out
    }

    #[tokio::test]
    async fn a_picture_over_forty_megapixels_or_too_big_to_decode_is_refused_from_its_header() {
        let store = ObjectMediaStore::over(Arc::new(object_store::memory::InMemory::new()));
        // The review's upload: 7999 × 7999 at 16 bits, under 8000 a side, 64 megapixels.
        for (width, height) in [(7999, 7999), (7000, 6000)] {
            let started = std::time::Instant::now();
            let refused = store.store_product_image(png_header(width, height)).await;
            assert!(
                matches!(
                    refused,
                    Err(ImageError::TooManyPixels {
                        max_side: 8000,
                        max_megapixels: 40
                    })
                ),
                "{width} × {height}: {refused:?}"
            );
            assert!(started.elapsed() < std::time::Duration::from_secs(1));
        }
        // 30 megapixels at 16-bit RGBA is 240 MB of pixels: too much memory, though few enough.
        assert!(matches!(
            store.store_avatar(png_header(6000, 5000)).await,
            Err(ImageError::TooManyPixels { .. })
        ));
        assert_eq!(
            ImageError::TooManyPixels {
                max_side: MAX_SIDE,
                max_megapixels: MAX_MEGAPIXELS
            }
            .to_string(),
            "the image is larger than 40 megapixels or 8000 pixels a side"
        );
    }

    #[tokio::test]
    async fn a_product_image_is_stored_whole_in_two_square_sizes_and_can_be_removed() {
        let store = ObjectMediaStore::over(Arc::new(object_store::memory::InMemory::new()));

        let image = store.store_product_image(png(1200, 600)).await.unwrap();

        for (key, side) in [(&image.display, DISPLAY_SIDE), (&image.thumbnail, THUMBNAIL_SIDE)] {
            let (bytes, content_type) = store.get(key).await.unwrap().unwrap();
            assert_eq!(content_type, "image/jpeg");
            let decoded = image::load_from_memory(&bytes).unwrap().to_rgb8();
            assert_eq!((decoded.width(), decoded.height()), (side, side));
            // A wide picture is fitted, not cropped: white bands above and below it.
            assert_eq!(decoded.get_pixel(side / 2, 0).0, [255, 255, 255]);
        }
        store
            .remove(&[image.display.clone(), image.thumbnail.clone()])
            .await
            .unwrap();
        assert!(store.get(&image.display).await.unwrap().is_none());
        // Removing what is already gone is not an error.
        store.remove(&[image.display]).await.unwrap();
    }

    #[tokio::test]
    async fn product_uploads_are_checked_by_content_size_and_claimed_pixels() {
        let store = ObjectMediaStore::over(Arc::new(object_store::memory::InMemory::new()));

        assert!(matches!(
            store
                .store_product_image(b"just text, named photo.jpg".to_vec())
                .await,
            Err(ImageError::NotAnImage)
        ));
        assert!(matches!(
            store.store_product_image(vec![0xFF; MAX_UPLOAD_BYTES + 1]).await,
            Err(ImageError::TooManyBytes { .. })
        ));
        assert!(matches!(
            store.store_product_image(png(1, 9000)).await,
            Err(ImageError::TooManyPixels { .. })
        ));
    }

    #[test]
    fn the_s3_store_is_configured_without_contacting_anything() {
        let location = S3Location {
            bucket: "haat-media".into(),
            region: "ap-south-1".into(),
            endpoint: Some("http://127.0.0.1:9".into()),
            access_key_id: "key".into(),
            secret_access_key: "secret".into(),
            allow_http: true,
        };
        assert!(ObjectMediaStore::s3(&location).is_ok());
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

    /// The same store on a real S3-compatible server (moto, `just s3-deps`): every call the
    /// adapter makes (put, get, head, copy, delete, list) goes over HTTP with signed requests.
    mod on_s3 {
        use super::*;
        use catalog::bulk::{ImportFiles, ImportId};
        use orders::OrderImages;
        use testkit::s3::{ACCESS_KEY_ID, REGION, S3Server, SECRET_ACCESS_KEY};

        fn bucket() -> (S3Server, ObjectMediaStore) {
            let server = S3Server::start("haat-media").unwrap();
            let store = ObjectMediaStore::s3(&S3Location {
                bucket: server.bucket.clone(),
                region: REGION.into(),
                endpoint: Some(server.endpoint.clone()),
                access_key_id: ACCESS_KEY_ID.into(),
                secret_access_key: SECRET_ACCESS_KEY.into(),
                allow_http: true,
            })
            .unwrap();
            (server, store)
        }

        #[tokio::test]
        async fn s3_product_pictures_are_stored_read_kept_for_orders_and_removed() {
            let (_server, store) = bucket();
            let image = store.store_product_image(png(1200, 600)).await.unwrap();
            for (key, side) in [(&image.display, DISPLAY_SIDE), (&image.thumbnail, THUMBNAIL_SIDE)] {
                let (bytes, content_type) = store.get(key).await.unwrap().unwrap();
                assert_eq!(content_type, "image/jpeg");
                let decoded = image::load_from_memory(&bytes).unwrap();
                assert_eq!((decoded.width(), decoded.height()), (side, side));
            }
            // An order keeps its own copy, made once, which outlives the product's pictures.
            let kept = OrderImages::keep(&store, &image.thumbnail).await.unwrap();
            assert_eq!(OrderImages::keep(&store, &image.thumbnail).await.unwrap(), kept);
            store
                .remove(&[image.display.clone(), image.thumbnail.clone()])
                .await
                .unwrap();
            assert!(store.get(&image.display).await.unwrap().is_none());
            assert!(store.get(&image.thumbnail).await.unwrap().is_none());
            assert!(store.get(&kept).await.unwrap().is_some());
            // Removing what is already gone is not an error on S3 either.
            store.remove(&[image.display]).await.unwrap();
        }

        #[tokio::test]
        async fn s3_avatars_and_message_pictures_round_trip() {
            use messages::MessageImages as _;
            let (_server, store) = bucket();
            let avatar = store.store_avatar(png(640, 480)).await.unwrap();
            let (bytes, _) = store.get(&avatar).await.unwrap().unwrap();
            assert_eq!(image::load_from_memory(&bytes).unwrap().width(), 256);
            let private = store.store_message_image(png(3200, 1000)).await.unwrap();
            assert!(is_private(&private));
            assert!(store.get(&private).await.unwrap().is_some());
            store
                .remove_message_images(std::slice::from_ref(&private))
                .await
                .unwrap();
            assert!(store.get(&private).await.unwrap().is_none());
        }

        #[tokio::test]
        async fn s3_an_uploads_files_are_kept_read_and_discarded_by_listing_them() {
            let (_server, store) = bucket();
            let (job, other) = (ImportId::new(), ImportId::new());
            for (id, name, bytes) in [
                (job, "products.csv", b"name\n".to_vec()),
                (job, "pictures.zip", vec![1, 2, 3]),
                (other, "products.csv", b"other".to_vec()),
            ] {
                ImportFiles::keep(&store, id, name, bytes).await.unwrap();
            }
            assert_eq!(
                store.read(job, "pictures.zip").await.unwrap(),
                Some(vec![1, 2, 3])
            );
            store.discard(job).await.unwrap();
            assert_eq!(store.read(job, "products.csv").await.unwrap(), None);
            assert_eq!(store.read(job, "pictures.zip").await.unwrap(), None);
            assert_eq!(
                store.read(other, "products.csv").await.unwrap().as_deref(),
                Some(&b"other"[..])
            );
        }

        #[tokio::test]
        async fn s3_a_server_that_is_gone_is_an_error_not_a_missing_picture() {
            let (server, store) = bucket();
            let image = store.store_product_image(png(100, 100)).await.unwrap();
            drop(server);
            // Anything but "no such image": a page would otherwise show a broken picture as
            // if it had been deleted.
            assert!(store.get(&image.display).await.is_err());
            assert!(store.store_avatar(png(64, 64)).await.is_err());
        }
    }
}
