//! The pictures of a bulk upload's ZIP, read one entry at a time and kept for the job.
//!
//! The archive is read through its central directory (`zip::ZipArchive`) rather than front to
//! back: archives made by macOS's Finder and many other tools give each entry's size only after
//! its data, which a front-to-back reader cannot read (docs/decisions/0034). Each entry is
//! decompressed on its own, bounded, and kept before the next is read.

use std::io::{Cursor, Read as _};

use catalog::bulk::{ImportFiles, ImportId};
use kernel::Message;

use crate::http::error::ApiError;

/// Most pictures one ZIP may hold: eight for each of the most rows an upload may have.
pub const MAX_ENTRIES: usize = 8 * catalog::bulk::MAX_ROWS;
/// Largest picture kept, as for any product image upload.
pub const MAX_ENTRY_BYTES: u64 = media::MAX_UPLOAD_BYTES as u64;
/// Most bytes the pictures may take once decompressed, whatever their compressed size says.
pub const MAX_TOTAL_BYTES: u64 = 512 * 1024 * 1024;

const PICTURE_ENDINGS: [&str; 4] = [".jpg", ".jpeg", ".png", ".webp"];

fn refused(message: Message) -> ApiError {
    ApiError::field("images", message)
}

/// Keeps each picture of the ZIP as `images/n` for `job`, and answers their names in order.
/// Folders, hidden files (`__MACOSX/`, `.DS_Store`) and files that are not named as pictures are
/// skipped; their content is never read.
///
/// # Errors
/// A validation error on `images` for a file that is not a ZIP, a picture larger than 5 MB, or
/// too many or too large pictures; [`ApiError::Internal`] when keeping fails.
pub async fn keep_pictures(
    files: &dyn ImportFiles,
    job: ImportId,
    zip: &[u8],
) -> Result<Vec<String>, ApiError> {
    let mut archive =
        zip::ZipArchive::new(Cursor::new(zip)).map_err(|_| refused(Message::new("bulk-zip-invalid")))?;
    let mut names = Vec::new();
    let mut total: u64 = 0;
    for index in 0..archive.len() {
        let (name, bytes) = {
            let mut entry = archive
                .by_index(index)
                .map_err(|_| refused(Message::new("bulk-zip-invalid")))?;
            if entry.is_dir() {
                continue;
            }
            let Ok(name) = entry.name().map(|name| name.into_owned()) else {
                continue;
            };
            let base = name.rsplit('/').next().unwrap_or(&name);
            let lower = base.to_lowercase();
            let hidden = name.starts_with("__MACOSX/") || base.starts_with('.');
            if hidden || !PICTURE_ENDINGS.iter().any(|ending| lower.ends_with(ending)) {
                continue;
            }
            if names.len() == MAX_ENTRIES {
                return Err(refused(
                    Message::new("bulk-zip-too-many").with("max", MAX_ENTRIES),
                ));
            }
            // The declared size may lie; what is read is bounded either way.
            let mut bytes = Vec::new();
            entry
                .by_ref()
                .take(MAX_ENTRY_BYTES + 1)
                .read_to_end(&mut bytes)
                .map_err(|_| refused(Message::new("bulk-zip-invalid")))?;
            if bytes.len() as u64 > MAX_ENTRY_BYTES {
                return Err(refused(
                    Message::new("bulk-zip-entry-too-large")
                        .with("name", &name)
                        .with("mb", MAX_ENTRY_BYTES / (1024 * 1024)),
                ));
            }
            total += bytes.len() as u64;
            if total > MAX_TOTAL_BYTES {
                return Err(refused(
                    Message::new("bulk-zip-too-large").with("mb", MAX_TOTAL_BYTES / (1024 * 1024)),
                ));
            }
            (name, bytes)
        };
        files
            .keep(job, &catalog::bulk::run::image_file(names.len()), bytes)
            .await?;
        names.push(name);
    }
    Ok(names)
}
