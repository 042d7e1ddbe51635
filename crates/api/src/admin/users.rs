//! `GET /admin-get-all-users?page=&limit=&search=&sort=`: every user, newest first unless sorted; and
//! `PUT /admin-update-user-status/{id}`: suspend or reactivate a shopper.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};

use identity::AccountStatus;
use identity::accounts::admin::set_user_status;
use kernel::UserId;
use serde_json::json;

use super::audit;
use crate::auth::Admin;
use crate::error::ApiError;
use crate::paging::{page_request, search_text, sort_by};
use crate::state::AppState;
use crate::users::dto::UserDto;

pub const DEFAULT_LIMIT: u32 = 20;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    page: Option<String>,
    limit: Option<String>,
    search: Option<String>,
    sort: Option<String>,
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
    let sort = sort_by(query.sort.as_deref())?;
    let page = state
        .users
        .list(search_text(query.search.as_deref()), sort, request)
        .await?;
    Ok(HttpResponse::Ok().json(UsersPage {
        success: true,
        total: page.total,
        page: request.page(),
        limit: request.limit(),
        users: page.items.iter().map(UserDto::from).collect(),
    }))
}

#[derive(Deserialize)]
pub struct StatusBody {
    #[serde(default)]
    status: String,
}

#[derive(Serialize)]
struct UserResponse {
    success: bool,
    user: UserDto,
}

/// `PUT /admin-update-user-status/{id}` with `{"status": "suspended" | "active"}`.
pub async fn set_status(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<StatusBody>,
) -> Result<HttpResponse, ApiError> {
    let target: UserId = id
        .parse()
        .map_err(|_| ApiError::NotFound("There is no such user.".into()))?;
    let (status, action) = match body.status.as_str() {
        "suspended" => (AccountStatus::Suspended, "user.suspend"),
        "active" => (AccountStatus::Active, "user.reactivate"),
        _ => return Err(ApiError::field("status", "must be \"suspended\" or \"active\"")),
    };
    let user = set_user_status(state.users.as_ref(), target, status, state.clock.now()).await?;
    audit::record(
        &state,
        &admin,
        action,
        "user",
        target.to_string(),
        json!({"email": user.email.as_str()}),
    )
    .await;
    Ok(HttpResponse::Ok().json(UserResponse {
        success: true,
        user: UserDto::from(&user),
    }))
}
