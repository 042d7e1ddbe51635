//! Runs a bulk upload's rows. Each row is tried on its own: it creates a product, updates the
//! one with its SKU, or fails with its problems and stores nothing (a product is stored in one
//! transaction, its pictures removed again when the store refuses it). Progress is recorded after
//! every few rows, so a job taken over by another server goes on where this one stopped.

use std::collections::HashMap;

use chrono::Duration;
use futures_util::StreamExt as _;
use kernel::{Clock, MediaKey, Message, ShopId, Texts};

use super::file::{self, FileKind, LIST_SEPARATOR, Row};
use super::job::{ImportJob, JobCounts, ReportLine};
use super::ports::{ImageFetcher, ImportFiles, ImportJobs};
use crate::draft::{self, Problems, ProductDraft};
use crate::manage::create::{NewProduct, create_product};
use crate::manage::edit::{ProductEdit, edit_product};
use crate::manage::{ManageProductError, Supplier};
use crate::moderation::ModerationMode;
use crate::ports::{ProductImageStore, ProductRepository};
use crate::product::{Product, ProductDetails, ProductImage, Sku};

/// Rows tried between two progress records.
pub const BATCH: usize = 20;
/// Rows of a batch tried at once. A row spends most of its time decoding and re-encoding its
/// pictures (bounded server-wide by the media store) and the rest waiting on the database, so a
/// few in flight keep the cores busy while one waits; rows of a batch never share a SKU (see
/// [`repeated_skus`]), so their order does not matter, and their outcomes are recorded in row order.
pub const ROWS_AT_ONCE: usize = 4;
/// How long a claimed job is this server's before another may take it over; every batch
/// extends it.
pub const LEASE: Duration = Duration::seconds(120);

/// The name the upload's CSV is kept under (its ZIP's pictures are `images/0`, `images/1`, …).
pub const UPLOAD_FILE: &str = "upload.csv";

#[must_use]
pub fn image_file(index: usize) -> String {
    format!("images/{index}")
}

/// What the rows are stored with.
pub struct Importer<'a> {
    pub products: &'a dyn ProductRepository,
    pub media: &'a dyn ProductImageStore,
    pub files: &'a dyn ImportFiles,
    pub fetcher: &'a dyn ImageFetcher,
    pub texts: &'a dyn Texts,
    pub clock: &'a dyn Clock,
}

/// The shop's standing when its job runs, read by the caller from the shop and the settings.
#[derive(Debug, Clone, Copy)]
pub struct ShopStanding {
    pub supplier: Supplier,
    pub moderation: ModerationMode,
}

/// How one row ended.
#[derive(Debug)]
pub enum RowOutcome {
    Created,
    Updated,
    Failed(Problems),
}

impl Importer<'_> {
    /// Runs a claimed job to its end, from the first row it has not recorded.
    ///
    /// # Errors
    /// A storage failure; the job keeps its lease until it runs out and is then taken over, with
    /// the rows recorded so far kept.
    pub async fn run(
        &self,
        jobs: &dyn ImportJobs,
        job: &ImportJob,
        standing: ShopStanding,
    ) -> anyhow::Result<()> {
        let Some(bytes) = self.files.read(job.id, UPLOAD_FILE).await? else {
            tracing::error!(job = %job.id, "a bulk upload's file is gone; the job fails");
            return self.end(jobs, job, true).await;
        };
        let upload = match file::read(&bytes) {
            Ok(upload) => upload,
            Err(error) => {
                // Checked when it was uploaded, so only a changed file gets here.
                tracing::error!(job = %job.id, error = %error, "a bulk upload's file no longer reads");
                return self.end(jobs, job, true).await;
            }
        };
        let repeats = repeated_skus(&upload.rows);
        let pictures = ZipNames::new(&job.images);
        let start = usize::try_from(job.counts.done).unwrap_or(usize::MAX);
        let mut recorded = job.counts.done;
        for batch in upload.rows.get(start..).unwrap_or_default().chunks(BATCH) {
            // Every row of the batch runs to its end before a storage failure is passed on, so
            // none is left with its pictures stored and its product not.
            // The rows' futures are made first (they start only when polled): a closure mapping
            // the stream would make the job's future too general for the runner's task to spawn.
            let rows: Vec<_> = batch
                .iter()
                .map(|row| self.row(job, upload.kind, row, standing, &repeats, &pictures))
                .collect();
            let outcomes: Vec<anyhow::Result<RowOutcome>> = futures_util::stream::iter(rows)
                .buffered(ROWS_AT_ONCE)
                .collect()
                .await;
            let mut counts = JobCounts::default();
            let mut lines = Vec::new();
            for (row, outcome) in batch.iter().zip(outcomes) {
                counts.done += 1;
                match outcome? {
                    RowOutcome::Created => counts.created += 1,
                    RowOutcome::Updated => counts.updated += 1,
                    RowOutcome::Failed(problems) => {
                        counts.failed += 1;
                        lines.extend(problems.iter().map(|(field, problem)| ReportLine {
                            row: row.number,
                            sku: row.get("sku").to_owned(),
                            field: (*field).to_owned(),
                            problem: problem.say(self.texts, job.language),
                        }));
                    }
                }
            }
            let lease_until = self.clock.now() + LEASE;
            if !jobs
                .progress(job.id, recorded, counts, &lines, lease_until)
                .await?
            {
                // This server's lease ran out mid-batch and another took the job over and got
                // here first: the job is theirs to go on with and to end.
                tracing::warn!(job = %job.id, "a bulk upload was taken over by another server; this one stops");
                return Ok(());
            }
            recorded += counts.done;
        }
        self.end(jobs, job, false).await
    }

    /// One row of either kind; a row repeating an earlier row's SKU fails without being tried.
    async fn row(
        &self,
        job: &ImportJob,
        kind: FileKind,
        row: &Row,
        standing: ShopStanding,
        repeats: &HashMap<u32, u32>,
        pictures: &ZipNames,
    ) -> anyhow::Result<RowOutcome> {
        if let Some(first) = repeats.get(&row.number) {
            let mut problems = Problems::new();
            problems.add("sku", Message::new("bulk-sku-repeated").with("row", *first));
            return Ok(RowOutcome::Failed(problems));
        }
        match kind {
            FileKind::Catalogue => self.catalogue_row(job, row, standing, pictures).await,
            FileKind::PriceStock => self.price_stock_row(job.shop, row).await,
        }
    }

    /// Ends a job that cannot run (its shop is gone), keeping what it recorded.
    ///
    /// # Errors
    /// A storage failure.
    pub async fn abandon(&self, jobs: &dyn ImportJobs, job: &ImportJob) -> anyhow::Result<()> {
        self.end(jobs, job, true).await
    }

    async fn end(&self, jobs: &dyn ImportJobs, job: &ImportJob, failed: bool) -> anyhow::Result<()> {
        jobs.finish(job.id, failed, self.clock.now()).await?;
        if let Err(error) = self.files.discard(job.id).await {
            tracing::warn!(job = %job.id, error = ?error, "a finished bulk upload's files could not be removed");
        }
        Ok(())
    }

    /// A catalogue row: creates the product, or updates the shop's product with its SKU.
    ///
    /// # Errors
    /// Only a storage failure; everything wrong with the row is its [`RowOutcome::Failed`].
    async fn catalogue_row(
        &self,
        job: &ImportJob,
        row: &Row,
        standing: ShopStanding,
        pictures: &ZipNames,
    ) -> anyhow::Result<RowOutcome> {
        let sizes = [row.get("sizes")];
        let draft = ProductDraft {
            sku: row.get("sku"),
            name: row.get("name"),
            description: row.get("description"),
            category: row.get("category"),
            brand: row.get("brand"),
            sizes: &sizes,
            color_name: row.get("colorName"),
            color_hex: row.get("colorHex"),
            original_price: row.get("originalPrice"),
            selling_price: row.get("sellingPrice"),
            stock: row.get("stock"),
            hsn: row.get("hsn"),
            gst_rate: row.get("gstRate"),
            country_of_origin: row.get("countryOfOrigin"),
        };
        let parsed = draft.parse(LIST_SEPARATOR);
        let mut problems = match &parsed {
            Ok(_) => Problems::new(),
            Err(problems) => problems.clone(),
        };
        if row.get("sku").is_empty() {
            problems.add("sku", Message::new("field-required"));
        }
        let entries = row.list("images");
        if entries.len() > ProductImage::MAX_PER_PRODUCT {
            problems.add(
                "images",
                Message::new("field-images-count")
                    .with("min", 1)
                    .with("max", ProductImage::MAX_PER_PRODUCT),
            );
        }
        let (Ok(details), true) = (parsed, problems.is_empty()) else {
            return Ok(RowOutcome::Failed(problems));
        };
        let Some(sku) = details.sku.clone() else {
            return Ok(RowOutcome::Failed(problems));
        };
        let existing = self.products.by_sku(job.shop, &sku).await?;

        // Pictures are fetched only for a row that is otherwise good.
        let mut keep = Vec::new();
        let mut uploads = Vec::new();
        for entry in &entries {
            if let Some(key) = existing
                .as_ref()
                .and_then(|product| current_image(product, entry))
            {
                keep.push(key);
                continue;
            }
            match self.picture(job, pictures, entry).await? {
                Ok(bytes) => uploads.push(bytes),
                Err(problem) => problems.add(
                    "images",
                    Message::new("bulk-image-entry")
                        .with("entry", entry)
                        .with_message("problem", problem),
                ),
            }
        }
        if !problems.is_empty() {
            return Ok(RowOutcome::Failed(problems));
        }
        let now = self.clock.now();
        let result = match existing {
            Some(product) => {
                // A row without pictures keeps the product's own.
                if entries.is_empty() {
                    keep = product.images.iter().map(|image| image.display.clone()).collect();
                }
                edit_product(
                    self.products,
                    self.media,
                    ProductEdit {
                        shop_id: job.shop,
                        id: product.id,
                        supplier: standing.supplier,
                        details,
                        keep,
                        uploads,
                    },
                    now,
                )
                .await
                .map(|_| RowOutcome::Updated)
            }
            None => create_product(
                self.products,
                self.media,
                NewProduct {
                    shop_id: job.shop,
                    supplier: standing.supplier,
                    details,
                    uploads,
                    schedule: None,
                    moderation: standing.moderation,
                },
                now,
            )
            .await
            .map(|_| RowOutcome::Created),
        };
        refused(result)
    }

    /// A price and stock row: changes those of the shop's product with its SKU; a blank or
    /// absent cell leaves its value as it is.
    ///
    /// # Errors
    /// Only a storage failure.
    async fn price_stock_row(&self, shop: ShopId, row: &Row) -> anyhow::Result<RowOutcome> {
        let mut problems = Problems::new();
        let sku = if row.get("sku").is_empty() {
            problems.add("sku", Message::new("field-required"));
            None
        } else {
            problems.check("sku", Sku::parse(row.get("sku")))
        };
        let Some(sku) = sku else {
            return Ok(RowOutcome::Failed(problems));
        };
        let Some(product) = self.products.by_sku(shop, &sku).await? else {
            problems.add("sku", Message::new("bulk-sku-unknown"));
            return Ok(RowOutcome::Failed(problems));
        };
        let current = &product.details;
        let original = given(row, "originalPrice").map_or(Some(current.pricing.original()), |v| {
            draft::rupees(&mut problems, "originalPrice", v)
        });
        let selling = given(row, "sellingPrice").map_or(Some(current.pricing.selling()), |v| {
            draft::rupees(&mut problems, "sellingPrice", v)
        });
        let pricing = draft::pricing(&mut problems, original, selling);
        let stock = given(row, "stock").map_or(Some(current.stock), |v| draft::stock(&mut problems, v));
        let (Some(pricing), Some(stock), true) = (pricing, stock, problems.is_empty()) else {
            return Ok(RowOutcome::Failed(problems));
        };
        let details = ProductDetails {
            pricing,
            stock,
            ..current.clone()
        };
        if details == *current {
            return Ok(RowOutcome::Updated);
        }
        match self
            .products
            .update(product.id, &details, &product.images, self.clock.now())
            .await?
        {
            Some(_) => Ok(RowOutcome::Updated),
            // Deleted between the read and the write.
            None => {
                problems.add("sku", Message::new("bulk-sku-unknown"));
                Ok(RowOutcome::Failed(problems))
            }
        }
    }

    /// The bytes of a picture a row names: an https address, or a file of the upload's ZIP.
    async fn picture(
        &self,
        job: &ImportJob,
        pictures: &ZipNames,
        entry: &str,
    ) -> anyhow::Result<Result<Vec<u8>, Message>> {
        if entry.contains("://") {
            return Ok(self
                .fetcher
                .fetch(entry)
                .await
                .map_err(|error| kernel::Described::message(&error)));
        }
        let Some(index) = pictures.find(entry) else {
            return Ok(Err(Message::new("bulk-image-not-in-zip")));
        };
        match self.files.read(job.id, &image_file(index)).await? {
            Some(bytes) => Ok(Ok(bytes)),
            None => Ok(Err(Message::new("bulk-image-not-in-zip"))),
        }
    }
}

/// The rows that repeat an earlier row's SKU, each with the number of the first row that has it.
/// A file names each product once: two rows of one product would otherwise race each other
/// when tried at once, and which of them the product ends up as would depend on timing.
#[must_use]
pub fn repeated_skus(rows: &[Row]) -> HashMap<u32, u32> {
    let mut first: HashMap<&str, u32> = HashMap::new();
    let mut repeats = HashMap::new();
    for row in rows {
        let sku = row.get("sku").trim();
        if sku.is_empty() {
            continue;
        }
        match first.get(sku) {
            Some(&earlier) => {
                repeats.insert(row.number, earlier);
            }
            None => {
                first.insert(sku, row.number);
            }
        }
    }
    repeats
}

/// A cell that is in the file and not blank.
fn given<'a>(row: &'a Row, column: &str) -> Option<&'a str> {
    Some(row.get(column)).filter(|value| !value.is_empty())
}

/// The ZIP's picture names, to find the one a row names: by its name inside the ZIP, or by its
/// name alone (a ZIP made of a folder holds `photos/kurta.jpg`), ignoring case. Built once per
/// job: a 5,000-row file naming 5,000 pictures would otherwise compare 25 million names.
pub struct ZipNames {
    by_path: HashMap<String, usize>,
    by_name: HashMap<String, usize>,
}

impl ZipNames {
    #[must_use]
    pub fn new(names: &[String]) -> Self {
        let (mut by_path, mut by_name) = (HashMap::new(), HashMap::new());
        for (index, name) in names.iter().enumerate() {
            let lower = name.to_lowercase();
            let base = lower.rsplit('/').next().unwrap_or(&lower).to_owned();
            // The first of two equal names is the one found, as a reader of the list would.
            by_name.entry(base).or_insert(index);
            by_path.entry(lower).or_insert(index);
        }
        Self { by_path, by_name }
    }

    /// The index of the picture `entry` names; an exact path wins over a name that is also
    /// elsewhere.
    #[must_use]
    pub fn find(&self, entry: &str) -> Option<usize> {
        let wanted = entry.trim().to_lowercase();
        self.by_path
            .get(&wanted)
            .or_else(|| self.by_name.get(&wanted))
            .copied()
    }
}

/// One of the product's own pictures, named as an export writes it (its `/media/…` address,
/// with or without the host) or by its key.
fn current_image(product: &Product, entry: &str) -> Option<MediaKey> {
    let path = entry.split_once("/media/").map_or(entry, |(_, key)| key);
    product
        .images
        .iter()
        .find(|image| image.display.as_str() == path)
        .map(|image| image.display.clone())
}

/// A refusal of the product rules becomes the row's problem; a storage failure stays an error.
fn refused(result: Result<RowOutcome, ManageProductError>) -> anyhow::Result<RowOutcome> {
    let error = match result {
        Ok(outcome) => return Ok(outcome),
        Err(ManageProductError::Unexpected(cause)) => return Err(cause),
        Err(error) => error,
    };
    let field = match error {
        ManageProductError::TaxableWithoutGstin => "gstRate",
        ManageProductError::SkuTaken | ManageProductError::NotFound => "sku",
        _ => "images",
    };
    let mut problems = Problems::new();
    problems.add(field, kernel::Described::message(&error));
    Ok(RowOutcome::Failed(problems))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::test_support::{image, product};

    #[test]
    fn a_picture_is_found_by_its_path_in_the_zip_or_its_name_alone_ignoring_case() {
        let names = vec![
            "photos/Kurta-1.JPG".to_owned(),
            "kurta-2.png".to_owned(),
            "other/kurta-2.png".to_owned(),
        ];
        let pictures = ZipNames::new(&names);
        assert_eq!(pictures.find("photos/kurta-1.jpg"), Some(0));
        assert_eq!(pictures.find(" KURTA-1.jpg"), Some(0));
        // An exact path wins over a name that is also elsewhere.
        assert_eq!(pictures.find("other/kurta-2.png"), Some(2));
        assert_eq!(pictures.find("kurta-2.png"), Some(1));
        assert_eq!(pictures.find("kurta-3.png"), None);
    }

    #[test]
    fn a_sku_repeated_in_the_file_is_a_problem_of_its_later_rows_naming_the_first() {
        let upload =
            file::read(b"sku,originalPrice\nA-1,10\nB-1,10\nA-1,12\n,10\n,10\nA-1,14\nb-1,10\n").unwrap();
        let repeats = repeated_skus(&upload.rows);
        // Rows count from the header as row 1; blank SKUs are their own problem, not repeats,
        // and SKUs differ by case as the store keeps them.
        assert_eq!(repeats, HashMap::from([(4, 2), (7, 2)]));
    }

    #[test]
    fn an_exported_address_names_the_products_own_picture() {
        let mut owned = product(None);
        owned.images = vec![image("a"), image("b")];
        let key = |entry: &str| current_image(&owned, entry).map(|k| k.as_str().to_owned());
        assert_eq!(
            key("https://haat.example/media/products/b.jpg").as_deref(),
            Some("products/b.jpg")
        );
        assert_eq!(key("products/a.jpg").as_deref(), Some("products/a.jpg"));
        assert_eq!(key("https://haat.example/media/products/c.jpg"), None);
        // A thumbnail is not a picture of its own.
        assert_eq!(key("products/a-thumb.jpg"), None);
    }

    #[test]
    fn a_refusal_of_the_rules_is_the_rows_problem_and_a_storage_failure_stays_an_error() {
        let problem = |error: ManageProductError| match refused(Err(error)).unwrap() {
            RowOutcome::Failed(problems) => problems.iter().map(|(f, _)| *f).collect::<Vec<_>>(),
            other => panic!("{other:?}"),
        };
        assert_eq!(problem(ManageProductError::TaxableWithoutGstin), ["gstRate"]);
        assert_eq!(problem(ManageProductError::SkuTaken), ["sku"]);
        assert_eq!(
            problem(ManageProductError::ImageCount { min: 1, max: 8 }),
            ["images"]
        );
        assert!(refused(Err(ManageProductError::Unexpected(anyhow::anyhow!("disk full")))).is_err());
        assert!(matches!(
            refused(Ok(RowOutcome::Created)).unwrap(),
            RowOutcome::Created
        ));
    }
}
