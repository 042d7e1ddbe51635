//! Either kind of account chooses the language it is answered and emailed in. Not a
//! security-sensitive change: it asks for no password.

use kernel::{Language, Timestamp};

use crate::account::Account;
use crate::ports::AccountStore;

/// Makes `language` the account's; the account as it is now, or `None` when it no longer exists.
///
/// # Errors
/// When the store fails.
pub async fn change_language<A: Account>(
    accounts: &dyn AccountStore<A>,
    id: A::Id,
    language: Language,
    now: Timestamp,
) -> anyhow::Result<Option<A>> {
    accounts.set_language(id, language, now).await
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use super::*;
    use crate::contact::{Email, PersonName};
    use crate::ports::MockAccountStore;
    use crate::user::User;

    #[tokio::test]
    async fn the_chosen_language_is_stored_and_the_account_comes_back_with_it() {
        let now = Utc.with_ymd_and_hms(2026, 11, 28, 9, 0, 0).unwrap();
        let user = User::new_shopper(
            PersonName::parse("Priya").unwrap(),
            Email::parse("priya@example.com").unwrap(),
            now,
        );
        let id = user.id;
        let mut users = MockAccountStore::<User>::new();
        users
            .expect_set_language()
            .withf(move |who, language, _| *who == id && *language == Language::Hi)
            .times(1)
            .returning(move |_, language, _| {
                let mut changed = user.clone();
                changed.language = language;
                Ok(Some(changed))
            });
        let changed = change_language(&users, id, Language::Hi, now)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(changed.language, Language::Hi);
    }
}
