//! Each shop's document series (ADR 0024): the next invoice or credit-note serial of a financial
//! year, taken inside the caller's transaction.

use anyhow::{Context as _, anyhow};
use kernel::ShopId;
use orders::tax::{DocumentNumber, FinancialYear, Series};
use sea_orm::{ConnectionTrait, DatabaseTransaction};

use crate::sql::Sql;

/// The next number of `shop`'s `series` in `year`. The upsert locks the series row until the
/// transaction ends: a concurrent transaction of the same shop waits and then reads this one's
/// number, and a rollback returns the number, so the series stays consecutive. Callers that take
/// several shops' numbers take them in shop-id order, so two transactions never wait on each other.
pub(crate) async fn next_number(
    txn: &DatabaseTransaction,
    shop: ShopId,
    series: Series,
    year: FinancialYear,
) -> anyhow::Result<DocumentNumber> {
    let mut upsert =
        Sql::new("INSERT INTO document_series (shop_id, series, financial_year, last_number) VALUES (");
    upsert
        .bind(shop.as_uuid())
        .push(", ")
        .bind(series.as_str())
        .push(", ")
        .bind(year.starting_year())
        .push(
            ", 1) ON CONFLICT (shop_id, series, financial_year) \
             DO UPDATE SET last_number = document_series.last_number + 1 RETURNING last_number",
        );
    let row = txn
        .query_one_raw(upsert.build(txn.get_database_backend()))
        .await
        .context("taking a document number")?
        .ok_or_else(|| anyhow!("the document series answered no number"))?;
    let serial: i64 = row.try_get("", "last_number")?;
    Ok(DocumentNumber::new(series, year, u32::try_from(serial)?)?)
}
