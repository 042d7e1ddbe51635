//! The Admin as an account: `haat admin create` (the only way an Admin comes to exist) and the
//! Admin's power to suspend and reactivate shoppers.

use kernel::Timestamp;

use crate::contact::{Email, PersonName};
use crate::password::Password;
use crate::ports::{AdminOutcome, PasswordHasher, UserRepository};
use crate::user::{AccountStatus, User};
use kernel::UserId;

pub async fn create_or_promote_admin(
    users: &dyn UserRepository,
    hasher: &dyn PasswordHasher,
    email: &Email,
    name: &PersonName,
    password: Password,
    now: Timestamp,
) -> anyhow::Result<AdminOutcome> {
    let hash = hasher.hash(password).await?;
    users.make_admin(email, name, &hash, now).await
}

#[derive(Debug, thiserror::Error)]
pub enum UserStatusError {
    #[error("There is no such user.")]
    NotFound,
    #[error("An Admin account cannot be suspended from the console.")]
    CannotSuspendAdmin,
    #[error("A closed account cannot be changed.")]
    Closed,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// The Admin suspends a shopper (their sessions end at once and they cannot sign in) or makes a
/// suspended shopper active again. Admins are out of reach, the acting Admin included.
///
/// # Errors
/// [`UserStatusError::NotFound`], [`UserStatusError::CannotSuspendAdmin`] for an Admin,
/// [`UserStatusError::Closed`] for a deleted account.
pub async fn set_user_status(
    users: &dyn UserRepository,
    target: UserId,
    status: AccountStatus,
    now: Timestamp,
) -> Result<User, UserStatusError> {
    let user = users.find(target).await?.ok_or(UserStatusError::NotFound)?;
    if user.is_admin() {
        return Err(UserStatusError::CannotSuspendAdmin);
    }
    if user.status == AccountStatus::Deleted {
        return Err(UserStatusError::Closed);
    }
    if user.status == status {
        return Ok(user);
    }
    users
        .set_status(target, status, now)
        .await?
        .ok_or(UserStatusError::NotFound)
}
