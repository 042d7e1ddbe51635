//! Every request gets a time budget (`server.request_timeout_secs`, 30 s by default) for reading
//! its body and running its handler. A request still running then is
//! dropped and answered 503 `timeout`, so a slow client trickling a body or a stuck call cannot
//! hold a worker's connection forever. Dropping the handler is safe: every multi-row write is
//! one transaction, which rolls back when dropped unfinished (the crash test proves the stronger
//! case of a killed process). The request head has its own, shorter limit
//! (`client_request_timeout` in startup).
//!
//! The limit wraps each API route (`routes::Routes`), not the whole app: the answer needs the
//! request, and actix's router must hold the only handle to a request until it has matched it.

use std::time::Duration;

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::{ResponseError as _, web};

use crate::http::error::ApiError;

/// The budget, as app data; 30 s when the app has none.
#[derive(Debug, Clone, Copy)]
pub struct RequestBudget(pub Duration);

pub async fn limit(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let budget = req
        .app_data::<web::Data<RequestBudget>>()
        .map_or(Duration::from_secs(30), |budget| budget.0);
    let request = req.request().clone();
    match tokio::time::timeout(budget, next.call(req)).await {
        Ok(response) => Ok(response?.map_into_left_body()),
        Err(_) => {
            tracing::warn!(
                path = %request.path(),
                budget_secs = budget.as_secs_f64(),
                "request timed out"
            );
            let response = ApiError::Timeout.error_response();
            Ok(ServiceResponse::new(request, response).map_into_right_body())
        }
    }
}

#[cfg(test)]
mod tests {
    use actix_web::middleware::from_fn;
    use actix_web::{App, HttpResponse, test};

    use super::*;

    #[actix_web::test]
    async fn a_request_over_its_budget_is_answered_503_timeout_and_others_pass() {
        let app = test::init_service(
            App::new()
                .app_data(web::Data::new(RequestBudget(Duration::from_millis(100))))
                .route(
                    "/quick/{id}",
                    web::get()
                        .to(|id: web::Path<String>| async move { HttpResponse::Ok().body(id.into_inner()) })
                        .wrap(from_fn(limit)),
                )
                .route(
                    "/stuck",
                    web::get()
                        .to(|| async {
                            tokio::time::sleep(Duration::from_secs(5)).await;
                            HttpResponse::Ok().body("too late")
                        })
                        .wrap(from_fn(limit)),
                ),
        )
        .await;

        // Path parameters still reach the handler.
        let quick = test::call_service(&app, test::TestRequest::get().uri("/quick/done").to_request()).await;
        assert_eq!(quick.status().as_u16(), 200);
        assert_eq!(test::read_body(quick).await, "done");

        let started = std::time::Instant::now();
        let stuck = test::call_service(&app, test::TestRequest::get().uri("/stuck").to_request()).await;
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "not cut off: {:?}",
            started.elapsed()
        );
        assert_eq!(stuck.status().as_u16(), 503);
        let body: serde_json::Value = test::read_body_json(stuck).await;
        assert_eq!(body["error"]["code"], "timeout", "{body}");
    }
}
