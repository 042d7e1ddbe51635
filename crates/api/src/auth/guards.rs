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
use crate::auth::session::{self, Who};
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

async fn signed_in_user(session: &Session, state: &AppState) -> Result<User, ApiError> {
    let principal = session::principal(session, Who::User).ok_or(ApiError::Unauthenticated)?;
    let now = state.clock.now();
    let user = if principal.is_expired(now) {
        None
    } else {
        state.users.find(UserId::from_uuid(principal.id)).await?
    };
    match user {
        Some(user) if user.accepts_session_from(principal.signed_in_at) => {
            session::refresh_if_due(session, Who::User, principal, now);
            Ok(user)
        }
        _ => {
            session::sign_out(session, Who::User);
            Err(ApiError::Unauthenticated)
        }
    }
}

async fn signed_in_seller(session: &Session, state: &AppState) -> Result<Shop, ApiError> {
    let principal = session::principal(session, Who::Seller).ok_or(ApiError::Unauthenticated)?;
    let now = state.clock.now();
    let shop = if principal.is_expired(now) {
        None
    } else {
        state.shops.find(ShopId::from_uuid(principal.id)).await?
    };
    match shop {
        Some(shop) if shop.accepts_session_from(principal.signed_in_at) => {
            session::refresh_if_due(session, Who::Seller, principal, now);
            Ok(shop)
        }
        _ => {
            session::sign_out(session, Who::Seller);
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
        Box::pin(async move { signed_in_user(&session, &*state?).await.map(CurrentUser) })
    }
}

impl FromRequest for Admin {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let session = req.get_session();
        let state = app_state(req);
        Box::pin(async move {
            let user = signed_in_user(&session, &*state?).await?;
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
        Box::pin(async move { signed_in_seller(&session, &*state?).await.map(CurrentSeller) })
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
            let shop = match signed_in_seller(&session, &state).await {
                Ok(shop) => Some(shop),
                Err(ApiError::Unauthenticated) => None,
                Err(other) => return Err(other),
            };
            let user = match signed_in_user(&session, &state).await {
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
/// For the calls that name the caller's own shop in their path (SPEC's `…/{shopId}`).
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
