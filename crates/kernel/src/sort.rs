//! The order of the operator's lists: one named column, ascending or descending.
//!
//! Each list defines its own closed set of keys ([`SortKey`]); the adapter maps each key to an
//! indexed expression it chose, so a request can never name an arbitrary column. The API spells
//! an order as the storefront already does (`sort=-sellingPrice`): the key's name, with a
//! leading `-` for the reverse.

/// The columns one list can be ordered by.
pub trait SortKey: Copy + Eq + std::fmt::Debug + Send + Sync + 'static {
    /// Every key with its name as the API spells it (the JSON field it orders by).
    const NAMES: &'static [(&'static str, Self)];
}

/// A key and a direction. Lists break ties by id, so paging through a sorted list never repeats
/// or skips a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SortBy<K> {
    key: K,
    descending: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("must be one of {allowed}, with a leading - for the reverse order")]
pub struct SortError {
    allowed: String,
}

impl<K: SortKey> SortBy<K> {
    #[must_use]
    pub const fn ascending(key: K) -> Self {
        Self {
            key,
            descending: false,
        }
    }

    #[must_use]
    pub const fn descending(key: K) -> Self {
        Self {
            key,
            descending: true,
        }
    }

    /// Reads `name` or `-name`.
    ///
    /// # Errors
    /// [`SortError`] listing the names this list accepts.
    pub fn parse(text: &str) -> Result<Self, SortError> {
        let text = text.trim();
        let (name, descending) = text.strip_prefix('-').map_or((text, false), |rest| (rest, true));
        K::NAMES
            .iter()
            .find(|(known, _)| *known == name)
            .map(|&(_, key)| Self { key, descending })
            .ok_or_else(|| SortError {
                allowed: K::NAMES.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", "),
            })
    }

    #[must_use]
    pub const fn key(self) -> K {
        self.key
    }

    #[must_use]
    pub const fn is_descending(self) -> bool {
        self.descending
    }
}

impl crate::Described for SortError {
    fn message(&self) -> crate::Message {
        crate::Message::new("field-sort").with("allowed", &self.allowed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Column {
        Name,
        CreatedAt,
    }

    impl SortKey for Column {
        const NAMES: &'static [(&'static str, Self)] =
            &[("name", Column::Name), ("createdAt", Column::CreatedAt)];
    }

    #[test]
    fn a_name_sorts_ascending_and_a_leading_dash_descending() {
        assert_eq!(SortBy::parse("name"), Ok(SortBy::ascending(Column::Name)));
        assert_eq!(
            SortBy::parse(" -createdAt "),
            Ok(SortBy::descending(Column::CreatedAt))
        );
    }

    #[test]
    fn an_unknown_or_empty_key_is_refused_with_the_accepted_names() {
        for bad in [
            "",
            "-",
            "--name",
            "Name",
            "password_hash",
            "name; DROP TABLE users",
        ] {
            let error = SortBy::<Column>::parse(bad).expect_err(bad);
            assert_eq!(
                error.to_string(),
                "must be one of name, createdAt, with a leading - for the reverse order"
            );
        }
    }
}
