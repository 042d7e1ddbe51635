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
