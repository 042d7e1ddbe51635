//! The pixel work of an upload once it is decoded: flattening transparency onto white, scaling
//! and encoding as JPEG. Scaling is fast_image_resize's and encoding jpeg-encoder's, both with
//! SIMD: a product picture took 55 ms of a core through the image crate's own resize and encoder
//! and takes 7 ms through these, which is what lets a bulk upload of 5,000 rows finish in time
//! (ADR 0035).

use fast_image_resize::images::{Image, ImageRef};
use fast_image_resize::{FilterType, PixelType, ResizeAlg, ResizeOptions, Resizer};
use image::{DynamicImage, Rgb, RgbImage};
use kernel::ImageError;

const JPEG_QUALITY: u8 = 85;

fn unexpected(what: &str, error: impl std::fmt::Display) -> ImageError {
    ImageError::Unexpected(anyhow::anyhow!("{what}: {error}"))
}

/// The picture as RGB, anything transparent shown against white, as the pages show it.
pub fn flattened(image: DynamicImage) -> RgbImage {
    if !image.color().has_alpha() {
        return image.into_rgb8();
    }
    let rgba = image.into_rgba8();
    RgbImage::from_fn(rgba.width(), rgba.height(), |x, y| {
        let [r, g, b, a] = rgba.get_pixel(x, y).0;
        let blend = |c: u8| -> u8 {
            let value = (u16::from(c) * u16::from(a) + 255 * (255 - u16::from(a))) / 255;
            u8::try_from(value).unwrap_or(u8::MAX)
        };
        Rgb([blend(r), blend(g), blend(b)])
    })
}

/// The largest size of the picture's shape that fits a `side` × `side` square, at least a pixel
/// a side (as the image crate's own `resize` works it out).
fn fitting(width: u32, height: u32, side: u32) -> (u32, u32) {
    let ratio = f64::from(side) / f64::from(width.max(height));
    let scale = |length: u32| -> u32 {
        // At most `side`, so the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let scaled = (f64::from(length) * ratio).round() as u32;
        scaled.clamp(1, side)
    };
    (scale(width), scale(height))
}

/// The picture scaled to `width` × `height` with a Lanczos filter; with `fill`, cut to that
/// shape around its centre first, otherwise stretched to it.
fn scaled(image: &RgbImage, width: u32, height: u32, fill: bool) -> Result<RgbImage, ImageError> {
    if image.dimensions() == (width, height) {
        return Ok(image.clone());
    }
    let source = ImageRef::new(image.width(), image.height(), image.as_raw(), PixelType::U8x3)
        .map_err(|e| unexpected("reading pixels to scale", e))?;
    let mut target = Image::new(width, height, PixelType::U8x3);
    let mut options = ResizeOptions::new().resize_alg(ResizeAlg::Convolution(FilterType::Lanczos3));
    if fill {
        options = options.fit_into_destination(Some((0.5, 0.5)));
    }
    Resizer::new()
        .resize(&source, &mut target, &options)
        .map_err(|e| unexpected("scaling a picture", e))?;
    RgbImage::from_raw(width, height, target.into_vec())
        .ok_or_else(|| unexpected("scaling a picture", "the scaled buffer has the wrong size"))
}

/// The picture scaled to fit a `side` square, keeping its shape, and centred on a white square
/// of that side: every product picture is square, so pages reserve their space before it loads.
/// A smaller picture is scaled up, as product pages show every picture at one size.
pub fn fitted_square(image: &RgbImage, side: u32) -> Result<RgbImage, ImageError> {
    let (width, height) = fitting(image.width(), image.height(), side);
    let fitted = scaled(image, width, height, false)?;
    if (width, height) == (side, side) {
        return Ok(fitted);
    }
    let mut canvas = RgbImage::from_pixel(side, side, Rgb([255, 255, 255]));
    image::imageops::replace(
        &mut canvas,
        &fitted,
        i64::from((side - width) / 2),
        i64::from((side - height) / 2),
    );
    Ok(canvas)
}

/// The picture scaled down to fit a `side` square, keeping its shape; a smaller one as it is.
pub fn shrunk_to_fit(image: RgbImage, side: u32) -> Result<RgbImage, ImageError> {
    if image.width() <= side && image.height() <= side {
        return Ok(image);
    }
    let (width, height) = fitting(image.width(), image.height(), side);
    scaled(&image, width, height, false)
}

/// The middle square of the picture (or of its longer side's middle), scaled to `side`.
pub fn filled_square(image: &RgbImage, side: u32) -> Result<RgbImage, ImageError> {
    scaled(image, side, side, true)
}

/// A square picture scaled to `side`.
pub fn square(image: &RgbImage, side: u32) -> Result<RgbImage, ImageError> {
    scaled(image, side, side, false)
}

/// The picture as a baseline JPEG, which keeps no metadata of the upload.
pub fn jpeg(image: &RgbImage) -> Result<Vec<u8>, ImageError> {
    let (Ok(width), Ok(height)) = (u16::try_from(image.width()), u16::try_from(image.height())) else {
        return Err(unexpected("encoding JPEG", "the picture is too large for a JPEG"));
    };
    let mut out = Vec::new();
    jpeg_encoder::Encoder::new(&mut out, JPEG_QUALITY)
        .encode(image.as_raw(), width, height, jpeg_encoder::ColorType::Rgb)
        .map_err(|e| unexpected("encoding JPEG", e))?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use image::{GenericImageView as _, Rgba, RgbaImage};

    fn picture(width: u32, height: u32, colour: [u8; 3]) -> RgbImage {
        RgbImage::from_pixel(width, height, Rgb(colour))
    }

    fn near(actual: Rgb<u8>, wanted: [u8; 3]) -> bool {
        actual.0.iter().zip(wanted).all(|(a, w)| a.abs_diff(w) <= 3)
    }

    #[test]
    fn a_fitting_size_keeps_the_shape_within_the_square_and_at_least_a_pixel() {
        assert_eq!(fitting(1200, 600, 800), (800, 400));
        assert_eq!(fitting(600, 1200, 800), (400, 800));
        assert_eq!(fitting(64, 64, 800), (800, 800));
        assert_eq!(fitting(3000, 2, 400), (400, 1));
    }

    #[test]
    fn a_wide_picture_is_centred_on_a_white_square_of_the_side() {
        let square = fitted_square(&picture(200, 100, [200, 30, 30]), 80).unwrap();
        assert_eq!(square.dimensions(), (80, 80));
        // Above and below the picture: white; in its middle: its colour.
        assert!(near(*square.get_pixel(40, 5), [255, 255, 255]));
        assert!(near(*square.get_pixel(40, 75), [255, 255, 255]));
        assert!(near(*square.get_pixel(40, 40), [200, 30, 30]));
    }

    #[test]
    fn a_filled_square_is_cut_from_the_middle() {
        // Left third red, middle third green, right third blue: the square is the green middle.
        let strips = RgbImage::from_fn(300, 100, |x, _| match x / 100 {
            0 => Rgb([255, 0, 0]),
            1 => Rgb([0, 255, 0]),
            _ => Rgb([0, 0, 255]),
        });
        let square = filled_square(&strips, 50).unwrap();
        assert_eq!(square.dimensions(), (50, 50));
        assert!(near(*square.get_pixel(2, 25), [0, 255, 0]));
        assert!(near(*square.get_pixel(47, 25), [0, 255, 0]));
    }

    #[test]
    fn only_a_picture_larger_than_the_side_is_shrunk() {
        let small = shrunk_to_fit(picture(300, 200, [1, 2, 3]), 1600).unwrap();
        assert_eq!(small.dimensions(), (300, 200));
        let large = shrunk_to_fit(picture(3200, 1600, [1, 2, 3]), 1600).unwrap();
        assert_eq!(large.dimensions(), (1600, 800));
    }

    #[test]
    fn transparency_is_shown_against_white() {
        let mut rgba = RgbaImage::from_pixel(2, 1, Rgba([0, 0, 0, 0]));
        rgba.put_pixel(1, 0, Rgba([0, 0, 200, 255]));
        let flat = flattened(DynamicImage::ImageRgba8(rgba));
        assert_eq!(flat.get_pixel(0, 0).0, [255, 255, 255]);
        assert_eq!(flat.get_pixel(1, 0).0, [0, 0, 200]);
    }

    #[test]
    fn the_jpeg_reads_back_at_its_size_and_colour() {
        let bytes = jpeg(&picture(40, 30, [20, 120, 220])).unwrap();
        let back = image::load_from_memory(&bytes).unwrap();
        assert_eq!(back.dimensions(), (40, 30));
        assert!(near(back.to_rgb8().get_pixel(20, 15).to_owned(), [20, 120, 220]));
    }
}
