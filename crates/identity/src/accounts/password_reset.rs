//! Forgot password: a link by email, then a new password that ends every session.

use kernel::Timestamp;

use crate::contact::Email;
use crate::emails;
use crate::links::Links;
use crate::password::Password;
use crate::ports::{PasswordHasher, TokenRepository, UserRepository};
use crate::token::{IssuedToken, TokenError, TokenHash, TokenPurpose, TokenSubject};
use crate::user::AccountStatus;

/// Emails a reset link if an active account has this email. Answers the same either way.
pub async fn request_password_reset(
    users: &dyn UserRepository,
    tokens: &dyn TokenRepository,
    links: &Links,
    email: &Email,
    now: Timestamp,
) -> anyhow::Result<()> {
    let Some((user, _)) = users.find_credentials(email).await? else {
        return Ok(());
    };
    if user.status != AccountStatus::Active {
        return Ok(());
    }
    let token = IssuedToken::generate(TokenPurpose::UserPasswordReset, TokenSubject::User(user.id), now);
    let message = emails::password_reset(
        &user.email,
        user.name.as_str(),
        &links.user_password_reset(&token.secret),
    );
    tokens.issue(&token, &message).await
}

/// Sets a new password with a reset link's token.
pub async fn reset_password(
    tokens: &dyn TokenRepository,
    hasher: &dyn PasswordHasher,
    secret: &str,
    new_password: Password,
    now: Timestamp,
) -> Result<(), TokenError> {
    let hash = hasher.hash(new_password).await?;
    tokens
        .reset_user_password(&TokenHash::of(secret), &hash, now)
        .await
        .map(|_| ())
}
