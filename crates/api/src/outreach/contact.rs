//! `POST /contact`: a visitor's message, stored and emailed to the operator.

use actix_web::{HttpRequest, HttpResponse, web};
use identity::contact_form::{ContactMessage, send_contact_message};
use serde::{Deserialize, Serialize};

use crate::auth::rate_limit::Attempt;
use crate::error::{ApiError, Fields};
use crate::state::AppState;

#[derive(Deserialize)]
pub struct ContactBody {
    #[serde(default)]
    name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    subject: Option<String>,
    #[serde(default)]
    message: String,
}

#[derive(Serialize)]
struct Answer {
    success: bool,
    message: &'static str,
}

pub async fn handle(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ContactBody>,
) -> Result<HttpResponse, ApiError> {
    state
        .limiter
        .check(Attempt::Contact, state.client_ip(&req), Some(&body.email))?;
    let message = ContactMessage::parse(&body.name, &body.email, body.subject.as_deref(), &body.message)
        .map_err(|problems| {
            let mut fields = Fields::new();
            for problem in problems {
                fields.add(problem.field(), problem.to_string());
            }
            match fields.finish(|| None::<()>) {
                Err(error) => error,
                Ok(()) => ApiError::field("message", "is not valid"),
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
    Ok(HttpResponse::Created().json(Answer {
        success: true,
        message: "Thanks, we've received your message and will reply within one working day.",
    }))
}
