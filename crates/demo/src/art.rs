//! Product pictures for the demo catalogue, drawn here so nothing is downloaded: a soft
//! gradient in the product's colour, a simple silhouette of its category, and a pattern chosen
//! by the product's number, so every picture is distinct.

use catalog::Category;
use image::{ImageEncoder, Rgb, RgbImage, codecs::png::PngEncoder};

/// Small, since the media store scales every upload to its own sizes anyway.
const SIDE: u32 = 240;

fn parse_hex(hex: &str) -> [f32; 3] {
    let channel = |i: usize| {
        u8::from_str_radix(hex.get(1 + 2 * i..3 + 2 * i).unwrap_or("80"), 16)
            .map_or(0.5, |v| f32::from(v) / 255.0)
    };
    [channel(0), channel(1), channel(2)]
}

fn mix(a: [f32; 3], b: [f32; 3], t: f32) -> [f32; 3] {
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
    ]
}

fn to_rgb(c: [f32; 3]) -> Rgb<u8> {
    // Clamped to 0..=255 first, so the casts cannot truncate.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let byte = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
    Rgb([byte(c[0]), byte(c[1]), byte(c[2])])
}

/// A shape as a test of whether a point (in 0..1 coordinates) lies inside it.
type Shape = Box<dyn Fn(f32, f32) -> bool>;

fn rect(x0: f32, y0: f32, x1: f32, y1: f32) -> Shape {
    Box::new(move |x, y| x >= x0 && x <= x1 && y >= y0 && y <= y1)
}

fn ellipse(cx: f32, cy: f32, rx: f32, ry: f32) -> Shape {
    Box::new(move |x, y| ((x - cx) / rx).powi(2) + ((y - cy) / ry).powi(2) <= 1.0)
}

fn ring(cx: f32, cy: f32, outer: f32, inner: f32) -> Shape {
    Box::new(move |x, y| {
        let d = ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
        d <= outer && d >= inner
    })
}

/// A trapezoid widening downwards: skirts, dresses, kurtas.
fn flare(top: f32, bottom: f32, half_top: f32, half_bottom: f32) -> Shape {
    Box::new(move |x, y| {
        if y < top || y > bottom {
            return false;
        }
        let t = (y - top) / (bottom - top);
        (x - 0.5).abs() <= half_top + (half_bottom - half_top) * t
    })
}

fn silhouette(category: Category) -> Vec<Shape> {
    match category {
        Category::Women => vec![flare(0.22, 0.85, 0.12, 0.3), rect(0.3, 0.22, 0.7, 0.42)],
        Category::Men | Category::Kids => vec![
            rect(0.33, 0.25, 0.67, 0.82),
            flare(0.25, 0.45, 0.17, 0.3),
            rect(0.2, 0.25, 0.8, 0.34),
        ],
        Category::Shoes => vec![
            ellipse(0.52, 0.62, 0.32, 0.13),
            rect(0.2, 0.42, 0.42, 0.62),
            rect(0.18, 0.7, 0.86, 0.76),
        ],
        Category::Bags => vec![rect(0.22, 0.38, 0.78, 0.8), ring(0.5, 0.38, 0.2, 0.15)],
        Category::Accessories => vec![
            ring(0.33, 0.52, 0.15, 0.1),
            ring(0.67, 0.52, 0.15, 0.1),
            rect(0.45, 0.48, 0.55, 0.51),
        ],
        Category::Jewellery => vec![ring(0.5, 0.42, 0.28, 0.25), ellipse(0.5, 0.72, 0.07, 0.09)],
        Category::Watches => vec![rect(0.42, 0.15, 0.58, 0.85), ring(0.5, 0.5, 0.2, 0.0)],
        Category::BeautyAndPersonalCare => vec![rect(0.38, 0.35, 0.62, 0.82), rect(0.44, 0.22, 0.56, 0.35)],
        Category::HomeAndKitchen => vec![rect(0.3, 0.35, 0.65, 0.8), ring(0.68, 0.57, 0.13, 0.08)],
        Category::Electronics => vec![
            ring(0.5, 0.5, 0.3, 0.26),
            rect(0.17, 0.48, 0.29, 0.7),
            rect(0.71, 0.48, 0.83, 0.7),
        ],
        Category::SportsAndFitness => vec![ring(0.5, 0.52, 0.28, 0.0)],
    }
}

/// A PNG picture of a product of `category` in the colour `hex`; `number` picks its pattern.
pub fn product_picture(category: Category, hex: &str, number: usize) -> anyhow::Result<Vec<u8>> {
    let colour = parse_hex(hex);
    let white = [1.0, 1.0, 1.0];
    let background_top = mix(colour, white, 0.88);
    let background_bottom = mix(colour, white, 0.7);
    let shapes = silhouette(category);
    let pattern = number % 4;
    let stripe = 0.04 + 0.01 * f32::from(u8::try_from(number % 5).unwrap_or(0));
    let light = mix(colour, white, 0.35);
    let dark = mix(colour, [0.0, 0.0, 0.0], 0.15);

    let image = RgbImage::from_fn(SIDE, SIDE, |px, py| {
        #[allow(clippy::cast_precision_loss)]
        let (x, y) = (px as f32 / SIDE as f32, py as f32 / SIDE as f32);
        if !shapes.iter().any(|inside| inside(x, y)) {
            return to_rgb(mix(background_top, background_bottom, y));
        }
        let decorated = match pattern {
            0 => ((x + y) / stripe).floor() % 2.0 == 0.0,
            1 => (y / stripe).floor() % 2.0 == 0.0,
            2 => ((x / stripe).fract() - 0.5).hypot((y / stripe).fract() - 0.5) < 0.22,
            _ => false,
        };
        to_rgb(if decorated { light } else { dark })
    });
    let mut png = Vec::new();
    PngEncoder::new(&mut png).write_image(image.as_raw(), SIDE, SIDE, image::ExtendedColorType::Rgb8)?;
    Ok(png)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn pictures_differ_by_colour_and_by_number() {
        let a = product_picture(Category::Women, "#3f51b5", 0).unwrap();
        let b = product_picture(Category::Women, "#3f51b5", 1).unwrap();
        let c = product_picture(Category::Women, "#b71c1c", 0).unwrap();
        assert_ne!(a, b);
        assert_ne!(a, c);
        let decoded = image::load_from_memory(&a).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (SIDE, SIDE));
    }
}
