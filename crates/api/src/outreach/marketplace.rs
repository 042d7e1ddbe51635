//! `GET /marketplace-info`: who runs the marketplace and how to reach it, for the footer, the
//! product pages and `/grievance` (docs/tax.md "Disclosures"; Consumer Protection (E-Commerce)
//! Rules 2020, rules 4 and 5): the operator's legal name, address and GSTIN (`tax.*`), customer
//! care and the grievance officer (`care.*`). Public, and the same for everyone.

use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::app::settings::{CareSettings, Settings};
use crate::app::state::AppState;

/// The business that runs the marketplace.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OperatorDto {
    legal_name: String,
    /// Null until `tax.address` is set.
    #[schema(required = true)]
    address: Option<String>,
    /// Null until `tax.state` is set.
    #[schema(required = true)]
    state: Option<String>,
    /// Null until `tax.gstin` is set.
    #[schema(required = true)]
    gstin: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomerCareDto {
    email: String,
    /// Null when no phone line is set.
    #[schema(required = true)]
    phone: Option<String>,
}

/// The grievance officer the e-commerce rules ask every marketplace to name.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GrievanceOfficerDto {
    name: String,
    designation: String,
    email: String,
    #[schema(required = true)]
    phone: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketplaceInfo {
    success: bool,
    /// Null until `tax.legal_name` is set.
    #[schema(required = true)]
    operator: Option<OperatorDto>,
    customer_care: CustomerCareDto,
    /// Null until `care.grievance_officer` is set.
    #[schema(required = true)]
    grievance_officer: Option<GrievanceOfficerDto>,
    /// The details are the demo's made-up ones (`--demo` without them set): pages say so.
    demo: bool,
}

impl MarketplaceInfo {
    /// The answer, from the settings; a demo server fills what is unset with details it marks as
    /// made up, so the pages can be seen whole.
    #[must_use]
    pub fn of(settings: &Settings) -> Self {
        let tax = &settings.tax;
        let care = &settings.care;
        let value = CareSettings::value;
        let operator = value(&tax.legal_name).map(|legal_name| OperatorDto {
            legal_name,
            address: value(&tax.address),
            state: value(&tax.state),
            gstin: value(&tax.gstin).map(|g| g.to_uppercase()),
        });
        let officer = value(&care.grievance_officer).map(|name| GrievanceOfficerDto {
            name,
            designation: value(&care.grievance_designation).unwrap_or_default(),
            email: value(&care.grievance_email).unwrap_or_default(),
            phone: value(&care.grievance_phone),
        });
        let customer_care = CustomerCareDto {
            email: value(&care.email).unwrap_or_else(|| settings.mail.operator.clone()),
            phone: value(&care.phone),
        };
        if settings.demo && (operator.is_none() || officer.is_none()) {
            return Self::demo(customer_care);
        }
        Self {
            success: true,
            operator,
            customer_care,
            grievance_officer: officer,
            demo: false,
        }
    }

    /// A demo server's made-up details (`demo: true`).
    fn demo(customer_care: CustomerCareDto) -> Self {
        Self {
            success: true,
            operator: Some(OperatorDto {
                legal_name: "Haat Demo Marketplace Private Limited".to_owned(),
                address: Some("21 Commercial Street, Bengaluru 560001".to_owned()),
                state: Some("Karnataka".to_owned()),
                gstin: None,
            }),
            customer_care: CustomerCareDto {
                phone: customer_care
                    .phone
                    .or_else(|| Some("+91 80 4000 1234".to_owned())),
                ..customer_care
            },
            grievance_officer: Some(GrievanceOfficerDto {
                name: "Anita Rao".to_owned(),
                designation: "Grievance Officer".to_owned(),
                email: "grievance@haat.example".to_owned(),
                phone: Some("+91 80 4000 1235".to_owned()),
            }),
            demo: true,
        }
    }
}

impl MarketplaceInfo {
    /// Who sends Haat's emails, for their footers: the operator's legal name and address, and
    /// customer care.
    #[must_use]
    pub fn footer_lines(&self) -> Vec<String> {
        let mut lines = Vec::new();
        if let Some(operator) = &self.operator {
            lines.push(match &operator.address {
                Some(address) => format!("{}, {address}", operator.legal_name),
                None => operator.legal_name.clone(),
            });
        }
        lines.push(match &self.customer_care.phone {
            Some(phone) => format!("{} · {phone}", self.customer_care.email),
            None => self.customer_care.email.clone(),
        });
        lines
    }

    /// Where new complaints are sent: the grievance officer's email, else customer care's.
    #[must_use]
    pub fn officer_inbox(&self) -> &str {
        self.grievance_officer
            .as_ref()
            .map_or(self.customer_care.email.as_str(), |officer| {
                officer.email.as_str()
            })
    }
}

/// Who runs the marketplace and how to reach its customer care and grievance officer.
#[utoipa::path(
    get,
    path = "/api/v2/marketplace-info",
    operation_id = "getMarketplaceInfo",
    tag = "outreach",
    responses((status = 200, body = MarketplaceInfo))
)]
pub async fn handle(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok()
        // Settings change only with a restart.
        .insert_header(("Cache-Control", "public, max-age=300"))
        .json(state.marketplace.as_ref())
}
