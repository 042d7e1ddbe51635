//! `GET /admin-tcs-report?month=&format=`: the operator's TCS report for a month (docs/tax.md "TCS
//! report"), per supplier GSTIN and kind of buyer, the figures GSTR-8 asks for, as JSON for the
//! Admin's page or as a CSV download.

use actix_web::{HttpResponse, web};
use kernel::{Language, Message, Money, Texts};
use orders::statement::Month;
use orders::tcs_report::{TcsReportRow, totals};
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::app::state::AppState;
use crate::auth::Admin;
use crate::catalog::dto::{plain_rupees, rupees};
use crate::http::download::attachment;
use crate::http::error::{ApiError, ErrorBody, RequestLanguage};

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TcsReportQuery {
    /// `YYYY-MM`; the current month (in India) when absent.
    #[param(example = "2026-11")]
    month: Option<String>,
    /// `json` (the default) or `csv`.
    #[param(value_type = Option<TcsReportFormat>, inline)]
    format: Option<String>,
}

// The formats, for the description only (`TcsReportQuery::format` is read as text so a wrong value
// is a named 400).
#[derive(ToSchema)]
#[schema(rename_all = "lowercase")]
#[allow(dead_code)]
pub enum TcsReportFormat {
    Json,
    Csv,
}

/// The month's figures for some supplies, in rupees.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TcsFigures {
    /// The value without GST of the supplies delivered in the month.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    gross_value: Decimal,
    /// The value without GST of the supplies returned in the month.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    returned_value: Decimal,
    /// The net amount liable for TCS.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    net_value: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    igst: Decimal,
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    cgst: Decimal,
    /// SGST, or UTGST for a union territory without a legislature.
    #[serde(with = "rust_decimal::serde::float")]
    #[schema(value_type = f64)]
    sgst: Decimal,
}

impl TcsFigures {
    fn of(figures: [Money; 6]) -> Self {
        let [gross, returned, net, igst, cgst, sgst] = figures.map(rupees);
        Self {
            gross_value: gross,
            returned_value: returned,
            net_value: net,
            igst,
            cgst,
            sgst,
        }
    }
}

/// Whether the buyers gave a GSTIN at checkout (GSTR-8 Table 3's B2B) or not (B2C).
#[derive(Serialize, ToSchema, Clone, Copy)]
#[serde(rename_all = "lowercase")]
pub enum Buyers {
    Registered,
    Unregistered,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TcsReportRowDto {
    /// The supplier's GSTIN.
    gstin: String,
    legal_name: String,
    buyers: Buyers,
    #[serde(flatten)]
    figures: TcsFigures,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TcsReportAnswer {
    success: bool,
    /// `YYYY-MM`.
    month: String,
    /// By GSTIN, registered buyers after the others.
    rows: Vec<TcsReportRowDto>,
    totals: TcsFigures,
}

fn figures(row: &TcsReportRow) -> Result<[Money; 6], ApiError> {
    let (cgst, sgst) = row.halves();
    Ok([
        row.gross,
        row.returned,
        row.net().map_err(anyhow::Error::from)?,
        row.integrated,
        cgst,
        sgst,
    ])
}

const fn buyers(row: &TcsReportRow) -> Buyers {
    if row.to_registered {
        Buyers::Registered
    } else {
        Buyers::Unregistered
    }
}

/// The report as CSV: a header row in the reader's language, one row per GSTIN and kind of buyer,
/// a total row.
fn csv(rows: &[TcsReportRow], texts: &dyn Texts, language: Language) -> Result<Vec<u8>, ApiError> {
    let say = |id: &'static str| Message::new(id).say(texts, language);
    let mut writer = csv::Writer::from_writer(Vec::new());
    let mut write = |record: Vec<String>| {
        writer
            .write_record(&record)
            .map_err(|e| ApiError::Internal(anyhow::anyhow!("writing a TCS report row: {e}")))
    };
    write(
        [
            "tcs-report-column-gstin",
            "tcs-report-column-name",
            "tcs-report-column-buyers",
            "tcs-report-column-gross",
            "tcs-report-column-returned",
            "tcs-report-column-net",
            "tcs-report-column-igst",
            "tcs-report-column-cgst",
            "tcs-report-column-sgst",
        ]
        .into_iter()
        .map(say)
        .collect(),
    )?;
    for row in rows {
        let mut record = vec![
            row.supplier_gstin.clone(),
            row.supplier_name.clone(),
            say(match buyers(row) {
                Buyers::Registered => "tcs-report-registered",
                Buyers::Unregistered => "tcs-report-unregistered",
            }),
        ];
        record.extend(figures(row)?.map(plain_rupees));
        write(record)?;
    }
    let mut total = vec![say("statement-total"), String::new(), String::new()];
    total.extend(totals(rows).map_err(anyhow::Error::from)?.map(plain_rupees));
    write(total)?;
    writer
        .into_inner()
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("finishing a TCS report: {e}")))
}

/// The TCS collected in a month on the supplies of GST-registered shops: per supplier GSTIN and
/// kind of buyer, the value of supplies delivered and returned (without GST), the net liable for
/// TCS, and the TCS as IGST, CGST and SGST, net of returns: the figures of GSTR-8.
#[utoipa::path(
    get,
    path = "/api/v2/admin-tcs-report",
    operation_id = "getAdminTcsReport",
    tag = "admin",
    params(TcsReportQuery),
    responses(
        (status = 200, description = "The report: JSON by default; `format=csv` a `text/csv` download named `tcs-report-YYYY-MM.csv`", content(
            (TcsReportAnswer = "application/json"),
            (String = "text/csv"),
        )),
        (status = 400, description = "`month` is not `YYYY-MM` from 2020 on, or `format` is not json or csv", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
    )
)]
pub async fn handle(
    _admin: Admin,
    state: web::Data<AppState>,
    RequestLanguage(language): RequestLanguage,
    query: web::Query<TcsReportQuery>,
) -> Result<HttpResponse, ApiError> {
    let month = match query.month.as_deref() {
        Some(raw) => Month::parse(raw).map_err(|_| ApiError::field("month", Message::new("field-month")))?,
        None => Month::of(state.clock.now()),
    };
    let format = query.format.as_deref().map_or("json", str::trim);
    if !matches!(format, "json" | "csv") {
        return Err(ApiError::field("format", Message::new("field-tcs-report-format")));
    }
    let (from, until) = month.span();
    let rows = state.ledger.tcs_rows(from, until).await?;
    if format == "csv" {
        return Ok(attachment(
            csv(&rows, state.texts.as_ref(), language)?,
            "text/csv; charset=utf-8",
            format!("tcs-report-{}.csv", month.label()),
        ));
    }
    Ok(HttpResponse::Ok().json(TcsReportAnswer {
        success: true,
        month: month.label(),
        rows: rows
            .iter()
            .map(|row| {
                Ok(TcsReportRowDto {
                    gstin: row.supplier_gstin.clone(),
                    legal_name: row.supplier_name.clone(),
                    buyers: buyers(row),
                    figures: TcsFigures::of(figures(row)?),
                })
            })
            .collect::<Result<_, ApiError>>()?,
        totals: TcsFigures::of(totals(&rows).map_err(anyhow::Error::from)?),
    }))
}
