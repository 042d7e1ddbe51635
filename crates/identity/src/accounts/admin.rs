//! `haat admin create`: the only way an Admin comes to exist.

use kernel::Timestamp;

use crate::contact::{Email, PersonName};
use crate::password::Password;
use crate::ports::{AdminOutcome, PasswordHasher, UserRepository};

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
