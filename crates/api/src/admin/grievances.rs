//! `GET /admin-grievances` and `PUT /admin-grievance/{id}`: the Admin, as the grievance officer's
//! desk, reads every complaint, answers it and closes it (docs/tax.md "Disclosures").

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use kernel::Message;
use orders::grievances::{Complainant, Decision, Grievance, GrievanceError, GrievanceStatus, decide};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::app::state::AppState;
use crate::auth::Admin;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::paging::page_of_query;
use crate::outreach::grievances::GrievanceDto;

/// Who complained.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComplainantDto {
    /// `user` (a shopper) or `shop`.
    kind: String,
    #[schema(format = Uuid)]
    id: String,
    name: String,
    #[schema(format = "email")]
    email: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminGrievanceDto {
    #[serde(flatten)]
    grievance: GrievanceDto,
    from: ComplainantDto,
}

impl AdminGrievanceDto {
    fn of(grievance: &Grievance, now: kernel::Timestamp) -> Self {
        let (kind, id) = match grievance.complainant {
            Complainant::User(user) => ("user", user.to_string()),
            Complainant::Shop(shop) => ("shop", shop.to_string()),
        };
        Self {
            grievance: GrievanceDto::of(grievance, now),
            from: ComplainantDto {
                kind: kind.to_owned(),
                id,
                name: grievance.contact.name.clone(),
                email: grievance.contact.email.clone(),
            },
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct AdminGrievancesPage {
    success: bool,
    /// Newest first.
    grievances: Vec<AdminGrievanceDto>,
    total: u64,
    page: u32,
    limit: u32,
}

#[derive(Serialize, ToSchema)]
pub struct AdminGrievanceAnswer {
    success: bool,
    grievance: AdminGrievanceDto,
}

#[derive(Deserialize, ToSchema)]
pub struct DecisionBody {
    /// `answered` to answer (with `answer`), `closed` to close (with a last word, optionally).
    #[serde(default)]
    status: String,
    /// 10 to 5000 characters; emailed to the complainant.
    #[serde(default)]
    answer: Option<String>,
}

/// Every complaint, or those of one status, newest first; each says whether it is overdue.
#[utoipa::path(
    get,
    path = "/api/v2/admin-grievances",
    operation_id = "getAdminGrievances",
    tag = "admin",
    params(
        ("status" = Option<String>, Query, description = "`open`, `answered` or `closed`; every complaint when absent"),
        ("page" = Option<u32>, Query, minimum = 1, description = "1-based; 1 unless given"),
        ("limit" = Option<u32>, Query, minimum = 1, maximum = 100, description = "20 unless given"),
    ),
    responses(
        (status = 200, body = AdminGrievancesPage),
        (status = 400, description = "`status`, `page` or `limit` is wrong", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
    )
)]
pub async fn list(
    _admin: Admin,
    state: web::Data<AppState>,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let status = match params.get("status").map(|s| s.trim()).filter(|s| !s.is_empty()) {
        Some(raw) => Some(
            GrievanceStatus::parse(raw)
                .ok_or_else(|| ApiError::field("status", Message::new("field-grievance-status")))?,
        ),
        None => None,
    };
    let request = page_of_query(&params, 20)?;
    let page = state.grievances.list(status, request).await?;
    let now = state.clock.now();
    Ok(HttpResponse::Ok().json(AdminGrievancesPage {
        success: true,
        grievances: page.items.iter().map(|g| AdminGrievanceDto::of(g, now)).collect(),
        total: page.total,
        page: request.page(),
        limit: request.limit(),
    }))
}

/// Answers or closes a complaint; the complainant is emailed the answer, in their language.
#[utoipa::path(
    put,
    path = "/api/v2/admin-grievance/{id}",
    operation_id = "putAdminGrievance",
    tag = "admin",
    params(("id" = String, Path, format = Uuid, description = "The complaint's id")),
    request_body = DecisionBody,
    responses(
        (status = 200, body = AdminGrievanceAnswer),
        (status = 400, description = "`status` is not `answered` or `closed`, or `answer` is missing or not 10 to 5000 characters", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
        (status = 404, description = "No such complaint", body = ErrorBody),
        (status = 409, description = "It is closed already (`grievance_closed`)", body = ErrorBody),
    )
)]
pub async fn update(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    path: web::Path<String>,
    body: web::Json<DecisionBody>,
) -> Result<HttpResponse, ApiError> {
    let not_found = || ApiError::NotFound(Message::new("error-not_found-grievance"));
    let id = uuid::Uuid::parse_str(path.trim()).map_err(|_| not_found())?;
    let decision = match body.status.trim() {
        "answered" => Decision::Answer(body.answer.clone().unwrap_or_default()),
        "closed" => Decision::Close(body.answer.clone()),
        _ => {
            return Err(ApiError::field(
                "status",
                Message::new("field-grievance-decision"),
            ));
        }
    };
    let now = state.clock.now();
    let decided = decide(state.grievances.as_ref(), state.texts.as_ref(), id, decision, now)
        .await
        .map_err(|error| match error {
            GrievanceError::NotFound => not_found(),
            GrievanceError::Closed => ApiError::conflict_without_field(
                crate::http::error::ErrorCode::GrievanceClosed,
                Message::new("error-grievance_closed"),
            ),
            GrievanceError::Store(error) => ApiError::Internal(error),
            other => ApiError::field(
                other.field().unwrap_or("answer"),
                kernel::Described::message(&other),
            ),
        })?;
    state.email_queued();
    super::audit::record(
        &state,
        &admin,
        match decided.status {
            GrievanceStatus::Closed => "grievance.close",
            _ => "grievance.answer",
        },
        "grievance",
        decided.id.to_string(),
        serde_json::json!({"ticket": decided.ticket}),
    )
    .await;
    Ok(HttpResponse::Ok().json(AdminGrievanceAnswer {
        success: true,
        grievance: AdminGrievanceDto::of(&decided, now),
    }))
}
