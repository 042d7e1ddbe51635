//! `GET /admin-get-all-users?page=&limit=&search=&sort=`: every user, newest first unless sorted; and
//! `PUT /admin-update-user-status/{id}`: suspend or reactivate a shopper.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use identity::AccountStatus;
use identity::accounts::admin::set_user_status;
use kernel::UserId;
use serde_json::json;

use super::audit;
use crate::app::state::AppState;
use crate::auth::Admin;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::paging::{page_request, search_text, sort_by};
use crate::users::dto::UserDto;

pub const DEFAULT_LIMIT: u32 = 20;

/// Read as text so that a bad number is named in a validation error ([`page_request`]); described
/// as the numbers it must hold. Any other parameter is refused.
#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// 1-based; 1 when absent.
    #[param(value_type = Option<u32>, minimum = 1)]
    page: Option<String>,
    /// Users per page, 1 to 100; 20 when absent.
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    limit: Option<String>,
    /// Only users whose name or email contains this text; at most 100 characters
    /// are used.
    q: Option<String>,
    /// The same as `q`, its older name; read only when `q` is absent.
    search: Option<String>,
    /// `name`, `email`, `role`, `status` or `createdAt`, with a leading `-` for the reverse
    /// order; newest first when absent.
    sort: Option<String>,
}

/// One page of users.
#[derive(Serialize, ToSchema)]
#[schema(as = AdminUsersPage)]
pub(super) struct UsersPage {
    success: bool,
    users: Vec<UserDto>,
    /// How many match, on every page together.
    total: u64,
    page: u32,
    limit: u32,
}

/// Every account, shoppers and the Admin; newest first unless sorted, optionally searched.
#[utoipa::path(
    get,
    path = "/api/v2/admin-get-all-users",
    tag = "admin",
    params(ListQuery),
    responses(
        (status = 200, description = "One page of users", body = UsersPage),
        (status = 400, description = "A wrong `page`, `limit` or `sort`, or another key", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
    )
)]
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
        .list(search_text(query.q.or(query.search).as_deref()), sort, request)
        .await?;
    Ok(HttpResponse::Ok().json(UsersPage {
        success: true,
        total: page.total,
        page: request.page(),
        limit: request.limit(),
        users: page.items.iter().map(UserDto::from).collect(),
    }))
}

/// The account status to set.
#[derive(Deserialize, ToSchema)]
#[schema(as = UserStatusBody)]
pub struct StatusBody {
    #[serde(default)]
    #[schema(value_type = UserStatusChoice, required = true)]
    status: String,
}

/// `suspended` signs the shopper out everywhere and keeps them out; `active` lets them back in.
// Only describes `StatusBody::status`, which is read as text, so it is never built.
#[derive(ToSchema)]
#[serde(rename_all = "lowercase")]
#[allow(dead_code)]
pub(super) enum UserStatusChoice {
    Suspended,
    Active,
}

/// The account as it now stands.
#[derive(Serialize, ToSchema)]
#[schema(as = AdminUserAnswer)]
pub(super) struct UserResponse {
    success: bool,
    user: UserDto,
}

/// Suspends or reactivates a shopper's account (`{"status": "suspended" | "active"}`).
#[utoipa::path(
    put,
    path = "/api/v2/admin-update-user-status/{id}",
    tag = "admin",
    params(("id" = String, Path, description = "The user's id")),
    request_body = StatusBody,
    responses(
        (status = 200, description = "Set", body = UserResponse),
        (status = 400, description = "`status` is neither `suspended` nor `active`", body = ErrorBody),
        (status = 401, description = "Not signed in", body = ErrorBody),
        (status = 403, description = "Signed in, but not as the Admin", body = ErrorBody),
        (status = 404, description = "There is no such user", body = ErrorBody),
        (status = 409, description = "An Admin's account, or a closed one", body = ErrorBody),
    )
)]
pub async fn set_status(
    Admin(admin): Admin,
    state: web::Data<AppState>,
    id: web::Path<String>,
    body: web::Json<StatusBody>,
) -> Result<HttpResponse, ApiError> {
    let target: UserId = id
        .parse()
        .map_err(|_| ApiError::NotFound(kernel::Message::new("error-not_found-user")))?;
    let (status, action) = match body.status.as_str() {
        "suspended" => (AccountStatus::Suspended, "user.suspend"),
        "active" => (AccountStatus::Active, "user.reactivate"),
        _ => {
            return Err(ApiError::field(
                "status",
                kernel::Message::new("field-user-status"),
            ));
        }
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
