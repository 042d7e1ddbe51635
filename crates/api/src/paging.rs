//! Paged lists: `page` and `limit` as a query string gives them, checked by name.

use std::collections::HashMap;

use kernel::PageRequest;

use crate::error::{ApiError, Fields};

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
        number(page, 1).map_err(|_| "must be a whole number, 1 or more"),
    );
    let limit = fields.check(
        "limit",
        number(limit, default_limit)
            .map_err(|_| format!("must be a whole number from 1 to {}", PageRequest::MAX_LIMIT)),
    );
    let (page, limit) = fields.finish(|| Some((page?, limit?)))?;
    PageRequest::new(page, limit).map_err(|error| {
        let field = if page == 0 { "page" } else { "limit" };
        ApiError::field(field, error.to_string())
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
