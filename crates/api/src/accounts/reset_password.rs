//! A new password with the token from an emailed reset link, for either kind of account; every
//! session of the account ends.

use identity::Password;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::app::state::AppState;
use crate::auth::account_kind::AccountKind;
use crate::http::error::{ApiError, Fields};

/// What both reset endpoints answer.
pub const DONE: &str = "Your password has been reset. Please sign in with your new password.";

/// A new password with the token from the emailed link (shoppers and sellers alike).
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
#[schema(as = ResetPasswordBody)]
pub struct ResetBody {
    pub token: String,
    #[schema(format = Password)]
    pub new_password: String,
    /// The same as `newPassword`.
    #[schema(format = Password)]
    pub confirm_password: String,
}

fn parse(body: ResetBody) -> Result<(String, Password), ApiError> {
    let mut fields = Fields::new();
    if body.token.trim().is_empty() {
        fields.add("token", kernel::Message::new("field-required"));
    }
    if body.new_password != body.confirm_password {
        fields.add("confirmPassword", kernel::Message::new("field-confirm-mismatch"));
    }
    let password = fields.check("newPassword", Password::parse(body.new_password));
    let token = body.token;
    fields.finish(|| Some((token, password?)))
}

/// Checks the body and sets the new password of the account of kind `A` the token was issued
/// to. A token of the other kind is refused like an unknown one.
///
/// # Errors
/// 400 naming each wrong field, or `invalid_token` for an unknown, used or expired token.
pub async fn reset<A: AccountKind>(state: &AppState, body: ResetBody) -> Result<(), ApiError> {
    let (token, password) = parse(body)?;
    identity::accounts::password_reset::reset_password(
        A::store(state),
        state.hasher.as_ref(),
        &token,
        password,
        state.clock.now(),
    )
    .await?;
    Ok(())
}
