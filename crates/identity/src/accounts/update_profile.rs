//! A shopper changes their name, email or phone number, confirming with their password.

use kernel::{Timestamp, UserId};

use crate::ports::{PasswordHasher, ProfileUpdate, UserRepository, UserStoreError};
use crate::user::User;

#[derive(Debug, thiserror::Error)]
pub enum UpdateProfileError {
    #[error("the password is incorrect")]
    WrongPassword,
    #[error("an account with this email already exists")]
    EmailTaken,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

pub async fn update_profile(
    users: &dyn UserRepository,
    hasher: &dyn PasswordHasher,
    id: UserId,
    update: &ProfileUpdate,
    current_password: String,
    now: Timestamp,
) -> Result<User, UpdateProfileError> {
    let hash = users.password_hash(id).await?;
    if !hasher.verify(hash, current_password).await {
        return Err(UpdateProfileError::WrongPassword);
    }
    users
        .update_profile(id, update, now)
        .await
        .map_err(|error| match error {
            UserStoreError::DuplicateEmail => UpdateProfileError::EmailTaken,
            other => UpdateProfileError::Unexpected(other.into()),
        })
}
