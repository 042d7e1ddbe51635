//! The seller's products as a catalogue CSV: the template's columns, so an exported file,
//! edited and uploaded again, updates the same products by their SKUs.

use super::file::{CATALOGUE_COLUMNS, LIST_SEPARATOR, write};
use crate::product::Product;

/// `media_base` is the public address images are served under (`https://haat.in/media/`), so
/// the file's picture cells open in a browser; uploaded again, they name the product's own
/// pictures and are kept as they are.
#[must_use]
pub fn export(products: &[Product], media_base: &str) -> Vec<u8> {
    let separator = LIST_SEPARATOR.to_string();
    let rows = products.iter().map(|product| {
        let details = &product.details;
        let sizes: Vec<&str> = details
            .sizes
            .as_slice()
            .iter()
            .map(|size| size.as_str())
            .collect();
        let images: Vec<String> = product
            .images
            .iter()
            .map(|image| format!("{media_base}{}", image.display.as_str()))
            .collect();
        vec![
            details.sku.as_ref().map(ToString::to_string).unwrap_or_default(),
            details.name.to_string(),
            details.description.to_string(),
            details.category.to_string(),
            details.brand.to_string(),
            details.pricing.original().to_decimal().to_string(),
            details.pricing.selling().to_decimal().to_string(),
            details.stock.units().to_string(),
            details.hsn.to_string(),
            details.gst_rate.to_string(),
            details.origin.code().to_owned(),
            sizes.join(&separator),
            details
                .colour
                .as_ref()
                .map(|c| c.name().to_owned())
                .unwrap_or_default(),
            details
                .colour
                .as_ref()
                .map(|c| c.hex().to_owned())
                .unwrap_or_default(),
            images.join(&separator),
        ]
    });
    // Every row has one cell per column: the template's header and this row must change together.
    debug_assert_eq!(CATALOGUE_COLUMNS.len(), 15);
    write(&CATALOGUE_COLUMNS, rows)
}
