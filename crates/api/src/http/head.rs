//! `HEAD` answers what `GET` would, without the body. Before this, `HEAD` on an image answered the
//! app's HTML page and on API routes 404, because every route is declared for GET only and the
//! fallback took the rest.
//!
//! The request is routed as a `GET`. actix-http's HTTP/1 codec remembers that the request was a
//! `HEAD` when it reads it, and sends the response's headers (`Content-Length` included) without
//! its body, so no route has to know.

use actix_web::Error;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::middleware::Next;

pub async fn answer_like_get(
    mut req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    if req.method() == Method::HEAD {
        req.head_mut().method = Method::GET;
    }
    next.call(req).await
}
