//! Pagination: a request that cannot ask for too much, and a page that knows its total.

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PageError {
    #[error("page must be 1 or more")]
    PageTooSmall,
    #[error("limit must be between 1 and {max}")]
    LimitOutOfRange { max: u32 },
}

/// Which page of a list to return, 1-based, at most [`PageRequest::MAX_LIMIT`] items per page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageRequest {
    page: u32,
    limit: u32,
}

impl PageRequest {
    pub const MAX_LIMIT: u32 = 100;
    /// The product list's page size (docs/product.md §7.2).
    pub const DEFAULT_LIMIT: u32 = 8;

    pub fn new(page: u32, limit: u32) -> Result<Self, PageError> {
        if page == 0 {
            return Err(PageError::PageTooSmall);
        }
        if limit == 0 || limit > Self::MAX_LIMIT {
            return Err(PageError::LimitOutOfRange { max: Self::MAX_LIMIT });
        }
        Ok(Self { page, limit })
    }

    #[must_use]
    pub const fn page(self) -> u32 {
        self.page
    }

    #[must_use]
    pub const fn limit(self) -> u32 {
        self.limit
    }

    /// Rows to skip. Computed in u64, so page 4,294,967,295 at 100 per page does not overflow.
    #[must_use]
    pub const fn offset(self) -> u64 {
        (self.page as u64 - 1) * self.limit as u64
    }
}

impl Default for PageRequest {
    fn default() -> Self {
        Self {
            page: 1,
            limit: Self::DEFAULT_LIMIT,
        }
    }
}

/// One page of results and how many results there are in all (matching the same filters).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub total: u64,
    pub request: PageRequest,
}

impl<T> Page<T> {
    #[must_use]
    pub fn new(items: Vec<T>, total: u64, request: PageRequest) -> Self {
        Self {
            items,
            total,
            request,
        }
    }

    #[must_use]
    pub fn total_pages(&self) -> u64 {
        self.total.div_ceil(u64::from(self.request.limit()))
    }

    #[must_use]
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> Page<U> {
        Page {
            items: self.items.into_iter().map(f).collect(),
            total: self.total,
            request: self.request,
        }
    }
}

impl crate::Described for PageError {
    fn message(&self) -> crate::Message {
        match self {
            Self::PageTooSmall => crate::Message::new("field-page-too-small"),
            Self::LimitOutOfRange { max } => crate::Message::new("field-limit-range").with("max", max),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_zero_and_oversized_limits_are_refused() {
        assert_eq!(PageRequest::new(0, 8), Err(PageError::PageTooSmall));
        assert_eq!(
            PageRequest::new(1, 0),
            Err(PageError::LimitOutOfRange { max: 100 })
        );
        assert_eq!(
            PageRequest::new(1, 101),
            Err(PageError::LimitOutOfRange { max: 100 })
        );
        assert!(PageRequest::new(1, 100).is_ok());
    }

    #[test]
    fn offset_is_computed_without_overflow() {
        assert_eq!(PageRequest::new(1, 8).unwrap().offset(), 0);
        assert_eq!(PageRequest::new(3, 8).unwrap().offset(), 16);
        assert_eq!(
            PageRequest::new(u32::MAX, 100).unwrap().offset(),
            (u64::from(u32::MAX) - 1) * 100
        );
    }

    #[test]
    fn total_pages_rounds_up() {
        let request = PageRequest::new(1, 8).unwrap();
        assert_eq!(Page::<u8>::new(vec![], 0, request).total_pages(), 0);
        assert_eq!(Page::<u8>::new(vec![], 8, request).total_pages(), 1);
        assert_eq!(Page::<u8>::new(vec![], 9, request).total_pages(), 2);
        assert_eq!(
            Page::new(vec![1, 2], 2, request).map(|n| n * 10).items,
            vec![10, 20]
        );
    }
}
