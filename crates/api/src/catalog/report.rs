//! `POST /product-report`: a signed-in shopper reports a product to the Admin ("Report this
//! product"; docs/catalog.md "Moderation").

use actix_web::{HttpResponse, web};
use catalog::moderation::report::report_product;
use catalog::moderation::{NewReport, ReportDetails, ReportReason};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::product_id;
use crate::app::state::AppState;
use crate::auth::CurrentUser;
use crate::http::error::{ApiError, ErrorBody, Fields};

/// A report.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(as = ProductReportBody)]
pub struct ReportBody {
    #[serde(default)]
    #[schema(format = Uuid)]
    product_id: String,
    /// What is wrong with it.
    #[serde(default)]
    #[schema(value_type = ReportReasonName)]
    reason: String,
    /// In the reporter's words, up to 1000 characters; may be left out.
    #[serde(default)]
    details: Option<String>,
}

// The reasons, for the description only (`ReportBody::reason` holds the name itself).
#[derive(ToSchema)]
#[schema(rename_all = "snake_case")]
#[allow(dead_code)]
pub enum ReportReasonName {
    Counterfeit,
    Prohibited,
    WrongInformation,
    Offensive,
}

/// A report received.
#[derive(Serialize, ToSchema)]
#[schema(as = ProductReported)]
pub(super) struct Reported {
    success: bool,
}

struct RefusedDetails;

impl kernel::Described for RefusedDetails {
    fn message(&self) -> kernel::Message {
        kernel::Message::new("field-report-details").with("max", ReportDetails::MAX_CHARS)
    }
}

struct UnknownReason;

impl kernel::Described for UnknownReason {
    fn message(&self) -> kernel::Message {
        kernel::Message::new("field-report-reason")
    }
}

/// Reports a product on the storefront to the Admin, whose queue it joins. One open report per
/// shopper and product: the Admin's decision closes it, after which it may be reported again.
#[utoipa::path(
    post,
    path = "/api/v2/product-report",
    tag = "catalog",
    request_body = ReportBody,
    responses(
        (status = 201, description = "Received", body = Reported),
        (status = 400, description = "Each wrong field named: `productId`, `reason`, `details`", body = ErrorBody),
        (status = 401, description = "No one is signed in", body = ErrorBody),
        (status = 404, description = "No such product on the storefront", body = ErrorBody),
        (status = 409, description = "`already_reported`: this account's earlier report on it is still open", body = ErrorBody),
    )
)]
pub async fn handle(
    CurrentUser(user): CurrentUser,
    state: web::Data<AppState>,
    body: web::Json<ReportBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let mut fields = Fields::new();
    let product = fields.check(
        "productId",
        product_id(&body.product_id).map_err(|_| kernel::Message::new("field-product-id")),
    );
    let reason = fields.check("reason", ReportReason::parse(&body.reason).ok_or(UnknownReason));
    let details = fields.check(
        "details",
        ReportDetails::parse(body.details.as_deref().unwrap_or_default()).map_err(|_| RefusedDetails),
    );
    let (product, reason, details) = fields.finish(|| Some((product?, reason?, details?)))?;
    report_product(
        state.storefront.as_ref(),
        state.moderation.as_ref(),
        &NewReport {
            product,
            reporter: user.id,
            reason,
            details,
            at: state.clock.now(),
        },
    )
    .await?;
    Ok(HttpResponse::Created().json(Reported { success: true }))
}
