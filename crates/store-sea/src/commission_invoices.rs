//! The operator's commission invoices ([`CommissionInvoices`]; docs/tax.md "Commission
//! invoice"): issued once per shop and month, numbered in `platform_series`.

use anyhow::{Context as _, anyhow};
use async_trait::async_trait;
use kernel::{Money, ShopId, Timestamp};
use orders::commission_invoices::{CommissionInvoices, IssuedCommissionInvoice};
use orders::statement::Month;
use orders::tax::{DocumentNumber, FinancialYear, Series};
use sea_orm::{ConnectionTrait, DatabaseConnection};

use crate::db::{Database, begin_write};
use crate::sql::{Sql, exec, money};

#[derive(Debug, Clone)]
pub struct SeaCommissionInvoices {
    db: DatabaseConnection,
}

impl SeaCommissionInvoices {
    #[must_use]
    pub fn new(db: &Database) -> Self {
        Self {
            db: db.connection().clone(),
        }
    }

    async fn issued(&self, shop: ShopId, month: Month) -> anyhow::Result<Option<IssuedCommissionInvoice>> {
        let mut select = Sql::new(
            "SELECT number, issued_at, commission_paise, gst_paise FROM commission_invoices WHERE shop_id = ",
        );
        select
            .bind(shop.as_uuid())
            .push(" AND month = ")
            .bind(month.label());
        let Some(row) = self
            .db
            .query_one_raw(select.build(self.db.get_database_backend()))
            .await?
        else {
            return Ok(None);
        };
        let number: String = row.try_get("", "number")?;
        Ok(Some(IssuedCommissionInvoice {
            number: DocumentNumber::from_stored(&number)
                .ok_or_else(|| anyhow!("commission invoice number {number} is not of a series"))?,
            issued_at: row.try_get("", "issued_at")?,
            commission: money(&row, "commission_paise")?,
            gst: money(&row, "gst_paise")?,
        }))
    }
}

#[async_trait]
impl CommissionInvoices for SeaCommissionInvoices {
    async fn issue(
        &self,
        shop: ShopId,
        month: Month,
        commission: Money,
        gst: Money,
        at: Timestamp,
    ) -> anyhow::Result<IssuedCommissionInvoice> {
        if let Some(issued) = self.issued(shop, month).await? {
            return Ok(issued);
        }
        let backend = self.db.get_database_backend();
        let txn = begin_write(&self.db).await?;
        let series = Series::Commission;
        let year = FinancialYear::at(at);
        // The row stays locked until the transaction ends, so the operator's numbers are
        // consecutive across servers, and a rollback gives the number back (ADR 0024).
        let mut upsert =
            Sql::new("INSERT INTO platform_series (series, financial_year, last_number) VALUES (");
        upsert
            .bind(series.as_str())
            .push(", ")
            .bind(year.starting_year())
            .push(
                ", 1) ON CONFLICT (series, financial_year) \
                 DO UPDATE SET last_number = platform_series.last_number + 1 RETURNING last_number",
            );
        let row = txn
            .query_one_raw(upsert.build(backend))
            .await
            .context("taking a commission invoice number")?
            .ok_or_else(|| anyhow!("the operator's series answered no number"))?;
        let serial: i64 = row.try_get("", "last_number")?;
        let number = DocumentNumber::new(series, year, u32::try_from(serial)?)?;
        let mut insert = Sql::new(
            "INSERT INTO commission_invoices (shop_id, month, number, issued_at, commission_paise, gst_paise) VALUES (",
        );
        insert
            .bind(shop.as_uuid())
            .push(", ")
            .bind(month.label())
            .push(", ")
            .bind(number.as_str())
            .push(", ")
            .bind(at)
            .push(", ")
            .bind(commission.paise())
            .push(", ")
            .bind(gst.paise())
            .push(") ON CONFLICT (shop_id, month) DO NOTHING");
        if exec(&txn, insert).await? == 0 {
            // Another server issued it meanwhile: its number stands, and this one goes back.
            txn.rollback().await?;
            return self
                .issued(shop, month)
                .await?
                .ok_or_else(|| anyhow!("a commission invoice was issued and then vanished"));
        }
        txn.commit().await?;
        Ok(IssuedCommissionInvoice {
            number,
            issued_at: at,
            commission,
            gst,
        })
    }
}
