//! A shopper or the Admin signs in with email and password.

use crate::contact::Email;
use crate::password::PasswordHash;
use crate::ports::{PasswordHasher, UserRepository};
use crate::user::{AccountStatus, User};

#[derive(Debug, thiserror::Error)]
pub enum SignInError {
    /// Unknown email or wrong password: one answer for both.
    #[error("the email or password is incorrect")]
    InvalidCredentials,
    #[error("this account has been suspended; please contact support")]
    Suspended,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// The account whose stored password `candidate` matches, if any. An unknown account still
/// costs a full password check, so how long a sign-in takes reveals nothing. Shoppers and sellers
/// both sign in through this.
pub async fn check_credentials<A: Send>(
    hasher: &dyn PasswordHasher,
    found: Option<(A, PasswordHash)>,
    candidate: String,
) -> Option<A> {
    match found {
        None => {
            hasher.verify(None, candidate).await;
            None
        }
        Some((account, hash)) => hasher.verify(Some(hash), candidate).await.then_some(account),
    }
}

pub async fn sign_in(
    users: &dyn UserRepository,
    hasher: &dyn PasswordHasher,
    email: &Email,
    password: String,
) -> Result<User, SignInError> {
    let found = users.find_credentials(email).await?;
    let user = check_credentials(hasher, found, password)
        .await
        .ok_or(SignInError::InvalidCredentials)?;
    match user.status {
        AccountStatus::Active => Ok(user),
        AccountStatus::Suspended => Err(SignInError::Suspended),
        AccountStatus::Deleted => Err(SignInError::InvalidCredentials),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::contact::PersonName;
    use crate::ports::{MockPasswordHasher, MockUserRepository};
    use chrono::Utc;

    fn stored() -> (User, PasswordHash) {
        let user = User::new_shopper(
            PersonName::parse("Priya").unwrap(),
            Email::parse("priya@example.com").unwrap(),
            Utc::now(),
        );
        let hash = crate::password::Password::parse("correct horse")
            .unwrap()
            .hash()
            .unwrap();
        (user, hash)
    }

    #[tokio::test]
    async fn an_unknown_email_still_spends_a_password_check_and_is_refused_like_a_wrong_password() {
        let mut users = MockUserRepository::new();
        users.expect_find_credentials().returning(|_| Ok(None));
        let mut hasher = MockPasswordHasher::new();
        hasher
            .expect_verify()
            .withf(|hash, _| hash.is_none())
            .times(1)
            .returning(|_, _| false);

        let result = sign_in(
            &users,
            &hasher,
            &Email::parse("nobody@example.com").unwrap(),
            "x".into(),
        )
        .await;

        assert!(matches!(result, Err(SignInError::InvalidCredentials)));
    }

    #[tokio::test]
    async fn a_suspended_account_with_the_right_password_is_told_so() {
        let (mut user, hash) = stored();
        user.status = AccountStatus::Suspended;
        let mut users = MockUserRepository::new();
        users
            .expect_find_credentials()
            .returning(move |_| Ok(Some((user.clone(), hash.clone()))));
        let mut hasher = MockPasswordHasher::new();
        hasher.expect_verify().returning(|_, _| true);

        let result = sign_in(
            &users,
            &hasher,
            &Email::parse("priya@example.com").unwrap(),
            "correct horse".into(),
        )
        .await;

        assert!(matches!(result, Err(SignInError::Suspended)));
    }

    #[tokio::test]
    async fn a_suspended_account_with_a_wrong_password_learns_nothing() {
        let (mut user, hash) = stored();
        user.status = AccountStatus::Suspended;
        let mut users = MockUserRepository::new();
        users
            .expect_find_credentials()
            .returning(move |_| Ok(Some((user.clone(), hash.clone()))));
        let mut hasher = MockPasswordHasher::new();
        hasher.expect_verify().returning(|_, _| false);

        let result = sign_in(
            &users,
            &hasher,
            &Email::parse("priya@example.com").unwrap(),
            "guess".into(),
        )
        .await;

        assert!(matches!(result, Err(SignInError::InvalidCredentials)));
    }
}
