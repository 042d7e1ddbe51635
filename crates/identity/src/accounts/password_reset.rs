//! Forgot password, for either kind of account: a link by email, then a new password that ends
//! every session of the account.

use kernel::{Texts, Timestamp};

use crate::account::Account;
use crate::contact::Email;
use crate::emails;
use crate::links::Links;
use crate::password::Password;
use crate::ports::{AccountStore, PasswordHasher, TokenRepository};
use crate::token::{IssuedToken, TokenError, TokenHash};

/// Emails a reset link if an account of this kind has this email and may reset its password
/// ([`Account::may_reset_password`]), written in the account's language. Does the same from the
/// caller's side either way.
///
/// # Errors
/// When the stores fail.
pub async fn request_password_reset<A: Account>(
    accounts: &dyn AccountStore<A>,
    tokens: &dyn TokenRepository,
    texts: &dyn Texts,
    links: &Links,
    email: &Email,
    now: Timestamp,
) -> anyhow::Result<()> {
    let Some((account, _)) = accounts.find_credentials(email).await? else {
        return Ok(());
    };
    if !account.may_reset_password() {
        return Ok(());
    }
    let token = IssuedToken::generate(A::PASSWORD_RESET, account.token_subject(), now);
    let message = emails::password_reset(
        texts,
        account.language(),
        account.email(),
        account.holder().as_str(),
        &A::password_reset_link(links, &token.secret),
    );
    tokens.issue(&token, &message).await
}

/// Sets a new password with a reset link's token of this kind.
///
/// # Errors
/// [`TokenError::Invalid`] for an unknown, used or expired token, or another kind's.
pub async fn reset_password<A: Account>(
    accounts: &dyn AccountStore<A>,
    hasher: &dyn PasswordHasher,
    secret: &str,
    new_password: Password,
    now: Timestamp,
) -> Result<A::Id, TokenError> {
    let hash = hasher.hash(new_password).await?;
    accounts.reset_password(&TokenHash::of(secret), &hash, now).await
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use super::*;
    use crate::contact::PersonName;
    use crate::password::PasswordHash;
    use crate::ports::{MockAccountStore, MockTokenRepository};
    use crate::token::{TokenPurpose, TokenSubject};
    use crate::user::{AccountStatus, User};

    fn priya(status: AccountStatus) -> User {
        let mut user = User::new_shopper(
            PersonName::parse("Priya").unwrap(),
            Email::parse("priya@example.com").unwrap(),
            Utc.with_ymd_and_hms(2026, 11, 1, 9, 0, 0).unwrap(),
        );
        user.status = status;
        user
    }

    fn stored(user: Option<User>) -> MockAccountStore<User> {
        let hash: PasswordHash = Password::parse("correct horse battery").unwrap().hash().unwrap();
        let mut users = MockAccountStore::<User>::new();
        users
            .expect_find_credentials()
            .returning(move |_| Ok(user.clone().map(|user| (user, hash.clone()))));
        users
    }

    async fn ask(users: &MockAccountStore<User>, tokens: &MockTokenRepository) {
        request_password_reset(
            users,
            tokens,
            &kernel::EchoTexts,
            &Links::new("https://haat.example"),
            &Email::parse("priya@example.com").unwrap(),
            Utc.with_ymd_and_hms(2026, 11, 26, 10, 0, 0).unwrap(),
        )
        .await
        .unwrap();
    }

    #[tokio::test]
    async fn an_active_account_is_emailed_a_link_to_its_own_kinds_page_in_its_language() {
        let mut user = priya(AccountStatus::Active);
        user.language = kernel::Language::Hi;
        let id = user.id;
        let mut tokens = MockTokenRepository::new();
        tokens
            .expect_issue()
            .withf(move |token, email| {
                token.purpose == TokenPurpose::UserPasswordReset
                    && token.subject == TokenSubject::User(id)
                    && email.to == "priya@example.com"
                    && email.text.starts_with("email-greeting@hi name=Priya")
                    && email
                        .text
                        .contains(&format!("https://haat.example/reset-password/{}", token.secret))
            })
            .times(1)
            .returning(|_, _| Ok(()));

        ask(&stored(Some(user)), &tokens).await;
    }

    #[tokio::test]
    async fn a_suspended_closed_or_unknown_account_is_sent_nothing() {
        for user in [
            Some(priya(AccountStatus::Suspended)),
            Some(priya(AccountStatus::Deleted)),
            None,
        ] {
            let mut tokens = MockTokenRepository::new();
            tokens.expect_issue().never();
            ask(&stored(user), &tokens).await;
        }
    }
}
