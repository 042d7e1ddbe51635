//! `GET /admin-get-all-users?page=&limit=&search=`: every user, newest first.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};

use crate::auth::Admin;
use crate::error::ApiError;
use crate::paging::page_request;
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
