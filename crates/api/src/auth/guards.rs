//! Who may call a handler, stated in its signature: `CurrentUser`, `Admin`, `CurrentSeller`.
//!
//! Each guard loads the account on every request, so suspension, deletion and a password reset
//! take effect at once. Missing the kind of sign-in a handler needs is 401; being signed in
//! without the role it needs is 403.

use actix_session::{Session, SessionExt as _};
use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest, web};
use futures_util::future::LocalBoxFuture;
use identity::User;
use kernel::{ShopId, UserId};
use shops::Shop;

use crate::app::state::AppState;
use crate::auth::account_kind::AccountKind;
use crate::auth::session;
use crate::http::error::ApiError;

/// A signed-in shopper (or the Admin acting as one).
pub struct CurrentUser(pub User);

/// A signed-in user whose role is Admin.
pub struct Admin(pub User);

/// A signed-in seller whose shop is active.
pub struct CurrentSeller(pub Shop);

/// Whoever may manage orders: a signed-in seller, the Admin, or both (one browser may hold both
/// sign-ins). Neither signed in is 401; a shopper who is not the Admin is 403.
pub struct ShopOrAdmin {
    pub shop: Option<Shop>,
    pub admin: Option<User>,
}

fn app_state(req: &HttpRequest) -> Result<web::Data<AppState>, ApiError> {
    req.app_data::<web::Data<AppState>>()
        .cloned()
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("the application state is not configured")))
}

/// The account of kind `A` the session is signed in to, if it still exists and accepts the
/// session (a password reset or suspension ends it); an expired or refused session is signed out.
async fn signed_in<A: AccountKind>(session: &Session, state: &AppState) -> Result<A, ApiError> {
    let principal = session::principal(session, A::WHO).ok_or(ApiError::Unauthenticated)?;
    let now = state.clock.now();
    let account = if principal.is_expired(now) {
        None
    } else {
        A::store(state).find(A::id_from(principal.id)).await?
    };
    match account {
        Some(account) if account.accepts_session_from(principal.signed_in_at) => {
            session::refresh_if_due(session, A::WHO, principal, now);
            Ok(account)
        }
        _ => {
            session::sign_out(session, A::WHO);
            Err(ApiError::Unauthenticated)
        }
    }
}

impl FromRequest for CurrentUser {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let session = req.get_session();
        let state = app_state(req);
        Box::pin(async move { signed_in::<User>(&session, &*state?).await.map(CurrentUser) })
    }
}

impl FromRequest for Admin {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let session = req.get_session();
        let state = app_state(req);
        Box::pin(async move {
            let user = signed_in::<User>(&session, &*state?).await?;
            if user.is_admin() {
                Ok(Admin(user))
            } else {
                Err(ApiError::Forbidden)
            }
        })
    }
}

impl FromRequest for CurrentSeller {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let session = req.get_session();
        let state = app_state(req);
        Box::pin(async move { signed_in::<Shop>(&session, &*state?).await.map(CurrentSeller) })
    }
}

impl FromRequest for ShopOrAdmin {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let session = req.get_session();
        let state = app_state(req);
        Box::pin(async move {
            let state = state?;
            let shop = match signed_in::<Shop>(&session, &state).await {
                Ok(shop) => Some(shop),
                Err(ApiError::Unauthenticated) => None,
                Err(other) => return Err(other),
            };
            let user = match signed_in::<User>(&session, &state).await {
                Ok(user) => Some(user),
                Err(ApiError::Unauthenticated) => None,
                Err(other) => return Err(other),
            };
            if shop.is_none() && user.is_none() {
                return Err(ApiError::Unauthenticated);
            }
            let admin = user.filter(User::is_admin);
            if shop.is_none() && admin.is_none() {
                return Err(ApiError::Forbidden);
            }
            Ok(ShopOrAdmin { shop, admin })
        })
    }
}

/// Refuses (403) a path's shop id that is not `own`: another shop's, or one that does not parse.
/// For the calls that name the caller's own shop in their path (paths ending `…/{shopId}`, docs/product.md §5).
///
/// # Errors
/// [`ApiError::Forbidden`].
pub fn own_shop(raw: &str, own: ShopId) -> Result<(), ApiError> {
    match raw.parse::<ShopId>() {
        Ok(id) if id == own => Ok(()),
        _ => Err(ApiError::Forbidden),
    }
}

/// Refuses (403) a path's user id that is not `own`, like [`own_shop`].
///
/// # Errors
/// [`ApiError::Forbidden`].
pub fn own_user(raw: &str, own: UserId) -> Result<(), ApiError> {
    match raw.parse::<UserId>() {
        Ok(id) if id == own => Ok(()),
        _ => Err(ApiError::Forbidden),
    }
}
