//! A small builder for the hand-written queries of the catalogue. Listings combine optional
//! filters, backend-specific search and facet grouping; written as SQL they read as what they
//! are. Values are bound, never spliced into the text: `?` marks each one, and PostgreSQL's `$n`
//! numbering is applied when the statement is built. The one exception is [`Sql::integer`], an
//! `i64` written as digits where the planner must see the value.

use sea_orm::{DatabaseBackend, Statement, Value};

#[derive(Debug, Default, Clone)]
pub(crate) struct Sql {
    text: String,
    values: Vec<Value>,
}

impl Sql {
    pub(crate) fn new(text: &str) -> Self {
        Self {
            text: text.to_owned(),
            values: Vec::new(),
        }
    }

    /// Appends SQL text, which must not contain `?` other than as placeholders.
    pub(crate) fn push(&mut self, text: &str) -> &mut Self {
        self.text.push_str(text);
        self
    }

    /// Appends another statement's text and values: a filter shared by a count and a select.
    pub(crate) fn append(&mut self, other: Sql) -> &mut Self {
        self.text.push_str(&other.text);
        self.values.extend(other.values);
        self
    }

    /// Appends a placeholder bound to `value`.
    pub(crate) fn bind(&mut self, value: impl Into<Value>) -> &mut Self {
        self.text.push('?');
        self.values.push(value.into());
        self
    }

    /// Appends an integer as digits in the text rather than as a placeholder: for a value the
    /// plan depends on. PostgreSQL plans a prepared statement once for all its values after a
    /// few runs, and for a range given as placeholders it assumes a narrow one, so the
    /// listing's price range (all prices, by default) read the price index for every product
    /// and sorted them: 60–110 ms instead of 1–40 at 100,000 products (docs/benchmarks.md). An
    /// `i64` can only write digits and a sign.
    pub(crate) fn integer(&mut self, value: i64) -> &mut Self {
        self.text.push_str(&value.to_string());
        self
    }

    pub(crate) fn build(self, backend: DatabaseBackend) -> Statement {
        let text = if backend == DatabaseBackend::Postgres {
            let mut numbered = String::with_capacity(self.text.len() + 16);
            let mut n = 0;
            for c in self.text.chars() {
                if c == '?' {
                    n += 1;
                    numbered.push('$');
                    numbered.push_str(&n.to_string());
                } else {
                    numbered.push(c);
                }
            }
            numbered
        } else {
            self.text
        };
        Statement::from_sql_and_values(backend, text, self.values)
    }
}

/// The `n` column of a `SELECT COUNT(*) AS n …` statement.
pub(crate) async fn count_rows<C: sea_orm::ConnectionTrait>(connection: &C, sql: Sql) -> anyhow::Result<u64> {
    let row = connection
        .query_one_raw(sql.build(connection.get_database_backend()))
        .await?
        .ok_or_else(|| anyhow::anyhow!("a count returned no row"))?;
    let n: i64 = row.try_get("", "n")?;
    Ok(u64::try_from(n).unwrap_or(0))
}

/// Runs a write; the number of rows it touched.
pub(crate) async fn exec<C: sea_orm::ConnectionTrait>(
    connection: &C,
    sql: Sql,
) -> Result<u64, sea_orm::DbErr> {
    let backend = connection.get_database_backend();
    Ok(connection.execute_raw(sql.build(backend)).await?.rows_affected())
}

/// A `*_paise` column as money.
pub(crate) fn money(row: &sea_orm::QueryResult, column: &str) -> anyhow::Result<kernel::Money> {
    Ok(kernel::Money::from_paise(row.try_get::<i64>("", column)?))
}

/// ` LIMIT ? OFFSET ?` for one page. The offset always fits: a page number is a `u32` and a page
/// at most [`kernel::PageRequest::MAX_LIMIT`] rows.
pub(crate) fn push_page(sql: &mut Sql, page: kernel::PageRequest) {
    sql.push(" LIMIT ")
        .bind(i64::from(page.limit()))
        .push(" OFFSET ")
        .bind(i64::try_from(page.offset()).unwrap_or(i64::MAX));
}

/// ` ORDER BY` one expression the adapter chose (never text from a request), its NULLs last in
/// either direction on both databases (they disagree by default), then `tie` ascending, so pages
/// of a sorted list never overlap.
pub(crate) fn push_order(sql: &mut Sql, expression: &str, descending: bool, tie: &str) {
    let direction = if descending { "DESC" } else { "ASC" };
    sql.push(" ORDER BY CASE WHEN ")
        .push(expression)
        .push(" IS NULL THEN 1 ELSE 0 END, ")
        .push(expression)
        .push(" ")
        .push(direction)
        .push(", ")
        .push(tie);
}

/// ` AND (a LIKE ? OR b LIKE ? …)` with the contains-pattern of `text` (see [`contains_pattern`]),
/// for each lower-cased expression in `expressions`.
pub(crate) fn push_contains(sql: &mut Sql, expressions: &[&str], text: &str) {
    let pattern = contains_pattern(text);
    sql.push(" AND (");
    for (i, expression) in expressions.iter().enumerate() {
        if i > 0 {
            sql.push(" OR ");
        }
        sql.push(expression)
            .push(" LIKE ")
            .bind(pattern.clone())
            .push(" ESCAPE '\\'");
    }
    sql.push(")");
}

/// `%text%` for LIKE, lower-cased, with the wildcards a user might type escaped.
pub(crate) fn contains_pattern(text: &str) -> String {
    format!("%{}%", escape_like(&text.to_lowercase()))
}

/// `text` with LIKE's wildcards and escape character escaped (`ESCAPE '\'`), case kept:
/// PostgreSQL's LIKE tells cases apart.
pub(crate) fn escape_like(text: &str) -> String {
    text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")
}

/// `?, ?, ?` bound to `ids`.
pub(crate) fn push_ids(sql: &mut Sql, ids: impl IntoIterator<Item = sea_orm::prelude::Uuid>) {
    for (i, id) in ids.into_iter().enumerate() {
        if i > 0 {
            sql.push(", ");
        }
        sql.bind(id);
    }
}

/// Whether the database refused a write because a unique key is taken: the adapters turn that
/// into the domain's own error (a duplicate email, a taken code, a replayed key).
pub(crate) fn is_unique_violation(error: &sea_orm::DbErr) -> bool {
    matches!(
        error.sql_err(),
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_))
    )
}

/// What a conditional delete's count of rows says: one removed, or none there to remove.
pub(crate) fn removed(rows: u64) -> kernel::Removed {
    if rows == 0 {
        kernel::Removed::NotFound
    } else {
        kernel::Removed::Removed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_numbered_for_postgres_only() {
        let mut sql = Sql::new("SELECT 1 WHERE a = ");
        sql.bind(1_i64).push(" AND b = ").bind(2_i64);
        let sqlite = sql.clone().build(DatabaseBackend::Sqlite);
        assert_eq!(sqlite.sql, "SELECT 1 WHERE a = ? AND b = ?");
        let postgres = sql.build(DatabaseBackend::Postgres);
        assert_eq!(postgres.sql, "SELECT 1 WHERE a = $1 AND b = $2");
        assert_eq!(postgres.values.map(|v| v.0.len()), Some(2));
    }

    #[test]
    fn an_integer_is_written_as_digits_between_the_numbered_placeholders() {
        let mut sql = Sql::new("SELECT 1 WHERE a = ");
        sql.bind(1_i64)
            .push(" AND b BETWEEN ")
            .integer(-5)
            .push(" AND ")
            .integer(8_000_000)
            .push(" AND c = ")
            .bind(2_i64);
        let postgres = sql.build(DatabaseBackend::Postgres);
        assert_eq!(
            postgres.sql,
            "SELECT 1 WHERE a = $1 AND b BETWEEN -5 AND 8000000 AND c = $2"
        );
        assert_eq!(postgres.values.map(|v| v.0.len()), Some(2));
    }
}
