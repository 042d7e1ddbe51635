//! `GET /shop-statement?month=&format=`: the signed-in seller's settlement statement for a month
//! (docs/tax.md "Settlement statement"), as JSON for the dashboard, or as a CSV or PDF download.

use actix_web::{HttpResponse, web};
use kernel::{Language, Message, Texts, Timestamp};
use orders::Earnings;
use orders::statement::{Month, Statement};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::app::state::AppState;
use crate::auth::CurrentSeller;
use crate::catalog::dto::{plain_rupees, rupees};
use crate::http::download::attachment;
use crate::http::error::{ApiError, ErrorBody, RequestLanguage};

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StatementQuery {
    /// `YYYY-MM`; the current month (in India) when absent.
    #[param(example = "2026-11")]
    month: Option<String>,
    /// `json` (the default), `csv` or `pdf`.
    #[param(value_type = Option<StatementFormat>, inline)]
    format: Option<String>,
}

// The formats, for the description only (`StatementQuery::format` is read as text so a wrong value
// is a named 400).
#[derive(ToSchema)]
#[schema(rename_all = "lowercase")]
#[allow(dead_code)]
pub enum StatementFormat {
    Json,
    Csv,
    Pdf,
}

/// What the ledger posted for one order in the month, in rupees; each charge net of the refunds
/// posted in the month.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatementFigures {
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    sale: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    commission: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    commission_gst: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    tcs: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    tds: Decimal,
    /// What the shop keeps: the sale less every charge.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    net: Decimal,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatementRowDto {
    #[schema(format = Uuid)]
    order_id: String,
    /// Null for an order placed before invoices.
    #[schema(required = true)]
    invoice_number: Option<String>,
    /// When the order's first line of the month was posted.
    #[schema(value_type = String, format = DateTime)]
    posted_at: Timestamp,
    #[serde(flatten)]
    figures: StatementFigures,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatementAnswer {
    success: bool,
    /// `YYYY-MM`.
    month: String,
    /// Oldest first.
    rows: Vec<StatementRowDto>,
    totals: StatementFigures,
}

fn figures(earnings: &Earnings) -> Result<StatementFigures, ApiError> {
    Ok(StatementFigures {
        sale: rupees(earnings.sale_credit),
        commission: rupees(earnings.commission),
        commission_gst: rupees(earnings.commission_gst),
        tcs: rupees(earnings.tcs),
        tds: rupees(earnings.tds),
        net: rupees(earnings.net().map_err(anyhow::Error::from)?),
    })
}

/// The statement as CSV: a header row in the reader's language, one row per order, a total row.
fn csv(statement: &Statement, texts: &dyn Texts, language: Language) -> Result<Vec<u8>, ApiError> {
    let say = |id: &'static str| Message::new(id).say(texts, language);
    let mut writer = csv::Writer::from_writer(Vec::new());
    let write = |writer: &mut csv::Writer<Vec<u8>>, record: Vec<String>| {
        writer
            .write_record(&record)
            .map_err(|e| ApiError::Internal(anyhow::anyhow!("writing a statement row: {e}")))
    };
    let amounts = |earnings: &Earnings| -> Result<Vec<String>, ApiError> {
        Ok(earnings
            .with_net()
            .map_err(anyhow::Error::from)?
            .into_iter()
            .map(plain_rupees)
            .collect())
    };
    write(
        &mut writer,
        [
            "statement-column-date",
            "statement-column-invoice",
            "statement-column-order-id",
            "statement-column-sale",
            "statement-column-commission",
            "statement-column-commission-gst",
            "statement-column-tcs",
            "statement-column-tds",
            "statement-column-net",
        ]
        .into_iter()
        .map(say)
        .collect(),
    )?;
    for row in &statement.rows {
        let mut record = vec![
            row.first_posted
                .with_timezone(&orders::figures::india())
                .format("%Y-%m-%d")
                .to_string(),
            row.invoice_number.clone().unwrap_or_default(),
            row.order.to_string(),
        ];
        record.extend(amounts(&row.figures)?);
        write(&mut writer, record)?;
    }
    let mut total = vec![say("statement-total"), String::new(), String::new()];
    total.extend(amounts(&statement.totals)?);
    write(&mut writer, total)?;
    writer
        .into_inner()
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("finishing a statement: {e}")))
}

/// The signed-in seller's settlement statement for a month: per order, the sale, commission, GST
/// on commission, TCS, TDS and net posted to the shop's ledger in that month (India's calendar).
#[utoipa::path(
    get,
    path = "/api/v2/shop-statement",
    operation_id = "getShopStatement",
    tag = "sellers",
    params(StatementQuery),
    responses(
        (status = 200, description = "The statement: JSON by default; `format=csv` a `text/csv` download, `format=pdf` an `application/pdf` one, each named `statement-YYYY-MM`", content(
            (StatementAnswer = "application/json"),
            (String = "text/csv"),
            (Vec<u8> = "application/pdf"),
        )),
        (status = 400, description = "`month` is not `YYYY-MM` from 2020 on, or `format` is not json, csv or pdf", body = ErrorBody),
        (status = 401, description = "Not signed in as a seller of an active shop", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentSeller(shop): CurrentSeller,
    state: web::Data<AppState>,
    RequestLanguage(language): RequestLanguage,
    query: web::Query<StatementQuery>,
) -> Result<HttpResponse, ApiError> {
    let month = match query.month.as_deref() {
        Some(raw) => Month::parse(raw).map_err(|_| ApiError::field("month", Message::new("field-month")))?,
        None => Month::of(state.clock.now()),
    };
    let format = query.format.as_deref().map_or("json", str::trim);
    if !matches!(format, "json" | "csv" | "pdf") {
        return Err(ApiError::field("format", Message::new("field-statement-format")));
    }
    let (from, until) = month.span();
    let rows = state.ledger.statement_rows(shop.id, from, until).await?;
    let statement = Statement::of(shop.id, month, rows).map_err(anyhow::Error::from)?;
    let file = format!("statement-{}", month.label());
    match format {
        "csv" => Ok(attachment(
            csv(&statement, state.texts.as_ref(), language)?,
            "text/csv; charset=utf-8",
            format!("{file}.csv"),
        )),
        "pdf" => Ok(attachment(
            pdf::settlement_statement(&statement, shop.name.as_str(), state.texts.as_ref(), language)?,
            "application/pdf",
            format!("{file}.pdf"),
        )),
        _ => Ok(HttpResponse::Ok().json(StatementAnswer {
            success: true,
            month: month.label(),
            rows: statement
                .rows
                .iter()
                .map(|row| {
                    Ok(StatementRowDto {
                        order_id: row.order.to_string(),
                        invoice_number: row.invoice_number.clone(),
                        posted_at: row.first_posted,
                        figures: figures(&row.figures)?,
                    })
                })
                .collect::<Result<_, ApiError>>()?,
            totals: figures(&statement.totals)?,
        })),
    }
}
