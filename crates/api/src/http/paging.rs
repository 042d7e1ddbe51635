//! Paged lists: `page` and `limit` as a query string gives them, checked by name.

use std::collections::HashMap;

use kernel::{Described as _, Message, PageRequest, SortBy, SortKey};

use crate::http::error::{ApiError, Fields};

/// # Errors
/// A validation error naming `page` or `limit`.
pub fn page_request(
    page: Option<&str>,
    limit: Option<&str>,
    default_limit: u32,
) -> Result<PageRequest, ApiError> {
    let mut fields = Fields::new();
    let number = |raw: Option<&str>, default: u32| raw.map_or(Ok(default), |v| v.trim().parse::<u32>());
    let page = fields.check(
        "page",
        number(page, 1).map_err(|_| Message::new("field-page-number")),
    );
    let limit = fields.check(
        "limit",
        number(limit, default_limit)
            .map_err(|_| Message::new("field-limit-number").with("max", PageRequest::MAX_LIMIT)),
    );
    let (page, limit) = fields.finish(|| Some((page?, limit?)))?;
    PageRequest::new(page, limit).map_err(|error| {
        let field = if page == 0 { "page" } else { "limit" };
        ApiError::field(field, error.message())
    })
}

/// `page` and `limit` of a query read as a map (the catalogue's lists accept other parameters too).
///
/// # Errors
/// A validation error naming `page` or `limit`.
pub fn page_of_query(params: &HashMap<String, String>, default_limit: u32) -> Result<PageRequest, ApiError> {
    page_request(
        params.get("page").map(String::as_str),
        params.get("limit").map(String::as_str),
        default_limit,
    )
}

/// The longest search the operator's lists look for; longer text is cut, not refused.
const SEARCH_CHARS: usize = 100;

/// `search` of a list's query: trimmed and cut at [`SEARCH_CHARS`]; `None` when blank.
#[must_use]
pub fn search_text(raw: Option<&str>) -> Option<String> {
    raw.map(str::trim)
        .filter(|text| !text.is_empty())
        .map(|text| text.chars().take(SEARCH_CHARS).collect())
}

/// `sort` of a list's query: one of `K`'s names, `-` in front for the reverse; `None` when
/// absent or blank (each list then has its default order, newest first).
///
/// # Errors
/// A validation error naming `sort` and listing the accepted names.
pub fn sort_by<K: SortKey>(raw: Option<&str>) -> Result<Option<SortBy<K>>, ApiError> {
    match raw.map(str::trim).filter(|text| !text.is_empty()) {
        None => Ok(None),
        Some(text) => SortBy::parse(text)
            .map(Some)
            .map_err(|error| ApiError::field("sort", error.message())),
    }
}

/// [`search_text`] and [`sort_by`] of a query read as a map. Every list searches with `q`; the
/// operator's first lists took `search`, which is still read when `q` is absent so links and
/// clients made before keep working.
///
/// # Errors
/// As [`sort_by`].
pub fn search_and_sort<K: SortKey>(
    params: &HashMap<String, String>,
) -> Result<(Option<String>, Option<SortBy<K>>), ApiError> {
    let search = params.get("q").or_else(|| params.get("search"));
    Ok((
        search_text(search.map(String::as_str)),
        sort_by(params.get("sort").map(String::as_str))?,
    ))
}
