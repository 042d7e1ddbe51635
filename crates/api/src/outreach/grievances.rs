//! `POST /grievances` and `GET /grievances`: a signed-in shopper or seller complains to the
//! grievance officer and reads their complaints with the officer's answers (docs/tax.md
//! "Disclosures"). The Admin's side is `crate::admin::grievances`.

use std::collections::HashMap;

use actix_web::{HttpRequest, HttpResponse, web};
use orders::grievances::{Complainant, Complaint, Contact, Grievance, GrievanceError, Officer, file};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::app::state::AppState;
use crate::auth::rate_limit::Attempt;
use crate::auth::{CurrentSeller, CurrentUser};
use crate::http::error::{ApiError, ErrorBody, Fields};
use crate::http::paging::page_of_query;

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GrievanceBody {
    /// 3 to 150 characters.
    #[serde(default)]
    subject: String,
    /// 10 to 5000 characters; line breaks kept.
    #[serde(default)]
    message: String,
    /// One of the complainant's orders, when the complaint is about one.
    #[serde(default)]
    #[schema(format = Uuid)]
    order_id: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct Filed {
    success: bool,
    /// The complaint's ticket number, as the acknowledgement email gives it.
    #[schema(example = "GRV-261127-9F3A21C4")]
    ticket: String,
}

/// A complaint as its complainant reads it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GrievanceDto {
    #[serde(rename = "_id")]
    #[schema(format = Uuid)]
    id: String,
    ticket: String,
    subject: String,
    message: String,
    #[schema(required = true, format = Uuid)]
    order_id: Option<String>,
    /// `open`, `answered` or `closed`.
    status: String,
    /// The officer's latest answer.
    #[schema(required = true)]
    answer: Option<String>,
    #[schema(required = true, value_type = Option<String>, format = DateTime)]
    answered_at: Option<kernel::Timestamp>,
    #[schema(required = true, value_type = Option<String>, format = DateTime)]
    closed_at: Option<kernel::Timestamp>,
    #[schema(value_type = String, format = DateTime)]
    created_at: kernel::Timestamp,
    /// One month after filing: when it must be resolved by.
    #[schema(value_type = String, format = DateTime)]
    due_by: kernel::Timestamp,
    /// Not closed, and past `dueBy`.
    overdue: bool,
}

impl GrievanceDto {
    pub(crate) fn of(grievance: &Grievance, now: kernel::Timestamp) -> Self {
        Self {
            id: grievance.id.to_string(),
            ticket: grievance.ticket.clone(),
            subject: grievance.subject.clone(),
            message: grievance.message.clone(),
            order_id: grievance.order.map(|order| order.to_string()),
            status: grievance.status.as_str().to_owned(),
            answer: grievance.answer.clone(),
            answered_at: grievance.answered_at,
            closed_at: grievance.closed_at,
            created_at: grievance.created_at,
            due_by: grievance.due_by,
            overdue: grievance.overdue(now),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct GrievancesPage {
    success: bool,
    /// Newest first.
    grievances: Vec<GrievanceDto>,
    total: u64,
    page: u32,
    limit: u32,
}

/// The complainant a request speaks for: the shopper (or the Admin) when signed in as one, else
/// the seller's shop.
fn complainant(
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
) -> Result<(Complainant, Contact), ApiError> {
    if let Some(CurrentUser(user)) = user {
        return Ok((
            Complainant::User(user.id),
            Contact {
                name: user.name.as_str().to_owned(),
                email: user.email.as_str().to_owned(),
                language: user.language,
            },
        ));
    }
    if let Some(CurrentSeller(shop)) = seller {
        return Ok((
            Complainant::Shop(shop.id),
            Contact {
                name: shop.name.as_str().to_owned(),
                email: shop.email.as_str().to_owned(),
                language: shop.language,
            },
        ));
    }
    Err(ApiError::Unauthenticated)
}

/// Files a complaint with the grievance officer: it is acknowledged by email at once with its
/// ticket, and is due to be resolved within one month.
#[utoipa::path(
    post,
    path = "/api/v2/grievances",
    operation_id = "postGrievance",
    tag = "outreach",
    request_body = GrievanceBody,
    responses(
        (status = 201, description = "Filed; the acknowledgement is on its way", body = Filed),
        (status = 400, description = "Each wrong field named: `subject`, `message`, `orderId` (not one of the complainant's orders)", body = ErrorBody),
        (status = 401, description = "Not signed in as a shopper or a seller", body = ErrorBody),
        (status = 429, description = "Too many messages from this address or account", body = ErrorBody),
    )
)]
pub async fn create(
    req: HttpRequest,
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    body: web::Json<GrievanceBody>,
) -> Result<HttpResponse, ApiError> {
    let (who, contact) = complainant(user, seller)?;
    state
        .limiter
        .check(Attempt::Grievance, state.client_ip(&req), Some(&contact.email))
        .await?;
    let officer = Officer {
        email: state.marketplace.officer_inbox().to_owned(),
        name: None,
    };
    let filed = file(
        state.grievances.as_ref(),
        state.orders.as_ref(),
        state.texts.as_ref(),
        (who, contact),
        &officer,
        Complaint {
            subject: &body.subject,
            message: &body.message,
            order: body.order_id.as_deref(),
        },
        state.clock.now(),
    )
    .await
    .map_err(|problems| {
        let mut fields = Fields::new();
        let mut failure = None;
        for problem in problems {
            match problem.field() {
                Some(field) => fields.add(field, kernel::Described::message(&problem)),
                None => failure = Some(problem),
            }
        }
        if let Some(GrievanceError::Store(error)) = failure {
            return ApiError::Internal(error);
        }
        match fields.finish(|| None::<()>) {
            Err(error) => error,
            Ok(()) => ApiError::field("message", kernel::Message::new("field-not-valid")),
        }
    })?;
    state.email_queued();
    Ok(HttpResponse::Created().json(Filed {
        success: true,
        ticket: filed.ticket,
    }))
}

/// The signed-in shopper's (or seller's) complaints, newest first, with the officer's answers.
#[utoipa::path(
    get,
    path = "/api/v2/grievances",
    operation_id = "getGrievances",
    tag = "outreach",
    params(
        ("page" = Option<u32>, Query, minimum = 1, description = "1-based; 1 unless given"),
        ("limit" = Option<u32>, Query, minimum = 1, maximum = 100, description = "20 unless given"),
    ),
    responses(
        (status = 200, body = GrievancesPage),
        (status = 400, description = "`page` or `limit` is wrong", body = ErrorBody),
        (status = 401, description = "Not signed in as a shopper or a seller", body = ErrorBody),
    )
)]
pub async fn mine(
    user: Option<CurrentUser>,
    seller: Option<CurrentSeller>,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let (who, _) = complainant(user, seller)?;
    let request = page_of_query(&params, 20)?;
    let page = state.grievances.of_complainant(who, request).await?;
    let now = state.clock.now();
    Ok(HttpResponse::Ok().json(GrievancesPage {
        success: true,
        grievances: page.items.iter().map(|g| GrievanceDto::of(g, now)).collect(),
        total: page.total,
        page: request.page(),
        limit: request.limit(),
    }))
}
