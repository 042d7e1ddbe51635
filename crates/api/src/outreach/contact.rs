//! `POST /contact`: a visitor's message, stored and emailed to the operator.

use actix_web::{HttpRequest, HttpResponse, web};
use identity::contact_form::{ContactMessage, send_contact_message};
use serde::Deserialize;
use utoipa::ToSchema;

use super::Answer;
use crate::app::state::AppState;
use crate::auth::rate_limit::Attempt;
use crate::http::error::{ApiError, ErrorBody, Fields};

#[derive(Deserialize, ToSchema)]
pub struct ContactBody {
    #[serde(default)]
    name: String,
    #[serde(default)]
    #[schema(format = "email")]
    email: String,
    #[serde(default)]
    subject: Option<String>,
    #[serde(default)]
    message: String,
}

/// A visitor's message to the operator: stored, and emailed to `mail.operator`.
#[utoipa::path(
    post,
    path = "/api/v2/contact",
    tag = "outreach",
    request_body = ContactBody,
    responses(
        (status = 201, description = "Received", body = Answer),
        (status = 400, description = "Each wrong field named", body = ErrorBody),
        (status = 429, description = "Too many messages from this address or email", body = ErrorBody),
    )
)]
pub async fn handle(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ContactBody>,
) -> Result<HttpResponse, ApiError> {
    state
        .limiter
        .check(Attempt::Contact, state.client_ip(&req), Some(&body.email))
        .await?;
    let message = ContactMessage::parse(&body.name, &body.email, body.subject.as_deref(), &body.message)
        .map_err(|problems| {
            let mut fields = Fields::new();
            for problem in problems {
                fields.add(problem.field(), kernel::Described::message(&problem));
            }
            match fields.finish(|| None::<()>) {
                Err(error) => error,
                Ok(()) => ApiError::field("message", kernel::Message::new("field-not-valid")),
            }
        })?;
    send_contact_message(
        state.contact.as_ref(),
        &message,
        &state.operator_email,
        state.clock.now(),
    )
    .await?;
    state.email_queued();
    Ok(HttpResponse::Created().json(Answer::new(
        "Thanks, we've received your message and will reply within one working day.",
    )))
}
