//! Control characters in a query string are refused at the edge, by name: no filter, search or
//! sort means anything with them, and PostgreSQL refuses a NUL in any text it is handed, which
//! would otherwise surface as a 500 from whichever store a filter reaches. (Bodies need no such
//! guard: every stored text goes through a domain type that refuses control characters.)

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::{ResponseError as _, web};

use crate::http::error::ApiError;

/// The first query parameter whose name or value holds a control character (tabs and line breaks
/// aside, which a pasted search may carry harmlessly).
fn offending(query: &str) -> Option<String> {
    let pairs = web::Query::<Vec<(String, String)>>::from_query(query).ok()?;
    let bad = |text: &str| {
        text.chars()
            .any(|c| c.is_control() && !matches!(c, '\t' | '\n' | '\r'))
    };
    pairs
        .into_inner()
        .into_iter()
        .find(|(name, value)| bad(name) || bad(value))
        .map(|(name, _)| name.chars().filter(|c| !c.is_control()).collect())
}

pub async fn refuse_control_characters(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    if let Some(name) = offending(req.query_string()) {
        let response =
            ApiError::field(name, kernel::Message::new("field-control-characters")).error_response();
        return Ok(req.into_response(response).map_into_right_body());
    }
    Ok(next.call(req).await?.map_into_left_body())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_nul_or_other_control_character_is_named_by_its_parameter() {
        assert_eq!(offending("brand=a%00b&page=1").as_deref(), Some("brand"));
        assert_eq!(offending("page=1&q=%01").as_deref(), Some("q"));
        assert_eq!(offending("x%00y=1").as_deref(), Some("xy"));
    }

    #[test]
    fn ordinary_text_unicode_and_line_breaks_pass() {
        for query in [
            "",
            "searchKeyword=kurta",
            "q=%E0%A4%95%E0%A5%81",
            "q=a%0Ab%09c",
            "q=%27%20OR%201%3D1",
        ] {
            assert_eq!(offending(query), None, "{query}");
        }
    }
}
