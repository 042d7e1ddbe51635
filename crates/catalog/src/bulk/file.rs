//! The CSV a seller uploads: which columns it may have, and its rows. Two kinds of file share the
//! format: a catalogue (every product's details, creating or updating by SKU) and a price and
//! stock update (a SKU and any of the two prices and the stock).

use std::collections::HashMap;

/// Most product rows one upload may have.
pub const MAX_ROWS: usize = 5_000;
/// Largest CSV accepted, in bytes: 5,000 rows with long descriptions fit.
pub const MAX_FILE_BYTES: usize = 20 * 1024 * 1024;
/// What separates several sizes or pictures in one cell. Not a comma, which spreadsheets would
/// have to quote.
pub const LIST_SEPARATOR: char = '|';

/// The catalogue's columns, in the template's order; the first eleven are required.
pub const CATALOGUE_COLUMNS: [&str; 15] = [
    "sku",
    "name",
    "description",
    "category",
    "brand",
    "originalPrice",
    "sellingPrice",
    "stock",
    "hsn",
    "gstRate",
    "countryOfOrigin",
    "sizes",
    "colorName",
    "colorHex",
    "images",
];
const REQUIRED_CATALOGUE_COLUMNS: usize = 11;
/// The columns a price and stock update may have; `sku` and at least one other.
pub const PRICE_STOCK_COLUMNS: [&str; 4] = ["sku", "originalPrice", "sellingPrice", "stock"];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Catalogue,
    PriceStock,
}

/// Why a file was refused as a whole, before any row was tried.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FileError {
    #[error("the file is not UTF-8 text")]
    NotText,
    #[error("line {line} of the file is not valid CSV")]
    Malformed { line: u64 },
    #[error("the file has no header row")]
    NoHeader,
    #[error("the file lacks the columns {0}")]
    MissingColumns(String),
    #[error("the file has columns the template does not: {0}")]
    UnknownColumns(String),
    #[error("the column {0} appears twice")]
    RepeatedColumn(String),
    #[error("the file has no product rows")]
    NoRows,
    #[error("the file has more than {max} rows")]
    TooManyRows { max: usize },
    #[error("the file is larger than {} MB", max_bytes / (1024 * 1024))]
    TooLarge { max_bytes: usize },
}

impl kernel::Described for FileError {
    fn message(&self) -> kernel::Message {
        use kernel::Message;
        match self {
            Self::NotText => Message::new("bulk-file-not-text"),
            Self::Malformed { line } => Message::new("bulk-file-malformed").with("line", line),
            Self::NoHeader => Message::new("bulk-file-no-header"),
            Self::MissingColumns(names) => Message::new("bulk-file-missing-columns").with("columns", names),
            Self::UnknownColumns(names) => Message::new("bulk-file-unknown-columns").with("columns", names),
            Self::RepeatedColumn(name) => Message::new("bulk-file-repeated-column").with("column", name),
            Self::NoRows => Message::new("bulk-file-no-rows"),
            Self::TooManyRows { max } => Message::new("bulk-file-too-many-rows").with("max", max),
            Self::TooLarge { max_bytes } => {
                Message::new("bulk-file-too-large").with("mb", max_bytes / (1024 * 1024))
            }
        }
    }
}

/// One product row: its cells by column name (blank cells and absent columns read as "").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// Counted as a spreadsheet shows it: the header is row 1.
    pub number: u32,
    cells: HashMap<&'static str, String>,
}

impl Row {
    #[must_use]
    pub fn get(&self, column: &str) -> &str {
        self.cells.get(column).map_or("", String::as_str)
    }

    /// Whether the file has this column at all (a blank cell of it is still "given").
    #[must_use]
    pub fn has(&self, column: &str) -> bool {
        self.cells.contains_key(column)
    }

    /// A cell's entries split at [`LIST_SEPARATOR`], trimmed, blanks dropped.
    #[must_use]
    pub fn list(&self, column: &str) -> Vec<&str> {
        self.get(column)
            .split(LIST_SEPARATOR)
            .map(str::trim)
            .filter(|entry| !entry.is_empty())
            .collect()
    }
}

/// A file that passed the whole-file checks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UploadFile {
    pub kind: FileKind,
    pub rows: Vec<Row>,
}

/// Reads an upload, telling the kind of file by its header. Column names are matched ignoring
/// case and spaces around them; a spreadsheet's byte-order mark is skipped; rows left wholly
/// blank (as spreadsheets leave them at the end) are not counted.
///
/// # Errors
/// A [`FileError`] for a file that cannot be tried row by row.
pub fn read(bytes: &[u8]) -> Result<UploadFile, FileError> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(FileError::TooLarge {
            max_bytes: MAX_FILE_BYTES,
        });
    }
    let text = std::str::from_utf8(bytes).map_err(|_| FileError::NotText)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(true)
        .from_reader(text.as_bytes());
    let header = reader.headers().map_err(|error| malformed(&error))?.clone();
    if header.iter().all(|name| name.trim().is_empty()) {
        return Err(FileError::NoHeader);
    }
    let (kind, columns) = columns_of(&header)?;
    let mut rows = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|error| malformed(&error))?;
        if record.iter().all(|cell| cell.trim().is_empty()) {
            continue;
        }
        if rows.len() == MAX_ROWS {
            return Err(FileError::TooManyRows { max: MAX_ROWS });
        }
        // The header is line 1 of the file; a row's line is where the record starts.
        let number = record
            .position()
            .map_or(0, |position| u32::try_from(position.line()).unwrap_or(u32::MAX));
        let cells = columns
            .iter()
            .enumerate()
            .filter_map(|(index, column)| {
                column.map(|name| (name, record.get(index).unwrap_or("").trim().to_owned()))
            })
            .collect();
        rows.push(Row { number, cells });
    }
    if rows.is_empty() {
        return Err(FileError::NoRows);
    }
    Ok(UploadFile { kind, rows })
}

fn malformed(error: &csv::Error) -> FileError {
    match error.kind() {
        csv::ErrorKind::Utf8 { .. } => FileError::NotText,
        _ => FileError::Malformed {
            line: error.position().map_or(1, csv::Position::line),
        },
    }
}

/// The kind of file, and each header cell's column (`None` for a blank header cell, whose
/// column is ignored: spreadsheets add them).
fn columns_of(header: &csv::StringRecord) -> Result<(FileKind, Vec<Option<&'static str>>), FileError> {
    let names: Vec<String> = header
        .iter()
        .map(|name| name.trim().to_ascii_lowercase())
        .collect();
    let kind = if names.iter().any(|name| name == "name") {
        FileKind::Catalogue
    } else {
        FileKind::PriceStock
    };
    let known: &[&'static str] = match kind {
        FileKind::Catalogue => &CATALOGUE_COLUMNS,
        FileKind::PriceStock => &PRICE_STOCK_COLUMNS,
    };
    let mut columns = Vec::with_capacity(names.len());
    let mut unknown = Vec::new();
    for (name, raw) in names.iter().zip(header.iter()) {
        if name.is_empty() {
            columns.push(None);
            continue;
        }
        match known.iter().find(|column| column.eq_ignore_ascii_case(name)) {
            Some(column) if columns.contains(&Some(*column)) => {
                return Err(FileError::RepeatedColumn((*column).to_owned()));
            }
            Some(column) => columns.push(Some(*column)),
            None => {
                unknown.push(raw.trim().to_owned());
                columns.push(None);
            }
        }
    }
    if !unknown.is_empty() {
        return Err(FileError::UnknownColumns(unknown.join(", ")));
    }
    let required: &[&str] = match kind {
        FileKind::Catalogue => &CATALOGUE_COLUMNS[..REQUIRED_CATALOGUE_COLUMNS],
        FileKind::PriceStock => &["sku"],
    };
    let missing: Vec<&str> = required
        .iter()
        .filter(|column| !columns.contains(&Some(**column)))
        .copied()
        .collect();
    if !missing.is_empty() {
        return Err(FileError::MissingColumns(missing.join(", ")));
    }
    if kind == FileKind::PriceStock && columns.iter().flatten().count() < 2 {
        return Err(FileError::MissingColumns(
            "originalPrice, sellingPrice, stock".to_owned(),
        ));
    }
    Ok((kind, columns))
}

/// The template: the catalogue's header and one example row, which a seller overwrites.
#[must_use]
pub fn template() -> Vec<u8> {
    let example = [
        "KRT-IND-001",
        "Hand-block printed cotton kurta",
        "Soft cotton, block-printed by hand in Sanganer. Machine wash cold.",
        "Women",
        "Meera's Looms",
        "1499",
        "1299",
        "25",
        "6204",
        "5",
        "IN",
        "S|M|L|XL",
        "Indigo",
        "#3f51b5",
        "kurta-front.jpg|https://example.com/kurta-back.jpg",
    ];
    write(&CATALOGUE_COLUMNS, [example.map(str::to_owned).to_vec()])
}

/// A CSV of `header` and `rows`, every cell quoted only where it must be.
pub fn write(header: &[&str], rows: impl IntoIterator<Item = Vec<String>>) -> Vec<u8> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    // Writing into memory fails only on a record of the wrong length, which this module never
    // builds; such a record is dropped rather than failing the whole file.
    let _ = writer.write_record(header);
    for row in rows {
        let _ = writer.write_record(&row);
    }
    writer.into_inner().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn the_template_reads_back_as_a_one_row_catalogue() {
        let file = read(&template()).unwrap();
        assert_eq!(file.kind, FileKind::Catalogue);
        assert_eq!(file.rows.len(), 1);
        let row = &file.rows[0];
        assert_eq!(row.number, 2);
        assert_eq!(row.get("sellingPrice"), "1299");
        assert_eq!(row.list("sizes"), ["S", "M", "L", "XL"]);
    }

    #[test]
    fn headers_match_ignoring_case_and_a_byte_order_mark() {
        let csv = "\u{feff}SKU, OriginalPrice ,stock\nA-1,100,\n\n,,\nA-2,,4\n";
        let file = read(csv.as_bytes()).unwrap();
        assert_eq!(file.kind, FileKind::PriceStock);
        let numbers: Vec<u32> = file.rows.iter().map(|r| r.number).collect();
        assert_eq!(numbers, [2, 5]);
        assert!(file.rows[0].has("stock") && !file.rows[0].has("sellingPrice"));
    }

    #[test]
    fn whole_file_problems_are_named() {
        let cases: [(&[u8], FileError); 6] = [
            (b"\xff\xfe", FileError::NotText),
            (b"sku,name\nA,B\n", FileError::MissingColumns(
                "description, category, brand, originalPrice, sellingPrice, stock, hsn, gstRate, countryOfOrigin".into(),
            )),
            (b"sku,stock,colour\nA,1,red\n", FileError::UnknownColumns("colour".into())),
            (b"sku,stock,STOCK\nA,1,2\n", FileError::RepeatedColumn("stock".into())),
            (b"sku\nA\n", FileError::MissingColumns("originalPrice, sellingPrice, stock".into())),
            (b"sku,stock\n", FileError::NoRows),
        ];
        for (csv, expected) in cases {
            assert_eq!(read(csv), Err(expected.clone()), "{expected:?}");
        }
    }

    #[test]
    fn at_most_five_thousand_rows() {
        let mut csv = String::from("sku,stock\n");
        for n in 0..=MAX_ROWS {
            csv.push_str(&format!("S{n},1\n"));
        }
        assert_eq!(
            read(csv.as_bytes()),
            Err(FileError::TooManyRows { max: MAX_ROWS })
        );
        let fits: String = csv.lines().take(MAX_ROWS + 1).map(|l| format!("{l}\n")).collect();
        assert_eq!(read(fits.as_bytes()).unwrap().rows.len(), MAX_ROWS);
    }
}
