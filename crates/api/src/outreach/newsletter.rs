//! `POST /newsletter`: subscribes an address once and emails it its 20% coupon.

use actix_web::{HttpRequest, HttpResponse, web};
use identity::Email;
use orders::newsletter::{Subscription, subscribe};
use serde::Deserialize;
use utoipa::ToSchema;

use super::Answer;
use crate::app::state::AppState;
use crate::auth::rate_limit::Attempt;
use crate::http::error::{ApiError, ErrorBody, Fields, RequestLanguage};

#[derive(Deserialize, ToSchema)]
pub struct NewsletterBody {
    #[serde(default)]
    #[schema(format = "email")]
    email: String,
}

/// Subscribes an address to the newsletter, once; a new subscriber is emailed a 20% coupon.
#[utoipa::path(
    post,
    path = "/api/v2/newsletter",
    tag = "outreach",
    request_body = NewsletterBody,
    responses(
        (status = 201, description = "Subscribed; the coupon is on its way", body = Answer),
        (status = 200, description = "Already subscribed; nothing is sent again", body = Answer),
        (status = 400, description = "`email` is not an address", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address or for this email", body = ErrorBody),
    )
)]
pub async fn handle(
    req: HttpRequest,
    RequestLanguage(language): RequestLanguage,
    state: web::Data<AppState>,
    body: web::Json<NewsletterBody>,
) -> Result<HttpResponse, ApiError> {
    state
        .limiter
        .check(Attempt::Newsletter, state.client_ip(&req), Some(&body.email))
        .await?;
    let mut fields = Fields::new();
    let email = fields.check("email", Email::parse(&body.email));
    let email = fields.finish(|| email)?;
    let outcome = subscribe(
        state.newsletter.as_ref(),
        state.texts.as_ref(),
        language,
        &email,
        &state.links.products(),
        state.clock.now(),
    )
    .await?;
    Ok(match outcome {
        Subscription::New { .. } => {
            state.email_queued();
            HttpResponse::Created().json(Answer::new(format!(
                "You're subscribed! Your 20% off coupon is on its way to {}.",
                email.as_str()
            )))
        }
        Subscription::Already => HttpResponse::Ok().json(Answer::new(
            "You're already subscribed — your coupon was sent to this address earlier.",
        )),
    })
}
