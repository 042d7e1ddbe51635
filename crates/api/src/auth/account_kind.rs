//! What the server must know of each kind of account that signs in (a shopper or the Admin, and
//! a shop's seller) beyond what `identity::Account` says: which session slot it signs in to,
//! where it is stored, which rate limits count its attempts, and whose upload turn it takes. The
//! guards and the shared account endpoints (`crate::accounts`) are written once over it.

use identity::{Account, AccountStore, Email, User};
use kernel::{ShopId, UserId};
use shops::Shop;
use uuid::Uuid;

use crate::app::account_mail::AccountMail;
use crate::app::state::AppState;
use crate::auth::rate_limit::Attempt;
use crate::auth::session::Who;
use crate::http::uploads::Uploader;

pub trait AccountKind: Account {
    /// The session's slot for this kind: one browser may hold one of each.
    const WHO: Who;
    /// The rate limit that counts sign-in attempts.
    const SIGN_IN: Attempt;
    /// The rate limit that counts forgotten-password requests.
    const FORGOT_PASSWORD: Attempt;

    /// Where accounts of this kind are kept.
    fn store(state: &AppState) -> &dyn AccountStore<Self>;

    /// The id a session holds, as this kind's id.
    fn id_from(uuid: Uuid) -> Self::Id;

    /// This kind's id, as a session holds it.
    fn uuid_of(id: Self::Id) -> Uuid;

    /// Whose turn an upload by this account takes.
    fn uploader(id: Self::Id) -> Uploader;

    /// The queued request for a reset link to `email`.
    fn reset_mail(email: Email) -> AccountMail;
}

impl AccountKind for User {
    const WHO: Who = Who::User;
    const SIGN_IN: Attempt = Attempt::SignIn;
    const FORGOT_PASSWORD: Attempt = Attempt::ForgotPassword;

    fn store(state: &AppState) -> &dyn AccountStore<Self> {
        state.users.as_ref()
    }

    fn id_from(uuid: Uuid) -> UserId {
        UserId::from_uuid(uuid)
    }

    fn uuid_of(id: UserId) -> Uuid {
        id.as_uuid()
    }

    fn uploader(id: UserId) -> Uploader {
        Uploader::User(id)
    }

    fn reset_mail(email: Email) -> AccountMail {
        AccountMail::ShopperReset(email)
    }
}

impl AccountKind for Shop {
    const WHO: Who = Who::Seller;
    const SIGN_IN: Attempt = Attempt::SellerSignIn;
    const FORGOT_PASSWORD: Attempt = Attempt::SellerForgotPassword;

    fn store(state: &AppState) -> &dyn AccountStore<Self> {
        state.shops.as_ref()
    }

    fn id_from(uuid: Uuid) -> ShopId {
        ShopId::from_uuid(uuid)
    }

    fn uuid_of(id: ShopId) -> Uuid {
        id.as_uuid()
    }

    fn uploader(id: ShopId) -> Uploader {
        Uploader::Shop(id)
    }

    fn reset_mail(email: Email) -> AccountMail {
        AccountMail::SellerReset(email)
    }
}
