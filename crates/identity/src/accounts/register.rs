//! A shopper registers and is signed in at once.

use kernel::{ImageError, Language, MediaStore, Timestamp};

use crate::contact::{Email, PersonName};
use crate::password::Password;
use crate::ports::{PasswordHasher, UserRepository, UserStoreError};
use crate::user::User;

pub struct Registration {
    pub name: PersonName,
    pub email: Email,
    pub password: Password,
    pub avatar: Option<Vec<u8>>,
    /// The language the shopper registered in (their request's).
    pub language: Language,
}

#[derive(Debug, thiserror::Error)]
pub enum RegisterError {
    #[error("an account with this email already exists")]
    EmailTaken,
    #[error(transparent)]
    Avatar(ImageError),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Registers a shopper. The avatar, when given, is checked before anything is written.
pub async fn register_shopper(
    users: &dyn UserRepository,
    hasher: &dyn PasswordHasher,
    media: &dyn MediaStore,
    registration: Registration,
    now: Timestamp,
) -> Result<User, RegisterError> {
    let mut user = User::new_shopper(registration.name, registration.email, now);
    user.language = registration.language;
    if let Some(upload) = registration.avatar {
        user.avatar = Some(media.store_avatar(upload).await.map_err(RegisterError::Avatar)?);
    }
    let hash = hasher.hash(registration.password).await?;
    match users.insert(&user, &hash).await {
        Ok(()) => Ok(user),
        Err(UserStoreError::DuplicateEmail) => Err(RegisterError::EmailTaken),
        Err(other) => Err(RegisterError::Unexpected(other.into())),
    }
}
