//! `GET /admin-get-all-users?page=&limit=&search=`: every user, newest first.

use actix_web::{HttpResponse, web};
use kernel::PageRequest;
use serde::{Deserialize, Serialize};

use crate::auth::Admin;
use crate::error::{ApiError, Fields};
use crate::state::AppState;
use crate::users::dto::UserDto;

pub const DEFAULT_LIMIT: u32 = 20;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    page: Option<String>,
    limit: Option<String>,
    search: Option<String>,
}

#[derive(Serialize)]
struct UsersPage {
    success: bool,
    users: Vec<UserDto>,
    total: u64,
    page: u32,
    limit: u32,
}

/// `page` and `limit` as the query gives them, checked by name.
pub fn page_request(
    page: Option<&str>,
    limit: Option<&str>,
    default_limit: u32,
) -> Result<PageRequest, ApiError> {
    let mut fields = Fields::new();
    let number = |raw: Option<&str>, default: u32| raw.map_or(Ok(default), |v| v.trim().parse::<u32>());
    let page = fields.check(
        "page",
        number(page, 1).map_err(|_| "must be a whole number, 1 or more"),
    );
    let limit = fields.check(
        "limit",
        number(limit, default_limit)
            .map_err(|_| format!("must be a whole number from 1 to {}", PageRequest::MAX_LIMIT)),
    );
    let (page, limit) = fields.finish(|| Some((page?, limit?)))?;
    PageRequest::new(page, limit).map_err(|error| {
        let field = if page == 0 { "page" } else { "limit" };
        ApiError::field(field, error.to_string())
    })
}

pub async fn handle(
    Admin(_admin): Admin,
    state: web::Data<AppState>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let request = page_request(query.page.as_deref(), query.limit.as_deref(), DEFAULT_LIMIT)?;
    let search = query.search.map(|s| s.chars().take(100).collect::<String>());
    let page = state.users.list(search, request).await?;
    Ok(HttpResponse::Ok().json(UsersPage {
        success: true,
        total: page.total,
        page: request.page(),
        limit: request.limit(),
        users: page.items.iter().map(UserDto::from).collect(),
    }))
}
