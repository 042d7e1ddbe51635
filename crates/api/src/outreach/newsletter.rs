//! `POST /newsletter`: subscribes an address once and emails it its 20% coupon.

use actix_web::{HttpRequest, HttpResponse, web};
use identity::Email;
use orders::newsletter::{Subscription, subscribe};
use serde::{Deserialize, Serialize};

use crate::auth::rate_limit::Attempt;
use crate::error::{ApiError, Fields};
use crate::state::AppState;

#[derive(Deserialize)]
pub struct NewsletterBody {
    #[serde(default)]
    email: String,
}

#[derive(Serialize)]
struct Answer {
    success: bool,
    message: String,
}

pub async fn handle(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<NewsletterBody>,
) -> Result<HttpResponse, ApiError> {
    state
        .limiter
        .check(Attempt::Newsletter, state.client_ip(&req), Some(&body.email))?;
    let mut fields = Fields::new();
    let email = fields.check("email", Email::parse(&body.email));
    let email = fields.finish(|| email)?;
    let outcome = subscribe(
        state.newsletter.as_ref(),
        &email,
        &state.links.products(),
        state.clock.now(),
    )
    .await?;
    Ok(match outcome {
        Subscription::New { .. } => {
            state.email_queued();
            HttpResponse::Created().json(Answer {
                success: true,
                message: format!(
                    "You're subscribed! Your 20% off coupon is on its way to {}.",
                    email.as_str()
                ),
            })
        }
        Subscription::Already => HttpResponse::Ok().json(Answer {
            success: true,
            message: "You're already subscribed — your coupon was sent to this address earlier.".to_owned(),
        }),
    })
}
