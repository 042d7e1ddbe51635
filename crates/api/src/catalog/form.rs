//! The multipart form of `POST /create-product`, `PUT /edit-shop-product/{id}` and
//! `POST /create-event` (docs/catalog.md "Seller calls"), read into domain values with every
//! problem named by its field.

use actix_multipart::form::MultipartForm;
use actix_multipart::form::bytes::Bytes as Upload;
use actix_multipart::form::text::Text;
use catalog::ProductDetails;
use catalog::draft::ProductDraft;
use kernel::{MediaKey, Message, Timestamp};
use utoipa::ToSchema;

use crate::http::error::{ApiError, Fields};

/// A product's parts. Parts a client may send but never set (`ratings`, `sold_out`, `shop`,
/// `shopId`) are ignored: the shop is the seller's own, the figures come from sales.
// One form serves three calls, so its OpenAPI schema says in words which parts only one of them
// reads (`keepImages`, `startDate`, `endDate`). Every part is optional to the reader so that
// `parse` can name all the missing ones at once; `required` in the schema says what `parse`
// insists on.
#[derive(MultipartForm, ToSchema)]
#[schema(as = ProductForm)]
pub struct ProductForm {
    /// The seller's own code for the product, 1 to 40 letters, digits, `-`, `_`, `.` or `/`;
    /// unique among the shop's products. Bulk uploads match rows by it.
    #[multipart(limit = "1KiB")]
    #[schema(value_type = String, required = false, max_length = 40, pattern = r"^[A-Za-z0-9._/-]{1,40}$")]
    sku: Option<Text<String>>,
    /// 1 to 200 characters.
    #[multipart(limit = "4KiB")]
    #[schema(value_type = String, required = true, max_length = 200)]
    name: Option<Text<String>>,
    /// 1 to 5000 characters; line breaks are kept.
    #[multipart(limit = "32KiB")]
    #[schema(value_type = String, required = true, max_length = 5000)]
    description: Option<Text<String>>,
    /// A category's name, in any case.
    #[multipart(limit = "1KiB")]
    #[schema(value_type = String, required = true)]
    category: Option<Text<String>>,
    /// 1 to 60 characters.
    #[multipart(limit = "1KiB")]
    #[schema(value_type = String, required = true, max_length = 60)]
    brand: Option<Text<String>>,
    /// The part repeated, or one comma-separated value; each 1 to 20 characters, at most 20
    /// sizes, repeats (ignoring case) dropped. None means no sizes.
    #[multipart(limit = "1KiB")]
    #[schema(value_type = Vec<String>, required = false)]
    sizes: Vec<Text<String>>,
    /// At most 30 characters; with `colorHex`, or neither for no colour.
    #[multipart(rename = "colorName", limit = "1KiB")]
    #[schema(value_type = String, required = false, rename = "colorName", max_length = 30)]
    color_name: Option<Text<String>>,
    /// `#rrggbb`; with `colorName`.
    #[multipart(rename = "colorHex", limit = "1KiB")]
    #[schema(value_type = String, required = false, rename = "colorHex", pattern = "^#[0-9a-fA-F]{6}$")]
    color_hex: Option<Text<String>>,
    /// Rupees, more than 0 and at most 1,00,00,000, with at most two decimals.
    #[multipart(rename = "originalPrice", limit = "1KiB")]
    #[schema(value_type = String, required = true, rename = "originalPrice", pattern = r"^[0-9]+(\.[0-9]{1,2})?$")]
    original_price: Option<Text<String>>,
    /// Rupees, more than 0 and at most `originalPrice`, with at most two decimals.
    #[multipart(rename = "sellingPrice", limit = "1KiB")]
    #[schema(value_type = String, required = true, rename = "sellingPrice", pattern = r"^[0-9]+(\.[0-9]{1,2})?$")]
    selling_price: Option<Text<String>>,
    /// Units in stock.
    #[multipart(limit = "1KiB")]
    #[schema(value_type = u32, required = true, minimum = 0, maximum = 1_000_000)]
    stock: Option<Text<String>>,
    /// The HSN code (Harmonised System of Nomenclature) its invoices classify it under: 4, 6 or 8
    /// digits, spaces between groups allowed; chapters 01 to 98.
    #[multipart(limit = "1KiB")]
    #[schema(value_type = String, required = true, pattern = r"^[0-9 ]{4,11}$")]
    hsn: Option<Text<String>>,
    /// The GST slab in percent, included in the prices. A shop without a GSTIN sells only at 0.
    #[multipart(rename = "gstRate", limit = "1KiB")]
    #[schema(required = true, rename = "gstRate", schema_with = super::dto::gst_rate_schema)]
    gst_rate: Option<Text<String>>,
    /// Where it was made: an ISO 3166-1 alpha-2 code.
    #[multipart(rename = "countryOfOrigin", limit = "1KiB")]
    #[schema(required = true, rename = "countryOfOrigin", schema_with = super::dto::country_schema)]
    country_of_origin: Option<Text<String>>,
    /// New image files (JPEG, PNG or WebP by content; each at most 5 MB and 8000 px a side),
    /// after the kept ones: 1 to 8 images in all.
    // Each image's 5 MB limit is checked by the media store, which names the field and the
    // image; the form's total limit (`limits.upload_body_bytes`) bounds the request.
    #[multipart(limit = "45MiB")]
    #[schema(value_type = Vec<String>, format = Binary, required = false, max_items = 8)]
    images: Vec<Upload>,
    /// Edits only: the current `images` paths to keep, in the order wanted.
    #[multipart(rename = "keepImages", limit = "1KiB")]
    #[schema(value_type = Vec<String>, required = false, rename = "keepImages", max_items = 8)]
    keep_images: Vec<Text<String>>,
    /// Events only, and required for them: when the event starts (RFC 3339).
    #[multipart(rename = "startDate", limit = "1KiB")]
    #[schema(value_type = String, format = DateTime, required = false, rename = "startDate")]
    start_date: Option<Text<String>>,
    /// Events only, and required for them: when it ends (RFC 3339), after the start and in the
    /// future, at most 30 days later.
    #[multipart(rename = "endDate", limit = "1KiB")]
    #[schema(value_type = String, format = DateTime, required = false, rename = "endDate")]
    end_date: Option<Text<String>>,
}

/// What the form holds once every field is valid.
pub struct ParsedProduct {
    pub details: ProductDetails,
    pub uploads: Vec<Vec<u8>>,
    pub keep: Vec<MediaKey>,
    pub schedule: Option<(Timestamp, Timestamp)>,
}

fn text(field: &Option<Text<String>>) -> &str {
    field.as_ref().map_or("", |t| t.as_str())
}

fn required<'a>(fields: &mut Fields, name: &str, field: &'a Option<Text<String>>) -> Option<&'a str> {
    let value = text(field);
    if value.trim().is_empty() {
        fields.add(name, Message::new("field-required"));
        None
    } else {
        Some(value)
    }
}

fn instant(fields: &mut Fields, name: &str, field: &Option<Text<String>>) -> Option<Timestamp> {
    let raw = required(fields, name, field)?;
    let parsed = chrono::DateTime::parse_from_rfc3339(raw.trim())
        .ok()
        .map(|t| t.with_timezone(&chrono::Utc));
    if parsed.is_none() {
        fields.add(
            name,
            Message::new("field-date-time").with("example", "2026-12-01T10:00:00+05:30"),
        );
    }
    parsed
}

impl ProductForm {
    /// # Errors
    /// A validation error naming every wrong field.
    pub fn parse(self, event: bool) -> Result<ParsedProduct, ApiError> {
        let mut fields = Fields::new();
        // One comma-separated value or the field repeated, as the seller's form prefers.
        let sizes: Vec<&str> = self.sizes.iter().map(|t| t.as_str()).collect();
        let draft = ProductDraft {
            sku: text(&self.sku),
            name: text(&self.name),
            description: text(&self.description),
            // The listing's query sends '&' as '-' in a category (docs/product.md §7.2); a form
            // sends it as typed.
            category: text(&self.category),
            brand: text(&self.brand),
            sizes: &sizes,
            color_name: text(&self.color_name),
            color_hex: text(&self.color_hex),
            original_price: text(&self.original_price),
            selling_price: text(&self.selling_price),
            stock: text(&self.stock),
            hsn: text(&self.hsn),
            gst_rate: text(&self.gst_rate),
            country_of_origin: text(&self.country_of_origin),
        };
        let details = match draft.parse(',') {
            Ok(details) => Some(details),
            Err(problems) => {
                for (field, problem) in problems.into_vec() {
                    fields.add(field, problem);
                }
                None
            }
        };
        let uploads: Vec<Vec<u8>> = self
            .images
            .into_iter()
            .map(|upload| upload.data.to_vec())
            // A file input left empty still sends an empty part.
            .filter(|bytes| !bytes.is_empty())
            .collect();
        let mut keep = Vec::with_capacity(self.keep_images.len());
        for path in &self.keep_images {
            let key = crate::media::key_of(path);
            match key {
                Some(key) => keep.push(key),
                None => fields.add("keepImages", Message::new("field-keep-images-paths")),
            }
        }
        let schedule = if event {
            let start = instant(&mut fields, "startDate", &self.start_date);
            let end = instant(&mut fields, "endDate", &self.end_date);
            match (start, end) {
                (Some(start), Some(end)) if end <= start => {
                    fields.add("endDate", Message::new("field-end-after-start"));
                    None
                }
                (Some(start), Some(end)) => Some(Some((start, end))),
                _ => None,
            }
        } else {
            Some(None)
        };
        fields.finish(|| {
            Some(ParsedProduct {
                details: details?,
                uploads,
                keep,
                schedule: schedule?,
            })
        })
    }
}
