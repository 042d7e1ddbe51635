//! A new picture for either kind of account (multipart field `avatar`).

use actix_multipart::form::MultipartForm;
use actix_multipart::form::bytes::Bytes as Upload;
use utoipa::ToSchema;

use crate::app::state::AppState;
use crate::auth::account_kind::AccountKind;
use crate::http::error::ApiError;

/// A new picture for a shopper or a shop.
#[derive(MultipartForm, ToSchema)]
#[multipart(deny_unknown_fields)]
pub struct AvatarForm {
    /// A picture (JPEG, PNG, WebP or GIF), at most 5 MiB.
    #[multipart(limit = "5MiB")]
    #[schema(value_type = String, format = Binary)]
    pub avatar: Upload,
}

/// Waits for the account's upload turn, then checks, stores and sets the picture.
///
/// # Errors
/// 400 on `avatar` when it is missing or not a usable picture; 429 when the account's uploads are
/// all in progress; 401 when the account is gone by the time the picture is stored.
pub async fn change<A: AccountKind>(state: &AppState, account: &A, form: AvatarForm) -> Result<A, ApiError> {
    if form.avatar.data.is_empty() {
        return Err(ApiError::field("avatar", kernel::Message::new("field-required")));
    }
    let _turn = state.uploads.turn(A::uploader(account.id())).await?;
    identity::accounts::avatar::change_avatar(
        A::store(state),
        state.media_store(),
        account.id(),
        form.avatar.data.to_vec(),
        state.clock.now(),
    )
    .await?
    .ok_or(ApiError::Unauthenticated)
}
