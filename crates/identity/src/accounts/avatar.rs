//! Either kind of account takes a new picture.

use kernel::{ImageError, MediaStore, Timestamp};

use crate::account::Account;
use crate::ports::AccountStore;

/// Checks and stores `picture`, then makes it the account's; `None` when the account no longer
/// exists.
///
/// # Errors
/// [`ImageError`] when the picture is refused (nothing is stored then) or the stores fail.
pub async fn change_avatar<A: Account>(
    accounts: &dyn AccountStore<A>,
    media: &dyn MediaStore,
    id: A::Id,
    picture: Vec<u8>,
    now: Timestamp,
) -> Result<Option<A>, ImageError> {
    let key = media.store_avatar(picture).await?;
    accounts
        .set_avatar(id, &key, now)
        .await
        .map_err(ImageError::Unexpected)
}

#[cfg(test)]
mod tests {
    use async_trait::async_trait;
    use chrono::{TimeZone, Utc};
    use kernel::MediaKey;

    use super::*;
    use crate::contact::{Email, PersonName};
    use crate::ports::MockAccountStore;
    use crate::user::User;

    /// Refuses anything that is not the bytes `picture`, which it keeps as `avatars/a.webp`.
    struct Pictures;

    #[async_trait]
    impl MediaStore for Pictures {
        async fn store_avatar(&self, upload: Vec<u8>) -> Result<MediaKey, ImageError> {
            if upload == b"picture" {
                Ok(MediaKey::from_stored("avatars/a.webp").unwrap())
            } else {
                Err(ImageError::NotAnImage)
            }
        }
    }

    fn priya() -> User {
        User::new_shopper(
            PersonName::parse("Priya").unwrap(),
            Email::parse("priya@example.com").unwrap(),
            Utc.with_ymd_and_hms(2026, 11, 1, 9, 0, 0).unwrap(),
        )
    }

    fn now() -> Timestamp {
        Utc.with_ymd_and_hms(2026, 11, 26, 10, 0, 0).unwrap()
    }

    #[tokio::test]
    async fn a_refused_picture_leaves_the_account_as_it_was() {
        let mut users = MockAccountStore::<User>::new();
        users.expect_set_avatar().never();

        let result = change_avatar(&users, &Pictures, priya().id, b"not a picture".to_vec(), now()).await;

        assert!(matches!(result, Err(ImageError::NotAnImage)));
    }

    #[tokio::test]
    async fn a_stored_picture_becomes_the_accounts() {
        let user = priya();
        let id = user.id;
        let mut users = MockAccountStore::<User>::new();
        users
            .expect_set_avatar()
            .withf(move |at, key, _| *at == id && key.as_str() == "avatars/a.webp")
            .times(1)
            .returning(move |_, key, _| {
                let mut updated = user.clone();
                updated.avatar = Some(key.clone());
                Ok(Some(updated))
            });

        let updated = change_avatar(&users, &Pictures, id, b"picture".to_vec(), now())
            .await
            .unwrap()
            .unwrap();

        assert_eq!(updated.avatar.unwrap().as_str(), "avatars/a.webp");
    }
}
