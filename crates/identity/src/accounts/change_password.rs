//! A signed-in shopper changes their password. Every other session of the account ends.

use kernel::{Timestamp, UserId};

use crate::password::Password;
use crate::ports::{PasswordHasher, UserRepository};

#[derive(Debug, thiserror::Error)]
pub enum ChangePasswordError {
    #[error("the old password is incorrect")]
    WrongPassword,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Returns the instant from which sessions are valid; the caller's own session must be renewed
/// with a sign-in instant at or after it.
pub async fn change_password(
    users: &dyn UserRepository,
    hasher: &dyn PasswordHasher,
    id: UserId,
    old_password: String,
    new_password: Password,
    now: Timestamp,
) -> Result<Timestamp, ChangePasswordError> {
    let hash = users.password_hash(id).await?;
    if !hasher.verify(hash, old_password).await {
        return Err(ChangePasswordError::WrongPassword);
    }
    let new_hash = hasher.hash(new_password).await?;
    users
        .set_password(id, &new_hash, now)
        .await
        .map_err(|e| ChangePasswordError::Unexpected(e.into()))?;
    Ok(now)
}
